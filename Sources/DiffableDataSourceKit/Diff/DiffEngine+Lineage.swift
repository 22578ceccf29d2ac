/// The diff of a snapshot against the one it was edited from, computed from the items the
/// edits touched: the fast path for Apple's pattern (copy the data source's snapshot, edit
/// a few rows, apply).
///
/// ## Motivation
/// The full diff reads every row between the first and the last changed chunk of each
/// changed section and allocates a flag per old row: 0.8 ms for one row appended to a
/// million, 4 ms for one row moved from the top to halfway down. When `new` carries a
/// lineage from `old` (see ``_EditJournal``), every row outside the touched items is known
/// to be in both snapshots, in the same section and the same relative order, so the
/// changeset follows from the touched items alone.
///
/// ## Detailed design
/// Each touched item (the journal's, plus every item marked in `new`) is looked up in both
/// snapshots: absent from `old` it is inserted, absent from `new` deleted, in another
/// section moved. For an item that stays in its section the question is whether the full
/// diff's longest increasing run of old rows keeps it, and that run must be the same one,
/// ties included. With *a* and *b* the untouched rows before the item in the old and the
/// new section, the item is out of order with exactly |*a* - *b*| untouched rows. If every
/// out-of-order touched item is out of order with more untouched rows than there are
/// out-of-order touched items, and the in-order ones keep their order among themselves,
/// then the run is unique: the untouched rows and the in-order touched ones (any run
/// holding an out-of-order item is shorter). That covers every single move of two rows or
/// more; an adjacent swap has two minimal answers, and there, as whenever a check fails,
/// the full diff runs. Deciding costs O(*t* log *t*) for *t* touched items.
///
/// Rows outside the full diff's window (chunks shared at the ends) are in order with every
/// row inside it, so the window does not change the run. The one difference is for items
/// that break `Hashable`: an untouched row whose item no longer hashes as stored, or is not
/// equal to itself (NaN), is one the full diff may fail to find, and report as deleted and
/// inserted (or move another row around it), depending on which rows it reads; here it is
/// unchanged, which it is. Invariant builds check every fast diff against the full diff
/// whenever every item obeys `Hashable`.
///
/// ## Complexity
/// O(*t* log *t*) for *t* touched items (at most ``_EditJournal/touchLimit`` plus the marks),
/// whatever the size of the list; `nil` (fall back) is decided within the same bound.
extension DiffEngine {
    /// The changeset from `old` to `new` when `new` was edited from `old` by recorded edits,
    /// identical to the full diff's; `nil` when the full diff must run.
    ///
    /// - Complexity: O(*t* log *t*) for *t* touched and marked items.
    @inlinable
    static func lineageChangeset<Section, Item>(
        from old: ListSnapshot<Section, Item>, to new: ListSnapshot<Section, Item>
    ) -> ListChangeset<Section, Item>? {
        guard let lineage = new.journal.lineage, let oldStamp = old.journal.stamp, lineage.base === oldStamp,
            new.reloadedSections.isEmpty, new.positions.marks.count <= _EditJournal<Item>.touchLimit,
            old.sections == new.sections
        else { return nil }
        guard let rows = _TouchedRows(from: old, to: new, touched: lineage.touched),
            let changes = rows.changes()
        else { return nil }
        var changeset = ListChangeset<Section, Item>()
        changes.finish(into: &changeset)
        #if DIFFABLE_CHECK_INVARIANTS
        checkAgainstFullDiff(changeset, from: old, to: new)
        #endif
        return changeset
    }

    /// In invariant builds, traps unless `changeset` is the full diff's, when every item of
    /// both snapshots obeys `Hashable` (for items that do not, the full diff's answer
    /// depends on which rows it reads; see `DiffEngine+Lineage.swift`).
    @usableFromInline
    static func checkAgainstFullDiff<Section, Item>(
        _ changeset: ListChangeset<Section, Item>, from old: ListSnapshot<Section, Item>,
        to new: ListSnapshot<Section, Item>
    ) {
        #if DIFFABLE_CHECK_INVARIANTS
        guard old.positions.obeysHashable && new.positions.obeysHashable else { return }
        let full = diff(from: old, to: new.withoutLineage, contentDiffers: nil, contentMark: .none)
        precondition(changeset == full, "the lineage diff differs from the full diff:\n\(changeset)\nfull:\n\(full)")
        #endif
    }
}

/// The rows of the items a lineage touched, in the old and the new snapshot.
@usableFromInline
struct _TouchedRows {
    /// One touched item: its old and new row (`nil` when absent) and its mark in `new`.
    @usableFromInline
    struct Touch {
        @usableFromInline var old: _RowKey?
        @usableFromInline var new: _RowKey?
        @usableFromInline var mark: _RowMark

        @inlinable
        init(old: _RowKey?, new: _RowKey?, mark: _RowMark) {
            self.old = old
            self.new = new
            self.mark = mark
        }
    }

    @usableFromInline var touches: [Touch] = []

    /// Looks up every touched and marked item in both snapshots; `nil` when an item is not
    /// found where the map says (a broken `Hashable`) or the row counts do not add up.
    ///
    /// - Complexity: O(*t* log *t*).
    @inlinable
    init?<Section, Item>(from old: ListSnapshot<Section, Item>, to new: ListSnapshot<Section, Item>, touched: [Item]) {
        var touches: [Touch] = []
        touches.reserveCapacity(touched.count + new.positions.marks.count)
        func oldKey(of item: Item) -> _RowKey?? {
            guard let position = old.positions[item] else { return .some(nil) }
            guard old.chunks.items[Int(position.chunk)][Int(position.index)] == item else { return nil }
            let (section, row) = old.place(of: position)
            return _RowKey(section: section, row: row)
        }
        func newTouch(entry: Int, item: Item) -> Touch? {
            let position = new.positions.places[entry]
            guard new.chunks.items[Int(position.chunk)][Int(position.index)] == item else { return nil }
            let (section, row) = new.place(of: position)
            let marks = new.positions.marks[entry] ?? []
            let mark: _RowMark = marks.contains(.reload) ? .reload : marks.contains(.reconfigure) ? .reconfigure : .none
            return Touch(old: nil, new: _RowKey(section: section, row: row), mark: mark)
        }
        for item in touched {
            guard let oldRow = oldKey(of: item) else { return nil }
            var touch = Touch(old: nil, new: nil, mark: .none)
            if let entry = new.positions.entry(of: item) {
                guard let found = newTouch(entry: entry, item: item) else { return nil }
                touch = found
            }
            touch.old = oldRow
            if touch.old != nil || touch.new != nil { touches.append(touch) }
        }
        for entry in new.positions.marks.keys {
            let item = new.positions.keys[entry]
            guard var touch = newTouch(entry: entry, item: item), let oldRow = oldKey(of: item) else { return nil }
            touch.old = oldRow
            touches.append(touch)
        }
        // The same item touched twice has the same rows: keep one.
        touches.sort { ($0.new?.raw ?? -1, $0.old?.raw ?? -1) < ($1.new?.raw ?? -1, $1.old?.raw ?? -1) }
        var unique: [Touch] = []
        unique.reserveCapacity(touches.count)
        for touch in touches where unique.last.map({ $0.old != touch.old || $0.new != touch.new }) ?? true {
            unique.append(touch)
        }
        self.touches = unique
        // Untouched rows are in both snapshots, section by section.
        var balance: [Int: Int] = [:]
        for touch in unique {
            if let old = touch.old { balance[old.section, default: 0] += 1 }
            if let new = touch.new { balance[new.section, default: 0] -= 1 }
        }
        for (section, difference) in balance
        where section >= new.sectionRows.count
            || old.rowCount(inSection: section) - new.rowCount(inSection: section) != difference
        {
            return nil
        }
        guard
            old.itemStarts.last.map({ $0 - new.itemStarts[new.itemStarts.count - 1] })
                == balance.values.reduce(0, +)
        else { return nil }
    }

    /// The row changes the full diff reports for these touches, or `nil` when its choice of
    /// rows to keep in place is not certain from them (see `DiffEngine+Lineage.swift`).
    ///
    /// - Complexity: O(*t* log *t*).
    @usableFromInline
    func changes() -> _RowChanges? {
        var changes = _RowChanges()
        // Section -> the old rows and the new rows of its touched items, sorted.
        var oldTouched: [Int: [Int]] = [:]
        var newTouched: [Int: [Int]] = [:]
        for touch in touches {
            if let old = touch.old { oldTouched[old.section, default: []].append(old.row) }
            if let new = touch.new { newTouched[new.section, default: []].append(new.row) }
        }
        for key in oldTouched.keys { oldTouched[key]?.sort() }
        for key in newTouched.keys { newTouched[key]?.sort() }
        // Section -> its staying touched items, with the untouched rows each is out of order with.
        var staying: [Int: [(touch: Touch, outOfOrder: Int)]] = [:]
        for touch in touches {
            switch (touch.old, touch.new) {
            case (let old?, nil): changes.deletes.append(old)
            case (nil, let new?): changes.inserts.append(new)
            case (let old?, let new?) where old.section != new.section:
                move(from: old, to: new, mark: touch.mark, into: &changes)
            case (let old?, let new?):
                let before = old.row - Self.countBelow(old.row, in: oldTouched[old.section] ?? [])
                let after = new.row - Self.countBelow(new.row, in: newTouched[new.section] ?? [])
                staying[old.section, default: []].append((touch, abs(before - after)))
            case (nil, nil): break
            }
        }
        for (_, rows) in staying {
            let outOfOrder = rows.filter { $0.outOfOrder > 0 }
            // Each must be off every longest run, so the run is unique.
            guard outOfOrder.allSatisfy({ $0.outOfOrder > outOfOrder.count }) else { return nil }
            // `rows` is in new-row order (touches are sorted by new row).
            let inOrder = rows.filter { $0.outOfOrder == 0 }
            guard zip(inOrder, inOrder.dropFirst()).allSatisfy({ ($0.touch.old?.raw ?? 0) < ($1.touch.old?.raw ?? 0) })
            else { return nil }
            for (touch, _) in outOfOrder {
                guard let old = touch.old, let new = touch.new else { continue }
                move(from: old, to: new, mark: touch.mark, into: &changes)
            }
            for (touch, _) in inOrder {
                guard let old = touch.old, let new = touch.new else { continue }
                switch touch.mark {
                case .reload: changes.reloads.append(old)
                case .reconfigure: changes.reconfigures.append(new)
                case .none: break
                }
            }
        }
        return changes
    }

    /// A row that moves: a move, or a delete and an insert when it is also marked (UIKit's
    /// rules, as in ``_ItemScan``).
    func move(from old: _RowKey, to new: _RowKey, mark: _RowMark, into changes: inout _RowChanges) {
        if mark == .none {
            changes.moves.append((new, old))
        } else {
            changes.deletes.append(old)
            changes.inserts.append(new)
        }
    }

    /// The number of values in `sorted` below `value`.
    static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
        sorted._partitioningIndex { $0 >= value }
    }
}

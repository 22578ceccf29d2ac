/// How a diff finds an item of the new list in the old one.
@usableFromInline
protocol _OldPositionLookup {
    associatedtype Item: Hashable
    /// The old (section index, row) of an item, skipping rows already matched (`isMatched`
    /// takes a row's flat offset), or `nil` if the item is new.
    mutating func oldPosition(of item: Item, isMatched: (Int) -> Bool) -> (section: Int, row: Int)?
    /// The old item at a position `oldPosition(of:)` returned.
    func oldItem(section: Int, row: Int) -> Item
    /// Whether `oldPosition(of:isMatched:)` never calls `isMatched` and so answers the same
    /// whenever asked: a scan may then look rows up ahead, in batches.
    static var answersAhead: Bool { get }
    /// `oldPosition(of:isMatched:)` for `items[rows]`, written to `ahead` from its start.
    mutating func oldPositions(of items: [Item], rows: Range<Int>, into ahead: _LookAhead)
}

extension _OldPositionLookup {
    @inlinable
    static var answersAhead: Bool { false }

    @inlinable
    mutating func oldPositions(of items: [Item], rows: Range<Int>, into ahead: _LookAhead) {}
}

/// What a new row was marked with: `reload` wins over `reconfigure`.
@usableFromInline
enum _RowMark: UInt8 {
    case none = 0, reconfigure = 1, reload = 2
}

/// The rows of one section that stay in it, as parallel arrays in new-row order.
@usableFromInline
struct _StayingRows {
    @usableFromInline var oldRows: [Int32]
    @usableFromInline var newRows: [Int32]
    /// Each row's mark; empty when the caller cannot mark rows.
    @usableFromInline var marks: [_RowMark]

    @inlinable
    init(oldRows: [Int32], newRows: [Int32], marks: [_RowMark]) {
        self.oldRows = oldRows
        self.newRows = newRows
        self.marks = marks
    }
}

/// The item half of a diff: walks each changed section of the new list once, matching rows
/// against the old list, and collects row changes.
///
/// Each new row is first compared with the old row under a cursor (no hashing); only on a
/// mismatch is the item looked up, and the cursor then continues after the row found.
/// A list with few changes is therefore diffed with few hash look-ups.
@usableFromInline
struct _ItemScan<Item: Hashable> {
    /// Old section index -> whether its rows take part in row changes (it survives and is
    /// not deleted, reloaded or recreated).
    @usableFromInline let oldRowsTracked: [Bool]
    /// Old section index -> offset of its first row in `matched`.
    @usableFromInline let oldStarts: [Int]
    /// Old row (by flat offset) -> whether a new row matched it; empty until a section is
    /// scanned (see `prepareMatched`).
    @usableFromInline var matched: [Bool] = []
    @usableFromInline var changes: _RowChanges
    /// Reports rows equal by identity whose content differs, when the caller asked.
    @usableFromInline let contentDiffers: ((Item, Item) -> Bool)?
    @usableFromInline let contentMark: _RowMark
    /// Old section index -> whether the section moves; empty when none does. A reload in
    /// a moving section is sent as a delete and an insert (UIKit's reload would name the
    /// row's old index path after the update).
    @usableFromInline var oldSectionMoves: [Bool] = []

    @inlinable
    init(oldRowsTracked: [Bool], oldStarts: [Int], contentDiffers: ((Item, Item) -> Bool)?, contentMark: _RowMark) {
        self.oldRowsTracked = oldRowsTracked
        self.oldStarts = oldStarts
        self.changes = _RowChanges()
        self.contentDiffers = contentDiffers
        self.contentMark = contentMark
    }

    /// Diffs one new section whose old counterpart (same identifier, rows tracked) is
    /// `oldSection`, and whose rows differ from it.
    ///
    /// `oldRows` and `newRows` may be windows of the sections, starting at rows `oldBase`
    /// and `newBase`, when the rows outside them are the same in both and already matched.
    @inlinable
    mutating func scan<Lookup: _OldPositionLookup>(
        oldSection: Int, oldRows: [Item], oldBase: Int = 0, newSection: Int, newRows: [Item], newBase: Int = 0,
        marks: [(row: Int, mark: _RowMark)], lookup: inout Lookup
    ) where Lookup.Item == Item {
        let staying = matchRows(
            oldSection: oldSection, oldRows: oldRows, oldBase: oldBase, newSection: newSection, newRows: newRows,
            newBase: newBase, marks: marks, lookup: &lookup)
        emitStaying(staying, oldSection: oldSection, newSection: newSection)
    }

    /// The first half of `scan`: matches every new row, records inserts and rows that
    /// change section, and returns the rows that stay, for `emitStaying`.
    ///
    /// Rows that stay in the section are collected as parallel arrays (old row, new row,
    /// mark; 9 bytes a row, marks only when the caller can mark rows) and sized up front:
    /// each takes a distinct old row of this section and a distinct new row, so there are
    /// at most `min(oldRows.count, newRows.count)`. The loop runs on buffer pointers (no
    /// bounds or uniqueness checks per row): the scattered-100k benchmark's diff went from
    /// 16.9M to 11.6M instructions.
    @inlinable
    mutating func matchRows<Lookup: _OldPositionLookup>(
        oldSection: Int, oldRows: [Item], oldBase: Int = 0, newSection: Int, newRows: [Item], newBase: Int = 0,
        marks: [(row: Int, mark: _RowMark)], lookup: inout Lookup
    ) -> _StayingRows where Lookup.Item == Item {
        let capacity = min(oldRows.count, newRows.count)
        let tracksMarks = !marks.isEmpty || contentDiffers != nil
        // Written in order before they are read, and trimmed to the rows written below.
        var stayingOld = [Int32](uninitializedCount: capacity)
        var stayingNew = [Int32](uninitializedCount: capacity)
        var stayingMarks = [_RowMark](repeating: .none, count: tracksMarks ? capacity : 0)
        var stayingCount = 0
        let oldStart = oldStarts[oldSection]
        prepareMatched()
        // Taken out of `self` while the loop writes it through a pointer.
        var matched: [Bool] = []
        swap(&matched, &self.matched)
        // Rows `aheadStart..<aheadEnd` of `newRows`, looked up ahead (see below); made on
        // the first run of look-ups.
        var ahead: _LookAhead?
        var aheadStart = 0
        var aheadEnd = 0
        // The last row looked up, and how many rows before it were looked up in a row.
        var lastLookup = -2
        var run = 0
        matched.withUnsafeMutableBufferPointer { matched in
            stayingOld.withUnsafeMutableBufferPointer { stayingOld in
                stayingNew.withUnsafeMutableBufferPointer { stayingNew in
                    oldRows.withUnsafeBufferPointer { oldRows in
                        newRows.withUnsafeBufferPointer { newItems in
                            // `cursor` is an old row of the section, never before the window.
                            var cursor = oldBase
                            let oldEnd = oldBase + oldRows.count
                            var nextMark = 0
                            // By index, not `enumerated()`: where this runs unspecialised (a
                            // snapshot the library made, applied through the open `apply`), each
                            // (offset, element) pair looked up its tuple type's metadata, which
                            // made that diff about ten times slower.
                            for offset in 0..<newItems.count {
                                let item = newItems[offset]
                                let newRow = newBase + offset
                                if !tracksMarks && cursor < oldEnd && oldRows[cursor - oldBase] == item
                                    && !matched[oldStart + cursor] && stayingCount < capacity
                                {
                                    // The common case, unrolled: the row under the cursor stays.
                                    matched[oldStart + cursor] = true
                                    stayingOld[stayingCount] = Int32(truncatingIfNeeded: cursor)
                                    stayingNew[stayingCount] = Int32(truncatingIfNeeded: newRow)
                                    stayingCount += 1
                                    cursor += 1
                                    continue
                                }
                                let found: (section: Int, row: Int)?
                                if cursor < oldEnd && oldRows[cursor - oldBase] == item && !matched[oldStart + cursor] {
                                    found = (oldSection, cursor)
                                } else if let ahead, offset >= aheadStart && offset < aheadEnd {
                                    found = ahead.positions[offset - aheadStart]
                                    lastLookup = offset
                                } else if Lookup.answersAhead && cursor + 1 < oldEnd
                                    && !matched[oldStart + cursor + 1] && oldRows[cursor + 1 - oldBase] == item
                                {
                                    // The row under the cursor left (deleted, or moved later): the
                                    // next old row is tried before the item is hashed and looked
                                    // up, a few cache misses on a large list. Items are unique here
                                    // (`answersAhead`), so the look-up would find this row.
                                    found = (oldSection, cursor + 1)
                                } else if Lookup.answersAhead && cursor - 2 >= oldBase
                                    && !matched[oldStart + cursor - 2] && oldRows[cursor - 2 - oldBase] == item
                                {
                                    // The row before the last one matched (the cursor is one past
                                    // it): a reversed run, which would otherwise look up every row.
                                    // Both tries read `matched` first: a row already matched is
                                    // not compared.
                                    found = (oldSection, cursor - 2)
                                } else if Lookup.answersAhead && run >= 4 && lastLookup == offset - 1 {
                                    // A run of look-ups (a reordering): the next rows are looked up
                                    // together, so that their cache misses overlap. Isolated
                                    // look-ups (edits) go one at a time: a batch would hash rows the
                                    // cursor then matches.
                                    let batch = ahead ?? _LookAhead()
                                    ahead = batch
                                    aheadStart = offset
                                    aheadEnd = Swift.min(offset + _LookAhead.capacity, newRows.count)
                                    lookup.oldPositions(of: newRows, rows: aheadStart..<aheadEnd, into: batch)
                                    found = batch.positions[0]
                                    lastLookup = offset
                                } else {
                                    found = lookup.oldPosition(of: item) { matched[$0] }
                                    run = lastLookup == offset - 1 ? run + 1 : 1
                                    lastLookup = offset
                                }
                                guard let (section, row) = found, oldRowsTracked[section] else {
                                    changes.inserts.append(_RowKey(section: newSection, row: newRow))
                                    continue
                                }
                                matched[oldStarts[section] + row] = true
                                var mark = _RowMark.none
                                if tracksMarks {
                                    while nextMark < marks.count && marks[nextMark].row < newRow { nextMark += 1 }
                                    if nextMark < marks.count && marks[nextMark].row == newRow {
                                        mark = marks[nextMark].mark
                                    }
                                    if mark == .none, let contentDiffers {
                                        let old =
                                            section == oldSection && row >= oldBase && row < oldEnd
                                            ? oldRows[row - oldBase] : lookup.oldItem(section: section, row: row)
                                        if contentDiffers(old, item) { mark = contentMark }
                                    }
                                }
                                // `stayingCount < capacity` always holds (see above); checking it
                                // keeps the pointer writes in bounds whatever the input.
                                if section == oldSection && stayingCount < capacity {
                                    cursor = Swift.max(row + 1, oldBase)
                                    stayingOld[stayingCount] = Int32(truncatingIfNeeded: row)
                                    stayingNew[stayingCount] = Int32(truncatingIfNeeded: newRow)
                                    if tracksMarks { stayingMarks[stayingCount] = mark }
                                    stayingCount += 1
                                } else {
                                    crossSection(
                                        from: _RowKey(section: section, row: row),
                                        to: _RowKey(section: newSection, row: newRow), mark: mark)
                                }
                            }
                        }
                    }
                }
            }
        }
        swap(&matched, &self.matched)
        stayingOld.removeLast(capacity - stayingCount)
        stayingNew.removeLast(capacity - stayingCount)
        if tracksMarks { stayingMarks.removeLast(capacity - stayingCount) }
        return _StayingRows(oldRows: stayingOld, newRows: stayingNew, marks: stayingMarks)
    }

    /// A row that changes section moves, unless it is also reloaded or reconfigured: then
    /// UIKit's rules make it a delete and an insert (a moved row cannot be reloaded).
    @inlinable
    mutating func crossSection(from source: _RowKey, to destination: _RowKey, mark: _RowMark) {
        if mark == .none {
            changes.moves.append((destination, source))
        } else {
            changes.deletes.append(source)
            changes.inserts.append(destination)
        }
    }

    /// A reloaded row that keeps its place in its section: a reload, or a delete and an
    /// insert when its section moves.
    @inlinable
    mutating func reload(from source: _RowKey, to destination: _RowKey) {
        if !oldSectionMoves.isEmpty && oldSectionMoves[source.section] {
            changes.deletes.append(source)
            changes.inserts.append(destination)
        } else {
            changes.reloads.append(source)
        }
    }

    /// Rows that stay in their section: those on a longest increasing run of old rows keep
    /// their place; the others move.
    @inlinable
    mutating func emitStaying(_ staying: _StayingRows, oldSection: Int, newSection: Int) {
        let (onRun, runLength) = longestIncreasingSubsequence(staying.oldRows)
        let hasMarks = !staying.marks.isEmpty
        // Sized once: a reversal moves every row, and growing the list copied it 17 times.
        // At least doubling, so that many sections with a few moves each stay linear.
        let needed = changes.moves.count + staying.oldRows.count - runLength
        if needed > changes.moves.capacity {
            changes.moves.reserveCapacity(Swift.max(needed, 2 * changes.moves.capacity))
        }
        guard hasMarks else {
            // Every row off the run moves (`crossSection` without a mark), in a loop on
            // buffer pointers, the list taken out of `self` while it grows.
            var moves: [(destination: _RowKey, source: _RowKey)] = []
            swap(&moves, &changes.moves)
            onRun.withUnsafeBufferPointer { onRun in
                staying.oldRows.withUnsafeBufferPointer { oldRows in
                    staying.newRows.withUnsafeBufferPointer { newRows in
                        for index in onRun.indices where !onRun[index] {
                            moves.append(
                                (
                                    _RowKey(section: newSection, row: Int(newRows[index])),
                                    _RowKey(section: oldSection, row: Int(oldRows[index]))
                                ))
                        }
                    }
                }
            }
            swap(&moves, &changes.moves)
            return
        }
        for index in onRun.indices {
            let stays = onRun[index]
            if stays && !hasMarks { continue }
            let mark = hasMarks ? staying.marks[index] : _RowMark.none
            if stays && mark == .none { continue }
            let source = _RowKey(section: oldSection, row: Int(staying.oldRows[index]))
            let destination = _RowKey(section: newSection, row: Int(staying.newRows[index]))
            switch (stays, mark) {
            case (true, .none): break
            case (true, .reload): reload(from: source, to: destination)
            case (true, .reconfigure): changes.reconfigures.append(destination)
            case (false, _): crossSection(from: source, to: destination, mark: mark)
            }
        }
    }

    /// Marks old rows of a section as matched without scanning them: rows the old and new
    /// section share at the same place.
    @inlinable
    mutating func markMatched(oldSection: Int, rows: Range<Int>) {
        prepareMatched()
        let start = oldStarts[oldSection]
        for row in rows { matched[start + row] = true }
    }

    /// Makes `matched`, one flag per old row, at the first section that is scanned: a
    /// diff whose sections all compare equal never allocates or clears it (at 1M rows a
    /// megabyte the unchanged list's diff would otherwise write and never read).
    @inlinable
    mutating func prepareMatched() {
        let oldRowCount = oldStarts.last ?? 0
        if matched.count != oldRowCount { matched = [Bool](repeating: false, count: oldRowCount) }
    }

    /// Rows of a tracked old section that no new row matched are deleted.
    @inlinable
    mutating func collectDeletes(oldSection: Int, rowCount: Int) {
        prepareMatched()
        let start = oldStarts[oldSection]
        for row in 0..<rowCount where !matched[start + row] {
            changes.deletes.append(_RowKey(section: oldSection, row: row))
        }
    }
}

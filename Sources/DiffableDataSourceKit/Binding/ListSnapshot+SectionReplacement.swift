import Foundation

extension ListSnapshot {
    /// Gives each listed section the items given, in order, by the fewest edits: the items
    /// the sections lose are deleted first (so an item may pass from one listed section to
    /// another), then each section's one-section diff is replayed in the new order, a move
    /// or a run of inserts at a time, each placed after the item before it. Kept items take
    /// the values given; with `comparison`, those whose content differs are marked as it
    /// says. Few changes leave a lineage from the snapshot this one was copied from, so the
    /// data source's diff costs O(*t* log *t*), as for Apple's pattern (see `_EditJournal`).
    ///
    /// - Returns: The items each section gained (inserted, or moved in from another section),
    ///   in order.
    /// - Throws: ``ListSnapshotError/sectionsNotFound(_:)`` for an unknown section;
    ///   ``ListSnapshotError/itemsAlreadyPresent(_:)`` or ``ListSnapshotError/duplicateItems(_:)``
    ///   for items given twice or held by a section not listed. The snapshot may then hold
    ///   part of the edits: the caller drops it.
    /// - Complexity: O(*m*) for the *m* items of the listed sections, compared as memory
    ///   (the rows at both ends that hold the same bytes are neither hashed nor stored);
    ///   plus O(*c*) expected for the *c* rows between, hashed for the diff, and
    ///   O(*k* (log *n* + 256)) for *k* moved and inserted runs.
    @inlinable
    mutating func replaceItems(
        _ replacements: [(section: SectionIdentifierType, items: [ItemIdentifierType])],
        comparing comparison: ContentComparison<ItemIdentifierType>?
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) -> [ItemIdentifierType] {
        // Each section's diff, kept as flags per row (a changeset is dropped at once: copying
        // one, a dozen arrays, per step of the loops below took a third of the update).
        var olds: [[ItemIdentifierType]] = []
        // Per new row: 0 stays in order, 1 inserted, 2 moved here.
        var placements: [[UInt8]] = []
        // Per old row: 0 stays in order, 1 deleted, 2 moved away; and each move's rows.
        var departures: [[UInt8]] = []
        var moves: [[(source: Int, destination: Int)]] = []
        var deleted: [ItemIdentifierType] = []
        // Rows at either end that hold the same value, byte for byte, on both sides: nothing
        // to edit or store there (a model array with one element replaced keeps the others'
        // bytes), so the diff and the values cover the rows between.
        var prefixes: [Int] = []
        for (section, new) in replacements {
            guard containsSection(section) else { throw .sectionsNotFound([section]) }
            let whole = itemIdentifiers(inSection: section)
            let (prefix, suffix) = Self.identicalEnds(whole, new)
            let old = Array(whole[prefix..<(whole.count - suffix)])
            let changes = DiffEngine.changeset(from: old, to: new[prefix..<(new.count - suffix)])
            var placed = [UInt8](repeating: 0, count: new.count - prefix - suffix)
            var departed = [UInt8](repeating: 0, count: old.count)
            for path in changes.itemDeletes {
                departed[path.rowIndex] = 1
                deleted.append(old[path.rowIndex])
            }
            for path in changes.itemInserts { placed[path.rowIndex] = 1 }
            var sectionMoves: [(source: Int, destination: Int)] = []
            for move in changes.itemMoves {
                placed[move.destination.rowIndex] = 2
                departed[move.source.rowIndex] = 2
                sectionMoves.append((move.source.rowIndex, move.destination.rowIndex))
            }
            prefixes.append(prefix)
            olds.append(old)
            placements.append(placed)
            departures.append(departed)
            moves.append(sectionMoves)
        }
        if !deleted.isEmpty { deleteItems(deleted) }
        var gained: [ItemIdentifierType] = []
        var changedContent: [ItemIdentifierType] = []
        for index in replacements.indices {
            let section = replacements[index].section
            let prefix = prefixes[index]
            // The rows between the identical ends, indexed from 0 as the diff's rows are.
            let new = replacements[index].items[prefix..<(prefix + placements[index].count)]
            let old = olds[index]
            let placed = placements[index]
            var row = 0
            while row < new.count {
                let item = prefix + row
                switch placed[row] {
                case 1:
                    var end = row + 1
                    while end < new.count && placed[end] == 1 { end += 1 }
                    let run = Array(new[item..<(prefix + end)])
                    try place(run, in: section, after: item > 0 ? replacements[index].items[item - 1] : nil)
                    gained += run
                    row = end
                case 2:
                    try place(new[item], in: section, after: item > 0 ? replacements[index].items[item - 1] : nil)
                    row += 1
                default:
                    row += 1
                }
            }
            // The kept items take their new values: each moved one, and the rest in order on
            // both sides; with a comparison, those whose content differs are marked. Items
            // whose `==` compares their bytes (integers, UUIDs) have no other value to store.
            let storesValues = !Array<ItemIdentifierType>.equalityIsBytewise
            guard storesValues || comparison != nil else { continue }
            var values: [ItemIdentifierType] = []
            values.reserveCapacity(storesValues ? placed.count : 0)
            for move in moves[index] {
                let value = new[prefix + move.destination]
                if storesValues { values.append(value) }
                if let comparison, !comparison.isContentEqual(old[move.source], value) {
                    changedContent.append(value)
                }
            }
            let departed = departures[index]
            var oldRow = 0
            for row in placed.indices where placed[row] == 0 {
                while oldRow < old.count && departed[oldRow] != 0 { oldRow += 1 }
                guard oldRow < old.count else { break }
                let value = new[prefix + row]
                if storesValues { values.append(value) }
                if let comparison, !comparison.isContentEqual(old[oldRow], value) {
                    changedContent.append(value)
                }
                oldRow += 1
            }
            storeValues(values)
        }
        if let comparison, !changedContent.isEmpty {
            if comparison.update == .reload {
                try reloadItems(changedContent)
            } else {
                try reconfigureItems(changedContent)
            }
        }
        return gained
    }

    /// The number of rows at the start, and then at the end, where `old` and `new` hold
    /// the same bytes: the same value, whatever `ItemIdentifierType`'s `==` says (a difference in padding
    /// only makes a row count as changed, which costs a diff, never a wrong answer).
    ///
    /// - Complexity: O(*m*) for the shorter array, compared as memory.
    @inlinable
    static func identicalEnds(_ old: [ItemIdentifierType], _ new: [ItemIdentifierType]) -> (prefix: Int, suffix: Int) {
        old.withUnsafeBytes { old in
            new.withUnsafeBytes { new in
                let stride = MemoryLayout<ItemIdentifierType>.stride
                let oldCount = old.count / Swift.max(stride, 1)
                let newCount = new.count / Swift.max(stride, 1)
                let shorter = Swift.min(oldCount, newCount)
                guard stride > 0, shorter > 0, let oldBase = old.baseAddress, let newBase = new.baseAddress else {
                    return (0, 0)
                }
                func same(_ oldRow: Int, _ newRow: Int, count: Int) -> Bool {
                    memcmp(oldBase + oldRow * stride, newBase + newRow * stride, count * stride) == 0
                }
                // In blocks of 64 rows, then row by row in the block that differs.
                var prefix = 0
                while prefix + 64 <= shorter && same(prefix, prefix, count: 64) { prefix += 64 }
                while prefix < shorter && same(prefix, prefix, count: 1) { prefix += 1 }
                var suffix = 0
                let room = shorter - prefix
                while suffix + 64 <= room && same(oldCount - suffix - 64, newCount - suffix - 64, count: 64) {
                    suffix += 64
                }
                while suffix < room && same(oldCount - suffix - 1, newCount - suffix - 1, count: 1) { suffix += 1 }
                return (prefix, suffix)
            }
        }
    }

    /// Inserts `items` just after `previous`, or at the start of `section` when it is `nil`.
    @inlinable
    mutating func place(
        _ items: [ItemIdentifierType], in section: SectionIdentifierType, after previous: ItemIdentifierType?
    ) throws(ListSnapshotError<
        SectionIdentifierType, ItemIdentifierType
    >) {
        if let previous { return try insertItems(items, afterItem: previous) }
        if let first = firstItem(inSection: section) {
            try insertItems(items, beforeItem: first)
        } else {
            try appendItems(items, toSection: section)
        }
    }

    /// Moves `item` (in any section) to just after `previous`, or to the start of `section`
    /// when it is `nil`.
    @inlinable
    mutating func place(
        _ item: ItemIdentifierType, in section: SectionIdentifierType, after previous: ItemIdentifierType?
    ) throws(ListSnapshotError<
        SectionIdentifierType, ItemIdentifierType
    >) {
        if let previous { return try moveItem(item, afterItem: previous) }
        guard let first = firstItem(inSection: section) else { return try appendItems([item], toSection: section) }
        if first != item { try moveItem(item, beforeItem: first) }
    }

    /// The first item of `section`, or `nil` when it is empty or missing.
    ///
    /// - Complexity: O(log *n*).
    @inlinable
    func firstItem(inSection section: SectionIdentifierType) -> ItemIdentifierType? {
        guard let index = indexOfSection(section) else { return nil }
        return itemIdentifier(at: IndexPath(section: index, rowIndex: 0))
    }

    /// Stores the values given for items the snapshot holds (equal by identity), without
    /// marking them: a row keeps its item, so the edit is recorded (the lineage stays), as
    /// a mark's stored value is. Items not found are skipped.
    ///
    /// - Complexity: O(*k*) expected, plus a copy of each 256-item chunk written that
    ///   another snapshot shares.
    @inlinable
    mutating func storeValues(_ items: [ItemIdentifierType]) {
        guard !items.isEmpty else { return }
        recordingEdit(
            { snapshot in
                snapshot.invalidateFlatItems()
                for item in items {
                    guard let entry = snapshot.positions.entry(of: item) else { continue }
                    let position = snapshot.positions.places[entry]
                    snapshot.chunks.items[Int(position.chunk)][Int(position.index)] = item
                }
            }, touched: { EmptyCollection<ItemIdentifierType>() })
    }
}

extension ListSnapshot {
    /// Adds items to the end of a section.
    ///
    ///     try snapshot.appendItems([song], toSection: .pop)
    ///     try snapshot.appendItems([other])              // to the last section
    ///
    /// - Parameters:
    ///   - identifiers: The items to add, none of them already in the snapshot.
    ///   - sectionIdentifier: The section to add to; `nil` means the last section.
    /// - Throws: ``ListSnapshotError/sectionsNotFound(_:)`` for an unknown section,
    ///   ``ListSnapshotError/noSectionToAppendTo`` when `nil` is given and there are no
    ///   sections, ``ListSnapshotError/duplicateItems(_:)`` or
    ///   ``ListSnapshotError/itemsAlreadyPresent(_:)``. The snapshot is unchanged on error.
    /// - Complexity: O(*k*) amortized when appending to the last section, each item hashed
    ///   once; appending to an earlier section also moves the later sections' items up in the
    ///   flat item array (a block copy, no hashing) and updates *s* section offsets.
    @inlinable
    public mutating func appendItems(
        _ identifiers: [Item], toSection sectionIdentifier: Section? = nil
    ) throws(ListSnapshotError<Section, Item>) {
        let section: Int
        if let sectionIdentifier {
            guard let index = sectionIndexes[sectionIdentifier] else {
                throw .sectionsNotFound([sectionIdentifier])
            }
            section = index
        } else {
            guard !sections.isEmpty else { throw .noSectionToAppendTo }
            section = sections.count - 1
        }
        try insertNewItems(identifiers, inSection: section, atRow: sectionItems[section].count)
        checkInvariants()
    }

    /// Inserts items just before another item, in that item's section.
    ///
    /// - Parameters:
    ///   - identifiers: The items to insert, none of them already in the snapshot.
    ///   - beforeIdentifier: An item of the snapshot, not one of `identifiers`.
    /// - Throws: ``ListSnapshotError/itemsNotFound(_:)`` for an unknown
    ///   `beforeIdentifier`, ``ListSnapshotError/itemRelativeToItself(_:)`` when it is one
    ///   of `identifiers`, ``ListSnapshotError/duplicateItems(_:)`` or
    ///   ``ListSnapshotError/itemsAlreadyPresent(_:)``. The snapshot is unchanged on error.
    /// - Complexity: O(*k* + *m* + *s*) hashing: each new item and the *m* items after the
    ///   insertion point in the section are hashed once; the later items also move up in
    ///   the flat item array (a block copy of up to *n* elements, no hashing).
    public mutating func insertItems(
        _ identifiers: [Item], beforeItem beforeIdentifier: Item
    ) throws(ListSnapshotError<Section, Item>) {
        try insertItems(identifiers, relativeTo: beforeIdentifier, after: false)
    }

    /// Inserts items just after another item, in that item's section.
    ///
    /// - Parameters:
    ///   - identifiers: The items to insert, none of them already in the snapshot.
    ///   - afterIdentifier: An item of the snapshot, not one of `identifiers`.
    /// - Throws: as ``insertItems(_:beforeItem:)``. The snapshot is unchanged on error.
    /// - Complexity: as ``insertItems(_:beforeItem:)``.
    public mutating func insertItems(
        _ identifiers: [Item], afterItem afterIdentifier: Item
    ) throws(ListSnapshotError<Section, Item>) {
        try insertItems(identifiers, relativeTo: afterIdentifier, after: true)
    }

    /// Removes items, and their reload and reconfigure marks.
    ///
    /// Identifiers that are not in the snapshot, and repeated identifiers, are ignored, as
    /// with Apple's snapshot: deleting is idempotent, so this never throws.
    /// - Complexity: O(*n*) at most, in one pass over the affected sections; each deleted
    ///   item is hashed twice (removing it moves the item map's last entry into its place),
    ///   and once more for each kind of item mark the snapshot holds; each item after the
    ///   first deleted row of its section is hashed once.
    @inlinable
    public mutating func deleteItems(_ identifiers: [Item]) {
        var doomedRows: [Int: [Int]] = [:]
        for item in identifiers {
            guard let position = positions.removeValue(forKey: item) else { continue }
            doomedRows[sectionIndex(ofSlot: position.slot), default: []].append(Int(position.row))
            removeMarks(of: item)
        }
        guard !doomedRows.isEmpty else { return }
        for (section, rows) in doomedRows {
            removeRows(rows, fromSection: section)
        }
        rebuildFlatItems(from: doomedRows.keys.min() ?? 0)
        checkInvariants()
    }

    /// Removes every item and every section, as Apple's snapshot does, with all marks.
    ///
    /// - Complexity: O(*n* + *s*) to release the storage.
    public mutating func deleteAllItems() {
        self = ListSnapshot()
    }

    /// Moves an item to just before another item, in that item's section.
    ///
    /// The stored value of the item is kept (use ``reloadItems(_:)`` or
    /// ``reconfigureItems(_:)`` to store a new one).
    /// - Throws: ``ListSnapshotError/itemRelativeToItself(_:)`` when both are the same,
    ///   ``ListSnapshotError/itemsNotFound(_:)`` naming whichever is not in the snapshot.
    ///   The snapshot is unchanged on error.
    /// - Complexity: O(*m* + *s*) hashing, where *m* is the number of rows between the old
    ///   and new place within one section, or the rows after both places when sections
    ///   differ; plus a block move of the flat item array between the two places (up to *n*
    ///   elements, no hashing).
    public mutating func moveItem(
        _ identifier: Item, beforeItem toIdentifier: Item
    ) throws(ListSnapshotError<Section, Item>) {
        try moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves an item to just after another item, in that item's section.
    ///
    /// - Throws: as ``moveItem(_:beforeItem:)``. The snapshot is unchanged on error.
    /// - Complexity: as ``moveItem(_:beforeItem:)``.
    public mutating func moveItem(
        _ identifier: Item, afterItem toIdentifier: Item
    ) throws(ListSnapshotError<Section, Item>) {
        try moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    // MARK: Implementation

    private mutating func insertItems(
        _ identifiers: [Item], relativeTo anchor: Item, after: Bool
    ) throws(ListSnapshotError<Section, Item>) {
        guard let anchorPosition = positions[anchor] else { throw .itemsNotFound([anchor]) }
        if identifiers.contains(anchor) { throw .itemRelativeToItself(anchor) }
        let row = Int(anchorPosition.row) + (after ? 1 : 0)
        try insertNewItems(identifiers, inSection: sectionIndex(ofSlot: anchorPosition.slot), atRow: row)
        checkInvariants()
    }

    /// Inserts items that must be new to the snapshot at a row of a section.
    ///
    /// Each item is hashed once on success: storing its place in `positions` is also the
    /// duplicate check. On failure `positions` is left as it was before throwing.
    @inlinable
    mutating func insertNewItems(
        _ newItems: [Item], inSection section: Int, atRow row: Int
    ) throws(ListSnapshotError<Section, Item>) {
        guard !newItems.isEmpty else { return }
        let slot = sectionSlots[section]
        guard positions.insertNew(newItems, position: { ItemPosition(slot: slot, row: row + $0) }) else {
            throw argumentError(forNewItems: newItems)
        }
        let oldCount = sectionItems[section].count
        // Filling an empty section (or snapshot) shares the argument's storage: no copy.
        if oldCount == 0 {
            sectionItems[section] = newItems
        } else {
            sectionItems[section].insert(contentsOf: newItems, at: row)
        }
        if row < oldCount {
            reindexRows(inSection: section, from: row + newItems.count)
        }
        if items.isEmpty {
            items = newItems
        } else {
            items.insert(contentsOf: newItems, at: itemStarts[section] + row)
        }
        shiftItemStarts(after: section, by: newItems.count)
    }

    /// The error for new items that could not all be stored: duplicates first, then
    /// items already present, each named once in argument order.
    @usableFromInline
    func argumentError(forNewItems newItems: [Item]) -> ListSnapshotError<Section, Item> {
        let duplicates = Self.repeatedElements(of: newItems)
        if !duplicates.isEmpty { return .duplicateItems(duplicates) }
        return .itemsAlreadyPresent(newItems.filter { positions[$0] != nil })
    }

    /// The elements that occur more than once, each named once, in order of first repeat.
    static func repeatedElements<T: Hashable>(of values: [T]) -> [T] {
        var seen = Set<T>(minimumCapacity: values.count)
        var reported = Set<T>()
        var repeated: [T] = []
        for value in values where !seen.insert(value).inserted && reported.insert(value).inserted {
            repeated.append(value)
        }
        return repeated
    }

    private mutating func moveItem(
        _ item: Item, relativeTo anchor: Item, after: Bool
    ) throws(ListSnapshotError<Section, Item>) {
        if item == anchor { throw .itemRelativeToItself(item) }
        guard let from = positions[item], let anchorPosition = positions[anchor] else {
            throw .itemsNotFound([item, anchor].filter { positions[$0] == nil })
        }
        let fromSection = sectionIndex(ofSlot: from.slot)
        let fromRow = Int(from.row)
        let toSlot = anchorPosition.slot
        let toSection = sectionIndex(ofSlot: toSlot)
        // The anchor's row as it will be once the item is taken out.
        var toRow = Int(anchorPosition.row)
        if toSection == fromSection && toRow > fromRow { toRow -= 1 }
        if after { toRow += 1 }
        let value = sectionItems[fromSection].remove(at: fromRow)
        items.remove(at: itemStarts[fromSection] + fromRow)
        shiftItemStarts(after: fromSection, by: -1)
        sectionItems[toSection].insert(value, at: toRow)
        items.insert(value, at: itemStarts[toSection] + toRow)
        shiftItemStarts(after: toSection, by: 1)
        positions[item] = ItemPosition(slot: toSlot, row: toRow)
        if toSection == fromSection {
            reindexRows(inSection: toSection, from: min(fromRow, toRow), upTo: max(fromRow, toRow) + 1)
        } else {
            reindexRows(inSection: fromSection, from: fromRow)
            reindexRows(inSection: toSection, from: toRow + 1)
        }
        checkInvariants()
    }

    /// Removes an item's reload and reconfigure marks, without hashing it for an empty set.
    @usableFromInline
    mutating func removeMarks(of item: Item) {
        if !reloadedItems.isEmpty { reloadedItems.remove(item) }
        if !reconfiguredItems.isEmpty { reconfiguredItems.remove(item) }
    }

    /// Removes the given rows (each once) from a section and re-indexes the survivors.
    @inlinable
    mutating func removeRows(_ rows: [Int], fromSection section: Int) {
        let old = sectionItems[section]
        var doomed = [Bool](repeating: false, count: old.count)
        var first = old.count
        for row in rows {
            doomed[row] = true
            first = min(first, row)
        }
        let slot = sectionSlots[section]
        var kept = Array(old[..<first])
        kept.reserveCapacity(old.count - rows.count)
        for row in first..<old.count where !doomed[row] {
            positions[old[row]] = ItemPosition(slot: slot, row: kept.count)
            kept.append(old[row])
        }
        sectionItems[section] = kept
    }

    /// Rewrites the stored row of every item in `section` from row `start` up to `end`.
    @inlinable
    mutating func reindexRows(inSection section: Int, from start: Int, upTo end: Int? = nil) {
        let slot = sectionSlots[section]
        let count = sectionItems[section].count
        let upper = min(end ?? count, count)
        guard start < upper else { return }
        for row in start..<upper {
            positions[sectionItems[section][row]] = ItemPosition(slot: slot, row: row)
        }
    }

    /// Adds `delta` to the start offsets of every section after `section`.
    @inlinable
    mutating func shiftItemStarts(after section: Int, by delta: Int) {
        guard delta != 0 else { return }
        for index in (section + 1)..<itemStarts.count {
            itemStarts[index] += delta
        }
    }

    /// Rebuilds `itemStarts` and the flat `items` from section `first` onward.
    @inlinable
    mutating func rebuildFlatItems(from first: Int) {
        itemStarts.removeSubrange((first + 1)...)
        items.removeSubrange(itemStarts[first]...)
        for section in first..<sectionItems.count {
            items.append(contentsOf: sectionItems[section])
            itemStarts.append(items.count)
        }
    }
}

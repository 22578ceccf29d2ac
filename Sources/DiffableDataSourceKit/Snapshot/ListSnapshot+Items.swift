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
    /// - Complexity: O(*k* + *s*) amortized, each item hashed once, plus O(*m* / 256) integer
    ///   updates when a chunk of the section splits. The *s* counts only the later sections
    ///   up to the last one that holds items: none in Apple's pattern of appending every
    ///   section and then filling each in turn, which is O(*n* + *s*) in all.
    ///   The first edit of a copy whose storage another snapshot still holds (Apple's
    ///   pattern) also copies the pages of the item map it writes and retains the others,
    ///   O(64 + *n* / 262,144) retains once; see the type's Performance section.
    @inlinable
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
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
        try insertNewItems(identifiers, inSection: section, atRow: rowCount(inSection: section))
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
    /// - Complexity: O(*k* + log *m* + *s*) expected: each new item is hashed once, and so
    ///   are the at most 256 items after the insertion point in its chunk; the later chunks
    ///   of the section (one per 128-256 items) get their start row moved.
    ///   The first edit of a copy whose storage another snapshot still holds (Apple's
    ///   pattern) also copies the pages of the item map it writes and retains the others,
    ///   O(64 + *n* / 262,144) retains once; see the type's Performance section.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
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
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        try insertItems(identifiers, relativeTo: afterIdentifier, after: true)
    }

    /// Removes items, and their reload and reconfigure marks.
    ///
    /// Identifiers that are not in the snapshot, and repeated identifiers, are ignored, as
    /// with Apple's snapshot: deleting is idempotent, so this never throws.
    /// - Complexity: O(*k* + 256 *a* + *c* + *s*) expected, for *a* chunks holding deleted
    ///   items and *c* chunks in their sections: each deleted item is hashed twice (removing
    ///   it moves the item map's last entry into its place);
    ///   the items after the first deleted one in each affected chunk are hashed once.
    ///   The first edit of a copy whose storage another snapshot still holds (Apple's
    ///   pattern) also copies the pages of the item map it writes and retains the others,
    ///   O(64 + *n* / 262,144) retains once; see the type's Performance section.
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        recordingEdit({ snapshot in snapshot.removeItems(identifiers) }, touched: { $0 })
    }

    /// Removes the items of `identifiers` present, and returns them.
    @inlinable
    mutating func removeItems(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var doomed: [_ItemPosition] = []
        var removed: [ItemIdentifierType] = []
        for item in identifiers {
            guard let position = positions.removeValue(forKey: item) else { continue }
            doomed.append(position)
            if removed.count <= _EditJournal<ItemIdentifierType>.touchLimit { removed.append(item) }
        }
        guard !doomed.isEmpty else { return [] }
        removeRows(at: doomed)
        checkInvariants()
        // More than the journal keeps: it drops its lineage.
        return removed
    }

    /// Removes every item and every section, as Apple's snapshot does, with all marks.
    ///
    /// - Complexity: O(*n* + *s*) to release the storage.
    public mutating func deleteAllItems() {
        let diff = specialized
        self = ListSnapshot(unspecialized: ())
        specialized = diff
    }

    /// Moves an item to just before another item, in that item's section.
    ///
    /// The stored value of the item is kept (use ``reloadItems(_:)`` or
    /// ``reconfigureItems(_:)`` to store a new one).
    /// - Throws: ``ListSnapshotError/itemRelativeToItself(_:)`` when both are the same,
    ///   ``ListSnapshotError/itemsNotFound(_:)`` naming whichever is not in the snapshot.
    ///   The snapshot is unchanged on error.
    /// - Complexity: O(log *m* + *c* + *s*) expected: the items after the old and the new
    ///   place in their chunks (at most 256 each) are hashed once, and the start rows of the
    ///   *c* chunks of the sections involved are updated.
    ///   The first edit of a copy whose storage another snapshot still holds (Apple's
    ///   pattern) also copies the pages of the item map it writes and retains the others,
    ///   O(64 + *n* / 262,144) retains once; see the type's Performance section.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        try moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves an item to just after another item, in that item's section.
    ///
    /// - Throws: as ``moveItem(_:beforeItem:)``. The snapshot is unchanged on error.
    /// - Complexity: as ``moveItem(_:beforeItem:)``.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        try moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    // MARK: Implementation

    private mutating func insertItems(
        _ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        guard let anchorPosition = positions[anchor] else { throw .itemsNotFound([anchor]) }
        if identifiers.contains(anchor) { throw .itemRelativeToItself(anchor) }
        let (section, row) = place(of: anchorPosition)
        try insertNewItems(identifiers, inSection: section, atRow: row + (after ? 1 : 0))
        checkInvariants()
    }

    /// Inserts items that must be new to the snapshot at a row of a section.
    ///
    /// Each item is hashed once on success: storing its place in `positions` is also the
    /// duplicate check. On failure nothing has changed.
    @inlinable
    mutating func insertNewItems(
        _ newItems: [ItemIdentifierType], inSection section: Int, atRow row: Int
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        guard !newItems.isEmpty else { return }
        try recordingEdit(
            { (snapshot) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) in
                try snapshot.placeNewItems(newItems, inSection: section, atRow: row)
            }, touched: { newItems })
    }

    /// `insertNewItems` without the journal.
    @inlinable
    mutating func placeNewItems(
        _ newItems: [ItemIdentifierType], inSection section: Int, atRow row: Int
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        let placement = planPlacement(count: newItems.count, inSection: section, atRow: row)
        let firstEntry = positions.count
        guard positions.insertNew(newItems, position: placement.position(ofNew:)) else {
            throw argumentError(forNewItems: newItems)
        }
        commitPlacement(placement, of: newItems, entries: firstEntry..<positions.count)
    }

    /// The error for new items that could not all be stored: duplicates first, then
    /// items already present, each named once in argument order.
    @usableFromInline
    func argumentError(forNewItems newItems: [ItemIdentifierType]) -> ListSnapshotError<
        SectionIdentifierType, ItemIdentifierType
    > {
        let duplicates = newItems.repeatedElements()
        if !duplicates.isEmpty { return .duplicateItems(duplicates) }
        return .itemsAlreadyPresent(newItems.filter { positions[$0] != nil })
    }

    private mutating func moveItem(
        _ item: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        try recordingEdit(
            { (snapshot) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) in
                try snapshot.placeItem(item, relativeTo: anchor, after: after)
            }, touched: { CollectionOfOne($0) })
    }

    /// `moveItem` without the journal; returns the stored item moved.
    private mutating func placeItem(
        _ item: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) -> ItemIdentifierType {
        if item == anchor { throw .itemRelativeToItself(item) }
        guard let entry = positions.entry(of: item), let anchorEntry = positions.entry(of: anchor) else {
            throw .itemsNotFound([item, anchor].filter { positions[$0] == nil })
        }
        // Unequal arguments can find one stored item when `==` is not transitive.
        if entry == anchorEntry { throw .itemRelativeToItself(item) }
        let from = positions.places[entry]
        let anchorPosition = positions.places[anchorEntry]
        let (fromSection, fromRow) = place(of: from)
        let (toSection, anchorRow) = place(of: anchorPosition)
        // The anchor's row as it will be once the item is taken out.
        var toRow = anchorRow
        if toSection == fromSection && toRow > fromRow { toRow -= 1 }
        if after { toRow += 1 }
        // The stored value moves, not the argument (they are equal by identity only).
        let value = chunks.items[Int(from.chunk)][Int(from.index)]
        if toSection == fromSection {
            // Within one chunk only the rows between the two places are renumbered.
            let rows = sectionRows[fromSection]
            let ordinal = Int(chunks.ordinals[Int(from.chunk)])
            let start = rows.starts[ordinal]
            if toRow >= start && toRow < rows.starts[ordinal + 1] {
                let fromIndex = Int(from.index)
                let toIndex = toRow - start
                invalidateFlatItems()
                chunks.items[Int(from.chunk)].remove(at: fromIndex)
                chunks.items[Int(from.chunk)].insert(value, at: toIndex)
                // The rows between shift by one toward the hole, in an order that never
                // gives a row a place another unmoved row still has.
                let items = chunks.items[Int(from.chunk)]
                let step = fromIndex < toIndex ? 1 : -1
                for index in stride(from: fromIndex, to: toIndex, by: step) {
                    positions.relocate(
                        items[index], from: _ItemPosition(chunk: from.chunk, index: index + step),
                        to: _ItemPosition(chunk: from.chunk, index: index), excluding: entry..<(entry + 1))
                }
                positions.places[entry] = _ItemPosition(chunk: from.chunk, index: toIndex)
                checkInvariants()
                return value
            }
        }
        // The moved entry is found by index throughout, never by `==` or by its place.
        positions.places[entry] = .detached
        removeRows(at: [from])
        let placement = planPlacement(count: 1, inSection: toSection, atRow: toRow)
        positions.places[entry] = placement.position(ofNew: 0)
        commitPlacement(placement, of: [value], entries: entry..<(entry + 1))
        checkInvariants()
        return value
    }
}

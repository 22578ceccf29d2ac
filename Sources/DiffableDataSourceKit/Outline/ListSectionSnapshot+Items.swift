extension ListSectionSnapshot {
    /// Adds items as the last children of a parent, or as the last root items.
    ///
    ///     try outline.append(["Fruits"])                    // a root item
    ///     try outline.append(["Apple", "Pear"], to: "Fruits")
    ///     outline.items   // ["Fruits", "Apple", "Pear"]
    ///
    /// New items start collapsed.
    /// - Parameters:
    ///   - items: The items to add, none of them already in the snapshot.
    ///   - parent: An item of the snapshot to add the items under, not one of `items`;
    ///     `nil` (the default) adds them as root items.
    /// - Throws: ``ListSectionSnapshotError/itemsNotFound(_:)`` for an unknown parent,
    ///   ``ListSectionSnapshotError/itemPlacedUnderItself(_:)`` when the parent is one of
    ///   `items`, ``ListSectionSnapshotError/duplicateItems(_:)`` or
    ///   ``ListSectionSnapshotError/itemsAlreadyPresent(_:)``. The snapshot is unchanged
    ///   on error.
    /// - Complexity: O(*k*) expected, whatever the parent's number of children: each item
    ///   is hashed a few times.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil)
        throws(ListSectionSnapshotError<ItemIdentifierType>)
    {
        var parentSlot = OutlineLinks.none
        if let parent {
            guard let slot = slots[parent] else { throw .itemsNotFound([parent]) }
            parentSlot = slot
        }
        try validateNew(items, destination: parent)
        let previous = parentSlot >= 0 ? links[Int(parentSlot)].lastChild : lastRoot
        link(items, under: parentSlot, after: previous, before: OutlineLinks.none)
        checkInvariants()
    }

    /// Inserts items just before another item, as its siblings.
    ///
    ///     // Fruits > [Apple, Pear]
    ///     try outline.insert(["Fig"], before: "Pear")   // Fruits > [Apple, Fig, Pear]
    ///
    /// New items start collapsed.
    /// - Parameters:
    ///   - items: The items to insert, none of them already in the snapshot.
    ///   - item: An item of the snapshot, not one of `items`.
    /// - Throws: ``ListSectionSnapshotError/itemsNotFound(_:)`` for an unknown `item`,
    ///   ``ListSectionSnapshotError/itemPlacedUnderItself(_:)`` when it is one of `items`,
    ///   ``ListSectionSnapshotError/duplicateItems(_:)`` or
    ///   ``ListSectionSnapshotError/itemsAlreadyPresent(_:)``. The snapshot is unchanged
    ///   on error.
    /// - Complexity: O(*k*) expected, wherever `item` is: siblings are linked, not shifted.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType)
        throws(ListSectionSnapshotError<ItemIdentifierType>)
    {
        guard let anchor = slots[item] else { throw .itemsNotFound([item]) }
        try validateNew(items, destination: item)
        let node = links[Int(anchor)]
        link(items, under: node.parent, after: node.previous, before: anchor)
        checkInvariants()
    }

    /// Inserts items just after another item, as its siblings: after its descendants in
    /// ``items``, not among them.
    ///
    ///     // Fruits > [Apple, Pear], Vegetables
    ///     try outline.insert(["Nuts"], after: "Fruits")   // Fruits > [...], Nuts, Vegetables
    ///
    /// New items start collapsed.
    /// - Parameters:
    ///   - items: The items to insert, none of them already in the snapshot.
    ///   - item: An item of the snapshot, not one of `items`.
    /// - Throws: as `insert(_:before:)` with items. The snapshot is unchanged on error.
    /// - Complexity: O(*k*) expected, wherever `item` is.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType)
        throws(ListSectionSnapshotError<ItemIdentifierType>)
    {
        guard let anchor = slots[item] else { throw .itemsNotFound([item]) }
        try validateNew(items, destination: item)
        link(items, under: links[Int(anchor)].parent, after: anchor, before: links[Int(anchor)].next)
        checkInvariants()
    }

    /// Removes items, each with all its descendants.
    ///
    ///     // Fruits > [Apple, Pear], Vegetables
    ///     outline.delete(["Fruits"])
    ///     outline.items   // ["Vegetables"]
    ///
    /// Items that are not in the snapshot, repeated items, and items already removed as
    /// descendants of an earlier one are ignored, as with Apple's snapshot: deleting is
    /// idempotent, so this never throws.
    /// - Complexity: O(*k* + *d*) expected, amortized, for the *d* items removed in all
    ///   (once freed slots outnumber the items, the storage is rebuilt without them, O(*n*)).
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var changed = false
        for item in items {
            guard let slot = slots[item] else { continue }
            if !changed {
                invalidatePreorder()
                changed = true
            }
            unlink(slot)
            removeSubtree(slot)
        }
        guard changed else { return }
        compactIfSparse()
        checkInvariants()
    }

    /// Removes every item.
    ///
    /// - Complexity: O(*n*) to release the storage.
    public mutating func deleteAll() {
        self = ListSectionSnapshot()
    }

    // MARK: Implementation

    /// Throws unless `newItems` are distinct, new to the snapshot, and do not include
    /// `destination` (the parent or anchor they are placed at).
    ///
    /// - Complexity: O(*k*) expected.
    func validateNew(_ newItems: [ItemIdentifierType], destination: ItemIdentifierType?)
        throws(ListSectionSnapshotError<ItemIdentifierType>)
    {
        if let destination, newItems.contains(destination) { throw .itemPlacedUnderItself(destination) }
        // One item cannot repeat: skip the search.
        if newItems.count > 1 {
            let repeated = newItems.repeatedElements()
            if !repeated.isEmpty { throw .duplicateItems(repeated) }
        }
        let present = newItems.filter { slots[$0] != nil }
        if !present.isEmpty { throw .itemsAlreadyPresent(present) }
    }
}

extension ListSectionSnapshot {
    /// The subtree below an item, as a section snapshot of its own, with the expansion
    /// states it has here.
    ///
    ///     // Fruits > [Apple, Citrus > [Lemon]]
    ///     outline.snapshot(of: "Fruits").rootItems                        // ["Apple", "Citrus"]
    ///     outline.snapshot(of: "Fruits", includingParent: true).rootItems  // ["Fruits"]
    ///
    /// - Parameters:
    ///   - parent: An item of the snapshot.
    ///   - includingParent: Whether `parent` is the one root item of the result (`true`),
    ///     or its children are the root items (`false`, the default).
    /// - Returns: The subtree, or an empty snapshot when `parent` is not in this one.
    /// - Complexity: O(*k*) expected for the *k* items of the subtree.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> ListSectionSnapshot<
        ItemIdentifierType
    > {
        guard let slot = slots[parent] else { return ListSectionSnapshot() }
        var result = ListSectionSnapshot()
        let walk =
            includingParent
            ? OutlineWalk(from: slot, skippingCollapsed: false, subtreeOnly: true)
            : OutlineWalk(from: links[Int(slot)].firstChild, skippingCollapsed: false)
        result.copy(
            self, visitedBy: walk, under: OutlineLinks.none, after: OutlineLinks.none, before: OutlineLinks.none)
        result.checkInvariants()
        return result
    }

    /// Replaces the children of an item, with all their descendants, by the trees of
    /// another section snapshot: its root items become the item's children.
    ///
    ///     // Fruits > [Apple, Pear]
    ///     var citrus = ListSectionSnapshot<String>()
    ///     try citrus.append(["Citrus"])
    ///     try citrus.append(["Lemon"], to: "Citrus")
    ///     try outline.replace(childrenOf: "Fruits", using: citrus)
    ///     // Fruits > [Citrus > [Lemon]]
    ///
    /// The items of `snapshot` keep the expansion states it gives them, including items
    /// that were among the old children here; `parent` keeps its own.
    /// - Parameters:
    ///   - parent: An item of the snapshot, not in `snapshot`.
    ///   - snapshot: The new subtree. Its items may be among the descendants of `parent`
    ///     (which are removed first), and nowhere else in this snapshot.
    /// - Throws: ``ListSectionSnapshotError/itemsNotFound(_:)`` for an unknown parent,
    ///   ``ListSectionSnapshotError/itemPlacedUnderItself(_:)`` when `snapshot` contains
    ///   it, ``ListSectionSnapshotError/itemsAlreadyPresent(_:)`` naming, in the order of
    ///   `snapshot.items`, the items of `snapshot` that are elsewhere in this snapshot. The
    ///   snapshot is unchanged on error.
    /// - Complexity: O(*d* + *k*) expected, amortized, for the *d* descendants removed and
    ///   the *k* items of `snapshot` (as with `delete(_:)`, storage is rebuilt once freed
    ///   slots outnumber the items).
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: ListSectionSnapshot<ItemIdentifierType>
    ) throws(ListSectionSnapshotError<ItemIdentifierType>) {
        guard let parentSlot = slots[parent] else { throw .itemsNotFound([parent]) }
        if snapshot.contains(parent) { throw .itemPlacedUnderItself(parent) }
        var below = Set<Int32>()
        var walk = OutlineWalk(from: links[Int(parentSlot)].firstChild, skippingCollapsed: false)
        while let (slot, _) = walk.next(in: links) { below.insert(slot) }
        let isElsewhere = { (item: ItemIdentifierType) in slots[item].map { !below.contains($0) } ?? false }
        // The order of `items` is built only to name the culprits.
        if snapshot.slots.keys.contains(where: isElsewhere) {
            throw .itemsAlreadyPresent(snapshot.items.filter(isElsewhere))
        }
        invalidatePreorder()
        for slot in below { release(slot) }
        links[Int(parentSlot)].firstChild = OutlineLinks.none
        links[Int(parentSlot)].lastChild = OutlineLinks.none
        copy(snapshot, under: parentSlot, after: OutlineLinks.none, before: OutlineLinks.none)
        compactIfSparse()
        checkInvariants()
    }

    /// Inserts the trees of another section snapshot just before an item, as its siblings.
    ///
    ///     // Fruits, Vegetables
    ///     try outline.insert(nuts, before: "Vegetables")   // Fruits, Nuts > [...], Vegetables
    ///
    /// The inserted items keep the expansion states `snapshot` gives them.
    /// - Parameters:
    ///   - snapshot: The trees to insert, none of whose items is already in this snapshot.
    ///   - item: An item of the snapshot, not in `snapshot`.
    /// - Throws: ``ListSectionSnapshotError/itemsNotFound(_:)`` for an unknown `item`,
    ///   ``ListSectionSnapshotError/itemPlacedUnderItself(_:)`` when `snapshot` contains
    ///   it, ``ListSectionSnapshotError/itemsAlreadyPresent(_:)`` naming, in the order of
    ///   `snapshot.items`, the items already here. The snapshot is unchanged on error.
    /// - Complexity: O(*k*) expected for the *k* items of `snapshot`.
    public mutating func insert(
        _ snapshot: ListSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
    ) throws(ListSectionSnapshotError<ItemIdentifierType>) {
        guard let anchor = slots[item] else { throw .itemsNotFound([item]) }
        try validateNew(snapshot, destination: item)
        let node = links[Int(anchor)]
        copy(snapshot, under: node.parent, after: node.previous, before: anchor)
        checkInvariants()
    }

    /// Inserts the trees of another section snapshot just after an item, as its siblings:
    /// after its descendants in ``items``, not among them.
    ///
    /// The inserted items keep the expansion states `snapshot` gives them.
    /// - Parameters:
    ///   - snapshot: The trees to insert, none of whose items is already in this snapshot.
    ///   - item: An item of the snapshot, not in `snapshot`.
    /// - Throws: as `insert(_:before:)` with a snapshot. The snapshot is unchanged on
    ///   error.
    /// - Complexity: O(*k*) expected for the *k* items of `snapshot`.
    public mutating func insert(
        _ snapshot: ListSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
    ) throws(ListSectionSnapshotError<ItemIdentifierType>) {
        guard let anchor = slots[item] else { throw .itemsNotFound([item]) }
        try validateNew(snapshot, destination: item)
        copy(snapshot, under: links[Int(anchor)].parent, after: anchor, before: links[Int(anchor)].next)
        checkInvariants()
    }

    /// Throws unless no item of `snapshot` is `destination` or already in this snapshot.
    ///
    /// - Complexity: O(*k*) expected.
    private func validateNew(
        _ snapshot: ListSectionSnapshot<ItemIdentifierType>, destination: ItemIdentifierType
    ) throws(ListSectionSnapshotError<ItemIdentifierType>) {
        if snapshot.contains(destination) { throw .itemPlacedUnderItself(destination) }
        let isPresent = { (item: ItemIdentifierType) in slots[item] != nil }
        // The order of `items` is built only to name the culprits.
        if snapshot.slots.keys.contains(where: isPresent) {
            throw .itemsAlreadyPresent(snapshot.items.filter(isPresent))
        }
    }

    /// Copies every tree of `snapshot` as consecutive new children of the item in slot
    /// `parent` (root items for `OutlineLinks.none`), between the siblings in slots
    /// `previous` and `next`.
    private mutating func copy(
        _ snapshot: ListSectionSnapshot<ItemIdentifierType>, under parent: Int32, after previous: Int32,
        before next: Int32
    ) {
        copy(
            snapshot, visitedBy: OutlineWalk(from: snapshot.firstRoot, skippingCollapsed: false), under: parent,
            after: previous, before: next)
    }
}

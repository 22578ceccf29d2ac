extension ListSectionSnapshot {
    /// Expands items, so that their children are visible wherever the items themselves are.
    ///
    ///     // Fruits > [Apple], collapsed
    ///     outline.expand(["Fruits"])
    ///     outline.visibleItems   // ["Fruits", "Apple"]
    ///
    /// Only the flag of each item is set: its descendants keep their own states, and its
    /// ancestors are not expanded (an item under a collapsed ancestor stays hidden). An item
    /// without children may be expanded too; children added to it later are then visible.
    /// Items that are not in the snapshot are ignored, as with Apple's snapshot.
    /// - Complexity: O(*k*) expected: one hash per item, whatever its number of
    ///   descendants.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        setExpanded(items, true)
    }

    /// Collapses items, hiding their descendants.
    ///
    /// Only the flag of each item is cleared: its descendants keep their own states and
    /// show as they were when it is expanded again. Items that are not in the snapshot are
    /// ignored, as with Apple's snapshot.
    /// - Complexity: O(*k*) expected: one hash per item.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        setExpanded(items, false)
    }

    /// Whether an item is expanded.
    ///
    /// - Returns: The item's flag, whether it has children or not; `false` for an item that
    ///   is not in the snapshot.
    /// - Complexity: O(1) expected.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        guard let slot = slots[item] else { return false }
        return links[Int(slot)].isExpanded
    }

    /// Whether an item is visible: every ancestor of it is expanded.
    ///
    ///     // Fruits (collapsed) > [Apple]
    ///     outline.isVisible("Fruits")   // true: root items are always visible
    ///     outline.isVisible("Apple")    // false
    ///
    /// - Returns: `false` for an item that is not in the snapshot.
    /// - Complexity: O(*depth*) expected: one hash, then one step per ancestor, stopping at
    ///   the first collapsed one.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard let slot = slots[item] else { return false }
        var parent = links[Int(slot)].parent
        while parent >= 0 {
            guard links[Int(parent)].isExpanded else { return false }
            parent = links[Int(parent)].parent
        }
        return true
    }

    /// The visible items, in the order of ``items``: the root items, and below each
    /// expanded visible item, its children.
    ///
    ///     // Fruits (expanded) > [Apple, Citrus (collapsed) > [Lemon]], Vegetables
    ///     outline.visibleItems   // ["Fruits", "Apple", "Citrus", "Vegetables"]
    ///
    /// - Complexity: O(*v*) for *v* visible items: the descendants of a collapsed item are
    ///   not read, and nothing is hashed.
    public var visibleItems: [ItemIdentifierType] {
        items(visitedBy: OutlineWalk(from: firstRoot, skippingCollapsed: true))
    }

    /// The items that are visible below an item when it is expanded, in the order of
    /// ``items``: its children, and below each expanded child, that child's visible
    /// descendants in turn.
    ///
    /// Whether `item` itself is expanded or visible does not matter, so a data source can
    /// ask for the rows to insert before it expands an item, or for those to delete when it
    /// collapses one.
    /// - Returns: The items, or an empty array for an item that is not in the snapshot.
    /// - Complexity: O(*k*) expected for *k* returned items: one hash for `item`, then the
    ///   descendants of collapsed children are not read, and nothing outside the item's
    ///   subtree is.
    func visibleDescendants(of item: ItemIdentifierType) -> [ItemIdentifierType] {
        guard let slot = slots[item] else { return [] }
        return items(visitedBy: OutlineWalk(from: links[Int(slot)].firstChild, skippingCollapsed: true))
    }

    /// Whether an item has children (an outline disclosure shows only for those).
    ///
    /// - Complexity: O(1) expected.
    func hasChildren(_ item: ItemIdentifierType) -> Bool {
        guard let slot = slots[item] else { return false }
        return links[Int(slot)].firstChild != OutlineLinks.none
    }

    /// Stores the values given for items already in the snapshot (equal by identity, newer
    /// in content), as a data source's reload or reconfigure of them does; others are
    /// ignored.
    ///
    /// - Complexity: O(*k*) expected.
    mutating func storeValues(_ items: [ItemIdentifierType]) {
        var changed = false
        for item in items {
            guard let slot = slots[item] else { continue }
            itemAt[Int(slot)] = item
            changed = true
        }
        if changed { invalidatePreorder() }
    }

    private mutating func setExpanded(_ items: [ItemIdentifierType], _ isExpanded: Bool) {
        // The order of items does not change, so the cached pre-order stays valid.
        for item in items {
            if let slot = slots[item] { links[Int(slot)].isExpanded = isExpanded }
        }
        checkInvariants()
    }
}

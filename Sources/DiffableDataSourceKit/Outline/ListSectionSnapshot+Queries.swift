extension ListSectionSnapshot {
    /// Every item, in depth-first pre-order: each item, then its descendants, then its next
    /// sibling; collapsed or not.
    ///
    ///     // Fruits > [Apple, Pear], Vegetables
    ///     outline.items   // ["Fruits", "Apple", "Pear", "Vegetables"]
    ///
    /// - Complexity: O(*n*) for the first read after a change to the tree, which walks it;
    ///   O(1) for later reads of the same value, which return the same array.
    ///   Expanding and collapsing do not count as changes.
    public var items: [ItemIdentifierType] {
        preorder.items(building: preorderItems)
    }

    /// The items at the top level, in order.
    ///
    /// - Complexity: O(*r*) for *r* root items.
    public var rootItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var slot = firstRoot
        while slot >= 0 {
            if let item = itemAt[Int(slot)] { result.append(item) }
            slot = links[Int(slot)].next
        }
        return result
    }

    /// Whether the snapshot contains an item, at any level.
    ///
    /// - Complexity: O(1) expected.
    public func contains(_ item: ItemIdentifierType) -> Bool {
        slots[item] != nil
    }

    /// The depth of an item in the tree: `0` for a root item, `1` for its children, and so
    /// on.
    ///
    ///     // Fruits > [Citrus > [Lemon]]
    ///     outline.level(of: "Lemon")     // 2
    ///     outline.level(of: "Walnut")    // -1: not in the snapshot
    ///
    /// - Returns: The level, or `-1` for an item that is not in the snapshot (Apple's
    ///   snapshot documents no value for that case).
    /// - Complexity: O(*depth*) expected: one hash, then one step per ancestor.
    public func level(of item: ItemIdentifierType) -> Int {
        guard let slot = slots[item] else { return -1 }
        var level = 0
        var parent = links[Int(slot)].parent
        while parent >= 0 {
            level += 1
            parent = links[Int(parent)].parent
        }
        return level
    }

    /// The index of an item in ``items``.
    ///
    ///     // Fruits > [Apple, Pear], Vegetables
    ///     outline.index(of: "Vegetables")   // 3
    ///
    /// - Returns: The index, or `nil` for an item that is not in the snapshot.
    /// - Complexity: O(1) expected, once the pre-order of this value is indexed: the first
    ///   call after a change to the tree walks it, O(*n*). Expanding and collapsing do not
    ///   count as changes.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard let slot = slots[item] else { return nil }
        let index = preorder.indexes(building: preorderIndexes)[Int(slot)]
        return index >= 0 ? Int(index) : nil
    }

    /// The parent of an item.
    ///
    /// - Returns: The parent, or `nil` for a root item or an item that is not in the
    ///   snapshot.
    /// - Complexity: O(1) expected.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        guard let slot = slots[child] else { return nil }
        let parent = links[Int(slot)].parent
        return parent >= 0 ? itemAt[Int(parent)] : nil
    }
}

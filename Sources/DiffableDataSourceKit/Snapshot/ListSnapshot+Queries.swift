extension ListSnapshot {
    /// The number of items in all sections.
    ///
    /// - Complexity: O(1).
    public var numberOfItems: Int { items.count }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { sections.count }

    /// The sections, in order.
    ///
    /// - Complexity: O(1): the stored array is returned.
    public var sectionIdentifiers: [Section] { sections }

    /// All items, section by section, in order.
    ///
    /// - Complexity: O(1): the stored array is returned, so reading it repeatedly is cheap.
    public var itemIdentifiers: [Item] { items }

    /// The number of items in a section.
    ///
    ///     snapshot.numberOfItems(inSection: "pop")   // 2
    ///
    /// - Parameter identifier: A section of the snapshot.
    /// - Returns: The number of items in the section, or `0` when the snapshot has no such
    ///   section (Apple's snapshot raises an exception instead).
    /// - Complexity: O(1) expected.
    public func numberOfItems(inSection identifier: Section) -> Int {
        guard let index = sectionIndexes[identifier] else { return 0 }
        return sectionItems[index].count
    }

    /// The items of a section, in order.
    ///
    /// - Parameter identifier: A section of the snapshot.
    /// - Returns: The section's items, or an empty array when the snapshot has no such
    ///   section (Apple's snapshot raises an exception instead).
    /// - Complexity: O(1) expected: the stored array is returned without copying elements.
    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        guard let index = sectionIndexes[identifier] else { return [] }
        return sectionItems[index]
    }

    /// The section that contains an item.
    ///
    /// - Returns: The section, or `nil` when the item is not in the snapshot.
    /// - Complexity: O(1) expected.
    public func sectionIdentifier(containingItem identifier: Item) -> Section? {
        guard let position = positions[identifier] else { return nil }
        return sections[sectionIndex(ofSlot: position.slot)]
    }

    /// The index of an item across all sections, as in `itemIdentifiers`.
    ///
    ///     // sections: favorites = [a], pop = [b, c]
    ///     snapshot.indexOfItem(c)   // 2
    ///
    /// - Returns: The index, or `nil` when the item is not in the snapshot.
    /// - Complexity: O(1) expected.
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let position = positions[identifier] else { return nil }
        return globalIndex(of: position)
    }

    /// The index of a section.
    ///
    /// - Returns: The index, or `nil` when the section is not in the snapshot.
    /// - Complexity: O(1) expected.
    public func indexOfSection(_ identifier: Section) -> Int? {
        sectionIndexes[identifier]
    }

    /// Whether the snapshot contains an item.
    ///
    /// - Complexity: O(1) expected.
    public func containsItem(_ identifier: Item) -> Bool {
        positions[identifier] != nil
    }

    /// Whether the snapshot contains a section.
    ///
    /// - Complexity: O(1) expected.
    public func containsSection(_ identifier: Section) -> Bool {
        sectionIndexes[identifier] != nil
    }

    /// The index path (section index, row) of an item.
    ///
    /// - Returns: The index path, or `nil` when the item is not in the snapshot.
    /// - Complexity: O(1) expected.
    public func indexPath(ofItem identifier: Item) -> IndexPath? {
        guard let position = positions[identifier] else { return nil }
        return IndexPath(section: sectionIndex(ofSlot: position.slot), rowIndex: Int(position.row))
    }

    /// The item at an index path (section index, row).
    ///
    /// - Returns: The item, or `nil` when the index path is out of range or malformed.
    /// - Complexity: O(1).
    public func itemIdentifier(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath[0]
        let row = indexPath[1]
        // Plain comparisons: `indices.contains` costs metadata look-ups in unspecialised
        // callers such as the data source.
        guard section >= 0, section < sectionItems.count, row >= 0, row < sectionItems[section].count else {
            return nil
        }
        return sectionItems[section][row]
    }

    /// The section at an index.
    ///
    /// - Returns: The section, or `nil` when the index is out of range.
    /// - Complexity: O(1).
    public func sectionIdentifier(at index: Int) -> Section? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    // MARK: Internal navigation

    @inlinable
    func sectionIndex(ofSlot slot: Int32) -> Int {
        slotIndexes[Int(slot)]
    }

    @inlinable
    func globalIndex(of position: ItemPosition) -> Int {
        itemStarts[sectionIndex(ofSlot: position.slot)] + Int(position.row)
    }
}

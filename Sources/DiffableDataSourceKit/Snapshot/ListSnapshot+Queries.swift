extension ListSnapshot {
    /// The number of items in all sections.
    ///
    /// - Complexity: O(1).
    public var numberOfItems: Int { itemStarts[itemStarts.count - 1] }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { sections.count }

    /// The sections, in order.
    ///
    /// - Complexity: O(1): the stored array is returned.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// All items, section by section, in order.
    ///
    /// - Complexity: O(*n*) for the first read after a change, which joins the stored
    ///   chunks; O(1) for later reads of the same value, which return the same array.
    @inlinable
    public var itemIdentifiers: [ItemIdentifierType] {
        if sectionRows.count == 1 && sectionRows[0].ids.count <= 1 { return rows(inSection: 0) }
        if let all = flatItems.allItems { return all }
        return flatItems.storeAll(joined(sectionRows.flatMap(\.ids)[...], count: numberOfItems))
    }

    /// The number of items in a section.
    ///
    ///     snapshot.numberOfItems(inSection: "pop")   // 2
    ///
    /// - Parameter identifier: A section of the snapshot.
    /// - Returns: The number of items in the section, or `0` when the snapshot has no such
    ///   section (Apple's snapshot raises an exception instead).
    /// - Complexity: O(1) expected.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = sectionIndexes[identifier] else { return 0 }
        return rowCount(inSection: index)
    }

    /// The items of a section, in order.
    ///
    /// - Parameter identifier: A section of the snapshot.
    /// - Returns: The section's items, or an empty array when the snapshot has no such
    ///   section (Apple's snapshot raises an exception instead).
    /// - Complexity: O(*m*) for the first read of a section after a change, which joins its
    ///   stored chunks; O(1) expected for later reads of the same value, and for a section
    ///   of at most 256 items (the stored array is returned without copying elements).
    @inlinable
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionIndexes[identifier] else { return [] }
        if let stored = flatItems.items(inSection: index) { return stored }
        return flatItems.store(rows(inSection: index), inSection: index)
    }

    /// The section that contains an item.
    ///
    /// - Returns: The section, or `nil` when the item is not in the snapshot.
    /// - Complexity: O(1) expected.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        guard let position = positions[identifier] else { return nil }
        return sections[slotIndexes[Int(chunks.slots[Int(position.chunk)])]]
    }

    /// The index of an item across all sections, as in `itemIdentifiers`.
    ///
    ///     // sections: favorites = [a], pop = [b, c]
    ///     snapshot.indexOfItem(c)   // 2
    ///
    /// - Returns: The index, or `nil` when the item is not in the snapshot.
    /// - Complexity: O(1) expected.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let position = positions[identifier] else { return nil }
        return globalIndex(of: position)
    }

    /// The index of a section.
    ///
    /// - Returns: The index, or `nil` when the section is not in the snapshot.
    /// - Complexity: O(1) expected.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    /// Whether the snapshot contains an item.
    ///
    /// - Complexity: O(1) expected.
    public func containsItem(_ identifier: ItemIdentifierType) -> Bool {
        positions[identifier] != nil
    }

    /// Whether the snapshot contains a section.
    ///
    /// - Complexity: O(1) expected.
    public func containsSection(_ identifier: SectionIdentifierType) -> Bool {
        sectionIndexes[identifier] != nil
    }

    /// The index path (section index, row) of an item.
    ///
    /// - Returns: The index path, or `nil` when the item is not in the snapshot.
    /// - Complexity: O(1) expected.
    public func indexPath(ofItem identifier: ItemIdentifierType) -> IndexPath? {
        guard let position = positions[identifier] else { return nil }
        let (section, row) = place(of: position)
        return IndexPath(section: section, rowIndex: row)
    }

    /// The item at an index path (section index, row).
    ///
    /// - Returns: The item, or `nil` when the index path is out of range or malformed.
    /// - Complexity: O(log *m*): a binary search of the section's chunks (one per 128-256
    ///   items; 12 steps at a million items).
    public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath[0]
        let row = indexPath[1]
        // Plain comparisons: `indices.contains` costs metadata look-ups in unspecialised
        // callers such as the data source.
        guard section >= 0, section < sectionRows.count, row >= 0, row < sectionRows[section].count else {
            return nil
        }
        return item(inSection: section, row: row)
    }

    /// The section at an index.
    ///
    /// - Returns: The section, or `nil` when the index is out of range.
    /// - Complexity: O(1).
    public func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    // MARK: Internal navigation

    /// The last item of a section, or `nil` when it is empty or not in the snapshot.
    ///
    /// - Complexity: O(1) expected.
    func lastItem(inSection identifier: SectionIdentifierType) -> ItemIdentifierType? {
        guard let section = sectionIndexes[identifier], let id = sectionRows[section].ids.last else { return nil }
        return chunks.items[Int(id)].last
    }

    @inlinable
    func globalIndex(of position: _ItemPosition) -> Int {
        let (section, row) = place(of: position)
        return itemStart(ofSection: section) + row
    }

    /// The index across all sections of a section's first item; `sections.count` gives the
    /// number of items.
    ///
    /// - Complexity: O(1).
    @inlinable
    func itemStart(ofSection section: Int) -> Int {
        section < itemStarts.count ? itemStarts[section] : itemStarts[itemStarts.count - 1]
    }

    /// `itemStart(ofSection:)` of every section and of `sections.count`.
    ///
    /// - Complexity: O(1) when every start is stored, O(*s*) otherwise.
    @inlinable
    var allItemStarts: [Int] {
        let missing = sections.count + 1 - itemStarts.count
        guard missing > 0 else { return itemStarts }
        return itemStarts + repeatElement(itemStarts[itemStarts.count - 1], count: missing)
    }
}

extension ListDataSource {
    /// The snapshot the view shows, without reload or reconfigure marks.
    ///
    /// - Complexity: O(1).
    public func snapshot() -> ListSnapshot<Section, Item> { current }

    /// The item a row shows, or `nil` for an index path out of range.
    ///
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> Item? { current.itemIdentifier(at: indexPath) }

    /// The index path of an item, or `nil` when it is not shown.
    ///
    /// - Complexity: O(1) expected.
    public func indexPath(for itemIdentifier: Item) -> IndexPath? { current.indexPath(ofItem: itemIdentifier) }

    /// The section at an index, or `nil` when out of range.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(for index: Int) -> Section? { current.sectionIdentifier(at: index) }

    /// The index of a section, or `nil` when it is not shown.
    ///
    /// - Complexity: O(1) expected.
    public func index(for sectionIdentifier: Section) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// The number of sections shown.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { current.numberOfSections }

    /// The number of rows in a section, or `0` for an index out of range.
    ///
    /// - Complexity: O(1).
    public func numberOfRows(inSection section: Int) -> Int {
        current.sectionIdentifier(at: section).map(current.numberOfItems(inSection:)) ?? 0
    }
}

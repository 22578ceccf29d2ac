extension ListDataSource {
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

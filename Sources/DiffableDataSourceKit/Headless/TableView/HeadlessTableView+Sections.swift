extension HeadlessTableView {
    /// The title a section's header shows, read from the data source as UIKit reads it when
    /// it draws the header; `nil` when the section has no header or is out of range.
    ///
    /// - Complexity: O(1) plus the data source.
    public func titleForHeader(inSection section: Int) -> String? {
        guard sections.indices.contains(section) else { return nil }
        return dataSource?.tableView(self, titleForHeaderInSection: section)
    }

    /// The title a section's footer shows, as ``titleForHeader(inSection:)``.
    ///
    /// - Complexity: O(1) plus the data source.
    public func titleForFooter(inSection section: Int) -> String? {
        guard sections.indices.contains(section) else { return nil }
        return dataSource?.tableView(self, titleForFooterInSection: section)
    }

    /// The titles of the section index the table shows along its edge, from the data
    /// source; `nil` for none.
    ///
    /// - Complexity: O(1) plus the data source.
    public var sectionIndexTitles: [String]? { dataSource?.sectionIndexTitles(for: self) }

    /// Simulates the user tapping the index title at `index`: the section the data source
    /// says it jumps to, or `nil` when the table has no such title or the section is out of
    /// range.
    ///
    /// - Complexity: O(1) plus the data source.
    public func performUserTapOnSectionIndexTitle(at index: Int) -> Int? {
        guard let dataSource, let titles = dataSource.sectionIndexTitles(for: self), titles.indices.contains(index)
        else { return nil }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        return sections.indices.contains(section) ? section : nil
    }
}

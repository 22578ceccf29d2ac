/// Where a sectioned list's sections and items sit in a table without sections (AppKit's
/// `NSTableView`), whose rows are numbered from the top, 0 to `numberOfRows - 1`.
///
/// Each section is shown as a group row followed by its items (``Style/groupRows``), as
/// Apple's `NSTableViewDiffableDataSource` shows sections once it has a section header view
/// provider, or by its items alone (``Style/itemsOnly``), as it shows them without one:
///
///     // sections A: 2 items, B: 1 item
///     groupRows:  0 A   1 {0, 0}   2 {0, 1}   3 B   4 {1, 0}
///     itemsOnly:  0 {0, 0}   1 {0, 1}   2 {1, 0}
///
/// Complexity: O(*s*) to build for *s* sections; each look-up O(log *s*).
struct FlatTableLayout: Equatable, Sendable {
    /// How sections appear among the rows.
    enum Style: Equatable, Sendable {
        /// Each section is a group row above its items.
        case groupRows
        /// Sections take no row: the items of all sections follow each other.
        case itemsOnly

        /// The rows a section takes above its items.
        var headerRows: Int { self == .groupRows ? 1 : 0 }
    }

    /// What a row of the table shows.
    enum Row: Equatable, Sendable {
        /// The group row of a section (by index).
        case section(Int)
        /// An item, by index path.
        case item(IndexPath)
    }

    let style: Style
    /// The items of each section.
    let itemCounts: [Int]
    /// The row each section starts at (its group row, or its first item), in order.
    let starts: [Int]
    /// The number of rows of the table.
    let numberOfRows: Int

    /// The layout of sections with `itemCounts` items each; a negative count reads as 0.
    ///
    /// - Complexity: O(*s*).
    init(itemCounts: [Int], style: Style) {
        self.style = style
        self.itemCounts = itemCounts.map { max(0, $0) }
        var starts: [Int] = []
        starts.reserveCapacity(itemCounts.count)
        var next = 0
        for count in self.itemCounts {
            starts.append(next)
            next += style.headerRows + count
        }
        self.starts = starts
        numberOfRows = next
    }

    /// No sections.
    ///
    /// - Complexity: O(1).
    init(style: Style) {
        self.init(itemCounts: [], style: style)
    }

    /// The number of sections.
    var numberOfSections: Int { itemCounts.count }

    /// The section a row belongs to (its group row or one of its items), or `nil` for a row
    /// out of range.
    ///
    /// - Complexity: O(log *s*).
    func section(containingRow row: Int) -> Int? {
        guard row >= 0, row < numberOfRows else { return nil }
        // The last section starting at or before `row`: empty sections without a group row
        // start where the next one does, and the last of those is the one that has the row.
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= row { low = middle } else { high = middle }
        }
        return low
    }

    /// What a row shows, or `nil` for a row out of range.
    ///
    /// - Complexity: O(log *s*).
    func content(ofRow row: Int) -> Row? {
        guard let section = section(containingRow: row) else { return nil }
        let offset = row - starts[section] - style.headerRows
        return offset < 0 ? .section(section) : .item(IndexPath(section: section, rowIndex: offset))
    }

    /// The row of an item, or `nil` for an index path out of range.
    ///
    /// - Complexity: O(1).
    func row(of indexPath: IndexPath) -> Int? {
        let section = indexPath.sectionIndex
        let item = indexPath.rowIndex
        guard itemCounts.indices.contains(section), indexPath.count == 2, item >= 0, item < itemCounts[section]
        else { return nil }
        return starts[section] + style.headerRows + item
    }

    /// The row of a section: its group row, or without group rows its first item's row (`nil`
    /// for an empty section, which then has no row); `nil` for a section out of range.
    ///
    /// - Complexity: O(1).
    func row(ofSection section: Int) -> Int? {
        guard itemCounts.indices.contains(section) else { return nil }
        if style == .itemsOnly && itemCounts[section] == 0 { return nil }
        return starts[section]
    }

    /// The index paths of the item rows among `rows`, in order; group rows and rows out of
    /// range are left out.
    ///
    /// - Complexity: O(*k* log *s*) for *k* rows.
    func indexPaths<Rows: Sequence<Int>>(ofRows rows: Rows) -> [IndexPath] {
        rows.compactMap { row in
            guard case .item(let indexPath) = content(ofRow: row) else { return nil }
            return indexPath
        }
    }
}

/// The rows of a table without sections (AppKit's `NSTableView`), read from the snapshot
/// shown and the layout the view's surface keeps (``FlatTableLayout``): Apple's
/// `NSTableViewDiffableDataSource` look-ups, decided here for every platform.
extension ListDataSource {
    /// What a flat table's row shows.
    enum FlatRowContent: Equatable {
        /// A section's group row.
        case section(Section)
        /// An item, with its index path.
        case item(Item, IndexPath)
    }

    /// What a row shows, or `nil` for a row out of range.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    func flatRowContent(atRow row: Int, in layout: FlatTableLayout) -> FlatRowContent? {
        switch layout.content(ofRow: row) {
        case .section(let index): current.sectionIdentifier(at: index).map(FlatRowContent.section)
        case .item(let indexPath): current.itemIdentifier(at: indexPath).map { .item($0, indexPath) }
        case nil: nil
        }
    }

    /// The item a row shows; `nil` for a group row or a row out of range.
    ///
    /// - Complexity: O(log *s*).
    func flatItem(atRow row: Int, in layout: FlatTableLayout) -> Item? {
        guard case .item(let item, _) = flatRowContent(atRow: row, in: layout) else { return nil }
        return item
    }

    /// The section a row belongs to (its group row, or the section of its item); `nil` for
    /// a row out of range.
    ///
    /// - Complexity: O(log *s*).
    func flatSection(containingRow row: Int, in layout: FlatTableLayout) -> Section? {
        layout.section(containingRow: row).flatMap(current.sectionIdentifier(at:))
    }

    /// The row of an item; `nil` when it is not shown.
    ///
    /// - Complexity: O(1) expected.
    func flatRow(ofItem item: Item, in layout: FlatTableLayout) -> Int? {
        current.indexPath(ofItem: item).flatMap(layout.row(of:))
    }

    /// The row of a section: its group row, or without group rows its first item's row;
    /// `nil` when it is not shown (or, without group rows, empty).
    ///
    /// - Complexity: O(1) expected.
    func flatRow(ofSection section: Section, in layout: FlatTableLayout) -> Int? {
        current.indexOfSection(section).flatMap(layout.row(ofSection:))
    }

    /// The identifier a row view provider is given for a row: the section's for a group row,
    /// the item's for an item; `nil` for a row out of range.
    ///
    /// - Complexity: O(log *s*).
    func flatRowIdentifier(atRow row: Int, in layout: FlatTableLayout) -> AnyHashable? {
        switch flatRowContent(atRow: row, in: layout) {
        case .section(let section): AnyHashable(section)
        case .item(let item, _): AnyHashable(item)
        case nil: nil
        }
    }
}

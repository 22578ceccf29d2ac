import Foundation

/// Apple's `UITableViewDiffableDataSource` for a ``HeadlessTableView``: the table's data
/// source, with Apple's initializer, members and overridable methods.
///
/// Where UIKit does not exist it is also named `DiffableTableDataSource`, so a view
/// controller written for UIKit reads the same in a test:
///
///     let dataSource = TableDataSource<Section, Note>(tableView: tableView) { tableView, indexPath, note in
///         let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
///         cell.textLabel?.text = note.content
///         return cell
///     }
///
/// After `init` the data source is the table's ``HeadlessTableView/dataSource`` (the table
/// does not retain it: keep it). Subclass it to override the data-source methods, as with
/// Apple's class; the table calls the override. An override of `moveRowAt` may call
/// `super`, apply the moved snapshot itself (as Apple's editing sample does), or do
/// neither: the data source hears of the user's move from the table either way. An
/// override of `commit(_:forRowAt:)` that does not call `super` applies the change itself.
/// The data source never touches the table's delegate; see
/// ``makeDelegate(forwardingTo:)`` for the drag policy and an adapter's row heights.
open class TableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    ListDataSource<SectionIdentifierType, ItemIdentifierType, HeadlessTableView>, HeadlessTableViewDataSource
{
    /// Builds a row's cell, as `UITableViewDiffableDataSource.CellProvider`: the table, the
    /// row's index path and its item (the freshest value); `nil` shows a plain cell and is
    /// reported (UIKit raises).
    public typealias CellProvider = (
        _ tableView: HeadlessTableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> TableViewCell?

    /// The animation UIKit's data source gives the rows of a batch, under Apple's name.
    /// Kept for code written for UIKit; a headless table animates nothing.
    public var defaultRowAnimation = HeadlessTableView.RowAnimation.automatic

    /// Creates a data source for a table with Apple's initializer, and becomes its data
    /// source. As with Apple's, rows cannot be dragged (override
    /// `tableView(_:canMoveRowAt:)` or set ``ListDataSource/allowReordering``) and a drag
    /// may take a row into any section.
    ///
    /// - Parameters:
    ///   - tableView: The table to feed.
    ///   - cellProvider: Builds a row's cell.
    /// - Complexity: O(1).
    public init(
        tableView: HeadlessTableView, cellProvider: @escaping CellProvider
    ) {
        super.init(
            view: tableView, surface: tableView, allowCrossSectionMove: true, allowReordering: false,
            enableLogging: false, callSite: CallSite(dataSource: Self.self),
            cellBuilder: Self.cellBuilder(from: cellProvider) { TableViewError.noCell(at: $0) })
        tableView.dataSource = self
    }

    /// Creates a data source with the kit's section-aware cell builder and policy.
    init(
        tableView: HeadlessTableView, allowCrossSectionMove: Bool, allowReordering: Bool, enableLogging: Bool,
        callSite: CallSite, cellBuilder: @escaping CellBuilder
    ) {
        super.init(
            view: tableView, surface: tableView, allowCrossSectionMove: allowCrossSectionMove,
            allowReordering: allowReordering, enableLogging: enableLogging, callSite: callSite,
            cellBuilder: cellBuilder)
        tableView.dataSource = self
    }

    // MARK: HeadlessTableViewDataSource

    /// The number of sections in the current snapshot.
    open func numberOfSections(in tableView: HeadlessTableView) -> Int { numberOfSections }

    /// The number of items in a section of the current snapshot.
    open func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
        numberOfRows(inSection: section)
    }

    /// The item a row shows, so the table can be read back as a snapshot.
    open func tableView(_ tableView: HeadlessTableView, identityForRowAt indexPath: IndexPath) -> AnyHashable? {
        itemIdentifier(for: indexPath)
    }

    /// The section at an index, so the table can be read back as a snapshot.
    open func tableView(_ tableView: HeadlessTableView, identityForSection section: Int) -> AnyHashable? {
        sectionIdentifier(for: section)
    }

    /// Builds a row's cell with the cell provider, from the item's freshest value.
    ///
    /// Does not throw, as Apple's, so an override can call `super`: when the provider
    /// fails (it throws, or returns `nil`: ``TableViewError/noCell(at:)``) the table shows
    /// a plain cell, keeps the error in ``HeadlessTableView/lastCellError``, and the error
    /// is reported through ``ListDiagnostics``.
    open func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        do {
            return try cell(at: indexPath, in: tableView) ?? TableViewCell()
        } catch {
            return tableView.placeholderCell(for: error)
        }
    }

    /// The header title from ``ListDataSource/headerTitle``; `nil` (no header) by default.
    open func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
        titleForHeader(inSection: section)
    }

    /// The footer title from ``ListDataSource/footerTitle``; `nil` (no footer) by default.
    open func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
        titleForFooter(inSection: section)
    }

    /// Whether a swipe may delete the row: ``ListDataSource/canDeleteItem(at:)``.
    open func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool {
        canDeleteItem(at: indexPath)
    }

    /// Deletes the swiped row's item from the snapshot and applies it.
    open func tableView(
        _ tableView: HeadlessTableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete { userDeletedItem(at: indexPath) }
    }

    /// Whether the user may drag a row: ``ListDataSource/canMoveItem(at:)``.
    open func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        canMoveItem(at: indexPath)
    }

    /// Updates the snapshot after the table moved a dragged row, without another batch;
    /// see ``ListDataSource`` for what a drag does. An override need not call `super`: one
    /// that applies instead is diffed against the moved rows.
    open func tableView(
        _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        userMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// Expands or collapses the row's item, as a tap on its outline disclosure does:
    /// ``ListDataSource/toggleExpansion(of:)``.
    open func tableView(_ tableView: HeadlessTableView, toggleOutlineAt indexPath: IndexPath) -> Bool {
        toggleExpansion(ofItemAt: indexPath)
    }

    /// The titles of the section index; `nil` (no index) by default, as Apple's.
    open func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]? { nil }

    /// The section an index title jumps to; the title's own index by default.
    open func tableView(_ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int)
        -> Int
    {
        index
    }
}

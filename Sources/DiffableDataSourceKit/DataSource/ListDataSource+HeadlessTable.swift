import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The data source of a ``HeadlessTableView``: a ``ListDataSource`` whose cell builder
/// receives the headless table and returns a ``TableViewCell``.
public typealias ReorderableDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    ListDataSource<Section, Item, HeadlessTableView>

#if !canImport(UIKit)
/// The kit's name for the data source. Where UIKit exists it names the
/// `UITableView` data source; elsewhere the headless one, so the guide's code reads as
/// written on every platform.
public typealias BaseReorderableDiffableDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    ReorderableDataSource<Section, Item>
#endif

extension ListDataSource where View == HeadlessTableView {
    /// Creates a data source for a table and becomes its data source, and its delegate when
    /// it has none (to answer the drag policy and an adapter's row heights).
    ///
    /// - Complexity: O(1).
    public convenience init(
        tableView: HeadlessTableView, allowCrossSectionMove: Bool = false, allowReordering: Bool = true,
        enableLogging: Bool = false, cellBuilder: @escaping CellBuilder
    ) {
        self.init(
            view: tableView, surface: tableView, allowCrossSectionMove: allowCrossSectionMove,
            allowReordering: allowReordering, enableLogging: enableLogging, cellBuilder: cellBuilder
        )
        tableView.dataSource = self
        if tableView.delegate == nil { tableView.delegate = self }
    }

    /// Creates a data source for a table, as the kit's
    /// `BaseReorderableDiffableDataSource.create` does.
    ///
    /// - Parameters:
    ///   - tableView: The table to feed; it does not retain the data source, so keep it.
    ///   - allowCrossSectionMove: Whether drags may change a row's section.
    ///   - allowReordering: Whether rows may be dragged at all.
    ///   - enableLogging: Whether to log each apply and drag.
    ///   - cellBuilder: Builds a row's cell from the table, index path, item and section.
    /// - Complexity: O(1).
    public static func create(
        tableView: HeadlessTableView, allowCrossSectionMove: Bool = false, allowReordering: Bool = true,
        enableLogging: Bool = false, cellBuilder: @escaping CellBuilder
    ) -> ListDataSource {
        ListDataSource(
            tableView: tableView, allowCrossSectionMove: allowCrossSectionMove, allowReordering: allowReordering,
            enableLogging: enableLogging, cellBuilder: cellBuilder
        )
    }
}

extension ListDataSource: HeadlessTableViewDataSource where View == HeadlessTableView {
    /// The number of sections in the current snapshot.
    public func numberOfSections(in tableView: HeadlessTableView) -> Int { numberOfSections }

    /// The number of items in a section of the current snapshot.
    public func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
        numberOfRows(inSection: section)
    }

    /// The item a row shows, so the table can be read back as a snapshot.
    public func tableView(_ tableView: HeadlessTableView, identityForRowAt indexPath: IndexPath) -> AnyHashable? {
        itemIdentifier(for: indexPath)
    }

    /// The section at an index, so the table can be read back as a snapshot.
    public func tableView(_ tableView: HeadlessTableView, identityForSection section: Int) -> AnyHashable? {
        sectionIdentifier(for: section)
    }

    /// Builds a row's cell with the cell builder, from the item's freshest value.
    ///
    /// - Throws: What the cell builder throws (the table then shows a plain cell); the
    ///   error is logged.
    public func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        try cell(at: indexPath, in: tableView) ?? TableViewCell()
    }

    /// The header title from ``headerTitle``.
    public func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
        titleForHeader(inSection: section)
    }

    /// The footer title from ``footerTitle``.
    public func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
        titleForFooter(inSection: section)
    }

    /// Whether a swipe may delete the row: ``canDeleteItem(at:)``.
    public func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool {
        canDeleteItem(at: indexPath)
    }

    /// Deletes the swiped row's item from the snapshot and applies it.
    public func tableView(
        _ tableView: HeadlessTableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete { userDeletedItem(at: indexPath) }
    }

    /// Whether the user may drag a row: ``canMoveItem(at:)``.
    public func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        canMoveItem(at: indexPath)
    }

    /// The drag policy, ``targetIndexPath(forMoveFromRowAt:toProposedIndexPath:)``: the
    /// headless table asks its data source after its delegate, so the policy holds whatever
    /// the delegate answers.
    public func tableView(
        _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        targetIndexPath(forMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
    }

    /// Updates the snapshot after the table moved a dragged row, without another batch;
    /// see ``ListDataSource`` for what a drag does.
    public func tableView(
        _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        userMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}

extension ListDataSource: HeadlessTableViewDelegate where View == HeadlessTableView {
    /// An adapter's closure height, or the table's `rowHeight`.
    public func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeights?.heightForRow(at: indexPath) ?? tableView.rowHeight
    }

    /// An adapter's closure estimate, or the table's `estimatedRowHeight`.
    public func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeights?.estimatedHeightForRow(at: indexPath) ?? tableView.estimatedRowHeight
    }
}

extension ListDataSource: TableOwnRowHeights where View == HeadlessTableView {
    /// Whether no adapter gives row heights, so both height methods answer with the table's.
    var usesTableRowHeights: Bool { rowHeights == nil }
}

extension HeadlessTableView: DiffableTableView {
    /// A headless table's cells are ``TableViewCell``s.
    public typealias Cell = TableViewCell
}

/// The kit's reorderable, section-aware data source for a ``HeadlessTableView``: a
/// ``TableDataSource`` created with the kit's `create` factory.
///
/// Where UIKit does not exist it is also named `BaseReorderableDiffableDataSource`, so the
/// kit's guide reads as written:
///
///     let dataSource = BaseReorderableDiffableDataSource<MusicSection, Song>.create(
///         tableView: tableView, allowCrossSectionMove: false, allowReordering: true, enableLogging: true
///     ) { tableView, indexPath, song, section in
///         let cell = try tableView.dequeueReusableCell(SongCell.self, withIdentifier: "song", for: indexPath)
///         cell.configure(with: song)
///         return cell
///     }
///
/// The cell builder also receives the row's section, and may throw (the row then shows a
/// plain cell, and the error is reported). Rows can be dragged by default. With the
/// delegate from `makeDelegate(forwardingTo:)` as the table's, a drag stays in its section
/// unless `allowCrossSectionMove` is on; without it, a forbidden move is undone after the
/// drop.
open class ReorderableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    TableDataSource<SectionIdentifierType, ItemIdentifierType>
{
    /// Creates a data source for a table and becomes its data source.
    ///
    /// - Parameters:
    ///   - tableView: The table to feed; it does not retain the data source, so keep it.
    ///   - allowCrossSectionMove: Whether drags may change a row's section.
    ///   - allowReordering: Whether rows may be dragged at all.
    ///   - enableLogging: Whether to log each apply and drag.
    ///   - file: Where the data source is created, named by its diagnostics.
    ///   - line: The line in `file`.
    ///   - cellBuilder: Builds a row's cell from the table, index path, item and section.
    /// - Complexity: O(1).
    public init(
        tableView: HeadlessTableView, allowCrossSectionMove: Bool = false, allowReordering: Bool = true,
        enableLogging: Bool = false, file: StaticString = #fileID, line: UInt = #line,
        cellBuilder: @escaping CellBuilder
    ) {
        super.init(
            tableView: tableView, allowCrossSectionMove: allowCrossSectionMove, allowReordering: allowReordering,
            enableLogging: enableLogging, callSite: CallSite(file: file, line: line), cellBuilder: cellBuilder)
    }

    /// Creates a data source for a table, as the kit's
    /// `BaseReorderableDiffableDataSource.create` does.
    ///
    /// - Parameters:
    ///   - tableView: The table to feed; it does not retain the data source, so keep it.
    ///   - allowCrossSectionMove: Whether drags may change a row's section.
    ///   - allowReordering: Whether rows may be dragged at all.
    ///   - enableLogging: Whether to log each apply and drag.
    ///   - file: Where the data source is created, named by its diagnostics.
    ///   - line: The line in `file`.
    ///   - cellBuilder: Builds a row's cell from the table, index path, item and section.
    /// - Complexity: O(1).
    public static func create(
        tableView: HeadlessTableView, allowCrossSectionMove: Bool = false, allowReordering: Bool = true,
        enableLogging: Bool = false, file: StaticString = #fileID, line: UInt = #line,
        cellBuilder: @escaping CellBuilder
    ) -> ReorderableDataSource {
        ReorderableDataSource(
            tableView: tableView, allowCrossSectionMove: allowCrossSectionMove, allowReordering: allowReordering,
            enableLogging: enableLogging, file: file, line: line, cellBuilder: cellBuilder)
    }
}

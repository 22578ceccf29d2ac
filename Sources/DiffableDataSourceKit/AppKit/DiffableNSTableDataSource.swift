#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// Apple's `NSTableViewDiffableDataSource`, with typed errors, fresh values and every batch
/// checked before AppKit sees it: a port is a rename.
///
///     dataSource = DiffableNSTableDataSource<Genre, Song>(tableView: tableView) {
///         tableView, tableColumn, row, song in
///         let cell = tableView.makeView(withIdentifier: tableColumn.identifier, owner: nil) as? NSTableCellView
///             ?? NSTableCellView()
///         cell.textField?.stringValue = song.name
///         return cell
///     }
///     dataSource.sectionHeaderViewProvider = { tableView, row, genre in HeaderView(genre) }
///     dataSource.apply(snapshot, animatingDifferences: false)
///
/// An `NSTableView` has no sections: each section shows as a group row above its items once
/// ``sectionHeaderViewProvider`` is set (as Apple's: "Setting this property means the table
/// view never invokes its delegate's `tableView(_:isGroupRow:)` method. Instead, it uses the
/// current snapshot's sections"), and takes no row without it. Each apply runs as AppKit's
/// sequential calls (rows removed, moved, inserted, one call after another between
/// `beginUpdates()` and `endUpdates()`, then reloaded); see `SequentialTableUpdate`.
///
/// After `init` the data source is the table's data source, and its views come from a
/// delegate it installs, which hands every other delegate message to the table's delegate
/// of the moment. Apple's data source needs no delegate; this one does: to set your own,
/// write `tableView.delegate = dataSource.makeDelegate(forwardingTo: self)`, not
/// `tableView.delegate = self`. Keep the data source: the table does not retain it.
///
/// Where Apple's raises, this one reports through ``ListDiagnostics`` and carries on: a
/// table changed behind its back is reloaded (``ListDiagnostic/Kind/batchReplacedByReload``),
/// a row out of range gets no view (``ListDiagnostic/Kind/rowOutOfRange``).
/// `animatingDifferences: false` still diffs, without animation (Apple's header says its
/// own reloads the table then); ``ListDataSource/applySnapshotUsingReloadData(_:completion:)``
/// reloads. Every decision is made by ``ListDataSource`` and `SequentialTableSurface`, which
/// run on every platform.
open class DiffableNSTableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: ListDataSource<SectionIdentifierType, ItemIdentifierType, NSTableView>, NSTableViewDataSource {
    /// Makes the view of an item's row in a column, as Apple's `CellProvider`.
    public typealias CellProvider = (
        _ tableView: NSTableView, _ tableColumn: NSTableColumn, _ row: Int, _ itemIdentifier: ItemIdentifierType
    ) -> NSView

    /// Makes the view of a section's group row, as Apple's `SectionHeaderViewProvider`.
    public typealias SectionHeaderViewProvider = (
        _ tableView: NSTableView, _ row: Int, _ sectionIdentifier: SectionIdentifierType
    ) -> NSView

    /// Makes a row's row view, as Apple's `RowProvider`: the identifier is the item's, or
    /// the section's for a group row.
    public typealias RowProvider = (_ tableView: NSTableView, _ row: Int, _ identifier: AnyHashable) -> NSTableRowView

    /// The surface that turns batches into the table's calls, and knows its rows.
    let tableSurface: SequentialTableSurface
    private let target: NSTableViewTarget
    private let cellRequest: CellRequest

    /// Makes row views; `nil` (the default) gives AppKit's plain `NSTableRowView`.
    public var rowViewProvider: RowProvider?

    /// Makes the views of the sections' group rows. Setting it shows each section as a group
    /// row above its items (and the table's delegate is no longer asked which rows are group
    /// rows); `nil` (the default) shows the items alone. Setting or clearing it reloads the
    /// table.
    ///
    /// - Complexity: O(*s*) for *s* sections when it is set or cleared, plus the reload.
    public var sectionHeaderViewProvider: SectionHeaderViewProvider? {
        didSet { tableSurface.style = sectionHeaderViewProvider == nil ? .itemsOnly : .groupRows }
    }

    /// The animation of inserted and removed rows when an apply animates; `.effectFade` by
    /// default, as Apple's. A change takes effect on the next update.
    public var defaultRowAnimation: NSTableView.AnimationOptions {
        get { target.rowAnimation }
        set { target.rowAnimation = newValue }
    }

    /// Creates a data source with Apple's initializer, and becomes the table's data source
    /// (and, through a forwarding delegate, where its views come from).
    ///
    /// - Parameters:
    ///   - tableView: The table to feed.
    ///   - cellProvider: Makes the view of an item's row in a column.
    /// - Complexity: O(1).
    public init(tableView: NSTableView, cellProvider: @escaping CellProvider) {
        let target = NSTableViewTarget(tableView: tableView)
        let surface = SequentialTableSurface(table: target, style: .itemsOnly)
        let request = CellRequest()
        self.target = target
        tableSurface = surface
        cellRequest = request
        super.init(
            view: tableView, surface: surface, allowCrossSectionMove: true, allowReordering: false,
            enableLogging: false, callSite: CallSite(dataSource: Self.self)
        ) { tableView, indexPath, item, _ in
            // Only `view(for:row:in:)` builds cells, with the column and row set.
            guard let column = request.column else { throw NilCellProvided(viewError: nil) }
            return cellProvider(tableView, column, request.row, item)
        }
        ownedSurface = surface
        tableView.dataSource = self
        tableView.delegate = makeDelegate(forwardingTo: tableView.delegate)
    }

    /// A delegate for the table that gives it the data source's views (cells, group rows,
    /// row views) and forwards every other message to the app's own delegate:
    ///
    ///     tableView.delegate = dataSource.makeDelegate(forwardingTo: self)
    ///
    /// - Parameter delegate: The app's delegate, or `nil`; not retained.
    /// - Returns: The object to set as the table's delegate; the data source keeps it alive.
    /// - Complexity: O(1).
    public func makeDelegate(forwardingTo delegate: (any NSTableViewDelegate)? = nil) -> any NSTableViewDelegate {
        keepDelegate(NSTableViewForwardingDelegate(dataSource: self, forwardingTo: delegate))
    }

    // MARK: Apple's look-ups

    /// The item a row shows; `nil` for a group row or a row out of range.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    public func itemIdentifier(forRow row: Int) -> ItemIdentifierType? {
        flatItem(atRow: row, in: tableSurface.layout)
    }

    /// The row of an item, or `nil` when it is not shown.
    ///
    /// - Complexity: O(1) expected.
    public func row(forItemIdentifier identifier: ItemIdentifierType) -> Int? {
        flatRow(ofItem: identifier, in: tableSurface.layout)
    }

    /// The section a row belongs to (its group row, or its item's section); `nil` for a row
    /// out of range.
    ///
    /// - Complexity: O(log *s*).
    public func sectionIdentifier(forRow row: Int) -> SectionIdentifierType? {
        flatSection(containingRow: row, in: tableSurface.layout)
    }

    /// The row of a section: its group row, or without a ``sectionHeaderViewProvider`` its
    /// first item's row; `nil` when it is not shown (or, without group rows, empty).
    ///
    /// - Complexity: O(1) expected.
    public func row(forSectionIdentifier identifier: SectionIdentifierType) -> Int? {
        flatRow(ofSection: identifier, in: tableSurface.layout)
    }

    // MARK: NSTableViewDataSource (in the class body: a generic class's extension cannot
    // hold Objective-C methods)

    /// The number of rows: the items, and a group row per section once
    /// ``sectionHeaderViewProvider`` is set.
    open func numberOfRows(in tableView: NSTableView) -> Int { tableSurface.layout.numberOfRows }

    // MARK: What the delegate answers

    /// The view of a row in a column (`nil` for a group row's full width): the cell
    /// provider's for an item, the section header provider's for a group row; `nil`, and
    /// reported, for a row out of range.
    func view(for tableColumn: NSTableColumn?, row: Int, in tableView: NSTableView) -> NSView? {
        switch flatRowContent(atRow: row, in: tableSurface.layout) {
        case .section(let section):
            guard tableColumn == nil, let provider = sectionHeaderViewProvider else { return nil }
            return updates.callingBackFromView { provider(tableView, row, section) }
        case .item(_, let indexPath):
            guard let tableColumn else { return nil }
            cellRequest.column = tableColumn
            cellRequest.row = row
            defer { cellRequest.column = nil }
            return try? cell(at: indexPath, in: tableView)
        case nil:
            report(.rowOutOfRange, "a view was asked for at row \(row), which the table does not have")
            return nil
        }
    }

    /// The row view from ``rowViewProvider``, or `nil` for AppKit's own.
    func rowView(forRow row: Int, in tableView: NSTableView) -> NSTableRowView? {
        guard let rowViewProvider, let identifier = flatRowIdentifier(atRow: row, in: tableSurface.layout) else {
            return nil
        }
        return updates.callingBackFromView { rowViewProvider(tableView, row, identifier) }
    }

    /// Whether a row is a group row, once sections show as group rows; `nil` (ask the app's
    /// delegate) before, as Apple's.
    func isGroupRow(_ row: Int) -> Bool? {
        guard sectionHeaderViewProvider != nil else { return nil }
        guard case .section = tableSurface.layout.content(ofRow: row) else { return false }
        return true
    }
}

/// The column and row of the cell being built, for the cell provider, whose arguments the
/// shared cell builder does not carry.
@MainActor
private final class CellRequest {
    var column: NSTableColumn?
    var row = 0
}
#endif

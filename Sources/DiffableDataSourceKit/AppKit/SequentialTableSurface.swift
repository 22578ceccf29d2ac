import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The surface a data source drives on a table without sections (AppKit's `NSTableView`):
/// it keeps where the sections and items sit among the table's rows (``FlatTableLayout``),
/// turns each batch into the table's sequential calls (``SequentialTableUpdate``) and makes
/// them on a ``SequentialTableView``.
///
/// Every decision for the AppKit table is here, in code that runs on Linux: the AppKit
/// adapter only forwards each call, and the tests pin the calls on a recording table.
///
/// A batch is refused, with a ``BatchUpdateError``, when the table does not show the rows
/// this surface last gave it (the app changed it behind the data source's back, so calls
/// worked out from the rows it showed would name rows it no longer has, or the wrong ones) or
/// when the batch does not fit the counts; the data source then reloads the table and
/// reports it, as it does for UIKit's views.
@MainActor
final class SequentialTableSurface: ListBatchTarget, ListViewportTarget, ListSelectionTarget {
    /// The table; the surface owns what forwards to the real view.
    let table: any SequentialTableView
    /// Where the sections and items sit among the rows the table shows.
    private(set) var layout: FlatTableLayout

    init(table: any SequentialTableView, style: FlatTableLayout.Style) {
        self.table = table
        layout = FlatTableLayout(style: style)
    }

    /// How sections appear among the rows. Changing it reloads the table, whose rows change.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus the table's reload.
    var style: FlatTableLayout.Style {
        get { layout.style }
        set {
            guard newValue != layout.style else { return }
            layout = FlatTableLayout(itemCounts: layout.itemCounts, style: newValue)
            table.reloadData()
        }
    }

    // MARK: The seams

    var batchRules: ListBatchRules { .table }

    var isInWindow: Bool { table.isInWindow }

    /// AppKit's table has no drag in flight that a data source must wait for.
    var hasUncommittedUpdates: Bool { false }

    /// The conversion checks each batch by the rules the headless table enforces, and throws.
    var checksBatches: Bool { true }

    var displayedSectionCount: Int { layout.numberOfSections }

    func displayedItemCount(inSection section: Int) -> Int {
        layout.itemCounts.indices.contains(section) ? layout.itemCounts[section] : 0
    }

    func reloadData(showing content: any ListContent) {
        layout = Self.layout(of: content, style: layout.style)
        table.reloadData()
    }

    /// Runs the batch as sequential calls: removes, moves and inserts between
    /// `beginUpdates()` and `endUpdates()` (left out when there are none), then reloads.
    ///
    /// - Throws: When the table does not show the rows this surface last gave it, or the
    ///   batch does not fit; the table is untouched then.
    /// - Complexity: O(*n* + *m* log *n*) for *n* rows and *m* moves, plus the table's work.
    func performBatchUpdates(
        _ batch: ListBatch, animated: Bool, updateData: () -> any ListContent,
        completion: @escaping @MainActor () -> Void
    ) throws(BatchUpdateError) {
        let shown = table.numberOfRows
        guard shown == layout.numberOfRows else {
            throw BatchUpdateError(
                .invalidNumberOfRows,
                "the table view shows \(shown) rows, but its data source's last update left \(layout.numberOfRows):"
                    + " something changed it behind the data source's back")
        }
        let after = Self.layout(of: updateData(), style: layout.style)
        let update = try SequentialTableUpdate(batch, before: layout, after: after)
        layout = after
        let table = table
        table.performUpdates(animated: animated) {
            if !update.calls.isEmpty {
                table.beginUpdates()
                for call in update.calls {
                    switch call {
                    case .removeRows(let rows): table.removeRows(at: rows, animated: animated)
                    case .moveRow(let from, let to): table.moveRow(at: from, to: to)
                    case .insertRows(let rows): table.insertRows(at: rows, animated: animated)
                    }
                }
                table.endUpdates()
            }
            if !update.reloadedRows.isEmpty { table.reloadRows(at: update.reloadedRows) }
        } completion: {
            completion()
        }
    }

    /// AppKit's table cannot hand a row's views back to the cell provider, whose signature
    /// takes no view: a reconfigured row gets new cell views, in place, as a reload does.
    func reconfigureItems(at indexPaths: [IndexPath]) {
        let rows = indexPaths.compactMap(layout.row(of:)).sorted()
        if !rows.isEmpty { table.reloadRows(at: rows) }
    }

    func hasCell(at indexPath: IndexPath) -> Bool {
        layout.row(of: indexPath).map(table.hasRowView(atRow:)) ?? false
    }

    func afterUncommittedUpdates(_ work: @escaping @MainActor () -> Void) { work() }

    func invalidateRowHeights() { table.noteHeightOfAllRows() }

    /// The delegate the data source installs answers no row heights.
    var delegateAsksForRowHeights: Bool { false }

    func viewport() -> ListViewport? { table.scrollGeometry() }

    /// The first item the user can see; group rows are passed over.
    func firstVisibleRow() -> IndexPath? {
        for row in table.visibleRows() {
            if case .item(let indexPath) = layout.content(ofRow: row) { return indexPath }
        }
        return nil
    }

    func verticalExtent(ofRowAt indexPath: IndexPath) -> ClosedRange<CGFloat>? {
        layout.row(of: indexPath).flatMap(table.verticalExtent(ofRow:))
    }

    func scroll(toOffset offset: CGFloat) { table.scroll(toOffset: offset) }

    /// The selected items, in order; a selected group row is no item and is left out.
    func selectedRows() -> [IndexPath] { layout.indexPaths(ofRows: table.selectedRows().sorted()) }

    func selectRow(at indexPath: IndexPath, animated: Bool) {
        if let row = layout.row(of: indexPath) { table.selectRow(row) }
    }

    func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if let row = layout.row(of: indexPath) { table.deselectRow(row) }
    }

    /// The layout of what `content` shows.
    ///
    /// - Complexity: O(*s*).
    private static func layout(of content: any ListContent, style: FlatTableLayout.Style) -> FlatTableLayout {
        FlatTableLayout(itemCounts: (0..<content.numberOfSections).map(content.numberOfRows(inSection:)), style: style)
    }
}

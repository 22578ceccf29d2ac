import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What ``SequentialTableSurface`` asks of a table without sections that takes its updates
/// one call after another: AppKit's `NSTableView` (through a short adapter behind
/// `#if canImport(AppKit)`), and the tests' recording table.
///
/// Rows are numbered from the top, group rows included; every call names rows as the table
/// shows them when the call is made. Nothing here decides anything: the surface does.
@MainActor
protocol SequentialTableView: AnyObject {
    /// The number of rows the table shows (`numberOfRows`).
    var numberOfRows: Int { get }
    /// Whether the table is in a window (`window != nil`).
    var isInWindow: Bool { get }
    /// Runs `updates` at once, animated or not, and `completion` once its animations end.
    func performUpdates(animated: Bool, _ updates: () -> Void, completion: @escaping @MainActor () -> Void)
    /// `beginUpdates()`.
    func beginUpdates()
    /// `endUpdates()`.
    func endUpdates()
    /// `removeRows(at:withAnimation:)`, with the data source's animation when `animated`.
    func removeRows(at rows: [Int], animated: Bool)
    /// `insertRows(at:withAnimation:)`, with the data source's animation when `animated`.
    func insertRows(at rows: [Int], animated: Bool)
    /// `moveRow(at:to:)`.
    func moveRow(at row: Int, to newRow: Int)
    /// `reloadData(forRowIndexes:columnIndexes:)` for every column: new cell views for the
    /// rows, in place.
    func reloadRows(at rows: [Int])
    /// `reloadData()`.
    func reloadData()
    /// Whether a row has its row view now (`rowView(atRow:makeIfNecessary: false)`).
    func hasRowView(atRow row: Int) -> Bool
    /// Measures every row's height again (`noteHeightOfRows(withIndexesChanged:)`).
    func noteHeightOfAllRows()
    /// Where the table is scrolled, in its own coordinates, after laying out; `nil` when it
    /// is not in a scroll view.
    func scrollGeometry() -> ListViewport?
    /// The rows in the visible area, at least in part (`rows(in: visibleRect)`).
    func visibleRows() -> Range<Int>
    /// The top and bottom of a row (`rect(ofRow:)`), or `nil` for a row out of range.
    func verticalExtent(ofRow row: Int) -> ClosedRange<CGFloat>?
    /// Scrolls so the top of the visible area is at `offset`.
    func scroll(toOffset offset: CGFloat)
    /// The selected rows (`selectedRowIndexes`).
    func selectedRows() -> [Int]
    /// Adds a row to the selection.
    func selectRow(_ row: Int)
    /// Removes a row from the selection.
    func deselectRow(_ row: Int)
}

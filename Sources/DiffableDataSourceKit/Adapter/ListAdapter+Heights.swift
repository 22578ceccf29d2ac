import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ListAdapter where View: DiffableTableView {
    /// Sizes rows by their cells (the headless Auto Layout: each cell's
    /// ``TableViewCell/fittingHeight``), with an estimate for rows not yet on screen.
    ///
    /// Clear the closures with `setHeightProviders(height: nil, estimated: nil)` for the
    /// cells to decide, as the kit's guide does. Takes effect at once.
    /// - Complexity: one layout of the table.
    public func enableAutomaticDimension(estimatedRowHeight: CGFloat) {
        tableView.estimatedRowHeight = estimatedRowHeight
        tableView.rowHeight = View.automaticDimension
        log("enableAutomaticDimension(estimatedRowHeight: \(estimatedRowHeight))")
    }

    /// Sets (or clears, with `nil`) the closures that give a row's height and its estimate.
    ///
    /// A height closure takes precedence over the table's `rowHeight` (also over
    /// ``HeadlessTableView/automaticDimension``). Giving an estimate turns estimates on
    /// (as implementing `estimatedHeightForRowAt` does in UIKit), so only visible rows are
    /// measured. Takes effect at once.
    /// - Complexity: one layout of the table.
    public func setHeightProviders(height: HeightProvider?, estimated: HeightProvider?) {
        heightProvider = height
        estimatedHeightProvider = estimated
        if estimated != nil && tableView.estimatedRowHeight <= 0 {
            tableView.estimatedRowHeight = tableView.rowHeight > 0 ? tableView.rowHeight : 44
        }
        dataSource.invalidateRowHeights()
        if hasHeightClosures, dataSource.viewportTarget?.delegateAsksForRowHeights == false {
            dataSource.report(
                .rowHeightsNotAsked,
                "setHeightProviders: the table's delegate does not ask this adapter for row heights; set it to "
                    + "dataSource.makeDelegate(forwardingTo:), or answer heights with heightForRow(at:)")
        }
        log(
            "setHeightProviders(height: \(height == nil ? "nil" : "closure"), estimated: \(estimated == nil ? "nil" : "closure"))"
        )
    }

    /// The height the height closure gives a row.
    ///
    /// - Returns: The height, or `nil` when no height closure is set or the index path is out
    ///   of range (then use the table's `rowHeight`).
    /// - Complexity: O(1) plus the closure.
    public func heightForRow(at indexPath: IndexPath) -> CGFloat? {
        guard let heightProvider, let item = item(at: indexPath) else { return nil }
        let section = section(at: indexPath.sectionIndex)
        return dataSource.updates.callingBackFromView { heightProvider(tableView, indexPath, item, section) }
    }

    /// The estimate the estimate closure gives a row.
    ///
    /// - Returns: The estimate, or `nil` when no estimate closure is set or the index path is
    ///   out of range (then use the table's `estimatedRowHeight`).
    /// - Complexity: O(1) plus the closure.
    public func estimatedHeightForRow(at indexPath: IndexPath) -> CGFloat? {
        guard let estimatedHeightProvider, let item = item(at: indexPath) else { return nil }
        let section = section(at: indexPath.sectionIndex)
        return dataSource.updates.callingBackFromView { estimatedHeightProvider(tableView, indexPath, item, section) }
    }
}

extension ListAdapter: RowHeightSource where View: DiffableTableView {
    /// Whether a height or estimate closure is set.
    var hasHeightClosures: Bool { heightProvider != nil || estimatedHeightProvider != nil }

    /// Whether an estimate closure is set.
    var hasEstimateClosure: Bool { estimatedHeightProvider != nil }
}

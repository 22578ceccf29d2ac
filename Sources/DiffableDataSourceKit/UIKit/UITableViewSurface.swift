#if canImport(UIKit)
import UIKit

extension UITableView: DiffableTableView {
    /// A table's cells are `UITableViewCell`s.
    public typealias Cell = UITableViewCell
}

/// The surface a table's data source drives: batches, reloads and reconfigures go to the
/// `UITableView` as they are. Every decision is the data source's; this only forwards, and
/// the tests pin the same calls on a recording surface.
@MainActor
final class UITableViewSurface: ListBatchTarget, ListViewportTarget, ListSelectionTarget, UserMoveReporting,
    DataSourceHolder
{
    weak var tableView: UITableView?
    /// The animation of rows and sections in animated batches.
    var defaultRowAnimation: UITableView.RowAnimation = .automatic
    weak var userMoveObserver: (any UserMoveObserver)?
    /// What the table holds as its data source when it needs one (it does not retain it).
    private var proxy: UITableViewDataSourceProxy?

    init(tableView: UITableView) {
        self.tableView = tableView
    }

    /// Makes `dataSource` the table's data source: through a proxy that tells
    /// ``userMoveObserver`` of the user's moves around `moveRowAt` when `reportingMoves`
    /// (``DataSourceHolding`` decides), else itself.
    func hold(_ dataSource: NSObject, reportingMoves: Bool) {
        guard let dataSource = dataSource as? NSObject & UITableViewDataSource else { return }
        proxy = reportingMoves ? UITableViewDataSourceProxy(target: dataSource, surface: self) : nil
        tableView?.dataSource = proxy ?? dataSource
    }

    var batchRules: ListBatchRules { .table }

    var isInWindow: Bool { tableView?.window != nil }

    var hasUncommittedUpdates: Bool { tableView?.hasUncommittedUpdates ?? false }

    /// UIKit raises on a bad batch: the data source's guard checks batches first.
    var checksBatches: Bool { false }

    var displayedSectionCount: Int { tableView?.numberOfSections ?? 0 }

    func displayedItemCount(inSection section: Int) -> Int { tableView?.numberOfRows(inSection: section) ?? 0 }

    func reloadData(showing content: any ListContent) { tableView?.reloadData() }

    func performBatchUpdates(
        _ batch: ListBatch, animated: Bool, updateData: () -> any ListContent,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let tableView else {
            _ = updateData()
            return completion()
        }
        let animation = animated ? defaultRowAnimation : .none
        withoutActuallyEscaping(updateData) { updateData in
            // UIKit runs the block at once; the counts it reads after the block are the new
            // snapshot's, because the data source switched to it first.
            let updates = {
                _ = updateData()
                tableView.deleteSections(IndexSet(batch.sectionDeletes), with: animation)
                tableView.insertSections(IndexSet(batch.sectionInserts), with: animation)
                for move in batch.sectionMoves { tableView.moveSection(move.source, toSection: move.destination) }
                tableView.reloadSections(IndexSet(batch.sectionReloads), with: animation)
                tableView.deleteRows(at: batch.rowDeletes, with: animation)
                tableView.insertRows(at: batch.rowInserts, with: animation)
                for move in batch.rowMoves { tableView.moveRow(at: move.source, to: move.destination) }
                tableView.reloadRows(at: batch.rowReloads, with: animation)
            }
            if animated {
                tableView.performBatchUpdates(updates) { _ in completion() }
            } else {
                UIView.performWithoutAnimation { tableView.performBatchUpdates(updates) { _ in completion() } }
            }
        }
    }

    func reconfigureItems(at indexPaths: [IndexPath]) { tableView?.reconfigureRows(at: indexPaths) }

    func hasCell(at indexPath: IndexPath) -> Bool { tableView?.cellForRow(at: indexPath) != nil }

    func invalidateRowHeights() {
        guard let tableView else { return }
        // UIKit reads which height methods its delegate has when the delegate is set.
        if let delegate = tableView.delegate, delegate is ForwardingDelegate {
            tableView.delegate = nil
            tableView.delegate = delegate
        }
        guard isInWindow else { return }
        tableView.performBatchUpdates(nil)
    }

    func viewport() -> ListViewport? {
        guard let tableView else { return nil }
        // Frames are read after the batch's layout, before the next frame is drawn.
        tableView.layoutIfNeeded()
        let insets = tableView.adjustedContentInset
        return ListViewport(
            offset: tableView.contentOffset.y, height: tableView.bounds.height,
            contentHeight: tableView.contentSize.height, minOffset: -insets.top, bottomInset: insets.bottom)
    }

    func firstVisibleRow() -> IndexPath? { tableView?.indexPathsForVisibleRows?.min() }

    func verticalExtent(ofRowAt indexPath: IndexPath) -> ClosedRange<CGFloat>? {
        guard let tableView, indexPath.section < tableView.numberOfSections,
            indexPath.row < tableView.numberOfRows(inSection: indexPath.section)
        else { return nil }
        let frame = tableView.rectForRow(at: indexPath)
        return frame.minY...frame.maxY
    }

    func scroll(toOffset offset: CGFloat) {
        guard let tableView else { return }
        tableView.contentOffset.y = offset
    }

    func selectedRows() -> [IndexPath] { tableView?.indexPathsForSelectedRows?.sorted() ?? [] }

    func selectRow(at indexPath: IndexPath, animated: Bool) {
        tableView?.selectRow(at: indexPath, animated: animated, scrollPosition: .none)
    }

    func deselectRow(at indexPath: IndexPath, animated: Bool) {
        tableView?.deselectRow(at: indexPath, animated: animated)
    }

    var delegateAsksForRowHeights: Bool {
        guard let delegate = tableView?.delegate else { return false }
        return delegate is ForwardingDelegate
            || delegate.responds(to: #selector(UITableViewDelegate.tableView(_:heightForRowAt:)))
    }
}
extension UITableView: AdapterNaming {
    nonisolated static var adapterName: String { "DiffableTableAdapter" }
}
#endif

#if canImport(UIKit)
import UIKit

extension UICollectionView: DiffableCollectionView {
    /// A collection view's cells are `UICollectionViewCell`s.
    public typealias Cell = UICollectionViewCell
    /// A collection view's headers and footers are `UICollectionReusableView`s.
    public typealias SupplementaryView = UICollectionReusableView
}

/// The surface a collection view's data source drives: batches (already in the collection
/// view's stricter form), reloads and reconfigures go to the `UICollectionView` as they
/// are, as in ``UITableViewSurface``.
@MainActor
final class UICollectionViewSurface: ListBatchTarget, ListViewportTarget, ListSelectionTarget, UserMoveReporting,
    DataSourceHolder
{
    weak var collectionView: UICollectionView?
    weak var userMoveObserver: (any UserMoveObserver)?
    /// What the collection view holds as its data source when it needs one (it does not
    /// retain it).
    private var proxy: UICollectionViewDataSourceProxy?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// Makes `dataSource` the collection view's data source: through a proxy that tells
    /// ``userMoveObserver`` of the user's moves around `moveItemAt` when `reportingMoves`
    /// (``DataSourceHolding`` decides), else itself.
    func hold(_ dataSource: NSObject, reportingMoves: Bool) {
        guard let dataSource = dataSource as? NSObject & UICollectionViewDataSource else { return }
        proxy = reportingMoves ? UICollectionViewDataSourceProxy(target: dataSource, surface: self) : nil
        collectionView?.dataSource = proxy ?? dataSource
    }

    var batchRules: ListBatchRules { .collection }

    var isInWindow: Bool { collectionView?.window != nil }

    var hasUncommittedUpdates: Bool { collectionView?.hasUncommittedUpdates ?? false }

    /// UIKit raises on a bad batch: the data source's guard checks batches first.
    var checksBatches: Bool { false }

    var displayedSectionCount: Int { collectionView?.numberOfSections ?? 0 }

    func displayedItemCount(inSection section: Int) -> Int { collectionView?.numberOfItems(inSection: section) ?? 0 }

    func reloadData(showing content: any ListContent) { collectionView?.reloadData() }

    func performBatchUpdates(
        _ batch: ListBatch, animated: Bool, updateData: () -> any ListContent,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let collectionView else {
            _ = updateData()
            return completion()
        }
        withoutActuallyEscaping(updateData) { updateData in
            // UIKit runs the block at once; the counts it reads after the block are the new
            // snapshot's, because the data source switched to it first.
            let updates = {
                _ = updateData()
                collectionView.deleteSections(IndexSet(batch.sectionDeletes))
                collectionView.insertSections(IndexSet(batch.sectionInserts))
                for move in batch.sectionMoves { collectionView.moveSection(move.source, toSection: move.destination) }
                collectionView.reloadSections(IndexSet(batch.sectionReloads))
                collectionView.deleteItems(at: batch.rowDeletes)
                collectionView.insertItems(at: batch.rowInserts)
                for move in batch.rowMoves { collectionView.moveItem(at: move.source, to: move.destination) }
                collectionView.reloadItems(at: batch.rowReloads)
            }
            if animated {
                collectionView.performBatchUpdates(updates) { _ in completion() }
            } else {
                UIView.performWithoutAnimation { collectionView.performBatchUpdates(updates) { _ in completion() } }
            }
        }
    }

    func reconfigureItems(at indexPaths: [IndexPath]) { collectionView?.reconfigureItems(at: indexPaths) }

    func hasCell(at indexPath: IndexPath) -> Bool { collectionView?.cellForItem(at: indexPath) != nil }

    func invalidateRowHeights() {}

    var delegateAsksForRowHeights: Bool { true }

    func viewport() -> ListViewport? {
        guard let collectionView else { return nil }
        // Frames are read after the batch's layout, before the next frame is drawn.
        collectionView.layoutIfNeeded()
        let insets = collectionView.adjustedContentInset
        return ListViewport(
            offset: collectionView.contentOffset.y, height: collectionView.bounds.height,
            contentHeight: collectionView.contentSize.height, minOffset: -insets.top, bottomInset: insets.bottom)
    }

    func firstVisibleRow() -> IndexPath? {
        guard let collectionView else { return nil }
        // The item nearest the top that is still in view: visible items come in no order.
        let top = collectionView.contentOffset.y
        let frames = collectionView.indexPathsForVisibleItems.compactMap { path in
            collectionView.layoutAttributesForItem(at: path).map { (frame: $0.frame, path: path) }
        }
        return frames.filter { $0.frame.maxY > top }.min { ($0.frame.minY, $0.path) < ($1.frame.minY, $1.path) }?.path
    }

    func verticalExtent(ofRowAt indexPath: IndexPath) -> ClosedRange<CGFloat>? {
        guard let frame = collectionView?.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        return frame.minY...frame.maxY
    }

    func scroll(toOffset offset: CGFloat) {
        guard let collectionView else { return }
        collectionView.contentOffset.y = offset
    }

    func selectedRows() -> [IndexPath] { collectionView?.indexPathsForSelectedItems?.sorted() ?? [] }

    func selectRow(at indexPath: IndexPath, animated: Bool) {
        collectionView?.selectItem(at: indexPath, animated: animated, scrollPosition: [])
    }

    func deselectRow(at indexPath: IndexPath, animated: Bool) {
        collectionView?.deselectItem(at: indexPath, animated: animated)
    }
}
extension UICollectionView: AdapterNaming {
    nonisolated static var adapterName: String { "DiffableCollectionAdapter" }
}
#endif

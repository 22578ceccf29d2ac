#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSCollectionView: DiffableCollectionView {
    /// A collection view's cells are items (view controllers).
    public typealias Cell = NSCollectionViewItem
    /// A collection view's headers and footers are views.
    public typealias SupplementaryView = NSView
}

/// The surface a collection view's data source drives: batches (already in the collection
/// view's form, and checked by the data source's guard), reloads and reconfigures go to the
/// `NSCollectionView` as they are. `NSCollectionView.performBatchUpdates(_:completionHandler:)`
/// takes UIKit's coordinates (deletes before the update, inserts after), so it receives what
/// a `UICollectionView` receives, which the tests pin on a recording surface.
@MainActor
final class NSCollectionViewSurface: ListBatchTarget, ListViewportTarget, ListSelectionTarget {
    weak var collectionView: NSCollectionView?

    init(collectionView: NSCollectionView) {
        self.collectionView = collectionView
    }

    var batchRules: ListBatchRules { .collection }

    var isInWindow: Bool { collectionView?.window != nil }

    /// No drag of the data source's is ever in flight: items are not reordered by dragging.
    var hasUncommittedUpdates: Bool { false }

    /// AppKit raises on a bad batch: the data source's guard checks batches first.
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
            // AppKit runs the block at once; the counts it reads after it are the new
            // snapshot's, because the data source switched to it first.
            let updates = {
                _ = updateData()
                collectionView.deleteSections(IndexSet(batch.sectionDeletes))
                collectionView.insertSections(IndexSet(batch.sectionInserts))
                for move in batch.sectionMoves { collectionView.moveSection(move.source, toSection: move.destination) }
                collectionView.reloadSections(IndexSet(batch.sectionReloads))
                collectionView.deleteItems(at: Set(batch.rowDeletes))
                collectionView.insertItems(at: Set(batch.rowInserts))
                for move in batch.rowMoves { collectionView.moveItem(at: move.source, to: move.destination) }
                collectionView.reloadItems(at: Set(batch.rowReloads))
            }
            // Messages to the animator animate; to the view itself, they do not.
            let view = animated ? collectionView.animator() : collectionView
            view.performBatchUpdates(updates) { _ in
                if Thread.isMainThread {
                    MainActor.assumeIsolated { completion() }
                } else {
                    Task { @MainActor in completion() }
                }
            }
        }
    }

    /// AppKit's item provider takes no item to configure again: a reconfigured item gets a
    /// new item from the provider, in place.
    func reconfigureItems(at indexPaths: [IndexPath]) { collectionView?.reloadItems(at: Set(indexPaths)) }

    func hasCell(at indexPath: IndexPath) -> Bool { collectionView?.item(at: indexPath) != nil }

    func afterUncommittedUpdates(_ work: @escaping @MainActor () -> Void) { work() }

    func invalidateRowHeights() {}

    var delegateAsksForRowHeights: Bool { true }

    func viewport() -> ListViewport? {
        guard let collectionView, let clipView = collectionView.enclosingScrollView?.contentView else { return nil }
        // Frames are read after the batch's layout.
        collectionView.layoutSubtreeIfNeeded()
        let insets = clipView.contentInsets
        return ListViewport(
            offset: clipView.bounds.minY, height: clipView.bounds.height, contentHeight: collectionView.frame.height,
            minOffset: -insets.top, bottomInset: insets.bottom)
    }

    func firstVisibleRow() -> IndexPath? {
        guard let collectionView else { return nil }
        // The item nearest the top that is still in view: visible items come in no order.
        let top = collectionView.visibleRect.minY
        let frames = collectionView.indexPathsForVisibleItems().compactMap { path in
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
        collectionView.scroll(NSPoint(x: collectionView.visibleRect.minX, y: offset))
    }

    func selectedRows() -> [IndexPath] { collectionView?.selectionIndexPaths.sorted() ?? [] }

    func selectRow(at indexPath: IndexPath, animated: Bool) {
        collectionView?.selectItems(at: [indexPath], scrollPosition: [])
    }

    func deselectRow(at indexPath: IndexPath, animated: Bool) {
        collectionView?.deselectItems(at: [indexPath])
    }
}
#endif

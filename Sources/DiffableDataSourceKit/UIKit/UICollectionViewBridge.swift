#if canImport(UIKit)
import UIKit

/// The UIKit side of a collection view's ``ListDataSource``: the collection view's
/// `UICollectionViewDataSource`, its `UICollectionViewDelegate` when it had none, and the
/// surface the data source drives.
///
/// Everything here forwards, as in `UITableViewBridge`: counts, cells, supplementary views
/// and drags go to the data source, which decides; batches (already in the collection
/// view's stricter form), reloads and reconfigures come from it and go to the collection
/// view as they are.
@MainActor
final class UICollectionViewBridge<Section: Hashable & Sendable, Item: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource, UICollectionViewDelegate, ListSurface
{
    weak var collectionView: UICollectionView?
    weak var dataSource: ListDataSource<Section, Item, UICollectionView>?
    /// Element kinds whose fallback view class is registered.
    private var fallbackKinds = Set<String>()
    private static var fallbackIdentifier: String { "DiffableDataSourceKit.fallback" }

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackIdentifier)
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int { dataSource?.numberOfSections ?? 0 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        dataSource?.numberOfRows(inSection: section) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        // A builder that throws or gives no cell, or an item out of range, shows a plain
        // dequeued cell (logged by the data source) instead of raising.
        if let cell = try? dataSource?.cell(at: indexPath, in: collectionView) { return cell }
        return collectionView.dequeueReusableCell(withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = dataSource?.supplementaryView(in: collectionView, ofKind: kind, at: indexPath) { return view }
        // UIKit requires a view for every supplementary item its layout asks for.
        if fallbackKinds.insert(kind).inserted {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: Self.fallbackIdentifier)
        }
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        dataSource?.canMoveItem(at: indexPath) ?? false
    }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        dataSource?.userMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: UICollectionViewDelegate (only while the collection view has no other delegate)

    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        dataSource?.targetIndexPath(forMoveFromRowAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
            ?? proposedIndexPath
    }

    // MARK: ListSurface

    var listKind: ListKind { .collection }

    var isInWindow: Bool { collectionView?.window != nil }

    var hasUncommittedUpdates: Bool { collectionView?.hasUncommittedUpdates ?? false }

    var displayedSectionCount: Int { collectionView?.numberOfSections ?? 0 }

    func displayedItemCount(inSection section: Int) -> Int { collectionView?.numberOfItems(inSection: section) ?? 0 }

    func reloadData() { collectionView?.reloadData() }

    func performBatchUpdates(_ batch: ListBatch, animated: Bool, updateData: () -> Void) {
        guard let collectionView else { return updateData() }
        withoutActuallyEscaping(updateData) { updateData in
            // UIKit runs the block at once; the counts it reads after the block are the new
            // snapshot's, because the data source switched to it first.
            let updates = {
                updateData()
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
                collectionView.performBatchUpdates(updates)
            } else {
                UIView.performWithoutAnimation { collectionView.performBatchUpdates(updates) }
            }
        }
    }

    func reconfigureItems(at indexPaths: [IndexPath]) { collectionView?.reconfigureItems(at: indexPaths) }

    func hasCell(at indexPath: IndexPath) -> Bool { collectionView?.cellForItem(at: indexPath) != nil }

    func afterUncommittedUpdates(_ work: @escaping @MainActor () -> Void) {
        pollForCommittedDrop(work)
    }

    func invalidateRowHeights() {}
}
#endif

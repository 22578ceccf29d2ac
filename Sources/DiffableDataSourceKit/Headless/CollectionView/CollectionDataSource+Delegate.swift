import Foundation

extension CollectionDataSource {
    /// A delegate for the collection view that answers the drop target of a drag with the
    /// data source's policy (after `delegate` proposed one), and forwards the rest to the
    /// app's own delegate.
    ///
    ///     collectionView.delegate = dataSource.makeDelegate(forwardingTo: self)
    ///
    /// The data source never sets the delegate itself; it keeps this object alive.
    /// - Parameter delegate: The app's delegate, or `nil`; not retained.
    /// - Returns: The object to set as the collection view's delegate.
    /// - Complexity: O(1).
    public func makeDelegate(forwardingTo delegate: (any HeadlessCollectionViewDelegate)? = nil)
        -> any HeadlessCollectionViewDelegate
    {
        keepDelegate(ForwardingCollectionDelegate(dataSource: self, forwardingTo: delegate))
    }
}

/// The delegate ``CollectionDataSource/makeDelegate(forwardingTo:)`` makes: the drop
/// target comes from the data source, and every other message of
/// ``HeadlessCollectionViewDelegate`` goes on to the app's delegate (a method the protocol
/// gains needs its forward here, or the protocol's default swallows it).
@MainActor
final class ForwardingCollectionDelegate<Section: Hashable & Sendable, Item: Hashable & Sendable>:
    HeadlessCollectionViewDelegate
{
    weak var dataSource: ListDataSource<Section, Item, HeadlessCollectionView>?
    weak var forward: (any HeadlessCollectionViewDelegate)?

    init(
        dataSource: ListDataSource<Section, Item, HeadlessCollectionView>,
        forwardingTo forward: (any HeadlessCollectionViewDelegate)?
    ) {
        self.dataSource = dataSource
        self.forward = forward
    }

    func collectionView(
        _ collectionView: HeadlessCollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        let forward = forward
        return dataSource?.delegateDropTarget(from: originalIndexPath, proposed: proposedIndexPath) {
            forward?.collectionView(
                collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
                atCurrentIndexPath: currentIndexPath, toProposedIndexPath: $0)
        } ?? proposedIndexPath
    }

    func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        dataSource?.delegateWillDisplay(at: indexPath)
        forward?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
        dataSource?.delegateDidChangeSelection()
        forward?.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath) {
        dataSource?.delegateDidChangeSelection()
        forward?.collectionView(collectionView, didDeselectItemAt: indexPath)
    }

    func scrollViewDidScroll(_ collectionView: HeadlessCollectionView) {
        dataSource?.delegateDidScroll()
        forward?.scrollViewDidScroll(collectionView)
    }
}

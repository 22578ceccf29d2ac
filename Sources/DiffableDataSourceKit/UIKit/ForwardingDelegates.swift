#if canImport(UIKit)
import UIKit

/// A delegate made by a data source's `makeDelegate(forwardingTo:)`.
///
/// UIKit picks a delegate's methods by `responds(to:)`. For a message such a delegate does
/// not answer itself, it reports the app's delegate's answer and forwards the message, so
/// UIKit picks as it would for the app's delegate. A method it answers itself hides that
/// choice, so each one asks the app's delegate by the method UIKit would have asked: the
/// collection view's drop target falls back to the older method, and the table's
/// estimated height is answered only when someone has an estimate.
protocol ForwardingDelegate: AnyObject {}

/// The table delegate ``DiffableTableDataSource/makeDelegate(forwardingTo:)`` makes: it
/// answers row heights and the drop target from the data source
/// (`ListDataSource+Delegate.swift` decides) and hands every other delegate message to the
/// app's delegate, through the Objective-C runtime's forwarding.
@MainActor
final class UITableViewForwardingDelegate<Section: Hashable & Sendable, Item: Hashable & Sendable>: NSObject,
    UITableViewDelegate, ForwardingDelegate
{
    weak var dataSource: ListDataSource<Section, Item, UITableView>?
    /// Read by the runtime's forwarding, which is not isolated; set once, on the main thread.
    nonisolated(unsafe) weak var forward: (any UITableViewDelegate)?

    init(dataSource: ListDataSource<Section, Item, UITableView>, forwardingTo forward: (any UITableViewDelegate)?) {
        self.dataSource = dataSource
        self.forward = forward
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let forward = forward
        return dataSource?.delegateRowHeight(
            at: indexPath, estimated: false, forwarded: { forward?.tableView?(tableView, heightForRowAt: indexPath) },
            tableHeight: tableView.rowHeight) ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        let forward = forward
        let fallback = tableView.estimatedRowHeight > 0 ? tableView.estimatedRowHeight : UITableView.automaticDimension
        return dataSource?.delegateRowHeight(
            at: indexPath, estimated: true,
            forwarded: { forward?.tableView?(tableView, estimatedHeightForRowAt: indexPath) }, tableHeight: fallback)
            ?? fallback
    }

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let forward = forward
        return dataSource?.delegateDropTarget(from: sourceIndexPath, proposed: proposedDestinationIndexPath) {
            forward?.tableView?(tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: $0)
        } ?? proposedDestinationIndexPath
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        dataSource?.delegateWillDisplay(at: indexPath)
        forward?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        dataSource?.delegateDidChangeSelection()
        forward?.tableView?(tableView, didSelectRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        dataSource?.delegateDidChangeSelection()
        forward?.tableView?(tableView, didDeselectRowAt: indexPath)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        dataSource?.delegateDidScroll()
        forward?.scrollViewDidScroll?(scrollView)
    }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        let forwards = forward?.responds(to: aSelector) == true
        if aSelector == #selector(UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)) {
            // UIKit asks on the main thread; anyone asking elsewhere gets the app's own
            // delegate's answer, as the data source can be read on the main thread only.
            guard Thread.isMainThread else { return forwards }
            return MainActor.assumeIsolated { dataSource?.delegateAnswersEstimates(forwardAnswers: forwards) ?? false }
        }
        return super.responds(to: aSelector) || forwards
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        forward?.responds(to: aSelector) == true ? forward : nil
    }
}

/// The collection view delegate ``DiffableCollectionDataSource/makeDelegate(forwardingTo:)``
/// makes: it answers the drop target from the data source and forwards every other
/// message to the app's delegate.
///
/// It answers the drop target with the iOS 15 method, so UIKit never asks the older
/// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`; an app's
/// delegate that implements only the older one is asked it here
/// (`ListDataSource+Delegate.swift` decides the order).
@MainActor
final class UICollectionViewForwardingDelegate<Section: Hashable & Sendable, Item: Hashable & Sendable>: NSObject,
    UICollectionViewDelegate, ForwardingDelegate
{
    weak var dataSource: ListDataSource<Section, Item, UICollectionView>?
    /// Read by the runtime's forwarding, which is not isolated; set once, on the main thread.
    nonisolated(unsafe) weak var forward: (any UICollectionViewDelegate)?

    init(
        dataSource: ListDataSource<Section, Item, UICollectionView>,
        forwardingTo forward: (any UICollectionViewDelegate)?
    ) {
        self.dataSource = dataSource
        self.forward = forward
    }

    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        let forward = forward
        let legacy = forward.map(Self.legacyDropTarget(of:))
        // Implementing this method hides the older one from UIKit, so the app's delegate is
        // asked by the newest of the two it implements, as UIKit would ask it.
        return dataSource?.delegateDropTarget(
            from: originalIndexPath, proposed: proposedIndexPath,
            askingNewestFirst: [
                {
                    forward?.collectionView?(
                        collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
                        atCurrentIndexPath: currentIndexPath, toProposedIndexPath: $0)
                },
                {
                    legacy?.legacyTargetIndexPath?(
                        in: collectionView, forMoveFromItemAt: currentIndexPath, toProposedIndexPath: $0)
                },
            ]) ?? proposedIndexPath
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        dataSource?.delegateWillDisplay(at: indexPath)
        forward?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        dataSource?.delegateDidChangeSelection()
        forward?.collectionView?(collectionView, didSelectItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        dataSource?.delegateDidChangeSelection()
        forward?.collectionView?(collectionView, didDeselectItemAt: indexPath)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        dataSource?.delegateDidScroll()
        forward?.scrollViewDidScroll?(scrollView)
    }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forward?.responds(to: aSelector) == true
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        forward?.responds(to: aSelector) == true ? forward : nil
    }
}
#endif

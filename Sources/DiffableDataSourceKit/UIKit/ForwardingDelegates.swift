#if canImport(UIKit)
import UIKit

/// A delegate made by a data source's `makeDelegate(forwardingTo:)`.
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
        return dataSource?.delegateDropTarget(from: originalIndexPath, proposed: proposedIndexPath) {
            forward?.collectionView?(
                collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
                atCurrentIndexPath: currentIndexPath, toProposedIndexPath: $0)
        } ?? proposedIndexPath
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        dataSource?.delegateWillDisplay(at: indexPath)
        forward?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forward?.responds(to: aSelector) == true
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        forward?.responds(to: aSelector) == true ? forward : nil
    }
}
#endif

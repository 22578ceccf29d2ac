import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension TableDataSource {
    /// A delegate for the table that answers what the data source and its adapter decide,
    /// and forwards the rest to the app's own delegate.
    ///
    ///     tableView.delegate = dataSource.makeDelegate(forwardingTo: self)
    ///
    /// It answers the drop target of a drag with the data source's policy
    /// (``ListDataSource/targetIndexPath(forMoveFromRowAt:toProposedIndexPath:)``, after
    /// `delegate` proposed one) and row heights with an adapter's closures (else
    /// `delegate`'s, else the table's). The data source never sets the table's delegate
    /// itself; it keeps this object alive. Without it (or a delegate that asks the data
    /// source), a drag the policy forbids is put back after the drop, and an adapter's
    /// heights are not asked; both are reported through ``ListDiagnostics``.
    /// - Parameter delegate: The app's delegate, or `nil`; not retained.
    /// - Returns: The object to set as the table's delegate.
    /// - Complexity: O(1).
    public func makeDelegate(forwardingTo delegate: (any HeadlessTableViewDelegate)? = nil)
        -> any HeadlessTableViewDelegate
    {
        keepDelegate(ForwardingTableDelegate(dataSource: self, forwardingTo: delegate))
    }
}

/// The delegate ``TableDataSource/makeDelegate(forwardingTo:)`` makes: every answer comes
/// from the data source (`ListDataSource+Delegate.swift`), and every message of
/// ``HeadlessTableViewDelegate`` goes on to the app's delegate (a method the protocol gains
/// needs its forward here, or the protocol's default swallows it).
@MainActor
final class ForwardingTableDelegate<Section: Hashable & Sendable, Item: Hashable & Sendable>: TableOwnRowHeights {
    weak var dataSource: ListDataSource<Section, Item, HeadlessTableView>?
    weak var forward: (any HeadlessTableViewDelegate)?

    init(
        dataSource: ListDataSource<Section, Item, HeadlessTableView>,
        forwardingTo forward: (any HeadlessTableViewDelegate)?
    ) {
        self.dataSource = dataSource
        self.forward = forward
    }

    func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let forward = forward
        return dataSource?.delegateRowHeight(
            at: indexPath, estimated: false, forwarded: { forward?.tableView(tableView, heightForRowAt: indexPath) },
            tableHeight: tableView.rowHeight) ?? tableView.rowHeight
    }

    func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        let forward = forward
        return dataSource?.delegateRowHeight(
            at: indexPath, estimated: true,
            forwarded: { forward?.tableView(tableView, estimatedHeightForRowAt: indexPath) },
            tableHeight: tableView.estimatedRowHeight) ?? tableView.estimatedRowHeight
    }

    func tableView(
        _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let forward = forward
        return dataSource?.delegateDropTarget(from: sourceIndexPath, proposed: proposedDestinationIndexPath) {
            forward?.tableView(tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: $0)
        } ?? proposedDestinationIndexPath
    }

    func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
        dataSource?.delegateDidChangeSelection()
        forward?.tableView(tableView, didSelectRowAt: indexPath)
    }

    func tableView(_ tableView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath) {
        dataSource?.delegateDidChangeSelection()
        forward?.tableView(tableView, didDeselectRowAt: indexPath)
    }

    func scrollViewDidScroll(_ tableView: HeadlessTableView) {
        dataSource?.delegateDidScroll()
        forward?.scrollViewDidScroll(tableView)
    }

    func tableView(_ tableView: HeadlessTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        dataSource?.delegateWillDisplay(at: indexPath)
        forward?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    var usesTableRowHeights: Bool {
        dataSource?.delegateUsesTableRowHeights(forwardsHeights: forward != nil) ?? true
    }
}

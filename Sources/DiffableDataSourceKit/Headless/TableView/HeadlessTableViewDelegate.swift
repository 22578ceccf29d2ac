import Foundation

/// The object that sizes a ``HeadlessTableView``'s rows and may redirect a drag, as
/// `UITableViewDelegate` does. Every method has a default.
///
///     final class Controller: HeadlessTableViewDelegate {
///         func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
///             adapter.heightForRow(at: indexPath) ?? tableView.rowHeight
///         }
///     }
@MainActor
public protocol HeadlessTableViewDelegate: AnyObject {
    /// A row's height, or ``HeadlessTableView/automaticDimension`` to ask its cell.
    ///
    /// The default returns the table's ``HeadlessTableView/rowHeight``.
    func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    /// A row's height before it is measured; used only while
    /// ``HeadlessTableView/estimatedRowHeight`` is positive.
    ///
    /// The default returns the table's ``HeadlessTableView/estimatedRowHeight``.
    func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

    /// Where a dragged row goes when the user proposes a place; return another index path
    /// to redirect it, as `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`.
    ///
    /// The default accepts the proposal.
    func tableView(
        _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath

    /// The user tapped a row and the table selected it, as `tableView(_:didSelectRowAt:)`.
    /// Not called for ``HeadlessTableView/selectRow(at:animated:scrollPosition:)``.
    ///
    /// The default does nothing.
    func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath)

    /// A user's tap deselected a row, as `tableView(_:didDeselectRowAt:)`: the row tapped
    /// again with multiple selection, or the row selected before another is tapped without
    /// it. Not called for ``HeadlessTableView/deselectRow(at:animated:)``.
    ///
    /// The default does nothing.
    func tableView(_ tableView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath)

    /// A row is about to come on screen with its cell, as `tableView(_:willDisplay:forRowAt:)`:
    /// called for each row a layout makes visible that was not visible before.
    ///
    /// The default does nothing.
    func tableView(_ tableView: HeadlessTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)

    /// The table's ``HeadlessTableView/contentOffset`` changed, as UIKit's
    /// `scrollViewDidScroll(_:)`: after the user, the app or a data source keeping the user's
    /// place scrolled it, once the table laid out the rows now visible.
    ///
    /// The default does nothing.
    func scrollViewDidScroll(_ tableView: HeadlessTableView)
}

extension HeadlessTableViewDelegate {
    /// Returns the table's ``HeadlessTableView/rowHeight``.
    public func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// Returns the table's ``HeadlessTableView/estimatedRowHeight``.
    public func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    /// Accepts the proposal.
    public func tableView(
        _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath
    }

    /// Does nothing.
    public func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(_ tableView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(
        _ tableView: HeadlessTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func scrollViewDidScroll(_ tableView: HeadlessTableView) {}
}

/// A delegate that can say its answers to the height methods are the table's own
/// ``HeadlessTableView/rowHeight`` and ``HeadlessTableView/estimatedRowHeight``: a batch
/// that measures many rows then reads those instead of asking for each row, as a table
/// does with a delegate that has no height methods.
@MainActor
protocol TableOwnRowHeights: HeadlessTableViewDelegate {
    /// Whether every row's height and estimate are the table's.
    var usesTableRowHeights: Bool { get }
}

import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A user's swipes and pulls, for a test that acts as the user: the actions a swipe reveals
/// come from the swipe-action providers, as a list layout's do, and a pull goes to the
/// ``HeadlessCollectionView/refreshControl``. (Taps, drags and scrolls are
/// ``HeadlessCollectionView/performUserTap(at:)``, the interactive movement, and
/// ``HeadlessCollectionView/contentOffset`` or ``HeadlessCollectionView/scrollToItem(at:)``.)
extension HeadlessCollectionView {
    /// The titles of the actions a swipe from `edge` reveals on an item, in order; empty for
    /// an item out of range or without actions.
    ///
    /// - Complexity: O(1) plus the provider.
    public func swipeActionTitles(at indexPath: IndexPath, from edge: ListSwipeEdge = .trailing) -> [String] {
        swipeActions(at: indexPath, from: edge).map(\.title)
    }

    /// Simulates the user swiping an item from `edge` and tapping the revealed action named
    /// `title`: its handler runs, as UIKit runs a `UIContextualAction`'s.
    ///
    ///     collectionView.trailingSwipeActionsProvider = { coordinator.swipeActions(forItemAt: $0, edge: .trailing) }
    ///     collectionView.performUserSwipe(at: IndexPath(item: 2, section: 0), tapping: "Delete")
    ///
    /// As in UIKit, no swipe starts while a drag is uncommitted.
    /// - Returns: Whether an action ran: `false` for an item out of range, a swipe that
    ///   reveals no action of that title, or during a drag.
    /// - Complexity: O(*a*) for the *a* actions revealed, plus the provider and the handler.
    @discardableResult
    public func performUserSwipe(
        at indexPath: IndexPath, from edge: ListSwipeEdge = .trailing, tapping title: String
    ) -> Bool {
        guard !hasUncommittedUpdates,
            let action = swipeActions(at: indexPath, from: edge).first(where: { $0.title == title })
        else { return false }
        action.handler()
        return true
    }

    /// Simulates the user pulling the list down past its top: the collection view scrolls to
    /// the top, and the ``refreshControl`` refreshes and sends its action.
    ///
    /// - Returns: Whether a refresh started: `false` without a refresh control, or while it
    ///   is refreshing already (UIKit's control ignores a pull then).
    /// - Complexity: O(1), plus the cells of the items scrolled in and the action.
    @discardableResult
    public func performUserPull() -> Bool {
        guard let control = refreshControl, !control.isRefreshing else { return false }
        contentOffset = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        control.userPulled()
        return true
    }

    /// The actions a swipe reveals on an item in range.
    private func swipeActions(at indexPath: IndexPath, from edge: ListSwipeEdge) -> [ListSwipeAction] {
        guard list.contains(RowPosition(indexPath)) else { return [] }
        let provider = edge == .leading ? leadingSwipeActionsProvider : trailingSwipeActionsProvider
        return provider?(indexPath) ?? []
    }
}

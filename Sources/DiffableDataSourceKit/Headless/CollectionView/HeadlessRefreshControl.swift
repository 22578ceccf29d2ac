/// A headless `UIRefreshControl`: what a pull past the top of a ``HeadlessCollectionView``
/// starts. The user's pull (``HeadlessCollectionView/performUserPull()``) sets
/// ``isRefreshing`` and sends the action, as UIKit's control sends `valueChanged`; the app
/// calls ``endRefreshing()`` when its refresh is done.
///
///     collectionView.refreshControl = HeadlessRefreshControl { control in
///         Task {
///             await feed.reload()
///             control.endRefreshing()
///         }
///     }
///     collectionView.performUserPull()   // true: the action runs
@preconcurrency @MainActor
public final class HeadlessRefreshControl {
    private let action: @MainActor (HeadlessRefreshControl) -> Void

    /// Whether a refresh is in progress: from a pull, or ``beginRefreshing()``, until
    /// ``endRefreshing()``.
    public private(set) var isRefreshing = false

    /// Creates a control that runs `action` when the user pulls.
    ///
    /// - Parameter action: What a pull starts; it ends the refresh with ``endRefreshing()``.
    /// - Complexity: O(1).
    public init(action: @escaping @MainActor (HeadlessRefreshControl) -> Void) {
        self.action = action
    }

    /// Shows the control refreshing, from code: as UIKit's, it does not send the action.
    ///
    /// - Complexity: O(1).
    public func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends a refresh: the control hides, and the next pull starts a new one.
    ///
    /// - Complexity: O(1).
    public func endRefreshing() {
        isRefreshing = false
    }

    /// The user pulled: the control refreshes and sends its action.
    func userPulled() {
        isRefreshing = true
        action(self)
    }
}

extension ListCoordinator {
    /// Runs ``refreshAction`` for a user's pull, then `whenDone` (which ends the view's
    /// refresh control). A pull while a refresh runs is ignored; without an action,
    /// `whenDone` runs at once.
    ///
    ///     collectionView.refreshControl = HeadlessRefreshControl { control in
    ///         coordinator.refresh { control.endRefreshing() }
    ///     }
    ///
    /// - Parameter whenDone: Runs on the main actor once the action returns.
    /// - Complexity: O(1) plus the action.
    public func refresh(whenDone: @escaping @MainActor () -> Void = {}) {
        guard !isRefreshing else { return }
        guard let action = refreshAction else { return whenDone() }
        isRefreshing = true
        Task { @MainActor [weak self] in
            await action()
            self?.isRefreshing = false
            whenDone()
        }
    }
}

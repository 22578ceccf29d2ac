extension ListCoordinator {
    /// The actions a swipe from `edge` reveals on the item at `indexPath`: ``swipeActions``
    /// for the item, or, from the trailing edge when it gives none, the data source's Delete
    /// (while ``ListDataSource/allowSwipeToDelete`` and ``ListDataSource/canDeleteItem`` allow
    /// it: the swipe deletes the item and tells ``ListDataSource/didDeleteItem``). A view's
    /// swipe-action provider forwards here.
    ///
    ///     collectionView.trailingSwipeActionsProvider = { coordinator.swipeActions(forItemAt: $0, edge: .trailing) }
    ///
    /// The item is looked up now, and each action acts on that item when tapped, wherever
    /// the list has moved it meanwhile.
    ///
    /// - Complexity: O(1) plus ``swipeActions``.
    public func swipeActions(forItemAt indexPath: IndexPath, edge: ListSwipeEdge) -> [ListSwipeAction] {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return [] }
        let actions = swipeActions?(item, edge) ?? []
        guard actions.isEmpty, edge == .trailing, dataSource.canDeleteItem(at: indexPath) else { return actions }
        let dataSource = dataSource
        return [
            ListSwipeAction("Delete", role: .destructive) {
                guard let path = dataSource.indexPath(for: item) else { return }
                dataSource.userDeletedItem(at: path)
            }
        ]
    }
}

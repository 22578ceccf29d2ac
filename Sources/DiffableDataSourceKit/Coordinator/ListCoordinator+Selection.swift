import Dispatch

extension ListCoordinator {
    /// Selects exactly `items` (two-way binding's way in): deselects the other selected
    /// items and selects these, as the app does (the delegate is not told, nothing scrolls).
    ///
    ///     coordinator.select([song.id])
    ///
    /// An item the view does not show cannot be selected: the selection then differs from
    /// `items`, and ``selectionDidChange`` is told of what it is. Items are selected in the
    /// list's order (a view without multiple selection keeps the last). While the view
    /// cannot take the calls (a user's drag holds it, an update runs, an apply has not
    /// landed), the data source keeps them for when it can (see
    /// ``ListDataSource/selectItem(_:animated:)``): the selection is read then.
    ///
    /// - Parameters:
    ///   - items: The items to select.
    ///   - animated: Whether the view animates the change.
    /// - Complexity: O(1) when `items` is the selection already (a set comparison of *k*
    ///   items); else O(*k* log *n*) for *k* items selected before and after.
    public func select(_ items: Set<Item>, animated: Bool = false) {
        guard items != selection else { return }
        let waits = dataSource.updates.isViewHeld || dataSource.state.isAhead
        let shown = Set(dataSource.selectedItemIdentifiers)
        for item in shown.subtracting(items) { dataSource.deselectItem(item, animated: animated) }
        // In the list's order: the newest snapshot's, which the calls name items in.
        let newest = dataSource.snapshot()
        let added = items.subtracting(shown).compactMap { item in newest.indexPath(ofItem: item).map { ($0, item) } }
        for (_, item) in added.sorted(by: { $0.0 < $1.0 }) { dataSource.selectItem(item, animated: animated) }
        guard waits else { return readSelection(expecting: items) }
        selection = items
        readSelectionOnceCaughtUp()
    }

    /// Reads the selection once the data source applied the calls that wait: after the drop
    /// when a drag holds the view, else on the main queue's next turn (an update in
    /// progress ends before it; an apply that lands first tells ``viewShows(_:)``).
    private func readSelectionOnceCaughtUp() {
        guard let surface = dataSource.surface, surface.hasUncommittedUpdates else {
            return DispatchQueue.main.async {
                MainActor.assumeIsolated { self.readSelection(expecting: nil) }
            }
        }
        surface.afterUncommittedUpdates { [weak self] in self?.readSelection(expecting: nil) }
    }

    /// A tap changed the view's selection.
    func userChangedSelection() {
        readSelection(expecting: nil)
    }

    /// Reads the view's selection, and reports it when it differs from `expected` (the
    /// app's request), or without one from the selection before. While the app's selection
    /// calls wait for the view, the view's selection is not the app's yet: it is read once
    /// they applied.
    ///
    /// - Complexity: O(*k* log *n*) for *k* selected rows.
    func readSelection(expecting expected: Set<Item>?) {
        guard dataSource.waitingSelection.calls.isEmpty else { return }
        let now = Set(dataSource.selectedItemIdentifiers)
        let before = selection
        selection = now
        if now != (expected ?? before) { reportSelection() }
    }
}

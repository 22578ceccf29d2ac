extension ListCoordinator {
    /// Selects exactly `items` (two-way binding's way in): deselects the other selected
    /// items and selects these, as the app does (the delegate is not told, nothing scrolls).
    ///
    ///     coordinator.select([song.id])
    ///
    /// An item the view does not show cannot be selected: the selection then differs from
    /// `items`, and ``selectionDidChange`` is told of what it is. Items are selected in the
    /// list's order (a view without multiple selection keeps the last).
    ///
    /// - Parameters:
    ///   - items: The items to select.
    ///   - animated: Whether the view animates the change.
    /// - Complexity: O(1) when `items` is the selection already (a set comparison of *k*
    ///   items); else O(*k* log *n*) for *k* items selected before and after.
    public func select(_ items: Set<Item>, animated: Bool = false) {
        guard items != selection else { return }
        let shown = Set(dataSource.selectedItemIdentifiers)
        for item in shown.subtracting(items) { dataSource.deselectItem(item, animated: animated) }
        let added = items.subtracting(shown).compactMap { item in dataSource.indexPath(for: item).map { ($0, item) } }
        for (_, item) in added.sorted(by: { $0.0 < $1.0 }) { dataSource.selectItem(item, animated: animated) }
        readSelection(expecting: items)
    }

    /// A tap changed the view's selection.
    func userChangedSelection() {
        readSelection(expecting: nil)
    }

    /// Reads the view's selection, and reports it when it differs from `expected` (the
    /// app's request), or without one from the selection before.
    ///
    /// - Complexity: O(*k* log *n*) for *k* selected rows.
    func readSelection(expecting expected: Set<Item>?) {
        let now = Set(dataSource.selectedItemIdentifiers)
        let before = selection
        selection = now
        if now != (expected ?? before) { reportSelection() }
    }
}

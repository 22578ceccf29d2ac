extension ListDataSource {
    /// The selected items, in the view's order.
    ///
    /// The view keeps its selection by index path (a user's tap, `selectRow`), and UIKit
    /// loses it on reloaded rows and on `reloadData()`. The data source keeps it by item
    /// instead: around every update of the view it reads the selected items before, and
    /// after selects again the rows of those still shown (so a reloaded row, a row moved
    /// into another section, a section a collection view recreated and a reload of the
    /// whole view keep their selection), and reports those removed to
    /// ``didDeselectRemovedItems``. It never selects a row whose item was not selected.
    ///
    /// - Complexity: O(*k* log *n*) for *k* selected rows.
    public var selectedItemIdentifiers: [Item] {
        surface?.selectedRows().compactMap { current.itemIdentifier(at: $0) } ?? []
    }

    /// Selects an item's row, as the app does: the delegate is not told, nothing scrolls.
    /// An item not shown is ignored.
    ///
    /// - Complexity: O(1) expected, plus the view's work.
    public func selectItem(_ item: Item, animated: Bool = false) {
        guard let path = current.indexPath(ofItem: item) else { return }
        surface?.selectRow(at: path, animated: animated)
    }

    /// Deselects an item's row. An item not shown is ignored.
    ///
    /// - Complexity: O(1) expected, plus the view's work.
    public func deselectItem(_ item: Item, animated: Bool = false) {
        guard let path = current.indexPath(ofItem: item) else { return }
        surface?.deselectRow(at: path, animated: animated)
    }

    /// The items selected before an update; empty (and nothing read) when none is.
    func selectionBeforeUpdate() -> [Item] {
        guard let surface else { return [] }
        let rows = surface.selectedRows()
        return rows.isEmpty ? [] : rows.compactMap { current.itemIdentifier(at: $0) }
    }

    /// After an update: selects the rows of the items selected before that are still
    /// shown, deselects any other row, and reports the items that are gone.
    ///
    /// - Complexity: O(*k* log *n*) for *k* selected items.
    func restoreSelection(_ items: [Item]) {
        guard let surface else { return }
        var wanted = Set<IndexPath>()
        var removed: [Item] = []
        for item in items {
            if let path = current.indexPath(ofItem: item) { wanted.insert(path) } else { removed.append(item) }
        }
        let selected = Set(surface.selectedRows())
        for path in selected.subtracting(wanted).sorted() { surface.deselectRow(at: path, animated: false) }
        for path in wanted.subtracting(selected).sorted() { surface.selectRow(at: path, animated: false) }
        if !removed.isEmpty { didDeselectRemovedItems?(removed) }
    }
}

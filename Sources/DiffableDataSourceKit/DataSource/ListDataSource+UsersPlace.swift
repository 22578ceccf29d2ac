import Foundation

// The user's place around every update of the view: the selected items and, by
// `scrollAnchor`, the row being read. Read before the update and restored after it, in the
// same update (`keepingPlace(_:)`, which the update pipeline wraps around the outermost
// update). The view is reached through its optional seams, `ListSelectionTarget` and
// `ListViewportTarget`.

/// The user's place before an update: the row to keep still, where it was on screen, and
/// whether the end of the list was in view.
struct PlaceOnScreen<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// The items of the rows just above the anchor, nearest first, to find the row before a
    /// deleted anchor. A few, not the snapshot: holding the snapshot would make the update's
    /// in-place edit copy all of it.
    var itemsAbove: [Item] = []
    /// The first visible row's item and its index path then, if any row was visible.
    var anchor: (item: Item, indexPath: IndexPath)?
    /// The anchor's top minus the offset: its distance from the top of the visible area.
    var screenY: CGFloat
    /// Whether the end of the content was in view.
    var wasAtEnd: Bool
}

extension ListDataSource {
    /// Runs `body`, an update of the view, keeping the user's place: the selected items
    /// (see ``selectedItemIdentifiers``) and, by ``scrollAnchor``, the row being read. Both
    /// are read before and restored after, in the same update.
    ///
    /// - Complexity: O(*k* log *n*) for *k* selected rows, and with an anchor O(log *n*) for
    ///   the look-ups plus the 64 rows above the anchor it notes.
    func keepingPlace(_ body: () -> Void) {
        let selection = selectionBeforeUpdate()
        let place = scrollAnchor == .none ? nil : placeOnScreen()
        body()
        if !selection.isEmpty { restoreSelection(selection) }
        if let place { restore(place) }
    }

    /// Reads the user's place, or `nil` when the view has no geometry.
    private func placeOnScreen() -> PlaceOnScreen<Section, Item>? {
        guard let view = viewportTarget, let viewport = view.viewport() else { return nil }
        var place = PlaceOnScreen<Section, Item>(anchor: nil, screenY: 0, wasAtEnd: viewport.isAtEnd)
        if let path = view.firstVisibleRow(), let item = current.itemIdentifier(at: path),
            let extent = view.verticalExtent(ofRowAt: path)
        {
            place.anchor = (item, path)
            place.screenY = extent.lowerBound - viewport.offset
            place.itemsAbove = items(above: path, count: Self.rowsKeptAboveAnchor)
        }
        return place
    }

    /// Scrolls so that the anchor is where it was on screen, or the end is in view.
    private func restore(_ place: PlaceOnScreen<Section, Item>) {
        guard let view = viewportTarget, let viewport = view.viewport() else { return }
        let target: CGFloat
        if scrollAnchor == .bottom && place.wasAtEnd {
            target = viewport.maxOffset
        } else if let anchor = place.anchor {
            if let path = current.indexPath(ofItem: anchor.item),
                let extent = view.verticalExtent(ofRowAt: path)
            {
                target = extent.lowerBound - place.screenY
            } else if let survivor = place.itemsAbove.lazy.compactMap({ self.current.indexPath(ofItem: $0) }).first,
                let extent = view.verticalExtent(ofRowAt: survivor)
            {
                // The anchor is gone: the row before it ends where the anchor began.
                target = extent.upperBound - place.screenY
            } else if place.itemsAbove.count < Self.rowsKeptAboveAnchor {
                // Every row above it is gone too: the top.
                target = viewport.minOffset
            } else {
                // More rows above it went than were noted: the offset stays, as UIKit's.
                return
            }
        } else {
            return
        }
        let offset = viewport.clamped(target)
        if abs(offset - viewport.offset) >= 0.5 { view.scroll(toOffset: offset) }
    }

    /// How many rows above the anchor are noted, to find the nearest survivor when the
    /// anchor is deleted: enough for any deletion near the top of the screen, and a fixed
    /// cost per update.
    static var rowsKeptAboveAnchor: Int { 64 }

    /// The items of up to `count` rows above `path`, nearest first, across sections.
    ///
    /// - Complexity: O(`count` + *s*) for the *s* empty sections passed.
    private func items(above path: IndexPath, count: Int) -> [Item] {
        var items: [Item] = []
        var section = path.sectionIndex
        var row = path.rowIndex - 1
        while section >= 0, items.count < count {
            if row >= 0 {
                if let item = current.itemIdentifier(at: IndexPath(section: section, rowIndex: row)) {
                    items.append(item)
                }
                row -= 1
                continue
            }
            section -= 1
            if section >= 0, let identifier = current.sectionIdentifier(at: section) {
                row = current.numberOfItems(inSection: identifier) - 1
            }
        }
        return items
    }
}

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
        selectionTarget?.selectedRows().compactMap { current.itemIdentifier(at: $0) } ?? []
    }

    /// Selects an item's row, as the app does: the delegate is not told, nothing scrolls.
    /// An item not shown is ignored.
    ///
    /// - Complexity: O(1) expected, plus the view's work.
    public func selectItem(_ item: Item, animated: Bool = false) {
        guard let path = current.indexPath(ofItem: item) else { return }
        selectionTarget?.selectRow(at: path, animated: animated)
    }

    /// Deselects an item's row. An item not shown is ignored.
    ///
    /// - Complexity: O(1) expected, plus the view's work.
    public func deselectItem(_ item: Item, animated: Bool = false) {
        guard let path = current.indexPath(ofItem: item) else { return }
        selectionTarget?.deselectRow(at: path, animated: animated)
    }

    /// The items selected before an update; empty (and nothing read) when none is.
    func selectionBeforeUpdate() -> [Item] {
        guard let view = selectionTarget else { return [] }
        let rows = view.selectedRows()
        return rows.isEmpty ? [] : rows.compactMap { current.itemIdentifier(at: $0) }
    }

    /// After an update: selects the rows of the items selected before that are still
    /// shown, deselects any other row, and reports the items that are gone.
    ///
    /// - Complexity: O(*k* log *n*) for *k* selected items.
    func restoreSelection(_ items: [Item]) {
        guard let view = selectionTarget else { return }
        var wanted = Set<IndexPath>()
        var removed: [Item] = []
        for item in items {
            if let path = current.indexPath(ofItem: item) { wanted.insert(path) } else { removed.append(item) }
        }
        let selected = Set(view.selectedRows())
        for path in selected.subtracting(wanted).sorted() { view.deselectRow(at: path, animated: false) }
        for path in wanted.subtracting(selected).sorted() { view.selectRow(at: path, animated: false) }
        if !removed.isEmpty { didDeselectRemovedItems?(removed) }
    }
}

import Foundation

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
        guard let surface, let viewport = surface.viewport() else { return nil }
        var place = PlaceOnScreen<Section, Item>(anchor: nil, screenY: 0, wasAtEnd: viewport.isAtEnd)
        if let path = surface.firstVisibleRow(), let item = current.itemIdentifier(at: path),
            let extent = surface.verticalExtent(ofRowAt: path)
        {
            place.anchor = (item, path)
            place.screenY = extent.lowerBound - viewport.offset
            place.itemsAbove = items(above: path, count: Self.rowsKeptAboveAnchor)
        }
        return place
    }

    /// Scrolls so that the anchor is where it was on screen, or the end is in view.
    private func restore(_ place: PlaceOnScreen<Section, Item>) {
        guard let surface, let viewport = surface.viewport() else { return }
        let target: CGFloat
        if scrollAnchor == .bottom && place.wasAtEnd {
            target = viewport.maxOffset
        } else if let anchor = place.anchor {
            if let path = current.indexPath(ofItem: anchor.item),
                let extent = surface.verticalExtent(ofRowAt: path)
            {
                target = extent.lowerBound - place.screenY
            } else if let survivor = place.itemsAbove.lazy.compactMap({ self.current.indexPath(ofItem: $0) }).first,
                let extent = surface.verticalExtent(ofRowAt: survivor)
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
        if abs(offset - viewport.offset) >= 0.5 { surface.scroll(toOffset: offset) }
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

import Foundation

/// The user's place before an update: the row to keep still, where it was on screen, and
/// whether the end of the list was in view.
struct PlaceOnScreen<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// The snapshot shown before the update, to find the row before a deleted anchor.
    var before: ListSnapshot<Section, Item>
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
    ///   the look-ups plus O(*d*) for a deleted anchor, where *d* is the number of deleted
    ///   rows just above it.
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
        var place = PlaceOnScreen(before: current, anchor: nil, screenY: 0, wasAtEnd: viewport.isAtEnd)
        if let path = surface.firstVisibleRow(), let item = current.itemIdentifier(at: path),
            let extent = surface.verticalExtent(ofRowAt: path)
        {
            place.anchor = (item, path)
            place.screenY = extent.lowerBound - viewport.offset
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
            } else if let survivor = survivorBefore(anchor.indexPath, in: place.before),
                let extent = surface.verticalExtent(ofRowAt: survivor)
            {
                // The anchor is gone: the row before it ends where the anchor began.
                target = extent.upperBound - place.screenY
            } else {
                target = viewport.minOffset
            }
        } else {
            return
        }
        let offset = viewport.clamped(target)
        if abs(offset - viewport.offset) >= 0.5 { surface.scroll(toOffset: offset) }
    }

    /// Where the nearest item before `path` in `snapshot` that is still shown is now.
    ///
    /// - Complexity: O(*d* + *s*) for the *d* items before `path` that are gone.
    private func survivorBefore(_ path: IndexPath, in snapshot: ListSnapshot<Section, Item>) -> IndexPath? {
        var section = path.sectionIndex
        var row = path.rowIndex - 1
        while section >= 0 {
            while row >= 0 {
                if let item = snapshot.itemIdentifier(at: IndexPath(section: section, rowIndex: row)),
                    let now = current.indexPath(ofItem: item)
                {
                    return now
                }
                row -= 1
            }
            section -= 1
            if section >= 0, let identifier = snapshot.sectionIdentifier(at: section) {
                row = snapshot.numberOfItems(inSection: identifier) - 1
            }
        }
        return nil
    }
}

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
    /// are read before and restored after, in the same update; then the app's selection
    /// calls that waited for this update, or that its cell provider made during it, apply.
    ///
    /// - Complexity: O(*k* log *n*) for *k* selected rows, and with an anchor O(log *n*) for
    ///   the look-ups plus the 64 rows above the anchor it notes.
    func keepingPlace(_ body: () -> Void) {
        let selection = selectionBeforeUpdate()
        let place = scrollAnchor == .none ? nil : placeOnScreen()
        waitingSelection.watchesBuiltRows = !selection.isEmpty
        body()
        waitingSelection.watchesBuiltRows = false
        var removed = selection.isEmpty ? [] : restoreSelection(selection)
        removed += applyWaitingSelection()
        if !removed.isEmpty { didDeselectRemovedItems?(removed) }
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
    ///
    /// The rows a scroll brings into view may be measured only then (heights estimated,
    /// rows that size themselves), which moves the end and the anchor under the offset just
    /// set: the place is worked out again from the view, after its layout, and the view
    /// scrolled again, until it holds (a few passes, bounded).
    private func restore(_ place: PlaceOnScreen<Section, Item>) {
        for _ in 0..<Self.restorePasses {
            guard let view = viewportTarget, let viewport = view.viewport(),
                let target = target(of: place, in: viewport, on: view)
            else { return }
            let offset = viewport.clamped(target)
            guard abs(offset - viewport.offset) >= 0.5 else { return }
            view.scroll(toOffset: offset)
        }
    }

    /// How many times ``restore(_:)`` scrolls at most: each pass measures the rows it
    /// brings into view, so the place holds after the second unless those rows bring others.
    static var restorePasses: Int { 4 }

    /// The offset that puts the user's place back, or `nil` to leave the offset as it is.
    private func target(
        of place: PlaceOnScreen<Section, Item>, in viewport: ListViewport, on view: any ListViewportTarget
    ) -> CGFloat? {
        if scrollAnchor == .bottom && place.wasAtEnd { return viewport.maxOffset }
        guard let anchor = place.anchor else { return nil }
        if let path = current.indexPath(ofItem: anchor.item), let extent = view.verticalExtent(ofRowAt: path) {
            return extent.lowerBound - place.screenY
        }
        if let survivor = place.itemsAbove.lazy.compactMap({ self.current.indexPath(ofItem: $0) }).first,
            let extent = view.verticalExtent(ofRowAt: survivor)
        {
            // The anchor is gone: the row before it ends where the anchor began.
            return extent.upperBound - place.screenY
        }
        // Every row above it is gone too: the top. More rows above it went than were
        // noted: the offset stays, as UIKit's.
        return place.itemsAbove.count < Self.rowsKeptAboveAnchor ? viewport.minOffset : nil
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
    /// A row the app selects or deselects while the update runs (from its cell provider,
    /// through the view or ``selectItem(_:animated:)``) keeps the app's choice. A row kept
    /// selected while the view's selection is off stays selected through a reload of it on
    /// the headless views; where the view will not select it again, it is reported.
    /// ``selectItem(_:animated:)`` and ``deselectItem(_:animated:)`` wait for the view like
    /// the updates do: this lists what the view shows selected.
    ///
    /// - Complexity: O(*k* log *n*) for *k* selected rows.
    public var selectedItemIdentifiers: [Item] {
        selectionTarget?.selectedRows().compactMap { current.itemIdentifier(at: $0) } ?? []
    }

    /// Selects an item's row, as the app does: the delegate is not told, nothing scrolls.
    ///
    /// The call takes its place among the app's updates: it names the item as the calls so
    /// far produce it (``snapshot()->ListSnapshot<Section,Item>``). While the view does not
    /// show that snapshot yet (a user's drag holds the view, an update is in progress, an
    /// apply from another thread has not landed), the item's row is selected once the view
    /// shows it, after the updates called before it; ``selectedItemIdentifiers`` reads the
    /// view, so it lists the item from then on. An item not in that snapshot is ignored; one
    /// that a later call removes before the view shows it is reported to
    /// ``didDeselectRemovedItems``, as a selected item an update removes.
    ///
    /// - Complexity: O(1) expected, plus the view's work.
    public func selectItem(_ item: Item, animated: Bool = false) {
        take(WaitingSelection.Call(item: item, selects: true, animated: animated))
    }

    /// Deselects an item's row, in call order with the updates as ``selectItem(_:animated:)``.
    /// An item not in ``snapshot()->ListSnapshot<Section,Item>`` is ignored.
    ///
    /// - Complexity: O(1) expected, plus the view's work.
    public func deselectItem(_ item: Item, animated: Bool = false) {
        take(WaitingSelection.Call(item: item, selects: false, animated: animated))
    }

    /// Runs a selection call now, or, while the view does not show what the calls so far
    /// produce, keeps it for when it does (`applyWaitingSelection()`).
    private func take(_ call: WaitingSelection<Item>.Call) {
        guard let view = selectionTarget else { return }
        if updates.isViewHeld || state.isAhead {
            let ahead = state.waiting?.snapshot
            guard ahead?.containsItem(call.item) ?? current.containsItem(call.item) else { return }
            waitingSelection.calls.append(call)
            // Applied after the update in progress or once the drop is committed; a call
            // ahead of the view applies when the view shows it.
            if updates.isViewHeld { updates.scheduleCatchUp() }
            return
        }
        selectionCaughtUp()
        guard let path = current.indexPath(ofItem: call.item) else { return }
        if call.selects {
            view.selectRow(at: path, animated: call.animated)
        } else {
            view.deselectRow(at: path, animated: call.animated)
        }
    }

    /// The view shows what the calls so far produce: the selection calls that waited apply,
    /// and the selected items that calls removed meanwhile are reported.
    func selectionCaughtUp() {
        guard !waitingSelection.calls.isEmpty, !updates.isViewHeld else { return }
        let removed = applyWaitingSelection()
        if !removed.isEmpty { didDeselectRemovedItems?(removed) }
    }

    /// Applies the waiting selection calls, in call order, to the items the view shows. A
    /// call for an item that a call ahead of the view still has waits, and every call after
    /// it, so that they keep their order; a call for an item the calls removed is dropped.
    ///
    /// - Returns: The items the dropped calls left selected: the calls removed them.
    /// - Complexity: O(*c*) expected for *c* calls, plus the view's work.
    func applyWaitingSelection() -> [Item] {
        guard !waitingSelection.calls.isEmpty else { return [] }
        let calls = waitingSelection.calls
        waitingSelection.calls = []
        guard let view = selectionTarget else { return [] }
        let ahead = state.waiting?.snapshot
        var gone: [Item] = []
        var goneSelected: [Item: Bool] = [:]
        for (index, call) in calls.enumerated() {
            if let path = current.indexPath(ofItem: call.item) {
                if call.selects {
                    view.selectRow(at: path, animated: call.animated)
                } else {
                    view.deselectRow(at: path, animated: call.animated)
                }
            } else if ahead?.containsItem(call.item) == true {
                waitingSelection.calls = Array(calls[index...])
                break
            } else {
                if goneSelected[call.item] == nil { gone.append(call.item) }
                goneSelected[call.item] = call.selects
            }
        }
        return gone.filter { goneSelected[$0] == true }
    }

    /// Runs the cell provider of a row shown at `indexPath`. While an update whose
    /// selection is restored runs, a change the provider makes to the row's selection
    /// (UIKit's common `selectRow` in `cellForRowAt`) is noted as the app's call, which
    /// applies after the restore instead of being undone by it.
    func watchingSelection<Result>(
        ofRowAt indexPath: IndexPath, item: Item, _ body: () throws -> Result
    ) rethrows -> Result {
        guard waitingSelection.watchesBuiltRows, let view = selectionTarget else { return try body() }
        let before = isRowSelected(at: indexPath, in: view)
        defer {
            let after = isRowSelected(at: indexPath, in: view)
            if after != before {
                waitingSelection.calls.append(WaitingSelection.Call(item: item, selects: after, animated: false))
            }
        }
        return try body()
    }

    /// Whether the view has a row selected: asked directly where the view can answer.
    private func isRowSelected(at indexPath: IndexPath, in view: any ListSelectionTarget) -> Bool {
        if let view = view as? any SelectionRestoring { return view.isRowSelected(at: indexPath) }
        return view.selectedRows().contains(indexPath)
    }

    /// The items selected before an update; empty (and nothing read) when none is.
    func selectionBeforeUpdate() -> [Item] {
        guard let view = selectionTarget else { return [] }
        let rows = view.selectedRows()
        return rows.isEmpty ? [] : rows.compactMap { current.itemIdentifier(at: $0) }
    }

    /// After an update: selects again the rows of the items selected before that are still
    /// shown, and deselects any other row.
    ///
    /// A row the view lost (a reloaded row, a reloaded view) is selected again whatever the
    /// view's `allowsSelection`, where the view can (the headless views keep rows selected
    /// when selection is turned off); a view that will not select it again (a
    /// `UICollectionView` with selection off, whose `selectItem` Apple documents as doing
    /// nothing then) loses it, and the item is reported with the removed ones.
    ///
    /// - Returns: The items no longer selected: removed from the snapshot, or lost.
    /// - Complexity: O(*k* log *n*) for *k* selected items.
    func restoreSelection(_ items: [Item]) -> [Item] {
        guard let view = selectionTarget else { return [] }
        var wanted = Set<IndexPath>()
        var removed: [Item] = []
        for item in items {
            if let path = current.indexPath(ofItem: item) { wanted.insert(path) } else { removed.append(item) }
        }
        let selected = Set(view.selectedRows())
        for path in selected.subtracting(wanted).sorted() { view.deselectRow(at: path, animated: false) }
        let missing = wanted.subtracting(selected).sorted()
        guard !missing.isEmpty else { return removed }
        let restoring = view as? any SelectionRestoring
        for path in missing {
            if let restoring { restoring.reselectRow(at: path) } else { view.selectRow(at: path, animated: false) }
        }
        let now = restoring == nil ? Set(view.selectedRows()) : []
        for path in missing where !(restoring?.isRowSelected(at: path) ?? now.contains(path)) {
            if let item = current.itemIdentifier(at: path) { removed.append(item) }
        }
        return removed
    }
}

/// What waits for a user's drop to be committed: kept as facts, not as index paths or
/// batches, and worked out from the state when the drop is committed, in one place.
struct WorkAfterDrop<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// A call waits to be shown (see `UpdatePipeline.swift`): catch up with it.
    var catchUp = false
    /// The view showed a drop the snapshot could not follow: reload it.
    var reload = false
    /// Rows that moved into another section: the item and the section it came from.
    var sectionChanges: [(item: Item, origin: Section)] = []
    /// Row heights to measure again.
    var heights = false
}

extension UpdatePipeline {
    /// Adds to the work that waits for the drop, and asks the view to run it once the drop
    /// is committed (at once when no drag is in flight).
    func afterDrop(_ add: (inout WorkAfterDrop<Section, Item>) -> Void) {
        add(&workAfterDrop)
        guard !isWorkAfterDropScheduled, let surface = host.surface else { return }
        isWorkAfterDropScheduled = true
        // Through the data source, which owns this pipeline: it is kept while the work runs.
        surface.afterUncommittedUpdates { [weak host] in host?.updates.runWorkAfterDrop() }
    }

    /// Runs what waited for the drop, in an order where each step sees the one before:
    /// the view is reloaded if it showed a drop the snapshot could not follow; the view
    /// catches up with the newest call made meanwhile (an apply, an adapter call, the undo
    /// of a refused drop), diffed against what it shows now; a row that changed section is
    /// reloaded if it still sits outside the section it came from; heights are measured.
    func runWorkAfterDrop() {
        isWorkAfterDropScheduled = false
        let work = workAfterDrop
        workAfterDrop = WorkAfterDrop()
        if work.reload { holdingView { host.surface?.reloadData(showing: shownContent) } }
        // Always: the view may have been released with the drop uncommitted, and what
        // waited for it (an `await apply`) must still return.
        catchUp()
        for change in work.sectionChanges { host.reloadIfOutside(change.item, of: change.origin) }
        if work.heights { host.invalidateRowHeights() }
    }
}

/// What waits for a user's drop to be committed: kept as facts, not as index paths or
/// batches, and worked out from the state when the drop is committed, in one place.
struct WorkAfterDrop<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// The newest snapshot the app applied during the drag (by reloading or not), and the
    /// completions of every apply made meanwhile.
    var apply:
        (snapshot: ListSnapshot<Section, Item>, animating: Bool, usingReloadData: Bool, completions: [() -> Void])?
    /// The view showed a drop the snapshot could not follow: reload it.
    var reload = false
    /// Drops the policy refused: the item, the section it came from and its row there.
    var undos: [(item: Item, origin: Section, row: Int)] = []
    /// Rows that moved into another section: the item and the section it came from.
    var sectionChanges: [(item: Item, origin: Section)] = []
    /// Row heights to measure again.
    var heights = false
}

extension ListDataSource {
    /// Adds to the work that waits for the drop, and asks the view to run it once the drop
    /// is committed (at once when no drag is in flight).
    func afterDrop(_ add: (inout WorkAfterDrop<Section, Item>) -> Void) {
        add(&workAfterDrop)
        guard !isWorkAfterDropScheduled, let surface else { return }
        isWorkAfterDropScheduled = true
        surface.afterUncommittedUpdates { [weak self] in self?.runWorkAfterDrop() }
    }

    /// Runs what waited for the drop, in an order where each step sees the one before:
    /// the view is reloaded if it showed a drop the snapshot could not follow; the app's
    /// newest snapshot is applied, diffed against what the view shows now; a refused drop
    /// is undone if its item is still outside its section; a row that changed section is
    /// reloaded if it still sits outside the section it came from; heights are measured.
    private func runWorkAfterDrop() {
        isWorkAfterDropScheduled = false
        let work = workAfterDrop
        workAfterDrop = WorkAfterDrop()
        if work.reload { surface?.reloadData() }
        if let (snapshot, animating, usingReloadData, completions) = work.apply {
            let completion = { for completion in completions { completion() } }
            if usingReloadData {
                reload(with: snapshot, ticket: shown.takeTicket(), completion: completion)
            } else {
                apply(snapshot, animatingDifferences: animating, completion: completion)
            }
        }
        for undo in work.undos { moveBack(undo.item, to: undo.origin, row: undo.row) }
        for change in work.sectionChanges { reloadIfOutside(change.item, of: change.origin) }
        if work.heights { invalidateRowHeights() }
    }
}

/// One call that changes what a view shows, as the update pipeline takes it: every kind
/// of update goes in through this type (see `UpdatePipeline.submit(_:)`).
struct UpdateRequest<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// What the call changes.
    enum Change {
        /// Show a snapshot, diffed against what the view shows (`apply`, an outline apply,
        /// a swipe's deletion).
        case snapshot(ListSnapshot<Section, Item>)
        /// Show a snapshot by reloading the view (`applySnapshotUsingReloadData`).
        case reloadData(ListSnapshot<Section, Item>)
        /// Edit the shown snapshot in place by a change whose changeset the caller knows,
        /// without a diff (an adapter call, an outline toggle). `edit` was checked against
        /// the snapshot it edits; `insertedSectionRows` counts the rows of inserted
        /// sections, for the counts the view has after the batch.
        case planned(
            changes: ListChangeset<Section, Item>, insertedSectionRows: Int,
            edit: (inout ListSnapshot<Section, Item>) throws(ListSnapshotError<Section, Item>) -> Void)
        /// Put back a user's move the data source refused: show the snapshot the app's calls
        /// produced once the drop is committed, unless a newer call already waits.
        case undoMove(ListSnapshot<Section, Item>)
    }

    /// What the call changes.
    var change: Change
    /// Whether the view animates the change.
    var animating: Bool
    /// The outlines committed with the snapshot (``_OutlinePlan``); `nil`: the shown ones,
    /// followed through the change.
    var outlines: _OutlinePlan<Section, Item>?
    /// Runs on the main thread once the change, or a newer one, is on screen.
    var completion: (() -> Void)?

    init(
        _ change: Change, animating: Bool, outlines: _OutlinePlan<Section, Item>? = nil,
        completion: (() -> Void)? = nil
    ) {
        self.change = change
        self.animating = animating
        self.outlines = outlines
        self.completion = completion
    }
}

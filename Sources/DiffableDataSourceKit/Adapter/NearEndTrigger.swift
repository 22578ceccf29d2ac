/// What the adapter's near-end trigger watches: a section, how close to its end a shown row
/// must be, the app's action, and whether it may fire (once per page).
struct NearEndTrigger<Section: Hashable & Sendable> {
    var section: Section
    var rows: Int
    var action: @MainActor () -> Void
    var isArmed = true
    /// The ticket of the merge that re-arms the trigger once the view shows it (or a newer
    /// update): a merge queued during the view's layout is not shown yet, and the rows of
    /// that layout are near the end of the rows shown, not of the page merged.
    var armsAtTicket: Int?

    /// Arms the trigger if the update `armsAtTicket` names has reached the view, whose
    /// newest update has `committedTicket`.
    mutating func armIfShown(committedTicket: Int) {
        guard let ticket = armsAtTicket, committedTicket >= ticket else { return }
        armsAtTicket = nil
        isArmed = true
    }
}

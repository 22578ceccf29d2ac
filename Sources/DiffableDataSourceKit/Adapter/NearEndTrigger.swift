/// What the adapter's near-end trigger watches: a section, how close to its end a shown row
/// must be, the app's action, and whether it may fire (once per page).
struct NearEndTrigger<Section: Hashable & Sendable> {
    var section: Section
    var rows: Int
    var action: @MainActor () -> Void
    var isArmed = true
}

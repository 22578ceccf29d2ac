import Foundation

/// The app's selection calls that wait for the view, and the rows the app's code selects or
/// deselects while an update runs: applied by item once the view shows what the calls so
/// far produce (see `ListDataSource+UsersPlace.swift`).
///
/// A selection call made while the view cannot take it (a user's drag holds it, an update
/// is in progress, or a call's snapshot has not reached it) names an item the view may not
/// show yet; it takes its place after the calls made before it, as the updates do.
struct WaitingSelection<Item: Hashable & Sendable> {
    /// One selection call: the item, whether it is selected or deselected, and whether the
    /// view animates it.
    struct Call {
        var item: Item
        var selects: Bool
        var animated: Bool
    }

    /// The calls not applied yet, in call order.
    var calls: [Call] = []
    /// Set while an update whose selection is restored afterwards runs: a row whose cell
    /// the app's cell provider selects or deselects then is noted as the app's call, so the
    /// restore does not undo it.
    var watchesBuiltRows = false
}

/// A view that answers for one row whether it is selected, and selects a row again after an
/// update deselected it (a reloaded row) whatever its `allowsSelection`: the headless views,
/// which keep rows selected when selection is turned off, as the data source keeps them
/// through the update too. A ``ListSelectionTarget`` without it is asked through
/// `selectedRows()` and `selectRow(at:animated:)`.
@MainActor
protocol SelectionRestoring: AnyObject {
    /// Whether a row is selected.
    func isRowSelected(at indexPath: IndexPath) -> Bool
    /// Selects a row again after an update, without telling the delegate or scrolling,
    /// even while the user may not select rows.
    func reselectRow(at indexPath: IndexPath)
}

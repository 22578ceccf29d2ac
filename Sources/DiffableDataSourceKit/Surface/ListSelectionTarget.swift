import Foundation

/// A view whose rows the user selects: what a ``ListDataSource`` reads and sets to keep the
/// selection by item across updates (see ``ListDataSource/selectedItemIdentifiers``).
/// Optional: a ``ListBatchTarget`` without it has no selection to keep.
@MainActor
public protocol ListSelectionTarget: AnyObject {
    /// The selected rows, in the view's order.
    func selectedRows() -> [IndexPath]
    /// Selects a row as the app does (the delegate is not told), without scrolling.
    func selectRow(at indexPath: IndexPath, animated: Bool)
    /// Deselects a row as the app does (the delegate is not told).
    func deselectRow(at indexPath: IndexPath, animated: Bool)
}

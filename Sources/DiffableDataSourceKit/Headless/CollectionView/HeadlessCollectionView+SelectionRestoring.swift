import Foundation

extension HeadlessCollectionView: SelectionRestoring {
    /// Whether an item is selected.
    ///
    /// - Complexity: O(log *m*) for *m* selected items.
    func isRowSelected(at indexPath: IndexPath) -> Bool { list.isRowSelected(at: indexPath) }

    /// Selects an item again after an update deselected it, as its table does.
    func reselectRow(at indexPath: IndexPath) { list.reselectRow(at: indexPath) }
}

import Foundation

extension HeadlessTableView: SelectionRestoring {
    /// Whether a row is selected.
    ///
    /// - Complexity: O(log *m*) for *m* selected rows.
    func isRowSelected(at indexPath: IndexPath) -> Bool { selection.contains(RowPosition(indexPath)) }

    /// Selects a row again after an update deselected it (a reload), as the table kept it:
    /// while ``allowsSelection`` is `false` too, since turning selection off keeps the rows
    /// selected. Without ``allowsMultipleSelection`` the row replaces the selection. A row
    /// out of range is ignored; nothing scrolls.
    ///
    /// - Complexity: O(*m* + log *m*) for *m* selected rows.
    func reselectRow(at indexPath: IndexPath) {
        let position = RowPosition(indexPath)
        guard contains(position) else { return }
        if allowsMultipleSelection {
            selection.insert(position)
        } else {
            selection = RowSelection(sorted: [position])
        }
    }
}

import Foundation

extension HeadlessTableView {
    /// The row a visible cell shows, as `UITableView.indexPath(for:)`: `nil` for a cell that
    /// is not on screen (in the reuse pool, or made by the app and never shown).
    ///
    /// - Complexity: O(*v*) for *v* visible rows.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        visibleRows.first { cellForRow(at: $0.indexPath) === cell }?.indexPath
    }

    /// A cell of the class registered for an identifier, reused or new, without an index
    /// path, as `UITableView.dequeueReusableCell(withIdentifier:)`: `nil` when no class is
    /// registered for it (UIKit's answer when it has no cell to give), never a plain cell.
    ///
    ///     let cell = tableView.dequeueReusableCell(withIdentifier: "note")
    ///         ?? TableViewCell(style: .subtitle, reuseIdentifier: "note")
    ///
    /// - Complexity: O(1) expected.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let cellClass = registeredCells[identifier] else { return nil }
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        cellsCreated += 1
        return cell
    }
}

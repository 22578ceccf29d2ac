extension HeadlessTableView {
    /// Simulates the user dragging a row to a proposed place and dropping it.
    ///
    /// As UIKit does: asks the data source whether the row can move, lets the data source
    /// delegate and then the data source redirect the proposal, moves the row on the table (its cell
    /// moves with it), and only then tells the data source, which must update its model to
    /// match without another batch update.
    ///
    ///     let landed = table.performUserMove(from: IndexPath(row: 3, section: 1),
    ///                                        to: IndexPath(row: 0, section: 1))
    ///
    /// - Returns: Where the row landed, or `nil` when the drag was refused (the row cannot
    ///   move, or a position is out of range). A destination past the end of a section is
    ///   clamped to its end.
    /// - Complexity: O(*n* / 256 + *s*) for *n* rows and *s* sections (one chunk of rows and
    ///   heights, and the later chunks' starts), plus the data source's update and the
    ///   cells of the visible rows.
    @discardableResult
    public func performUserMove(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        let from = RowPosition(source)
        guard contains(from), let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return nil }
        // The delegate proposes first (as in UIKit); the data source's policy has the last word,
        // so a delegate cannot take a row where the data source forbids it.
        let proposal =
            delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            ?? proposed
        let target = dataSource.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposal)
        var to = RowPosition(target)
        guard sections.indices.contains(to.section), to.row >= 0 else { return nil }
        // Where the row can land once it is taken out of its section.
        let limit = sections[to.section].rows.count - (to.section == from.section ? 1 : 0)
        to.row = min(to.row, limit)
        guard to != from else { return source }
        let record = sections[from.section].rows.remove(at: from.row)
        sections[to.section].rows.insert(record, at: to.row)
        // The row takes its height along; no other row changes.
        geometry.insertRow(geometry.removeRow(section: from.section, row: from.row), section: to.section, row: to.row)
        // The row has moved on screen. Cells are built only once the data source has caught
        // up: the cell builder asks it for the item at each row.
        isWaitingForDataSource = true
        dataSource.tableView(self, moveRowAt: source, to: to.indexPath)
        isWaitingForDataSource = false
        layoutVisibleRows()
        // The drop is committed: run what the data source kept for this moment.
        let work = workAfterDrop
        workAfterDrop = []
        for step in work { step() }
        return to.indexPath
    }

    /// Simulates the user swiping a row and tapping Delete.
    ///
    /// Asks the data source whether the row can be edited, then commits the delete through
    /// it; the data source removes the item and applies, which updates the table.
    /// - Returns: Whether the delete was committed.
    /// - Complexity: O(1) plus the data source's work.
    @discardableResult
    public func performUserDelete(at indexPath: IndexPath) -> Bool {
        guard contains(RowPosition(indexPath)), let dataSource, dataSource.tableView(self, canEditRowAt: indexPath)
        else { return false }
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        return true
    }

    /// Simulates the user tapping a row: the delegate's `tableView(_:didSelectRowAt:)`
    /// receives the index path, which names the row the table shows there now.
    ///
    /// - Returns: Whether the row exists (and the delegate was told).
    /// - Complexity: O(1) plus the delegate.
    @discardableResult
    public func performUserTap(at indexPath: IndexPath) -> Bool {
        guard contains(RowPosition(indexPath)) else { return false }
        delegate?.tableView(self, didSelectRowAt: indexPath)
        return true
    }
}

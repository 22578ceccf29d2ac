import Foundation

/// Selection as `UITableView` has it; see <doc:SelectionAndOffsetRules> for each rule and
/// its source. The selected rows are kept as places (`RowSelection`) that every change of
/// rows carries along: a batch (`BatchPlan.carrying(_:)`), a user's drag, a reload.
extension HeadlessTableView {
    /// The selected row, as `UITableView.indexPathForSelectedRow`: the first in table
    /// order when several are selected, `nil` when none is.
    ///
    /// - Complexity: O(1).
    public var indexPathForSelectedRow: IndexPath? { selection.first?.indexPath }

    /// The selected rows in table order (by section, then row), as
    /// `UITableView.indexPathsForSelectedRows`; `nil`, not empty, when none is selected.
    ///
    /// - Complexity: O(*m*) for *m* selected rows.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selection.isEmpty ? nil : selection.rows.map(\.indexPath)
    }

    /// Selects a row from code, as `UITableView.selectRow(at:animated:scrollPosition:)`,
    /// and scrolls it to `scrollPosition` (``ScrollPosition/none`` does not scroll).
    ///
    /// As in UIKit, the delegate is not told. Without ``allowsMultipleSelection`` the row
    /// replaces the selection; with it, it joins the selection. `nil` deselects every row.
    /// Nothing happens while ``allowsSelection`` is `false`, or for a row out of range.
    ///
    ///     table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    ///     table.indexPathsForSelectedRows   // [[0, 2]]
    ///
    /// - Parameters:
    ///   - indexPath: The row, or `nil` to deselect every row.
    ///   - animated: Ignored: nothing animates headless.
    ///   - scrollPosition: Where to scroll the row; ``ScrollPosition/none`` does not scroll.
    /// - Complexity: O(*m* + log *n*) for *m* selected rows, plus the cells of the rows
    ///   scrolled in.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else { return selection.removeAll() }
        let position = RowPosition(indexPath)
        guard contains(position) else { return }
        if allowsMultipleSelection {
            selection.insert(position)
        } else {
            selection = RowSelection(sorted: [position])
        }
        scroll(toRow: position, at: scrollPosition)
    }

    /// Deselects a row from code, as `UITableView.deselectRow(at:animated:)`; the delegate
    /// is not told. A row that is not selected, or out of range, is ignored.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - animated: Ignored: nothing animates headless.
    /// - Complexity: amortized O(log *m*) for *m* selected rows: deselecting every row one
    ///   by one, in any order, is O(*m* log *m*).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selection.remove(RowPosition(indexPath))
    }

    /// Simulates the user tapping a row, which selects it by UIKit's rules, then tells the
    /// delegate; the index path names the row the table shows there now.
    ///
    /// - With ``allowsSelection`` `false`, nothing is selected and the delegate is not told.
    /// - Without ``allowsMultipleSelection``, the row selected before is deselected (the
    ///   delegate's `didDeselectRowAt`), then the tapped row selected (`didSelectRowAt`);
    ///   tapping the selected row selects it again and tells the delegate again.
    /// - With ``allowsMultipleSelection``, tapping a selected row deselects it
    ///   (`didDeselectRowAt`); tapping another adds it (`didSelectRowAt`).
    ///
    /// - Returns: Whether the tap selected or deselected a row: `false` for a row out of
    ///   range or while selection is off.
    /// - Complexity: O(*m* + log *m*) for *m* selected rows, plus the delegate.
    @discardableResult
    public func performUserTap(at indexPath: IndexPath) -> Bool {
        let position = RowPosition(indexPath)
        guard allowsSelection, contains(position) else { return false }
        if allowsMultipleSelection {
            if selection.remove(position) {
                delegate?.tableView(self, didDeselectRowAt: position.indexPath)
                return true
            }
            selection.insert(position)
        } else {
            let previous = selection.rows
            selection = RowSelection(sorted: [position])
            for row in previous where row != position {
                delegate?.tableView(self, didDeselectRowAt: row.indexPath)
            }
        }
        delegate?.tableView(self, didSelectRowAt: position.indexPath)
        return true
    }
}

extension HeadlessTableView {
    /// ``selectRow(at:animated:scrollPosition:)`` without scrolling.
    public func selectRow(at indexPath: IndexPath, animated: Bool) {
        selectRow(at: indexPath, animated: animated, scrollPosition: .none)
    }

    /// In invariant builds, traps unless every selected row is a row the table shows.
    func checkSelection() {
        #if DIFFABLE_CHECK_INVARIANTS
        // A failure is a bug in the carrying: a selection must follow every change of rows.
        for position in selection.rows {
            precondition(contains(position), "selected row \(position) is not in the table")
        }
        #endif
    }
}

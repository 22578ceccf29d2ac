/// Where a user's drag is, in UIKit's moments: lifted (the finger is down), then dropped
/// (the row moved and the data source told), then committed when the run loop turns.
enum UserDrag: Equatable {
    /// No drag.
    case none
    /// A row is lifted at a place.
    case dragging(RowPosition)
    /// The row was dropped; the drop is committed at the next turn of the run loop.
    case dropped
}

extension HeadlessTableView {
    /// Simulates the user dragging a row to a proposed place and dropping it:
    /// ``beginUserDrag(at:)`` then ``dropUserDrag(at:)``. The drop is committed when the
    /// run loop turns (``turnRunLoop()``, or the main queue's next turn), as in UIKit.
    ///
    ///     let landed = table.performUserMove(from: IndexPath(row: 3, section: 1),
    ///                                        to: IndexPath(row: 0, section: 1))
    ///     table.turnRunLoop()
    ///
    /// - Returns: Where the row landed, or `nil` when the drag was refused (the row cannot
    ///   move, a drag is already in flight, or the place is out of range). A destination
    ///   past the end of a section is clamped to its end.
    /// - Complexity: as ``dropUserDrag(at:)``.
    @discardableResult
    public func performUserMove(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        guard beginUserDrag(at: source) else { return nil }
        return dropUserDrag(at: proposed)
    }

    /// Simulates the user lifting a row to drag it, as UIKit does when the reorder control
    /// is touched: the data source's `canMoveRowAt` decides whether the drag starts. From
    /// now until the drop is committed ``hasUncommittedUpdates`` is `true` and the table
    /// refuses batches and reloads.
    ///
    /// - Returns: Whether the drag started.
    /// - Complexity: O(log *n*) plus the data source.
    @discardableResult
    public func beginUserDrag(at indexPath: IndexPath) -> Bool {
        let from = RowPosition(indexPath)
        guard drag == .none, contains(from), let dataSource, dataSource.tableView(self, canMoveRowAt: indexPath)
        else { return false }
        drag = .dragging(from)
        return true
    }

    /// Simulates the user dropping the lifted row at a proposed place.
    ///
    /// As UIKit does: only the delegate may redirect the proposal
    /// (`targetIndexPathForMoveFromRowAt`, a delegate method); the table moves the row
    /// (its cell moves with it), then tells the data source (`moveRowAt`), which must
    /// update its model to match without another batch update. The drop stays uncommitted
    /// until the run loop turns: ``turnRunLoop()`` turns it, and it is also scheduled on
    /// the main queue.
    ///
    /// - Returns: Where the row landed (its own place when dropped where it was), or `nil`
    ///   when no row is lifted or the place is out of every section (the drag then ends
    ///   without a move, committed at the next turn).
    /// - Complexity: O(*n* / 256 + *s*) for *n* rows and *s* sections (one chunk of rows and
    ///   heights, and the later chunks' starts), plus the data source's update and the
    ///   cells of the visible rows.
    @discardableResult
    public func dropUserDrag(at proposed: IndexPath) -> IndexPath? {
        guard case .dragging(let from) = drag else { return nil }
        drag = .dropped
        scheduleRunLoopTurn()
        let source = from.indexPath
        let target =
            delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            ?? proposed
        var to = RowPosition(target)
        guard let dataSource, contains(from), sections.indices.contains(to.section), to.row >= 0 else { return nil }
        // Where the row can land once it is taken out of its section.
        let limit = sections[to.section].rows.count - (to.section == from.section ? 1 : 0)
        to.row = min(to.row, limit)
        guard to != from else { return source }
        let record = sections[from.section].rows.remove(at: from.row)
        sections[to.section].rows.insert(record, at: to.row)
        // A selected row stays selected as it moves, and the rows it passes shift.
        selection.moveRow(from: from, to: to)
        // The row takes its height along; no other row changes.
        geometry.insertRow(geometry.removeRow(section: from.section, row: from.row), section: to.section, row: to.row)
        // The row has moved on screen. Cells are built only once the data source has caught
        // up: the cell builder asks it for the item at each row.
        isWaitingForDataSource = true
        // The observer hears of the move whatever an override of `moveRowAt` does.
        userMoveObserver?.viewWillReportUserMove(from: source, to: to.indexPath)
        dataSource.tableView(self, moveRowAt: source, to: to.indexPath)
        userMoveObserver?.viewDidReportUserMove(from: source, to: to.indexPath)
        isWaitingForDataSource = false
        layoutVisibleRows()
        return to.indexPath
    }

    /// Turns the run loop once, as UIKit's main run loop does after a drop: a dropped drag
    /// is committed (``hasUncommittedUpdates`` becomes `false`) and the work that waited
    /// for it runs (an apply made during the drag, a follow-up reload). A lifted row that
    /// is not dropped yet stays lifted.
    ///
    /// Each drop also schedules a turn on the main queue, so code that does not turn it
    /// itself sees the drop committed when the main actor next runs.
    /// - Complexity: O(1) plus the work that waited.
    public func turnRunLoop() {
        guard drag == .dropped else { return }
        drag = .none
        let work = workAfterDrop
        workAfterDrop = []
        for step in work { step() }
    }

    /// The turn after a drop, on the main queue, as UIKit's run loop takes it.
    func scheduleRunLoopTurn() {
        Task { @MainActor [weak self] in self?.turnRunLoop() }
    }

    /// Keeps an update the table refused: ``lastUpdateError``.
    func refuse(_ error: BatchUpdateError) {
        lastUpdateError = error
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

    /// Simulates the user tapping a row's outline disclosure: the data source expands or
    /// collapses the row's item (a ``TableDataSource`` asks its section snapshot handlers,
    /// as a collection view's data source does; outlines work on tables here too).
    ///
    /// - Returns: Whether the item expanded or collapsed.
    /// - Complexity: O(1) plus the data source's work.
    @discardableResult
    public func performUserTapOnOutlineDisclosure(at indexPath: IndexPath) -> Bool {
        guard drag == .none, contains(RowPosition(indexPath)), let dataSource else { return false }
        return dataSource.tableView(self, toggleOutlineAt: indexPath)
    }
}

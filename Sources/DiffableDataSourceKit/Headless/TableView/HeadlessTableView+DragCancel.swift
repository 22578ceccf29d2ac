extension HeadlessTableView {
    /// Simulates the user letting go of a lifted row where it started (or the system
    /// cancelling the touch): the drag ends without a move, and the data source is told
    /// nothing. As after a drop, ``hasUncommittedUpdates`` stays `true` until the run loop
    /// turns (``turnRunLoop()``, or the main queue's next turn); then the work that waited
    /// for the drag runs.
    ///
    ///     table.beginUserDrag(at: IndexPath(row: 0, section: 0))
    ///     table.cancelUserDrag()
    ///     table.turnRunLoop()
    ///
    /// - Returns: Whether a lifted row was let go; `false` when no row is lifted (or it
    ///   was dropped already).
    /// - Complexity: O(1).
    @discardableResult
    public func cancelUserDrag() -> Bool {
        guard case .dragging = drag else { return false }
        drag = .dropped
        scheduleRunLoopTurn()
        return true
    }
}

extension HeadlessTableView {
    /// Applies a changeset in one batch, as `UITableView.performBatchUpdates` does, reading
    /// the state after the update from the data source.
    ///
    /// As in UIKit, the data source must already show the new state: the table reads the
    /// number of sections and of rows in every section from it, and inserted or reloaded
    /// rows and sections (and reconfigured rows) take their identity from it at their
    /// after-update position. Rows that stay or move keep the identity they had, so a
    /// changeset that does not match the data source leaves the table showing other
    /// identities than the data source. Without a data source the table counts as empty
    /// after the update.
    ///
    ///     dataSource.snapshot = new
    ///     try table.performBatchUpdates(DiffEngine.changeset(from: old, to: new))
    ///
    /// - Throws: ``BatchUpdateError`` for the first rule the batch breaks (UIKit's rules and
    ///   a few stricter ones, see ``BatchUpdateError/Kind``); the table is then unchanged.
    /// - Complexity: O(*s* + *k*) expected for *s* sections and *k* changes, plus O(rows) of
    ///   the sections whose rows change or that are inserted or reloaded.
    public func performBatchUpdates<S, I>(_ changeset: ListChangeset<S, I>) throws(BatchUpdateError) {
        try apply(BatchUpdate(changeset), after: DataSourceContent(table: self))
    }

    /// Applies a changeset in one batch, taking the state after the update from a snapshot
    /// instead of the data source (for tests and fuzzers without a data source).
    ///
    ///     table.load(old)
    ///     try table.performBatchUpdates(changes, showing: new)
    ///     table.snapshot() == new   // true when `changes` is right
    ///
    /// - Throws: as `performBatchUpdates(_:)` with a changeset; the table is then
    ///   unchanged.
    /// - Complexity: as `performBatchUpdates(_:)` with a changeset.
    public func performBatchUpdates<S, I>(
        _ changeset: ListChangeset<S, I>, showing newSnapshot: ListSnapshot<S, I>
    ) throws(BatchUpdateError) {
        try apply(BatchUpdate(changeset), after: SnapshotContent(snapshot: newSnapshot))
    }

    /// Records UIKit-style calls in one batch and applies them, reading the state after the
    /// update from the data source.
    ///
    ///     try table.performBatchUpdates { batch in
    ///         batch.deleteRows(at: [IndexPath(row: 0, section: 0)])
    ///         batch.insertSections([1])
    ///     }
    ///
    /// The order of the calls does not matter. The data source is read as for a changeset.
    /// - Throws: as `performBatchUpdates(_:)` with a changeset; the table is then
    ///   unchanged.
    /// - Complexity: as `performBatchUpdates(_:)` with a changeset.
    public func performBatchUpdates(_ updates: (inout BatchUpdate) -> Void) throws(BatchUpdateError) {
        var batch = BatchUpdate()
        updates(&batch)
        try apply(batch, after: DataSourceContent(table: self))
    }

    /// Validates a batch completely, then stores the new layout.
    ///
    /// A batch without section changes edits the rows in place (no row array is rebuilt)
    /// and updates the row heights row by row (O(*k* log *n*) for *k* changed rows: only
    /// inserted, reloaded and reconfigured rows are measured); one with section changes
    /// rebuilds the sections it touches and measures the rows again.
    func apply(_ batch: BatchUpdate, after content: some TableContent) throws(BatchUpdateError) {
        guard let (edits, rowCounts) = try planRowEdits(batch, after: content) else {
            // The plan, which shares the old rows, is gone now: the layout can store cell
            // keys in the rows without copying them.
            layoutAfterStructureChange()
            return
        }
        // Rows moving in are read before any row leaves.
        var movedRecords: [RowPosition: RowRecord] = [:]
        for arrival in edits.arrivals {
            if let source = arrival.source { movedRecords[source] = sections[source.section].rows[source.row] }
        }
        for position in edits.removals {
            sections[position.section].rows.remove(at: position.row)
        }
        for (position, source) in edits.arrivals {
            let record = source.flatMap { movedRecords[$0] } ?? RowRecord(identity: content.rowIdentity(at: position))
            sections[position.section].rows.insert(record, at: position.row)
        }
        for position in edits.reloads {
            sections[position.section].rows[position.row] = RowRecord(identity: content.rowIdentity(at: position))
        }
        for position in edits.reconfigures {
            sections[position.section].rows[position.row].identity = content.rowIdentity(at: position)
            sections[position.section].rows[position.row].needsReconfigure = true
        }
        #if DIFFABLE_CHECK_INVARIANTS
        // A failure is a bug in BatchPlan: validation guarantees these counts.
        precondition(sections.map(\.rows.count) == rowCounts, "batch edits disagree with counts")
        #endif
        if geometry.sectionCount == sections.count {
            updateGeometry(afterRowChanges: batch)
            #if DIFFABLE_CHECK_INVARIANTS
            for (section, record) in sections.enumerated() {
                let rows = geometry.sectionStarts[section + 1] - geometry.sectionStarts[section] - 2
                precondition(rows == record.rows.count, "row geometry disagrees with the rows of section \(section)")
            }
            #endif
            layoutVisibleRows()
        } else {
            layoutAfterStructureChange()
        }
    }

    /// Validates a batch; returns its row edits and the row counts after it when it changes
    /// no section, else stores the rebuilt sections and returns `nil`. Nothing is stored
    /// when the batch is refused.
    private func planRowEdits(
        _ batch: BatchUpdate, after content: some TableContent
    ) throws(BatchUpdateError) -> (RowEdits, rowCounts: [Int])? {
        let plan = try BatchPlan(batch, before: sections, after: content)
        if let edits = try plan.rowEdits() { return (edits, plan.rowCountsAfter) }
        let updated = try plan.updatedSections()
        #if DIFFABLE_CHECK_INVARIANTS
        // A failure is a bug in BatchPlan: validation guarantees these counts.
        precondition(updated.map(\.rows.count) == plan.rowCountsAfter, "batch layout disagrees with counts")
        #endif
        sections = updated
        return nil
    }
}

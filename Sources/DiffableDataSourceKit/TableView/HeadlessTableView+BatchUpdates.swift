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
    /// - Complexity: O(*s* + *k* log *k*) expected for *s* sections and *k* changes, plus
    ///   the cells of the visible rows. Without section changes, each row inserted, deleted
    ///   or moved adds O(log *n* + *n* / 256) for *n* rows (one chunk of rows and the
    ///   later chunks' starts), up to a few percent of the rows; beyond, the sections whose
    ///   rows change are rebuilt, O(rows) of them. Inserted and reloaded sections are read
    ///   whole, and section changes or changes to more than an eighth of the rows measure
    ///   every row again.
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
    /// A batch that changes no section and up to a few percent of the rows edits the rows
    /// in place (see `editsInPlace`); one that changes more rebuilds the sections it
    /// touches. Either way,
    /// without section changes and with at most one row in eight changed, the row heights
    /// are updated row by row (only inserted, reloaded and reconfigured rows are measured);
    /// otherwise every row is measured again.
    func apply(_ batch: BatchUpdate, after content: some TableContent) throws(BatchUpdateError) {
        // The plan, which shares the old rows, is gone once this returns: the rows can be
        // edited, and the layout can store cell keys in them, without copying them.
        let changedRows =
            batch.rowDeletes.count + batch.rowInserts.count + batch.rowMoves.count
            + batch.rowReloads.count + batch.rowReconfigures.count
        guard let planned = try planRows(batch, after: content) else {
            // Sections added after the last one (an adapter's append to a new section)
            // leave the others' geometry valid: measure only the new ones.
            let oldSectionCount = sections.count - batch.sectionInserts.count
            guard batch.sectionDeletes.isEmpty, batch.sectionMoves.isEmpty, batch.sectionReloads.isEmpty,
                geometry.sectionCount == oldSectionCount,
                batch.sectionInserts.allSatisfy({ $0 >= oldSectionCount }),
                changedRows * 8 <= geometry.entryCount + 64
            else {
                layoutAfterStructureChange()
                return
            }
            updateGeometry(afterRowChanges: batch)
            measureAppendedSections()
            checkGeometry()
            layoutVisibleRows()
            return
        }
        if let edits = planned.edits { edit(with: edits, after: content) }
        #if DIFFABLE_CHECK_INVARIANTS
        // A failure is a bug in BatchPlan: validation guarantees these counts.
        precondition(sections.map(\.rows.count) == planned.rowCounts, "batch edits disagree with counts")
        #endif
        guard geometry.sectionCount == sections.count, changedRows * 8 <= geometry.entryCount + 64 else {
            layoutAfterStructureChange()
            return
        }
        updateGeometry(afterRowChanges: batch)
        checkGeometry()
        layoutVisibleRows()
    }

    /// In invariant builds, traps unless the geometry has an entry for every row.
    private func checkGeometry() {
        #if DIFFABLE_CHECK_INVARIANTS
        precondition(geometry.sectionCount == sections.count, "row geometry disagrees with the section count")
        for (section, record) in sections.enumerated() {
            let rows = geometry.sectionStarts[section + 1] - geometry.sectionStarts[section] - 2
            precondition(rows == record.rows.count, "row geometry disagrees with the rows of section \(section)")
        }
        #endif
    }

    /// Whether a batch that moves `movedRows` rows in or out of a table of `rows` rows
    /// (deletes, inserts, moves) edits the rows in place rather than rebuilding the sections
    /// it touches.
    ///
    /// Each row in place moves up to a chunk of records and shifts the later chunks'
    /// starts; measured, that costs about as much as copying 24 rows plus one per 16k rows
    /// of the table, where a rebuild copies every row once. So: in place below about a
    /// thirtieth of the rows (a hundredth at a million), and always for a few.
    /// - Complexity: O(1).
    static func editsInPlace(movedRows: Int, of rows: Int) -> Bool {
        movedRows <= 16 || movedRows * (32 + rows / 16_384) <= rows
    }

    /// Validates a batch. For a batch that changes no section, returns the row counts after
    /// it and, when it changes few rows, its row edits (else the rebuilt sections are stored
    /// and `edits` is `nil`). For one that changes sections, stores the rebuilt sections and
    /// returns `nil`. Nothing is stored when the batch is refused.
    private func planRows(
        _ batch: BatchUpdate, after content: some TableContent
    ) throws(BatchUpdateError) -> (edits: RowEdits?, rowCounts: [Int])? {
        let plan = try BatchPlan(batch, before: sections, after: content)
        let edits = try plan.rowEdits()
        if let edits, Self.editsInPlace(movedRows: edits.movedRowCount, of: sections.reduce(0) { $0 + $1.rows.count }) {
            return (edits, plan.rowCountsAfter)
        }
        let updated = try plan.updatedSections()
        #if DIFFABLE_CHECK_INVARIANTS
        // A failure is a bug in BatchPlan: validation guarantees these counts.
        precondition(updated.map(\.rows.count) == plan.rowCountsAfter, "batch layout disagrees with counts")
        #endif
        sections = updated
        return edits == nil ? nil : (nil, plan.rowCountsAfter)
    }

    /// Makes a validated batch's row edits on the rows in place.
    private func edit(with edits: RowEdits, after content: some TableContent) {
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
    }
}

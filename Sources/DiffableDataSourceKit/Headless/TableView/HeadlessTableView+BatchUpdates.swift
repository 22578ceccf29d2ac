extension HeadlessTableView {
    /// The calls of one batch update; the table's name for ``ListBatch``, which every list
    /// view shares.
    public typealias BatchUpdate = ListBatch

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
    ///   rows change are rebuilt, O(rows) of them, and so are the row heights, O(*n*) without
    ///   a delegate call. Only inserted, reloaded and reconfigured rows (and rows of inserted
    ///   and reloaded sections) are measured.
    public func performBatchUpdates<S, I>(_ changeset: ListChangeset<S, I>) throws(BatchUpdateError) {
        try apply(ListBatch(changeset), after: DataSourceContent(table: self))
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
        try apply(ListBatch(changeset), after: SnapshotContent(snapshot: newSnapshot))
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
    public func performBatchUpdates(_ updates: (inout ListBatch) -> Void) throws(BatchUpdateError) {
        var batch = ListBatch()
        updates(&batch)
        try apply(batch, after: DataSourceContent(table: self))
    }

    /// Validates a batch completely, then stores the new layout.
    ///
    /// A batch that changes no section and up to a few percent of the rows edits the rows
    /// in place (see `editsInPlace`) and updates the row heights row by row; one that
    /// changes more rebuilds the sections it touches, and the row heights with them,
    /// carrying every surviving row's height over. Either way only inserted, reloaded and
    /// reconfigured rows are measured.
    func apply(_ batch: ListBatch, after content: some TableContent) throws(BatchUpdateError) {
        guard drag == .none else {
            let error = BatchUpdateError.uncommittedChanges("perform a batch update")
            refuse(error)
            throw error
        }
        let oldSectionCount = sections.count
        // The plan, which shares the old rows, is gone once `planRows` returns: the rows can
        // be edited, and the layout can store cell keys in them, without copying them.
        let planned: PlannedRows
        do {
            planned = try planRows(batch, after: content)
        } catch {
            lastUpdateError = error
            throw error
        }
        if case .edits(let edits, let rowCounts) = planned {
            edit(with: edits, after: content)
            checkRowCounts(rowCounts)
        }
        checkSelection()
        guard geometry.sectionCount == oldSectionCount else {
            // Unreachable while every change of rows keeps the geometry in step; were it
            // reached, measuring every row is still right.
            layoutAfterStructureChange()
            return
        }
        switch planned {
        case .edits:
            updateGeometry(afterRowChanges: batch)
        case .rebuilt where appendsSectionsOnly(batch, to: oldSectionCount):
            // Sections added after the last one (an adapter's append to a new section)
            // leave the others' geometry valid: measure only the new ones.
            updateGeometry(afterRowChanges: batch)
            measureAppendedSections()
        case .rebuilt(let origins, let uniformRowHeight):
            rebuildGeometry(carrying: origins, uniformRowHeight: uniformRowHeight)
        }
        checkGeometry()
        layoutVisibleRows()
    }

    /// Whether a batch changes sections only by inserting them after the `oldCount`
    /// existing ones, and changes few rows (so updating heights row by row is cheaper
    /// than rebuilding them).
    private func appendsSectionsOnly(_ batch: ListBatch, to oldCount: Int) -> Bool {
        let changedRows =
            batch.rowDeletes.count + batch.rowInserts.count + batch.rowMoves.count
            + batch.rowReloads.count + batch.rowReconfigures.count
        return batch.sectionDeletes.isEmpty && batch.sectionMoves.isEmpty && batch.sectionReloads.isEmpty
            && batch.sectionInserts.allSatisfy { $0 >= oldCount } && changedRows * 8 <= geometry.entryCount + 64
    }

    /// In invariant builds, traps unless the sections have these row counts.
    private func checkRowCounts(_ rowCounts: [Int]) {
        #if DIFFABLE_CHECK_INVARIANTS
        // A failure is a bug in BatchPlan: validation guarantees these counts.
        precondition(sections.map(\.rows.count) == rowCounts, "batch edits disagree with counts")
        #endif
    }

    /// In invariant builds, traps unless the geometry has an entry for every row, every row
    /// one identity slot, and every row the uniform height the geometry claims, if any.
    private func checkGeometry() {
        #if DIFFABLE_CHECK_INVARIANTS
        precondition(
            rowIdentities.occupiedCount == sections.reduce(0) { $0 + $1.rows.count },
            "row identity slots disagree with the rows")
        precondition(geometry.sectionCount == sections.count, "row geometry disagrees with the section count")
        for (section, record) in sections.enumerated() {
            let rows = geometry.sectionStarts[section + 1] - geometry.sectionStarts[section] - 2
            precondition(rows == record.rows.count, "row geometry disagrees with the rows of section \(section)")
            if let height = geometry.uniformRowHeight {
                precondition(
                    geometry.rowHeights(ofSection: section).allSatisfy { $0 == height },
                    "a row of section \(section) has another height than the uniform \(height)")
            }
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

    /// What a validated batch does to the stored rows.
    private enum PlannedRows {
        /// Row edits to make in place, and the row counts they must leave: the batch changes
        /// no section and few rows.
        case edits(RowEdits, rowCounts: [Int])
        /// The sections are rebuilt and stored; where each one's rows come from, or the one
        /// height every row has (when no height was carried).
        case rebuilt([RowOrigins], uniformRowHeight: Double?)
    }

    /// Validates a batch. For a batch that changes no section and few rows, returns its row
    /// edits; otherwise stores the rebuilt sections and returns where their rows come from.
    /// Nothing is stored when the batch is refused.
    private func planRows(_ batch: ListBatch, after content: some TableContent) throws(BatchUpdateError)
        -> PlannedRows
    {
        // No row holds an identity: store the content's item type from here on (changes
        // nothing a refused batch could leave behind).
        rowIdentities.adoptColumn(of: content)
        let plan = try BatchPlan(batch, before: sections, after: content)
        // Stored only once the batch can no longer be refused.
        let carriedSelection = plan.carrying(selection)
        let rowCount = sections.reduce(0) { $0 + $1.rows.count }
        if plan.keepsSections, Self.editsInPlace(movedRows: plan.movedRowCount, of: rowCount),
            let edits = try plan.rowEdits()
        {
            selection = carriedSelection
            return .edits(edits, rowCounts: plan.rowCountsAfter)
        }
        let (changes, freeSlots) = rowIdentities.planChanges()
        // Every row has the table's own height, and every new row would get it: the
        // layout is rebuilt from the row counts, without carrying a height.
        let uniformRowHeight = fixedRowHeight.flatMap { geometry.uniformRowHeight == $0 ? $0 : nil }
        let updated = try plan.updatedSections(
            identities: changes, freeSlots: freeSlots, geometry: geometry, carryingHeights: uniformRowHeight == nil)
        #if DIFFABLE_CHECK_INVARIANTS
        // A failure is a bug in BatchPlan: validation guarantees these counts.
        precondition(updated.sections.map(\.rows.count) == plan.rowCountsAfter, "batch layout disagrees with counts")
        #endif
        sections = updated.sections
        selection = carriedSelection
        // Valid: read the new rows' identities, all in one call to the content.
        rowIdentities.apply(updated.identities, reading: content)
        return .rebuilt(updated.origins, uniformRowHeight: uniformRowHeight)
    }

    /// Makes a validated batch's row edits on the rows in place.
    private func edit(with edits: RowEdits, after content: some TableContent) {
        // Rows moving in are read before any row leaves.
        var movedRecords: [RowPosition: RowRecord] = [:]
        for arrival in edits.arrivals {
            if let source = arrival.source { movedRecords[source] = sections[source.section].rows[source.row] }
        }
        for position in edits.removals {
            let record = sections[position.section].rows.remove(at: position.row)
            if movedRecords[position] == nil { rowIdentities.release(record.identitySlot) }
        }
        for (position, source) in edits.arrivals {
            let record =
                source.flatMap { movedRecords[$0] }
                ?? RowRecord(identitySlot: rowIdentities.add(content.rowIdentity(at: position)))
            sections[position.section].rows.insert(record, at: position.row)
        }
        for position in edits.reloads {
            let slot = sections[position.section].rows[position.row].identitySlot
            rowIdentities[slot] = content.rowIdentity(at: position)
            sections[position.section].rows[position.row] = RowRecord(identitySlot: slot)
        }
        for position in edits.reconfigures {
            rowIdentities[sections[position.section].rows[position.row].identitySlot] = content.rowIdentity(
                at: position)
            sections[position.section].rows[position.row].needsReconfigure = true
        }
    }
}

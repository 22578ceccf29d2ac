/// How the headless table carries out a batch, from the data source's surface call to the
/// new rows: the plan checks the batch by UIKit's rules (`BatchPlan`), then the rows are
/// edited in place or their sections rebuilt (below), then the layout follows
/// (`HeadlessTableView+Layout.swift`). The public ways in for code without a data source
/// are in `HeadlessTableView+PerformBatchUpdates.swift`.
extension HeadlessTableView {
    /// The surface's batch (see `ListSurface`). As UIKit: the data source switches to the
    /// new snapshot inside the update, then the table checks the batch against the counts
    /// of what it will show, which the data source hands it.
    func performBatchUpdates(
        _ batch: ListBatch, animated: Bool, updateData: () -> any TableContent,
        completion: @escaping @MainActor () -> Void
    ) throws(BatchUpdateError) {
        let content = updateData()
        try apply(batch, after: ErasedContent(base: content))
        // Nothing animates: the batch is on screen now.
        completion()
    }

    /// The surface's reload: stores `content` as given, without reading the data source.
    func reloadData(showing content: any TableContent) { reload(from: ErasedContent(base: content)) }

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

// MARK: - What a batch leaves

/// What a batch that rebuilds sections leaves: the sections, where their rows come from,
/// and the identity slots it takes, frees and fills.
struct RebuiltLayout {
    var sections: [HeadlessTableView.SectionRecord] = []
    var origins: [RowOrigins] = []
    var identities: IdentityChanges
}

extension BatchPlan {
    /// The sections the table shows after the update, where each one's rows come from (with
    /// the heights they carry over from `geometry`, the table's layout before the update),
    /// and the identity slots the new rows take (from `freeSlots`, the table's free slots,
    /// then new ones past `slotCount`).
    ///
    /// Untouched sections are shared with `before` (no row is copied); sections with row
    /// changes are rebuilt. With `carryingHeights` false (every row before and after has
    /// the table's own height), the rebuilt sections carry no heights.
    /// - Throws: ``BatchUpdateError/Kind/rowReloadedAndReconfigured`` (the only rule that
    ///   needs the layout: where a reloaded row lands).
    /// - Complexity: O(*s*) plus O(rows) of every rebuilt, (re)created or deleted section.
    func updatedSections(
        identities: IdentityChanges, freeSlots: [Int32], geometry: RowGeometry, carryingHeights: Bool
    ) throws(BatchUpdateError) -> RebuiltLayout {
        var layout = RebuiltLayout(identities: identities)
        layout.sections.reserveCapacity(origins.count)
        layout.origins.reserveCapacity(origins.count)
        // Rows of deleted and reloaded sections give their slots back.
        for section in before.indices where fates[section] == .deleted || fates[section] == .reloaded {
            for chunk in before[section].rows.chunkArrays {
                for record in chunk { layout.identities.release(record.identitySlot) }
            }
        }
        let heights = CarriedHeights(geometry: carryingHeights ? geometry : nil, before: before)
        for section in origins.indices {
            let origin = origins[section]
            if origin == Self.inserted || fates[origin] == .reloaded {
                var rows = ChunkAccumulator<RowRecord>()
                for row in 0..<rowCountsAfter[section] {
                    let position = RowPosition(section: section, row: row)
                    rows.append(
                        RowRecord(identitySlot: layout.identities.newSlot(readingAt: position, free: freeSlots)))
                }
                layout.sections.append(
                    SectionRecord(identity: content.sectionIdentity(at: section), rows: ChunkedArray(rows)))
                layout.origins.append(.created)
            } else if changesBefore[origin].isEmpty && changesAfter[section].isEmpty {
                layout.sections.append(before[origin])
                layout.origins.append(.section(origin))
            } else {
                let (rows, carried) = try rebuiltRows(
                    of: origin, at: section, heights: heights, identities: &layout.identities, freeSlots: freeSlots)
                layout.sections.append(SectionRecord(identity: before[origin].identity, rows: rows))
                layout.origins.append(carried)
            }
        }
        return layout
    }

    /// The rows of a surviving section: inserts and move destinations at their places, the
    /// rows that stay filling the other places in their old order; reloaded rows take a
    /// fresh record, reconfigured ones keep theirs, and both read their identity again.
    /// Returns with them each row's height carried over (``RowOrigins/carried(heights:measuring:)``;
    /// no heights when `carried` has no layout); records in `identities` the slots that
    /// deleted rows free and inserted rows take.
    ///
    /// Two branch-free passes over the rows (``RowMerge``), with a bit per row saying which
    /// change, then one step per changed place: no hashing and no search per row.
    /// - Complexity: O(*r* + *m* log *c*) for *r* rows before and after, *m* moved in and
    ///   *c* chunks of rows and heights in their source sections.
    private func rebuiltRows(
        of old: Int, at new: Int, heights carried: CarriedHeights, identities: inout IdentityChanges,
        freeSlots: [Int32]
    ) throws(BatchUpdateError) -> (ChunkedArray<RowRecord>, RowOrigins) {
        let removed = changesBefore[old]
        let added = changesAfter[new]
        let newCount = rowCountsAfter[new]
        // Old rows that leave (deleted or moved out); places rows arrive at (inserted or
        // moved in).
        var leaving = removed.deleted.bitmap()
        for move in removed.movedOut.moves { leaving.insert(move.row) }
        var arriving = added.inserted.bitmap()
        for move in added.movedIn.moves { arriving.insert(move.row) }
        var merge = RowMerge(
            section: new, oldSection: old, newCount: newCount, leaving: leaving, reloaded: removed.reloaded.bitmap(),
            arriving: arriving, reconfigured: added.reconfigured.bitmap(),
            movedIn: Self.movedInRecords(added.movedIn.moves, from: before, heights: carried),
            freeSlots: freeSlots, carriesHeights: carried.geometry != nil)
        // Every row inserted, reloaded or reconfigured is read and measured: room for them
        // up front, where appending one at a time grew both lists a dozen times over.
        let measured = added.inserted.count + added.reconfigured.count + removed.reloaded.count
        merge.reserveMeasuring(measured)
        identities.reserveRequests(measured)
        let oldChunks = before[old].rows.chunkArrays
        // Deleted rows give their slots back first, so that inserted rows take them.
        identities.release(contentsOf: Self.slots(of: removed.deleted, in: oldChunks))
        // The new rows are written a chunk at a time, straight into the chunks they are
        // stored in; the heights into one array, which the layout takes whole.
        let (chunks, heights) = merge.rows(
            from: oldChunks, oldHeights: carried.rowHeights(ofSection: old),
            chunkSize: ChunkedArray<RowRecord>.chunkSize, identities: &identities)
        if let failure = merge.failure { throw failure }
        return (ChunkedArray(chunks: chunks), .carried(heights: heights, measuring: merge.measuring))
    }
}

extension BatchPlan {
    /// The records and heights the rows moving into a section bring, in the order of their
    /// places there (sorted only if the batch listed them otherwise).
    ///
    /// Not isolated, as no helper here that takes a closure per row is: a closure formed in
    /// main-actor code checks, on every call, that it runs on the main actor.
    /// - Complexity: O(*m* log *c*) for *m* moves and *c* chunks in their sources, plus
    ///   O(*m* log *m*) when they come out of order.
    nonisolated static func movedInRecords(
        _ moves: [(row: Int, other: RowPosition)], from before: [SectionRecord], heights carried: CarriedHeights
    ) -> [(row: Int, record: RowRecord, height: Double)] {
        var moves = moves
        if zip(moves, moves.dropFirst()).contains(where: { $0.row > $1.row }) { moves.sort { $0.row < $1.row } }
        return moves.map { ($0.row, before[$0.other.section].rows[$0.other.row], carried.height(at: $0.other)) }
    }

    /// The identity slots of the rows in `rows`, in row order, read chunk by chunk.
    ///
    /// - Complexity: O(*n* / 64 + *k*) for *n* rows in `chunks` and *k* in `rows`.
    nonisolated static func slots(of rows: RowSet, in chunks: [[RowRecord]]) -> [Int32] {
        // `init(unsafeUninitializedCapacity: 0)` writes the count of the storage every empty
        // array shares, which other threads read: a data race.
        guard !rows.isEmpty else { return [] }
        let bitmap = rows.bitmap()
        // Written in place, not appended: no capacity or uniqueness check per row.
        return [Int32](unsafeUninitializedCapacity: rows.count) { slots, filled in
            var start = 0
            for chunk in chunks {
                chunk.withUnsafeBufferPointer { records in
                    bitmap.forEach(in: start..<(start + records.count)) { row in
                        guard filled < slots.count else { return }
                        slots.initializeElement(at: filled, to: records[row &- start].identitySlot)
                        filled &+= 1
                    }
                }
                start += chunk.count
            }
        }
    }
}

/// The row heights of the table's layout before a batch, read per section for the sections
/// it rebuilds; zeros where the layout is out of step with the rows (the table then
/// measures every row anyway), none when `geometry` is `nil` (heights are not carried).
struct CarriedHeights {
    let geometry: RowGeometry?
    let before: [HeadlessTableView.SectionRecord]

    /// Whether the layout has the section with its rows.
    private func isInStep(_ section: Int) -> Bool {
        guard let geometry else { return false }
        return geometry.sectionCount == before.count
            && geometry.sectionStarts[section + 1] - geometry.sectionStarts[section] - 2 == before[section].rows.count
    }

    /// The heights of a section's rows before the update.
    ///
    /// - Complexity: O(log *c* + *r*) for the section's *r* rows.
    func rowHeights(ofSection section: Int) -> [Double] {
        guard let geometry else { return [] }
        return isInStep(section)
            ? geometry.rowHeights(ofSection: section) : Array(repeating: 0, count: before[section].rows.count)
    }

    /// The height of a row before the update.
    ///
    /// - Complexity: O(log *c* + *b*).
    func height(at position: RowPosition) -> Double {
        guard isInStep(position.section), let geometry,
            let entry = geometry.entry(section: position.section, row: position.row)
        else { return 0 }
        return geometry.height(ofEntry: entry)
    }
}

/// A batch's row changes, to be made in place on the table's rows once the plan (which
/// shares them) is gone, so that no row array is copied or rebuilt: for batches that
/// change no section, where every section keeps its index. Each removal or arrival moves
/// the rows after it in its chunk and shifts the later chunks' starts, so the table makes
/// these edits for up to a few percent of the rows and rebuilds the sections
/// (``BatchPlan/updatedSections()``) for more.
struct RowEdits {
    typealias RowRecord = HeadlessTableView.RowRecord

    /// Rows that leave (deleted or moved out), places before the update, last first.
    var removals: [RowPosition] = []
    /// Rows that arrive (inserted, or moved in from `source`, a place before the update),
    /// places after the update, first first.
    var arrivals: [(position: RowPosition, source: RowPosition?)] = []
    /// Places after the update of reloaded rows (they get a fresh record).
    var reloads: [RowPosition] = []
    /// Places after the update of reconfigured rows (they keep their record).
    var reconfigures: [RowPosition] = []
}

extension BatchPlan {
    /// Whether the batch changes no section, so every section keeps its index and the
    /// batch can be made as ``rowEdits()``.
    ///
    /// - Complexity: O(*s*).
    var keepsSections: Bool {
        before.count == origins.count && origins.indices.allSatisfy { origins[$0] == $0 && fates[$0] == .stays }
    }

    /// The number of rows that leave or arrive (deleted, inserted, moved out or in): the
    /// removals and arrivals ``rowEdits()`` would make, without building them.
    ///
    /// - Complexity: O(*s*).
    var movedRowCount: Int {
        let leaving = changesBefore.reduce(0) { $0 + $1.deleted.count + $1.movedOut.count }
        return changesAfter.reduce(leaving) { $0 + $1.inserted.count + $1.movedIn.count }
    }

    /// The batch's row changes as in-place edits, or `nil` when the batch changes sections.
    ///
    /// - Throws: ``BatchUpdateError/Kind/rowReloadedAndReconfigured``, as
    ///   ``updatedSections()`` does.
    /// - Complexity: O(*s* + *k* log *k*) for *k* row changes.
    func rowEdits() throws(BatchUpdateError) -> RowEdits? {
        guard keepsSections else { return nil }
        var edits = RowEdits()
        for section in origins.indices {
            let removed = changesBefore[section]
            let added = changesAfter[section]
            if removed.isEmpty && added.isEmpty { continue }
            let leaving = (Array(removed.deleted) + Array(removed.movedOut.rows)).sorted()
            edits.removals += leaving.reversed().map { RowPosition(section: section, row: $0) }
            let arriving = (Array(added.inserted) + Array(added.movedIn.rows)).sorted()
            let movedFrom = added.movedIn.otherEnds()
            edits.arrivals += arriving.map { (RowPosition(section: section, row: $0), movedFrom[$0]) }
            // A staying row takes, in order, the places no arrival claims (two pointers,
            // as the reloaded rows come in order).
            var gone = 0
            var claimed = 0
            for old in removed.reloaded.sorted() {
                while gone < leaving.count && leaving[gone] < old { gone += 1 }
                let rank = old - gone
                while claimed < arriving.count && arriving[claimed] <= rank + claimed { claimed += 1 }
                let row = rank + claimed
                if added.reconfigured.contains(row) {
                    throw .rowReloadedAndReconfigured(
                        before: RowPosition(section: section, row: old), after: RowPosition(section: section, row: row))
                }
                edits.reloads.append(RowPosition(section: section, row: row))
            }
            edits.reconfigures += added.reconfigured.map { RowPosition(section: section, row: $0) }
        }
        // Removals run section by section from the last.
        edits.removals.sort(by: >)
        return edits
    }
}

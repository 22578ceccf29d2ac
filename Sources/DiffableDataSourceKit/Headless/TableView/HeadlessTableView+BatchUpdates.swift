/// How the headless table carries out a batch, from the data source's surface call to the
/// new rows: the plan checks the batch by UIKit's rules (`BatchPlan`), then the rows are
/// edited in place or their sections rebuilt (`Headless/RowStorage/`: `RowEdits`,
/// `RebuiltSections`), then the layout follows (`HeadlessTableView+Layout.swift`). The
/// public ways in for code without a data source are in
/// `HeadlessTableView+PerformBatchUpdates.swift`.
extension HeadlessTableView {
    /// A data source's batch (see ``ListBatchTarget``). As UIKit: the data source switches
    /// to the new snapshot inside the update, then the table checks the batch against the
    /// counts of what it will show, which the data source hands it, and calls `completion`
    /// at once (nothing animates).
    ///
    /// - Throws: The first rule the batch breaks; the table is then unchanged.
    /// - Complexity: as `performBatchUpdates(_:)` with a changeset.
    public func performBatchUpdates(
        _ batch: ListBatch, animated: Bool, updateData: () -> any ListContent,
        completion: @escaping @MainActor () -> Void
    ) throws(BatchUpdateError) {
        try apply(batch, after: updateData())
        // Nothing animates: the batch is on screen now.
        completion()
    }

    /// A data source's reload: shows `content` as given, without reading the data source.
    ///
    /// - Complexity: O(*n* + *s*) for *n* rows and *s* sections.
    public func reloadData(showing content: any ListContent) { reload(from: content) }

    /// Validates a batch completely, then stores the new rows and lays them out.
    ///
    /// A batch that keeps every section at its index and changes up to a few percent of the
    /// rows edits the rows in place (see `editsInPlace`) and updates the row heights row by
    /// row; one that changes more rebuilds the sections it touches, and the row heights with
    /// them, carrying every surviving row's height over. Either way only inserted, reloaded
    /// and reconfigured rows are measured.
    func apply(_ batch: ListBatch, after content: any ListContent) throws(BatchUpdateError) {
        guard drag == .none else {
            let error = BatchUpdateError.uncommittedChanges("perform a batch update")
            refuse(error)
            throw error
        }
        var countsBefore: [Int] = []
        countsBefore.reserveCapacity(sections.count)
        for section in sections { countsBefore.append(section.rows.count) }
        let plan: BatchPlan
        do {
            plan = try BatchPlan(batch, rowCountsBefore: countsBefore, rowCountsAfter: content.rowCounts)
        } catch {
            lastUpdateError = error
            throw error
        }
        // Valid: from here on nothing refuses it.
        if !selection.isEmpty { selection = selection.carried(through: plan) }
        // No row holds an identity: store the content's item type from here on.
        rowIdentities.adoptColumn(of: content)
        let rowCount = countsBefore.reduce(0, +)
        let inStep = geometry.sectionCount == sections.count
        if plan.keepsSectionIndexes, Self.editsInPlace(movedRows: plan.movedRowCount, of: rowCount) {
            let edits = plan.rowEdits()
            edits.apply(to: &sections, identities: &rowIdentities, reading: content)
            if inStep {
                updateGeometry(with: edits)
                measureAppendedSections()
            }
        } else {
            // Every row has the table's own height, and every new row would get it: the
            // layout is rebuilt from the row counts, without carrying a height.
            let uniformRowHeight = fixedRowHeight.flatMap { geometry.uniformRowHeight == $0 ? $0 : nil }
            let (identities, freeSlots) = rowIdentities.planChanges()
            let rebuilt = plan.rebuiltSections(
                from: sections, identities: identities, freeSlots: freeSlots, geometry: geometry,
                carryingHeights: uniformRowHeight == nil, content: content)
            sections = rebuilt.sections
            // Read the new rows' identities, all in one call to the content.
            rowIdentities.apply(rebuilt.identities, reading: content)
            if inStep { rebuildGeometry(carrying: rebuilt.origins, uniformRowHeight: uniformRowHeight) }
        }
        // Out of step is unreachable while every change of rows keeps the geometry in step;
        // were it reached, measuring every row is still right.
        if inStep { layoutVisibleRows() } else { layoutAfterStructureChange() }
        checkInvariants(rowCounts: plan.rowCountsAfter)
    }

    /// In invariant builds, traps unless the sections have these row counts, the geometry
    /// has an entry for every row, every row one identity slot, every row the uniform height
    /// the geometry claims, if any, and every selected row is a row the table shows.
    private func checkInvariants(rowCounts: [Int]) {
        #if DIFFABLE_CHECK_INVARIANTS
        // A failure is a bug in the batch's plan or the row storage: validation guarantees
        // these counts.
        precondition(sections.map(\.rows.count) == rowCounts, "batch edits disagree with counts")
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
        checkSelection()
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
}

extension ListContent {
    /// The number of rows in every section, read once.
    ///
    /// - Complexity: O(*s*) calls to the content.
    var rowCounts: [Int] {
        var counts: [Int] = []
        counts.reserveCapacity(numberOfSections)
        for section in 0..<numberOfSections { counts.append(numberOfRows(inSection: section)) }
        return counts
    }
}

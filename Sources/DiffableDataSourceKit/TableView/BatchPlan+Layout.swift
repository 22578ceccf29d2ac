/// Per-row marks used while rebuilding one section, so the row loop does array look-ups
/// instead of hashing every row.
private struct RowMarks: OptionSet {
    let rawValue: UInt8
    /// Before: deleted or moved out. After: an insert or move destination.
    static let taken = RowMarks(rawValue: 1)
    /// Before: reloaded. After: reconfigured.
    static let refreshed = RowMarks(rawValue: 2)
    /// After: a move destination (with `taken`), so inserts need no look-up of the moves.
    static let movedIn = RowMarks(rawValue: 4)
}

/// What a batch that rebuilds sections leaves: the sections, where their rows come from,
/// and the identity slots it takes, frees and fills.
struct RebuiltLayout {
    var sections: [HeadlessTableView.SectionRecord] = []
    var origins: [RowOrigins] = []
    var identities: IdentityChanges
}

extension BatchPlan {
    /// The sections the table shows after the update, where each one's rows come from, and
    /// the identity slots the new rows take (from `freeSlots`, the table's free slots, then
    /// new ones past `slotCount`).
    ///
    /// Untouched sections are shared with `before` (no row is copied); sections with row
    /// changes are rebuilt.
    /// - Throws: ``BatchUpdateError/Kind/rowReloadedAndReconfigured`` (the only rule that
    ///   needs the layout: where a reloaded row lands).
    /// - Complexity: O(*s*) plus O(rows) of every rebuilt, (re)created or deleted section.
    func updatedSections(
        identities: IdentityChanges, freeSlots: [Int32]
    ) throws(BatchUpdateError) -> RebuiltLayout {
        var layout = RebuiltLayout(identities: identities)
        layout.sections.reserveCapacity(origins.count)
        layout.origins.reserveCapacity(origins.count)
        // Index over all rows before the update of each section's first row.
        var firstRows: [Int] = []
        firstRows.reserveCapacity(before.count)
        var rowCount = 0
        for section in before {
            firstRows.append(rowCount)
            rowCount += section.rows.count
        }
        // Rows of deleted and reloaded sections give their slots back.
        for section in before.indices where fates[section] == .deleted || fates[section] == .reloaded {
            for chunk in before[section].rows.chunkArrays {
                for record in chunk { layout.identities.release(record.identitySlot) }
            }
        }
        for section in origins.indices {
            let origin = origins[section]
            if origin == Self.inserted || fates[origin] == .reloaded {
                var rows = ChunkedRows<RowRecord>()
                for row in 0..<rowCountsAfter[section] {
                    let position = RowPosition(section: section, row: row)
                    rows.append(
                        RowRecord(identitySlot: layout.identities.newSlot(readingAt: position, free: freeSlots)))
                }
                layout.sections.append(SectionRecord(identity: content.sectionIdentity(at: section), rows: rows))
                layout.origins.append(.created)
            } else if changesBefore[origin].isEmpty && changesAfter[section].isEmpty {
                layout.sections.append(before[origin])
                layout.origins.append(.section(origin))
            } else {
                var sources: [Int] = []
                let rows = try rebuiltRows(
                    of: origin, at: section, firstRows: firstRows, sources: &sources,
                    identities: &layout.identities, freeSlots: freeSlots)
                layout.sections.append(SectionRecord(identity: before[origin].identity, rows: rows))
                layout.origins.append(.rows(sources))
            }
        }
        return layout
    }

    /// The rows of a surviving section: inserts and move destinations at their places, the
    /// rows that stay filling the other places in their old order; reloaded rows take a
    /// fresh record, reconfigured ones keep theirs, and both read their identity again.
    /// Appends to `sources` each row's origin, as ``RowOrigins/rows(_:)`` holds it
    /// (`firstRows` gives each section's first row in that count); records in `identities`
    /// the slots that deleted rows free and inserted rows take.
    ///
    /// - Complexity: O(*r* + *k* log *c*) for *r* rows before and after, *k* moved in, and
    ///   *c* row chunks in their source sections.
    private func rebuiltRows(
        of old: Int, at new: Int, firstRows: [Int], sources: inout [Int], identities: inout IdentityChanges,
        freeSlots: [Int32]
    ) throws(BatchUpdateError) -> ChunkedRows<RowRecord> {
        let removed = changesBefore[old]
        let added = changesAfter[new]
        var oldMarks = [RowMarks](repeating: [], count: before[old].rows.count)
        for row in removed.deleted { oldMarks[row].insert(.taken) }
        for row in removed.movedOut.keys { oldMarks[row].insert(.taken) }
        for row in removed.reloaded { oldMarks[row].insert(.refreshed) }
        var newMarks = [RowMarks](repeating: [], count: rowCountsAfter[new])
        for row in added.inserted { newMarks[row].insert(.taken) }
        for row in added.movedIn.keys { newMarks[row].insert([.taken, .movedIn]) }
        for row in added.reconfigured { newMarks[row].insert(.refreshed) }
        // Deleted rows give their slots back (moved-out rows keep theirs).
        for row in removed.deleted { identities.release(before[old].rows[row].identitySlot) }

        // The old rows, walked once in order and read in place (no search per row).
        let oldChunks = before[old].rows.chunkArrays
        var next = 0  // the next old row to consider for a free place
        var chunk = 0  // where `next` is in `oldChunks`
        var offset = 0
        func step() {
            next += 1
            offset += 1
            if offset == oldChunks[chunk].count {
                chunk += 1
                offset = 0
            }
        }
        var rows = ChunkedRows<RowRecord>.Builder()
        sources.reserveCapacity(newMarks.count)
        for row in newMarks.indices {
            let position = RowPosition(section: new, row: row)
            if newMarks[row].contains(.taken) {
                if newMarks[row].contains(.movedIn), let source = added.movedIn[row] {
                    rows.append(before[source.section].rows[source.row])
                    sources.append(firstRows[source.section] + source.row)
                } else {
                    rows.append(RowRecord(identitySlot: identities.newSlot(readingAt: position, free: freeSlots)))
                    sources.append(RowOrigins.measure)
                }
                continue  // reconfigures of these places were refused earlier
            }
            // The row count check guarantees a staying row for every free place (were it
            // wrong, the section would come out short, which invariant builds catch).
            while next < oldMarks.count && oldMarks[next].contains(.taken) { step() }
            guard next < oldMarks.count else { break }
            if oldMarks[next].contains(.refreshed) {
                if newMarks[row].contains(.refreshed) {
                    throw .rowReloadedAndReconfigured(before: RowPosition(section: old, row: next), after: position)
                }
                let slot = oldChunks[chunk][offset].identitySlot
                identities.reread(slot, at: position)
                rows.append(RowRecord(identitySlot: slot))
                sources.append(RowOrigins.measure)
            } else if newMarks[row].contains(.refreshed) {
                var record = oldChunks[chunk][offset]
                identities.reread(record.identitySlot, at: position)
                record.needsReconfigure = true
                record.isMeasured = false
                rows.append(record)
                sources.append(RowOrigins.measure)
            } else {
                rows.append(oldChunks[chunk][offset])
                sources.append(firstRows[old] + next)
            }
            step()
        }
        return rows.build()
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
            let leaving = (Array(removed.deleted) + Array(removed.movedOut.keys)).sorted()
            edits.removals += leaving.reversed().map { RowPosition(section: section, row: $0) }
            let arriving = (Array(added.inserted) + Array(added.movedIn.keys)).sorted()
            edits.arrivals += arriving.map { (RowPosition(section: section, row: $0), added.movedIn[$0]) }
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

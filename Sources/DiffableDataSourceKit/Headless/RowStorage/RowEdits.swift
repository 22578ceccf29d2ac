/// A batch's row changes made in place on a table's rows, so that no row array is copied or
/// rebuilt: for batches that keep every section at its index (sections may be appended after
/// the last). Each removal or arrival moves the rows after it in its chunk and shifts the
/// later chunks' starts, so the table makes these edits for up to a few percent of the rows
/// (`HeadlessTableView.editsInPlace(movedRows:of:)`) and rebuilds the sections
/// (`RebuiltSections.swift`) for more.
///
/// The edits are read from the plan, once: the table's rows, its layout
/// (`HeadlessTableView.updateGeometry(with:)`) and its cells all follow them.
struct RowEdits {
    /// Rows that leave (deleted or moved out), places before the update, last first.
    var removals: [RowPosition] = []
    /// Rows that arrive (inserted, or moved in from `source`, a place before the update),
    /// places after the update, first first.
    var arrivals: [(position: RowPosition, source: RowPosition?)] = []
    /// Places after the update of reloaded rows (they get a fresh record).
    var reloads: [RowPosition] = []
    /// Places after the update of reconfigured rows (they keep their record).
    var reconfigures: [RowPosition] = []
    /// Sections inserted after the last section before the update, indexes after it.
    var appendedSections: Range<Int> = 0..<0
}

extension BatchPlan {
    /// Whether every section before the update keeps its index and only its rows change;
    /// sections may be inserted after the last of them. Such a batch can be made as
    /// ``rowEdits()``.
    ///
    /// - Complexity: O(*s*).
    var keepsSectionIndexes: Bool {
        guard origins.count >= fates.count else { return false }
        for section in fates.indices where fates[section] != .stays || origins[section] != section { return false }
        for section in fates.count..<origins.count where origins[section] != Self.inserted { return false }
        return true
    }

    /// The number of rows that leave or arrive (deleted, inserted, moved out or in) in the
    /// sections before the update: the removals and arrivals ``rowEdits()`` would make.
    ///
    /// - Complexity: O(*s*).
    var movedRowCount: Int {
        var count = 0
        for changes in changesBefore { count += changes.deleted.count + changes.movedOut.count }
        for section in changesAfter.indices.prefix(changesBefore.count) {
            count += changesAfter[section].inserted.count + changesAfter[section].movedIn.count
        }
        return count
    }

    /// The batch's row changes as in-place edits, for a batch that ``keepsSectionIndexes``.
    ///
    /// - Complexity: O(*s* + *k* log *k*) for *k* row changes.
    func rowEdits() -> RowEdits {
        var edits = RowEdits()
        edits.appendedSections = fates.count..<origins.count
        for section in fates.indices {
            let removed = changesBefore[section]
            let added = changesAfter[section]
            if removed.isEmpty && added.isEmpty { continue }
            let staying = stayingRows(from: section, to: section)
            for row in staying.leaving.reversed() { edits.removals.append(RowPosition(section: section, row: row)) }
            let movedFrom = added.movedIn.otherEnds()
            for row in staying.arriving {
                edits.arrivals.append((RowPosition(section: section, row: row), movedFrom[row]))
            }
            for place in reloadPlaces[section] ?? [] {
                edits.reloads.append(RowPosition(section: section, row: place.new))
            }
            for row in added.reconfigured.ascending() {
                edits.reconfigures.append(RowPosition(section: section, row: row))
            }
        }
        // Removals run section by section from the last.
        edits.removals.sort(by: >)
        return edits
    }
}

extension RowEdits {
    /// Makes the edits on a table's rows in place, and adds the sections they append,
    /// reading the new rows' identities from `content`.
    ///
    /// - Complexity: O(*k* (log *n* + *n* / 256)) for *k* rows that leave or arrive among
    ///   *n*, plus the rows of appended sections.
    @MainActor
    func apply(to sections: inout [SectionRecord], identities: inout RowIdentities, reading content: any ListContent) {
        // Rows moving in are read before any row leaves.
        var movedRecords: [RowPosition: RowRecord] = [:]
        for arrival in arrivals {
            if let source = arrival.source { movedRecords[source] = sections[source.section].rows[source.row] }
        }
        for position in removals {
            let record = sections[position.section].rows.remove(at: position.row)
            if movedRecords[position] == nil { identities.release(record.identitySlot) }
        }
        for (position, source) in arrivals {
            let record =
                source.flatMap { movedRecords[$0] }
                ?? RowRecord(identitySlot: identities.add(content.rowIdentity(at: position)))
            sections[position.section].rows.insert(record, at: position.row)
        }
        for position in reloads {
            let slot = sections[position.section].rows[position.row].identitySlot
            identities[slot] = content.rowIdentity(at: position)
            sections[position.section].rows[position.row] = RowRecord(identitySlot: slot)
        }
        for position in reconfigures {
            identities[sections[position.section].rows[position.row].identitySlot] = content.rowIdentity(at: position)
            sections[position.section].rows[position.row].needsReconfigure = true
        }
        guard !appendedSections.isEmpty else { return }
        // Appended sections read their rows' identities in one call to the content.
        let (plannedChanges, free) = identities.planChanges()
        var changes = plannedChanges
        for section in appendedSections {
            var rows = ChunkAccumulator<RowRecord>()
            for row in 0..<content.numberOfRows(inSection: section) {
                let position = RowPosition(section: section, row: row)
                rows.append(RowRecord(identitySlot: changes.newSlot(readingAt: position, free: free)))
            }
            sections.append(SectionRecord(identity: content.sectionIdentity(at: section), rows: ChunkedArray(rows)))
        }
        identities.apply(changes, reading: content)
    }
}

/// What a batch that rebuilds sections leaves: the sections, where their rows come from,
/// and the identity slots it takes, frees and fills.
struct RebuiltSections {
    var sections: [SectionRecord] = []
    var origins: [RowOrigins] = []
    var identities: IdentityChanges
}

extension BatchPlan {
    /// The sections a table shows after the update, built from `before` (its sections
    /// before it): where each one's rows come from (with the heights they carry over from
    /// `geometry`, the table's layout before the update), and the identity slots the new
    /// rows take (from `freeSlots`, the table's free slots, then new ones past the table's).
    ///
    /// Untouched sections are shared with `before` (no row is copied); sections with row
    /// changes are rebuilt. With `carryingHeights` false (every row before and after has
    /// the table's own height), the rebuilt sections carry no heights.
    /// - Complexity: O(*s*) plus O(rows) of every rebuilt, (re)created or deleted section.
    @MainActor
    func rebuiltSections(
        from before: [SectionRecord], identities: IdentityChanges, freeSlots: [Int32], geometry: RowGeometry,
        carryingHeights: Bool, content: any ListContent
    ) -> RebuiltSections {
        var layout = RebuiltSections(identities: identities)
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
                let (rows, carried) = rebuiltRows(
                    of: origin, at: section, from: before, heights: heights, identities: &layout.identities,
                    freeSlots: freeSlots)
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
        of old: Int, at new: Int, from before: [SectionRecord], heights carried: CarriedHeights,
        identities: inout IdentityChanges, freeSlots: [Int32]
    ) -> (ChunkedArray<RowRecord>, RowOrigins) {
        let removed = changesBefore[old]
        let added = changesAfter[new]
        // Old rows that leave (deleted or moved out); places rows arrive at (inserted or
        // moved in).
        var leaving = removed.deleted.bitmap()
        for move in removed.movedOut.moves { leaving.insert(move.row) }
        var arriving = added.inserted.bitmap()
        for move in added.movedIn.moves { arriving.insert(move.row) }
        var merge = RowMerge(
            section: new, newCount: rowCountsAfter[new], leaving: leaving, reloads: reloadPlaces[new] ?? [],
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
        return (ChunkedArray(chunks: chunks), .carried(heights: heights, measuring: merge.measuring))
    }

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
        // No rows: no buffer. An empty array made with `unsafeUninitializedCapacity` would
        // write the count of the storage every empty array shares.
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
    let before: [SectionRecord]

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

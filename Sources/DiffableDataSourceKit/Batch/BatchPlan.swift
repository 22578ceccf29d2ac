/// One batch update checked against UIKit's rules: what happens to every section, and the
/// rows each section loses and gains.
///
/// Built in one pass over the batch: section changes first (they decide which section
/// before the update becomes which section after it), then row changes, then the count
/// checks, then where reloaded rows land (the one rule that needs the others). Nothing
/// here knows how a view stores its rows: it reads the row counts before and after the
/// update, and a view that carries the batch out reads the plan (the headless views' row
/// storage in `Headless/RowStorage/`, the guard in front of UIKit's views in
/// `BatchGuard`).
///
/// Coordinates follow UIKit: deletes and reloads are places before the update, inserts and
/// reconfigures places after it, moves go from before to after. Inserted and reloaded
/// sections are new after the update; a moved section comes from its source; the remaining
/// after slots take the surviving sections in their before order. Rows inside a surviving
/// section are placed the same way (see ``StayingRows``).
///
/// Complexity: O(*s* + *k*) for *s* sections before and after and *k* operations
/// (expected: hashed, or a bit per row where a batch changes many, see `RowSet`), plus
/// O(*r* / 64 + *k*) for a section of *r* rows that both loses or gains rows and reloads.
struct BatchPlan {
    /// What happens to a section that exists before the update.
    enum SectionFate {
        case stays, deleted, reloaded, moved
    }

    /// Row changes that name places in one section before the update.
    struct ChangesBefore {
        var deleted: RowSet
        var reloaded: RowSet
        /// Rows that move, and where to.
        var movedOut: RowMoves
        /// Moves to another section (moves within the section do not change its count).
        var movedToOtherSections: Int

        var isEmpty: Bool { deleted.count + reloaded.count + movedOut.count == 0 }

        /// No changes yet, for a section of `rows` rows before the update.
        init(rows: Int) {
            deleted = RowSet(capacity: rows)
            reloaded = RowSet(capacity: rows)
            movedOut = RowMoves(rows: rows)
            movedToOtherSections = 0
        }
    }

    /// Row changes that name places in one section after the update.
    struct ChangesAfter {
        var inserted: RowSet
        /// Rows moved in, and where from, in the order they were recorded: by destination
        /// for a diff's batch, so a rebuild reads them without sorting.
        var movedIn: RowMoves
        var movedFromOtherSections: Int
        var reconfigured: RowSet

        var isEmpty: Bool { inserted.count + movedIn.count + reconfigured.count == 0 }

        /// No changes yet, for a section of `rows` rows after the update.
        init(rows: Int) {
            inserted = RowSet(capacity: rows)
            reconfigured = RowSet(capacity: rows)
            movedIn = RowMoves(rows: rows)
            movedFromOtherSections = 0
        }
    }

    /// `origins` value of a section inserted by the batch.
    static let inserted = -1
    /// `origins` value of a section not placed yet.
    static let unplaced = -2

    /// Rows per section before the update.
    let rowCountsBefore: [Int]
    /// Rows per section after the update.
    let rowCountsAfter: [Int]
    /// Indexed by section before the update.
    private(set) var fates: [SectionFate]
    /// Section before → its index after the update; meaningful for surviving sections.
    private(set) var destinations: [Int]
    /// Section after → its index before the update, or `inserted`.
    private(set) var origins: [Int]
    private(set) var changesBefore: [ChangesBefore]
    private(set) var changesAfter: [ChangesAfter]
    /// For each section after the update that keeps rows it had and reloads some: each
    /// reloaded row before the update and its place after, in row order. Worked out once,
    /// here; the views' storage, layout and selection read it.
    private(set) var reloadPlaces: [Int: [(old: Int, new: Int)]]

    /// Checks a batch against a view's row counts before the update and its data source's
    /// counts after it.
    ///
    /// - Throws: The first rule the batch breaks, with UIKit's message.
    init(_ batch: ListBatch, rowCountsBefore: [Int], rowCountsAfter: [Int]) throws(BatchUpdateError) {
        self.rowCountsBefore = rowCountsBefore
        self.rowCountsAfter = rowCountsAfter
        reloadPlaces = [:]
        fates = Array(repeating: .stays, count: rowCountsBefore.count)
        destinations = Array(repeating: -1, count: rowCountsBefore.count)
        origins = Array(repeating: Self.unplaced, count: rowCountsAfter.count)
        changesBefore = []
        changesBefore.reserveCapacity(rowCountsBefore.count)
        for rows in rowCountsBefore { changesBefore.append(ChangesBefore(rows: max(0, rows))) }
        changesAfter = []
        changesAfter.reserveCapacity(rowCountsAfter.count)
        for rows in rowCountsAfter { changesAfter.append(ChangesAfter(rows: max(0, rows))) }

        try recordSectionChanges(batch)
        placeRemainingSections()
        try recordRowChanges(batch)
        try checkRowCounts()
        try placeReloadedRows()
    }

    // MARK: Sections

    private mutating func recordSectionChanges(_ batch: ListBatch) throws(BatchUpdateError) {
        let countBefore = rowCountsBefore.count
        let countAfter = rowCountsAfter.count
        var deletedCount = 0
        var insertedCount = 0
        for section in batch.lists.sectionDeletes {
            guard rowCountsBefore.indices.contains(section) else {
                throw .sectionDeleteOutOfRange(section, count: countBefore)
            }
            if fates[section] != .deleted { deletedCount += 1 }
            fates[section] = .deleted
        }
        for section in batch.lists.sectionReloads {
            guard rowCountsBefore.indices.contains(section) else {
                throw .sectionReloadOutOfRange(section, count: countBefore)
            }
            if fates[section] == .deleted { throw .conflict(.sectionDeletedAndReloaded, section: section) }
            fates[section] = .reloaded
        }
        for section in batch.lists.sectionInserts {
            guard origins.indices.contains(section) else {
                throw .sectionInsertOutOfRange(section, count: countAfter)
            }
            if origins[section] != Self.inserted { insertedCount += 1 }
            origins[section] = Self.inserted
        }
        for move in batch.lists.sectionMoves {
            let source = move.source
            let destination = move.destination
            guard rowCountsBefore.indices.contains(source) else {
                throw .sectionMoveSourceOutOfRange(source, count: countBefore)
            }
            guard origins.indices.contains(destination) else {
                throw .sectionMoveDestinationOutOfRange(source, to: destination, count: countAfter)
            }
            if fates[source] == .moved {
                if destinations[source] == destination { continue }  // listed twice: dropped, as UIKit does
                throw .sectionMovedToTwoDestinations(source, destinations[source], destination)
            }
            if origins[destination] >= 0 {
                throw .sectionsMovedToSameDestination(origins[destination], source, to: destination)
            }
            switch fates[source] {
            case .deleted: throw .conflict(.sectionDeletedAndMoved, section: source)
            case .reloaded: throw .conflict(.sectionMovedAndReloaded, section: source)
            case .stays, .moved: break
            }
            if origins[destination] == Self.inserted {
                throw .conflict(.sectionInsertedAndMovedTo, section: destination)
            }
            fates[source] = .moved
            destinations[source] = destination
            origins[destination] = source
        }
        guard countAfter == countBefore - deletedCount + insertedCount else {
            throw .invalidNumberOfSections(
                after: countAfter, before: countBefore, inserted: insertedCount, deleted: deletedCount)
        }
    }

    /// Gives the after slots no insert or move claimed to the sections that stay or are
    /// reloaded, in their before order.
    private mutating func placeRemainingSections() {
        var next = 0
        for section in origins.indices where origins[section] == Self.unplaced {
            // The section count check guarantees one unplaced survivor per free slot.
            while fates[next] == .deleted || fates[next] == .moved { next += 1 }
            origins[section] = next
            destinations[next] = section
            next += 1
        }
    }

    private func isReloaded(after section: Int) -> Bool {
        origins[section] >= 0 && fates[origins[section]] == .reloaded
    }

    // MARK: Rows

    private func shortfallBefore(_ position: RowPosition) -> Shortfall? {
        guard rowCountsBefore.indices.contains(position.section) else { return .sections(rowCountsBefore.count) }
        let rows = rowCountsBefore[position.section]
        return (0..<rows).contains(position.row) ? nil : .rows(rows)
    }

    private func shortfallAfter(_ position: RowPosition) -> Shortfall? {
        guard rowCountsAfter.indices.contains(position.section) else { return .sections(rowCountsAfter.count) }
        let rows = rowCountsAfter[position.section]
        return (0..<rows).contains(position.row) ? nil : .rows(rows)
    }

    /// Refuses a row change in a section before the update that a section delete or reload
    /// already covers (stricter than UIKit).
    @inline(__always)
    private func checkSectionBefore(
        _ operation: RowOperation, _ position: RowPosition, movedTo destination: RowPosition? = nil
    ) throws(BatchUpdateError) {
        switch fates[position.section] {
        case .stays, .moved: return
        case .deleted, .reloaded: try refuseInSectionBefore(operation, position, movedTo: destination)
        }
    }

    /// The error for a row change in a section before the update that is deleted or reloaded.
    private func refuseInSectionBefore(
        _ operation: RowOperation, _ position: RowPosition, movedTo destination: RowPosition?
    ) throws(BatchUpdateError) {
        let kind: BatchUpdateError.Kind
        switch fates[position.section] {
        case .deleted: kind = .rowOperationInDeletedSection
        case .reloaded: kind = .rowOperationInReloadedSection
        case .stays, .moved: return
        }
        if let destination {
            throw .rowOperation(operation, destination, movedFrom: position, inSection: position.section, kind)
        }
        throw .rowOperation(operation, position, inSection: position.section, kind)
    }

    /// Refuses a row change in a section after the update that a section insert or reload
    /// already covers (stricter than UIKit).
    @inline(__always)
    private func checkSectionAfter(
        _ operation: RowOperation, _ position: RowPosition, movedFrom source: RowPosition? = nil
    ) throws(BatchUpdateError) {
        let origin = origins[position.section]
        if origin >= 0, fates[origin] != .reloaded { return }
        try refuseInSectionAfter(operation, position, movedFrom: source)
    }

    /// The error for a row change in a section after the update that is inserted or
    /// reloaded.
    private func refuseInSectionAfter(
        _ operation: RowOperation, _ position: RowPosition, movedFrom source: RowPosition?
    ) throws(BatchUpdateError) {
        if origins[position.section] == Self.inserted {
            throw .rowOperation(
                operation, position, movedFrom: source, inSection: position.section, .rowOperationInInsertedSection)
        }
        if isReloaded(after: position.section) {
            throw .rowOperation(
                operation, position, movedFrom: source, inSection: position.section, .rowOperationInReloadedSection)
        }
    }

    // Each list is read as positions (from the diff's keys when the batch has them, see
    // `RowPositions`), in plain loops: a closure here would capture the plan and copy it
    // for every row.

    /// Records the batch's row changes: deletes and reloads (places before the update),
    /// then inserts and moves, then reconfigures (places after it), each checked as it goes.
    private mutating func recordRowChanges(_ batch: ListBatch) throws(BatchUpdateError) {
        try recordRuns(of: batch.lists.deletedRowPositions, .deletes)
        for position in batch.lists.reloadedRowPositions { try recordReload(position) }
        try recordRuns(of: batch.lists.insertedRowPositions, .inserts)
        let moves = batch.lists.rowMovePositions
        if moves.count > 16 { reserveMoves(moves) }
        for move in moves { try recordMove(from: move.source, to: move.destination) }
        for position in batch.lists.reconfiguredRowPositions { try recordReconfigure(position) }
    }

    private mutating func recordReload(_ position: RowPosition) throws(BatchUpdateError) {
        if let shortfall = shortfallBefore(position) {
            throw .rowOutOfRangeBefore(.rowReloadOutOfRange, .reload, position, shortfall)
        }
        try checkSectionBefore(.reload, position)
        if fates[position.section] == .moved {
            throw .rowOperation(.reload, position, inSection: position.section, .rowReloadedInMovedSection)
        }
        if changesBefore[position.section].deleted.contains(position.row) {
            throw .conflict(.rowDeletedAndReloaded, row: position)
        }
        changesBefore[position.section].reloaded.insert(position.row)
    }

    private mutating func recordMove(from source: RowPosition, to destination: RowPosition) throws(BatchUpdateError) {
        if let shortfall = shortfallBefore(source) {
            throw .rowMoveSourceOutOfRange(source, shortfall)
        }
        if let shortfall = shortfallAfter(destination) {
            throw .rowMoveDestinationOutOfRange(source, to: destination, shortfall)
        }
        if let earlier = changesBefore[source.section].movedOut.other(of: source.row) {
            if earlier == destination { return }  // listed twice: dropped, as UIKit does
            throw .rowMovedToTwoDestinations(source, earlier, destination)
        }
        if let other = changesAfter[destination.section].movedIn.other(of: destination.row) {
            throw .rowsMovedToSameDestination(other, source, to: destination)
        }
        try checkSectionBefore(.moveFrom, source, movedTo: destination)
        try checkSectionAfter(.moveTo, destination, movedFrom: source)
        if changesBefore[source.section].deleted.contains(source.row) {
            throw .conflict(.rowDeletedAndMoved, row: source)
        }
        if changesBefore[source.section].reloaded.contains(source.row) {
            throw .conflict(.rowMovedAndReloaded, row: source)
        }
        if changesAfter[destination.section].inserted.contains(destination.row) {
            throw .conflict(.rowInsertedAndMovedTo, row: destination)
        }
        changesBefore[source.section].movedOut.insert(source.row, other: destination)
        changesAfter[destination.section].movedIn.insert(destination.row, other: source)
        if destinations[source.section] != destination.section {
            changesBefore[source.section].movedToOtherSections += 1
            changesAfter[destination.section].movedFromOtherSections += 1
        }
    }

    /// Sizes the move tables of the sections that moves name, so that recording a thousand
    /// moves does not grow them ten times over (positions out of range are skipped here and
    /// refused when recorded).
    private mutating func reserveMoves(_ moves: [(source: RowPosition, destination: RowPosition)]) {
        var out = [Int](repeating: 0, count: changesBefore.count)
        var into = [Int](repeating: 0, count: changesAfter.count)
        for (source, destination) in moves {
            if out.indices.contains(source.section) { out[source.section] += 1 }
            if into.indices.contains(destination.section) { into[destination.section] += 1 }
        }
        for section in out.indices where out[section] > 0 {
            changesBefore[section].movedOut.reserveCapacity(out[section])
        }
        for section in into.indices where into[section] > 0 {
            changesAfter[section].movedIn.reserveCapacity(into[section])
        }
    }

    /// The row changes recorded a run of one section's rows at a time.
    enum RunKind {
        case deletes, inserts
    }

    /// Records deletes or inserts a run of one section's rows at a time, as a diff lists
    /// them: the section is checked once per run, as the run's first row would be alone,
    /// and its set is taken out of the plan while the run's rows go in, so that no row checks
    /// that the plan's arrays are uniquely referenced. Every other row of the run is checked
    /// against the section's rows, with the error it would get alone.
    private mutating func recordRuns(of positions: RowPositions, _ kind: RunKind) throws(BatchUpdateError) {
        var current: Int?
        var rows = RowSet(capacity: 0)
        for position in positions {
            if position.section != current {
                if let section = current { swapRows(&rows, ofSection: section, kind) }
                switch kind {
                case .deletes:
                    if let shortfall = shortfallBefore(position) {
                        throw .rowOutOfRangeBefore(.rowDeleteOutOfRange, .delete, position, shortfall)
                    }
                    try checkSectionBefore(.delete, position)
                case .inserts:
                    if let shortfall = shortfallAfter(position) {
                        throw .rowOutOfRangeAfter(.rowInsertOutOfRange, .insert, position, shortfall)
                    }
                    try checkSectionAfter(.insert, position)
                }
                current = position.section
                swapRows(&rows, ofSection: position.section, kind)
            } else if position.row < 0 || position.row >= rows.capacity {
                switch kind {
                case .deletes:
                    throw .rowOutOfRangeBefore(.rowDeleteOutOfRange, .delete, position, .rows(rows.capacity))
                case .inserts:
                    throw .rowOutOfRangeAfter(.rowInsertOutOfRange, .insert, position, .rows(rows.capacity))
                }
            }
            rows.insert(position.row)
        }
        if let section = current { swapRows(&rows, ofSection: section, kind) }
    }

    /// Swaps `rows` with the section's set of deleted or inserted rows.
    private mutating func swapRows(_ rows: inout RowSet, ofSection section: Int, _ kind: RunKind) {
        switch kind {
        case .deletes: swap(&rows, &changesBefore[section].deleted)
        case .inserts: swap(&rows, &changesAfter[section].inserted)
        }
    }

    private mutating func recordReconfigure(_ position: RowPosition) throws(BatchUpdateError) {
        if let shortfall = shortfallAfter(position) {
            throw .rowOutOfRangeAfter(.rowReconfigureOutOfRange, .reconfigure, position, shortfall)
        }
        try checkSectionAfter(.reconfigure, position)
        let changes = changesAfter[position.section]
        if changes.inserted.contains(position.row) {
            throw .conflict(.rowInsertedAndReconfigured, row: position)
        }
        if changes.movedIn.contains(position.row) {
            throw .conflict(.rowMovedAndReconfigured, row: position)
        }
        changesAfter[position.section].reconfigured.insert(position.row)
    }

    /// UIKit's count check for every section that survives (stays or moves): rows after
    /// = rows before - deleted + inserted + moved in - moved out, counting only moves that
    /// cross sections. A moved section is compared with itself at its destination.
    private func checkRowCounts() throws(BatchUpdateError) {
        for section in rowCountsBefore.indices where fates[section] == .stays || fates[section] == .moved {
            let destination = destinations[section]
            let removed = changesBefore[section]
            let added = changesAfter[destination]
            let countBefore = rowCountsBefore[section]
            let countAfter = rowCountsAfter[destination]
            let expected =
                countBefore - removed.deleted.count + added.inserted.count
                + added.movedFromOtherSections - removed.movedToOtherSections
            guard countAfter == expected else {
                throw .invalidNumberOfRows(
                    inSection: section, after: countAfter, before: countBefore, inserted: added.inserted.count,
                    deleted: removed.deleted.count, movedIn: added.movedFromOtherSections,
                    movedOut: removed.movedToOtherSections)
            }
        }
    }
}

// MARK: - Where the rows that stay land

extension BatchPlan {
    /// Works out where each reloaded row lands, for every surviving section that reloads
    /// rows, and refuses a reload that lands where a row is reconfigured (stricter than
    /// UIKit: the reload already gives the row a new cell).
    ///
    /// - Throws: ``BatchUpdateError/Kind/rowReloadedAndReconfigured`` for the first such
    ///   row, in the order of the sections after the update.
    /// - Complexity: O(*r* / 64 + *k*) for each section that reloads rows, *r* rows and *k*
    ///   row changes; nothing for the others.
    private mutating func placeReloadedRows() throws(BatchUpdateError) {
        for new in origins.indices {
            let old = origins[new]
            guard old >= 0, fates[old] != .reloaded, !changesBefore[old].reloaded.isEmpty else { continue }
            var staying = stayingRows(from: old, to: new)
            var places: [(old: Int, new: Int)] = []
            places.reserveCapacity(changesBefore[old].reloaded.count)
            for row in changesBefore[old].reloaded.ascending() {
                let place = staying.place(of: row)
                if changesAfter[new].reconfigured.contains(place) {
                    throw .rowReloadedAndReconfigured(
                        before: RowPosition(section: old, row: row), after: RowPosition(section: new, row: place))
                }
                places.append((row, place))
            }
            reloadPlaces[new] = places
        }
    }

    /// The rows of section `old` that stay (neither deleted nor moved out), as they land in
    /// section `new`, its place after the update.
    ///
    /// - Complexity: O(*r* / 64 + *k*) for *r* rows and *k* rows that leave or arrive.
    func stayingRows(from old: Int, to new: Int) -> StayingRows {
        let removed = changesBefore[old]
        let added = changesAfter[new]
        return StayingRows(
            leaving: Self.merged(removed.deleted.ascending(), removed.movedOut.rows.ascending()),
            arriving: Self.merged(added.inserted.ascending(), added.movedIn.rows.ascending()))
    }

    /// Two sorted lists of distinct rows as one sorted list.
    ///
    /// - Complexity: O(*a* + *b*).
    private static func merged(_ a: [Int], _ b: [Int]) -> [Int] {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        var result: [Int] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if a[i] < b[j] {
                result.append(a[i])
                i += 1
            } else {
                result.append(b[j])
                j += 1
            }
        }
        result += a[i...]
        result += b[j...]
        return result
    }
}

/// Where the rows that stay in a section land after a batch: they keep their order, so the
/// *k*th of them takes the *k*th place no row arrives at. This is the one statement of that
/// rule; reloads, the headless views' row edits and layout, and the selection all ask it.
struct StayingRows {
    /// Rows before the update that leave (deleted or moved out), ascending.
    let leaving: [Int]
    /// Places after the update that rows arrive at (inserted or moved in), ascending.
    let arriving: [Int]
    private var gone: Int
    private var claimed: Int

    init(leaving: [Int], arriving: [Int]) {
        self.leaving = leaving
        self.arriving = arriving
        gone = 0
        claimed = 0
    }

    /// The place after the update of `row`, a row before it that stays; rows are asked in
    /// increasing order.
    ///
    /// - Complexity: amortized O(1) over rows asked in order.
    mutating func place(of row: Int) -> Int {
        while gone < leaving.count && leaving[gone] < row { gone += 1 }
        let rank = row - gone
        while claimed < arriving.count && arriving[claimed] <= rank + claimed { claimed += 1 }
        return rank + claimed
    }
}

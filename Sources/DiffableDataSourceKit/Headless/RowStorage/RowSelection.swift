/// The rows a table has selected, in table order.
///
/// Kept apart from the row records, as places: a table usually has a handful of selected
/// rows among very many, so reading them back (``HeadlessTableView/indexPathsForSelectedRows``)
/// costs what is selected, not what is shown, and a batch carries them by working out where
/// each one lands (`BatchPlan.carrying(_:)`) instead of visiting every row.
struct RowSelection: Equatable {
    /// A place, and whether it is still selected.
    private struct Entry {
        var position: RowPosition
        var isSelected: Bool
    }

    /// The selected places and some deselected ones, sorted by section then row, each
    /// once. A place deselected is marked, not taken out (taking it out shifted every later
    /// place: deselecting m rows one by one cost O(m²)); the marked ones are dropped when
    /// they reach either end (a slice drops its first or last element without moving any
    /// other) or outnumber the selected ones (one pass). So the first and last entries are
    /// always selected, and at most half the entries are not.
    private var entries: ArraySlice<Entry> = []
    /// How many of `entries` are deselected.
    private var deselectedCount = 0
    /// How many places inserts and clean-ups have moved, over this value's life: what the
    /// counting tests read (`SelectionCostTests`).
    private(set) var shifted = 0

    /// No row selected.
    init() {}

    /// Places already sorted and unique, as a carried selection comes out.
    init(sorted rows: [RowPosition]) {
        entries = ArraySlice(rows.map { Entry(position: $0, isSelected: true) })
    }

    /// The selected places, sorted by section then row.
    ///
    /// - Complexity: O(*m*) for *m* selected rows.
    var rows: [RowPosition] {
        var rows: [RowPosition] = []
        rows.reserveCapacity(entries.count - deselectedCount)
        for entry in entries where entry.isSelected { rows.append(entry.position) }
        return rows
    }

    /// The first selected place.
    ///
    /// - Complexity: O(1).
    var first: RowPosition? { entries.first?.position }

    var isEmpty: Bool { entries.isEmpty }

    static func == (lhs: RowSelection, rhs: RowSelection) -> Bool { lhs.rows == rhs.rows }

    /// Where `position` is in `entries`, or where it would go.
    ///
    /// - Complexity: O(log *m*) for *m* selected rows.
    private func insertionIndex(of position: RowPosition) -> Int {
        entries._partitioningIndex { $0.position >= position }
    }

    /// - Complexity: O(log *m*).
    func contains(_ position: RowPosition) -> Bool {
        let index = insertionIndex(of: position)
        return index < entries.endIndex && entries[index].position == position && entries[index].isSelected
    }

    /// Selects a place; returns whether it was not selected before.
    ///
    /// - Complexity: O(log *m*) for a place deselected and not yet dropped, amortized O(1)
    ///   after the last place, else O(*m*).
    @discardableResult
    mutating func insert(_ position: RowPosition) -> Bool {
        let index = insertionIndex(of: position)
        if index < entries.endIndex && entries[index].position == position {
            guard !entries[index].isSelected else { return false }
            entries[index].isSelected = true
            deselectedCount -= 1
            return true
        }
        shifted += entries.endIndex - index
        entries.insert(Entry(position: position, isSelected: true), at: index)
        return true
    }

    /// Deselects a place; returns whether it was selected.
    ///
    /// - Complexity: amortized O(log *m*).
    @discardableResult
    mutating func remove(_ position: RowPosition) -> Bool {
        let index = insertionIndex(of: position)
        guard index < entries.endIndex, entries[index].position == position, entries[index].isSelected else {
            return false
        }
        entries[index].isSelected = false
        deselectedCount += 1
        // Each deselected entry is dropped once, here or by a compaction: O(1) amortized.
        while let first = entries.first, !first.isSelected {
            entries.removeFirst()
            deselectedCount -= 1
        }
        while let last = entries.last, !last.isSelected {
            entries.removeLast()
            deselectedCount -= 1
        }
        if deselectedCount * 2 > entries.count {
            // At least as many deselections since the last compaction as entries kept.
            entries = ArraySlice(entries.filter(\.isSelected))
            shifted += entries.count
            deselectedCount = 0
        }
        return true
    }

    mutating func removeAll() {
        entries = []
        deselectedCount = 0
    }

    /// Follows a row the user dragged from `source` to `destination` (its place once it is
    /// taken out of its section): the rows after the source close up, the rows from the
    /// destination on make room, and the dragged row keeps its selection.
    ///
    /// - Complexity: O(*m* log *m*).
    mutating func moveRow(from source: RowPosition, to destination: RowPosition) {
        guard !isEmpty else { return }
        let wasSelected = contains(source)
        let rows = rows
        var moved: [RowPosition] = []
        moved.reserveCapacity(rows.count)
        for var position in rows where position != source {
            if position.section == source.section && position.row > source.row { position.row -= 1 }
            if position.section == destination.section && position.row >= destination.row { position.row += 1 }
            moved.append(position)
        }
        if wasSelected { moved.append(destination) }
        entries = ArraySlice(moved.sorted().map { Entry(position: $0, isSelected: true) })
        deselectedCount = 0
    }
}

extension RowSelection {
    /// Where the selected rows are after a batch, by UIKit's rules: a row that stays or
    /// moves (within its section, to another, or with its section) keeps its selection at
    /// its new place; a deleted or reloaded row, and every row of a deleted or reloaded
    /// section, loses it; inserted rows are not selected. Reconfigured rows stay, and so
    /// stay selected.
    ///
    /// Worked out from the plan, not from the rows: a staying row lands where
    /// ``StayingRows`` says.
    /// - Complexity: O(*m* log *m* + *k* log *k*) for *m* selected rows and *k* row changes
    ///   in the sections that hold them; no row is visited.
    func carried(through plan: BatchPlan) -> RowSelection {
        guard !isEmpty else { return self }
        var carried: [RowPosition] = []
        carried.reserveCapacity(rows.count)
        var start = 0
        while start < rows.count {
            let section = rows[start].section
            var end = start + 1
            while end < rows.count && rows[end].section == section { end += 1 }
            Self.carry(rows[start..<end], ofSection: section, through: plan, into: &carried)
            start = end
        }
        // Rows that moved to other sections are out of order.
        carried.sort()
        return RowSelection(sorted: carried)
    }

    /// Appends the places after the update of the selected rows of one section before it
    /// (`selected`, in row order).
    private static func carry(
        _ selected: ArraySlice<RowPosition>, ofSection old: Int, through plan: BatchPlan,
        into carried: inout [RowPosition]
    ) {
        // A selection the table keeps names rows it shows; one that did not is dropped.
        guard plan.fates.indices.contains(old), plan.fates[old] == .stays || plan.fates[old] == .moved else { return }
        let new = plan.destinations[old]
        let removed = plan.changesBefore[old]
        var staying = plan.stayingRows(from: old, to: new)
        // Where each row that moves out goes, made at the first selected one.
        var movedTo: [Int: RowPosition]?
        for position in selected {
            let row = position.row
            if removed.deleted.contains(row) || removed.reloaded.contains(row) { continue }
            if removed.movedOut.contains(row) {
                if movedTo == nil { movedTo = removed.movedOut.otherEnds() }
                if let destination = movedTo?[row] { carried.append(destination) }
                continue
            }
            carried.append(RowPosition(section: new, row: staying.place(of: row)))
        }
    }
}

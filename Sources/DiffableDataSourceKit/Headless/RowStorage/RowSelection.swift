/// The rows a table has selected, in table order.
///
/// Kept apart from the row records, as places: a table usually has a handful of selected
/// rows among very many, so reading them back (``HeadlessTableView/indexPathsForSelectedRows``)
/// costs what is selected, not what is shown, and a batch carries them by working out where
/// each one lands (`BatchPlan.carrying(_:)`) instead of visiting every row.
struct RowSelection: Equatable {
    /// The selected places, sorted by section then row, each once.
    private(set) var rows: [RowPosition] = []

    /// No row selected.
    init() {}

    /// Places already sorted and unique, as a carried selection comes out.
    init(sorted rows: [RowPosition]) {
        self.rows = rows
    }

    var isEmpty: Bool { rows.isEmpty }

    /// Where `position` is in `rows`, or where it would go.
    ///
    /// - Complexity: O(log *m*) for *m* selected rows.
    private func insertionIndex(of position: RowPosition) -> Int {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// - Complexity: O(log *m*).
    func contains(_ position: RowPosition) -> Bool {
        let index = insertionIndex(of: position)
        return index < rows.count && rows[index] == position
    }

    /// Selects a place; returns whether it was not selected before.
    ///
    /// - Complexity: O(*m*).
    @discardableResult
    mutating func insert(_ position: RowPosition) -> Bool {
        let index = insertionIndex(of: position)
        guard index == rows.count || rows[index] != position else { return false }
        rows.insert(position, at: index)
        return true
    }

    /// Deselects a place; returns whether it was selected.
    ///
    /// - Complexity: O(*m*).
    @discardableResult
    mutating func remove(_ position: RowPosition) -> Bool {
        let index = insertionIndex(of: position)
        guard index < rows.count, rows[index] == position else { return false }
        rows.remove(at: index)
        return true
    }

    mutating func removeAll() {
        rows.removeAll()
    }

    /// Follows a row the user dragged from `source` to `destination` (its place once it is
    /// taken out of its section): the rows after the source close up, the rows from the
    /// destination on make room, and the dragged row keeps its selection.
    ///
    /// - Complexity: O(*m* log *m*).
    mutating func moveRow(from source: RowPosition, to destination: RowPosition) {
        guard !rows.isEmpty else { return }
        let wasSelected = contains(source)
        var moved: [RowPosition] = []
        moved.reserveCapacity(rows.count)
        for var position in rows where position != source {
            if position.section == source.section && position.row > source.row { position.row -= 1 }
            if position.section == destination.section && position.row >= destination.row { position.row += 1 }
            moved.append(position)
        }
        if wasSelected { moved.append(destination) }
        rows = moved.sorted()
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

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

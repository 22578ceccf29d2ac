extension BatchPlan {
    /// Where the selected rows are after the update, by UIKit's rules: a row that stays or
    /// moves (within its section, to another, or with its section) keeps its selection at
    /// its new place; a deleted or reloaded row, and every row of a deleted or reloaded
    /// section, loses it; inserted rows are not selected. Reconfigured rows stay, and so
    /// stay selected.
    ///
    /// Worked out from the plan, not from the rows: a staying row's new place is its old
    /// row less the rows that leave before it, pushed past the rows that arrive up to it,
    /// the same count `rowEdits()` makes for reloads.
    /// - Complexity: O(*m* log *m* + *k* log *k*) for *m* selected rows and *k* row changes
    ///   in the sections that hold them (nothing when no row is selected); no row is visited.
    func carrying(_ selection: RowSelection) -> RowSelection {
        guard !selection.isEmpty else { return selection }
        let selected = selection.rows
        var carried: [RowPosition] = []
        carried.reserveCapacity(selected.count)
        var start = 0
        while start < selected.count {
            let section = selected[start].section
            var end = start + 1
            while end < selected.count && selected[end].section == section { end += 1 }
            carry(selected[start..<end], ofSection: section, into: &carried)
            start = end
        }
        // Rows that moved to other sections are out of order.
        carried.sort()
        return RowSelection(sorted: carried)
    }

    /// Appends the places after the update of the selected rows of one section before it
    /// (`selected`, in row order).
    private func carry(_ selected: ArraySlice<RowPosition>, ofSection old: Int, into carried: inout [RowPosition]) {
        // A selection the table keeps names rows it shows; one that did not is dropped.
        guard fates.indices.contains(old), fates[old] == .stays || fates[old] == .moved else { return }
        let new = destinations[old]
        let removed = changesBefore[old]
        let added = changesAfter[new]
        guard !removed.isEmpty || !added.inserted.isEmpty || !added.movedIn.isEmpty else {
            for position in selected { carried.append(RowPosition(section: new, row: position.row)) }
            return
        }
        let leaving = (Array(removed.deleted) + Array(removed.movedOut.rows)).sorted()
        let arriving = (Array(added.inserted) + Array(added.movedIn.rows)).sorted()
        let movedTo = removed.movedOut.otherEnds()
        // Both pointers only advance: the selected rows come in order, and so do the ranks
        // of the staying ones.
        var gone = 0
        var claimed = 0
        for position in selected {
            let row = position.row
            if removed.deleted.contains(row) || removed.reloaded.contains(row) { continue }
            if let destination = movedTo[row] {
                carried.append(destination)
                continue
            }
            while gone < leaving.count && leaving[gone] < row { gone += 1 }
            let rank = row - gone
            while claimed < arriving.count && arriving[claimed] <= rank + claimed { claimed += 1 }
            carried.append(RowPosition(section: new, row: rank + claimed))
        }
    }
}

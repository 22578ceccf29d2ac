extension ListSnapshot {
    /// The number of items in each section, in order.
    ///
    /// - Complexity: O(*s*).
    var rowCounts: [Int] { sectionRows.map(\.count) }

    /// The row counts after a change the adapter planned from this snapshot (see
    /// `ListSnapshot+PlannedChanges.swift`): rows inserted, deleted and moved, sections
    /// inserted or deleted. An inserted section counts its rows as `insertedSectionRows`.
    /// No plan moves or reloads a section; such changes are not counted, so the guard would
    /// refuse the batch and the view be reloaded, which is safe.
    ///
    /// - Complexity: O(*s* + *k*) for *k* changes.
    func rowCounts(
        afterPlanned changes: ListChangeset<SectionIdentifierType, ItemIdentifierType>, insertedSectionRows: Int
    ) -> [Int] {
        var counts = rowCounts
        for path in changes.itemDeletes where counts.indices.contains(path.sectionIndex) {
            counts[path.sectionIndex] -= 1
        }
        for move in changes.itemMoves where counts.indices.contains(move.source.sectionIndex) {
            counts[move.source.sectionIndex] -= 1
        }
        // Sections before the update become sections after it.
        let deleted = Set(changes.sectionDeletes)
        var after = counts.indices.filter { !deleted.contains($0) }.map { counts[$0] }
        for index in changes.sectionInserts.sorted() where index <= after.count {
            after.insert(insertedSectionRows, at: index)
        }
        for path in changes.itemInserts where after.indices.contains(path.sectionIndex) {
            after[path.sectionIndex] += 1
        }
        for move in changes.itemMoves where after.indices.contains(move.destination.sectionIndex) {
            after[move.destination.sectionIndex] += 1
        }
        return after
    }
}

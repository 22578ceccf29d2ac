extension HeadlessTableView: ListSurface {
    var listKind: ListKind { .table }

    var displayedSectionCount: Int { numberOfSections }

    func displayedItemCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    /// As UIKit: the data source switches to the new snapshot inside the update, then the
    /// table checks the batch against the counts it reads from the data source.
    func performBatchUpdates(_ batch: ListBatch, animated: Bool, updateData: () -> Void) throws(BatchUpdateError) {
        updateData()
        try apply(batch, after: DataSourceContent(table: self))
    }

    func reconfigureItems(at indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }

    func hasCell(at indexPath: IndexPath) -> Bool { cellForRow(at: indexPath) != nil }

    func afterUncommittedUpdates(_ work: @escaping @MainActor () -> Void) {
        if hasUncommittedUpdates {
            workAfterDrop.append(work)
        } else {
            work()
        }
    }

    func invalidateRowHeights() { layoutAfterStructureChange() }
}

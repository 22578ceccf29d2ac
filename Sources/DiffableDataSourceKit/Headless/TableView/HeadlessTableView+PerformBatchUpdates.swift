extension HeadlessTableView {
    /// The calls of one batch update; the table's name for ``ListBatch``, which every list
    /// view shares.
    public typealias BatchUpdate = ListBatch

    /// Applies a changeset in one batch, as `UITableView.performBatchUpdates` does, reading
    /// the state after the update from the data source.
    ///
    /// As in UIKit, the data source must already show the new state: the table reads the
    /// number of sections and of rows in every section from it, and inserted or reloaded
    /// rows and sections (and reconfigured rows) take their identity from it at their
    /// after-update position. Rows that stay or move keep the identity they had, so a
    /// changeset that does not match the data source leaves the table showing other
    /// identities than the data source. Without a data source the table counts as empty
    /// after the update.
    ///
    ///     dataSource.snapshot = new
    ///     try table.performBatchUpdates(DiffEngine.changeset(from: old, to: new))
    ///
    /// - Throws: ``BatchUpdateError`` for the first rule the batch breaks (UIKit's rules and
    ///   a few stricter ones, see ``BatchUpdateError/Kind``); the table is then unchanged.
    /// - Complexity: O(*s* + *k* log *k*) expected for *s* sections and *k* changes, plus
    ///   the cells of the visible rows. Without section changes, each row inserted, deleted
    ///   or moved adds O(log *n* + *n* / 256) for *n* rows (one chunk of rows and the
    ///   later chunks' starts), up to a few percent of the rows; beyond, the sections whose
    ///   rows change are rebuilt, O(rows) of them, and so are the row heights, O(*n*) without
    ///   a delegate call. Only inserted, reloaded and reconfigured rows (and rows of inserted
    ///   and reloaded sections) are measured.
    public func performBatchUpdates<S, I>(_ changeset: ListChangeset<S, I>) throws(BatchUpdateError) {
        try apply(ListBatch(changeset), after: DataSourceContent(table: self))
    }

    /// Applies a changeset in one batch, taking the state after the update from a snapshot
    /// instead of the data source (for tests and fuzzers without a data source).
    ///
    ///     table.load(old)
    ///     try table.performBatchUpdates(changes, showing: new)
    ///     table.snapshot() == new   // true when `changes` is right
    ///
    /// - Throws: as `performBatchUpdates(_:)` with a changeset; the table is then
    ///   unchanged.
    /// - Complexity: as `performBatchUpdates(_:)` with a changeset.
    public func performBatchUpdates<S, I>(
        _ changeset: ListChangeset<S, I>, showing newSnapshot: ListSnapshot<S, I>
    ) throws(BatchUpdateError) {
        try apply(ListBatch(changeset), after: SnapshotContent(snapshot: newSnapshot))
    }

    /// Records UIKit-style calls in one batch and applies them, reading the state after the
    /// update from the data source.
    ///
    ///     try table.performBatchUpdates { batch in
    ///         batch.deleteRows(at: [IndexPath(row: 0, section: 0)])
    ///         batch.insertSections([1])
    ///     }
    ///
    /// The order of the calls does not matter. The data source is read as for a changeset.
    /// - Throws: as `performBatchUpdates(_:)` with a changeset; the table is then
    ///   unchanged.
    /// - Complexity: as `performBatchUpdates(_:)` with a changeset.
    public func performBatchUpdates(_ updates: (inout ListBatch) -> Void) throws(BatchUpdateError) {
        var batch = ListBatch()
        updates(&batch)
        try apply(batch, after: DataSourceContent(table: self))
    }
}

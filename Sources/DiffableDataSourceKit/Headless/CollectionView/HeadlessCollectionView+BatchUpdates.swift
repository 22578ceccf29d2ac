import Foundation

extension HeadlessCollectionView {
    /// Applies a changeset in one batch, as `UICollectionView.performBatchUpdates` does,
    /// reading the state after the update from the data source.
    ///
    /// The changeset is checked as it is: a diff that moves a section and changes items in
    /// it is refused, so convert a ``DiffEngine`` changeset with
    /// ``ListChangeset/forCollectionView()`` first (a ``ListDataSource`` does).
    /// - Throws: ``BatchUpdateError`` for the first rule the batch breaks, in
    ///   UICollectionView's words; the collection view is then unchanged.
    /// - Complexity: as ``HeadlessTableView/performBatchUpdates(_:)-(ListChangeset<S,I>)``.
    public func performBatchUpdates<S, I>(_ changeset: ListChangeset<S, I>) throws(BatchUpdateError) {
        try apply(ListBatch(changeset), after: DataSourceContent(table: list))
    }

    /// Applies a changeset in one batch, taking the state after the update from a snapshot
    /// instead of the data source (for tests and fuzzers without a data source).
    ///
    ///     collectionView.load(old)
    ///     try collectionView.performBatchUpdates(DiffEngine.changeset(from: old, to: new).forCollectionView(), showing: new)
    ///
    /// - Throws: as `performBatchUpdates(_:)` with a changeset.
    /// - Complexity: as `performBatchUpdates(_:)` with a changeset.
    public func performBatchUpdates<S, I>(
        _ changeset: ListChangeset<S, I>, showing newSnapshot: ListSnapshot<S, I>
    ) throws(BatchUpdateError) {
        try apply(ListBatch(changeset), after: SnapshotContent(snapshot: newSnapshot))
    }

    /// Records UICollectionView-style calls in one batch and applies them, reading the
    /// state after the update from the data source. The order of the calls does not matter.
    ///
    ///     try collectionView.performBatchUpdates { batch in
    ///         batch.deleteItems(at: [IndexPath(item: 0, section: 0)])
    ///         batch.insertSections([1])
    ///     }
    ///
    /// - Throws: as `performBatchUpdates(_:)` with a changeset.
    /// - Complexity: as `performBatchUpdates(_:)` with a changeset.
    public func performBatchUpdates(_ updates: (inout BatchUpdate) -> Void) throws(BatchUpdateError) {
        var batch = BatchUpdate()
        updates(&batch)
        try apply(batch.calls, after: DataSourceContent(table: list))
    }

    /// Checks a batch against the collection rules, then lets the table check and apply it
    /// by its own rules, reporting in the collection view's words.
    func apply(_ batch: ListBatch, after content: some ListContent) throws(BatchUpdateError) {
        do {
            try batch.checkCollectionRules(sectionsBefore: numberOfSections, sectionsAfter: content.numberOfSections)
            try list.apply(batch, after: content)
        } catch {
            let worded = error.inCollectionViewWords()
            list.refuse(worded)
            throw worded
        }
        pruneSupplementaryViews()
    }

    /// The calls of one batch update, recorded in UICollectionView's names and coordinates:
    /// deletes and reloads name places before the update, inserts and reconfigures places
    /// after it, moves go from before to after. Listing the same operation twice counts once.
    public struct BatchUpdate: Sendable {
        var calls = ListBatch()

        /// Deletes sections, given as indexes before the update.
        public mutating func deleteSections(_ sections: some Sequence<Int>) { calls.deleteSections(Array(sections)) }

        /// Inserts sections, given as indexes after the update.
        public mutating func insertSections(_ sections: some Sequence<Int>) { calls.insertSections(Array(sections)) }

        /// Moves a section from an index before the update to an index after it; the
        /// section keeps its items, and none of them may change in the same batch.
        public mutating func moveSection(_ section: Int, toSection newSection: Int) {
            calls.moveSection(section, toSection: newSection)
        }

        /// Reloads sections, given as indexes before the update.
        public mutating func reloadSections(_ sections: some Sequence<Int>) { calls.reloadSections(Array(sections)) }

        /// Deletes items, given as index paths before the update; a path listed twice is
        /// one delete.
        public mutating func deleteItems(at indexPaths: [IndexPath]) { calls.deleteRows(at: indexPaths) }

        /// Inserts items, given as index paths after the update.
        public mutating func insertItems(at indexPaths: [IndexPath]) { calls.insertRows(at: indexPaths) }

        /// Moves an item from an index path before the update to one after it.
        public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
            calls.moveRow(at: indexPath, to: newIndexPath)
        }

        /// Reloads items, given as index paths before the update: each is replaced by a new
        /// cell for the item the data source shows at the matching place after the update.
        public mutating func reloadItems(at indexPaths: [IndexPath]) { calls.reloadRows(at: indexPaths) }

        /// Reconfigures items, given as index paths after the update: each keeps its cell and
        /// takes the identity the data source shows there now.
        public mutating func reconfigureItems(at indexPaths: [IndexPath]) { calls.reconfigureRows(at: indexPaths) }
    }
}

/// The calls of one batch update, recorded in UIKit's names and coordinates: what a data
/// source sends to any list view, and what ``HeadlessTableView`` checks against UIKit's
/// rules (see <doc:BatchUpdateRules>).
///
/// The closure form of `performBatchUpdates` hands one to its closure; the order of the
/// calls does not matter:
///
///     try table.performBatchUpdates { batch in
///         batch.deleteRows(at: [IndexPath(row: 0, section: 0)])          // before the update
///         batch.insertRows(at: [IndexPath(row: 2, section: 0)])          // after the update
///         batch.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 1))
///     }
///
/// Deletes and reloads name places before the update, inserts and reconfigures places
/// after it, moves go from before to after. Listing the same operation twice counts once.
public struct ListBatch: Sendable {
    /// The calls, held as a changeset holds its changes (see `_ChangeLists`); changed
    /// through the calls below.
    var lists = _ChangeLists()

    /// An empty batch.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// Sections deleted, as indexes before the update.
    public var sectionDeletes: [Int] { lists.sectionDeletes }
    /// Sections inserted, as indexes after the update.
    public var sectionInserts: [Int] { lists.sectionInserts }
    /// Sections moved, from an index before to an index after the update.
    public var sectionMoves: [ListMove<Int>] { lists.sectionMoves }
    /// Sections reloaded, as indexes before the update.
    public var sectionReloads: [Int] { lists.sectionReloads }
    /// Rows deleted, as index paths before the update.
    public var rowDeletes: [IndexPath] { lists.rowDeletes }
    /// Rows inserted, as index paths after the update.
    public var rowInserts: [IndexPath] { lists.rowInserts }
    /// Rows moved, from an index path before to an index path after the update.
    public var rowMoves: [ListMove<IndexPath>] { lists.rowMoves }
    /// Rows reloaded, as index paths before the update.
    public var rowReloads: [IndexPath] { lists.rowReloads }
    /// Rows reconfigured, as index paths after the update.
    public var rowReconfigures: [IndexPath] { lists.rowReconfigures }

    /// Whether the batch has no call at all.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool { lists.isEmpty }

    /// The calls that perform a changeset, with the diff's keys when it has them.
    init<S, I>(_ changeset: ListChangeset<S, I>) {
        lists = changeset.lists
    }

    /// The structural calls of a changeset; its reconfigures are left out, since they run
    /// after the batch.
    init<S, I>(structuralChangesOf changeset: ListChangeset<S, I>) {
        lists = changeset.lists
        guard !lists.rowReconfigures.isEmpty else { return }
        let keys = lists.rowKeys
        lists.rowReconfigures = []
        lists.rowKeys = keys
        lists.rowKeys?.reconfigures = []
    }

    /// Deletes sections, given as indexes before the update.
    ///
    /// - Complexity: O(*k*) amortized for *k* sections.
    public mutating func deleteSections(_ sections: [Int]) {
        lists.sectionDeletes += sections
    }

    /// Inserts sections, given as indexes after the update.
    ///
    /// - Complexity: O(*k*) amortized for *k* sections.
    public mutating func insertSections(_ sections: [Int]) {
        lists.sectionInserts += sections
    }

    /// Moves a section from an index before the update to an index after it; the
    /// section keeps its rows.
    ///
    /// - Complexity: O(1) amortized.
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        lists.sectionMoves.append(ListMove(source: section, destination: newSection))
    }

    /// Reloads sections, given as indexes before the update: each is replaced by the
    /// section the data source shows at the matching index after the update.
    ///
    /// - Complexity: O(*k*) amortized for *k* sections.
    public mutating func reloadSections(_ sections: [Int]) {
        lists.sectionReloads += sections
    }

    /// Deletes rows, given as index paths before the update.
    ///
    /// - Complexity: O(*k*) amortized for *k* index paths.
    public mutating func deleteRows(at indexPaths: [IndexPath]) {
        lists.rowDeletes += indexPaths
    }

    /// Inserts rows, given as index paths after the update.
    ///
    /// - Complexity: O(*k*) amortized for *k* index paths.
    public mutating func insertRows(at indexPaths: [IndexPath]) {
        lists.rowInserts += indexPaths
    }

    /// Moves a row from an index path before the update to an index path after it.
    ///
    /// - Complexity: O(1) amortized.
    public mutating func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        lists.rowMoves.append(ListMove(source: indexPath, destination: newIndexPath))
    }

    /// Reloads rows, given as index paths before the update: each is replaced by the row
    /// the data source shows at the matching index path after the update.
    ///
    /// - Complexity: O(*k*) amortized for *k* index paths.
    public mutating func reloadRows(at indexPaths: [IndexPath]) {
        lists.rowReloads += indexPaths
    }

    /// Reconfigures rows, given as index paths after the update: each keeps its place
    /// and takes the identity the data source shows there now.
    ///
    /// - Complexity: O(*k*) amortized for *k* index paths.
    public mutating func reconfigureRows(at indexPaths: [IndexPath]) {
        lists.rowReconfigures += indexPaths
    }
}

/// The rules a view's batch updates follow, which a view names for its data source
/// (``ListBatchTarget/batchRules``): a table's, or a collection view's stricter ones (see
/// <doc:BatchUpdateRules>).
///
/// The data source turns every changeset into the form the view's rules accept, and, for a
/// view that does not check its batches itself, checks each batch by them against what the
/// view shows before sending it.
public struct ListBatchRules: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case table, collection
    }

    let kind: Kind

    /// `UITableView`'s rules: ``HeadlessTableView``, `UITableView`, and a view whose
    /// sections hold rows.
    public static let table = ListBatchRules(kind: .table)

    /// `UICollectionView`'s: a table's, and a section that moves carries no item operation
    /// (``ListChangeset/forCollectionView()``).
    public static let collection = ListBatchRules(kind: .collection)

    /// The changeset as a view under these rules receives it.
    ///
    /// - Complexity: O(1) for a table; ``ListChangeset/forCollectionView()`` for a
    ///   collection view.
    func prepare<S, I>(_ changes: ListChangeset<S, I>) -> ListChangeset<S, I> {
        kind == .collection ? changes.forCollectionView() : changes
    }

    /// Checks `batch` against a view that shows `shownCounts` rows per section and will
    /// read `countsAfter` from its data source after the update: the guard in front of a
    /// view that does not check its batches itself (`UITableView`, `UICollectionView`).
    ///
    /// A view the app changed behind the data source's back (its own `insertRows`, a
    /// `reloadData` in the middle of something) shows other counts than the batch assumes;
    /// UIKit would raise `NSInternalInconsistencyException`. The data source reloads such a
    /// view instead, and reports it.
    /// - Throws: The first rule the batch breaks, in the words the view would use.
    /// - Complexity: O(*s* + *k*) for *s* sections before and after and *k* changes.
    func check(_ batch: ListBatch, shownCounts: [Int], countsAfter: [Int]) throws(BatchUpdateError) {
        do {
            if kind == .collection {
                try batch.checkCollectionRules(sectionsBefore: shownCounts.count, sectionsAfter: countsAfter.count)
            }
            _ = try BatchPlan(batch, rowCountsBefore: shownCounts, rowCountsAfter: countsAfter.map { max(0, $0) })
        } catch {
            throw kind == .collection ? error.inCollectionViewWords() : error
        }
    }
}

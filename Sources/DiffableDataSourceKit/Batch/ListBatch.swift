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
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionMoves: [ListMove<Int>] = []
    var sectionReloads: [Int] = []
    var rowDeletes: [IndexPath] = []
    var rowInserts: [IndexPath] = []
    var rowMoves: [ListMove<IndexPath>] = []
    var rowReloads: [IndexPath] = []
    var rowReconfigures: [IndexPath] = []
    /// The row changes as keys, when the batch was made from a diff's changeset and no
    /// row call came since.
    var rowKeys: RowKeyLists?

    init() {}

    /// Whether the batch has no call at all.
    var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && rowDeletes.isEmpty && rowInserts.isEmpty && rowMoves.isEmpty && rowReloads.isEmpty
            && rowReconfigures.isEmpty
    }

    /// The calls that perform a changeset.
    init<S, I>(_ changeset: ListChangeset<S, I>) {
        sectionDeletes = changeset.sectionDeletes
        sectionInserts = changeset.sectionInserts
        sectionMoves = changeset.sectionMoves
        sectionReloads = changeset.sectionReloads
        rowDeletes = changeset.itemDeletes
        rowInserts = changeset.itemInserts
        rowMoves = changeset.itemMoves
        rowReloads = changeset.itemReloads
        rowReconfigures = changeset.itemReconfigures
        rowKeys = changeset.rowKeys
    }

    /// The structural calls of a changeset; its reconfigures are left out, since they run
    /// after the batch.
    init<S, I>(structuralChangesOf changeset: ListChangeset<S, I>) {
        self.init(changeset)
        rowReconfigures = []
        rowKeys?.reconfigures = []
    }

    /// Deletes sections, given as indexes before the update.
    ///
    /// - Complexity: O(*k*) amortized for *k* sections.
    public mutating func deleteSections(_ sections: [Int]) {
        sectionDeletes += sections
    }

    /// Inserts sections, given as indexes after the update.
    ///
    /// - Complexity: O(*k*) amortized for *k* sections.
    public mutating func insertSections(_ sections: [Int]) {
        sectionInserts += sections
    }

    /// Moves a section from an index before the update to an index after it; the
    /// section keeps its rows.
    ///
    /// - Complexity: O(1) amortized.
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        sectionMoves.append(ListMove(source: section, destination: newSection))
    }

    /// Reloads sections, given as indexes before the update: each is replaced by the
    /// section the data source shows at the matching index after the update.
    ///
    /// - Complexity: O(*k*) amortized for *k* sections.
    public mutating func reloadSections(_ sections: [Int]) {
        sectionReloads += sections
    }

    /// Deletes rows, given as index paths before the update.
    ///
    /// - Complexity: O(*k*) amortized for *k* index paths.
    public mutating func deleteRows(at indexPaths: [IndexPath]) {
        rowDeletes += indexPaths
        rowKeys = nil
    }

    /// Inserts rows, given as index paths after the update.
    ///
    /// - Complexity: O(*k*) amortized for *k* index paths.
    public mutating func insertRows(at indexPaths: [IndexPath]) {
        rowInserts += indexPaths
        rowKeys = nil
    }

    /// Moves a row from an index path before the update to an index path after it.
    ///
    /// - Complexity: O(1) amortized.
    public mutating func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        rowMoves.append(ListMove(source: indexPath, destination: newIndexPath))
        rowKeys = nil
    }

    /// Reloads rows, given as index paths before the update: each is replaced by the row
    /// the data source shows at the matching index path after the update.
    ///
    /// - Complexity: O(*k*) amortized for *k* index paths.
    public mutating func reloadRows(at indexPaths: [IndexPath]) {
        rowReloads += indexPaths
        rowKeys = nil
    }

    /// Reconfigures rows, given as index paths after the update: each keeps its place
    /// and takes the identity the data source shows there now.
    ///
    /// - Complexity: O(*k*) amortized for *k* index paths.
    public mutating func reconfigureRows(at indexPaths: [IndexPath]) {
        rowReconfigures += indexPaths
        rowKeys = nil
    }
}

/// The guard in front of a view that does not check its batches itself (`UITableView`,
/// `UICollectionView`): before such a view sees a batch, the batch is checked by the rules
/// the headless views enforce (`BatchPlan`, and the collection rules for a collection
/// view) against what the view shows now and the counts its data source will give after
/// the update.
///
/// A view the app changed behind the data source's back (its own `insertRows`, a
/// `reloadData` in the middle of something) shows other counts than the batch assumes;
/// UIKit would raise `NSInternalInconsistencyException`. The data source reloads such a view
/// instead, and reports it.
///
/// Complexity: O(*s* + *k*) for *s* sections before and after and *k* changes.
@MainActor
enum BatchGuard {
    /// Checks `batch` against a view that shows `shownCounts` rows per section and will
    /// read `countsAfter` from its data source after the update.
    ///
    /// - Throws: The first rule the batch breaks, in the words the view would use.
    static func check(
        _ batch: ListBatch, shownCounts: [Int], countsAfter: [Int], kind: ListKind
    ) throws(BatchUpdateError) {
        let after = RowCountsContent(counts: countsAfter)
        do {
            if kind == .collection {
                try batch.checkCollectionRules(sectionsBefore: shownCounts.count, sectionsAfter: countsAfter.count)
            }
            _ = try BatchPlan(validating: batch, rowCountsBefore: shownCounts, after: after)
        } catch {
            throw kind == .collection ? error.inCollectionViewWords() : error
        }
    }
}

/// Row counts after an update, with no identities: all the guard reads.
struct RowCountsContent: TableContent {
    let counts: [Int]

    var numberOfSections: Int { counts.count }

    func numberOfRows(inSection section: Int) -> Int { max(0, counts[section]) }

    func sectionIdentity(at section: Int) -> AnyHashable? { nil }

    func rowIdentity(at position: RowPosition) -> AnyHashable? { nil }
}

extension ListSurface {
    /// The rows the view shows in each section now.
    ///
    /// - Complexity: O(*s*).
    var shownRowCounts: [Int] { (0..<displayedSectionCount).map(displayedItemCount(inSection:)) }
}

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
    func rowCounts(afterPlanned changes: ListChangeset<Section, Item>, insertedSectionRows: Int) -> [Int] {
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

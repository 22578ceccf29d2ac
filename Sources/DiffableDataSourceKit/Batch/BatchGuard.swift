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
        do {
            if kind == .collection {
                try batch.checkCollectionRules(sectionsBefore: shownCounts.count, sectionsAfter: countsAfter.count)
            }
            _ = try BatchPlan(batch, rowCountsBefore: shownCounts, rowCountsAfter: countsAfter)
        } catch {
            throw kind == .collection ? error.inCollectionViewWords() : error
        }
    }
}

extension ListSurface {
    /// The rows the view shows in each section now.
    ///
    /// - Complexity: O(*s*).
    var shownRowCounts: [Int] { (0..<displayedSectionCount).map(displayedItemCount(inSection:)) }
}

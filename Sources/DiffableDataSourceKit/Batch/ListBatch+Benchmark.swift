/// The guard's check on its own, for the benchmark executable (`@_spi(Benchmarks)`, not
/// part of the public API): what a `UITableView` or `UICollectionView` pays before each
/// batch, beyond what a headless view's own validation costs.
@_spi(Benchmarks)
public struct BatchGuardProbe: Sendable {
    private let batch: ListBatch
    private let shownCounts: [Int]
    private let countsAfter: [Int]
    private let rules: ListBatchRules

    /// Prepares the batch a data source sends for `changes`, to a view showing `before` that
    /// will show `after`, as the data source does before it calls the guard.
    ///
    /// - Complexity: O(*s* + *k*) for *s* sections and *k* changes.
    public init<Section, Item>(
        _ changes: ListChangeset<Section, Item>, from before: ListSnapshot<Section, Item>,
        to after: ListSnapshot<Section, Item>, collectionView: Bool
    ) {
        rules = collectionView ? .collection : .table
        batch = ListBatch(structuralChangesOf: rules.prepare(changes))
        shownCounts = before.rowCounts
        countsAfter = after.rowCounts
    }

    /// Runs the guard's check; whether the view would take the batch.
    ///
    /// - Complexity: O(*s* + *k*).
    @MainActor
    public func check() -> Bool {
        do {
            try rules.check(batch, shownCounts: shownCounts, countsAfter: countsAfter)
            return true
        } catch {
            return false
        }
    }
}

/// The conversion of a batch into `NSTableView`'s sequential calls on its own, for the
/// benchmark executable (`@_spi(Benchmarks)`, not part of the public API): what the AppKit
/// table pays for each update beyond the diff.
@_spi(Benchmarks)
public struct SequentialTableProbe: Sendable {
    private let batch: ListBatch
    private let before: FlatTableLayout
    private let after: FlatTableLayout

    /// Prepares the batch a data source sends for `changes`, from a table showing `before`
    /// to one showing `after`, sections as group rows or not.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public init<Section, Item>(
        _ changes: ListChangeset<Section, Item>, from before: ListSnapshot<Section, Item>,
        to after: ListSnapshot<Section, Item>, groupRows: Bool
    ) {
        let style: FlatTableLayout.Style = groupRows ? .groupRows : .itemsOnly
        batch = ListBatch(structuralChangesOf: changes)
        self.before = FlatTableLayout(itemCounts: before.rowCounts, style: style)
        self.after = FlatTableLayout(itemCounts: after.rowCounts, style: style)
    }

    /// The number of row indexes the calls name (each remove, move, insert and reload
    /// counts once); `-1` when the batch is refused.
    ///
    /// - Complexity: O(*n* + *m* log *n*) for *n* rows and *m* moves.
    @MainActor
    public func convert() -> Int {
        guard let counts = counts() else { return -1 }
        return counts.removed + counts.moved + counts.inserted + counts.reloaded
    }

    /// The rows the calls remove, move, insert and reload; `nil` when the batch is refused.
    ///
    /// - Complexity: O(*n* + *m* log *n*) for *n* rows and *m* moves.
    @MainActor
    public func counts() -> (removed: Int, moved: Int, inserted: Int, reloaded: Int)? {
        guard let update = try? SequentialTableUpdate(batch, before: before, after: after) else { return nil }
        var counts = (removed: 0, moved: 0, inserted: 0, reloaded: update.reloadedRows.count)
        for call in update.calls {
            switch call {
            case .removeRows(let rows): counts.removed += rows.count
            case .moveRow: counts.moved += 1
            case .insertRows(let rows): counts.inserted += rows.count
            }
        }
        return counts
    }
}

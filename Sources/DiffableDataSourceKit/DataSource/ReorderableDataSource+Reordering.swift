extension ReorderableDataSource {
    /// Whether the user may drag a row: ``allowReordering`` and ``canReorderItem``.
    public func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        guard allowReordering, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorderItem?(item) ?? true
    }

    /// Keeps a drag in its own section when ``allowCrossSectionMove`` is off: a row dragged
    /// above its section lands on its first row, below it on its last row. This refuses a
    /// cross-section move cleanly, before the row moves, instead of undoing it afterwards.
    public func tableView(
        _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let source = sourceIndexPath.section
        let proposed = proposedDestinationIndexPath.section
        guard !allowCrossSectionMove, proposed != source else { return proposedDestinationIndexPath }
        let lastRow = max(0, numberOfRows(inSection: source) - 1)
        return IndexPath(row: proposed < source ? 0 : lastRow, section: source)
    }

    /// Updates the snapshot after the table moved a dragged row, without another batch.
    ///
    /// Within a section the item lands before the item it was dropped on when moving up and
    /// after it when moving down; in another section it lands at the drop row, or at the end
    /// (also of an empty section). ``willReorder`` and ``didReorder`` see the transaction.
    /// - Complexity: O(*m* + *s*) for the rows between the two places.
    public func tableView(
        _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let initial = current
        guard let item = initial.itemIdentifier(at: sourceIndexPath),
            let moved = Self.snapshot(initial, moving: item, from: sourceIndexPath, to: destinationIndexPath)
        else {
            // The table and the snapshot disagree; show the snapshot again rather than lie.
            log("reorder from \(sourceIndexPath) to \(destinationIndexPath) did not match the snapshot; reloading")
            tableView.reloadData()
            return
        }
        let transaction = ReorderTransaction(initial: initial, final: moved)
        willReorder?(transaction)
        current = moved
        if sourceIndexPath.section != destinationIndexPath.section {
            // Its new section may use another cell class; no batch is needed for that.
            tableView.reconfigureRows(at: [destinationIndexPath])
        }
        log("reorder: \(item) moved from \(sourceIndexPath) to \(destinationIndexPath)")
        didReorder?(transaction)
    }

    /// The snapshot with `item` taken from `source` and placed so that it ends at
    /// `destination` (UIKit's meaning of a move's destination), or `nil` if impossible.
    static func snapshot(
        _ snapshot: ListSnapshot<Section, Item>, moving item: Item, from source: IndexPath, to destination: IndexPath
    ) -> ListSnapshot<Section, Item>? {
        guard let section = snapshot.sectionIdentifier(at: destination.section) else { return nil }
        let rows = snapshot.itemIdentifiers(inSection: section)
        var result = snapshot
        do {
            if source.section == destination.section {
                guard rows.indices.contains(destination.row) else { return nil }
                if destination.row < source.row {
                    try result.moveItem(item, beforeItem: rows[destination.row])
                } else if destination.row > source.row {
                    try result.moveItem(item, afterItem: rows[destination.row])
                }
            } else if destination.row < rows.count {
                try result.moveItem(item, beforeItem: rows[max(0, destination.row)])
            } else if let last = rows.last {
                try result.moveItem(item, afterItem: last)
            } else {
                result.deleteItems([item])
                try result.appendItems([item], toSection: section)
            }
        } catch {
            return nil
        }
        return result
    }
}

/// The seed documents' name for ``ReorderableDataSource``, so their code reads as written.
public typealias BaseReorderableDiffableDataSource = ReorderableDataSource

extension ListDataSource {
    /// Whether the user may drag a row: ``allowReordering`` and ``canReorderItem``.
    ///
    /// - Complexity: O(1) plus ``canReorderItem``.
    public func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard allowReordering, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorderItem?(item) ?? true
    }

    /// Where a dragged row may go, given the place the user proposes: the proposal itself,
    /// or, when ``allowCrossSectionMove`` is off and the proposal is in another section,
    /// the row's own section's first row (dragged above it) or last row (below it).
    ///
    /// A `UITableView` asks its delegate, not its data source, for this: set the delegate
    /// `makeDelegate(forwardingTo:)` makes, or return this from your own delegate's
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`. A forbidden move
    /// that still reaches the data source is put back after the drop, and reported.
    /// - Complexity: O(1).
    public func targetIndexPath(
        forMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let source = sourceIndexPath.sectionIndex
        let proposed = proposedDestinationIndexPath.sectionIndex
        guard !allowCrossSectionMove, proposed != source else { return proposedDestinationIndexPath }
        let lastRow = max(0, numberOfRows(inSection: source) - 1)
        return IndexPath(section: source, rowIndex: proposed < source ? 0 : lastRow)
    }

    /// Updates the snapshot after the view moved a dragged row, without another batch.
    ///
    /// The view shows the move already, so the snapshot takes it at once: from now on every
    /// index path the view hands out (a tap, a cell for a row scrolled in, the next batch's
    /// counts) names the right item. Within a section the item lands before the item it was
    /// dropped on when moving up and after it when moving down; in another section it lands
    /// at the drop row, or at the end (also of an empty section). ``willReorder`` and
    /// ``didReorder`` see the transaction.
    ///
    /// Work for after the drop is worked out from the state when it runs, never from index
    /// paths kept from now: a row that changed section is reloaded then (for its new
    /// section's cell class) if it still sits outside the section it came from and has a
    /// cell. A cross-section move that ``allowCrossSectionMove`` forbids (the view's
    /// delegate did not ask ``targetIndexPath(forMoveFromRowAt:toProposedIndexPath:)``) is
    /// reported, not shown to ``willReorder``/``didReorder``, and undone after the drop by an
    /// ordinary apply that puts the item back in its section, if it is still outside it.
    /// - Complexity: O(*m* + *s*) for the rows between the two places.
    func userMovedItem(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        if let move = reportedMove {
            // An override that calls `super` more than once moves the row once.
            guard !move.taken else { return }
            reportedMove?.taken = true
        }
        let initial = current
        guard let (item, origin, moved) = snapshotAfterUserMove(from: sourceIndexPath, to: destinationIndexPath)
        else { return }
        let crossesSections = sourceIndexPath.sectionIndex != destinationIndexPath.sectionIndex
        let move = ListChangeset<Section, Item>(
            itemMoves: [ListMove(source: sourceIndexPath, destination: destinationIndexPath)])
        if crossesSections && !allowCrossSectionMove {
            let outlinesBefore = state.outlinesOnMainThread
            state.update(changes: move) { $0 = moved }
            report(
                .dropTargetNotAsked,
                "\(item) was dragged into another section, which allowCrossSectionMove forbids; it is moved back. "
                    + "Set the view's delegate to makeDelegate(forwardingTo:), or answer the drop target with "
                    + "targetIndexPath(forMoveFromRowAt:toProposedIndexPath:)")
            // The app's calls never asked for the move: what they produce stays what it
            // was, and the view catches up with it once the drop is committed.
            // Its outlines too, where its sections show them again.
            let outlines = outlinesBefore.isEmpty ? nil : _OutlinePlan.checked(outlinesBefore)
            updates.submit(UpdateRequest(change: .undoMove(initial), animating: true, outlines: outlines))
            return
        }
        let transaction = ReorderTransaction(initial: initial, final: moved)
        willReorder?(transaction)
        state.update(changes: move) { $0 = moved }
        // A call waits to be shown (made while the row was lifted): it takes the user's
        // move too, so the drop survives it.
        state.updateAhead { $0.replay(moving: item, like: moved) }
        log("reorder: \(item) moved from \(sourceIndexPath) to \(destinationIndexPath)")
        didReorder?(transaction)
        userEvents.moved?(item)
        // The view shows it already: observers hear of it as of any update.
        if !updates.observers.isEmpty { updates.tellObservers(ListUpdate(snapshot: current, changes: move)) }
        if crossesSections {
            // Its new section may use another cell class.
            updates.afterDrop { $0.sectionChanges.append((item, origin)) }
        }
    }

    /// The dragged item, its section, and the snapshot shown with the user's move; `nil`
    /// when the view and the snapshot disagree, and then the view is reloaded once the
    /// drop is committed (a reload is right whatever happens meanwhile).
    ///
    /// - Complexity: O(*m* + *s*) for the rows between the two places.
    func snapshotAfterUserMove(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
        -> (Item, Section, ListSnapshot<Section, Item>)?
    {
        let initial = current
        guard let item = initial.itemIdentifier(at: sourceIndexPath),
            let origin = initial.sectionIdentifier(at: sourceIndexPath.sectionIndex),
            let moved = Self.snapshot(initial, moving: item, from: sourceIndexPath, to: destinationIndexPath)
        else {
            report(
                .batchReplacedByReload,
                "reorder from \(sourceIndexPath) to \(destinationIndexPath) did not match the snapshot; reloading")
            updates.afterDrop { $0.reload = true }
            return nil
        }
        return (item, origin, moved)
    }

    /// After a drop: reloads `item`'s row for its section's cell class, if it still sits
    /// outside `origin` and has a cell.
    func reloadIfOutside(_ item: Item, of origin: Section) {
        guard let path = indexPath(for: item), current.sectionIdentifier(at: path.sectionIndex) != origin,
            surface?.hasCell(at: path) == true
        else { return }
        updates.reloadInFollowUpBatch([path], animating: true)
    }

    /// Whether a swipe may delete the row: ``allowSwipeToDelete`` and ``canDeleteItem``.
    ///
    /// - Complexity: O(1) plus ``canDeleteItem``.
    public func canDeleteItem(at indexPath: IndexPath) -> Bool {
        guard allowSwipeToDelete, let item = itemIdentifier(for: indexPath) else { return false }
        return canDeleteItem?(item) ?? true
    }

    /// Deletes a swiped row's item from the snapshot and applies it.
    func userDeletedItem(at indexPath: IndexPath) {
        guard canDeleteItem(at: indexPath), let item = itemIdentifier(for: indexPath) else { return }
        // The newest snapshot: a call made before the swipe survives it.
        var next = snapshot()
        next.deleteItems([item])
        log("swipe delete: \(item) at \(indexPath)")
        apply(next, animatingDifferences: true)
        didDeleteItem?(item)
    }

    /// The snapshot with `item` taken from `source` and placed so that it ends at
    /// `destination` (UIKit's meaning of a move's destination), or `nil` if impossible.
    static func snapshot(
        _ snapshot: ListSnapshot<Section, Item>, moving item: Item, from source: IndexPath, to destination: IndexPath
    ) -> ListSnapshot<Section, Item>? {
        guard let section = snapshot.sectionIdentifier(at: destination.sectionIndex) else { return nil }
        // Rows are read one by one: a section's array would be joined from its chunks.
        let count = snapshot.numberOfItems(inSection: section)
        func itemAt(_ row: Int) -> Item? {
            snapshot.itemIdentifier(at: IndexPath(section: destination.sectionIndex, rowIndex: row))
        }
        let row = destination.rowIndex
        var result = snapshot
        do {
            if source.sectionIndex == destination.sectionIndex {
                guard row >= 0, row < count, let anchor = itemAt(row) else { return nil }
                if row < source.rowIndex {
                    try result.moveItem(item, beforeItem: anchor)
                } else if row > source.rowIndex {
                    try result.moveItem(item, afterItem: anchor)
                }
            } else if row < count, let anchor = itemAt(max(0, row)) {
                try result.moveItem(item, beforeItem: anchor)
            } else if count > 0, let last = itemAt(count - 1) {
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

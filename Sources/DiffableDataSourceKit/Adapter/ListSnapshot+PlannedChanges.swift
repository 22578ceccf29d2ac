/// The changesets of the adapter's calls, computed from the edit instead of by a diff.
///
/// Each function checks, without changing the snapshot, everything the matching mutator
/// would throw for, in the same order and with the same error, and returns the changeset
/// `DiffEngine` reports for the snapshot before and after that mutator. So the adapter can
/// run the mutator later, inside the batch, on the shown snapshot itself (no copy), knowing
/// it cannot fail. Builds with `DIFFABLE_CHECK_INVARIANTS` compare every such changeset
/// with the diff's (see ``ListDataSource/applyPlanned(knownChanges:animating:edit:)``).
///
/// Complexity: O(*k*) expected for *k* items in the call (O(*k* log *k*) to sort deletes).
extension ListSnapshot {
    typealias Changes = ListChangeset<SectionIdentifierType, ItemIdentifierType>

    /// `appendItems(items, toSection: section)`, after appending `section` when it is new.
    func plannedAppend(_ newItems: [ItemIdentifierType], to section: SectionIdentifierType) throws(ListSnapshotError<
        SectionIdentifierType, ItemIdentifierType
    >) -> Changes {
        try checkNew(newItems)
        guard let index = sectionIndexes[section] else {
            return Changes(sectionInserts: [sections.count])
        }
        let count = rowCount(inSection: index)
        return Changes(itemInserts: newItems.indices.map { IndexPath(section: index, rowIndex: count + $0) })
    }

    /// The adapter's `merge`: `newItems` at the start or the end of `section` (appended
    /// first when it is new), and `updated` items reconfigured where they stand then.
    func plannedMerge(
        _ newItems: [ItemIdentifierType], updating updated: [ItemIdentifierType], into section: SectionIdentifierType,
        atStart: Bool
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) -> Changes {
        try checkNew(newItems)
        var paths: [IndexPath] = []
        paths.reserveCapacity(updated.count)
        for item in updated {
            guard let path = indexPath(ofItem: item) else { throw .itemsNotFound([item]) }
            paths.append(path)
        }
        guard let index = sectionIndexes[section] else {
            var changes = Changes(sectionInserts: [sections.count])
            changes.itemReconfigures = paths.sorted()
            return changes
        }
        let count = rowCount(inSection: index)
        let first = atStart ? 0 : count
        var changes = Changes(itemInserts: newItems.indices.map { IndexPath(section: index, rowIndex: first + $0) })
        // Rows of the section after the inserted ones move down by the page's length.
        let shift = atStart ? newItems.count : 0
        changes.itemReconfigures = paths.map { path in
            path.sectionIndex == index ? IndexPath(section: index, rowIndex: path.rowIndex + shift) : path
        }.sorted()
        return changes
    }

    /// `insertItems([item], beforeItem: anchor)` or `afterItem:`.
    func plannedInsert(_ item: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool)
        throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>)
        -> Changes
    {
        guard let position = positions[anchor] else { throw .itemsNotFound([anchor]) }
        if item == anchor { throw .itemRelativeToItself(anchor) }
        try checkNew([item])
        let (section, row) = place(of: position)
        return Changes(itemInserts: [IndexPath(section: section, rowIndex: row + (after ? 1 : 0))])
    }

    /// `deleteItems(items)` of distinct items that are all present.
    func plannedDelete(_ doomed: [ItemIdentifierType]) -> Changes {
        Changes(itemDeletes: doomed.compactMap(indexPath(ofItem:)).sorted())
    }

    /// `deleteSections([section])` of a present section.
    func plannedDelete(section: SectionIdentifierType) -> Changes {
        Changes(sectionDeletes: sectionIndexes[section].map { [$0] } ?? [])
    }

    /// The adapter's `move(item, to: section)`: to the end of `section`; the item's new
    /// value marked for `update`, if any.
    func plannedMove(
        _ item: ItemIdentifierType, toEndOf section: SectionIdentifierType,
        marking update: DiffEngine.ContentChange? = nil
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) -> Changes {
        guard let from = indexPath(ofItem: item) else { throw .itemsNotFound([item]) }
        guard let toSection = sectionIndexes[section] else { throw .sectionsNotFound([section]) }
        let count = rowCount(inSection: toSection)
        return plannedMove(
            from: from, toSection: toSection, row: from.sectionIndex == toSection ? count - 1 : count, marking: update)
    }

    /// `moveItem(item, beforeItem: anchor)` or `afterItem:`; the item's new value marked
    /// for `update`, if any.
    func plannedMove(
        _ item: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool,
        marking update: DiffEngine.ContentChange? = nil
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) -> Changes {
        if item == anchor { throw .itemRelativeToItself(item) }
        guard let from = indexPath(ofItem: item), let place = indexPath(ofItem: anchor) else {
            throw .itemsNotFound([item, anchor].filter { positions[$0] == nil })
        }
        // The anchor's row once the item is taken out, as the mutator computes it.
        var row = place.rowIndex
        if place.sectionIndex == from.sectionIndex && row > from.rowIndex { row -= 1 }
        if after { row += 1 }
        return plannedMove(from: from, toSection: place.sectionIndex, row: row, marking: update)
    }

    /// One item moving from `from` to (`toSection`, `row`) in the snapshot after the move,
    /// with its new value marked for `update` when there is one.
    ///
    /// Within a section, the diff reports the moves that leave a longest increasing run of
    /// rows in place; when an item moves down by exactly one row, two runs are equally long
    /// and the diff keeps the moved item, reporting its neighbour moving up instead. A
    /// marked item that moves is deleted and inserted (a moved row cannot also be reloaded
    /// or reconfigured in one batch); one that stays is reloaded where it was or
    /// reconfigured where it lands.
    private func plannedMove(
        from: IndexPath, toSection: Int, row: Int, marking update: DiffEngine.ContentChange?
    ) -> Changes {
        let section = from.sectionIndex
        let destination = IndexPath(section: toSection, rowIndex: row)
        func staying(at after: IndexPath, _ changes: Changes) -> Changes {
            var changes = changes
            switch update {
            case .reload?: changes.itemReloads = [from]
            case .reconfigure?: changes.itemReconfigures = [after]
            case nil: break
            }
            return changes
        }
        if section == toSection && row == from.rowIndex { return staying(at: from, Changes()) }
        if section == toSection && row == from.rowIndex + 1 {
            let neighbour = ListMove(source: destination, destination: from)
            return staying(at: destination, Changes(itemMoves: [neighbour]))
        }
        guard update == nil else { return Changes(itemDeletes: [from], itemInserts: [destination]) }
        return Changes(itemMoves: [ListMove(source: from, destination: destination)])
    }

    /// `reloadItems([item])`.
    func plannedReload(_ item: ItemIdentifierType) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>)
        -> Changes
    {
        guard let path = indexPath(ofItem: item) else { throw .itemsNotFound([item]) }
        return Changes(itemReloads: [path])
    }

    /// `reconfigureItems([item])`.
    func plannedReconfigure(_ item: ItemIdentifierType) throws(ListSnapshotError<
        SectionIdentifierType, ItemIdentifierType
    >) -> Changes {
        guard let path = indexPath(ofItem: item) else { throw .itemsNotFound([item]) }
        return Changes(itemReconfigures: [path])
    }

    /// Throws what inserting `newItems` would: repeated items, or items already present.
    private func checkNew(_ newItems: [ItemIdentifierType]) throws(ListSnapshotError<
        SectionIdentifierType, ItemIdentifierType
    >) {
        if newItems.count == 1 {
            if positions[newItems[0]] != nil { throw .itemsAlreadyPresent(newItems) }
            return
        }
        if !newItems.repeatedElements().isEmpty || newItems.contains(where: { positions[$0] != nil }) {
            throw argumentError(forNewItems: newItems)
        }
    }
}

// The adapter's one-item calls (append, insert, delete, move, reload, reconfigure), each
// planned without a diff: the call checks its change against the snapshot and works out the
// changeset (`ListSnapshot`'s `planned…` functions, below), and the update pipeline makes it.

extension ListAdapter {
    /// Runs a change the adapter plans: `plan` checks it against a snapshot and returns its
    /// changeset (throwing what the call throws), `edit` makes it. The update pipeline
    /// decides which snapshot (see `UpdatePipeline.submitPlanned`).
    func applyPlanned(
        _ plan: (ListSnapshot<Section, Item>) throws(SnapshotError) -> ListChangeset<Section, Item>,
        insertedSectionRows: Int = 0, animatingDifferences: Bool, call: @autoclosure () -> String,
        edit: (inout ListSnapshot<Section, Item>) throws(SnapshotError) -> Void
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        let applied = try dataSource.updates.submitPlanned(
            plan, insertedSectionRows: insertedSectionRows, animating: animatingDifferences, edit: edit)
        if enableLogging { logSink("[\(logName)] \(call()): \(applied.counts)") }
        return applied
    }

    /// Adds an item at the end of a section, creating the section at the end if it is not
    /// shown yet (as the kit's adapter does).
    ///
    /// - Throws: ``ListSnapshotError/itemsAlreadyPresent(_:)``; nothing changes on error.
    /// - Complexity: O(1) amortized plus one apply.
    @discardableResult
    public func append(
        _ item: Item, to section: Section, animatingDifferences: Bool = true
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        try append(contentsOf: [item], to: section, animatingDifferences: animatingDifferences)
    }

    /// Adds items at the end of a section, creating the section at the end if needed.
    ///
    /// - Throws: ``ListSnapshotError/duplicateItems(_:)`` or
    ///   ``ListSnapshotError/itemsAlreadyPresent(_:)``; nothing changes on error.
    /// - Complexity: O(*k*) amortized plus one apply.
    @discardableResult
    public func append(
        contentsOf items: [Item], to section: Section, animatingDifferences: Bool = true
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        return try applyPlanned(
            { (shown) throws(SnapshotError) in try shown.plannedAppend(items, to: section) },
            insertedSectionRows: items.count, animatingDifferences: animatingDifferences,
            call: "append \(items.count) item\(items.count == 1 ? "" : "s") to \(section)",
            edit: {
                (snapshot) throws(SnapshotError) in
                if !snapshot.containsSection(section) { try snapshot.appendSections([section]) }
                try snapshot.appendItems(items, toSection: section)
            })
    }

    /// Inserts an item just before another item.
    ///
    /// - Throws: as ``ListSnapshot/insertItems(_:beforeItem:)``; nothing changes on error.
    /// - Complexity: O(*m*) plus one apply.
    @discardableResult
    public func insert(
        _ item: Item, before other: Item, animatingDifferences: Bool = true
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        return try applyPlanned(
            { (shown) throws(SnapshotError) in try shown.plannedInsert(item, relativeTo: other, after: false) },
            animatingDifferences: animatingDifferences, call: "insert \(item) before \(other)",
            edit: {
                (snapshot) throws(SnapshotError) in
                try snapshot.insertItems([item], beforeItem: other)
            })
    }

    /// Inserts an item just after another item.
    ///
    /// - Throws: as ``ListSnapshot/insertItems(_:afterItem:)``; nothing changes on error.
    /// - Complexity: O(*m*) plus one apply.
    @discardableResult
    public func insert(
        _ item: Item, after other: Item, animatingDifferences: Bool = true
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        return try applyPlanned(
            { (shown) throws(SnapshotError) in try shown.plannedInsert(item, relativeTo: other, after: true) },
            animatingDifferences: animatingDifferences, call: "insert \(item) after \(other)",
            edit: {
                (snapshot) throws(SnapshotError) in
                try snapshot.insertItems([item], afterItem: other)
            })
    }

    /// Removes an item.
    ///
    /// - Throws: ``ListSnapshotError/itemsNotFound(_:)`` when it is not shown (a stale
    ///   reference); nothing changes on error.
    /// - Complexity: O(*m*) plus one apply.
    @discardableResult
    public func delete(_ item: Item, animatingDifferences: Bool = true) throws(SnapshotError)
        -> ListChangeset<Section, Item>
    {
        try delete(contentsOf: [item], animatingDifferences: animatingDifferences)
    }

    /// Removes items.
    ///
    /// - Throws: ``ListSnapshotError/duplicateItems(_:)`` or
    ///   ``ListSnapshotError/itemsNotFound(_:)``; nothing changes on error.
    /// - Complexity: O(*n*) at most, plus one apply.
    @discardableResult
    public func delete(
        contentsOf items: [Item], animatingDifferences: Bool = true
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        return try applyPlanned(
            { (shown) throws(SnapshotError) in
                try Self.requireShown(items, in: shown)
                return shown.plannedDelete(items)
            }, animatingDifferences: animatingDifferences,
            call: "delete \(items.count) item\(items.count == 1 ? "" : "s")",
            edit: {
                (snapshot) throws(SnapshotError) in
                snapshot.deleteItems(items)
            })
    }

    /// Removes a section with its items.
    ///
    /// - Throws: ``ListSnapshotError/sectionsNotFound(_:)``; nothing changes on error.
    /// - Complexity: O(*n* + *s*) at most, plus one apply.
    @discardableResult
    public func deleteSection(
        _ section: Section, animatingDifferences: Bool = true
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        return try applyPlanned(
            { (shown) throws(SnapshotError) in
                guard shown.containsSection(section) else { throw .sectionsNotFound([section]) }
                return shown.plannedDelete(section: section)
            }, animatingDifferences: animatingDifferences, call: "delete section \(section)",
            edit: {
                (snapshot) throws(SnapshotError) in
                snapshot.deleteSections([section])
            })
    }

    /// Moves an item to the end of a section (its own or another), as the guide's
    /// `move(song, to: .favorites)`: one move in the table, not a delete and an insert
    /// (unless the data source compares content and `item` brings a changed value: one
    /// batch cannot move and reconfigure a row, so it is deleted and inserted).
    ///
    /// - Throws: ``ListSnapshotError/itemsNotFound(_:)`` or
    ///   ``ListSnapshotError/sectionsNotFound(_:)``; nothing changes on error.
    /// - Complexity: O(log *n* + *s*) plus one apply.
    @discardableResult
    public func move(
        _ item: Item, to section: Section, animatingDifferences: Bool = true
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        let update = contentUpdate(for: item)
        return try applyPlanned(
            { (shown) throws(SnapshotError) in try shown.plannedMove(item, toEndOf: section, marking: update) },
            animatingDifferences: animatingDifferences, call: "move \(item) to \(section)",
            edit: {
                (snapshot) throws(SnapshotError) in
                let last = snapshot.lastItem(inSection: section)
                if let last, last != item {
                    try snapshot.moveItem(item, afterItem: last)
                } else if last == nil {
                    snapshot.deleteItems([item])
                    try snapshot.appendItems([item], toSection: section)
                }
                try Self.store(item, markedFor: update, in: &snapshot)
            })
    }

    /// Moves an item to just before another item.
    ///
    /// - Throws: as ``ListSnapshot/moveItem(_:beforeItem:)``; nothing changes on error.
    /// - Complexity: O(*m* + *s*) plus one apply.
    @discardableResult
    public func move(
        _ item: Item, before other: Item, animatingDifferences: Bool = true
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        let update = contentUpdate(for: item)
        return try applyPlanned(
            { (shown) throws(SnapshotError) in
                try shown.plannedMove(item, relativeTo: other, after: false, marking: update)
            }, animatingDifferences: animatingDifferences, call: "move \(item) before \(other)",
            edit: {
                (snapshot) throws(SnapshotError) in
                try snapshot.moveItem(item, beforeItem: other)
                try Self.store(item, markedFor: update, in: &snapshot)
            })
    }

    /// Moves an item to just after another item.
    ///
    /// - Throws: as ``ListSnapshot/moveItem(_:afterItem:)``; nothing changes on error.
    /// - Complexity: O(*m* + *s*) plus one apply.
    @discardableResult
    public func move(
        _ item: Item, after other: Item, animatingDifferences: Bool = true
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        let update = contentUpdate(for: item)
        return try applyPlanned(
            { (shown) throws(SnapshotError) in
                try shown.plannedMove(item, relativeTo: other, after: true, marking: update)
            }, animatingDifferences: animatingDifferences, call: "move \(item) after \(other)",
            edit: {
                (snapshot) throws(SnapshotError) in
                try snapshot.moveItem(item, afterItem: other)
                try Self.store(item, markedFor: update, in: &snapshot)
            })
    }

    /// Replaces an item's cell with a new one built from the value given (equal by identity
    /// to the shown item). Use it when the change may alter the row's height or cell type.
    ///
    /// - Throws: ``ListSnapshotError/itemsNotFound(_:)``; nothing changes on error.
    /// - Complexity: O(1) expected plus one apply.
    @discardableResult
    public func reload(_ item: Item, animatingDifferences: Bool = true) throws(SnapshotError)
        -> ListChangeset<Section, Item>
    {
        return try applyPlanned(
            { (shown) throws(SnapshotError) in try shown.plannedReload(item) },
            animatingDifferences: animatingDifferences, call: "reload \(item)",
            edit: {
                (snapshot) throws(SnapshotError) in
                try snapshot.reloadItems([item])
            })
    }

    /// Configures an item's existing cell again with the value given (equal by identity to
    /// the shown item). Cheaper than ``reload(_:animatingDifferences:)``; use it when the
    /// height and cell type stay the same.
    ///
    /// - Throws: ``ListSnapshotError/itemsNotFound(_:)``; nothing changes on error.
    /// - Complexity: O(1) expected plus one apply.
    @discardableResult
    public func reconfigure(_ item: Item, animatingDifferences: Bool = true) throws(SnapshotError)
        -> ListChangeset<Section, Item>
    {
        return try applyPlanned(
            { (shown) throws(SnapshotError) in try shown.plannedReconfigure(item) },
            animatingDifferences: animatingDifferences, call: "reconfigure \(item)",
            edit: {
                (snapshot) throws(SnapshotError) in
                try snapshot.reconfigureItems([item])
            })
    }

    /// What a move must mark `item`'s value for: the data source's content update when it
    /// compares content and the value given differs from the one shown, else nothing.
    ///
    /// - Complexity: O(1) expected plus one comparison.
    private func contentUpdate(for item: Item) -> DiffEngine.ContentChange? {
        let current = dataSource.mustQueue ? dataSource.snapshot() : dataSource.current
        guard let comparison = dataSource.contentComparison, let path = current.indexPath(ofItem: item),
            let shown = current.itemIdentifier(at: path), !comparison.isContentEqual(shown, item)
        else { return nil }
        return comparison.update
    }

    /// Stores `item`'s value with the mark `update` asks for (none when `nil`).
    private static func store(
        _ item: Item, markedFor update: DiffEngine.ContentChange?, in snapshot: inout ListSnapshot<Section, Item>
    ) throws(SnapshotError) {
        switch update {
        case .reload?: try snapshot.reloadItems([item])
        case .reconfigure?: try snapshot.reconfigureItems([item])
        case nil: break
        }
    }

    /// Throws for repeated items or items the snapshot does not have.
    private static func requireShown(
        _ items: [Item], in snapshot: ListSnapshot<Section, Item>
    ) throws(SnapshotError) {
        let repeated = items.repeatedElements()
        if !repeated.isEmpty { throw .duplicateItems(repeated) }
        let missing = items.filter { !snapshot.containsItem($0) }
        if !missing.isEmpty { throw .itemsNotFound(missing) }
    }
}

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

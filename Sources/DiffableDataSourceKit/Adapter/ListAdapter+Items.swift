extension ListAdapter {
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

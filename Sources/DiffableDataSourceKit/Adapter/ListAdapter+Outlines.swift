extension ListAdapter {
    /// Expands an item of a section's outline (see
    /// ``ListDataSource/apply(_:to:animatingDifferences:completion:)``): its visible
    /// descendants appear below it, without a diff. The section snapshot handlers are not
    /// asked: they answer the user's taps (``ListDataSource/toggleExpansion(of:)``).
    ///
    /// - Throws: ``ListSnapshotError/itemsNotFound(_:)`` when no section's outline holds
    ///   `item`; nothing changes then.
    /// - Complexity: O(*k* + log *n*) for *k* rows shown, plus one apply.
    @discardableResult
    public func expand(_ item: Item, animatingDifferences: Bool = true) throws(SnapshotError)
        -> ListChangeset<Section, Item>
    {
        guard let section = dataSource.sectionOfOutline(holding: item) else { throw .itemsNotFound([item]) }
        let changes = dataSource.expand(item, in: section, animating: animatingDifferences)
        log("expand \(item): \(changes.counts)")
        return changes
    }

    /// Collapses an item of a section's outline: its visible descendants disappear, without
    /// a diff.
    ///
    /// - Throws: ``ListSnapshotError/itemsNotFound(_:)`` when no section's outline holds
    ///   `item`; nothing changes then.
    /// - Complexity: O(*k* + log *n*) for *k* rows hidden, plus one apply.
    @discardableResult
    public func collapse(_ item: Item, animatingDifferences: Bool = true) throws(SnapshotError)
        -> ListChangeset<Section, Item>
    {
        guard let section = dataSource.sectionOfOutline(holding: item) else { throw .itemsNotFound([item]) }
        let changes = dataSource.collapse(item, in: section, animating: animatingDifferences)
        log("collapse \(item): \(changes.counts)")
        return changes
    }

    /// Adds items as the last children of an item of a section's outline, collapsed; they
    /// appear when `parent` is expanded and visible, below its other visible descendants.
    ///
    /// - Throws: ``ListSnapshotError/itemsNotFound(_:)`` when no section's outline holds
    ///   `parent`, ``ListSnapshotError/duplicateItems(_:)`` or
    ///   ``ListSnapshotError/itemsAlreadyPresent(_:)`` (also for items another section
    ///   has), ``ListSnapshotError/itemRelativeToItself(_:)`` for `parent` among `children`;
    ///   nothing changes then.
    /// - Complexity: O(*k* + *d* + log *n*) for *k* children and *d* visible descendants of
    ///   `parent`, plus one apply.
    @discardableResult
    public func append(
        children: [Item], to parent: Item, animatingDifferences: Bool = true
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        guard let section = dataSource.sectionOfOutline(holding: parent) else { throw .itemsNotFound([parent]) }
        let elsewhere = children.filter { child in
            let holder = dataSource.sectionOfOutline(holding: child)
            return holder.map { $0 != section } ?? dataSource.current.containsItem(child)
        }
        if !elsewhere.isEmpty { throw .itemsAlreadyPresent(elsewhere) }
        // Changed in place (see `editOutline`); a refused append leaves it as it was.
        let edited = try dataSource.editOutline(of: section) {
            outline throws(SnapshotError) -> (anchor: Item, showsChildren: Bool) in
            // The new rows go after the parent's last visible descendant, when it shows them.
            let showsChildren = outline.isVisible(parent) && outline.isExpanded(parent)
            let anchor = showsChildren ? (outline.visibleDescendants(of: parent).last ?? parent) : parent
            do throws(ListSectionSnapshotError<Item>) {
                try outline.append(children, to: parent)
            } catch {
                throw error.asSnapshotError()
            }
            return (anchor, showsChildren)
        }
        guard let (outline, placed) = edited else { throw .itemsNotFound([parent]) }
        let changes = dataSource.commitOutline(
            of: section, outline, showing: placed.showsChildren ? children : [], after: placed.anchor,
            inserting: true, reconfiguring: parent, animating: animatingDifferences)
        log("append \(children.count) children to \(parent): \(changes.counts)")
        return changes
    }
}

extension ListSectionSnapshotError {
    /// The same refusal as a ``ListSnapshotError``, as the adapter's calls throw.
    func asSnapshotError<Section>() -> ListSnapshotError<Section, Item> {
        switch self {
        case .duplicateItems(let items): .duplicateItems(items)
        case .itemsAlreadyPresent(let items): .itemsAlreadyPresent(items)
        case .itemsNotFound(let items): .itemsNotFound(items)
        case .itemPlacedUnderItself(let item): .itemRelativeToItself(item)
        }
    }
}

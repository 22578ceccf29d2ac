import Foundation

extension HeadlessCollectionView {
    /// Simulates the user dragging an item to a proposed place and dropping it:
    /// ``beginUserDrag(at:)`` then ``dropUserDrag(at:)``, as on ``HeadlessTableView``. The
    /// drop is committed when the run loop turns (``turnRunLoop()``).
    ///
    /// - Returns: Where the item landed, or `nil` when the drag was refused. A destination
    ///   past the end of a section is clamped to its end.
    /// - Complexity: as ``HeadlessTableView/dropUserDrag(at:)``.
    @discardableResult
    public func performUserMove(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        defer { pruneSupplementaryViews() }
        return list.performUserMove(from: source, to: proposed)
    }

    /// Simulates the user lifting an item to drag it: the data source's `canMoveItemAt`
    /// decides; until the drop is committed ``hasUncommittedUpdates`` is `true`.
    ///
    /// - Returns: Whether the drag started.
    /// - Complexity: O(log *n*) plus the data source.
    @discardableResult
    public func beginUserDrag(at indexPath: IndexPath) -> Bool { list.beginUserDrag(at: indexPath) }

    /// Simulates the user dropping the lifted item: only the delegate may redirect the
    /// proposal; the collection view moves the item, then tells the data source
    /// (`moveItemAt`). The drop is committed when the run loop turns.
    ///
    /// - Returns: Where the item landed, or `nil` when no item is lifted or the place is out
    ///   of every section.
    /// - Complexity: as ``HeadlessTableView/dropUserDrag(at:)``.
    @discardableResult
    public func dropUserDrag(at proposed: IndexPath) -> IndexPath? {
        defer { pruneSupplementaryViews() }
        return list.dropUserDrag(at: proposed)
    }

    /// Turns the run loop once: commits a dropped drag and runs the work that waited for it,
    /// as ``HeadlessTableView/turnRunLoop()``.
    ///
    /// - Complexity: O(1) plus the work that waited.
    public func turnRunLoop() {
        list.turnRunLoop()
        pruneSupplementaryViews()
    }

    /// Simulates the user tapping an item's outline disclosure: the data source expands or
    /// collapses the item, asking its section snapshot handlers.
    ///
    /// - Returns: Whether the item expanded or collapsed.
    /// - Complexity: O(1) plus the data source's work.
    @discardableResult
    public func performUserTapOnOutlineDisclosure(at indexPath: IndexPath) -> Bool {
        defer { pruneSupplementaryViews() }
        return list.performUserTapOnOutlineDisclosure(at: indexPath)
    }

    /// The last update the collection view refused, as
    /// ``HeadlessTableView/lastUpdateError``.
    public var lastUpdateError: BatchUpdateError? { list.lastUpdateError }
}

extension HeadlessCollectionView: DiffableCollectionView {
    /// A headless collection view's cells are ``CollectionViewCell``s.
    public typealias Cell = CollectionViewCell
    /// A headless collection view's headers and footers are ``CollectionReusableView``s.
    public typealias SupplementaryView = CollectionReusableView
}

extension HeadlessCollectionView: ListBatchTarget {
    /// A collection view's rules.
    public var batchRules: ListBatchRules { .collection }

    /// It checks every batch and throws, as the data source's guard would.
    public var checksBatches: Bool { true }

    /// ``numberOfSections``.
    public var displayedSectionCount: Int { numberOfSections }

    /// ``numberOfItems(inSection:)``.
    public func displayedItemCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    /// A data source's batch (see ``ListBatchTarget``). As UIKit: the data source switches
    /// to the new snapshot inside the update, then the collection view checks the batch
    /// against the counts it is handed, and calls `completion` at once (nothing animates).
    ///
    /// - Throws: The first rule the batch breaks; the collection view is then unchanged.
    /// - Complexity: as ``HeadlessTableView``'s.
    public func performBatchUpdates(
        _ batch: ListBatch, animated: Bool, updateData: () -> any ListContent,
        completion: @escaping @MainActor () -> Void
    ) throws(BatchUpdateError) {
        try apply(batch, after: updateData())
        // Nothing animates: the batch is on screen now.
        completion()
    }

    /// A data source's reload: shows `content` as given, without reading the data source.
    ///
    /// - Complexity: O(*n* + *s*) for *n* items and *s* sections.
    public func reloadData(showing content: any ListContent) {
        guard !refusesReloadWhileUncommitted() else { return }
        recycleAllSupplementaryViews()
        list.reload(from: content)
        pruneSupplementaryViews()
    }

    /// Whether the item has a cell.
    public func hasCell(at indexPath: IndexPath) -> Bool { list.cellForRow(at: indexPath) != nil }

    /// Runs `work` when the drop in flight is committed (``turnRunLoop()``), or now.
    public func afterUncommittedUpdates(_ work: @escaping @MainActor () -> Void) { list.afterUncommittedUpdates(work) }
}

extension HeadlessCollectionView: ListViewportTarget {
    /// Lays the items out again.
    public func invalidateRowHeights() { list.invalidateRowHeights() }

    /// Items have the list layout's height; there is nothing to ask.
    public var delegateAsksForRowHeights: Bool { true }

    /// The list's offset, height and content height.
    public func viewport() -> ListViewport? { list.viewport() }

    /// The first visible item.
    public func firstVisibleRow() -> IndexPath? { list.firstVisibleRow() }

    /// An item's top and bottom, for an item in range.
    public func verticalExtent(ofRowAt indexPath: IndexPath) -> ClosedRange<CGFloat>? {
        list.verticalExtent(ofRowAt: indexPath)
    }

    /// Scrolls the list.
    public func scroll(toOffset offset: CGFloat) { list.scroll(toOffset: offset) }
}

extension HeadlessCollectionView: ListSelectionTarget {
    /// The selected items.
    public func selectedRows() -> [IndexPath] { list.selectedRows() }

    /// Selects an item without scrolling.
    public func selectRow(at indexPath: IndexPath, animated: Bool) { list.selectRow(at: indexPath, animated: animated) }

    /// Deselects an item.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        list.deselectRow(at: indexPath, animated: animated)
    }
}

extension HeadlessCollectionView: UserMoveReporting {
    var userMoveObserver: (any UserMoveObserver)? {
        get { list.userMoveObserver }
        set { list.userMoveObserver = newValue }
    }
}

extension HeadlessCollectionView: AdapterNaming {
    nonisolated static var adapterName: String { "CollectionAdapter" }
}

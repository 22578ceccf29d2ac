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

extension HeadlessCollectionView: ListSurface {
    var listKind: ListKind { .collection }

    /// It checks every batch and throws, as the data source's guard would.
    var checksBatches: Bool { true }

    var displayedSectionCount: Int { numberOfSections }

    func displayedItemCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    /// As UIKit: the data source switches to the new snapshot inside the update, then the
    /// collection view checks the batch against the counts it reads from the data source.
    func performBatchUpdates(
        _ batch: ListBatch, animated: Bool, updateData: () -> any TableContent,
        completion: @escaping @MainActor () -> Void
    ) throws(BatchUpdateError) {
        let content = updateData()
        try apply(batch, after: ErasedContent(base: content))
        // Nothing animates: the batch is on screen now.
        completion()
    }

    func reloadData(showing content: any TableContent) {
        guard !refusesReloadWhileUncommitted() else { return }
        recycleAllSupplementaryViews()
        list.reload(from: ErasedContent(base: content))
        pruneSupplementaryViews()
    }

    func hasCell(at indexPath: IndexPath) -> Bool { list.cellForRow(at: indexPath) != nil }

    func afterUncommittedUpdates(_ work: @escaping @MainActor () -> Void) { list.afterUncommittedUpdates(work) }

    func invalidateRowHeights() { list.invalidateRowHeights() }

    /// Items have the list layout's height; there is nothing to ask.
    var delegateAsksForRowHeights: Bool { true }

    var userMoveObserver: (any UserMoveObserver)? {
        get { list.userMoveObserver }
        set { list.userMoveObserver = newValue }
    }

    func viewport() -> ViewportGeometry? { list.viewport() }

    func firstVisibleRow() -> IndexPath? { list.firstVisibleRow() }

    func verticalExtent(ofRowAt indexPath: IndexPath) -> ClosedRange<CGFloat>? {
        list.verticalExtent(ofRowAt: indexPath)
    }

    func scroll(toOffset offset: CGFloat) { list.scroll(toOffset: offset) }

    func selectedRows() -> [IndexPath] { list.selectedRows() }

    func selectRow(at indexPath: IndexPath, animated: Bool) { list.selectRow(at: indexPath, animated: animated) }

    func deselectRow(at indexPath: IndexPath, animated: Bool) { list.deselectRow(at: indexPath, animated: animated) }
}

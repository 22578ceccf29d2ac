extension HeadlessCollectionView {
    /// Simulates the user dragging an item to a proposed place and dropping it.
    ///
    /// As UIKit does: asks the data source whether the item can move, lets the delegate and
    /// then the data source redirect the proposal, moves the item on the collection view
    /// (its cell moves with it), and only then tells the data source, which must update its
    /// model to match without another batch update.
    ///
    /// - Returns: Where the item landed, or `nil` when the drag was refused (the item cannot
    ///   move, or a position is out of range). A destination past the end of a section is
    ///   clamped to its end.
    /// - Complexity: O(*n*) for the items of the two sections, plus the new layout.
    @discardableResult
    public func performUserMove(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        defer { pruneSupplementaryViews() }
        return list.performUserMove(from: source, to: proposed)
    }
}

extension HeadlessCollectionView: DiffableCollectionView {
    /// A headless collection view's cells are ``CollectionViewCell``s.
    public typealias Cell = CollectionViewCell
    /// A headless collection view's headers and footers are ``CollectionReusableView``s.
    public typealias SupplementaryView = CollectionReusableView
}

extension HeadlessCollectionView: ListSurface {
    var listKind: ListKind { .collection }

    var displayedSectionCount: Int { numberOfSections }

    func displayedItemCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    /// As UIKit: the data source switches to the new snapshot inside the update, then the
    /// collection view checks the batch against the counts it reads from the data source.
    func performBatchUpdates(
        _ batch: ListBatch, animated: Bool, updateData: () -> Void, completion: @escaping @MainActor () -> Void
    ) throws(BatchUpdateError) {
        updateData()
        try apply(batch, after: DataSourceContent(table: list))
        // Nothing animates: the batch is on screen now.
        completion()
    }

    func hasCell(at indexPath: IndexPath) -> Bool { list.cellForRow(at: indexPath) != nil }

    func afterUncommittedUpdates(_ work: @escaping @MainActor () -> Void) { list.afterUncommittedUpdates(work) }

    func invalidateRowHeights() { list.invalidateRowHeights() }

    /// Items have the list layout's height; there is nothing to ask.
    var delegateAsksForRowHeights: Bool { true }
}

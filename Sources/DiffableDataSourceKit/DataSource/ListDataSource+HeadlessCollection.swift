/// The data source of a ``HeadlessCollectionView``: a ``ListDataSource`` whose cell builder
/// receives the headless collection view and returns a ``CollectionViewCell``.
public typealias CollectionDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    ListDataSource<Section, Item, HeadlessCollectionView>

/// The adapter of a ``HeadlessCollectionView``.
public typealias CollectionAdapter<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    ListAdapter<Section, Item, HeadlessCollectionView>

extension HeadlessCollectionView: DiffableCollectionView {
    /// A headless collection view's cells are ``CollectionViewCell``s.
    public typealias Cell = CollectionViewCell
    /// A headless collection view's headers and footers are ``CollectionReusableView``s.
    public typealias SupplementaryView = CollectionReusableView
}

extension ListDataSource where View == HeadlessCollectionView {
    /// Creates a data source for a collection view and becomes its data source.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to feed; it does not retain the data
    ///     source, so keep it.
    ///   - allowCrossSectionMove: Whether drags may change an item's section.
    ///   - allowReordering: Whether items may be dragged at all.
    ///   - enableLogging: Whether to log each apply and drag.
    ///   - cellBuilder: Builds an item's cell from the collection view, index path, item
    ///     and section.
    /// - Complexity: O(1).
    public convenience init(
        collectionView: HeadlessCollectionView, allowCrossSectionMove: Bool = false, allowReordering: Bool = true,
        enableLogging: Bool = false, cellBuilder: @escaping CellBuilder
    ) {
        self.init(
            view: collectionView, surface: collectionView, allowCrossSectionMove: allowCrossSectionMove,
            allowReordering: allowReordering, enableLogging: enableLogging, cellBuilder: cellBuilder
        )
        collectionView.dataSource = self
    }

    /// Creates a data source with `UICollectionViewDiffableDataSource`'s initializer: the
    /// cell provider receives the collection view, the index path and the item.
    ///
    /// As in UIKit, items can be dragged across sections once
    /// ``reorderingHandlers`` has a `canReorderItem`. A provider that returns `nil` makes
    /// the item show a plain cell (``CollectionViewError/noCell(at:)`` is kept in
    /// ``HeadlessCollectionView/lastCellError``) instead of raising.
    /// - Complexity: O(1).
    public convenience init(collectionView: HeadlessCollectionView, cellProvider: @escaping CellProvider) {
        self.init(
            collectionView: collectionView, allowCrossSectionMove: true, allowReordering: false,
            cellBuilder: Self.cellBuilder(from: cellProvider)
        )
    }

    /// Creates a data source for a collection view with a section-aware cell builder, as
    /// the kit's `create` factory does for tables.
    ///
    ///     let dataSource = CollectionDataSource<Section, Drink>.create(collectionView: collectionView) {
    ///         collectionView, indexPath, drink, section in
    ///         let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "drink", for: indexPath)
    ///         cell.text = drink.name
    ///         return cell
    ///     }
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to feed; it does not retain the data source.
    ///   - allowCrossSectionMove: Whether drags may change an item's section.
    ///   - allowReordering: Whether items may be dragged at all.
    ///   - enableLogging: Whether to log each apply and drag.
    ///   - cellBuilder: Builds an item's cell from the collection view, index path, item
    ///     and section.
    /// - Complexity: O(1).
    public static func create(
        collectionView: HeadlessCollectionView, allowCrossSectionMove: Bool = false, allowReordering: Bool = true,
        enableLogging: Bool = false, cellBuilder: @escaping CellBuilder
    ) -> ListDataSource {
        ListDataSource(
            collectionView: collectionView, allowCrossSectionMove: allowCrossSectionMove,
            allowReordering: allowReordering, enableLogging: enableLogging, cellBuilder: cellBuilder
        )
    }
}

extension ListDataSource: HeadlessCollectionViewDataSource where View == HeadlessCollectionView {
    /// The number of sections in the current snapshot.
    public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { numberOfSections }

    /// The number of items in a section of the current snapshot.
    public func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
        numberOfRows(inSection: section)
    }

    /// The item at a place, so the collection view can be read back as a snapshot.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, identityForItemAt indexPath: IndexPath
    ) -> AnyHashable? {
        itemIdentifier(for: indexPath)
    }

    /// The section at an index, so the collection view can be read back as a snapshot.
    public func collectionView(_ collectionView: HeadlessCollectionView, identityForSection section: Int)
        -> AnyHashable?
    {
        sectionIdentifier(for: section)
    }

    /// Builds an item's cell with the cell builder, from the item's freshest value.
    ///
    /// - Throws: What the cell builder throws (the collection view then shows a plain
    ///   cell); the error is logged.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath
    ) throws -> CollectionViewCell {
        try cell(at: indexPath, in: collectionView) ?? CollectionViewCell()
    }

    /// The header or footer from ``supplementaryViewProvider``.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView? {
        supplementaryView(in: collectionView, ofKind: kind, at: indexPath)
    }

    /// Whether the user may drag an item: ``canMoveItem(at:)``.
    public func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canMoveItem(at: indexPath)
    }

    /// Updates the snapshot after the collection view moved a dragged item, without
    /// another batch; see ``ListDataSource`` for what a drag does.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        userMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The drag policy, ``targetIndexPath(forMoveFromRowAt:toProposedIndexPath:)``; the
    /// headless collection view asks its data source after its delegate, so the policy
    /// holds whatever the delegate answers.
    public func collectionView(
        _ collectionView: HeadlessCollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        targetIndexPath(forMoveFromRowAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
}

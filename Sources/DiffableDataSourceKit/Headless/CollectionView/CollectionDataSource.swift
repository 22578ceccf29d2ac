import Foundation

/// Apple's `UICollectionViewDiffableDataSource` for a ``HeadlessCollectionView``: the
/// collection view's data source, with Apple's initializer, members and overridable
/// methods, and the kit's `create` factory with a section-aware cell builder.
///
/// Where UIKit does not exist it is also named `DiffableCollectionDataSource`:
///
///     let dataSource = CollectionDataSource<Section, Drink>(collectionView: collectionView) {
///         collectionView, indexPath, drink in
///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "drink", for: indexPath)
///         cell.text = drink.name
///         return cell
///     }
///
/// After `init` the data source is the collection view's
/// ``HeadlessCollectionView/dataSource`` (not retained: keep it). Subclass it to override
/// the data-source methods, as with Apple's class. An override of `moveItemAt` may call
/// `super`, apply the moved snapshot itself (as Apple's editing sample does), or do
/// neither: the data source hears of the user's move from the view either way (see
/// `ListDataSource+ReportedMoves.swift`).
open class CollectionDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    ListDataSource<SectionIdentifierType, ItemIdentifierType, HeadlessCollectionView>,
    HeadlessCollectionViewDataSource
{
    /// Creates a data source with `UICollectionViewDiffableDataSource`'s initializer: the
    /// cell provider receives the collection view, the index path and the item.
    ///
    /// As in UIKit, items can be dragged across sections once
    /// ``ListDataSource/reorderingHandlers`` has a `canReorderItem`. A provider that returns
    /// `nil` makes the item show a plain cell (``CollectionViewError/noCell(at:)`` is kept
    /// in ``HeadlessCollectionView/lastCellError`` and reported) instead of raising.
    /// - Complexity: O(1).
    public init(
        collectionView: HeadlessCollectionView, cellProvider: @escaping CellProvider
    ) {
        super.init(
            view: collectionView, surface: collectionView, allowCrossSectionMove: true, allowReordering: false,
            enableLogging: false, callSite: CallSite(dataSource: Self.self),
            cellBuilder: Self.cellBuilder(from: cellProvider) { CollectionViewError.noCell(at: $0) })
        collectionView.dataSource = self
    }

    /// Creates a data source with the kit's section-aware cell builder and policy.
    init(
        collectionView: HeadlessCollectionView, allowCrossSectionMove: Bool, allowReordering: Bool,
        enableLogging: Bool, callSite: CallSite, cellBuilder: @escaping CellBuilder
    ) {
        super.init(
            view: collectionView, surface: collectionView, allowCrossSectionMove: allowCrossSectionMove,
            allowReordering: allowReordering, enableLogging: enableLogging, callSite: callSite,
            cellBuilder: cellBuilder)
        collectionView.dataSource = self
    }

    /// Creates a data source for a collection view with a section-aware cell builder, as
    /// the kit's `create` factory does for tables.
    ///
    ///     let dataSource = CollectionDataSource<Section, Drink>.create(collectionView: collectionView) {
    ///         collectionView, indexPath, drink, section in
    ///         let cell = try collectionView.dequeueReusableCell(
    ///             DrinkCell.self, withReuseIdentifier: "drink", for: indexPath)
    ///         cell.text = drink.name
    ///         return cell
    ///     }
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to feed; it does not retain the data source.
    ///   - allowCrossSectionMove: Whether drags may change an item's section.
    ///   - allowReordering: Whether items may be dragged at all.
    ///   - enableLogging: Whether to log each apply and drag.
    ///   - file: Where the data source is created, named by its diagnostics.
    ///   - line: The line in `file`.
    ///   - cellBuilder: Builds an item's cell from the collection view, index path, item
    ///     and section.
    /// - Complexity: O(1).
    public static func create(
        collectionView: HeadlessCollectionView, allowCrossSectionMove: Bool = false, allowReordering: Bool = true,
        enableLogging: Bool = false, file: StaticString = #fileID, line: UInt = #line,
        cellBuilder: @escaping CellBuilder
    ) -> CollectionDataSource {
        CollectionDataSource(
            collectionView: collectionView, allowCrossSectionMove: allowCrossSectionMove,
            allowReordering: allowReordering, enableLogging: enableLogging, callSite: CallSite(file: file, line: line),
            cellBuilder: cellBuilder)
    }

    // MARK: HeadlessCollectionViewDataSource

    /// The number of sections in the current snapshot.
    open func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { numberOfSections }

    /// The number of items in a section of the current snapshot.
    open func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
        numberOfRows(inSection: section)
    }

    /// The item at a place, so the collection view can be read back as a snapshot.
    open func collectionView(_ collectionView: HeadlessCollectionView, identityForItemAt indexPath: IndexPath)
        -> AnyHashable?
    {
        itemIdentifier(for: indexPath)
    }

    /// The section at an index, so the collection view can be read back as a snapshot.
    open func collectionView(_ collectionView: HeadlessCollectionView, identityForSection section: Int)
        -> AnyHashable?
    {
        sectionIdentifier(for: section)
    }

    /// Builds an item's cell with the cell builder, from the item's freshest value.
    ///
    /// Does not throw, as Apple's, so an override can call `super`: when the builder fails
    /// (it throws, or returns `nil`: ``CollectionViewError/noCell(at:)``) the collection
    /// view shows a plain cell, keeps the error in
    /// ``HeadlessCollectionView/lastCellError``, and the error is reported.
    open func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        do {
            return try cell(at: indexPath, in: collectionView) ?? CollectionViewCell()
        } catch {
            return collectionView.placeholderCell(for: error)
        }
    }

    /// The header or footer from ``ListDataSource/supplementaryViewProvider``; a plain
    /// view (none shown) when there is no provider or it returns `nil`. Not optional, as
    /// Apple's, so an override calls `super` as with Apple's class.
    open func collectionView(
        _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        supplementaryView(in: collectionView, ofKind: kind, at: indexPath) ?? CollectionReusableView()
    }

    /// Whether the user may drag an item: ``ListDataSource/canMoveItem(at:)``.
    open func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canMoveItem(at: indexPath)
    }

    /// Updates the snapshot after the collection view moved a dragged item, without
    /// another batch; see ``ListDataSource`` for what a drag does. An override need not
    /// call `super`: one that applies instead is diffed against the moved rows.
    open func collectionView(
        _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        userMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// Expands or collapses the item, as a tap on its outline disclosure does:
    /// ``ListDataSource/toggleExpansion(of:)``.
    open func collectionView(_ collectionView: HeadlessCollectionView, toggleOutlineAt indexPath: IndexPath) -> Bool {
        toggleExpansion(ofItemAt: indexPath)
    }

    /// The titles of the index; `nil` (no index) by default, as Apple's.
    open func indexTitles(for collectionView: HeadlessCollectionView) -> [String]? { nil }

    /// The place an index title jumps to; the first item of the section at the title's
    /// index by default.
    open func collectionView(
        _ collectionView: HeadlessCollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        IndexPath(section: index, rowIndex: 0)
    }
}

#if canImport(UIKit)
import UIKit

/// The data source of a `UICollectionView`: a ``ListDataSource`` whose cell builder
/// receives the collection view and returns a `UICollectionViewCell`. Apple's
/// `UICollectionViewDiffableDataSource`, with typed errors and the collection view's batch
/// rules applied before UIKit sees a batch.
public typealias DiffableCollectionDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    ListDataSource<Section, Item, UICollectionView>

/// The adapter of a `UICollectionView`.
public typealias DiffableCollectionAdapter<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    ListAdapter<Section, Item, UICollectionView>

extension UICollectionView: DiffableCollectionView {
    /// A collection view's cells are `UICollectionViewCell`s.
    public typealias Cell = UICollectionViewCell
    /// A collection view's headers and footers are `UICollectionReusableView`s.
    public typealias SupplementaryView = UICollectionReusableView
}

extension ListDataSource where View == UICollectionView {
    /// Creates a data source for a collection view and becomes its data source, and its
    /// delegate when it has none (to answer the drag policy).
    ///
    /// - Complexity: O(1).
    public convenience init(
        collectionView: UICollectionView, allowCrossSectionMove: Bool = false, allowReordering: Bool = true,
        enableLogging: Bool = false, cellBuilder: @escaping CellBuilder
    ) {
        let bridge = UICollectionViewBridge<Section, Item>(collectionView: collectionView)
        self.init(
            view: collectionView, surface: bridge, allowCrossSectionMove: allowCrossSectionMove,
            allowReordering: allowReordering, enableLogging: enableLogging, cellBuilder: cellBuilder
        )
        self.bridge = bridge
        bridge.dataSource = self
        collectionView.dataSource = bridge
        if collectionView.delegate == nil { collectionView.delegate = bridge }
    }

    /// Creates a data source with `UICollectionViewDiffableDataSource`'s initializer:
    ///
    ///     dataSource = DiffableCollectionDataSource<Section, Drink>(collectionView: collectionView) {
    ///         collectionView, indexPath, drink in
    ///         collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: drink)
    ///     }
    ///
    /// As in UIKit, items can be dragged (across sections too) once
    /// ``reorderingHandlers`` has a `canReorderItem`. A provider that returns `nil` shows a
    /// plain cell and is logged, instead of raising.
    /// - Complexity: O(1).
    public convenience init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.init(
            collectionView: collectionView, allowCrossSectionMove: true, allowReordering: false,
            cellBuilder: Self.cellBuilder(from: cellProvider)
        )
    }

    /// Creates a data source for a collection view with a section-aware cell builder, as
    /// the kit's `create` factory does for tables.
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
        collectionView: UICollectionView, allowCrossSectionMove: Bool = false, allowReordering: Bool = true,
        enableLogging: Bool = false, cellBuilder: @escaping CellBuilder
    ) -> ListDataSource {
        ListDataSource(
            collectionView: collectionView, allowCrossSectionMove: allowCrossSectionMove,
            allowReordering: allowReordering, enableLogging: enableLogging, cellBuilder: cellBuilder
        )
    }
}
#endif

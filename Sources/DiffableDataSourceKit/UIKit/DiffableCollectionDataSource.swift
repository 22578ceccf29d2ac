#if canImport(UIKit)
import UIKit

/// Apple's `UICollectionViewDiffableDataSource`, with typed errors, fresh values and the
/// collection view's stricter batch rules applied before UIKit sees a batch: a port is a
/// rename.
///
///     dataSource = DiffableCollectionDataSource<Section, Drink>(collectionView: collectionView) {
///         collectionView, indexPath, drink in
///         collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: drink)
///     }
///
/// After `init` the data source feeds the collection view, as its `dataSource` (keep it:
/// the view does not retain it). Subclass it to override the data-source methods with
/// Apple's signatures (`canMoveItemAt`, `moveItemAt`, `indexTitles(for:)`,
/// `indexPathForIndexTitle`). A subclass that overrides `moveItemAt` is reached through a
/// proxy the view holds as its `dataSource` instead, which tells the data source of the
/// user's move around the override, so the override need not call `super`. Every decision is made by ``ListDataSource``, which the
/// headless ``CollectionDataSource`` shares.
open class DiffableCollectionDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: ListDataSource<SectionIdentifierType, ItemIdentifierType, UICollectionView>, UICollectionViewDataSource {
    /// Element kinds whose fallback view class is registered.
    private var fallbackKinds = Set<String>()
    private static var fallbackIdentifier: String { "DiffableDataSourceKit.fallback" }

    /// Creates a data source with Apple's initializer and becomes the collection view's
    /// data source. As in UIKit, items can be dragged (across sections too) once
    /// ``ListDataSource/reorderingHandlers`` has a `canReorderItem`. A provider that
    /// returns `nil` shows a plain cell and is reported, instead of raising.
    /// - Complexity: O(1).
    public init(
        collectionView: UICollectionView, cellProvider: @escaping CellProvider
    ) {
        let surface = UICollectionViewSurface(collectionView: collectionView)
        super.init(
            view: collectionView, surface: surface, allowCrossSectionMove: true, allowReordering: false,
            enableLogging: false, callSite: CallSite(dataSource: Self.self),
            cellBuilder: Self.cellBuilder(from: cellProvider))
        ownedSurface = surface
        Self.adopt(collectionView, by: self, through: surface)
    }

    /// Creates a data source with the kit's section-aware cell builder and policy.
    init(
        collectionView: UICollectionView, allowCrossSectionMove: Bool, allowReordering: Bool, enableLogging: Bool,
        callSite: CallSite, cellBuilder: @escaping CellBuilder
    ) {
        let surface = UICollectionViewSurface(collectionView: collectionView)
        super.init(
            view: collectionView, surface: surface, allowCrossSectionMove: allowCrossSectionMove,
            allowReordering: allowReordering, enableLogging: enableLogging, callSite: callSite,
            cellBuilder: cellBuilder)
        ownedSurface = surface
        Self.adopt(collectionView, by: self, through: surface)
    }

    /// Becomes the collection view's data source, with a plain cell to show for an item
    /// the provider fails.
    private static func adopt(
        _ collectionView: UICollectionView, by dataSource: DiffableCollectionDataSource,
        through surface: UICollectionViewSurface
    ) {
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: fallbackIdentifier)
        // The data source itself, or a proxy when its class overrides `moveItemAt`.
        surface.adopt(
            dataSource, kitClass: DiffableCollectionDataSource<SectionIdentifierType, ItemIdentifierType>.self,
            moveImplementation: objectiveCImplementation(
                of: #selector(UICollectionViewDataSource.collectionView(_:moveItemAt:to:))))
    }

    /// Creates a data source for a collection view with a section-aware cell builder, as
    /// the kit's `create` factory does for tables.
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
        collectionView: UICollectionView, allowCrossSectionMove: Bool = false, allowReordering: Bool = true,
        enableLogging: Bool = false, file: StaticString = #fileID, line: UInt = #line,
        cellBuilder: @escaping CellBuilder
    ) -> DiffableCollectionDataSource {
        DiffableCollectionDataSource(
            collectionView: collectionView, allowCrossSectionMove: allowCrossSectionMove,
            allowReordering: allowReordering, enableLogging: enableLogging, callSite: CallSite(file: file, line: line),
            cellBuilder: cellBuilder)
    }

    /// A delegate for the collection view that answers the drop target of a drag with the
    /// data source's policy and forwards every other message to the app's own delegate:
    ///
    ///     collectionView.delegate = dataSource.makeDelegate(forwardingTo: self)
    ///
    /// - Parameter delegate: The app's delegate, or `nil`; not retained.
    /// - Returns: The object to set as the delegate; the data source keeps it alive.
    /// - Complexity: O(1).
    public func makeDelegate(forwardingTo delegate: (any UICollectionViewDelegate)? = nil)
        -> any UICollectionViewDelegate
    {
        keepDelegate(UICollectionViewForwardingDelegate(dataSource: self, forwardingTo: delegate))
    }

    // MARK: UICollectionViewDataSource (in the class body: a generic class's extension
    // cannot hold Objective-C methods)

    /// The number of sections in the current snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { numberOfSections }

    /// The number of items in a section of the current snapshot.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        numberOfRows(inSection: section)
    }

    /// Builds an item's cell with the cell provider, from the item's freshest value; a
    /// provider that fails, or an item out of range, shows a plain dequeued cell and is
    /// reported.
    ///
    /// Once a section shows an outline, a `UICollectionViewListCell` the provider returns is
    /// indented by its item's level in the outline (`0` in a section without one), as UIKit
    /// indents list cells for Apple's section snapshots; it is set after the provider
    /// runs, so the outline's level wins over one the provider set. Without outlines the
    /// provider's indentation stays.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let cell = try? cell(at: indexPath, in: collectionView) else {
            return collectionView.dequeueReusableCell(withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
        }
        if let listCell = cell as? UICollectionViewListCell, let level = outlineLevel(at: indexPath) {
            listCell.indentationLevel = level
        }
        return cell
    }

    /// The header or footer from ``ListDataSource/supplementaryViewProvider``; an empty view
    /// when it gives none (UIKit requires a view for every supplementary item its layout
    /// asks for).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryView(in: collectionView, ofKind: kind, at: indexPath) { return view }
        if fallbackKinds.insert(kind).inserted {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: Self.fallbackIdentifier)
        }
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
    }

    /// Whether the user may drag an item: ``ListDataSource/canMoveItem(at:)``.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canMoveItem(at: indexPath)
    }

    /// Updates the snapshot after the collection view moved a dragged item, without
    /// another batch. An override need not call `super`.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        userMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The titles of the index; `nil` (no index) by default, as Apple's.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The place an index title jumps to; the first item of the section at the title's
    /// index by default.
    open func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

/// The adapter of a `UICollectionView`.
public typealias DiffableCollectionAdapter<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    ListAdapter<Section, Item, UICollectionView>
#endif

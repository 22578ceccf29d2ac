#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// Apple's `NSCollectionViewDiffableDataSource`, with typed errors, fresh values and the
/// collection view's batch rules checked before AppKit sees a batch: a port is a rename.
///
///     dataSource = DiffableNSCollectionDataSource<Section, Photo>(collectionView: collectionView) {
///         collectionView, indexPath, photo in
///         let item = collectionView.makeItem(withIdentifier: PhotoItem.identifier, for: indexPath)
///         item.representedObject = photo
///         return item
///     }
///
/// After `init` the data source is the collection view's data source (keep it: the view does
/// not retain it). Each apply runs as one `performBatchUpdates(_:completionHandler:)`, in
/// the same form a `UICollectionView` receives, through the collection view's animator when
/// it animates. Where Apple's raises, this one reports through ``ListDiagnostics`` and
/// carries on: an item provider that returns `nil` shows an empty item
/// (``ListDiagnostic/Kind/nilCell``), a view changed behind the data source's back is
/// reloaded (``ListDiagnostic/Kind/batchReplacedByReload``). Every decision is made by
/// ``ListDataSource``, which the headless ``CollectionDataSource`` shares.
open class DiffableNSCollectionDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: ListDataSource<SectionIdentifierType, ItemIdentifierType, NSCollectionView>, NSCollectionViewDataSource {
    /// Makes an item's item (view controller), as Apple's `ItemProvider`; `nil` shows an
    /// empty item and is reported.
    public typealias ItemProvider = (NSCollectionView, IndexPath, ItemIdentifierType) -> NSCollectionViewItem?

    private static var fallbackIdentifier: NSUserInterfaceItemIdentifier {
        NSUserInterfaceItemIdentifier("DiffableDataSourceKit.fallback")
    }
    /// Element kinds whose fallback view class is registered.
    private var fallbackKinds = Set<String>()

    /// Creates a data source with Apple's initializer and becomes the collection view's data
    /// source.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to feed.
    ///   - itemProvider: Makes an item's item.
    /// - Complexity: O(1).
    public init(collectionView: NSCollectionView, itemProvider: @escaping ItemProvider) {
        let surface = NSCollectionViewSurface(collectionView: collectionView)
        super.init(
            view: collectionView, surface: surface, allowCrossSectionMove: true, allowReordering: false,
            enableLogging: false, callSite: CallSite(dataSource: Self.self),
            cellBuilder: Self.cellBuilder(from: itemProvider))
        ownedSurface = surface
        collectionView.register(FallbackItem.self, forItemWithIdentifier: Self.fallbackIdentifier)
        collectionView.dataSource = self
    }

    // MARK: NSCollectionViewDataSource (in the class body: a generic class's extension
    // cannot hold Objective-C methods)

    /// The number of sections in the current snapshot.
    open func numberOfSections(in collectionView: NSCollectionView) -> Int { numberOfSections }

    /// The number of items in a section of the current snapshot.
    open func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
        numberOfRows(inSection: section)
    }

    /// The item provider's item, from the item's freshest value; a provider that fails, or
    /// an index path out of range, shows an empty item and is reported.
    open func collectionView(
        _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem {
        if let item = try? cell(at: indexPath, in: collectionView) { return item }
        return collectionView.makeItem(withIdentifier: Self.fallbackIdentifier, for: indexPath)
    }

    /// The header or footer from ``ListDataSource/supplementaryViewProvider``; an empty view
    /// when it gives none (AppKit requires a view for every supplementary element its layout
    /// asks for).
    open func collectionView(
        _ collectionView: NSCollectionView,
        viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
        at indexPath: IndexPath
    ) -> NSView {
        if let view = supplementaryView(in: collectionView, ofKind: kind, at: indexPath) { return view }
        if fallbackKinds.insert(kind).inserted {
            collectionView.register(
                NSView.self, forSupplementaryViewOfKind: kind, withIdentifier: Self.fallbackIdentifier)
        }
        return collectionView.makeSupplementaryView(
            ofKind: kind, withIdentifier: Self.fallbackIdentifier, for: indexPath)
    }
}

/// The empty item shown where the item provider gives none: a plain view, no nib.
private final class FallbackItem: NSCollectionViewItem {
    override func loadView() { view = NSView() }
}
#endif

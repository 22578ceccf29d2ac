// The headless views' names for the shared classes: the adapters of the headless views, and,
// where UIKit is absent, UIKit's names for the headless classes, so code written for UIKit
// reads as written in a test.

/// The adapter of a ``HeadlessTableView``.
public typealias TableAdapter<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    ListAdapter<Section, Item, HeadlessTableView>

/// The adapter of a ``HeadlessCollectionView``.
public typealias CollectionAdapter<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    ListAdapter<Section, Item, HeadlessCollectionView>

#if !canImport(UIKit)
/// Apple's `UITableViewDiffableDataSource`, under the name it has where UIKit exists; here
/// the headless ``TableDataSource``, so code written for UIKit reads as written in a test.
public typealias DiffableTableDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    TableDataSource<Section, Item>

/// Apple's `UICollectionViewDiffableDataSource`, under the name it has where UIKit exists;
/// here the headless ``CollectionDataSource``.
public typealias DiffableCollectionDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    CollectionDataSource<Section, Item>

/// The kit's name for the reorderable data source. Where UIKit exists it names the
/// `UITableView` one; here the headless ``ReorderableDataSource``, so the guide's code
/// reads as written on every platform.
public typealias BaseReorderableDiffableDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    ReorderableDataSource<Section, Item>

/// The kit's name for the adapter. Where UIKit exists it names the `UITableView` adapter;
/// here the headless ``TableAdapter``.
public typealias DiffableTableAdapter<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    TableAdapter<Section, Item>

/// The adapter of a collection view. Where UIKit exists it names the `UICollectionView`
/// adapter; here the headless ``CollectionAdapter``.
public typealias DiffableCollectionAdapter<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    CollectionAdapter<Section, Item>
#endif

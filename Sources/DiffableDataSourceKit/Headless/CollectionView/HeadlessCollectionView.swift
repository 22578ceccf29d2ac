import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An in-memory `UICollectionView` with a list layout: the sections and items a collection
/// view shows, its cells, headers and footers, without any drawing.
///
///     let collectionView = HeadlessCollectionView()
///     collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "drink")
///     collectionView.load(old)                                   // shows `old`
///     try collectionView.performBatchUpdates(changes.forCollectionView(), showing: new)
///     collectionView.snapshot(sectionType: String.self, itemType: Int.self) == new   // true
///
/// ## Motivation
/// `UICollectionView.performBatchUpdates` raises `NSInternalInconsistencyException` for a
/// batch that does not match its data source, and misbehaves (animates a cell twice, keeps
/// a stale view) for some batches it accepts. This collection view enforces UIKit's rules
/// (the table's, in UICollectionView's words) and the stricter collection rules on any
/// platform, and throws a ``BatchUpdateError`` instead of crashing: an item may not be
/// deleted from, inserted into, reloaded in, or moved out of or into a section that moves
/// in the same batch (``BatchUpdateError/Kind/itemOperationInMovedSection``).
///
/// ## The list layout
/// Items are stacked vertically, each ``itemHeight`` tall (the list layout of
/// `UICollectionLayoutListConfiguration` with a fixed height). A section has a header
/// (``headerHeight`` tall) when the data source gives it a view of kind
/// ``elementKindSectionHeader``, and a footer likewise. Only items inside the viewport
/// (``viewportHeight`` from ``contentOffset``) have cells; cells that leave it go back to a
/// reuse pool, as in UIKit.
///
/// ## Implementation details
/// The collection view holds an internal ``HeadlessTableView`` and forwards to it: the
/// batch validation, the layout, the cells, reuse, reconfigures and user drags exist once,
/// in the table. The collection view adds its own names, its stricter batch rule and
/// wording, and the supplementary views.
@preconcurrency @MainActor
public final class HeadlessCollectionView {
    /// The element kind of section headers, as `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of section footers, as `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The table that holds the layout, cells and rules; its data source and delegate are
    /// the bridges, which forward to this collection view's.
    let list = HeadlessTableView()
    let bridge = CollectionListBridge()
    let delegateBridge = CollectionListDelegateBridge()

    /// A registered supplementary view class, by kind and reuse identifier.
    struct ViewKey: Hashable {
        var kind: String
        var identifier: String
    }

    /// A place for a supplementary view: its kind and section.
    struct PlaceKey: Hashable {
        var kind: String
        var section: Int
    }

    var registeredViews: [ViewKey: CollectionReusableView.Type] = [:]
    var viewPool: [ViewKey: [CollectionReusableView]] = [:]
    /// The header and footer views of the sections that have one.
    var supplementaryViews: [PlaceKey: CollectionReusableView] = [:]
    /// Where the item moved interactively would drop now (see
    /// `HeadlessCollectionView+InteractiveMovement.swift`).
    var interactiveTarget: IndexPath?

    /// The object that says what the collection view shows; not retained, as in UIKit.
    ///
    /// Setting it reads nothing; call ``reloadData()`` to show its content.
    /// - Complexity: O(1).
    public weak var dataSource: (any HeadlessCollectionViewDataSource)?

    /// The object that may redirect a drag; not retained, as in UIKit.
    public weak var delegate: (any HeadlessCollectionViewDelegate)?

    /// How many supplementary views the collection view has created; reused ones are not
    /// counted.
    public internal(set) var supplementaryViewsCreated = 0

    /// The actions a swipe from an item's leading edge reveals, as the list layout's
    /// `leadingSwipeActionsConfigurationProvider`; `nil`, or no actions, for none. See
    /// ``performUserSwipe(at:from:tapping:)``.
    public var leadingSwipeActionsProvider: (@MainActor (IndexPath) -> [ListSwipeAction])?
    /// The actions a swipe from an item's trailing edge reveals, as the list layout's
    /// `trailingSwipeActionsConfigurationProvider`; `nil`, or no actions, for none.
    public var trailingSwipeActionsProvider: (@MainActor (IndexPath) -> [ListSwipeAction])?
    /// The control a pull past the top starts, as `UIScrollView.refreshControl`; `nil` for
    /// none. See ``performUserPull()``.
    public var refreshControl: HeadlessRefreshControl?

    /// Creates an empty collection view: no sections, no data source.
    ///
    /// - Complexity: O(1).
    public init() {
        bridge.collectionView = self
        list.dataSource = bridge
        delegateBridge.collectionView = self
        list.delegate = delegateBridge
    }

    // MARK: Layout

    /// The height of every item, as a list layout with a fixed item height; 44 points by
    /// default.
    public var itemHeight: CGFloat {
        get { list.rowHeight }
        set { list.rowHeight = max(0, newValue) }
    }

    /// The height of a section header; only sections whose data source gives a header view
    /// have one.
    public var headerHeight: CGFloat {
        get { list.sectionHeaderHeight }
        set { list.sectionHeaderHeight = newValue }
    }

    /// The height of a section footer; only sections whose data source gives a footer view
    /// have one.
    public var footerHeight: CGFloat {
        get { list.sectionFooterHeight }
        set { list.sectionFooterHeight = newValue }
    }

    /// The height of the visible area; a phone screen (844 points) by default.
    public var viewportHeight: CGFloat {
        get { list.viewportHeight }
        set { list.viewportHeight = newValue }
    }

    /// How far the content is scrolled; only `y` is used. Clamped to the content, as a
    /// scroll view does.
    public var contentOffset: CGPoint {
        get { list.contentOffset }
        set { list.contentOffset = newValue }
    }

    /// The height of all sections, headers, items and footers.
    ///
    /// - Complexity: O(log *n*).
    public var contentHeight: CGFloat { list.contentHeight }

    /// An item's frame in content coordinates (width 0: the view has no width).
    ///
    /// - Returns: The frame, or `nil` for an item out of range, as UIKit's
    ///   `layoutAttributesForItem(at:)`.
    /// - Complexity: O(log *n*).
    public func frameForItem(at indexPath: IndexPath) -> CGRect? {
        list.contains(RowPosition(indexPath)) ? list.rectForRow(at: indexPath) : nil
    }

    /// The item at a point in content coordinates, or `nil` for a header, a footer or a
    /// point outside the content.
    ///
    /// - Complexity: O(log *n*).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? { list.indexPathForRow(at: point) }

    /// Scrolls so that an item is at the top of the viewport (as far as the content
    /// allows); an item out of range is ignored.
    ///
    /// - Complexity: O(log *n*) plus the cells of the items that become visible.
    public func scrollToItem(at indexPath: IndexPath) { list.scrollToRow(at: indexPath) }

    // MARK: State

    /// Whether the collection view is in a window, as UIKit's `window != nil`; `true` by
    /// default. A data source reloads a collection view that is not in a window instead of
    /// running a batch update on it.
    public var isInWindow: Bool {
        get { list.isInWindow }
        set { list.isInWindow = newValue }
    }

    /// Whether a user's drag has moved an item the data source has not caught up with yet,
    /// as `UICollectionView.hasUncommittedUpdates`.
    public var hasUncommittedUpdates: Bool { list.hasUncommittedUpdates }

    /// The last error a cell builder threw, or a dequeue refused; the item then shows a
    /// plain ``CollectionViewCell`` instead of crashing the app.
    public var lastCellError: (any Error)? { list.lastCellError }

    /// How many cells the collection view has created since it was made; reused cells are
    /// not counted.
    public var cellsCreated: Int { list.cellsCreated }

    /// The number of sections shown.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { list.numberOfSections }

    /// The number of items shown in a section, or `0` for a section out of range.
    ///
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Int) -> Int { list.numberOfRows(inSection: section) }

    /// The identity of the item shown at a place, or `nil` when out of range or unknown.
    ///
    /// - Complexity: O(1).
    public func itemIdentity(at indexPath: IndexPath) -> AnyHashable? { list.rowIdentity(at: indexPath) }

    /// The identity of a section, or `nil` when out of range or unknown.
    ///
    /// - Complexity: O(1).
    public func sectionIdentity(at section: Int) -> AnyHashable? { list.sectionIdentity(at: section) }

    /// Reads everything from the data source again: counts, identities, cells, headers and
    /// footers. While a drag or drop is uncommitted (``hasUncommittedUpdates``) it is
    /// refused, in the collection view's words, and kept as ``lastUpdateError``.
    ///
    /// - Complexity: O(*n* + *s*) calls to the data source.
    public func reloadData() {
        guard !refusesReloadWhileUncommitted() else { return }
        recycleAllSupplementaryViews()
        list.reloadData()
        pruneSupplementaryViews()
    }

    /// Makes the collection view show a snapshot directly, without asking the data source
    /// for counts (cells, headers and footers still come from it).
    ///
    /// - Complexity: O(*n* + *s*).
    public func load<S, I>(_ snapshot: ListSnapshot<S, I>) {
        recycleAllSupplementaryViews()
        list.load(snapshot)
        pruneSupplementaryViews()
    }

    /// Reads what the collection view shows back as a snapshot, or `nil` when a section or
    /// item has no identity of the requested type or identities are not unique.
    ///
    /// - Complexity: O(*n* + *s*).
    public func snapshot<S, I>(sectionType: S.Type = S.self, itemType: I.Type = I.self) -> ListSnapshot<S, I>? {
        list.snapshot(sectionType: sectionType, itemType: itemType)
    }
}

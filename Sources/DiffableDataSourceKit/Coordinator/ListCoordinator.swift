import Foundation

/// What a list view shares with the app by identity: the selected items and the scroll
/// position (both two-way), the user's drags as moves between items, the near end of the
/// list, swipe actions per item, pull to refresh, and the declared content — for any view a
/// ``ListDataSource`` drives: the SwiftUI list, a `UICollectionView` or `UITableView`, or a
/// headless view in a test.
///
///     let coordinator = ListCoordinator(dataSource: dataSource)
///     collectionView.delegate = dataSource.makeDelegate()      // taps and scrolls reach it
///     coordinator.selectionDidChange = { library.selected = $0 }
///     coordinator.scrollPositionDidChange = { library.position = $0 }
///     coordinator.whenNearEnd(within: 5) { library.loadMore() }
///     coordinator.update(version: library.revision) {
///         for shelf in library.shelves { ListSection(shelf.id, items: shelf.songIDs) }
///     }
///     coordinator.select([song.id])                            // the app selects
///
/// ## Motivation
/// A view keeps its selection and its place by index path and offset, which every update
/// changes under them; apps (and SwiftUI wrappers) that bind them as indices select the
/// wrong row when the data changes at the same time, and cannot tell where the user is.
/// The coordinator binds both by identity on top of the data source, which already keeps
/// them through updates (``ListDataSource/selectedItemIdentifiers``,
/// ``ListDataSource/scrollAnchor``): it reports a change only when the user makes one, or an
/// update leaves the bound value no longer true, and takes the app's values as items.
///
/// ## What it listens to
/// The view's delegate must be the one the data source makes (`makeDelegate(forwardingTo:)`,
/// with the app's own delegate behind it): taps, scrolls and the rows coming on screen reach
/// the coordinator through it. Updates reach it through
/// ``ListDataSource/observeUpdates(_:)``. One coordinator per data source: a new one takes
/// the events over. Select and scroll through the coordinator, not the view, so it knows.
///
/// ## Reports
/// ``selectionDidChange`` and ``scrollPositionDidChange`` run on the main actor when the
/// value changes by the user or by an update. While a SwiftUI update of the list runs, they
/// wait for the main queue's next turn, once each with the newest value: SwiftUI state must
/// not change while SwiftUI updates a view.
@preconcurrency @MainActor
public final class ListCoordinator<Section: Hashable & Sendable, Item: Hashable & Sendable, View: DiffableListView> {
    /// The data source whose view the coordinator binds.
    public let dataSource: ListDataSource<Section, Item, View>

    // MARK: Selection

    /// The selected items, as the view shows them: what the user tapped and the app
    /// selected, less the items updates removed.
    public internal(set) var selection: Set<Item> = []
    /// Told of the selection when the user or an update changes it (not when the app's
    /// ``select(_:animated:)`` gets what it asked for).
    public var selectionDidChange: (@MainActor (Set<Item>) -> Void)?

    // MARK: Scroll position

    /// Where the list is scrolled: the last position the app asked for while it is still
    /// true, else where the user or an update left the list.
    public internal(set) var scrollPosition: ListScrollPosition<Item> = .top
    /// Told of the scroll position when the user's scroll or an update makes the last one
    /// untrue (not when the app's ``scroll(to:)`` gets what it asked for).
    public var scrollPositionDidChange: (@MainActor (ListScrollPosition<Item>) -> Void)?
    /// Set while the coordinator scrolls the view itself.
    var isScrolling = false

    // MARK: Moves, swipes, pages, refresh

    /// Told of each drag the user makes, by identity, once the data source took it.
    public var didMoveItem: (@MainActor (ListItemMove<Section, Item>) -> Void)?
    /// The actions a swipe from an edge reveals on an item; `nil`, or no actions, for none.
    /// See ``swipeActions(forItemAt:edge:)``.
    public var swipeActions: (@MainActor (Item, ListSwipeEdge) -> [ListSwipeAction])?
    /// What a pull to refresh runs; `nil` for none. See ``refresh(whenDone:)``.
    public var refreshAction: (@MainActor () async -> Void)?
    /// Whether a refresh runs now.
    public internal(set) var isRefreshing = false
    /// The near-end trigger asked for with ``whenNearEnd(of:within:perform:)``.
    var nearEnd: NearEndRequest<Section>?
    /// The adapter whose near-end trigger is used: the app's, or one made for it.
    var pages: ListAdapter<Section, Item, View>?

    // MARK: Content

    /// The version of the content last declared with ``update(version:animatingDifferences:duplicates:file:line:content:)``.
    @usableFromInline var contentVersion: AnyHashable?
    /// Whether a user's drag changed the list since the content was last declared: the next
    /// update reads the content whatever its version.
    @usableFromInline var contentIsStale = false
    /// The Observation binding made by `bind`, kept without its type (it needs iOS 17).
    @usableFromInline var boundList: AnyObject?

    // MARK: Reports

    /// How deep the coordinator is in a view's update: reports wait while it is.
    var viewUpdateDepth = 0
    /// Reports waiting for the end of a view's update.
    var pendingReports = PendingReports()
    private var observation: ListUpdateObservation?

    /// Creates a coordinator for a data source and starts listening to it.
    ///
    /// - Parameters:
    ///   - dataSource: The data source; its view's delegate should be the one
    ///     `dataSource.makeDelegate(forwardingTo:)` makes.
    ///   - adapter: The app's adapter of the same data source, if it has one: the near-end
    ///     trigger is its (one per data source). Without it the coordinator makes one that
    ///     answers no row heights.
    /// - Complexity: O(*k* log *n*) for *k* selected rows.
    public init(
        dataSource: ListDataSource<Section, Item, View>, adapter: ListAdapter<Section, Item, View>? = nil
    ) {
        self.dataSource = dataSource
        pages = adapter
        dataSource.userEvents = UserEventHandlers(
            selectionChanged: { [weak self] in self?.userChangedSelection() },
            scrolled: { [weak self] in self?.viewDidScroll() },
            moved: { [weak self] item in self?.userMoved(item) })
        observation = dataSource.observeUpdates { [weak self] update in self?.viewShows(update) }
        selection = Set(dataSource.selectedItemIdentifiers)
        scrollPosition = readScrollPosition()
    }

    /// Stops listening: later taps, scrolls, drags and updates are not reported, the
    /// near-end trigger is removed, and an Observation binding made by `bind` stops (the
    /// list keeps what it shows).
    ///
    /// - Complexity: O(*k*) for *k* observers of the data source.
    public func cancel() {
        observation?.cancel()
        observation = nil
        dataSource.userEvents = UserEventHandlers()
        if nearEnd != nil { pages?.nearEnd = nil }
        nearEnd = nil
        cancelBinding()
    }

    /// After an update the view shows: the selection and the scroll position are read again
    /// (an update removes selected items and moves rows), and the near-end trigger re-armed
    /// when its section changed. During a user's drop the view has not laid the rows out
    /// yet: the position is read on the next turn (see `userMoved(_:)`).
    ///
    /// - Complexity: O(*k* log *n*) for *k* selected rows, plus O(log *n*).
    func viewShows(_ update: ListUpdate<Section, Item>) {
        readSelection(expecting: nil)
        if dataSource.surface?.hasUncommittedUpdates != true { checkScrollPosition() }
        rearmNearEnd(showing: update.snapshot)
    }
}

import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The diffable data source every list view shares: it owns the snapshot a view shows,
/// builds cells, and keeps the snapshot true while the user drags rows.
///
/// You use it through one of its subclasses, which are the view's data source and carry
/// Apple's names and initializers:
///
/// | View | Apple's shape | The kit's shape |
/// |---|---|---|
/// | `UITableView` | `DiffableTableDataSource` | `BaseReorderableDiffableDataSource` |
/// | `UICollectionView` | `DiffableCollectionDataSource` | `DiffableCollectionDataSource.create` |
/// | ``HeadlessTableView`` | ``TableDataSource`` | ``ReorderableDataSource`` |
/// | ``HeadlessCollectionView`` | ``CollectionDataSource`` | ``CollectionDataSource/create(collectionView:allowCrossSectionMove:allowReordering:enableLogging:file:line:cellBuilder:)`` |
///
/// Where UIKit does not exist, the `Diffable…` names are the headless classes, so code
/// written for UIKit reads the same in a test:
///
///     let dataSource = DiffableTableDataSource<Section, Song>(tableView: tableView) {
///         tableView, indexPath, song in
///         let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
///         cell.textLabel?.text = song.name
///         return cell
///     }
///     dataSource.apply(snapshot, animatingDifferences: false)
///
/// ## Motivation
/// With UIKit, the data source and the view must agree after every update or the app
/// crashes, and a drag must update the model without a second animation. This class diffs
/// each new snapshot with ``DiffEngine`` (whose changesets the view always accepts), runs
/// it as one batch update with the data source's counts advanced inside it, hands the cell
/// builder the fresh value of a reloaded or reconfigured item, and turns each drag into the
/// matching snapshot move. Every one of those decisions is made here, once, whatever the
/// view: a headless table and a `UITableView` receive the same calls.
///
/// ## Differences from UIKit
/// - `apply` never raises: a bad snapshot cannot be built (``ListSnapshot`` throws
///   instead), a view that does not show what the data source last applied, or that is not
///   in a window, is reloaded instead of updated in a batch, and a cell builder that throws
///   or returns `nil` shows a plain cell and is reported through ``ListDiagnostics``.
/// - A row that moves to another section (by an apply or a drag) is reloaded in a
///   follow-up batch once it has moved, so the section-aware builder gives it its new
///   section's cell class. UIKit keeps the old cell.
/// - An apply that arrives while the user is dragging a row waits until the drop is
///   committed, instead of reloading the view under the user's finger.
/// - The cross-section policy holds even when the view's delegate lets a drag through:
///   such a move is put back once the drop is committed.
@preconcurrency @MainActor
open class ListDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable, View: DiffableListView>: NSObject {
    /// Builds the cell for an item: the view, the row's index path, the item (its freshest
    /// value) and its section (`nil` only if the row is out of range).
    public typealias CellBuilder = @MainActor (View, IndexPath, Item, Section?) throws -> View.Cell

    /// The view this data source feeds (also as `tableView` or `collectionView`); not
    /// retained, as a view does not retain its data source either.
    public private(set) weak var view: View?
    /// The view's side of the updates: the view itself, or a bridge that drives it (see
    /// ``ListBatchTarget``); not retained, so it is `nil` once the view is gone.
    weak var surface: (any ListBatchTarget)?
    /// The same view's scrolling, when it has one (see ``ListViewportTarget``).
    weak var viewportTarget: (any ListViewportTarget)?
    /// The same view's selection, when it has one (see ``ListSelectionTarget``).
    weak var selectionTarget: (any ListSelectionTarget)?
    /// A surface this data source keeps alive (the UIKit ones, which nothing else holds).
    var ownedSurface: AnyObject?
    /// The delegate made by `makeDelegate(forwardingTo:)`, kept alive here because a view
    /// does not retain its delegate.
    var delegateProxy: AnyObject?
    let cellBuilder: CellBuilder
    /// Where the data source was created, named by its diagnostics.
    let callSite: CallSite

    /// Whether the user may drag rows.
    public var allowReordering: Bool
    /// Whether a drag may take a row into another section; when `false`, the drop target is
    /// kept in the row's own section (clamped to its first or last row).
    public var allowCrossSectionMove: Bool
    /// Whether to write one line per apply and per drag to ``logSink``.
    public var enableLogging: Bool
    /// Where log lines go; standard output by default.
    public var logSink = LogSink.standardOutput
    /// Decides per item whether it may be dragged (while ``allowReordering`` is on).
    public var canReorderItem: ((Item) -> Bool)?
    /// Called before a drag changes the snapshot, with what it will change.
    public var willReorder: ((ReorderTransaction<Section, Item>) -> Void)?
    /// Called after a drag changed the snapshot.
    public var didReorder: ((ReorderTransaction<Section, Item>) -> Void)?
    /// Whether the user may swipe a row to delete it; off by default, as in UIKit.
    public var allowSwipeToDelete = false
    /// Decides per item whether it may be swiped away (while ``allowSwipeToDelete`` is on).
    public var canDeleteItem: ((Item) -> Bool)?
    /// Called after a swipe deleted an item and the deletion was applied.
    public var didDeleteItem: ((Item) -> Void)?
    /// The title of a section's header, or `nil` for none.
    public var headerTitle: ((Section) -> String?)?
    /// The title of a section's footer, or `nil` for none.
    public var footerTitle: ((Section) -> String?)?

    /// A collection view's supplementary-view provider, stored without its type (see
    /// `supplementaryViewProvider`, collection views only).
    var supplementaryProvider: Any?

    /// Row heights from an adapter, answered by the delegate `makeDelegate(forwardingTo:)`
    /// makes; not retained.
    weak var rowHeights: (any RowHeightSource)?
    /// The adapter's near-end trigger, told of each row the view is about to show (through
    /// the delegate `makeDelegate(forwardingTo:)` makes); not retained.
    weak var rowDisplays: (any RowDisplayWatcher)?
    /// Who hears of the user's taps, scrolls and drags (a list coordinator; see
    /// `ListDataSource+UserEvents.swift`).
    var userEvents = UserEventHandlers<Item>()

    /// What the view shows and what the calls ask for, readable from other threads (see
    /// ``snapshot()->ListSnapshot<Section,Item>``).
    @usableFromInline let state = _DataSourceState<Section, Item>()
    /// What the view shows, without marks. Main thread only; change it with
    /// `state.update(_:)`.
    @usableFromInline final var current: ListSnapshot<Section, Item> { state.shown }
    /// The order of updates: every call that changes what the view shows goes through it
    /// (see `UpdatePipeline`).
    lazy var updates = UpdatePipeline(host: self, state: state)
    /// The closures that take part when the user expands or collapses an item (see
    /// ``toggleExpansion(of:)``).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<Item>()
    /// What stays still on screen when this data source updates its view: UIKit's
    /// behaviour (``ScrollAnchor/none``, the default), the first visible row
    /// (``ScrollAnchor/visibleItem``), or the end while it is in view
    /// (``ScrollAnchor/bottom``). See <doc:TheUsersPlace>.
    ///
    /// - Complexity: Each update costs O(log *n*) more with an anchor, plus noting the 64
    ///   rows above it.
    public var scrollAnchor = ScrollAnchor.none
    /// Called with the selected items an update removed (they are gone from the snapshot),
    /// once per update, so an app can clear what showed them (a detail view). Also with an
    /// item whose row the view would not select again after the update lost its selection
    /// (a reloaded row on a `UICollectionView` whose selection is off): the selection is
    /// never lost without a word. See ``selectedItemIdentifiers``.
    public var didDeselectRemovedItems: (([Item]) -> Void)?
    /// The user's move the view is reporting, while the data source's move method runs
    /// (see `ListDataSource+ReportedMoves.swift`).
    var reportedMove: ReportedMove?
    /// The app's selection calls waiting for the view (see `ListDataSource+UsersPlace.swift`).
    var waitingSelection = WaitingSelection<Item>()

    /// Creates a data source for a view through the view's surface.
    init(
        view: View, surface: any ListBatchTarget, allowCrossSectionMove: Bool, allowReordering: Bool,
        enableLogging: Bool, callSite: CallSite, cellBuilder: @escaping CellBuilder
    ) {
        self.view = view
        self.surface = surface
        viewportTarget = surface as? any ListViewportTarget
        selectionTarget = surface as? any ListSelectionTarget
        self.cellBuilder = cellBuilder
        self.allowCrossSectionMove = allowCrossSectionMove
        self.allowReordering = allowReordering
        self.enableLogging = enableLogging
        self.callSite = callSite
        super.init()
        (surface as? any UserMoveReporting)?.userMoveObserver = self
        state.contentComparison = ContentComparison<Item>.declared
    }

    /// How an apply finds items that keep their identity but changed content, and what it
    /// does with them; `nil` is Apple's behaviour (only marked items update).
    ///
    /// With a comparison, an apply compares the old and new value of every item it keeps
    /// and reconfigures (or reloads) the rows whose content differs, with the new value: an
    /// edited item shows up without a `reconfigureItems` mark. The adapter's moves do the
    /// same for the value they are given. Items that conform to ``ContentEquatable`` start
    /// with their own comparison; set `nil` to turn it off. See <doc:IdentityAndContent>.
    /// - Complexity: Each apply costs one comparison per item it keeps, only when set.
    public var contentComparison: ContentComparison<Item>? {
        get { state.contentComparison }
        set { state.contentComparison = newValue }
    }

    /// The changeset from `old` to `new`, comparing content when ``contentComparison`` is
    /// set (see `_DataSourceState.changes(from:to:)`). Final: a method declared in the class
    /// is called through its vtable, and a callee reached that way is never specialised.
    @inlinable
    nonisolated final func changes(
        from old: ListSnapshot<Section, Item>, to new: ListSnapshot<Section, Item>
    ) -> ListChangeset<Section, Item> {
        state.changes(from: old, to: new)
    }

    // MARK: Apple's applies (open, as Apple's, so an override spelled Apple's way compiles)

    /// Shows a snapshot: diffs it against the one shown, runs the changes on the view in
    /// one batch update, and clears the snapshot's marks.
    ///
    /// As with Apple's data source, call it from the main thread, or always from the same
    /// background queue:
    /// - On the main thread it runs at once: the view shows `snapshot` when it returns.
    /// - On another thread the diff runs there, against the snapshot the previous apply
    ///   left, and the batch runs on the main thread; applies land in the order they were
    ///   called, and a snapshot is never shown after a newer one.
    ///
    /// The view is reloaded instead when it is not in a window or does not show what this
    /// data source last applied. While the user drags a row, or while the view is being
    /// updated (a call from a cell provider), the apply waits and runs after.
    /// `animatingDifferences: false` still diffs (Apple's documentation of
    /// `UICollectionViewDiffableDataSource.applySnapshot(_:animatingDifferences:)` says its
    /// diff is computed either way); ``applySnapshotUsingReloadData(_:completion:)-(ListSnapshot<Section,Item>,_)`` is the
    /// form without a diff. ``applyReturningChanges(_:animatingDifferences:completion:)``
    /// returns the changeset.
    ///
    /// `completion` runs on the main thread once the change is on screen: on a
    /// `UITableView` or `UICollectionView` when the batch's animations complete (UIKit's
    /// `performBatchUpdates` completion), after the reload when the view is reloaded
    /// instead, and on a headless view, which animates nothing, as soon as the batch is
    /// done (before this returns, when called on the main thread).
    ///
    /// Open, as Apple's: an override that calls `super` keeps all of this. The diff stays
    /// specialised for the app's types through the snapshot (see ``ListSnapshot/init()``).
    /// An override sees the app's applies (this method, and what calls it:
    /// ``applyReturningChanges(_:animatingDifferences:completion:)`` and the apply of a
    /// ``DiffableDataSourceSnapshot``), and a swipe's deletion (``allowSwipeToDelete``),
    /// which the data source applies as an app's own `commit` handler would with Apple's.
    /// An adapter's calls, outline changes and the undo of a refused drop reach the view
    /// without it, whether or not a drag holds the view. ``observeUpdates(_:)`` is the hook
    /// that sees every change.
    /// - Complexity: O(*n* + *s*) expected for the diff, plus the cells of visible rows;
    ///   O(*t* log *t*) for the diff, whatever the size of the list, when `snapshot` is this
    ///   data source's ``snapshot()->ListSnapshot<Section,Item>`` with *t* items edited, up to 64 (Apple's pattern).
    nonisolated open func apply(
        _ snapshot: ListSnapshot<Section, Item>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let changes: ListChangeset<Section, Item>
        if Thread.isMainThread {
            // On the main thread the completion does not cross threads.
            let completion = _UncheckedCompletion(completion)
            changes = MainActor.assumeIsolated {
                updates.submit(
                    UpdateRequest(
                        change:
                            .snapshot(snapshot), animating: animatingDifferences, completion: completion.completion))
            }
        } else {
            changes = applyFromAnotherThread(snapshot, animating: animatingDifferences, completion: completion)
        }
        AppliedChanges.current.get()?.changes = changes
    }

    /// Shows a snapshot by reloading the view instead of diffing, as UIKit's method of the
    /// same name: every visible cell is built again.
    ///
    /// Callable from any thread, as ``apply(_:animatingDifferences:completion:)-(ListSnapshot<Section,Item>,_,_)``: from
    /// another thread the reload runs on the main thread, in call order with the applies.
    /// `completion` runs on the main thread after the reload.
    /// - Complexity: O(*n* + *s*).
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: ListSnapshot<Section, Item>, completion: (() -> Void)? = nil
    ) {
        applyReloading(snapshot, completion: completion)
    }

    /// Shows a snapshot by reloading the view, and returns once it is shown.
    ///
    /// - Complexity: O(*n* + *s*).
    nonisolated open func applySnapshotUsingReloadData(_ snapshot: ListSnapshot<Section, Item>) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { continuation.resume() }
        }
    }

    /// Shows a snapshot, computing the diff off the main thread, and returns once this
    /// snapshot or a newer one is shown.
    ///
    /// Applies coalesce: while one diff runs, newer snapshots replace each other and only
    /// the newest is applied next; a snapshot is never applied after a newer one (nor after
    /// a newer synchronous ``apply(_:animatingDifferences:completion:)-(ListSnapshot<Section,Item>,_,_)``).
    ///
    /// As with UIKit, inside an `async` function `dataSource.apply(snapshot)` resolves to this
    /// method and needs `await`; pass `completion: nil` to call the synchronous one.
    /// - Complexity: as the synchronous apply, with the diff on a background task.
    nonisolated open func apply(_ snapshot: ListSnapshot<Section, Item>, animatingDifferences: Bool = true) async {
        await applyAsyncOnMain(snapshot, animating: animatingDifferences)
    }

    // MARK: Apple's queries (open, as Apple's: they are declared here, since a method
    // declared in an extension cannot be overridden)

    /// The snapshot the app's calls so far produce, without reload or reconfigure marks.
    ///
    /// Usually what the view shows. When a call has not reached the view yet (an apply
    /// from another thread on its way to the main thread, a call made while the user drags
    /// a row, or from a cell provider during an update), the snapshot that call asked for,
    /// so a read-modify-apply always builds on every call before it, on any thread.
    /// - Complexity: O(1).
    nonisolated open func snapshot() -> ListSnapshot<Section, Item> {
        state.latest()
    }

    /// The item a row shows, or `nil` for an index path out of range.
    ///
    /// - Complexity: O(1).
    open func itemIdentifier(for indexPath: IndexPath) -> Item? { state.shown.itemIdentifier(at: indexPath) }

    /// The index path of an item, or `nil` when it is not shown.
    ///
    /// - Complexity: O(1) expected.
    open func indexPath(for itemIdentifier: Item) -> IndexPath? { current.indexPath(ofItem: itemIdentifier) }

    /// The section at an index, or `nil` when out of range.
    ///
    /// - Complexity: O(1).
    open func sectionIdentifier(for index: Int) -> Section? { state.shown.sectionIdentifier(at: index) }

    /// The index of a section, or `nil` when it is not shown.
    ///
    /// - Complexity: O(1) expected.
    open func index(for sectionIdentifier: Section) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// A one-line summary, as Apple's `description()`: the class and what it shows.
    ///
    /// - Complexity: O(1).
    public func description() -> String {
        "\(logName): \(current.numberOfSections) sections, \(current.numberOfItems) items"
    }

    /// The name log lines start with: the class's own name, without its generic arguments
    /// (a subclass logs under its own name).
    var logName: String {
        let name = String(describing: type(of: self))
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }

    func log(_ line: @autoclosure () -> String) {
        if enableLogging { logSink("[\(logName)] " + line()) }
    }

    /// Reports a programmer error the data source survived, through ``ListDiagnostics``.
    func report(_ kind: ListDiagnostic.Kind, _ message: @autoclosure () -> String) {
        let text = message()
        log(text)
        ListDiagnostics.report(kind, text, at: callSite)
    }

    /// Builds a row's cell with the cell builder, from the item's freshest value.
    ///
    /// - Returns: The cell, or `nil` for an index path out of range (reported; the view
    ///   shows a plain cell).
    /// - Throws: What the builder threw, or the view's `noCell` error for a provider that
    ///   returned `nil`, after reporting it; the view shows a plain cell (a headless view
    ///   keeps the error as `lastCellError`).
    func cell(at indexPath: IndexPath, in view: View) throws -> View.Cell? {
        guard let item = itemIdentifier(for: indexPath) else {
            report(.rowOutOfRange, "a cell was asked for at \(indexPath), which the snapshot does not have")
            return nil
        }
        let section = sectionIdentifier(for: indexPath.sectionIndex)
        checkIdentity(of: item, shownAt: indexPath)
        // The builder, and a diagnostics handler it makes report, run with the view held:
        // a call they make is queued, never run inside the view's layout.
        return try updates.callingBackFromView {
            do {
                // While an update restores the selection, the provider's own changes to it
                // are watched (see `watchingSelection(ofRowAt:item:_:)`).
                guard waitingSelection.watchesBuiltRows else { return try cellBuilder(view, indexPath, item, section) }
                return try watchingSelection(ofRowAt: indexPath, item: item) {
                    try cellBuilder(view, indexPath, item, section)
                }
            } catch let nilCell as NilCellProvided {
                report(.nilCell, "the cell provider returned nil for \(item) at \(indexPath); return a dequeued cell")
                throw nilCell.viewError ?? nilCell
            } catch {
                report(.cellBuilderFailed, "the cell builder failed for \(item) at \(indexPath): \(error)")
                throw error
            }
        }
    }

    /// The header title from ``headerTitle``.
    func titleForHeader(inSection section: Int) -> String? {
        guard let headerTitle, let identifier = sectionIdentifier(for: section) else { return nil }
        return headerTitle(identifier)
    }

    /// The footer title from ``footerTitle``.
    func titleForFooter(inSection section: Int) -> String? {
        guard let footerTitle, let identifier = sectionIdentifier(for: section) else { return nil }
        return footerTitle(identifier)
    }

    /// The cell builder for an Apple-style cell provider (view, index path, item), whose
    /// `nil` becomes the view's `noCell` error: reported, and a plain cell shown, instead of
    /// UIKit's crash.
    static func cellBuilder(
        from cellProvider: @escaping (View, IndexPath, Item) -> View.Cell?,
        nilCell: (@Sendable (IndexPath) -> any Error)? = nil
    ) -> CellBuilder {
        { view, indexPath, item, _ in
            guard let cell = cellProvider(view, indexPath, item) else {
                throw NilCellProvided(viewError: nilCell?(indexPath))
            }
            return cell
        }
    }
}

/// Row heights an adapter computes, for the view's delegate to answer with.
@MainActor
protocol RowHeightSource: AnyObject {
    func heightForRow(at indexPath: IndexPath) -> CGFloat?
    func estimatedHeightForRow(at indexPath: IndexPath) -> CGFloat?
    /// Whether a height or estimate closure is set.
    var hasHeightClosures: Bool { get }
    /// Whether an estimate closure is set.
    var hasEstimateClosure: Bool { get }
}

/// Told of each row a view is about to show: the adapter's near-end trigger.
@MainActor
protocol RowDisplayWatcher: AnyObject {
    func rowWillDisplay(at indexPath: IndexPath)
}

/// A cell provider returned `nil`: the data source reports it and hands the view its own
/// error (`viewError`, a headless view's `noCell`), or this one.
struct NilCellProvided: Error {
    let viewError: (any Error)?
}

/// A completion handed from another thread to the main thread.
///
/// `@unchecked Sendable`: Apple's `apply` takes a completion that is not `@Sendable` and
/// documents that it is called on the main queue; it is called there exactly once, and
/// nothing else touches it. (On the main thread it only passes into main-actor code that
/// runs at once.)
@usableFromInline
struct _UncheckedCompletion: @unchecked Sendable {
    @usableFromInline let completion: (() -> Void)?

    @usableFromInline
    init(_ completion: (() -> Void)?) {
        self.completion = completion
    }
}

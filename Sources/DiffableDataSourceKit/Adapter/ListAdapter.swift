import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The kit's `DiffableTableAdapter`, for any list view: one call per change (take
/// the snapshot, change it, apply it), and for tables, row heights from closures.
///
/// Use it as ``TableAdapter`` with a ``HeadlessTableView``, and on platforms with UIKit as
/// `DiffableTableAdapter` with a `UITableView`, as the kit's guide does:
///
///     let adapter = TableAdapter(tableView: tableView, dataSource: dataSource, enableLogging: true)
///     try adapter.applyInitialSnapshot(
///         sections: [.favorites, .disney, .pop],
///         itemsBySection: [.disney: disneySongs, .pop: popSongs]
///     )
///     try adapter.append(newSong, to: .pop)
///     try adapter.move(song, to: .favorites)
///
/// Every call that can fail throws the snapshot's ``ListSnapshotError`` and then changes
/// nothing: neither the snapshot nor the table. Every call that changes the list returns
/// the ``ListChangeset`` it ran on the table (discardable), for logging or tests. Unlike Apple's snapshot, deleting, moving,
/// reloading or reconfiguring an item that is not shown is an error here, so a stale
/// reference is caught where it happens.
///
/// The adapter's calls, ``applySnapshot(_:animatingDifferences:completion:)`` and
/// ``applyInitialSnapshot(sections:itemsBySection:animatingDifferences:)`` among them, go to
/// the data source's update pipeline, never through an override of its `apply` (which sees
/// the app's own applies only), whether or not a drag holds the view. Code that must follow
/// every change, such as an empty-state flag, observes the data source instead:
///
///     dataSource.observeUpdates { update in emptyLabel.isHidden = update.snapshot.numberOfItems > 0 }
@MainActor
public final class ListAdapter<Section: Hashable & Sendable, Item: Hashable & Sendable, View: DiffableListView> {
    /// The error every adapter call that can fail throws: the snapshot's own.
    public typealias SnapshotError = ListSnapshotError<Section, Item>

    /// A height provider: the table, the row's index path, its item and its section.
    public typealias HeightProvider = @MainActor (View, IndexPath, Item, Section?) -> CGFloat

    /// The view the adapter drives: a table or a collection view (also as `tableView` or
    /// `collectionView`).
    public let view: View
    /// The data source that owns the snapshot.
    public let dataSource: ListDataSource<Section, Item, View>
    /// Whether to write one line per call to ``logSink``.
    public var enableLogging: Bool
    /// Where log lines go; standard output by default.
    public var logSink = LogSink.standardOutput

    var heightProvider: HeightProvider?
    var estimatedHeightProvider: HeightProvider?
    /// The near-end trigger (``whenNearEnd(of:within:perform:)``), armed until it fires and
    /// again after each ``merge(_:into:at:duplicates:animatingDifferences:file:line:)``.
    var nearEnd: NearEndTrigger<Section>?

    /// Creates an adapter for a view and its data source; the public initializers name the
    /// kind of view (`init(tableView:…)`, `init(collectionView:…)`).
    init(view: View, dataSource: ListDataSource<Section, Item, View>, enableLogging: Bool) {
        self.view = view
        self.dataSource = dataSource
        self.enableLogging = enableLogging
        if let heights = self as? any RowHeightSource { dataSource.rowHeights = heights }
    }

    /// The snapshot the table shows.
    ///
    /// - Complexity: O(1).
    public var snapshot: ListSnapshot<Section, Item> { dataSource.snapshot() }

    // MARK: Whole snapshots

    /// Shows the given sections in order, each with its items (a section missing from
    /// `itemsBySection` is empty).
    ///
    /// - Throws: ``ListSnapshotError/duplicateSections(_:)``,
    ///   ``ListSnapshotError/duplicateItems(_:)`` or
    ///   ``ListSnapshotError/itemsAlreadyPresent(_:)`` (an item in two sections), or
    ///   ``ListSnapshotError/sectionsNotFound(_:)`` for keys of `itemsBySection` that are not
    ///   in `sections`. Nothing changes on error.
    /// - Complexity: O(*n* + *s*) expected.
    @discardableResult
    @inlinable
    public func applyInitialSnapshot(
        sections: [Section], itemsBySection: [Section: [Item]], animatingDifferences: Bool = false
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        // Inlined where the app names its types, so the snapshot carries the diff compiled
        // for them (see `ListSnapshot.init()`), and so do the data source's snapshot and its
        // copies: a list filled here and then edited in Apple's pattern diffs specialised.
        var snapshot = ListSnapshot<Section, Item>()
        try snapshot.appendSections(sections)
        let unknown = itemsBySection.keys.filter { !snapshot.containsSection($0) }
        if !unknown.isEmpty { throw .sectionsNotFound(unknown) }
        for section in sections {
            try snapshot.appendItems(itemsBySection[section] ?? [], toSection: section)
        }
        return apply(snapshot, animatingDifferences: animatingDifferences, call: "applyInitialSnapshot")
    }

    /// Shows a snapshot, as the data source's `apply`.
    ///
    /// - Complexity: as ``ListDataSource/apply(_:animatingDifferences:completion:)-(ListSnapshot<Section,Item>,_,_)``.
    @discardableResult
    public func applySnapshot(
        _ snapshot: ListSnapshot<Section, Item>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) -> ListChangeset<Section, Item> {
        apply(snapshot, animatingDifferences: animatingDifferences, call: "applySnapshot", completion: completion)
    }

    /// Makes several changes to one copy of the snapshot and applies them once (one batch,
    /// one animation).
    ///
    ///     try adapter.performBatchUpdates { snapshot in
    ///         try snapshot.appendItems(newSongs, toSection: .pop)
    ///         snapshot.deleteItems([oldSong])
    ///     }
    ///
    /// - Throws: The first error `updates` throws (a ``ListSnapshotError`` from the
    ///   snapshot's mutators, typed when the closure is annotated
    ///   `throws(SnapshotError)`); nothing is applied then.
    /// - Complexity: the cost of `updates` plus one apply.
    @discardableResult
    public func performBatchUpdates<Failure: Error>(
        animatingDifferences: Bool = true, _ updates: (inout ListSnapshot<Section, Item>) throws(Failure) -> Void
    ) throws(Failure) -> ListChangeset<Section, Item> {
        var snapshot = dataSource.snapshot()
        try updates(&snapshot)
        return apply(snapshot, animatingDifferences: animatingDifferences, call: "performBatchUpdates")
    }

    // MARK: Reading

    /// The item at an index path, or `nil` when out of range.
    ///
    /// - Complexity: O(1).
    public func item(at indexPath: IndexPath) -> Item? { dataSource.itemIdentifier(for: indexPath) }

    /// The index path of an item, or `nil` when it is not shown.
    ///
    /// - Complexity: O(1) expected.
    public func indexPath(for item: Item) -> IndexPath? { dataSource.indexPath(for: item) }

    /// The section at an index, or `nil` when out of range.
    ///
    /// - Complexity: O(1).
    public func section(at index: Int) -> Section? { dataSource.sectionIdentifier(for: index) }

    /// The items of a section, or an empty array for a section not shown.
    ///
    /// - Complexity: O(*m*) for *m* items in the section, to join its chunks; O(1) expected
    ///   for a section of at most 256 items.
    public func items(in section: Section) -> [Item] { snapshot.itemIdentifiers(inSection: section) }

    // MARK: Internal

    /// Shows a changed snapshot and logs the call with what it changed. The adapter's calls
    /// go to the update pipeline, not through an override of the data source's `apply`
    /// (see ``ListDataSource/observeUpdates(_:)`` for a hook that sees every change).
    @discardableResult
    @usableFromInline
    func apply(
        _ snapshot: ListSnapshot<Section, Item>, animatingDifferences: Bool, call: @autoclosure () -> String,
        completion: (() -> Void)? = nil
    ) -> ListChangeset<Section, Item> {
        let changes = dataSource.updates.submit(
            UpdateRequest(change: .snapshot(snapshot), animating: animatingDifferences, completion: completion))
        if enableLogging { logSink("[\(logName)] \(call()): \(changes.counts)") }
        return changes
    }

    /// The name log lines start with: the adapter's public name for its kind of view, as
    /// the view names it (``AdapterNaming``).
    var logName: String { (View.self as? any AdapterNaming.Type)?.adapterName ?? "ListAdapter" }

    func log(_ line: @autoclosure () -> String) {
        if enableLogging { logSink("[\(logName)] " + line()) }
    }

    /// Takes the current snapshot, changes it, and applies it; throws before applying.
    func update(
        animatingDifferences: Bool, call: @autoclosure () -> String,
        _ change: (inout ListSnapshot<Section, Item>) throws(SnapshotError) -> Void
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        var snapshot = dataSource.snapshot()
        try change(&snapshot)
        return apply(snapshot, animatingDifferences: animatingDifferences, call: call())
    }
}

/// A view that names the adapter that drives it (`TableAdapter`, `DiffableTableAdapter`, …),
/// for the adapter's log lines.
protocol AdapterNaming {
    /// The adapter's public name for this kind of view.
    static var adapterName: String { get }
}

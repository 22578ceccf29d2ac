import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The kit's reorderable diffable data source, for any list view: it owns the
/// snapshot a view shows, builds cells with a section-aware closure, and keeps the snapshot
/// true while the user drags rows.
///
/// You rarely write this type's name: use ``ReorderableDataSource`` for a
/// ``HeadlessTableView``, and on platforms with UIKit `BaseReorderableDiffableDataSource` for
/// a `UITableView`, as the kit's guide does:
///
///     let dataSource = ReorderableDataSource<MusicSection, Song>.create(
///         tableView: tableView, allowCrossSectionMove: false, allowReordering: true, enableLogging: true
///     ) { tableView, indexPath, song, section in
///         let cell = try tableView.dequeueReusableCell(SongCell.self, withIdentifier: "song", for: indexPath)
///         cell.configure(with: song)
///         return cell
///     }
///     dataSource.apply(snapshot, animatingDifferences: false)
///
/// ## Motivation
/// With UIKit, the data source and the table must agree after every update or the app
/// crashes, and a drag must update the model without a second animation. This class diffs
/// each new snapshot with ``DiffEngine`` (whose changesets the table always accepts), runs
/// it as one batch update with the data source's counts advanced inside it, hands the cell
/// builder the fresh value of a reloaded or reconfigured item, and turns each drag into the
/// matching snapshot move. Every one of those decisions is made here, once, whatever the
/// view: a headless table and a `UITableView` receive the same calls.
///
/// ## Differences from UIKit
/// - `apply` never raises: a bad snapshot cannot be built (``ListSnapshot`` throws
///   instead), a view that does not show what the data source last applied, or that is not
///   in a window, is reloaded instead of updated in a batch, and a cell builder that throws
///   shows a plain cell and is logged.
/// - A row that moves to another section (by an apply or a drag) is reloaded in a
///   follow-up batch once it has moved, so the section-aware builder gives it its new
///   section's cell class. UIKit keeps the old cell.
/// - An apply that arrives while the user is dragging a row waits until the drop is
///   committed, instead of reloading the table under the user's finger.
/// - The cross-section policy holds even when the view's delegate lets a drag through:
///   such a move is put back once the drop is committed.
@MainActor
public final class ListDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable, View: DiffableListView> {
    /// Builds the cell for an item: the view, the row's index path, the item (its freshest
    /// value) and its section (`nil` only if the row is out of range).
    public typealias CellBuilder = @MainActor (View, IndexPath, Item, Section?) throws -> View.Cell

    /// The view this data source feeds (also as `tableView` or `collectionView`); not
    /// retained, as a view does not retain its data source either.
    public private(set) weak var view: View?
    /// The view's side of the updates: the view itself, or a bridge that drives it; not
    /// retained, so it is `nil` once the view is gone.
    weak var surface: (any ListSurface)?
    /// The bridge between this data source and a UIKit view, which nothing else retains
    /// (UIKit views do not retain their data source).
    var bridge: AnyObject?
    let cellBuilder: CellBuilder

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

    /// Row heights from an adapter, answered by the view's delegate when the data source is
    /// that delegate; not retained.
    weak var rowHeights: (any RowHeightSource)?

    /// What the view shows, without marks.
    @usableFromInline var current = ListSnapshot<Section, Item>()
    /// Each apply takes a ticket; the async apply drops results older than the last commit.
    var lastTicket = 0
    var committedTicket = 0
    /// The newest snapshot waiting for the async apply, with its ticket.
    var pending: (snapshot: ListSnapshot<Section, Item>, animating: Bool, ticket: Int)?
    var isDiffing = false
    var waiters: [CheckedContinuation<Void, Never>] = []
    /// The newest snapshot applied during a drag, shown once the drop is committed.
    var deferred: (snapshot: ListSnapshot<Section, Item>, animating: Bool, completions: [() -> Void])?

    /// Creates a data source for a view through the view's surface.
    init(
        view: View, surface: any ListSurface, allowCrossSectionMove: Bool, allowReordering: Bool,
        enableLogging: Bool, cellBuilder: @escaping CellBuilder
    ) {
        self.view = view
        self.surface = surface
        self.cellBuilder = cellBuilder
        self.allowCrossSectionMove = allowCrossSectionMove
        self.allowReordering = allowReordering
        self.enableLogging = enableLogging
    }

    func log(_ line: @autoclosure () -> String) {
        if enableLogging { logSink("[ReorderableDataSource] " + line()) }
    }

    /// Builds a row's cell with the cell builder, from the item's freshest value.
    ///
    /// - Returns: The cell, or `nil` for an index path out of range (the view shows a plain
    ///   cell then).
    /// - Throws: What the cell builder throws, after logging it.
    func cell(at indexPath: IndexPath, in view: View) throws -> View.Cell? {
        guard let item = itemIdentifier(for: indexPath) else { return nil }
        do {
            return try cellBuilder(view, indexPath, item, sectionIdentifier(for: indexPath.sectionIndex))
        } catch {
            log("cell builder failed at \(indexPath): \(error)")
            throw error
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
}

/// Row heights an adapter computes, for the view's delegate to answer with.
@MainActor
protocol RowHeightSource: AnyObject {
    func heightForRow(at indexPath: IndexPath) -> CGFloat?
    func estimatedHeightForRow(at indexPath: IndexPath) -> CGFloat?
}

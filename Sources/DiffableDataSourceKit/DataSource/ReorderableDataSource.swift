import Dispatch

/// The headless `UITableViewDiffableDataSource` of the seed documents: it owns the
/// snapshot a ``HeadlessTableView`` shows, builds cells with a section-aware closure, and
/// keeps the snapshot true while the user drags rows.
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
/// each new snapshot with ``DiffEngine`` (whose changesets the table always accepts), makes
/// cells only for visible rows, hands the cell builder the fresh value of a reloaded or
/// reconfigured item, and turns each drag into the matching snapshot move.
///
/// ## Differences from UIKit
/// `apply` never raises: bad snapshots are impossible to build (``ListSnapshot`` throws
/// instead), and a cell builder that throws shows a plain cell and is logged. A row that
/// moves to another section (by an apply or a drag) is configured again by the cell
/// builder, so it gets its new section's cell class; UIKit keeps the old cell.
@MainActor
public final class ReorderableDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable>:
    HeadlessTableViewDataSource
{
    /// Builds the cell for an item: the table, the row's index path, the item (its freshest
    /// value) and its section (`nil` only if the row is out of range).
    public typealias CellBuilder = @MainActor (HeadlessTableView, IndexPath, Item, Section?) throws -> TableViewCell

    /// The table this data source feeds; not retained.
    public private(set) weak var tableView: HeadlessTableView?
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

    /// What the table shows, without marks.
    @usableFromInline var current = ListSnapshot<Section, Item>()
    /// Each apply takes a ticket; the async apply drops results older than the last commit.
    private var lastTicket = 0
    private var committedTicket = 0
    /// The newest snapshot waiting for the async apply, with its ticket.
    private var pending: (snapshot: ListSnapshot<Section, Item>, animating: Bool, ticket: Int)?
    private var isDiffing = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a data source for a table and becomes its data source.
    ///
    /// - Complexity: O(1).
    public init(
        tableView: HeadlessTableView, allowCrossSectionMove: Bool = false, allowReordering: Bool = true,
        enableLogging: Bool = false, cellBuilder: @escaping CellBuilder
    ) {
        self.tableView = tableView
        self.cellBuilder = cellBuilder
        self.allowCrossSectionMove = allowCrossSectionMove
        self.allowReordering = allowReordering
        self.enableLogging = enableLogging
        tableView.dataSource = self
    }

    /// Creates a data source for a table, as the seed documents'
    /// `BaseReorderableDiffableDataSource.create` does.
    ///
    /// - Parameters:
    ///   - tableView: The table to feed; it does not retain the data source, so keep it.
    ///   - allowCrossSectionMove: Whether drags may change a row's section.
    ///   - allowReordering: Whether rows may be dragged at all.
    ///   - enableLogging: Whether to log each apply and drag.
    ///   - cellBuilder: Builds a row's cell from the table, index path, item and section.
    /// - Complexity: O(1).
    public static func create(
        tableView: HeadlessTableView, allowCrossSectionMove: Bool = false, allowReordering: Bool = true,
        enableLogging: Bool = false, cellBuilder: @escaping CellBuilder
    ) -> ReorderableDataSource {
        ReorderableDataSource(
            tableView: tableView, allowCrossSectionMove: allowCrossSectionMove, allowReordering: allowReordering,
            enableLogging: enableLogging, cellBuilder: cellBuilder
        )
    }

    // MARK: Applying snapshots

    /// Shows a snapshot: diffs it against the current one, runs the batch on the table,
    /// builds or configures cells for the visible rows, and clears the snapshot's marks.
    ///
    /// `animatingDifferences: false` still diffs, as UIKit does since iOS 15 (a headless
    /// table has no animation either way; the flag is logged). The completion runs before
    /// this returns.
    /// - Returns: The changeset that was run on the table, for logging or inspection.
    /// - Complexity: O(*n* + *s*) expected for the diff, plus the cells of visible rows.
    @inlinable
    @discardableResult
    public func apply(
        _ snapshot: ListSnapshot<Section, Item>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) -> ListChangeset<Section, Item> {
        // Inlinable so that the diff, the costly part, is specialised for the caller's
        // identifier types (unspecialised, a 100k-row apply took about twice as long).
        let start = DispatchTime.now()
        let changes = DiffEngine.changeset(from: current, to: snapshot)
        commit(snapshot, changes: changes, animating: animatingDifferences, start: start)
        completion?()
        return changes
    }

    /// Shows a snapshot by reloading the table instead of diffing, as UIKit's method of the
    /// same name: every visible cell is built again.
    ///
    /// - Complexity: O(*n* + *s*).
    public func applySnapshotUsingReloadData(_ snapshot: ListSnapshot<Section, Item>, completion: (() -> Void)? = nil) {
        lastTicket += 1
        committedTicket = lastTicket
        pending = nil
        current = snapshot.withoutMarks()
        tableView?.reloadData()
        log("reloadData: \(snapshot.numberOfSections) sections, \(snapshot.numberOfItems) items")
        completion?()
    }

    /// Shows a snapshot, computing the diff off the main actor.
    ///
    /// Applies coalesce: while one diff runs, newer snapshots replace each other and only
    /// the newest is applied next; a snapshot is never applied after a newer one (nor after
    /// a newer synchronous ``apply(_:animatingDifferences:completion:)``). Returns once this
    /// snapshot or a newer one is shown.
    ///
    /// As with UIKit, inside an `async` function `dataSource.apply(snapshot)` resolves to this
    /// method and needs `await`; pass `completion: nil` to call the synchronous one.
    /// - Complexity: as the synchronous apply, with the diff on a background task.
    public func apply(_ snapshot: ListSnapshot<Section, Item>, animatingDifferences: Bool = true) async {
        lastTicket += 1
        pending = (snapshot, animatingDifferences, lastTicket)
        guard !isDiffing else {
            await withCheckedContinuation { waiters.append($0) }
            return
        }
        isDiffing = true
        while let next = pending {
            pending = nil
            let base = current
            let start = DispatchTime.now()
            let changes = await Task.detached(priority: .userInitiated) {
                DiffEngine.changeset(from: base, to: next.snapshot)
            }.value
            if pending != nil || committedTicket > next.ticket { continue }  // superseded
            guard current == base else {
                pending = next  // the table changed meanwhile (a drag): diff again
                continue
            }
            commit(next.snapshot, changes: changes, ticket: next.ticket, animating: next.animating, start: start)
        }
        isDiffing = false
        let resumed = waiters
        waiters = []
        for waiter in resumed { waiter.resume() }
    }

    /// Shows a snapshot a synchronous apply has diffed: it takes a new ticket, so that no
    /// older async apply lands after it.
    @usableFromInline
    func commit(
        _ snapshot: ListSnapshot<Section, Item>, changes: ListChangeset<Section, Item>, animating: Bool,
        start: DispatchTime
    ) {
        lastTicket += 1
        pending = nil
        commit(snapshot, changes: changes, ticket: lastTicket, animating: animating, start: start)
    }

    private func commit(
        _ snapshot: ListSnapshot<Section, Item>, changes: ListChangeset<Section, Item>, ticket: Int,
        animating: Bool, start: DispatchTime
    ) {
        committedTicket = ticket
        let previous = current
        current = snapshot.withoutMarks()
        if let tableView {
            do {
                try tableView.performBatchUpdates(changes)
                tableView.reconfigureRows(at: Self.rowsThatChangedSection(changes.itemMoves, from: previous, to: current))
            } catch {
                // Only possible if the table was changed behind this data source's back; UIKit
                // falls back to reloading too.
                log("batch refused (\(error)); reloading the table")
                tableView.reloadData()
            }
        }
        if enableLogging {
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
            let rounded = (milliseconds * 100).rounded() / 100
            log("apply\(animating ? "" : " (no animation)"): \(changes.counts) in \(rounded) ms")
        }
    }

    /// The destinations of moves whose row now sits in another section (by identifier).
    ///
    /// UIKit moves such a row's cell as it is, so a section-aware cell builder never gets to
    /// give it its new section's cell class; this data source configures those rows again
    /// right after the batch (not in it: UIKit's rules forbid moving and reconfiguring a
    /// row in one batch).
    static func rowsThatChangedSection(
        _ moves: [ListMove<IndexPath>], from old: ListSnapshot<Section, Item>, to new: ListSnapshot<Section, Item>
    ) -> [IndexPath] {
        moves.compactMap { move in
            let before = old.sectionIdentifier(at: move.source.section)
            return before == new.sectionIdentifier(at: move.destination.section) ? nil : move.destination
        }
    }

    func log(_ line: @autoclosure () -> String) {
        if enableLogging { logSink("[ReorderableDataSource] " + line()) }
    }

    // MARK: Reading

    /// The snapshot the table shows, without reload or reconfigure marks.
    ///
    /// - Complexity: O(1).
    public func snapshot() -> ListSnapshot<Section, Item> { current }

    /// The item a row shows, or `nil` for an index path out of range.
    ///
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> Item? { current.itemIdentifier(at: indexPath) }

    /// The index path of an item, or `nil` when it is not shown.
    ///
    /// - Complexity: O(1) expected.
    public func indexPath(for itemIdentifier: Item) -> IndexPath? { current.indexPath(ofItem: itemIdentifier) }

    /// The section at an index, or `nil` when out of range.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(for index: Int) -> Section? { current.sectionIdentifier(at: index) }

    /// The index of a section, or `nil` when it is not shown.
    ///
    /// - Complexity: O(1) expected.
    public func index(for sectionIdentifier: Section) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// The number of sections shown.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { current.numberOfSections }

    /// The number of rows in a section, or `0` for an index out of range.
    ///
    /// - Complexity: O(1).
    public func numberOfRows(inSection section: Int) -> Int {
        current.sectionIdentifier(at: section).map(current.numberOfItems(inSection:)) ?? 0
    }
}

import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An in-memory `UITableView`: the sections and rows a table shows, without any drawing.
///
/// The table holds what it shows and which identity (item or section identifier, as
/// `AnyHashable`) each section and row shows, so a test can read it back as a snapshot and
/// compare it with the snapshot it should show:
///
///     let table = HeadlessTableView()
///     table.load(old)                                    // shows `old`
///     try table.performBatchUpdates(changes, showing: new)
///     table.snapshot(sectionType: String.self, itemType: Int.self) == new   // true
///
/// ## Motivation
/// `UITableView.performBatchUpdates` raises `NSInternalInconsistencyException` for a batch
/// that does not match the data source, and only on a device or simulator. This table
/// enforces the same rules (see <doc:BatchUpdateRules>) and a few stricter ones, on any
/// platform, and throws a ``BatchUpdateError`` in UIKit's words instead of crashing. A batch
/// that passes the counts but names the wrong rows shows up too: rows that survive or move
/// keep the identity they had, so the table then shows different identities than the new
/// snapshot.
///
/// ## Implementation details
/// Cells exist only for visible rows and are reused through a pool, as in UIKit; row heights
/// live in a Fenwick tree, so offset and row queries are O(log *n*) (see `RowGeometry`).
///
/// One record per section, holding the section's identity and its row records in chunks
/// (see `ChunkedArray`), so a one-row batch edits one chunk. A batch is validated completely
/// before anything is stored, so a failed batch leaves the table exactly as it was. Sections
/// a batch does not touch keep their rows (shared, not copied).
@preconcurrency @MainActor
public final class HeadlessTableView {
    /// A row height that asks the cell for its height, as `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    /// A table's batch rules (see ``ListBatchTarget``).
    public let batchRules = ListBatchRules.table
    /// It checks every batch and throws, as a data source's guard would (see
    /// ``ListBatchTarget``).
    public let checksBatches = true

    /// The sections shown, in order.
    var sections: [SectionRecord] = []
    /// The selected rows; every one is a row the table shows (see
    /// `HeadlessTableView+Selection.swift`).
    var selection = RowSelection()
    /// The identities of the rows shown, by the slot their records hold.
    var rowIdentities = RowIdentities()

    // MARK: Cells and layout state

    /// Cell classes by reuse identifier.
    var registeredCells: [String: TableViewCell.Type] = [:]
    /// Cells waiting to be dequeued, by reuse identifier.
    var reusePool: [String: [TableViewCell]] = [:]
    /// The cells of visible rows, by the key stored in their row record.
    var cells: [Int: TableViewCell] = [:]
    /// The next cell key to hand out (0 means "no cell").
    var nextCellKey = 1
    /// Keys are handed out below this; a test lowers it to see keys run out.
    var cellKeyLimit = RowRecord.cellKeyLimit
    /// Set while the cell builder reconfigures a row: dequeueing at that index path with
    /// the cell's identifier hands back this cell, as UIKit does.
    var reconfiguring: (path: IndexPath, cell: TableViewCell)?
    /// Heights and offsets of every row; rebuilt after a structural change.
    var geometry = RowGeometry()
    /// Visible rows in order, as (section, row).
    var visibleRows: [RowPosition] = []
    /// Set while the data source catches up with a user's drag: layout waits until then.
    var isWaitingForDataSource = false
    /// What a data source asked to run once the drag in flight is committed.
    var workAfterDrop: [@MainActor () -> Void] = []

    /// A table released with a drop uncommitted still runs what waited for it, on the main
    /// queue: what waits there (an `await apply` made during the drag) returns instead of
    /// waiting for ever and keeping its data source alive.
    deinit {
        let work = workAfterDrop
        guard !work.isEmpty else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { for step in work { step() } } }
    }
    /// The user's drag, from lifting a row until the run loop commits the drop.
    var drag = UserDrag.none
    /// The scroll view's insets and the table's header and footer views (see
    /// `HeadlessTableView+ScrollView.swift`).
    var chrome = TableChrome()
    /// Told of each row the user moves, around the data source's `moveRowAt` (see
    /// ``UserMoveObserver``); not retained.
    weak var userMoveObserver: (any UserMoveObserver)?
    /// Whether the delegate sized some row with ``automaticDimension`` while estimates are
    /// off: those rows take an estimate until they are visible, then their cell's height.
    var hasSelfSizingRows = false

    /// The default row height, as `UITableView.rowHeight`; set it to
    /// ``automaticDimension`` to size rows by their cells' ``TableViewCell/fittingHeight``.
    /// Setting it lays the table out again. Every height the table takes, from here, the
    /// delegate or a cell, is made a number a layout can add up: NaN and negative heights
    /// are 0, infinite ones 16,777,216 points (see <doc:TestingListCodeWithoutUIKit>).
    public var rowHeight: CGFloat = 44 { didSet { layoutAfterStructureChange() } }

    /// The height used for rows not yet measured, as `UITableView.estimatedRowHeight`.
    ///
    /// `0` (the default) turns estimates off: every row is measured (the delegate is asked
    /// for every row's height) when the table reloads or its sizing rules change, and a
    /// batch update measures the rows it inserts, reloads or reconfigures. A positive value
    /// measures only visible rows, so a table of a million rows lays out in time
    /// proportional to what is on screen. Either way, a row sized by its cell (``automaticDimension``, from
    /// ``rowHeight`` or the delegate) takes its cell's height once it is visible. Setting it
    /// lays the table out again. An estimate the delegate gives that is not positive is 44
    /// points; an infinite one is 16,777,216 points until the row is measured.
    public var estimatedRowHeight: CGFloat = 0 { didSet { layoutAfterStructureChange() } }

    /// The height of a header or footer sized to fit its title: one line, 28 points (this
    /// table's default header height), as the table has no font to measure.
    static let automaticTitleHeight: CGFloat = 28

    /// The height of a section header that has a title; sections without a title have none.
    ///
    /// ``automaticDimension``, UIKit's default (a header that fits its title, as Apple
    /// documents `sectionHeaderHeight`), gives a header with a title 28 points, the height
    /// this table takes for one line of title; a negative or NaN height is 0, an infinite
    /// one 16,777,216 points (see <doc:TestingListCodeWithoutUIKit>).
    public var sectionHeaderHeight: CGFloat = 28 { didSet { layoutAfterStructureChange() } }

    /// The height of a section footer that has a title; sections without a title have none.
    /// ``automaticDimension`` and other heights are taken as for ``sectionHeaderHeight``.
    public var sectionFooterHeight: CGFloat = 28 { didSet { layoutAfterStructureChange() } }

    /// The height of the visible area; a phone screen (844 points) by default.
    public var viewportHeight: CGFloat = 844 { didSet { layoutVisibleRows() } }

    /// How far the content is scrolled; only `y` is used. Clamped to the content when the
    /// table lays out, as a scroll view does. Setting a new offset tells the delegate's
    /// `scrollViewDidScroll(_:)` once the rows now visible are laid out.
    public var contentOffset = CGPoint.zero {
        didSet {
            guard contentOffset != oldValue, !isStoringClampedOffset else { return }
            layoutVisibleRows()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Set while the layout stores the offset it clamped, which needs no second layout.
    var isStoringClampedOffset = false

    /// The object that sizes rows and may redirect a drag; not retained, as in UIKit.
    /// Setting it lays the table out again.
    public weak var delegate: (any HeadlessTableViewDelegate)? { didSet { layoutAfterStructureChange() } }

    /// Whether the user can select rows, as `UITableView.allowsSelection`; `true` by
    /// default. While it is `false` a tap selects nothing and tells the delegate nothing,
    /// and ``selectRow(at:animated:scrollPosition:)`` does nothing; rows already selected
    /// stay selected.
    public var allowsSelection = true

    /// Whether the user can select more than one row, as
    /// `UITableView.allowsMultipleSelection`; `false` by default. With it, a tap on a
    /// selected row deselects it; without it, selecting a row deselects the one selected
    /// before. Rows already selected stay selected when it changes.
    public var allowsMultipleSelection = false

    /// Whether the table is in a window, as a UIKit table's `window != nil`; `true` by
    /// default. A data source reloads a table that is not in a window instead of running a
    /// batch update on it, as it does with a `UITableView`.
    public var isInWindow = true

    /// Whether a user's drag or drop is in flight, as `UITableView.hasUncommittedUpdates`:
    /// `true` from ``beginUserDrag(at:)`` until the run loop turns after the drop
    /// (``turnRunLoop()``). The table refuses batches and reloads then; a data source
    /// waits for the drop.
    public var hasUncommittedUpdates: Bool { drag != .none }

    /// The last update the table refused, because it broke a rule or came while a drag was
    /// uncommitted; a batch refused through `performBatchUpdates` also throws it.
    public internal(set) var lastUpdateError: BatchUpdateError?

    /// The last error a cell builder threw, or a dequeue refused; the row then shows a
    /// plain ``TableViewCell`` instead of crashing the app.
    public internal(set) var lastCellError: (any Error)?

    /// How many cells the table has created since it was made; reused cells are not
    /// counted. Handy to check that only visible rows get cells.
    public internal(set) var cellsCreated = 0

    /// The object that says what the table shows; the table does not retain it, as in UIKit.
    ///
    /// Setting it reads nothing; call ``reloadData()`` (or ``load(_:)``) to show its content.
    /// - Complexity: O(1).
    public weak var dataSource: (any HeadlessTableViewDataSource)?

    /// Creates an empty table: no sections, no data source.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// The number of sections shown.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { sections.count }

    /// The number of rows shown in a section.
    ///
    /// - Returns: The count, or `0` for a section out of range.
    /// - Complexity: O(1).
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// The identity of the item a row shows.
    ///
    /// - Returns: The identity, or `nil` when the index path is out of range or malformed, or
    ///   the row's identity is unknown.
    /// - Complexity: O(log *n*) for *n* rows in the section.
    public func rowIdentity(at indexPath: IndexPath) -> AnyHashable? {
        let position = RowPosition(indexPath)
        guard sections.indices.contains(position.section),
            sections[position.section].rows.indices.contains(position.row)
        else { return nil }
        return rowIdentities[sections[position.section].rows[position.row].identitySlot]
    }

    /// The identity of a section.
    ///
    /// - Returns: The identity, or `nil` when the index is out of range or the identity is
    ///   unknown.
    /// - Complexity: O(1).
    public func sectionIdentity(at section: Int) -> AnyHashable? {
        sections.indices.contains(section) ? sections[section].identity : nil
    }

    /// Reads everything from the data source again: counts and identities.
    ///
    /// Without a data source the table shows nothing. As in UIKit, no row is selected
    /// afterwards.
    /// - Complexity: O(*n* + *s*) calls to the data source, for *n* rows and *s* sections.
    public func reloadData() {
        reload(from: DataSourceContent(table: self))
    }

    /// Shows `content` afresh, as ``reloadData()`` does with what the data source gives.
    func reload(from content: some ListContent) {
        // UIKit documents that a reload discards a drag's uncommitted changes: refused.
        guard drag == .none else {
            return refuse(.uncommittedChanges("reload the data"))
        }
        recycleAllCells()
        // Every row is built again: UIKit forgets the selection too.
        selection.removeAll()
        sections = content.allSections(storingIdentitiesIn: &rowIdentities)
        layoutAfterStructureChange()
    }

    /// Makes the table show a snapshot directly, without asking the data source.
    ///
    /// Convenient in tests, and for a data source's first apply (UIKit reloads the table
    /// for that one too). As ``reloadData()``, it deselects every row.
    /// - Complexity: O(*n* + *s*) for *n* items and *s* sections in `snapshot`.
    public func load<S, I>(_ snapshot: ListSnapshot<S, I>) {
        recycleAllCells()
        selection.removeAll()
        sections = SnapshotContent(snapshot: snapshot).allSections(storingIdentitiesIn: &rowIdentities)
        layoutAfterStructureChange()
    }
}

// MARK: - What a data source reads and drives (the seams; see ListBatchTarget)

extension HeadlessTableView: DiffableTableView {
    /// A headless table's cells are ``TableViewCell``s.
    public typealias Cell = TableViewCell
}

extension HeadlessTableView: ListBatchTarget {
    /// ``numberOfSections``.
    public var displayedSectionCount: Int { sections.count }

    /// ``numberOfRows(inSection:)``.
    public func displayedItemCount(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// ``reconfigureRows(at:)``.
    public func reconfigureItems(at indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }

    /// Whether ``cellForRow(at:)`` has a cell.
    public func hasCell(at indexPath: IndexPath) -> Bool { cellForRow(at: indexPath) != nil }

    /// Runs `work` when the drop in flight is committed (``turnRunLoop()``), or now.
    public func afterUncommittedUpdates(_ work: @escaping @MainActor () -> Void) {
        if hasUncommittedUpdates {
            workAfterDrop.append(work)
        } else {
            work()
        }
    }
}

extension HeadlessTableView: ListSelectionTarget {
    /// ``indexPathsForSelectedRows``, or none.
    public func selectedRows() -> [IndexPath] { selection.rows.map(\.indexPath) }
}

extension HeadlessTableView: UserMoveReporting, AdapterNaming {
    nonisolated static var adapterName: String { "TableAdapter" }
}

import Foundation

/// What a ``ListDataSource`` needs from the view it drives: the small surface each backend
/// (``HeadlessTableView``, `UITableView`, the tests' recording view) implements. Below it,
/// what the surface is handed with each update (`TableContent`), and the data source's
/// content, its snapshot (`SnapshotContent`): one file for everything that crosses from the
/// data source to a view.
///
/// The data source decides everything: which changeset to run, how it becomes one batch,
/// when to reload instead, what a drag does to the snapshot, which rows to reconfigure or
/// reload afterwards. A surface only carries out those calls on its view, so the code that
/// cannot run on Linux (the UIKit surfaces) holds no decisions and is small enough to read
/// in one sitting.
@MainActor
protocol ListSurface: AnyObject {
    /// Which batch rules the view follows.
    var listKind: ListKind { get }
    /// Whether the view is in a window (UIKit's `window != nil`); off screen, a batch would
    /// animate nothing and UIKit's batch checks would run against a table that never
    /// loaded, so the data source reloads instead.
    var isInWindow: Bool { get }
    /// Whether a user's drag is in flight and not yet committed (`hasUncommittedUpdates`):
    /// no batch and no reload may run then.
    var hasUncommittedUpdates: Bool { get }
    /// Whether the view checks each batch by UIKit's rules itself and throws instead of
    /// raising (the headless views); the data source checks batches for the others first
    /// (`BatchGuard`).
    var checksBatches: Bool { get }
    /// The number of sections the view shows now.
    var displayedSectionCount: Int { get }
    /// The number of rows (items) the view shows now in a section in range.
    func displayedItemCount(inSection section: Int) -> Int
    /// Shows `content`, what the data source shows now, afresh, without animation: UIKit
    /// reads everything from its data source again; a headless view stores `content` as
    /// given, without reading the data source back.
    func reloadData(showing content: any TableContent)
    /// Runs one batch update: `updateData` first, inside the update (the data source
    /// switches to the new snapshot there, where UIKit reads the new counts, and returns
    /// what the view shows after the batch, so a headless view needs no read-back), then
    /// the batch's calls; `completion` runs once the batch is on screen (UIKit: when its
    /// animations complete; headless: when the batch is done).
    ///
    /// - Throws: Only the headless views throw, when the batch breaks a rule (and then do
    ///   not call `completion`); UIKit raises.
    func performBatchUpdates(
        _ batch: ListBatch, animated: Bool, updateData: () -> any TableContent,
        completion: @escaping @MainActor () -> Void
    ) throws(BatchUpdateError)
    /// Configures the cells of rows again, keeping the cells, after a batch (index paths
    /// after the update).
    func reconfigureItems(at indexPaths: [IndexPath])
    /// Whether a row has a cell now; rows without one need no reconfigure or reload (their
    /// cell is built fresh when they appear).
    func hasCell(at indexPath: IndexPath) -> Bool
    /// Runs `work` once no drag is in flight: at once when none is.
    func afterUncommittedUpdates(_ work: @escaping @MainActor () -> Void)
    /// Measures row heights again after the height rules changed (tables only).
    func invalidateRowHeights()
    /// Whether the view's delegate asks the data source's adapter for row heights: it is
    /// the delegate `makeDelegate(forwardingTo:)` made, or the app's own that answers
    /// heights (tables only; always `true` for collection views).
    var delegateAsksForRowHeights: Bool { get }
    /// Told of each row the user moves, around the data source's move method; not
    /// retained.
    var userMoveObserver: (any UserMoveObserver)? { get set }
    /// Where the view is scrolled, after laying out what changed; `nil` when it has no
    /// geometry to keep (no view).
    func viewport() -> ViewportGeometry?
    /// The first row the user can see, at least in part.
    func firstVisibleRow() -> IndexPath?
    /// The top and bottom of a row in content coordinates, measured, after laying out.
    func verticalExtent(ofRowAt indexPath: IndexPath) -> ClosedRange<CGFloat>?
    /// Scrolls to a content offset `y` (already clamped), without animation.
    func scroll(toOffset offset: CGFloat)
    /// The selected rows, in the view's order.
    func selectedRows() -> [IndexPath]
    /// Selects a row as the app does (the delegate is not told), without scrolling.
    func selectRow(at indexPath: IndexPath, animated: Bool)
    /// Deselects a row as the app does (the delegate is not told).
    func deselectRow(at indexPath: IndexPath, animated: Bool)
}

extension ListSurface {
    /// Runs `work` once ``hasUncommittedUpdates`` is false, looking once a frame: UIKit has
    /// no callback for a committed drop, and looking on every turn of the main actor would
    /// spin for as long as the finger stays down.
    func pollForCommittedDrop(_ work: @escaping @MainActor () -> Void) {
        guard hasUncommittedUpdates else { return work() }
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: 16_000_000)
            // A view released with the drop uncommitted: what waited runs all the same, so
            // an `await apply` made during the drag returns.
            guard let self else { return work() }
            self.pollForCommittedDrop(work)
        }
    }
}

/// The two kinds of list view, whose batch rules differ.
enum ListKind: Sendable {
    /// `UITableView` and ``HeadlessTableView``.
    case table
    /// `UICollectionView`: stricter, a section that moves carries no item operation.
    case collection
}

/// What a table shows *after* an update: counts and identities, read from a data source or
/// from a snapshot.
///
/// Batch validation reads the after-update counts from here, and the rows and sections a
/// batch (re)creates take their identity from here at their after-update position.
@MainActor
protocol TableContent {
    /// The number of sections; never negative.
    var numberOfSections: Int { get }
    /// The number of rows in a section in range; never negative.
    func numberOfRows(inSection section: Int) -> Int
    func sectionIdentity(at section: Int) -> AnyHashable?
    func rowIdentity(at position: RowPosition) -> AnyHashable?
    /// The identities at places in range, in order.
    func rowIdentities(at positions: [RowPosition]) -> [AnyHashable?]
    /// An empty column for this content's row identities: typed when the content knows
    /// its item type.
    func makeIdentityColumn() -> any IdentityColumn
    /// Stores the identities at places in range into their slots of `column`, as they
    /// are; returns the slots of places without an identity, or `nil` (storing nothing)
    /// when `column` does not hold this content's item type.
    func storeRowIdentities(
        _ requests: [(slot: Int32, position: RowPosition)], in column: any IdentityColumn
    ) -> [Int32]?
}

extension TableContent {
    /// Asks for each place's identity one by one.
    ///
    /// - Complexity: O(*k*) calls to the content for *k* places.
    func rowIdentities(at positions: [RowPosition]) -> [AnyHashable?] {
        rowIdentitiesOneByOne(at: positions)
    }

    /// Asks for each place's identity one by one, for contents that read in bulk only
    /// sometimes.
    ///
    /// - Complexity: O(*k*) calls to the content for *k* places.
    func rowIdentitiesOneByOne(at positions: [RowPosition]) -> [AnyHashable?] {
        // Plain loops here and below: a closure formed in this main-actor context would
        // check, on every row, that it runs on the main actor.
        var identities: [AnyHashable?] = []
        identities.reserveCapacity(positions.count)
        for position in positions { identities.append(rowIdentity(at: position)) }
        return identities
    }

    /// A column of `AnyHashable`s.
    ///
    /// - Complexity: O(1).
    func makeIdentityColumn() -> any IdentityColumn { AnyIdentityColumn() }

    /// Stores nothing: the content's item type is not known.
    ///
    /// - Complexity: O(1).
    func storeRowIdentities(
        _ requests: [(slot: Int32, position: RowPosition)], in column: any IdentityColumn
    ) -> [Int32]? {
        nil
    }
}

/// The content of a snapshot: what a data source hands its view with each update (fed
/// forward), and what a table driven by snapshots alone shows.
struct SnapshotContent<S: Hashable & Sendable, I: Hashable & Sendable>: TableContent {
    let snapshot: ListSnapshot<S, I>

    var numberOfSections: Int { snapshot.numberOfSections }

    func numberOfRows(inSection section: Int) -> Int {
        snapshot.sectionIdentifier(at: section).map(snapshot.numberOfItems(inSection:)) ?? 0
    }

    func sectionIdentity(at section: Int) -> AnyHashable? {
        snapshot.sectionIdentifier(at: section)
    }

    func rowIdentity(at position: RowPosition) -> AnyHashable? {
        snapshot.itemIdentifier(at: position.indexPath)
    }
}

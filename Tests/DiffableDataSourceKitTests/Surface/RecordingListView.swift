import Foundation

@testable import DiffableDataSourceKit

/// A list view that records the calls a data source makes on it, with the data source's
/// counts as UIKit reads them: before the batch's update block, and after it.
///
/// It stands in for the UIKit surfaces (`UITableViewSurface`, `UICollectionViewSurface`), which cannot run here: those
/// only forward each call to the UIKit view, so pinning the calls pins what a real table
/// receives. Like a UIKit view it remembers the counts it showed last (after a reload or a
/// batch), and it holds work for after a drop until ``commitDrop()``.
@MainActor
final class RecordingListView: DiffableTableView, ListBatchTarget, ListViewportTarget, ListSelectionTarget,
    UserMoveReporting, DataSourceHolder
{
    typealias Cell = TableViewCell
    static let automaticDimension: CGFloat = -1
    var rowHeight: CGFloat = 44
    var estimatedRowHeight: CGFloat = 0

    /// One batch's calls, in UIKit's coordinates, comparable in tests.
    struct Batch: Equatable, CustomStringConvertible {
        var sectionDeletes: [Int] = []
        var sectionInserts: [Int] = []
        var sectionMoves: [ListMove<Int>] = []
        var sectionReloads: [Int] = []
        var rowDeletes: [IndexPath] = []
        var rowInserts: [IndexPath] = []
        var rowMoves: [ListMove<IndexPath>] = []
        var rowReloads: [IndexPath] = []

        var description: String {
            let parts: [(String, [String])] = [
                ("deleteSections", sectionDeletes.map { "\($0)" }), ("insertSections", sectionInserts.map { "\($0)" }),
                ("moveSection", sectionMoves.map { "\($0)" }), ("reloadSections", sectionReloads.map { "\($0)" }),
                ("deleteRows", rowDeletes.map { "\($0)" }), ("insertRows", rowInserts.map { "\($0)" }),
                ("moveRow", rowMoves.map { "\($0)" }), ("reloadRows", rowReloads.map { "\($0)" }),
            ]
            return parts.filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1.joined(separator: " "))" }.joined(
                separator: "; ")
        }
    }

    /// A call the data source made.
    enum Call: Equatable {
        /// `reloadData()`; the counts the view read.
        case reloadData(counts: [Int])
        /// `performBatchUpdates`: the calls, whether animated, the counts the view showed
        /// before, and the data source's counts before and after the update block.
        case batch(Batch, animated: Bool, shown: [Int], before: [Int], after: [Int])
        /// `reconfigureRows(at:)` / `reconfigureItems(at:)`, after a batch.
        case reconfigure([IndexPath])
        /// Row heights measured again.
        case invalidateHeights
    }

    /// An update UIKit would raise on, recorded instead: a batch that breaks its rules
    /// against what the view shows, or a batch or reload while a drop is uncommitted.
    struct Raised: Equatable {
        var call: String
        var error: BatchUpdateError?
    }

    var batchRules: ListBatchRules
    var isInWindow = true
    var hasUncommittedUpdates = false
    /// What UIKit would have raised on; empty while the data source behaves.
    private(set) var raised: [Raised] = []
    /// The data source's handler for a user's move (`moveRowAt`), called by
    /// ``performUserMove(from:to:)``.
    var onUserMove: ((IndexPath, IndexPath) -> Void)?
    /// Told of each user move around ``onUserMove`` while the view holds a proxy, as
    /// UIKit's surfaces tell it.
    weak var userMoveObserver: (any UserMoveObserver)?
    /// The data source the view holds, itself or behind a proxy (see `DataSourceHolder`);
    /// `nil` until a data source adopts the view.
    private(set) weak var heldDataSource: NSObject?
    /// Whether the view holds a proxy that reports moves around ``onUserMove``, as UIKit's
    /// views do for a data source that overrides the move method; `true` until a data
    /// source adopts the view, so tests that drive the data source directly see reports.
    private(set) var holdsProxy = true
    /// The rows that have a cell; every row when `nil`.
    var rowsWithCells: Set<IndexPath>?
    /// The data source's counts per section, as UIKit's data source calls read them.
    var dataSourceCounts: () -> [Int] = { [] }
    /// The counts the view shows now.
    var shownCounts: [Int] = []
    private(set) var calls: [Call] = []
    private var afterDrop: [@MainActor () -> Void] = []

    init(kind: ListBatchRules = .table) {
        batchRules = kind
    }

    /// Forgets the calls recorded so far.
    func clearCalls() { calls = [] }

    /// The user drags a row and drops it, as UIKit does: the row moves on screen (the
    /// counts the view shows follow), then the data source is told; the drop stays
    /// uncommitted until ``commitDrop()``.
    func performUserMove(from source: IndexPath, to destination: IndexPath) {
        hasUncommittedUpdates = true
        if source.section != destination.section, shownCounts.indices.contains(source.section),
            shownCounts.indices.contains(destination.section)
        {
            shownCounts[source.section] -= 1
            shownCounts[destination.section] += 1
        }
        let observer = holdsProxy ? userMoveObserver : nil
        observer?.viewWillReportUserMove(from: source, to: destination)
        onUserMove?(source, destination)
        observer?.viewDidReportUserMove(from: source, to: destination)
    }

    func hold(_ dataSource: NSObject, reportingMoves: Bool) {
        heldDataSource = dataSource
        holdsProxy = reportingMoves
    }

    /// The user's drop is committed: runs what waited for it, as UIKit's next turn would.
    func commitDrop() {
        hasUncommittedUpdates = false
        let work = afterDrop
        afterDrop = []
        for step in work { step() }
    }

    // MARK: ListBatchTarget

    var displayedSectionCount: Int { shownCounts.count }

    func displayedItemCount(inSection section: Int) -> Int {
        shownCounts.indices.contains(section) ? shownCounts[section] : 0
    }

    var checksBatches: Bool { false }

    func reloadData(showing content: any ListContent) {
        if hasUncommittedUpdates { raised.append(Raised(call: "reloadData during an uncommitted drop", error: nil)) }
        shownCounts = dataSourceCounts()
        calls.append(.reloadData(counts: shownCounts))
        if reloadClearsSelection { selected = [] }
    }

    /// The completions of batches whose animations have not finished; ``finishAnimations()``
    /// runs them, as UIKit does when a batch's animations complete.
    private(set) var unfinishedAnimations: [@MainActor () -> Void] = []

    /// The batches' animations complete: runs their completions, in order.
    func finishAnimations() {
        let completions = unfinishedAnimations
        unfinishedAnimations = []
        for completion in completions { completion() }
    }

    func performBatchUpdates(
        _ batch: ListBatch, animated: Bool, updateData: () -> any ListContent,
        completion: @escaping @MainActor () -> Void
    ) {
        defer { unfinishedAnimations.append(completion) }
        let shown = shownCounts
        let before = dataSourceCounts()
        let content = updateData()
        let after = dataSourceCounts()
        // What the data source hands over is what it answers UIKit's calls with.
        if (0..<content.numberOfSections).map(content.numberOfRows(inSection:)) != after {
            raised.append(Raised(call: "the content handed to the batch differs from the data source's", error: nil))
        }
        // What UIKit checks: the batch against the counts it showed and the data source's
        // counts after the block, and no update while a drop is uncommitted.
        if hasUncommittedUpdates {
            raised.append(Raised(call: "performBatchUpdates during an uncommitted drop", error: nil))
        }
        do {
            try batchRules.check(batch, shownCounts: shown, countsAfter: after)
        } catch {
            raised.append(Raised(call: "performBatchUpdates", error: error))
        }
        shownCounts = after
        let recorded = Batch(
            sectionDeletes: batch.sectionDeletes, sectionInserts: batch.sectionInserts,
            sectionMoves: batch.sectionMoves, sectionReloads: batch.sectionReloads, rowDeletes: batch.rowDeletes,
            rowInserts: batch.rowInserts, rowMoves: batch.rowMoves, rowReloads: batch.rowReloads)
        precondition(batch.rowReconfigures.isEmpty, "reconfigures never go in the batch")
        calls.append(.batch(recorded, animated: animated, shown: shown, before: before, after: after))
    }

    func reconfigureItems(at indexPaths: [IndexPath]) { calls.append(.reconfigure(indexPaths)) }

    func hasCell(at indexPath: IndexPath) -> Bool { rowsWithCells?.contains(indexPath) ?? true }

    func afterUncommittedUpdates(_ work: @escaping @MainActor () -> Void) {
        if hasUncommittedUpdates { afterDrop.append(work) } else { work() }
    }

    func invalidateRowHeights() { calls.append(.invalidateHeights) }

    /// Whether the view's delegate asks the adapter for row heights; a test sets it.
    var delegateAsksForRowHeights = true

    // MARK: Geometry: rows of `rowHeight` each, no headers, as UIKit reports it after layout

    /// The visible area's height.
    var viewportHeight: CGFloat = 440
    /// The content offset's `y`, as the data source last scrolled it (or the test set it).
    var offset: CGFloat = 0
    /// Every offset the data source scrolled to, in order.
    private(set) var scrolls: [CGFloat] = []

    func viewport() -> ListViewport? {
        ListViewport(
            offset: offset, height: viewportHeight, contentHeight: CGFloat(shownCounts.reduce(0, +)) * rowHeight)
    }

    /// The rows before a row, counting every section before it.
    private func rowsBefore(_ indexPath: IndexPath) -> Int {
        shownCounts.prefix(indexPath.section).reduce(0, +) + indexPath.row
    }

    func firstVisibleRow() -> IndexPath? {
        var first = Int(offset / rowHeight)
        for (section, count) in shownCounts.enumerated() {
            if first < count { return IndexPath(row: max(0, first), section: section) }
            first -= count
        }
        return nil
    }

    func verticalExtent(ofRowAt indexPath: IndexPath) -> ClosedRange<CGFloat>? {
        guard shownCounts.indices.contains(indexPath.section),
            (0..<shownCounts[indexPath.section]).contains(indexPath.row)
        else { return nil }
        let top = CGFloat(rowsBefore(indexPath)) * rowHeight
        return top...(top + rowHeight)
    }

    func scroll(toOffset offset: CGFloat) {
        self.offset = offset
        scrolls.append(offset)
    }

    // MARK: Selection, kept by index path as UIKit keeps it

    /// The selected rows; a test moves them as UIKit would through a batch.
    var selected: Set<IndexPath> = []
    /// Every row the data source selected, in order.
    private(set) var selections: [IndexPath] = []

    func selectedRows() -> [IndexPath] { selected.sorted() }

    /// Whether `reloadData` clears the selection, as UIKit's does.
    var reloadClearsSelection = false
    /// Whether `selectRow` does nothing, as a `UICollectionView`'s `selectItem` while its
    /// `allowsSelection` is `false` (Apple's documentation of that method).
    var refusesSelection = false

    func selectRow(at indexPath: IndexPath, animated: Bool) {
        guard !refusesSelection else { return }
        selected.insert(indexPath)
        selections.append(indexPath)
    }

    func deselectRow(at indexPath: IndexPath, animated: Bool) { selected.remove(indexPath) }
}

extension ListDataSource where View == RecordingListView {
    /// A data source on a recording view, whose counts the view reads from it.
    static func recording(
        on view: RecordingListView, allowCrossSectionMove: Bool = false
    ) -> ListDataSource {
        let dataSource = ListDataSource(
            view: view, surface: view, allowCrossSectionMove: allowCrossSectionMove, allowReordering: true,
            enableLogging: false, callSite: CallSite(file: #fileID, line: #line)
        ) { _, _, _, _ in TableViewCell() }
        view.dataSourceCounts = { [weak dataSource] in
            guard let dataSource else { return [] }
            return (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:))
        }
        return dataSource
    }
}

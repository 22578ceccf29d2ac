import Foundation

@testable import DiffableDataSourceKit

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Who answers a view's delegate questions in an interleaving run.
enum DelegateMode: CaseIterable {
    /// No delegate: nothing redirects a drop, the table's own heights.
    case none
    /// The app's own delegate, which answers heights but not the drop target (the seed
    /// guide's view controller): a drop the policy forbids reaches the data source.
    case appsOwn
    /// The data source's `makeDelegate(forwardingTo:)`, forwarding to the app's.
    case forwarding
}

/// One view, its data source and adapter, as an interleaving run drives them: the user's
/// actions as that kind of view offers them, and what a run checks after every step.
@MainActor
protocol InterleavingRig: AnyObject {
    associatedtype View: DiffableListView
    var name: String { get }
    var dataSource: ListDataSource<Int, Tune, View> { get }
    var adapter: ListAdapter<Int, Tune, View> { get }
    var hasUncommittedUpdates: Bool { get }
    /// Whether a row is lifted and not dropped yet (the finger is down).
    var isLifting: Bool { get }
    /// Lifts a row; whether the drag started.
    func beginDrag(at indexPath: IndexPath) -> Bool
    /// Drops the lifted row; where it landed.
    func drop(at proposed: IndexPath) -> IndexPath?
    func turnRunLoop()
    func swipeDelete(at indexPath: IndexPath) -> Bool
    func setDelegateMode(_ mode: DelegateMode)
    /// Heights: 0 the table's own, 1 closures by version, 2 automatic.
    func setHeightMode(_ mode: Int)
    func scroll(to offset: Int)
    /// Runs once, from inside the data source's next update that builds a cell (a cell
    /// provider that applies): the call must be queued and run after that update.
    var reentrantCall: ReentrantCall { get }
    /// How many snapshots went through the data source's override of `apply`, which keeps
    /// an empty-state flag as Apple's ported sample does: the app's own applies, never the
    /// adapter's calls.
    var appliesSeen: Int { get }
    /// Whether the view keeps its selection through updates as UIKit does, so that the
    /// data source's selection by item can be checked against the run's model (the
    /// recording view leaves that to each test).
    var checksSelection: Bool { get }
    /// What is wrong with the view now, or `nil`: an update it refused or would raise on,
    /// other content than the data source's snapshot, a visible cell for another item (or,
    /// `checkingValues`, with a stale value).
    func problem(checkingValues: Bool) -> String?
}

/// A call an interleaving run makes from inside a cell provider, once.
@MainActor
final class ReentrantCall {
    var call: (() -> Void)?

    /// Runs the call, if one is armed, and disarms it.
    func fire() {
        guard let call else { return }
        self.call = nil
        call()
    }
}

/// A cell that remembers the tune and section it was built for.
final class TuneCell: TableViewCell {
    var tune: Tune?
    var section: Int?

    override func prepareForReuse() {
        super.prepareForReuse()
        tune = nil
        section = nil
    }
}

/// The same, for collection views.
final class TuneItemCell: CollectionViewCell {
    var tune: Tune?

    override func prepareForReuse() {
        super.prepareForReuse()
        tune = nil
    }
}

/// Counts the snapshots the override of `apply` sees, as a data source subclass that keeps
/// an empty state there would.
final class AppliesSeen: @unchecked Sendable {
    // @unchecked: `apply` is nonisolated, as Apple's; the runs call it on the main thread only.
    var count = 0
    var isEmpty = true

    func saw(_ snapshot: ListSnapshot<Int, Tune>) {
        count += 1
        isEmpty = snapshot.numberOfItems == 0
    }
}

/// The table rig's data source: the kit's, with `apply` overridden.
final class ApplyKeepingTableDataSource: ReorderableDataSource<Int, Tune> {
    let seen = AppliesSeen()

    override func apply(
        _ snapshot: ListSnapshot<Int, Tune>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        seen.saw(snapshot)
        super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }
}

/// The collection rig's data source, with `apply` overridden.
final class ApplyKeepingCollectionDataSource: CollectionDataSource<Int, Tune> {
    let seen = AppliesSeen()

    override func apply(
        _ snapshot: ListSnapshot<Int, Tune>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        seen.saw(snapshot)
        super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }
}

/// The recording rig's data source, with `apply` overridden.
final class ApplyKeepingRecordingDataSource: ListDataSource<Int, Tune, RecordingListView> {
    let seen = AppliesSeen()

    override func apply(
        _ snapshot: ListSnapshot<Int, Tune>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        seen.saw(snapshot)
        super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }
}

/// The app's own delegate: heights by version, the drop target left alone.
@MainActor
final class AppTableDelegate: HeadlessTableViewDelegate {
    func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
}

/// The app's own collection delegate: it answers nothing about drops.
@MainActor
final class AppCollectionDelegate: HeadlessCollectionViewDelegate {}

/// Checks a headless view against its data source: identities and every visible cell's
/// value. `shown` is `nil` when the view cannot be read as a snapshot.
@MainActor
func headlessProblem(
    shown: ListSnapshot<Int, Tune>?, current: ListSnapshot<Int, Tune>, visible: [(IndexPath, Tune?)],
    refused: BatchUpdateError?, checkingValues: Bool
) -> String? {
    if let refused { return "the view refused an update: \(refused)" }
    guard shown == current else {
        return "the view shows \(shown.map { "\($0)" } ?? "nil") but the data source holds \(current)"
    }
    for (path, tune) in visible {
        guard let item = current.itemIdentifier(at: path) else { return "visible row \(path) is out of range" }
        guard let tune else { return "visible row \(path) has no tune cell" }
        guard tune.id == item.id, !checkingValues || tune.version == item.version else {
            return "visible row \(path) shows \(tune), but the data source holds \(item)"
        }
    }
    return nil
}

/// A `HeadlessTableView` with the kit's data source and adapter.
@MainActor
final class TableRig: InterleavingRig {
    let name = "table"
    let table = HeadlessTableView()
    let dataSource: ListDataSource<Int, Tune, HeadlessTableView>
    let adapter: ListAdapter<Int, Tune, HeadlessTableView>
    let reentrantCall: ReentrantCall
    let checksSelection = true
    private let reorderable: ApplyKeepingTableDataSource
    private let appDelegate = AppTableDelegate()

    init(allowCrossSectionMove: Bool) {
        table.register(TuneCell.self, forCellReuseIdentifier: "tune")
        table.viewportHeight = 200
        table.allowsMultipleSelection = true
        let reentrant = ReentrantCall()
        reentrantCall = reentrant
        reorderable = ApplyKeepingTableDataSource(tableView: table, allowCrossSectionMove: allowCrossSectionMove) {
            tableView, indexPath, tune, section in
            reentrant.fire()
            let cell = try tableView.dequeueReusableCell(TuneCell.self, withIdentifier: "tune", for: indexPath)
            cell.tune = tune
            cell.section = section
            cell.text = "\(tune)"
            return cell
        }
        dataSource = reorderable
        adapter = TableAdapter(tableView: table, dataSource: reorderable)
        reorderable.allowSwipeToDelete = true
    }

    var appliesSeen: Int { reorderable.seen.count }
    var hasUncommittedUpdates: Bool { table.hasUncommittedUpdates }
    var isLifting: Bool {
        if case .dragging = table.drag { return true }
        return false
    }
    func beginDrag(at indexPath: IndexPath) -> Bool { table.beginUserDrag(at: indexPath) }
    func drop(at proposed: IndexPath) -> IndexPath? { table.dropUserDrag(at: proposed) }
    func turnRunLoop() { table.turnRunLoop() }
    func swipeDelete(at indexPath: IndexPath) -> Bool { table.performUserDelete(at: indexPath) }

    func setDelegateMode(_ mode: DelegateMode) {
        switch mode {
        case .none: table.delegate = nil
        case .appsOwn: table.delegate = appDelegate
        case .forwarding: table.delegate = reorderable.makeDelegate(forwardingTo: appDelegate)
        }
    }

    func setHeightMode(_ mode: Int) {
        switch mode {
        case 1:
            adapter.setHeightProviders(height: { _, _, tune, _ in CGFloat(30 + tune.version % 3 * 10) }, estimated: nil)
        case 2:
            adapter.setHeightProviders(height: nil, estimated: nil)
            adapter.enableAutomaticDimension(estimatedRowHeight: 40)
        default:
            adapter.setHeightProviders(height: nil, estimated: nil)
            table.estimatedRowHeight = 0
            table.rowHeight = 44
        }
    }

    func scroll(to offset: Int) { table.contentOffset = CGPoint(x: 0, y: CGFloat(offset)) }

    func problem(checkingValues: Bool) -> String? {
        let visible = table.visibleRowPaths.map { ($0, (table.cellForRow(at: $0) as? TuneCell)?.tune) }
        defer { table.lastUpdateError = nil }
        return headlessProblem(
            shown: table.snapshot(), current: dataSource.current, visible: visible, refused: table.lastUpdateError,
            checkingValues: checkingValues)
    }
}

/// A `HeadlessCollectionView` with Apple's data source and the adapter.
@MainActor
final class CollectionRig: InterleavingRig {
    let name = "collection"
    let collectionView = HeadlessCollectionView()
    let dataSource: ListDataSource<Int, Tune, HeadlessCollectionView>
    let adapter: ListAdapter<Int, Tune, HeadlessCollectionView>
    let reentrantCall: ReentrantCall
    let checksSelection = true
    private let collection: ApplyKeepingCollectionDataSource
    private let appDelegate = AppCollectionDelegate()

    init(allowCrossSectionMove: Bool) {
        collectionView.register(TuneItemCell.self, forCellWithReuseIdentifier: "tune")
        collectionView.viewportHeight = 200
        collectionView.allowsMultipleSelection = true
        let reentrant = ReentrantCall()
        reentrantCall = reentrant
        collection = ApplyKeepingCollectionDataSource(
            collectionView: collectionView, allowCrossSectionMove: allowCrossSectionMove, allowReordering: true,
            enableLogging: false, callSite: CallSite(file: #fileID, line: #line)
        ) { collectionView, indexPath, tune, _ in
            reentrant.fire()
            let cell = try collectionView.dequeueReusableCell(
                TuneItemCell.self, withReuseIdentifier: "tune", for: indexPath)
            cell.tune = tune
            return cell
        }
        dataSource = collection
        adapter = CollectionAdapter(collectionView: collectionView, dataSource: collection)
        collection.allowSwipeToDelete = true
    }

    var appliesSeen: Int { collection.seen.count }
    var hasUncommittedUpdates: Bool { collectionView.hasUncommittedUpdates }
    var isLifting: Bool {
        if case .dragging = collectionView.list.drag { return true }
        return false
    }
    func beginDrag(at indexPath: IndexPath) -> Bool { collectionView.beginUserDrag(at: indexPath) }
    func drop(at proposed: IndexPath) -> IndexPath? { collectionView.dropUserDrag(at: proposed) }
    func turnRunLoop() { collectionView.turnRunLoop() }
    func swipeDelete(at indexPath: IndexPath) -> Bool { false }

    func setDelegateMode(_ mode: DelegateMode) {
        switch mode {
        case .none: collectionView.delegate = nil
        case .appsOwn: collectionView.delegate = appDelegate
        case .forwarding: collectionView.delegate = collection.makeDelegate(forwardingTo: appDelegate)
        }
    }

    func setHeightMode(_ mode: Int) {}

    func scroll(to offset: Int) { collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(offset)) }

    func problem(checkingValues: Bool) -> String? {
        let visible = collectionView.indexPathsForVisibleItems.map {
            ($0, (collectionView.cellForItem(at: $0) as? TuneItemCell)?.tune)
        }
        defer { collectionView.list.lastUpdateError = nil }
        return headlessProblem(
            shown: collectionView.snapshot(), current: dataSource.current, visible: visible,
            refused: collectionView.lastUpdateError, checkingValues: checkingValues)
    }
}

/// The recording surface, which stands in for UIKit: it raises, as UIKit would, on a batch
/// that breaks the rules against what it shows and on updates during an uncommitted drop.
@MainActor
final class RecordingRig: InterleavingRig {
    let name = "recording"
    let view = RecordingListView()
    let dataSource: ListDataSource<Int, Tune, RecordingListView>
    let adapter: ListAdapter<Int, Tune, RecordingListView>
    /// The recording view builds no cells, so the call never runs there.
    let reentrantCall = ReentrantCall()
    /// The recording view does not carry its selection through a batch.
    let checksSelection = false
    private let seen: AppliesSeen
    private var delegateMode = DelegateMode.none
    private var lifted: IndexPath?

    init(allowCrossSectionMove: Bool) {
        let dataSource = ApplyKeepingRecordingDataSource(
            view: view, surface: view, allowCrossSectionMove: allowCrossSectionMove, allowReordering: true,
            enableLogging: false, callSite: CallSite(file: #fileID, line: #line)
        ) { _, _, _, _ in TableViewCell() }
        self.dataSource = dataSource
        seen = dataSource.seen
        adapter = ListAdapter(tableView: view, dataSource: dataSource)
        dataSource.allowSwipeToDelete = true
        view.dataSourceCounts = { [weak dataSource] in
            guard let dataSource else { return [] }
            return (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:))
        }
        view.onUserMove = { [weak dataSource] in dataSource?.userMovedItem(from: $0, to: $1) }
    }

    var appliesSeen: Int { seen.count }
    var hasUncommittedUpdates: Bool { view.hasUncommittedUpdates }
    var isLifting: Bool { lifted != nil }

    func beginDrag(at indexPath: IndexPath) -> Bool {
        guard !view.hasUncommittedUpdates, view.shownCounts.indices.contains(indexPath.section),
            (0..<view.shownCounts[indexPath.section]).contains(indexPath.row), dataSource.canMoveItem(at: indexPath)
        else { return false }
        view.hasUncommittedUpdates = true
        lifted = indexPath
        return true
    }

    /// UIKit's drop: the delegate may redirect the proposal (only the data source's does),
    /// then the row lands, clamped to its section's end.
    func drop(at proposed: IndexPath) -> IndexPath? {
        guard let source = lifted else { return nil }
        lifted = nil
        let target =
            delegateMode == .forwarding
            ? dataSource.delegateDropTarget(from: source, proposed: proposed) { _ in nil } : proposed
        guard view.shownCounts.indices.contains(target.section), target.row >= 0 else { return nil }
        let limit = view.shownCounts[target.section] - (target.section == source.section ? 1 : 0)
        let landed = IndexPath(row: min(target.row, limit), section: target.section)
        guard landed != source else { return source }
        view.performUserMove(from: source, to: landed)
        return landed
    }

    func turnRunLoop() {
        guard lifted == nil else { return }  // the finger is still down
        view.commitDrop()
        view.finishAnimations()
    }

    func swipeDelete(at indexPath: IndexPath) -> Bool {
        guard !view.hasUncommittedUpdates, dataSource.canDeleteItem(at: indexPath) else { return false }
        dataSource.userDeletedItem(at: indexPath)
        return true
    }

    func setDelegateMode(_ mode: DelegateMode) {
        delegateMode = mode
        view.delegateAsksForRowHeights = mode != .none
    }

    func setHeightMode(_ mode: Int) {
        let height: ListAdapter<Int, Tune, RecordingListView>.HeightProvider = { _, _, _, _ in 30 }
        adapter.setHeightProviders(height: mode == 1 ? height : nil, estimated: nil)
    }

    func scroll(to offset: Int) {}

    func problem(checkingValues: Bool) -> String? {
        if let raised = view.raised.first {
            return "UIKit would raise: \(raised.call) \(raised.error.map { "\($0)" } ?? "")"
        }
        let counts = dataSource.current.rowCounts
        guard view.shownCounts == counts else {
            return "the view shows \(view.shownCounts) rows per section, the data source \(counts)"
        }
        return nil
    }
}

import Foundation

@testable import DiffableDataSourceKit

/// libFuzzer's entry point: decodes the bytes into a random mix of applies (synchronous,
/// asynchronous, by reloading), user drags, swipe deletes, setting changes and scrolling on
/// a `ReorderableDataSource` feeding a `HeadlessTableView`, and checks the pair after every
/// step; or, by the first byte, into an interleaving run (the tests'
/// `InterleavingRun`) on the headless table, the headless collection view or the recording
/// surface. Any disagreement traps (see ``fuzzFailure(_:trace:)``).
@_cdecl("LLVMFuzzerTestOneInput")
public func dataSourceFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // libFuzzer calls this on the main thread, so the main actor's code may run here; the
    // asynchronous applies run when `settle()` spins the main run loop.
    MainActor.assumeIsolated {
        // The first byte picks the run: the data source's own checks on a table, or an
        // interleaving run (Tests/.../Support/Interleaving) on one of three views.
        switch bytes.first.map({ $0 % 4 }) ?? 0 {
        case 1: interleave({ TableRig(allowCrossSectionMove: bytes.count % 2 == 0) }, bytes)
        case 2: interleave({ CollectionRig(allowCrossSectionMove: bytes.count % 2 == 0) }, bytes)
        case 3: interleave({ RecordingRig(allowCrossSectionMove: bytes.count % 2 == 0) }, bytes)
        default: runDataSourceChecks(bytes)
        }
    }
    return 0
}

/// An interleaving run on the rig `make` builds, its choices read from the input after the
/// first byte; then the data source must be freed with its rig (a retain cycle would keep it).
@MainActor
private func interleave<Rig: InterleavingRig>(_ make: () -> Rig, _ bytes: [UInt8]) {
    weak var dataSource: AnyObject?
    var trace: [String] = []
    do {
        let rig = make()
        dataSource = rig.dataSource
        let run = InterleavingRun(rig, choices: FuzzChoices(FuzzInput(Array(bytes.dropFirst()))))
        run.run(maxSteps: DataSourceFuzzer.maxSteps)
        if let failure = run.failure { fuzzFailure([failure], trace: run.trace) }
        trace = run.trace
    }
    // Work queued on the main queue (a background call's landing, a catch-up) holds the
    // data source until it runs: let it run before calling what is left a leak.
    for _ in 0..<3 where dataSource != nil {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    if dataSource != nil { fuzzFailure(["leak: the data source outlived its rig"], trace: trace) }
}

/// The fuzzer's input as an interleaving run's choices.
struct FuzzChoices: InterleavingChoices {
    var input: FuzzInput

    init(_ input: FuzzInput) {
        self.input = input
    }

    var isExhausted: Bool { input.isExhausted }

    mutating func choose(below bound: Int) -> Int { input.int(below: bound) }
}

/// The data source's own checks on a table (see ``DataSourceFuzzer``), and that the table,
/// the data source and their cells are freed afterwards.
@MainActor
private func runDataSourceChecks(_ bytes: [UInt8]) {
    weak var table: HeadlessTableView?
    weak var dataSource: ReorderableDataSource<Int, FuzzItem>?
    weak var cell: TableViewCell?
    var trace: [String] = []
    do {
        let fuzzer = DataSourceFuzzer(bytes)
        fuzzer.run()
        table = fuzzer.table
        dataSource = fuzzer.dataSource
        cell = fuzzer.table.visibleCells.first
        trace = fuzzer.trace
    }
    // Nothing else holds them once the fuzzer is gone: a retain cycle would keep them.
    if table != nil || dataSource != nil || cell != nil {
        fuzzFailure(
            ["leak: table \(table != nil), data source \(dataSource != nil), cell \(cell != nil)"], trace: trace)
    }
}

/// A collection view cell that remembers the item it was built for.
final class FuzzCollectionCell: CollectionViewCell {
    var item: FuzzItem?

    override func prepareForReuse() {
        super.prepareForReuse()
        item = nil
    }
}

/// A cell that remembers the item and section it was built for.
final class FuzzCell: TableViewCell {
    var item: FuzzItem?
    var section: Int?

    override func prepareForReuse() {
        super.prepareForReuse()
        item = nil
        section = nil
    }
}

/// One fuzz input's run.
///
/// After every step:
/// - the table shows exactly the data source's snapshot, and every visible row has a
///   `FuzzCell` built for that row's item (as in UIKit, a row that moves to another section
///   keeps its cell, so the cell's section may be an earlier one);
/// - the data source never logged a refused batch or a drag it could not follow (both
///   mean the diff and the table disagreed).
///
/// And per step:
/// - `apply` (synchronous) and `applySnapshotUsingReloadData`: the data source then holds
///   the applied snapshot without marks, and every visible row that was marked (or whose
///   section was reloaded) shows the value passed in;
/// - a drag lands where UIKit's rules say (`canMoveRow`, the cross-section redirect,
///   clamping), the snapshot equals the table moved by hand, no batch runs, the dragged
///   row keeps its cell, and `willReorder`/`didReorder` see the right transaction;
/// - a swipe deletes exactly the swiped item when allowed, and nothing otherwise;
/// - the asynchronous `apply`: once every started apply has returned, the data source holds
///   the newest snapshot started (or, if the main run loop ran in between, possibly the
///   state a newer synchronous change left).
@MainActor
final class DataSourceFuzzer {
    typealias Snapshot = ListSnapshot<Int, FuzzItem>

    /// Steps decoded from one input at most, so that one input stays fast.
    static let maxSteps = 200

    var input: FuzzInput
    let table = HeadlessTableView()
    let dataSource: ReorderableDataSource<Int, FuzzItem>
    /// The collection view path: every synchronous apply and reload is also applied to a
    /// collection data source, whose headless collection view must accept every batch
    /// (converted for its stricter rules) and show what it applied.
    let collectionView = HeadlessCollectionView()
    let collectionDataSource: CollectionDataSource<Int, FuzzItem>
    /// The snapshot the next apply uses; edited by snapshot calls.
    var draft = Snapshot()
    var trace: [String] = []
    var logLines: [String] = []
    var reorders: [ReorderTransaction<Int, FuzzItem>] = []
    var deletedItems: [FuzzItem] = []

    var asyncStarted = 0
    var asyncFinished = 0
    /// The newest snapshot given to the asynchronous apply since the last `settle()`.
    var newestAsync: Snapshot?
    /// Whether the main run loop ran after `newestAsync` was started.
    var pumpedSinceNewestAsync = false

    init(_ bytes: [UInt8]) {
        input = FuzzInput(bytes)
        table.register(FuzzCell.self, forCellReuseIdentifier: "cell")
        table.viewportHeight = 150
        dataSource = ReorderableDataSource.create(
            tableView: table, allowCrossSectionMove: input.bool(), allowReordering: input.int(below: 4) != 0,
            enableLogging: true
        ) { tableView, indexPath, item, section in
            let cell = try tableView.dequeueReusableCell(FuzzCell.self, withIdentifier: "cell", for: indexPath)
            cell.item = item
            cell.section = section
            return cell
        }
        collectionView.register(FuzzCollectionCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.viewportHeight = 150
        collectionDataSource = CollectionDataSource.create(collectionView: collectionView, enableLogging: true) {
            collectionView, indexPath, item, _ in
            let cell = try collectionView.dequeueReusableCell(
                FuzzCollectionCell.self, withReuseIdentifier: "cell", for: indexPath)
            cell.item = item
            return cell
        }
        // The data source's delegate: the drop-target policy redirects drags, as
        // `expectedDrag` models.
        table.delegate = dataSource.makeDelegate()
        dataSource.allowSwipeToDelete = input.bool()
        collectionDataSource.logSink = LogSink { [weak self] line in self?.logLines.append(line) }
        dataSource.logSink = LogSink { [weak self] line in self?.logLines.append(line) }
        dataSource.willReorder = { [weak self] transaction in
            self?.check(transaction.initialSnapshot == self?.dataSource.snapshot(), "willReorder after the change")
        }
        dataSource.didReorder = { [weak self] in self?.reorders.append($0) }
        dataSource.didDeleteItem = { [weak self] in self?.deletedItems.append($0) }
    }

    func run() {
        var step = 0
        while !input.isExhausted && step < Self.maxSteps {
            step += 1
            self.step()
            checkTableMatchesDataSource()
        }
        settle()
        checkTableMatchesDataSource()
        if ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil {
            print(trace.joined(separator: "\n"))
            print(dataSource.snapshot())
        }
    }

    func step() {
        switch input.int(below: 16) {
        case 0...4:
            let operation = input.snapshotOperation()
            trace.append("draft.\(operation)")
            try? operation.apply(to: &draft)
        case 5:
            trace.append("draft = dataSource.snapshot()")
            draft = dataSource.snapshot()
        case 6: applySynchronously(animating: input.bool())
        case 7: applyUsingReloadData()
        case 8, 9: startAsyncApply()
        case 10, 11: drag(from: rowPath(), to: proposedPath())
        case 12: swipeDelete(rowPath())
        case 13: changeSetting(input.int(below: 8), input.byte())
        case 14:
            trace.append("pump the main run loop once")
            _ = RunLoop.main.run(mode: .default, before: Date())
            if newestAsync != nil { pumpedSinceNewestAsync = true }
        default: settle()
        }
    }

    // MARK: Applies

    func applySynchronously(animating: Bool) {
        trace.append("apply(draft, animatingDifferences: \(animating)): \(draft.numberOfItems) items")
        let applied = draft
        var completed = false
        dataSource.apply(applied, animatingDifferences: animating) { completed = true }
        check(completed, "apply returned before its completion ran")
        checkShows(applied)
        collectionDataSource.apply(applied, animatingDifferences: animating, completion: nil)
        checkCollectionShows(applied)
    }

    func applyUsingReloadData() {
        trace.append("applySnapshotUsingReloadData(draft): \(draft.numberOfItems) items")
        let applied = draft
        dataSource.applySnapshotUsingReloadData(applied)
        checkShows(applied)
        collectionDataSource.applySnapshotUsingReloadData(applied)
        checkCollectionShows(applied)
    }

    /// Checks that the data source now holds `applied` without marks, and that every visible
    /// row that `applied` marks shows the value passed in.
    func checkShows(_ applied: Snapshot) {
        let current = dataSource.snapshot()
        check(current == applied, "the data source does not hold the applied snapshot:\n\(current)")
        check(!current.hasMarks, "the data source kept marks")
        check(Self.versions(current) == Self.versions(applied), "the data source holds other values than applied")
        let marked = Set(applied.reloadedItemIdentifiers + applied.reconfiguredItemIdentifiers)
        let reloadedSections = Set(applied.reloadedSectionIdentifiers)
        for path in table.indexPathsForVisibleRows ?? [] {
            guard let item = current.itemIdentifier(at: path),
                let section = current.sectionIdentifier(at: path.section),
                marked.contains(item) || reloadedSections.contains(section),
                let cell = table.cellForRow(at: path) as? FuzzCell
            else { continue }
            check(
                cell.item?.version == item.version,
                "row \(path) shows \(cell.item.map { "\($0)" } ?? "nil"), not the fresh \(item)")
        }
    }

    /// The collection path: its data source holds `applied` with its values, the collection
    /// view shows it, every visible item has a cell built for its item, and a marked one
    /// shows the fresh value.
    func checkCollectionShows(_ applied: Snapshot) {
        let current = collectionDataSource.snapshot()
        check(current == applied, "the collection data source does not hold the applied snapshot:\n\(current)")
        check(
            Self.versions(current) == Self.versions(applied),
            "the collection data source holds other values than applied")
        let shown: Snapshot? = collectionView.snapshot()
        check(shown == current, "the collection view shows \(shown.map { "\($0)" } ?? "nil") instead of\n\(current)")
        for path in collectionView.indexPathsForVisibleItems {
            let cell = collectionView.cellForItem(at: path) as? FuzzCollectionCell
            let item = current.itemIdentifier(at: path)
            check(
                cell?.item == item,
                "collection item \(path) shows a cell for \(String(describing: cell?.item)), not \(String(describing: item))"
            )
            let marked = Set(applied.reloadedItemIdentifiers + applied.reconfiguredItemIdentifiers)
            if let item, marked.contains(item) {
                check(
                    cell?.item?.version == item.version,
                    "collection item \(path) does not show the fresh value of \(item)")
            }
        }
    }

    func startAsyncApply() {
        let applied = draft
        trace.append("start async apply(draft): \(applied.numberOfItems) items")
        asyncStarted += 1
        newestAsync = applied.withoutMarks()
        pumpedSinceNewestAsync = false
        Task { @MainActor [dataSource] in
            await dataSource.apply(applied)
            self.asyncFinished += 1
        }
    }

    /// Runs the main run loop until every asynchronous apply has returned, then checks the
    /// outcome.
    func settle() {
        trace.append("settle")
        let before = dataSource.snapshot()
        let deadline = Date(timeIntervalSinceNow: 20)
        while asyncFinished < asyncStarted {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.1))
            if Date() > deadline {
                fuzzFailure(["\(asyncStarted - asyncFinished) async applies never returned"], trace: trace)
            }
        }
        if let newestAsync {
            let current = dataSource.snapshot()
            if pumpedSinceNewestAsync {
                check(
                    current == newestAsync || current == before,
                    "after the async applies the data source holds neither the newest one nor the state before:\n\(current)"
                )
            } else {
                check(
                    current == newestAsync,
                    "after the async applies the data source does not hold the newest one:\n\(current)")
                check(Self.versions(current) == Self.versions(newestAsync), "the newest async apply's values were lost")
            }
        }
        newestAsync = nil
        pumpedSinceNewestAsync = false
    }

    // MARK: User actions

    /// Mostly a row the table shows; one time in eight a place just outside the table.
    func rowPath() -> IndexPath {
        let current = dataSource.snapshot()
        let byte = Int(input.byte())
        if byte % 8 == 7 || current.numberOfItems == 0 {
            let section = byte / 8 % (current.numberOfSections + 2) - 1
            let rows = current.sectionIdentifier(at: section).map(current.numberOfItems(inSection:)) ?? 0
            return IndexPath(row: byte / 64 % 2 == 0 ? rows : -1, section: section)
        }
        let index = byte % current.numberOfItems
        return current.sectionIdentifiers.indices.lazy.compactMap { section -> IndexPath? in
            let start = current.sectionIdentifiers[..<section].reduce(0) { $0 + current.numberOfItems(inSection: $1) }
            let count = current.numberOfItems(inSection: current.sectionIdentifiers[section])
            return (start..<start + count).contains(index) ? IndexPath(row: index - start, section: section) : nil
        }.first ?? IndexPath(row: 0, section: 0)
    }

    /// A drop place: any section from one before the first to one past the last, and any
    /// row from -1 to two past the end of that section.
    func proposedPath() -> IndexPath {
        let current = dataSource.snapshot()
        let section = input.int(below: current.numberOfSections + 2) - 1
        let rows = current.sectionIdentifier(at: section).map(current.numberOfItems(inSection:)) ?? 0
        return IndexPath(row: input.int(below: rows + 3) - 1, section: section)
    }

    func drag(from source: IndexPath, to proposed: IndexPath) {
        // With an async apply on its way, the drop would be taken into its snapshot too
        // (the interleaving runs check that); this check wants the table's own rows.
        if asyncStarted > asyncFinished { settle() }
        trace.append("drag \(source) to \(proposed)")
        let before = dataSource.snapshot()
        let expected = expectedDrag(of: before, from: source, to: proposed)
        let cellBefore = table.cellForRow(at: source)
        let reordersBefore = reorders.count
        logLines = []
        let landed = table.performUserMove(from: source, to: proposed)
        // The run loop turns: the drop is committed, and what waited for it runs.
        table.turnRunLoop()
        check(
            landed == expected.landed,
            "landed at \(String(describing: landed)), expected \(String(describing: expected.landed))")
        let current = dataSource.snapshot()
        check(
            current == expected.snapshot,
            "after the drag the data source holds\n\(current)\nexpected\n\(expected.snapshot)")
        check(Self.values(current) == Self.values(before), "a drag changed stored values")
        check(!logLines.contains { $0.contains("apply") }, "a drag ran a batch: \(logLines)")
        if let landed, landed != source {
            check(
                reorders.count == reordersBefore + 1, "didReorder was called \(reorders.count - reordersBefore) times")
            if let transaction = reorders.last {
                check(transaction.initialSnapshot == before, "the transaction's initial snapshot is wrong")
                check(transaction.finalSnapshot == current, "the transaction's final snapshot is wrong")
            }
            if let cellBefore, let cellAfter = table.cellForRow(at: landed) {
                // Within its section the row keeps its cell; dropped into another section it
                // is reloaded once the drop is committed, for that section's cell class.
                if landed.section == source.section {
                    check(cellBefore === cellAfter, "a row dragged within its section got a new cell")
                } else {
                    check(cellBefore !== cellAfter, "a row dragged into another section kept its old cell")
                }
            }
        } else {
            check(reorders.count == reordersBefore, "didReorder was called for a drag that moved nothing")
        }
    }

    /// Where a drag lands and the snapshot it leaves, by UIKit's rules applied to plain
    /// arrays: the data source may refuse the row, redirects a cross-section drop into the
    /// row's own section when that is not allowed, the table refuses a drop outside every
    /// section and clamps a row past the end; the row is then taken out and put back at the
    /// landing place.
    func expectedDrag(of snapshot: Snapshot, from source: IndexPath, to proposed: IndexPath)
        -> (landed: IndexPath?, snapshot: Snapshot)
    {
        var sections = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
        guard sections.indices.contains(source.section), sections[source.section].indices.contains(source.row)
        else { return (nil, snapshot) }
        let item = sections[source.section][source.row]
        guard dataSource.allowReordering, dataSource.canReorderItem?(item) ?? true else { return (nil, snapshot) }
        var target = proposed
        if !dataSource.allowCrossSectionMove && proposed.section != source.section {
            let lastRow = max(0, sections[source.section].count - 1)
            target = IndexPath(row: proposed.section < source.section ? 0 : lastRow, section: source.section)
        }
        guard sections.indices.contains(target.section), target.row >= 0 else { return (nil, snapshot) }
        let limit = sections[target.section].count - (target.section == source.section ? 1 : 0)
        target = IndexPath(row: min(target.row, limit), section: target.section)
        guard target != source else { return (source, snapshot) }
        sections[source.section].remove(at: source.row)
        sections[target.section].insert(item, at: target.row)
        var result = Snapshot()
        do {
            try result.appendSections(snapshot.sectionIdentifiers)
            for (section, items) in zip(snapshot.sectionIdentifiers, sections) {
                try result.appendItems(items, toSection: section)
            }
        } catch {
            fuzzFailure(["could not build the expected snapshot: \(error)"], trace: trace)
        }
        return (target, result)
    }

    func swipeDelete(_ path: IndexPath) {
        trace.append("swipe delete \(path)")
        // The swipe names the row the table shows (an async apply may be on its way); it is
        // deleted from the newest snapshot.
        let before = dataSource.snapshot()
        let item = dataSource.current.itemIdentifier(at: path)
        let allowed = item.map { dataSource.allowSwipeToDelete && (dataSource.canDeleteItem?($0) ?? true) } ?? false
        let deletedBefore = deletedItems.count
        let committed = table.performUserDelete(at: path)
        check(committed == allowed, "performUserDelete returned \(committed), expected \(allowed)")
        var expected = before
        if allowed, let item {
            expected.deleteItems([item])
            check(
                deletedItems.count == deletedBefore + 1 && deletedItems.last == item,
                "didDeleteItem not called once for \(item)")
        } else {
            check(deletedItems.count == deletedBefore, "didDeleteItem called for a refused swipe")
        }
        let current = dataSource.snapshot()
        check(current == expected, "after the swipe the data source holds\n\(current)\nexpected\n\(expected)")
        check(Self.versions(current) == Self.versions(expected), "a swipe changed stored values")
    }

    // MARK: Settings and scrolling

    func changeSetting(_ which: Int, _ value: UInt8) {
        switch which {
        case 0:
            dataSource.allowCrossSectionMove.toggle()
            trace.append("allowCrossSectionMove = \(dataSource.allowCrossSectionMove)")
        case 1:
            dataSource.allowReordering.toggle()
            trace.append("allowReordering = \(dataSource.allowReordering)")
        case 2:
            dataSource.allowSwipeToDelete.toggle()
            trace.append("allowSwipeToDelete = \(dataSource.allowSwipeToDelete)")
        case 3:
            let on = dataSource.canReorderItem == nil
            dataSource.canReorderItem = on ? { $0.id % 3 != 0 } : nil
            trace.append("canReorderItem = \(on ? "id % 3 != 0" : "nil")")
        case 4:
            let on = dataSource.canDeleteItem == nil
            dataSource.canDeleteItem = on ? { $0.id % 2 == 0 } : nil
            trace.append("canDeleteItem = \(on ? "id % 2 == 0" : "nil")")
        case 5:
            table.contentOffset = CGPoint(x: 0, y: CGFloat(value) * 4)
            trace.append("contentOffset.y = \(table.contentOffset.y)")
        case 6:
            table.viewportHeight = [60, 150, 844][Int(value) % 3]
            trace.append("viewportHeight = \(table.viewportHeight)")
        default:
            table.rowHeight = [44, 20, 90][Int(value) % 3]
            trace.append("rowHeight = \(table.rowHeight)")
        }
    }

    // MARK: Checks

    /// The table shows the data source's snapshot, each visible row has a cell built for its
    /// item, and nothing was refused.
    func checkTableMatchesDataSource() {
        // What the data source answers the table from: an async apply whose diff is still
        // running is the newest call (`snapshot()`), not yet what the table shows.
        let current = dataSource.current
        let shown: Snapshot? = table.snapshot()
        check(shown == current, "the table shows \(shown.map { "\($0)" } ?? "nil") instead of\n\(current)")
        for path in table.indexPathsForVisibleRows ?? [] {
            guard let cell = table.cellForRow(at: path) as? FuzzCell else {
                check(
                    false,
                    "visible row \(path) has no FuzzCell (last cell error: \(String(describing: table.lastCellError)))")
                continue
            }
            let item = current.itemIdentifier(at: path)
            check(
                cell.item == item,
                "row \(path) shows a cell for \(String(describing: cell.item)), not \(String(describing: item))")
        }
        let refused = logLines.filter { $0.contains("batch refused") || $0.contains("did not match the snapshot") }
        check(refused.isEmpty, "the data source fell back to reloading: \(refused)")
        logLines = []
    }

    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fuzzFailure([message()], trace: trace) }
    }

    /// The stored values (versions) in snapshot order, which `==` ignores.
    static func versions(_ snapshot: Snapshot) -> [UInt8] { snapshot.itemIdentifiers.map(\.version) }

    /// The stored value (version) of each item, by id.
    static func values(_ snapshot: Snapshot) -> [UInt8: UInt8] {
        Dictionary(uniqueKeysWithValues: snapshot.itemIdentifiers.map { ($0.id, $0.version) })
    }
}

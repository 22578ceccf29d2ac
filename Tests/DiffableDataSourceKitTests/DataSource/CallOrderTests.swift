import Foundation
import XCTest

@testable import DiffableDataSourceKit

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Every change the app makes survives, in call order, whatever the user drags and
/// whenever the run loop turns: the data source's snapshot is what the app's calls
/// produced (checked against the calls themselves, not only against the view), and the
/// view ends up showing it. Each test is a finding of the update-pipeline issue that lost
/// data or trapped before.
@MainActor
final class CallOrderTests: XCTestCase {
    var table = HeadlessTableView()
    var dataSource: TableDataSource<String, Int>!
    var adapter: TableAdapter<String, Int>!

    /// A: 1 2 3, shown.
    override func setUp() async throws {
        table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = TableDataSource(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.allowReordering = true
        adapter = TableAdapter(tableView: table, dataSource: dataSource)
        dataSource.apply(tableSnapshot([("A", [1, 2, 3])]), animatingDifferences: false, completion: nil)
    }

    /// The view shows the data source's snapshot and every visible cell its item.
    func assertShown(_ expected: ListSnapshot<String, Int>, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(dataSource.snapshot(), expected, "what the calls produced", file: file, line: line)
        XCTAssertEqual(table.snapshot(), expected, "what the table shows", file: file, line: line)
        XCTAssertNil(table.lastUpdateError, file: file, line: line)
        for path in table.visibleRowPaths {
            XCTAssertEqual(
                table.cellForRow(at: path)?.text, expected.itemIdentifier(at: path).map { "\($0)" },
                "\(path)", file: file, line: line)
        }
    }

    /// Runs `body` on a background queue (`DispatchQueue.sync` from the main thread would
    /// run it on the main thread) and returns when it is done.
    func onBackgroundQueue(_ body: @escaping @Sendable () -> Void) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue(label: "applies").async {
                XCTAssertFalse(Thread.isMainThread)
                body()
                done.resume()
            }
        }
    }

    /// Lets the main queue run (the landings of background applies) until `done`, or for
    /// `seconds` at most.
    func letMainQueueRun(for seconds: Double = 0.1, until done: () -> Bool = { false }) async throws {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !done(), Date() < deadline { try await Task.sleep(nanoseconds: 2_000_000) }
    }

    // MARK: Changes while the user drags

    func testAdapterCallsWhileARowIsLiftedAllSurviveTheDrop() async throws {
        XCTAssertTrue(table.beginUserDrag(at: path(0, 0)))
        try adapter.append(100, to: "A")
        try adapter.append(101, to: "A")
        XCTAssertEqual(
            dataSource.snapshot(), tableSnapshot([("A", [1, 2, 3, 100, 101])]), "the second builds on the first")
        XCTAssertEqual(table.snapshot(), tableSnapshot([("A", [1, 2, 3])]), "nothing runs under the finger")
        XCTAssertEqual(table.dropUserDrag(at: path(0, 0)), path(0, 0))
        table.turnRunLoop()
        assertShown(tableSnapshot([("A", [1, 2, 3, 100, 101])]))
    }

    func testReadModifyAppliesWhileARowIsLiftedAllSurvive() async throws {
        XCTAssertTrue(table.beginUserDrag(at: path(0, 1)))
        for item in [100, 101] {
            var snapshot = dataSource.snapshot()
            try snapshot.appendItems([item], toSection: "A")
            dataSource.apply(snapshot, completion: nil)
        }
        table.dropUserDrag(at: path(0, 1))
        table.turnRunLoop()
        assertShown(tableSnapshot([("A", [1, 2, 3, 100, 101])]))
    }

    func testAppliesBetweenTheDropAndItsCommitKeepTheDropAndEachOther() async throws {
        XCTAssertTrue(table.beginUserDrag(at: path(0, 0)))
        var lifted = dataSource.snapshot()
        try lifted.appendItems([100], toSection: "A")
        dataSource.apply(lifted, completion: nil)  // while lifted, built before the drop
        XCTAssertEqual(table.dropUserDrag(at: path(0, 2)), path(0, 2))
        // The drop is taken into the waiting snapshot: 2 3 1 100.
        XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("A", [2, 3, 1, 100])]))
        try adapter.append(101, to: "A")
        var dropped = dataSource.snapshot()
        try dropped.appendItems([102], toSection: "A")
        dataSource.apply(dropped, completion: nil)
        table.turnRunLoop()
        assertShown(tableSnapshot([("A", [2, 3, 1, 100, 101, 102])]))
    }

    func testABackgroundQueuesReadModifyAppliesWhileARowIsLiftedAllSurvive() async throws {
        XCTAssertTrue(table.beginUserDrag(at: path(0, 0)))
        let dataSource = dataSource!
        for item in [100, 101] {
            await onBackgroundQueue {
                var snapshot = dataSource.snapshot()
                try? snapshot.appendItems([item], toSection: "A")
                dataSource.apply(snapshot)
            }
            // The landing reaches the main thread while the row is lifted, and waits.
            try await letMainQueueRun()
        }
        table.dropUserDrag(at: path(0, 0))
        table.turnRunLoop()
        assertShown(tableSnapshot([("A", [1, 2, 3, 100, 101])]))
    }

    func testASwipeWhileADropWaitsKeepsTheAppsApplyToo() async throws {
        dataSource.allowSwipeToDelete = true
        XCTAssertTrue(table.beginUserDrag(at: path(0, 0)))
        try adapter.append(100, to: "A")
        table.dropUserDrag(at: path(0, 0))
        XCTAssertTrue(table.performUserDelete(at: path(0, 1)))
        table.turnRunLoop()
        assertShown(tableSnapshot([("A", [1, 3, 100])]))
    }

    func testAReloadMarkOfAQueuedApplySurvivesANewerApply() async throws {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        var built: [Int] = []
        let dataSource = TableDataSource<String, Int>(tableView: table) { tableView, indexPath, item in
            built.append(item)
            return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        dataSource.allowReordering = true
        dataSource.apply(tableSnapshot([("A", [1, 2, 3])]), animatingDifferences: false, completion: nil)
        XCTAssertTrue(table.beginUserDrag(at: path(0, 0)))
        var marked = dataSource.snapshot()
        try marked.reloadItems([2])
        dataSource.apply(marked, completion: nil)
        // The next call builds on the first; `snapshot()` has no marks, its apply none.
        var next = dataSource.snapshot()
        try next.appendItems([4], toSection: "A")
        dataSource.apply(next, completion: nil)
        built = []
        table.dropUserDrag(at: path(0, 0))
        table.turnRunLoop()
        XCTAssertEqual(table.snapshot(), tableSnapshot([("A", [1, 2, 3, 4])]))
        XCTAssertEqual(built.sorted(), [2, 4], "item 2 gets a new cell, as the first apply asked")
    }

    // MARK: Calls from other threads

    func testABackgroundOutlineApplyThenASnapshotApplyBothLand() async throws {
        let dataSource = dataSource!
        let seen = Locked<[ListSnapshot<String, Int>]>([])
        await onBackgroundQueue {
            var outline = ListSectionSnapshot<Int>()
            try? outline.append([10, 20])
            try? outline.append([11], to: 10)
            outline.expand([10])
            dataSource.apply(outline, to: "B")
            // The queue sees its own outline apply at once, and builds on it.
            var snapshot = dataSource.snapshot()
            seen.withLock { $0.append(snapshot) }
            try? snapshot.appendItems([4], toSection: "A")
            dataSource.apply(snapshot)
        }
        XCTAssertEqual(seen.withLock { $0 }, [tableSnapshot([("A", [1, 2, 3]), ("B", [10, 11, 20])])])
        try await letMainQueueRun(for: 5) {
            table.snapshot() == tableSnapshot([("A", [1, 2, 3, 4]), ("B", [10, 11, 20])])
        }
        assertShown(tableSnapshot([("A", [1, 2, 3, 4]), ("B", [10, 11, 20])]))
        XCTAssertEqual(dataSource.snapshot(for: "B").visibleItems, [10, 11, 20])
    }

    func testABackgroundReadAfterANewerMainThreadApplySeesTheNewerOne() async throws {
        let dataSource = dataSource!
        // The main thread waits for the queue each time, so the background apply has not
        // landed when the main thread applies, nor when the queue reads.
        let done = DispatchSemaphore(value: 0)
        DispatchQueue(label: "applies").async {
            dataSource.apply(tableSnapshot([("A", [1])]))
            done.signal()
        }
        done.wait()
        dataSource.apply(tableSnapshot([("A", [2])]), completion: nil)
        let read = Locked<ListSnapshot<String, Int>?>(nil)
        DispatchQueue(label: "reads").async {
            read.withLock { $0 = dataSource.snapshot() }
            done.signal()
        }
        done.wait()
        XCTAssertEqual(read.withLock { $0 }, tableSnapshot([("A", [2])]))
        try await letMainQueueRun()  // the older background apply lands, and is dropped
        assertShown(tableSnapshot([("A", [2])]))
    }

    // MARK: Calls from inside an update

    func testAnApplyFromTheCellProviderRunsAfterTheUpdate() async throws {
        var calls = 0
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        var dataSource: TableDataSource<String, Int>!
        dataSource = TableDataSource(tableView: table) { tableView, indexPath, item in
            calls += 1
            if calls == 3 { dataSource.apply(tableSnapshot([("A", [1])])) }
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.apply(tableSnapshot([("A", [1, 2, 3, 4, 5])]), completion: nil)
        XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("A", [1])]))
        XCTAssertEqual(table.snapshot(), tableSnapshot([("A", [1])]))
        XCTAssertNil(table.lastUpdateError)
        XCTAssertEqual(table.cellForRow(at: path(0, 0))?.text, "1")
    }

    func testAnApplyFromTheDiagnosticsHandlerWhileCellsAreBuiltRunsAfterTheUpdate() async throws {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = TableDataSource<String, Int>(tableView: table) { tableView, indexPath, item in
            if item == 2 { return nil }  // reported: a plain cell is shown
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        let previous = ListDiagnostics.handler
        defer { ListDiagnostics.handler = previous }
        let box = UncheckedBox(dataSource)
        ListDiagnostics.handler = { _ in
            MainActor.assumeIsolated {
                if box.value.snapshot().numberOfItems > 1 { box.value.apply(tableSnapshot([("A", [7])])) }
            }
        }
        dataSource.apply(tableSnapshot([("A", [1, 2, 3])]), completion: nil)
        XCTAssertEqual(table.snapshot(), tableSnapshot([("A", [7])]))
        XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("A", [7])]))
        XCTAssertNil(table.lastUpdateError)
    }

    func testAnAdapterCallFromTheHeightClosureRunsAfterTheUpdate() async throws {
        table.delegate = dataSource.makeDelegate()
        let adapter = adapter!
        let table = table
        // Armed once the closure is set (setting it measures the rows at once).
        let state = Locked((armed: false, appended: false))
        adapter.setHeightProviders(
            height: { _, _, _, _ in
                // The first row measured during the append's batch appends another row.
                guard state.withLock({ $0.armed && !$0.appended }) else { return 44 }
                state.withLock { $0.appended = true }
                _ = try? adapter.append(5, to: "A")
                // Queued: the table is in the middle of the first append.
                XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
                return 44
            }, estimated: nil)
        state.withLock { $0.armed = true }
        try adapter.append(4, to: "A")
        XCTAssertTrue(state.withLock { $0.appended })
        assertShown(tableSnapshot([("A", [1, 2, 3, 4, 5])]))
    }

    // MARK: Waiting that ends

    func testAnAsyncApplyMadeDuringADragReturnsWhenTheTableIsReleased() async throws {
        weak var weakTable: HeadlessTableView?
        weak var weakDataSource: TableDataSource<String, Int>?
        var returned = false
        do {
            let table = HeadlessTableView()
            let dataSource = TableDataSource<String, Int>(tableView: table) { _, _, _ in TableViewCell() }
            dataSource.allowReordering = true
            dataSource.apply(tableSnapshot([("A", [1, 2, 3])]), animatingDifferences: false, completion: nil)
            XCTAssertTrue(table.beginUserDrag(at: path(0, 0)))
            weakTable = table
            weakDataSource = dataSource
            Task { @MainActor in
                await dataSource.apply(tableSnapshot([("A", [1, 2])]), animatingDifferences: true)
                returned = true
            }
            // The apply is diffed and waits for the drop before the table goes.
            try await Task.sleep(nanoseconds: 50_000_000)
            XCTAssertFalse(returned)
        }
        let deadline = Date(timeIntervalSinceNow: 5)
        while !returned, Date() < deadline { try await Task.sleep(nanoseconds: 5_000_000) }
        XCTAssertTrue(returned, "the async apply never returned")
        XCTAssertNil(weakTable, "the table is kept alive")
        XCTAssertNil(weakDataSource, "the data source is kept alive")
    }
}

/// A value handed to a `@Sendable` closure that only the main actor uses.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

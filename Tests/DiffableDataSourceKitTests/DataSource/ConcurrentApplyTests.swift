import XCTest

@testable import DiffableDataSourceKit

/// The kit's pattern, "build the snapshot in the background, apply it on the main
/// thread", with real concurrency: child tasks build and diff snapshots that share storage
/// with each other and with the data source's snapshot, while the main actor applies them,
/// synchronously and with the asynchronous `apply` (which diffs on yet another task).
///
/// The assertions check the outcome; the data races it would expose are reported by the
/// thread sanitizer, under which CI runs the whole suite (`.ci/run`).
final class ConcurrentApplyTests: XCTestCase {
    typealias Snapshot = ListSnapshot<Int, Int>

    static let workers = 6
    static let editsPerWorker = 20

    @MainActor
    func testSnapshotsBuiltAndDiffedInBackgroundTasksApplyOnTheMainActor() async throws {
        let table = HeadlessTableView()
        table.viewportHeight = 300
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = ReorderableDataSource<Int, Int>.create(tableView: table, allowCrossSectionMove: true) {
            tableView, indexPath, item, _ in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        var random = RandomSnapshots(seed: 7)
        let base = random.snapshot()
        // In an async context a bare `apply(_:)` picks the async overload; `completion:`
        // selects the synchronous one.
        dataSource.apply(base, completion: nil)
        let checkTable = HeadlessTableView()
        var applied = 0

        try await withThrowingTaskGroup(of: Chain.self) { group in
            for worker in 0..<Self.workers {
                group.addTask { Chain(from: base, seed: UInt64(worker)) }
            }
            // Each chain arrives on the main actor while the others are still being built.
            for try await chain in group {
                for (step, changes) in chain.changesets.enumerated() {
                    let old = chain.snapshots[step]
                    let new = chain.snapshots[step + 1]
                    checkTable.load(old)
                    XCTAssertNoThrow(try checkTable.performBatchUpdates(changes, showing: new), "worker \(chain.seed)")
                    XCTAssertEqual(checkTable.snapshot(), new, "worker \(chain.seed), step \(step)")
                    if step.isMultiple(of: 2) {
                        dataSource.apply(new, completion: nil)
                    } else {
                        await dataSource.apply(new)
                    }
                    // What the app asked for, also when it waits for a drop.
                    XCTAssertEqual(dataSource.snapshot(), new, "worker \(chain.seed), step \(step)")
                    applied += 1
                    assertTableShowsDataSource(table, dataSource, "worker \(chain.seed), step \(step)")
                    if step.isMultiple(of: 3), dataSource.snapshot().numberOfItems > 1 {
                        // A user drag between applies, while other workers keep diffing.
                        table.performUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
                        assertTableShowsDataSource(table, dataSource, "worker \(chain.seed), drag after step \(step)")
                    }
                }
            }
        }
        XCTAssertEqual(applied, Self.workers * Self.editsPerWorker)

        // Several asynchronous applies at once: each diffs off the main actor and they
        // coalesce; the table ends up showing whichever the data source holds.
        let finals = (0..<4).map { _ in random.edit(base) }
        await withTaskGroup(of: Void.self) { group in
            for snapshot in finals {
                group.addTask { await dataSource.apply(snapshot) }
            }
        }
        assertTableShowsDataSource(table, dataSource, "after concurrent async applies")
        XCTAssertTrue(finals.contains(dataSource.snapshot()), "the data source holds a snapshot nobody applied")

        let last = random.edit(dataSource.snapshot())
        await dataSource.apply(last)
        XCTAssertEqual(dataSource.snapshot(), last)
        XCTAssertEqual(table.snapshot(), last)
    }

    /// Nothing the data source starts (the async apply's background diff, a drag, a swipe)
    /// keeps the table, the data source or a cell alive once the app lets go of them. The
    /// test-suite run under ASan has LeakSanitizer off (see `.ci/run`), so this is where a
    /// retain cycle would show.
    @MainActor
    func testTableAndDataSourceAreFreedAfterAsyncApplyDragAndSwipe() async throws {
        weak var weakTable: HeadlessTableView?
        weak var weakDataSource: ReorderableDataSource<Int, Int>?
        weak var weakCell: TableViewCell?
        do {
            let table = HeadlessTableView()
            table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
            let dataSource = ReorderableDataSource<Int, Int>.create(tableView: table, enableLogging: true) {
                tableView, indexPath, _, _ in
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            dataSource.logSink = LogSink { _ in }
            dataSource.allowSwipeToDelete = true
            var snapshot = try makeSnapshot([(0, [1, 2, 3]), (1, [4, 5])])
            dataSource.apply(snapshot, completion: nil)
            try snapshot.moveItem(1, afterItem: 4)
            await dataSource.apply(snapshot)
            table.performUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
            table.performUserDelete(at: IndexPath(row: 0, section: 1))
            // The swipe waits for the drop; the app's snapshot has both.
            XCTAssertEqual(table.snapshot(), dataSource.current)
            XCTAssertEqual(dataSource.snapshot(), try makeSnapshot([(0, [3, 2]), (1, [1, 5])]))
            weakTable = table
            weakDataSource = dataSource
            weakCell = table.visibleCells.first
            XCTAssertNotNil(weakCell)
        }
        XCTAssertNil(weakTable, "the table is kept alive")
        XCTAssertNil(weakDataSource, "the data source is kept alive")
        XCTAssertNil(weakCell, "a cell is kept alive")
    }

    @MainActor
    private func assertTableShowsDataSource(
        _ table: HeadlessTableView, _ dataSource: ReorderableDataSource<Int, Int>, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        // What the data source answers the table from (the newest call may wait for a drop).
        let shown: Snapshot? = table.snapshot()
        XCTAssertEqual(shown, dataSource.current, message, file: file, line: line)
        for path in table.visibleRowPaths {
            let item = dataSource.itemIdentifier(for: path)
            XCTAssertEqual(table.cellForRow(at: path)?.text, item.map { "\($0)" }, message, file: file, line: line)
        }
    }

    /// A chain of random edits of one snapshot and the changeset between each pair, built
    /// off the main actor.
    struct Chain: Sendable {
        let seed: UInt64
        var snapshots: [Snapshot]
        var changesets: [ListChangeset<Int, Int>] = []

        init(from base: Snapshot, seed: UInt64) {
            self.seed = seed
            var random = RandomSnapshots(seed: seed)
            snapshots = [base]
            for _ in 0..<ConcurrentApplyTests.editsPerWorker {
                let old = snapshots[snapshots.count - 1]
                let new = random.edit(old)
                changesets.append(DiffEngine.changeset(from: old, to: new))
                snapshots.append(new)
            }
        }
    }
}

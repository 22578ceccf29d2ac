import DiffableDataSourceKit
import Foundation
import XCTest

/// Applies from a background queue, as Apple documents them: the diff runs on the queue,
/// the batch on the main thread, and applies land in the order they were called. The
/// thread sanitizer run of the suite checks these for data races.
final class BackgroundApplyTests: XCTestCase {
    /// Version `version` of a list that keeps changing: a seeded churn of the previous one.
    static func snapshot(_ version: Int) -> ListSnapshot<String, Int> {
        var random = SplitMix64(seed: UInt64(version))
        let items = (0..<60).filter { _ in Int.random(in: 0..<10, using: &random) < 8 }.map { $0 + version % 3 * 100 }
        return tableSnapshot([("A", items), ("B", [1000 + version])])
    }

    @MainActor
    func testAppliesFromABackgroundQueueLandInCallOrder() async throws {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = DiffableTableDataSource<String, Int>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        // Each completion records its version and whether the table showed it then; the
        // queue records whether `snapshot()` read back what it had just applied.
        let landed = Locked<[(version: Int, shown: Bool)]>([])
        let readBack = Locked<[Bool]>([])
        let count = 40
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue(label: "applies").async {
                for version in 1...count {
                    let snapshot = Self.snapshot(version)
                    dataSource.apply(snapshot, animatingDifferences: version % 2 == 0) {
                        let shown = MainActor.assumeIsolated { table.snapshot() == snapshot }
                        landed.withLock { $0.append((version, shown)) }
                        if version == count { done.resume() }
                    }
                    readBack.withLock { $0.append(dataSource.snapshot() == snapshot) }
                }
            }
        }
        XCTAssertEqual(landed.withLock { $0.map(\.version) }, Array(1...count))
        XCTAssertTrue(landed.withLock { $0.allSatisfy(\.shown) }, "a completion ran before its snapshot was shown")
        XCTAssertEqual(readBack.withLock { $0 }, Array(repeating: true, count: count))
        XCTAssertEqual(table.snapshot(), Self.snapshot(count))
        XCTAssertEqual(dataSource.snapshot(), Self.snapshot(count))
        XCTAssertEqual(
            table.visibleCells.prefix(3).map(\.text), Self.snapshot(count).itemIdentifiers.prefix(3).map { "\($0)" })
    }

    @MainActor
    func testAMainThreadApplyWinsOverOlderBackgroundAppliesStillOnTheirWay() async throws {
        let table = HeadlessTableView()
        let dataSource = DiffableTableDataSource<String, Int>(tableView: table) { _, _, _ in TableViewCell() }
        let gate = DispatchSemaphore(value: 0)
        let submitted = DispatchSemaphore(value: 0)
        let completions = Locked<[Int]>([])
        DispatchQueue(label: "applies").async {
            dataSource.apply(Self.snapshot(1)) { completions.withLock { $0.append(1) } }
            submitted.signal()
            gate.wait()
        }
        // The background apply has been diffed and sent, but has not landed: the main
        // thread has not turned since.
        submitted.wait()
        dataSource.apply(Self.snapshot(2), completion: nil)
        gate.signal()
        // The landing was queued on the main queue before this turn; yielding runs it.
        await Task.yield()
        // The older apply arrived after the newer one was shown: dropped, its completion run.
        XCTAssertEqual(completions.withLock { $0 }, [1])
        XCTAssertEqual(table.snapshot(), Self.snapshot(2))
    }

    @MainActor
    func testReloadDataFromABackgroundQueueLandsInOrderWithApplies() async throws {
        let table = HeadlessTableView()
        let dataSource = DiffableTableDataSource<String, Int>(tableView: table) { _, _, _ in TableViewCell() }
        let order = Locked<[String]>([])
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue(label: "applies").async {
                dataSource.apply(Self.snapshot(1)) { order.withLock { $0.append("apply 1") } }
                dataSource.applySnapshotUsingReloadData(Self.snapshot(2)) { order.withLock { $0.append("reload 2") } }
                dataSource.apply(Self.snapshot(3)) {
                    order.withLock { $0.append("apply 3") }
                    done.resume()
                }
            }
        }
        XCTAssertEqual(order.withLock { $0 }, ["apply 1", "reload 2", "apply 3"])
        XCTAssertEqual(table.snapshot(), Self.snapshot(3))
    }
}

/// A value behind a lock, for tests that record from several threads.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

import Foundation
import XCTest

@testable import DiffableDataSourceKit

/// Holds hashing off the main thread while closed, so a test can keep an async apply's
/// diff (which runs on a background task) in flight for as long as it needs, without
/// depending on timing.
final class DiffGate: @unchecked Sendable {
    static let shared = DiffGate()
    private let condition = NSCondition()
    private var isClosed = false
    private var waiting = 0

    func close() {
        condition.lock()
        isClosed = true
        condition.unlock()
    }

    func open() {
        condition.lock()
        isClosed = false
        condition.broadcast()
        condition.unlock()
    }

    /// Whether a background thread is blocked at the gate.
    var hasWaiter: Bool {
        condition.lock()
        defer { condition.unlock() }
        return waiting > 0
    }

    /// Blocks a background thread while the gate is closed; the main thread always passes.
    func pass() {
        guard !Thread.isMainThread else { return }
        condition.lock()
        waiting += 1
        while isClosed { condition.wait() }
        waiting -= 1
        condition.unlock()
    }

    /// Closes the gate and waits until a background diff is blocked at it.
    @MainActor
    func holdNextDiff(file: StaticString = #filePath, line: UInt = #line) async throws {
        let deadline = Date().addingTimeInterval(10)
        while !hasWaiter {
            guard Date() < deadline else {
                open()
                return XCTFail("no diff reached the gate", file: file, line: line)
            }
            try await Task.sleep(nanoseconds: 1_000_000)
        }
    }
}

/// An `Int` whose hashing passes the `DiffGate`.
struct GatedInt: Hashable, Sendable, CustomStringConvertible {
    let value: Int
    init(_ value: Int) { self.value = value }
    func hash(into hasher: inout Hasher) {
        DiffGate.shared.pass()
        hasher.combine(value)
    }
    var description: String { "\(value)" }
}

/// A data source whose snapshots carry a version number as their first item
/// (`versionBase + version`), so every commit can be identified from the log sink, which
/// runs right after the table was updated.
@MainActor
final class VersionedTable {
    static let versionBase = 1_000_000

    let table = HeadlessTableView()
    let dataSource: ReorderableDataSource<String, GatedInt>
    /// Versions in the order their `apply` was called.
    var requested: [Int] = []
    /// Versions in the order they were shown.
    var commits: [Int] = []
    var lines: [String] = []
    /// Set when the table and the data source disagreed at a commit.
    var mismatches: [String] = []

    init() {
        table.register(CountingCell.self, forCellReuseIdentifier: CountingCell.identifier)
        dataSource = ReorderableDataSource<String, GatedInt>.create(tableView: table, enableLogging: true) {
            tableView, indexPath, item, _ in
            let cell = try tableView.dequeueReusableCell(
                CountingCell.self, withIdentifier: CountingCell.identifier,
                for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.logSink = LogSink { [unowned self] line in
            lines.append(line)
            guard line.contains("] apply") || line.contains("] reloadData"), !line.hasSuffix("queued") else { return }
            commits.append(Self.version(of: dataSource.current) ?? -1)
            if table.snapshot() != dataSource.snapshot() { mismatches.append(line) }
        }
    }

    /// Version `version`: one section of a seeded selection of up to `size` items.
    static func snapshot(_ version: Int, size: Int = 300) -> ListSnapshot<String, GatedInt> {
        var random = SplitMix64(seed: UInt64(version))
        let items = (0..<size).filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
        var snapshot = ListSnapshot<String, GatedInt>()
        do {
            try snapshot.appendSections(["S"])
            try snapshot.appendItems(([versionBase + version] + items).map(GatedInt.init), toSection: "S")
        } catch {
            XCTFail("bad fixture: \(error)")
        }
        return snapshot
    }

    static func version(of snapshot: ListSnapshot<String, GatedInt>) -> Int? {
        snapshot.itemIdentifiers.first.map { $0.value - versionBase }
    }

    /// Records the request, then applies asynchronously (one hop to the main actor for
    /// both, so the recorded order is the order `apply` was called in).
    func requestAndApply(_ version: Int, _ snapshot: ListSnapshot<String, GatedInt>) async {
        requested.append(version)
        await dataSource.apply(snapshot, animatingDifferences: true)
    }

    /// The table shows the data source's snapshot, and every visible cell its row's item.
    func assertValid(_ context: String, file: StaticString = #filePath, line: UInt = #line) {
        // What the data source answers the table from (the newest call may wait for a drop).
        XCTAssertEqual(table.snapshot(), dataSource.current, context, file: file, line: line)
        for indexPath in table.visibleRowPaths {
            XCTAssertEqual(
                table.cellForRow(at: indexPath)?.text, dataSource.itemIdentifier(for: indexPath).map { "\($0)" },
                "\(context): \(indexPath)", file: file, line: line)
        }
    }

    /// Checks that versions were shown in the order they were requested, never going back.
    func assertCommitsInRequestOrder(file: StaticString = #filePath, line: UInt = #line) {
        let order = Dictionary(uniqueKeysWithValues: requested.enumerated().map { ($1, $0) })
        let positions = commits.map { order[$0] ?? -1 }
        XCTAssertFalse(positions.contains(-1), "an unknown version was shown: \(commits)", file: file, line: line)
        XCTAssertEqual(
            positions, positions.sorted(), "shown out of order: \(commits) for \(requested)",
            file: file, line: line)
        XCTAssertEqual(Set(positions).count, positions.count, "a version was shown twice", file: file, line: line)
        XCTAssertEqual(mismatches, [], "the table disagreed with the data source", file: file, line: line)
    }
}

final class AsyncApplyTests: XCTestCase {
    @MainActor
    func testAnAwaitedApplyShowsItsSnapshot() async throws {
        let fixture = VersionedTable()
        for version in 0..<5 {
            let snapshot = VersionedTable.snapshot(version)
            await fixture.requestAndApply(version, snapshot)
            XCTAssertEqual(fixture.dataSource.snapshot(), snapshot)
            fixture.assertValid("version \(version)")
        }
        XCTAssertEqual(fixture.commits, [0, 1, 2, 3, 4])
    }

    @MainActor
    func testFiftyConcurrentAppliesEndWithTheLastRequested() async throws {
        for round in 0..<5 {
            let fixture = VersionedTable()
            let snapshots = (0..<50).map { VersionedTable.snapshot(round * 100 + $0) }
            await withTaskGroup(of: Void.self) { group in
                for (index, snapshot) in snapshots.enumerated() {
                    group.addTask {
                        await fixture.requestAndApply(round * 100 + index, snapshot)
                        // Back here, this snapshot or a newer one is shown, and the table agrees.
                        await MainActor.run {
                            fixture.assertValid("after version \(round * 100 + index)")
                            let shown = VersionedTable.version(of: fixture.dataSource.snapshot()) ?? -1
                            let requested = fixture.requested
                            XCTAssertGreaterThanOrEqual(
                                requested.firstIndex(of: shown) ?? -1,
                                requested.firstIndex(of: round * 100 + index) ?? .max,
                                "apply of \(round * 100 + index) returned while an older version is shown")
                        }
                    }
                }
            }
            XCTAssertEqual(fixture.requested.count, 50)
            let last = try XCTUnwrap(fixture.requested.last)
            XCTAssertEqual(VersionedTable.version(of: fixture.dataSource.snapshot()), last, "round \(round)")
            XCTAssertEqual(fixture.commits.last, last)
            XCTAssertLessThan(fixture.commits.count, 50, "applies that waited were coalesced")
            fixture.assertCommitsInRequestOrder()
            fixture.assertValid("round \(round)")
        }
    }

    @MainActor
    func testASynchronousApplyWinsOverAnAsyncDiffInFlight() async throws {
        defer { DiffGate.shared.open() }
        let fixture = VersionedTable()
        fixture.requested = [1]
        fixture.dataSource.apply(VersionedTable.snapshot(1), completion: nil)
        DiffGate.shared.close()
        let task = Task { @MainActor in await fixture.requestAndApply(2, VersionedTable.snapshot(2)) }
        try await DiffGate.shared.holdNextDiff()
        XCTAssertEqual(fixture.requested, [1, 2])
        XCTAssertEqual(fixture.commits, [1], "the async diff is in flight")

        fixture.requested.append(3)
        let newer = VersionedTable.snapshot(3)
        fixture.dataSource.apply(newer, completion: nil)
        fixture.assertValid("right after the synchronous apply")
        DiffGate.shared.open()
        await task.value

        XCTAssertEqual(fixture.dataSource.snapshot(), newer)
        XCTAssertEqual(fixture.commits, [1, 3], "the older async snapshot never landed")
        fixture.assertCommitsInRequestOrder()
        fixture.assertValid("after the async apply returned")
    }

    @MainActor
    func testASynchronousApplyAlsoDropsAsyncSnapshotsWaitingBehindTheDiff() async throws {
        defer { DiffGate.shared.open() }
        let fixture = VersionedTable()
        fixture.requested = [1]
        fixture.dataSource.apply(VersionedTable.snapshot(1), completion: nil)
        DiffGate.shared.close()
        let first = Task { @MainActor in await fixture.requestAndApply(2, VersionedTable.snapshot(2)) }
        try await DiffGate.shared.holdNextDiff()
        let waiting = Task { @MainActor in await fixture.requestAndApply(3, VersionedTable.snapshot(3)) }
        while fixture.requested.count < 3 { try await Task.sleep(nanoseconds: 1_000_000) }

        fixture.requested.append(4)
        fixture.dataSource.apply(VersionedTable.snapshot(4), completion: nil)
        DiffGate.shared.open()
        await first.value
        await waiting.value
        XCTAssertEqual(fixture.commits, [1, 4])
        fixture.assertCommitsInRequestOrder()

        // An async apply requested after the synchronous one does land.
        await fixture.requestAndApply(5, VersionedTable.snapshot(5))
        XCTAssertEqual(fixture.commits, [1, 4, 5])
        fixture.assertValid("after version 5")
    }

    @MainActor
    func testAnAsyncApplyWaitingBehindTheDiffReplacesTheOneInFlight() async throws {
        defer { DiffGate.shared.open() }
        let fixture = VersionedTable()
        fixture.requested = [1]
        fixture.dataSource.apply(VersionedTable.snapshot(1), completion: nil)
        DiffGate.shared.close()
        let first = Task { @MainActor in await fixture.requestAndApply(2, VersionedTable.snapshot(2)) }
        try await DiffGate.shared.holdNextDiff()
        let second = Task { @MainActor in await fixture.requestAndApply(3, VersionedTable.snapshot(3)) }
        let third = Task { @MainActor in await fixture.requestAndApply(4, VersionedTable.snapshot(4)) }
        while fixture.requested.count < 4 { try await Task.sleep(nanoseconds: 1_000_000) }
        DiffGate.shared.open()
        await second.value
        XCTAssertEqual(
            VersionedTable.version(of: fixture.dataSource.snapshot()), 4, "returns once a newer one is shown")
        await first.value
        await third.value
        XCTAssertEqual(fixture.commits, [1, 4], "2 was superseded while in flight, 3 while waiting")
        fixture.assertCommitsInRequestOrder()
        fixture.assertValid("after all three")
    }

    @MainActor
    func testApplyUsingReloadDataWinsOverAnAsyncDiffInFlight() async throws {
        defer { DiffGate.shared.open() }
        let fixture = VersionedTable()
        fixture.requested = [1]
        fixture.dataSource.apply(VersionedTable.snapshot(1), completion: nil)
        DiffGate.shared.close()
        let task = Task { @MainActor in await fixture.requestAndApply(2, VersionedTable.snapshot(2)) }
        try await DiffGate.shared.holdNextDiff()
        fixture.requested.append(3)
        fixture.dataSource.applySnapshotUsingReloadData(VersionedTable.snapshot(3), completion: nil)
        DiffGate.shared.open()
        await task.value
        XCTAssertEqual(fixture.commits, [1, 3])
        XCTAssertEqual(VersionedTable.version(of: fixture.dataSource.snapshot()), 3)
        fixture.assertValid("after reloadData")
    }

    @MainActor
    func testADragDuringAnAsyncDiffIsDiffedAgain() async throws {
        defer { DiffGate.shared.open() }
        let fixture = VersionedTable()
        fixture.requested = [1]
        fixture.dataSource.apply(VersionedTable.snapshot(1), completion: nil)
        DiffGate.shared.close()
        let target = VersionedTable.snapshot(2)
        let task = Task { @MainActor in await fixture.requestAndApply(2, target) }
        try await DiffGate.shared.holdNextDiff()
        // The user drags a row while the diff runs: the diff's base is now stale.
        XCTAssertEqual(fixture.table.performUserMove(from: path(0, 0), to: path(0, 5)), path(0, 5))
        fixture.assertValid("after the drag")
        DiffGate.shared.open()
        await task.value
        XCTAssertEqual(fixture.dataSource.snapshot(), target)
        XCTAssertEqual(fixture.commits, [1, 2])
        XCTAssertFalse(fixture.lines.contains { $0.contains("refused") }, "\(fixture.lines)")
        fixture.assertValid("after the async apply")
    }
}

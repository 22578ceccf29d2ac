import XCTest

@testable import DiffableDataSourceKit

/// One rule for an override of `apply` (issue 49, finding 6): it sees the app's applies and
/// none of the adapter's calls, whether or not a drag holds the view; an observer added
/// with `observeUpdates(_:)` sees every change, in order.
@MainActor
final class OverriddenApplyTests: XCTestCase {
    /// A data source that overrides `apply` to keep an empty-state flag, as Apple's
    /// ingredients sample does, and notes every snapshot the override sees.
    final class EmptyStateDataSource: TableDataSource<Int, String> {
        nonisolated(unsafe) private(set) var isEmpty = true
        nonisolated(unsafe) private(set) var seen: [[String]] = []

        override func apply(
            _ snapshot: ListSnapshot<Int, String>, animatingDifferences: Bool = true,
            completion: (() -> Void)? = nil
        ) {
            isEmpty = snapshot.numberOfItems == 0
            seen.append(snapshot.itemIdentifiers)
            super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
        }
    }

    func makeList() -> (HeadlessTableView, EmptyStateDataSource, TableAdapter<Int, String>) {
        let table = HeadlessTableView()
        let dataSource = EmptyStateDataSource(tableView: table) { _, _, _ in TableViewCell() }
        dataSource.allowReordering = true
        return (table, dataSource, TableAdapter(tableView: table, dataSource: dataSource))
    }

    /// Every adapter call, each with the items it leaves, in order.
    func adapterCalls(_ adapter: TableAdapter<Int, String>) throws -> [[String]] {
        var expected: [[String]] = []
        try adapter.applyInitialSnapshot(sections: [0], itemsBySection: [0: ["a", "b", "c"]])
        expected.append(["a", "b", "c"])
        try adapter.append("d", to: 0)
        expected.append(["a", "b", "c", "d"])
        try adapter.insert("e", before: "a")
        expected.append(["e", "a", "b", "c", "d"])
        try adapter.delete("b")
        expected.append(["e", "a", "c", "d"])
        try adapter.move("e", after: "d")
        expected.append(["a", "c", "d", "e"])
        try adapter.merge(["c", "f"], into: 0)
        expected.append(["a", "c", "d", "e", "f"])
        return expected
    }

    func testAnOverrideSeesNoAdapterCallAndAnObserverSeesEachInOrder() async throws {
        let (table, dataSource, adapter) = makeList()
        var observed: [[String]] = []
        let observation = dataSource.observeUpdates { observed.append($0.snapshot.itemIdentifiers) }
        let expected = try adapterCalls(adapter)
        XCTAssertEqual(dataSource.seen, [], "the adapter's calls do not go through the override")
        XCTAssertEqual(observed, expected)
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())

        // The app's own apply goes through it.
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(snapshot.itemIdentifiers)
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(dataSource.seen, [[]])
        XCTAssertTrue(dataSource.isEmpty)
        XCTAssertEqual(observed.last, [])
        observation.cancel()
    }

    func testTheRuleHoldsWhileADragHoldsTheView() async throws {
        let (table, dataSource, adapter) = makeList()
        try adapter.applyInitialSnapshot(sections: [0], itemsBySection: [0: ["x", "y"]])
        var observed: [[String]] = []
        dataSource.observeUpdates { observed.append($0.snapshot.itemIdentifiers) }
        XCTAssertTrue(table.beginUserDrag(at: IndexPath(row: 0, section: 0)))
        // Queued behind the finger: each builds on the one before.
        try adapter.merge(["a"], into: 0)
        try adapter.append("b", to: 0)
        try adapter.insert("c", before: "x")
        try adapter.delete("y")
        try adapter.move("c", after: "b")
        try adapter.applyInitialSnapshot(sections: [0], itemsBySection: [0: ["x", "a", "b", "c"]])
        XCTAssertEqual(dataSource.seen, [], "queued adapter calls do not go through the override either")
        XCTAssertEqual(observed, [], "nothing reached the view yet")
        table.dropUserDrag(at: IndexPath(row: 0, section: 0))
        table.turnRunLoop()
        XCTAssertEqual(dataSource.seen, [])
        XCTAssertEqual(observed.last, ["x", "a", "b", "c"], "the observer sees the view catch up")
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())

        // An app's apply while the view is held goes through the override, once.
        XCTAssertTrue(table.beginUserDrag(at: IndexPath(row: 0, section: 0)))
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(["a"])
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        try adapter.append("d", to: 0)
        table.dropUserDrag(at: IndexPath(row: 0, section: 0))
        table.turnRunLoop()
        XCTAssertEqual(dataSource.seen, [["x", "b", "c"]])
        XCTAssertEqual(observed.last, ["x", "b", "c", "d"])
    }
}

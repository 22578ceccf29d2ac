import XCTest

@testable import DiffableDataSourceKit

/// The near-end trigger fires once per page even when its action merges the next page at
/// once, during the view's layout (issue 49, finding 5): the merge is queued until the
/// layout ends, and the trigger stays disarmed until the view shows it, instead of firing
/// again for every row of the same layout that is near the end of the rows shown.
@MainActor
final class NearEndTriggerOnceTests: XCTestCase {
    func testAnActionThatMergesAtOnceRunsOncePerPage() async throws {
        let table = HeadlessTableView()
        table.viewportHeight = 220  // 5 rows of 44
        let dataSource = TableDataSource<String, Song>(tableView: table) { _, _, _ in TableViewCell() }
        table.delegate = dataSource.makeDelegate()
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        var actions = 0
        var next = 10
        adapter.whenNearEnd(of: "feed", within: 5) {
            actions += 1
            // Synchronous data: merged while the table lays out rows 5...9.
            _ = try? adapter.merge(PageMergeTests.page(next..<(next + 10)), into: "feed")
            next += 10
        }
        try adapter.merge(PageMergeTests.page(0..<10), into: "feed")
        XCTAssertEqual(actions, 0, "rows 0...4 are not within 5 rows of the end... of 10")
        table.scrollToRow(at: IndexPath(row: 9, section: 0))
        XCTAssertEqual(actions, 1, "one scroll, one page")
        XCTAssertEqual(dataSource.snapshot().numberOfItems, 20)
        try await waitUntil { table.numberOfRows(inSection: 0) == 20 }
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
        XCTAssertEqual(actions, 1, "the rows the merge added are below the viewport")

        // The next page, once the view shows this one.
        table.scrollToRow(at: IndexPath(row: 19, section: 0))
        XCTAssertEqual(actions, 2)
        try await waitUntil { table.numberOfRows(inSection: 0) == 30 }
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers.map(\.id), Array(0..<30))
        XCTAssertNil(table.lastUpdateError)
    }

    /// A merge that waits for a drop leaves the trigger disarmed until the view shows it:
    /// the rows near the end of those shown are not near the end of the merged page.
    func testAMergeThatWaitsForADropArmsTheTriggerOnceShown() async throws {
        let table = HeadlessTableView()
        table.viewportHeight = 220
        let dataSource = ReorderableDataSource<String, Song>.create(tableView: table) { _, _, _, _ in
            TableViewCell()
        }
        table.delegate = dataSource.makeDelegate()
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        var actions = 0
        adapter.whenNearEnd(of: "feed", within: 2) { actions += 1 }
        try adapter.merge(PageMergeTests.page(0..<10), into: "feed")
        XCTAssertTrue(table.beginUserDrag(at: IndexPath(row: 0, section: 0)))
        try adapter.merge(PageMergeTests.page(10..<20), into: "feed")  // waits for the drop
        table.scrollToRow(at: IndexPath(row: 9, section: 0))
        XCTAssertEqual(actions, 0, "row 9 is near the end of the rows shown, not of the feed")
        table.dropUserDrag(at: IndexPath(row: 0, section: 0))
        table.turnRunLoop()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 20)
        table.scrollToRow(at: IndexPath(row: 19, section: 0))
        XCTAssertEqual(actions, 1)
    }

    /// Runs the main queue until `condition` holds, for up to two seconds.
    func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = Date(timeIntervalSinceNow: 2)
        while !condition(), Date() < deadline { try await Task.sleep(nanoseconds: 2_000_000) }
        XCTAssertTrue(condition(), "the view never caught up")
    }
}

import DiffableDataSourceKit
import XCTest

/// The core's decisions on a real (headless) table: the same calls the recording view pins,
/// with the table checking every batch.
@MainActor
final class HeadlessSurfaceTests: XCTestCase {
    func makeTable(allowCrossSectionMove: Bool = false) -> (HeadlessTableView, ReorderableDataSource<String, Int>) {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = ReorderableDataSource<String, Int>.create(
            tableView: table, allowCrossSectionMove: allowCrossSectionMove, enableLogging: true
        ) { tableView, indexPath, item, _ in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.apply(tableSnapshot([("A", [1, 2, 3]), ("B", [4, 5])]), completion: nil)
        return (table, dataSource)
    }

    func testATableOutsideAWindowIsReloadedNotBatched() async throws {
        let (table, dataSource) = makeTable()
        var lines: [String] = []
        dataSource.logSink = LogSink { lines.append($0) }
        table.isInWindow = false
        var new = dataSource.snapshot()
        try new.appendItems([6], toSection: "A")
        dataSource.apply(new, completion: nil)
        XCTAssertEqual(table.snapshot(), new)
        XCTAssertEqual(table.cellForRow(at: path(0, 3))?.text, "6")
        XCTAssertEqual(lines.first, "[ReorderableDataSource] reloadData: the view is not in a window")
    }

    func testAnApplyFromADragCallbackLandsAfterTheDrop() async throws {
        let (table, dataSource) = makeTable()
        var lines: [String] = []
        dataSource.logSink = LogSink { lines.append($0) }
        var appliedDuringDrag: ListChangeset<String, Int>?
        dataSource.didReorder = { transaction in
            // An app that saves and re-applies from the callback, while the table still
            // holds the user's uncommitted drop.
            XCTAssertTrue(table.hasUncommittedUpdates)
            var next = transaction.finalSnapshot
            try? next.appendItems([9], toSection: "B")
            appliedDuringDrag = dataSource.applyReturningChanges(next, completion: nil)
        }
        XCTAssertEqual(table.performUserMove(from: path(0, 0), to: path(0, 2)), path(0, 2))
        XCTAssertEqual(appliedDuringDrag?.isEmpty, true, "nothing runs under the user's finger")
        // The drop is committed when the run loop turns; the apply lands then.
        XCTAssertTrue(table.hasUncommittedUpdates)
        XCTAssertEqual(table.snapshot(), tableSnapshot([("A", [2, 3, 1]), ("B", [4, 5])]))
        table.turnRunLoop()
        XCTAssertFalse(table.hasUncommittedUpdates)
        XCTAssertEqual(table.snapshot(), tableSnapshot([("A", [2, 3, 1]), ("B", [4, 5, 9])]))
        XCTAssertEqual(dataSource.snapshot(), table.snapshot())
        XCTAssertTrue(lines.contains("[ReorderableDataSource] apply while the view is held: queued"), "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("refused") || $0.contains("reloadData") }, "\(lines)")
    }
}

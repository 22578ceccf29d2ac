import XCTest

@testable import DiffableDataSourceKit

/// `sectionHeaderHeight` and `sectionFooterHeight` set to `automaticDimension`, UIKit's
/// default for both: a section with a title gets a header (or footer) of the height the
/// headless table gives a title (`HeadlessTableView.automaticTitleHeight`); one without a title
/// gets none. The rows then follow one another without overlapping; `-1` used to be taken
/// as a height, so every section's first row overlapped the one above by a point.
@MainActor
final class AutomaticHeaderHeightTests: XCTestCase {
    /// "A" (header and footer), "B" (no title), "C" (header), three, two and one rows.
    func makeTable() -> (HeadlessTableView, TableDataSource<String, Int>) {
        let table = HeadlessTableView()
        table.viewportHeight = 400
        let dataSource = TableDataSource<String, Int>(tableView: table) { _, _, _ in TableViewCell() }
        dataSource.headerTitle = { $0 == "B" ? nil : "Header \($0)" }
        dataSource.footerTitle = { $0 == "A" ? "Footer \($0)" : nil }
        dataSource.apply(
            tableSnapshot([("A", [1, 2, 3]), ("B", [4, 5]), ("C", [6])]), animatingDifferences: false, completion: nil)
        return (table, dataSource)
    }

    /// Every row's frame, in table order.
    func frames(_ table: HeadlessTableView) -> [CGRect] {
        (0..<table.numberOfSections).flatMap { section in
            (0..<table.numberOfRows(inSection: section)).map { table.rectForRow(at: tableIndexPath(section, $0)) }
        }
    }

    func testAutomaticHeadersAndFootersTakeTheTitleHeightAndRowsNeverOverlap() async throws {
        let (table, dataSource) = makeTable()
        table.sectionHeaderHeight = HeadlessTableView.automaticDimension
        table.sectionFooterHeight = HeadlessTableView.automaticDimension
        let title = HeadlessTableView.automaticTitleHeight
        XCTAssertEqual(title, 28)
        // A: header, 3 rows, footer; B: 2 rows; C: header, 1 row.
        XCTAssertEqual(
            frames(table).map(\.minY),
            [title, title + 44, title + 88, 2 * title + 132, 2 * title + 176, 3 * title + 220])
        XCTAssertEqual(table.contentHeight, 3 * title + 6 * 44)
        // An update measures the new section's header by the same rule.
        var snapshot = dataSource.snapshot()
        try snapshot.insertSections(["D"], beforeSection: "A")
        try snapshot.appendItems([0], toSection: "D")
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        let rows = frames(table)
        XCTAssertEqual(rows.first?.minY, title)
        for (above, below) in zip(rows, rows.dropFirst()) {
            XCTAssertGreaterThanOrEqual(below.minY, above.maxY, "rows overlap: \(rows)")
        }
        XCTAssertEqual(table.contentHeight, 4 * title + 7 * 44)
    }

    func testOtherNegativeHeadersAreZeroAndAPositiveOneIsTaken() async throws {
        let (table, dataSource) = makeTable()
        table.sectionHeaderHeight = -5
        table.sectionFooterHeight = 10
        XCTAssertEqual(frames(table).map(\.minY), [0, 44, 88, 142, 186, 230])
        XCTAssertEqual(table.contentHeight, 10 + 6 * 44)
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
    }
}

import XCTest

@testable import DiffableDataSourceKit

/// Heights no row should have, as an app may still give them: NaN, negative, infinite or
/// too large for a sum. Each is clamped where it enters the layout (the rule of
/// `RowGeometry.clamped(_:)`): NaN and negative heights are 0, larger than
/// `RowGeometry.maximumHeight` (infinity too) is that maximum; an estimate that is not
/// positive is the table's default. So the content height stays finite and exact through
/// later measures, changes, moves and deletes: `44 − ∞` made it NaN for good, and every
/// scroll then clamped to 0.
@MainActor
final class ExtremeRowHeightTests: XCTestCase {
    /// Heights by item, asked through the table's delegate.
    final class Heights: HeadlessTableViewDelegate {
        var heights: [Int: CGFloat] = [:]
        var estimates: [Int: CGFloat] = [:]
        weak var dataSource: TableDataSource<String, Int>?

        func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            dataSource?.itemIdentifier(for: indexPath).flatMap { heights[$0] } ?? 44
        }

        func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            dataSource?.itemIdentifier(for: indexPath).flatMap { estimates[$0] } ?? tableView.estimatedRowHeight
        }
    }

    let maximum = CGFloat(RowGeometry.maximumHeight)

    /// A table of items 0..<20 in one section, 400 points high, sized by `heights`.
    func makeTable(_ heights: Heights) -> (HeadlessTableView, TableDataSource<String, Int>) {
        let table = HeadlessTableView()
        table.viewportHeight = 400
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = TableDataSource<String, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        heights.dataSource = dataSource
        table.delegate = heights
        dataSource.apply(tableSnapshot([("A", Array(0..<20))]), animatingDifferences: false, completion: nil)
        return (table, dataSource)
    }

    /// Reloads rows, which measures them again (a reconfigure measures only rows sized by
    /// their cells).
    func reload(_ items: [Int], _ dataSource: TableDataSource<String, Int>) throws {
        var snapshot = dataSource.snapshot()
        try snapshot.reloadItems(items)
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
    }

    /// Scrolls to `y`, and checks the table went there and shows the row at `y` first.
    func assertScrolls(
        _ table: HeadlessTableView, to y: CGFloat, showing row: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        table.contentOffset.y = y
        XCTAssertEqual(table.contentOffset.y, y, "the offset is not clamped to 0", file: file, line: line)
        XCTAssertEqual(table.visibleRowPaths.first, tableIndexPath(0, row), file: file, line: line)
    }

    func testAnInfiniteHeightChangedLaterLeavesAFiniteExactLayout() async throws {
        let heights = Heights()
        heights.heights[5] = .infinity
        let (table, dataSource) = makeTable(heights)
        XCTAssertEqual(table.contentHeight, 19 * 44 + maximum)
        XCTAssertEqual(table.rectForRow(at: tableIndexPath(0, 5)).height, maximum)
        XCTAssertEqual(table.rectForRow(at: tableIndexPath(0, 6)).minY, 5 * 44 + maximum)
        // The app measures the row again, at 50 points.
        heights.heights[5] = 50
        try reload([5], dataSource)
        XCTAssertEqual(table.contentHeight, 19 * 44 + 50)
        assertScrolls(table, to: 300, showing: 6)
        // Infinite again, then a finite height by a change of every height.
        heights.heights[5] = .infinity
        try reload([5], dataSource)
        XCTAssertEqual(table.contentHeight, 19 * 44 + maximum)
        heights.heights[5] = 30
        dataSource.invalidateRowHeights()
        XCTAssertEqual(table.contentHeight, 19 * 44 + 30)
        assertScrolls(table, to: 300, showing: 7)
    }

    func testAnInfiniteRowMovedOrDeletedLeavesAFiniteExactLayout() async throws {
        let heights = Heights()
        heights.heights[5] = .infinity
        heights.heights[6] = .infinity
        let (table, dataSource) = makeTable(heights)
        XCTAssertEqual(table.contentHeight, 18 * 44 + 2 * maximum)
        var snapshot = dataSource.snapshot()
        try snapshot.moveItem(5, afterItem: 19)
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(table.contentHeight, 18 * 44 + 2 * maximum)
        XCTAssertEqual(table.rectForRow(at: tableIndexPath(0, 19)).height, maximum)
        snapshot.deleteItems([5, 6])
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(table.contentHeight, 18 * 44)
        assertScrolls(table, to: 100, showing: 2)
    }

    func testAnInfiniteEstimateIsMeasuredToAFiniteExactLayout() async throws {
        let heights = Heights()
        heights.estimates[15] = .infinity
        heights.estimates[16] = .nan
        let (table, dataSource) = makeTable(heights)
        table.estimatedRowHeight = 44
        // Not on screen: row 15 has its estimate, clamped; NaN is no estimate (44).
        XCTAssertEqual(table.contentHeight, 19 * 44 + maximum)
        // Scrolled to, it is measured: 44 points.
        table.scrollToRow(at: tableIndexPath(0, 15))
        XCTAssertEqual(table.contentHeight, 20 * 44)
        XCTAssertEqual(table.contentOffset.y, 20 * 44 - 400, "at the end of the content, not at 0")
        assertScrolls(table, to: 100, showing: 2)
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
    }

    func testNaNNegativeAndHugeHeightsFollowTheRuleAndComeBack() async throws {
        let heights = Heights()
        heights.heights[1] = .nan
        heights.heights[2] = -5
        heights.heights[3] = .greatestFiniteMagnitude
        heights.heights[4] = .greatestFiniteMagnitude
        heights.heights[7] = -.infinity
        let (table, dataSource) = makeTable(heights)
        XCTAssertEqual(table.contentHeight, 15 * 44 + 2 * maximum)
        XCTAssertEqual(table.rectForRow(at: tableIndexPath(0, 1)).height, 0)
        XCTAssertEqual(table.rectForRow(at: tableIndexPath(0, 2)).height, 0)
        XCTAssertEqual(table.rectForRow(at: tableIndexPath(0, 7)).height, 0)
        heights.heights = [:]
        try reload([1, 2, 3, 4, 7], dataSource)
        XCTAssertEqual(table.contentHeight, 20 * 44)
        assertScrolls(table, to: 100, showing: 2)
    }

    func testTheTablesOwnHeightsAreClampedToo() async throws {
        let table = HeadlessTableView()
        table.viewportHeight = 400
        let dataSource = TableDataSource<String, Int>(tableView: table) { _, _, _ in TableViewCell() }
        dataSource.headerTitle = { $0 }
        dataSource.apply(tableSnapshot([("A", [1, 2]), ("B", [3])]), animatingDifferences: false, completion: nil)
        table.rowHeight = .infinity
        table.sectionHeaderHeight = .nan
        XCTAssertEqual(table.contentHeight, 3 * maximum)
        table.rowHeight = 44
        table.sectionHeaderHeight = .infinity
        XCTAssertEqual(table.contentHeight, 3 * 44 + 2 * maximum)
        table.sectionHeaderHeight = 20
        XCTAssertEqual(table.contentHeight, 3 * 44 + 2 * 20)
    }

    /// The geometry keeps its own rule, whatever reaches it.
    func testTheGeometryStoresOnlyFiniteHeights() {
        var geometry = RowGeometry(
            rowCounts: [3], header: { _ in .nan }, footer: { _ in .infinity },
            row: { _, row in [.infinity, 44, -1][row] })
        let maximum = RowGeometry.maximumHeight
        XCTAssertEqual(geometry.heights, [0, maximum, 44, 0, maximum])
        geometry.setHeight(.infinity, ofEntry: 2)
        geometry.setHeight(30, ofEntry: 1)
        geometry.insertRow(.nan, section: 0, row: 0)
        geometry.insertRow(.infinity, section: 0, row: 0)
        XCTAssertEqual(geometry.contentHeight, 30 + 3 * maximum)
        geometry.removeRow(section: 0, row: 0)
        geometry.setHeight(44, ofEntry: 3)
        geometry.appendSection(header: -.infinity, rows: [.greatestFiniteMagnitude, 1], footer: 2)
        XCTAssertEqual(geometry.heights, [0, 0, 30, 44, 0, maximum, 0, maximum, 1, 2])
        XCTAssertEqual(geometry.contentHeight, 30 + 44 + 2 * maximum + 3)
    }
}

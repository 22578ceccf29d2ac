import DiffableDataSourceKit
import XCTest

/// What one adapter call costs the table, counted rather than timed: on a 100k-row table a
/// one-row call asks the height closure only for the rows it changes or shows, and builds
/// at most one cell.
final class AdapterCallCountTests: XCTestCase {
    @MainActor
    func testOneAppendMeasuresOneRowAndBuildsOneCell() async throws {
        for estimated in [false, true] {
            let table = HeadlessTableView()
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            var cellsBuilt = 0
            let dataSource = ReorderableDataSource<Int, Int>.create(tableView: table) { table, path, item, _ in
                cellsBuilt += 1
                let cell = try table.dequeueReusableCell(withIdentifier: "row", for: path)
                cell.text = String(item)
                return cell
            }
            let adapter = TableAdapter(tableView: table, dataSource: dataSource)
            var heightCalls = 0
            let height: TableAdapter<Int, Int>.HeightProvider = { _, _, item, _ in
                heightCalls += 1
                return CGFloat(40 + item % 3)
            }
            let estimate: TableAdapter<Int, Int>.HeightProvider = { _, _, _, _ in 41 }
            adapter.setHeightProviders(height: height, estimated: estimated ? estimate : nil)
            try adapter.applyInitialSnapshot(sections: [0, 1], itemsBySection: [0: Array(0..<100_000)])
            let visible = table.indexPathsForVisibleRows.count
            XCTAssertGreaterThan(visible, 0)
            heightCalls = 0
            cellsBuilt = 0
            try adapter.append(100_000, to: 0)  // off screen
            XCTAssertLessThanOrEqual(heightCalls, visible + 1, "estimated: \(estimated)")
            XCTAssertLessThanOrEqual(cellsBuilt, 1, "estimated: \(estimated)")
            heightCalls = 0
            cellsBuilt = 0
            try adapter.insert(-1, before: 0)  // on screen
            XCTAssertLessThanOrEqual(heightCalls, visible + 1, "estimated: \(estimated)")
            XCTAssertLessThanOrEqual(cellsBuilt, 1, "estimated: \(estimated)")
            // The inserted row (item -1) is 39 points high; the rows below moved down by it.
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 39)
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 39 + 40)
        }
    }
}

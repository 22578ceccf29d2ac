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
                let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
                cell.text = String(item)
                return cell
            }
            let adapter = TableAdapter(tableView: table, dataSource: dataSource)
            table.delegate = dataSource.makeDelegate()
            var heightCalls = 0
            let height: TableAdapter<Int, Int>.HeightProvider = { _, _, item, _ in
                heightCalls += 1
                return CGFloat(40 + item % 3)
            }
            let estimate: TableAdapter<Int, Int>.HeightProvider = { _, _, _, _ in 41 }
            adapter.setHeightProviders(height: height, estimated: estimated ? estimate : nil)
            try adapter.applyInitialSnapshot(sections: [0, 1], itemsBySection: [0: Array(0..<100_000)])
            let visible = table.visibleRowPaths.count
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

    /// Appending an item to a new section measures that section's row, not the 100k rows
    /// of the others, and lays the table out as a table that loaded the final list does.
    @MainActor
    func testAnAppendToANewSectionMeasuresOnlyThatSection() async throws {
        func makeTable(counting heightCalls: @escaping @MainActor () -> Void) -> (
            HeadlessTableView, ReorderableDataSource<Int, Int>, TableAdapter<Int, Int>
        ) {
            let table = HeadlessTableView()
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            let dataSource = ReorderableDataSource<Int, Int>.create(tableView: table) { table, path, _, _ in
                table.dequeueReusableCell(withIdentifier: "row", for: path)
            }
            dataSource.headerTitle = { section in section == 0 ? nil : "Section \(section)" }
            let adapter = TableAdapter(tableView: table, dataSource: dataSource)
            table.delegate = dataSource.makeDelegate()
            adapter.setHeightProviders(
                height: { _, _, item, _ in
                    heightCalls()
                    return CGFloat(40 + item % 3)
                }, estimated: nil)
            return (table, dataSource, adapter)
        }
        var heightCalls = 0
        let (table, _, adapter) = makeTable { heightCalls += 1 }
        try adapter.applyInitialSnapshot(sections: [0], itemsBySection: [0: Array(0..<100_000)])
        let visible = table.visibleRowPaths.count
        heightCalls = 0
        try adapter.append(100_000, to: 7)
        XCTAssertLessThanOrEqual(heightCalls, visible + 1)
        XCTAssertEqual(table.numberOfSections, 2)

        let (fresh, _, freshAdapter) = makeTable {}
        try freshAdapter.applyInitialSnapshot(
            sections: [0, 7], itemsBySection: [0: Array(0..<100_000), 7: [100_000]])
        XCTAssertEqual(table.contentHeight, fresh.contentHeight)
        for path in [IndexPath(row: 0, section: 1), IndexPath(row: 99_999, section: 0)] {
            XCTAssertEqual(table.rectForRow(at: path), fresh.rectForRow(at: path), "\(path)")
        }
    }

    /// A batch too large to edit in place (a fifth of the rows inserted or deleted, rows
    /// moved and reloaded, a section moved and one deleted) asks the height closure only for
    /// the rows it inserts or reloads and the visible ones, and lays the table out as a
    /// table that loaded the final list does.
    @MainActor
    func testAChurnedApplyMeasuresOnlyTheRowsItCreates() async throws {
        var heightCalls = 0
        func makeTable() -> (HeadlessTableView, ReorderableDataSource<Int, Int>, TableAdapter<Int, Int>) {
            let table = HeadlessTableView()
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            let dataSource = ReorderableDataSource<Int, Int>.create(tableView: table) { table, path, _, _ in
                table.dequeueReusableCell(withIdentifier: "row", for: path)
            }
            let adapter = TableAdapter(tableView: table, dataSource: dataSource)
            table.delegate = dataSource.makeDelegate()
            adapter.setHeightProviders(
                height: { _, _, item, _ in
                    heightCalls += 1
                    return CGFloat(40 + item % 5)
                }, estimated: nil)
            return (table, dataSource, adapter)
        }
        var old = ListSnapshot<Int, Int>()
        try old.appendSections([0, 1, 2])
        try old.appendItems(Array(0..<10_000), toSection: 0)
        try old.appendItems(Array(10_000..<12_000), toSection: 1)
        try old.appendItems(Array(12_000..<13_000), toSection: 2)
        var new = old
        new.deleteItems(stride(from: 0, to: 10_000, by: 5).map { $0 })
        try new.insertItems(Array(20_000..<22_000), afterItem: 9_999)
        for item in stride(from: 3, to: 3_000, by: 100) { try new.moveItem(item, afterItem: 11_999) }
        let reloaded = stride(from: 1, to: 10_000, by: 50).map { $0 }
        try new.reloadItems(reloaded)
        try new.moveSection(1, beforeSection: 0)
        new.deleteSections([2])

        let (table, dataSource, adapter) = makeTable()
        dataSource.apply(old, animatingDifferences: false, completion: nil)
        let visible = table.visibleRowPaths.count
        heightCalls = 0
        let changes = dataSource.applyReturningChanges(new, animatingDifferences: true, completion: nil)
        XCTAssertEqual(table.snapshot(), new)
        XCTAssertEqual(changes.counts.itemReloads, reloaded.count)
        // Inserted rows and reloaded rows, and the rows that became visible.
        XCTAssertLessThanOrEqual(heightCalls, 2_000 + reloaded.count + visible + 1)

        let (fresh, freshSource, freshAdapter) = makeTable()
        freshSource.apply(new, animatingDifferences: false, completion: nil)
        XCTAssertEqual(table.contentHeight, fresh.contentHeight)
        for path in [
            IndexPath(row: 0, section: 1), IndexPath(row: 9_999, section: 1), IndexPath(row: 1_999, section: 0),
        ] {
            XCTAssertEqual(table.rectForRow(at: path), fresh.rectForRow(at: path), "\(path)")
        }
        withExtendedLifetime((adapter, freshAdapter)) {}
    }
}

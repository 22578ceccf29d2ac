import DiffableDataSourceKit
import XCTest

/// A cell that counts how often the table prepared it for reuse, and what it showed then.
final class CountingCell: TableViewCell {
    static let identifier = "counting"
    private(set) var reuseCount = 0
    private(set) var textsBeforeReuse: [String?] = []

    override func prepareForReuse() {
        textsBeforeReuse.append(text)
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A cell class registered where the builder expects another one.
final class OtherCell: TableViewCell {}

/// A table fed by a `ReorderableDataSource<String, Int>` whose builder dequeues a
/// `CountingCell` and shows the item as text; counts builder calls.
@MainActor
final class CountingTable {
    let table = HeadlessTableView()
    var builderCalls: [IndexPath] = []
    private(set) var dataSource: ReorderableDataSource<String, Int>!

    init(viewportHeight: CGFloat = 440, register: Bool = true) {
        table.viewportHeight = viewportHeight
        if register { table.register(CountingCell.self, forCellReuseIdentifier: CountingCell.identifier) }
        dataSource = ReorderableDataSource<String, Int>.create(tableView: table) {
            [unowned self] tableView, indexPath, item, _ in
            builderCalls.append(indexPath)
            let cell = try tableView.dequeueReusableCell(
                CountingCell.self, withIdentifier: CountingCell.identifier, for: indexPath)
            cell.text = "\(item)"
            return cell
        }
    }

    /// Shows one section "S" with `count` items 0..<count.
    func show(_ count: Int) {
        dataSource.apply(tableSnapshot([("S", Array(0..<count))]), animatingDifferences: false, completion: nil)
    }

    /// Checks that every visible row has a cell that shows its item.
    func assertCellsShowTheirRows(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(table.visibleCells.count, table.visibleRowPaths.count, file: file, line: line)
        for indexPath in table.visibleRowPaths {
            let item = dataSource.itemIdentifier(for: indexPath)
            XCTAssertEqual(
                table.cellForRow(at: indexPath)?.text, item.map { "\($0)" }, "\(indexPath)",
                file: file, line: line)
        }
    }
}

final class HeadlessTableCellTests: XCTestCase {
    // MARK: Register, dequeue, reuse

    @MainActor
    func testDequeueMakesACellOfTheRegisteredClass() async throws {
        let table = HeadlessTableView()
        table.register(CountingCell.self, forCellReuseIdentifier: "a")
        table.register(OtherCell.self, forCellReuseIdentifier: "b")
        let a = table.dequeueReusableCell(withIdentifier: "a", for: path(0, 0))
        let b = table.dequeueReusableCell(withIdentifier: "b", for: path(0, 0))
        XCTAssertTrue(a is CountingCell)
        XCTAssertTrue(b is OtherCell)
        XCTAssertEqual(a.reuseIdentifier, "a")
        XCTAssertEqual(b.reuseIdentifier, "b")
        XCTAssertFalse(
            a === (table.dequeueReusableCell(withIdentifier: "a", for: path(0, 0))),
            "a dequeued cell the table does not show is not handed out twice")
        XCTAssertEqual(table.cellsCreated, 3)
        XCTAssertNil(TableViewCell().reuseIdentifier, "a cell made directly has no identifier")
    }

    @MainActor
    func testRegisteringAgainReplacesTheClass() async throws {
        let table = HeadlessTableView()
        table.register(CountingCell.self, forCellReuseIdentifier: "a")
        table.register(OtherCell.self, forCellReuseIdentifier: "a")
        XCTAssertTrue(table.dequeueReusableCell(withIdentifier: "a", for: path(0, 0)) is OtherCell)
    }

    @MainActor
    func testCellsOfAReplacedClassAreNotHandedOutAgain() async throws {
        // Registered again while its cells are on screen: the old cells must not come back
        // from the pool once they scroll off.
        let table = HeadlessTableView()
        table.viewportHeight = 440
        table.register(OtherCell.self, forCellReuseIdentifier: "row")
        let dataSource = ReorderableDataSource<String, Int>.create(tableView: table) { tableView, indexPath, item, _ in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.apply(tableSnapshot([("S", Array(0..<100))]), completion: nil)
        XCTAssertTrue(table.visibleCells.allSatisfy { $0 is OtherCell })
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.contentOffset.y = 44 * 50
        XCTAssertTrue(
            table.visibleCells.allSatisfy { $0 is CountingCell }, "\(table.visibleCells.map { type(of: $0) })")
        table.contentOffset.y = 0
        XCTAssertTrue(table.visibleCells.allSatisfy { $0 is CountingCell })
        XCTAssertEqual(table.visibleCells.map(\.text), (0..<10).map { "\($0)" })
    }

    @MainActor
    func testACellScrolledOffIsReusedAfterPrepareForReuse() async throws {
        let fixture = CountingTable(viewportHeight: 440)
        fixture.show(100)
        let table = fixture.table
        XCTAssertEqual(table.visibleRowPaths, (0..<10).map { path(0, $0) })
        XCTAssertEqual(table.cellsCreated, 10)
        let first = try XCTUnwrap(table.cellForRow(at: path(0, 0)) as? CountingCell)
        XCTAssertEqual(first.reuseCount, 0)

        table.contentOffset.y = 50 * 44
        XCTAssertEqual(table.visibleRowPaths, (50..<60).map { path(0, $0) })
        XCTAssertNil(table.cellForRow(at: path(0, 0)), "a row scrolled off has no cell")
        XCTAssertEqual(table.cellsCreated, 10, "the ten cells that left were reused")
        XCTAssertEqual(first.reuseCount, 1)
        XCTAssertEqual(first.textsBeforeReuse, ["0"], "prepared for reuse before it was configured again")
        XCTAssertTrue(table.visibleCells.contains { $0 === first })
        fixture.assertCellsShowTheirRows()

        // Back to the top: the same ten cells again.
        let middleCells = table.visibleCells
        table.contentOffset.y = 0
        XCTAssertEqual(table.cellsCreated, 10)
        XCTAssertTrue(table.visibleCells.allSatisfy { cell in middleCells.contains { $0 === cell } })
        fixture.assertCellsShowTheirRows()
    }

    @MainActor
    func testCellsOfDeletedRowsGoBackToThePool() async throws {
        let fixture = CountingTable(viewportHeight: 440)
        fixture.show(10)
        let gone = try XCTUnwrap(fixture.table.cellForRow(at: path(0, 3)) as? CountingCell)
        fixture.dataSource.apply(tableSnapshot([("S", [0, 1, 2, 4, 5, 6, 7, 8, 9])]), completion: nil)
        XCTAssertFalse(fixture.table.visibleCells.contains { $0 === gone })
        XCTAssertEqual(gone.reuseCount, 0, "waiting in the pool")
        fixture.dataSource.apply(tableSnapshot([("S", [0, 1, 2, 4, 5, 6, 7, 8, 9, 99])]), completion: nil)
        XCTAssertEqual(fixture.table.cellsCreated, 10, "the inserted row reuses the deleted row's cell")
        XCTAssertTrue(fixture.table.cellForRow(at: path(0, 9)) === gone)
        XCTAssertEqual(gone.reuseCount, 1)
        XCTAssertEqual(gone.textsBeforeReuse, ["3"])
        fixture.assertCellsShowTheirRows()
    }

    @MainActor
    func testAnUnregisteredIdentifierGivesAPlainCellAndIsReported() async throws {
        let table = HeadlessTableView()
        let (cell, diagnostics) = recordingDiagnostics {
            table.dequeueReusableCell(withIdentifier: "nope", for: path(0, 0))
        }
        XCTAssertTrue(type(of: cell) == TableViewCell.self)
        XCTAssertEqual(cell.reuseIdentifier, "nope")
        XCTAssertEqual(table.lastCellError as? TableViewError, .unregisteredIdentifier("nope"))
        XCTAssertEqual(diagnostics.map(\.kind), [.unregisteredIdentifier])
        XCTAssertEqual(
            diagnostics.first?.message,
            "unable to dequeue a cell with identifier nope - must register a nib or a class for the identifier")
        // The diagnostic names this call site.
        XCTAssertEqual(diagnostics.first?.file, "DiffableDataSourceKitTests/HeadlessTableCellTests.swift")
    }

    @MainActor
    func testABuilderDequeueingAnUnregisteredIdentifierShowsAPlainCell() async throws {
        let fixture = CountingTable(register: false)
        var lines: [String] = []
        fixture.dataSource.enableLogging = true
        fixture.dataSource.logSink = LogSink { lines.append($0) }
        fixture.show(3)
        let table = fixture.table
        XCTAssertEqual(table.visibleCells.count, 3, "every row still has a cell")
        for cell in table.visibleCells {
            XCTAssertTrue(type(of: cell) == TableViewCell.self, "a plain cell, not \(type(of: cell))")
            XCTAssertNil(cell.text)
        }
        XCTAssertEqual(table.lastCellError as? TableViewError, .unregisteredIdentifier(CountingCell.identifier))
        XCTAssertEqual(table.snapshot(), fixture.dataSource.snapshot(), "the rows are right even without cells")
        XCTAssertEqual(lines.filter { $0.contains("cell builder failed") }.count, 3)

        // Once the class is registered, rebuilt rows get real cells.
        table.register(CountingCell.self, forCellReuseIdentifier: CountingCell.identifier)
        table.reloadData()
        fixture.assertCellsShowTheirRows()
        XCTAssertTrue(table.visibleCells.allSatisfy { $0 is CountingCell })
    }

    @MainActor
    func testTheTypedDequeueOfAnotherClassThrows() async throws {
        let table = HeadlessTableView()
        table.register(OtherCell.self, forCellReuseIdentifier: "row")
        XCTAssertThrowsError(try table.dequeueReusableCell(CountingCell.self, withIdentifier: "row", for: path(0, 0))) {
            XCTAssertEqual(
                $0 as? TableViewError,
                .wrongCellClass(identifier: "row", expected: "CountingCell", registered: "OtherCell"))
            XCTAssertEqual("\($0)", "the cell registered for identifier row is of class OtherCell, not CountingCell")
        }
        XCTAssertThrowsError(try table.dequeueReusableCell(CountingCell.self, withIdentifier: "x", for: path(0, 0))) {
            XCTAssertEqual($0 as? TableViewError, .unregisteredIdentifier("x"))
        }
        let cell: TableViewCell = try table.dequeueReusableCell(
            TableViewCell.self, withIdentifier: "row", for: path(0, 0))
        XCTAssertTrue(cell is OtherCell, "a superclass is fine")
    }

    @MainActor
    func testABuilderDequeueingTheWrongClassShowsAPlainCell() async throws {
        let fixture = CountingTable()
        fixture.table.register(OtherCell.self, forCellReuseIdentifier: CountingCell.identifier)
        fixture.show(2)
        XCTAssertTrue(fixture.table.visibleCells.allSatisfy { type(of: $0) == TableViewCell.self })
        guard
            case .wrongCellClass(let identifier, let expected, let registered)? =
                fixture.table.lastCellError as? TableViewError
        else { return XCTFail("lastCellError: \(String(describing: fixture.table.lastCellError))") }
        XCTAssertEqual([identifier, expected, registered], [CountingCell.identifier, "CountingCell", "OtherCell"])
    }

    // MARK: Visible rows and cells

    @MainActor
    func testOnlyVisibleRowsHaveCells() async throws {
        let fixture = CountingTable(viewportHeight: 440)
        fixture.show(30)
        let table = fixture.table
        XCTAssertNotNil(table.cellForRow(at: path(0, 9)))
        XCTAssertNil(table.cellForRow(at: path(0, 10)), "below the viewport")
        XCTAssertNil(table.cellForRow(at: path(0, 30)), "out of range")
        XCTAssertNil(table.cellForRow(at: path(1, 0)), "no such section")
        XCTAssertNil(table.cellForRow(at: path(-1, 0)))
        XCTAssertNil(table.cellForRow(at: IndexPath(index: 0)), "malformed")
        XCTAssertEqual(fixture.builderCalls, (0..<10).map { path(0, $0) }, "cells are built for visible rows only")
    }

    @MainActor
    func testVisibleRowsAndCellsAreInOrderAndAgree() async throws {
        let fixture = CountingTable(viewportHeight: 100)
        fixture.show(10)
        let table = fixture.table
        table.contentOffset.y = 30  // row 0 partly hidden, row 1 whole, row 2 partly
        XCTAssertEqual(table.visibleRowPaths, [path(0, 0), path(0, 1), path(0, 2)])
        table.contentOffset.y = 50
        XCTAssertEqual(table.visibleRowPaths, [path(0, 1), path(0, 2), path(0, 3)])
        let cells = table.visibleCells
        XCTAssertEqual(cells.map(\.text), ["1", "2", "3"])
        for (cell, indexPath) in zip(cells, table.visibleRowPaths) {
            XCTAssertTrue(table.cellForRow(at: indexPath) === cell)
        }
        table.contentOffset.y = 88  // exactly at row 2's top: row 1 is not visible
        XCTAssertEqual(table.visibleRowPaths.first, path(0, 2))
    }

    @MainActor
    func testAnEmptyTableHasNoVisibleRows() async throws {
        let fixture = CountingTable()
        fixture.show(0)
        XCTAssertEqual(fixture.table.visibleRowPaths, [])
        XCTAssertEqual(fixture.table.visibleCells.count, 0)
        fixture.table.viewportHeight = 0
        fixture.show(5)
        XCTAssertEqual(fixture.table.visibleRowPaths, [], "a table of no height shows nothing")
        XCTAssertEqual(fixture.table.cellsCreated, 0)
    }

    @MainActor
    func testReloadDataBuildsEveryVisibleCellAgainFromThePool() async throws {
        let fixture = CountingTable(viewportHeight: 440)
        fixture.show(20)
        fixture.builderCalls = []
        let before = fixture.table.visibleCells
        fixture.table.reloadData()
        XCTAssertEqual(fixture.builderCalls, (0..<10).map { path(0, $0) })
        XCTAssertEqual(fixture.table.cellsCreated, 10, "reloadData reuses the cells it recycled")
        XCTAssertTrue(fixture.table.visibleCells.allSatisfy { cell in before.contains { $0 === cell } })
        XCTAssertTrue(fixture.table.visibleCells.allSatisfy { ($0 as? CountingCell)?.reuseCount == 1 })
        fixture.assertCellsShowTheirRows()
        XCTAssertEqual(fixture.table.snapshot(), fixture.dataSource.snapshot())
    }

    // MARK: Only visible rows get cells

    @MainActor
    func testA100kRowSnapshotCreatesOnlyTheVisibleCells() async throws {
        let fixture = CountingTable(viewportHeight: 844)
        fixture.show(100_000)
        let table = fixture.table
        let visible = table.visibleRowPaths.count
        XCTAssertEqual(visible, 20, "844 / 44 points: 19 rows and part of a 20th")
        XCTAssertLessThanOrEqual(table.cellsCreated, visible + 2)
        XCTAssertEqual(table.contentHeight, 100_000 * 44)
        fixture.assertCellsShowTheirRows()

        table.scrollToRow(at: path(0, 50_000))
        XCTAssertEqual(table.visibleRowPaths.first, path(0, 50_000))
        XCTAssertEqual(table.cellForRow(at: path(0, 50_000))?.text, "50000")
        XCTAssertLessThanOrEqual(table.cellsCreated, visible + 2, "scrolling reuses cells")
        fixture.assertCellsShowTheirRows()

        // Scroll through a stretch one row at a time: still no new cells.
        for row in stride(from: 50_001, through: 50_200, by: 1) {
            table.scrollToRow(at: path(0, row))
        }
        XCTAssertLessThanOrEqual(table.cellsCreated, visible + 2)
        XCTAssertEqual(fixture.builderCalls.count, visible + 200 + visible, "one build per row that appears")
        fixture.assertCellsShowTheirRows()
    }

    @MainActor
    func testAFallbackDequeueOfTheRightClassDoesNotDrainThePool() async throws {
        // A builder that tries one class and falls back to another: the failed typed
        // dequeue must not take a cell from the pool (or create one) and drop it.
        let table = HeadlessTableView()
        table.viewportHeight = 440
        table.register(OtherCell.self, forCellReuseIdentifier: "row")
        let dataSource = ReorderableDataSource<String, Int>.create(tableView: table) { tableView, indexPath, item, _ in
            if let cell = try? tableView.dequeueReusableCell(CountingCell.self, withIdentifier: "row", for: indexPath) {
                return cell
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.apply(tableSnapshot([("S", Array(0..<1_000))]), completion: nil)
        XCTAssertEqual(table.cellsCreated, 10)
        for row in 1...500 { table.scrollToRow(at: path(0, row)) }
        XCTAssertEqual(table.cellsCreated, 10, "the ten visible cells, reused all the way")
        XCTAssertTrue(table.visibleCells.allSatisfy { $0 is OtherCell })
        XCTAssertNil(table.lastCellError)
    }
}

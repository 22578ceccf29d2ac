import DiffableDataSourceKit
import XCTest

/// A table data source that overrides Apple's overridable methods, as apps subclass
/// `UITableViewDiffableDataSource`.
final class TitledDataSource: DiffableTableDataSource<String, Int> {
    var committedDeletes: [IndexPath] = []

    override func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section).map { "Section \($0)" }
    }

    override func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
        "\(snapshot().numberOfItems(inSection: sectionIdentifier(for: section) ?? "")) items"
    }

    override func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool {
        itemIdentifier(for: indexPath).map { $0 % 2 == 0 } ?? false
    }

    override func tableView(
        _ tableView: HeadlessTableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        committedDeletes.append(indexPath)
        var snapshot = snapshot()
        if let item = itemIdentifier(for: indexPath) { snapshot.deleteItems([item]) }
        apply(snapshot, completion: nil)
    }

    override func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]? {
        snapshot().sectionIdentifiers
    }

    override func tableView(_ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int)
        -> Int
    {
        snapshot().sectionIdentifiers.count - 1 - index
    }
}

/// Apple's class shape: the data source is the view's data source, takes Apple's
/// initializer, and a subclass's overrides are what the view shows.
@MainActor
final class AppleShapedDataSourceTests: XCTestCase {
    func makeTable() -> HeadlessTableView {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        return table
    }

    func testEveryDataSourceIsItsViewsDataSourceAndLeavesTheDelegateAlone() async {
        let table = makeTable()
        let apple = DiffableTableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
        XCTAssertTrue(table.dataSource === apple)
        XCTAssertNil(table.delegate)

        let kit = BaseReorderableDiffableDataSource<String, Int>.create(tableView: table) { _, _, _, _ in
            TableViewCell()
        }
        XCTAssertTrue(table.dataSource === kit)
        // The kit's class is Apple's table data source, subclassed.
        let asApples: DiffableTableDataSource<String, Int> = kit
        XCTAssertTrue(table.dataSource === asApples)
        XCTAssertNil(table.delegate)

        let collectionView = HeadlessCollectionView()
        let collection = DiffableCollectionDataSource<String, Int>(collectionView: collectionView) { _, _, _ in nil }
        XCTAssertTrue(collectionView.dataSource === collection)
        XCTAssertNil(collectionView.delegate)
    }

    func testApplesInitializerTakesAThreeArgumentCellProvider() async throws {
        let table = makeTable()
        let dataSource = DiffableTableDataSource<String, Int>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "item \(item)"
            cell.detailTextLabel?.text = "row \(indexPath.row)"
            return cell
        }
        dataSource.apply(tableSnapshot([("A", [1, 2])]), animatingDifferences: false, completion: nil)
        XCTAssertEqual(table.visibleCells.map(\.text), ["item 1", "item 2"])
        XCTAssertEqual(table.visibleCells.map(\.secondaryText), ["row 0", "row 1"])
        XCTAssertEqual(dataSource.description(), "TableDataSource: 1 sections, 2 items")
        // As Apple's: no reordering until asked for, and any section allowed.
        XCTAssertFalse(dataSource.tableView(table, canMoveRowAt: path(0, 0)))
        XCTAssertTrue(dataSource.allowCrossSectionMove)
    }

    func testASubclassesOverridesAreWhatTheTableShows() async throws {
        let table = makeTable()
        let dataSource = TitledDataSource(tableView: table) { tableView, indexPath, _ in
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        dataSource.apply(tableSnapshot([("A", [1, 2]), ("B", [3])]), animatingDifferences: false, completion: nil)
        XCTAssertEqual(table.titleForHeader(inSection: 0), "Section A")
        XCTAssertEqual(table.titleForHeader(inSection: 1), "Section B")
        XCTAssertEqual(table.titleForFooter(inSection: 0), "2 items")
        // The layout gives each titled header and footer its height.
        XCTAssertEqual(table.contentHeight, 4 * 28 + 3 * 44)
        XCTAssertEqual(table.sectionIndexTitles, ["A", "B"])
        XCTAssertEqual(table.performUserTapOnSectionIndexTitle(at: 0), 1)

        // canEditRowAt: only even items; commit: the override ran, and its apply landed.
        XCTAssertFalse(table.performUserDelete(at: path(0, 0)))
        XCTAssertTrue(table.performUserDelete(at: path(0, 1)))
        XCTAssertEqual(dataSource.committedDeletes, [path(0, 1)])
        XCTAssertEqual(table.snapshot(), tableSnapshot([("A", [1]), ("B", [3])]))
    }

    func testANilCellShowsAPlainCellAndIsReported() async throws {
        let table = makeTable()
        let dataSource = DiffableTableDataSource<String, Int>(tableView: table) { tableView, indexPath, item in
            item == 2 ? nil : tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        let (_, diagnostics) = recordingDiagnostics {
            dataSource.apply(tableSnapshot([("A", [1, 2, 3])]), animatingDifferences: false, completion: nil)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.nilCell])
        XCTAssertTrue(diagnostics.first?.message.contains("2") == true)
        // Apple's initializer takes no call site: the report names the data source's type.
        XCTAssertEqual(diagnostics.first?.file, "TableDataSource<String, Int>")
        XCTAssertEqual(diagnostics.first?.line, 0)
        XCTAssertTrue(diagnostics.first?.description.contains("(data source TableDataSource<String, Int>)") == true)
        XCTAssertEqual(table.lastCellError as? TableViewError, .noCell(at: path(0, 1)))
        XCTAssertEqual(table.visibleCells.count, 3)
    }

    func testACellBuilderThatThrowsIsReportedWhetherOrNotLoggingIsOn() async throws {
        struct Broken: Error {}
        let table = makeTable()
        let dataSource = ReorderableDataSource<String, Int>.create(tableView: table) { tableView, indexPath, item, _ in
            if item == 3 { throw Broken() }
            return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        XCTAssertFalse(dataSource.enableLogging)
        let (_, diagnostics) = recordingDiagnostics {
            dataSource.apply(tableSnapshot([("A", [1, 2, 3])]), animatingDifferences: false, completion: nil)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.cellBuilderFailed])
        XCTAssertTrue(table.lastCellError is Broken)
    }

    func testTheDefaultHandlerWritesOncePerKindAndCallSite() async throws {
        let written = DiagnosticLog()
        let handler = ListDiagnostics.onceForEachKindAndCallSite { line in
            written.append(ListDiagnostic(kind: .nilCell, message: line, file: "", line: 0))
        }
        let first = ListDiagnostic(kind: .nilCell, message: "x", file: "Once.swift", line: 1)
        handler(first)
        handler(first)
        handler(ListDiagnostic(kind: .nilCell, message: "y", file: "Once.swift", line: 2))
        handler(ListDiagnostic(kind: .rowOutOfRange, message: "z", file: "Once.swift", line: 1))
        XCTAssertEqual(
            written.entries.map(\.message),
            [
                "DiffableDataSourceKit nilCell (data source created at Once.swift:1): x",
                "DiffableDataSourceKit nilCell (data source created at Once.swift:2): y",
                "DiffableDataSourceKit rowOutOfRange (data source created at Once.swift:1): z",
            ])
    }

    func testLogLinesNameTheActualType() async throws {
        let table = makeTable()
        let dataSource = ReorderableDataSource<String, Int>.create(tableView: table, enableLogging: true) {
            tableView, indexPath, _, _ in
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var lines: [String] = []
        dataSource.logSink = LogSink { lines.append($0) }
        dataSource.apply(tableSnapshot([("A", [1])]), animatingDifferences: false, completion: nil)
        XCTAssertTrue(lines.first?.hasPrefix("[ReorderableDataSource] apply") == true, "\(lines)")

        let collectionView = HeadlessCollectionView()
        let collection = CollectionDataSource<String, Int>.create(collectionView: collectionView, enableLogging: true) {
            collectionView, indexPath, _, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        collection.logSink = LogSink { lines.append($0) }
        let adapter = CollectionAdapter(collectionView: collectionView, dataSource: collection, enableLogging: true)
        adapter.logSink = LogSink { lines.append($0) }
        lines = []
        let (_, _) = try recordingDiagnostics {
            try adapter.applyInitialSnapshot(sections: ["A"], itemsBySection: ["A": [1]])
        }
        XCTAssertTrue(lines.contains { $0.hasPrefix("[CollectionDataSource] apply") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("[CollectionAdapter] applyInitialSnapshot") }, "\(lines)")
    }
}

import XCTest

@testable import DiffableDataSourceKit

/// A section's outline is committed with the snapshot it belongs to, in the same state
/// update: what the view shows and the outline shown never disagree, not even while a
/// drag holds a toggle's batch back, and the outline the app's calls produce is the one
/// `snapshot(for:)` returns.
@MainActor
final class OutlineCommitTests: XCTestCase {
    var table = HeadlessTableView()
    var dataSource: TableDataSource<String, Int>!

    /// A: 1 2 3; B: the outline 10 > (11, 12), 20, with 10 expanded.
    override func setUp() async throws {
        table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = TableDataSource(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.allowReordering = true
        dataSource.apply(tableSnapshot([("A", [1, 2, 3])]), animatingDifferences: false, completion: nil)
        var outline = ListSectionSnapshot<Int>()
        try outline.append([10, 20])
        try outline.append([11, 12], to: 10)
        outline.expand([10])
        dataSource.apply(outline, to: "B", animatingDifferences: false, completion: nil)
    }

    /// The outline shown is the snapshot shown's, and the newest outline the newest
    /// snapshot's.
    func assertOutlinesAgree(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(
            dataSource.state.outline(of: "B")?.visibleItems, dataSource.current.itemIdentifiers(inSection: "B"),
            "the outline shown and the rows shown", file: file, line: line)
        XCTAssertEqual(
            dataSource.snapshot(for: "B").visibleItems, dataSource.snapshot().itemIdentifiers(inSection: "B"),
            "the newest outline and the newest snapshot", file: file, line: line)
    }

    func testAToggleWhileARowIsLiftedCommitsItsOutlineWithItsRows() async throws {
        XCTAssertTrue(table.beginUserDrag(at: path(0, 0)))
        XCTAssertTrue(dataSource.toggleExpansion(of: 10))
        XCTAssertEqual(table.snapshot(), tableSnapshot([("A", [1, 2, 3]), ("B", [10, 11, 12, 20])]))
        XCTAssertEqual(dataSource.state.outline(of: "B")?.isExpanded(10), true, "not shown yet")
        XCTAssertEqual(dataSource.snapshot(for: "B").isExpanded(10), false, "what the calls produced")
        assertOutlinesAgree()
        XCTAssertEqual(table.dropUserDrag(at: path(0, 0)), path(0, 0))
        table.turnRunLoop()
        XCTAssertEqual(table.snapshot(), tableSnapshot([("A", [1, 2, 3]), ("B", [10, 20])]))
        XCTAssertEqual(dataSource.state.outline(of: "B")?.isExpanded(10), false)
        assertOutlinesAgree()
    }

    func testAnApplyQueuedAfterAToggleKeepsTheToggledOutline() async throws {
        XCTAssertTrue(table.beginUserDrag(at: path(0, 0)))
        XCTAssertTrue(dataSource.toggleExpansion(of: 10))
        var next = dataSource.snapshot()
        try next.appendItems([4], toSection: "A")
        dataSource.apply(next, animatingDifferences: true, completion: nil)
        XCTAssertEqual(dataSource.snapshot(for: "B").isExpanded(10), false, "the newer call keeps the toggle")
        assertOutlinesAgree()
        XCTAssertEqual(table.dropUserDrag(at: path(0, 0)), path(0, 0))
        table.turnRunLoop()
        XCTAssertEqual(table.snapshot(), tableSnapshot([("A", [1, 2, 3, 4]), ("B", [10, 20])]))
        XCTAssertEqual(dataSource.state.outline(of: "B")?.isExpanded(10), false, "an outline, not a flat list")
        XCTAssertEqual(dataSource.state.outline(of: "B")?.snapshot(of: 10).items, [11, 12])
        assertOutlinesAgree()
        XCTAssertTrue(dataSource.toggleExpansion(of: 10), "still an outline the user can expand")
        XCTAssertEqual(table.snapshot(), tableSnapshot([("A", [1, 2, 3, 4]), ("B", [10, 11, 12, 20])]))
    }

    func testAnApplyThatChangesTheOutlinedRowsFlattensTheOutlineWithThem() async throws {
        var next = dataSource.snapshot()
        next.deleteItems([11])
        dataSource.apply(next, animatingDifferences: true, completion: nil)
        XCTAssertEqual(dataSource.state.outline(of: "B")?.items, [10, 12, 20], "a flat outline of the rows")
        XCTAssertEqual(dataSource.state.outline(of: "B")?.rootItems, [10, 12, 20])
        assertOutlinesAgree()
    }

    func testAHiddenItemsToggleChangesTheOutlineAlone() async throws {
        XCTAssertTrue(dataSource.toggleExpansion(of: 10))  // 11 and 12 hidden
        var outline = dataSource.snapshot(for: "B")
        try outline.append([13], to: 11)
        dataSource.apply(outline, to: "B", animatingDifferences: false, completion: nil)
        let before: ListSnapshot<String, Int>? = table.snapshot()
        XCTAssertTrue(dataSource.toggleExpansion(of: 11), "a hidden item expands")
        XCTAssertEqual(table.snapshot(), before, "no row shows")
        XCTAssertEqual(dataSource.state.outline(of: "B")?.isExpanded(11), true)
        XCTAssertTrue(dataSource.toggleExpansion(of: 10))
        XCTAssertEqual(table.snapshot(), tableSnapshot([("A", [1, 2, 3]), ("B", [10, 11, 13, 12, 20])]))
        assertOutlinesAgree()
    }
}

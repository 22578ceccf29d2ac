import XCTest

@testable import DiffableDataSourceKit

/// UIKit's members that ported table code calls (issue 48, item 4), each checked as the
/// behaviour it has: where a row stands after scrolling to it, what the insets and the
/// table's header and footer views do to the geometry, which row a cell shows.
@MainActor
final class UIKitTableMembersTests: XCTestCase {
    /// A table of `rows` 44-point rows in one section, 440 points tall, fed by a data source
    /// whose cells show their item.
    /// The data source of the table `makeTable` made, kept here: the table does not retain it.
    var dataSource: TableDataSource<String, Int>?

    func makeTable(rows: Int = 100) -> HeadlessTableView {
        let table = HeadlessTableView()
        table.viewportHeight = 440
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = TableDataSource<String, Int>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.apply(tableSnapshot([("A", Array(0..<rows))]), animatingDifferences: false, completion: nil)
        self.dataSource = dataSource
        return table
    }

    func testScrollToRowStandsTheRowWhereEachScrollPositionSays() async {
        let table = makeTable()
        let row = IndexPath(row: 20, section: 0)  // 880...924
        table.scrollToRow(at: row, at: .top, animated: true)
        XCTAssertEqual(table.contentOffset.y, 880)
        table.scrollToRow(at: row, at: .middle, animated: false)
        XCTAssertEqual(table.contentOffset.y, 902 - 220)
        table.scrollToRow(at: row, at: .bottom, animated: false)
        XCTAssertEqual(table.contentOffset.y, 924 - 440)
        XCTAssertEqual(table.visibleRowPaths.last, row)

        // `.none`: as little as shows the row whole; nothing when it is.
        table.scrollToRow(at: IndexPath(row: 15, section: 0), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 484, "row 15 is shown whole")
        table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 31 * 44 - 440, "below: it comes in at the bottom")
        table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 88, "above: it comes in at the top")
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 4400 - 440, "as far as the content allows")
        table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 4400 - 440, "a row out of range is ignored")
    }

    func testInsetsWidenTheScrollRangeAndTheScrollPositionsStandInsideThem() async {
        let table = makeTable()
        table.contentInset = HeadlessEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        table.safeAreaInsets = HeadlessEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(table.adjustedContentInset, HeadlessEdgeInsets(top: 67, left: 0, bottom: 64, right: 0))

        table.setContentOffset(CGPoint(x: 0, y: -1000), animated: true)
        XCTAssertEqual(table.contentOffset.y, -67)
        XCTAssertEqual(table.visibleRowPaths.first, IndexPath(row: 0, section: 0))
        table.setContentOffset(CGPoint(x: 0, y: 100_000), animated: false)
        XCTAssertEqual(table.contentOffset.y, 4400 + 64 - 440)
        XCTAssertEqual(table.visibleRowPaths.last, IndexPath(row: 99, section: 0))

        let row = IndexPath(row: 20, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 880 - 67)
        table.scrollToRow(at: row, at: .bottom, animated: false)
        XCTAssertEqual(table.contentOffset.y, 924 + 64 - 440)
        table.scrollToRow(at: row, at: .middle, animated: false)
        XCTAssertEqual(table.contentOffset.y, 902 - (440 - 67 - 64) / 2 - 67)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, -67)
    }

    func testTheTableHeaderAndFooterViewsTakeTheirHeightAboveAndBelowTheRows() async {
        let table = makeTable(rows: 20)
        table.tableHeaderView = HeadlessView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        table.tableFooterView = HeadlessView(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
        XCTAssertEqual(table.contentHeight, 100 + 20 * 44 + 60)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 100)
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 0, y: 50)), "the header view is no row")
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 0, y: 100)), IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.visibleRowPaths, (0..<8).map { IndexPath(row: $0, section: 0) }, "100 + 8 × 44 > 440")

        table.setContentOffset(CGPoint(x: 0, y: 100_000), animated: false)
        XCTAssertEqual(table.contentOffset.y, 1040 - 440)
        XCTAssertEqual(table.visibleRowPaths.first, IndexPath(row: 11, section: 0), "600 - 100 = 500 is in row 11")
        XCTAssertEqual(table.visibleRowPaths.last, IndexPath(row: 19, section: 0))

        table.scrollToRow(at: IndexPath(row: 1, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 144)
        table.tableFooterView = HeadlessView()
        XCTAssertEqual(table.contentHeight, 100 + 20 * 44, "an empty footer view adds nothing")
    }

    func testIndexPathForACellNamesTheRowItShowsWhileItIsOnScreen() async throws {
        let table = makeTable()
        let third = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        let eighth = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 8, section: 0)))
        XCTAssertEqual(table.indexPath(for: third), IndexPath(row: 3, section: 0))
        table.viewportHeight = 220
        XCTAssertNil(table.indexPath(for: eighth), "row 8 left the screen: its cell is in the pool")
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        for path in table.visibleRowPaths {
            let cell = try XCTUnwrap(table.cellForRow(at: path))
            XCTAssertEqual(table.indexPath(for: cell), path, "a reused cell names the row it shows now")
        }
        XCTAssertNil(table.indexPath(for: TableViewCell()), "a cell the table never showed")
    }

    func testDequeueWithoutAnIndexPathGivesARegisteredCellOrNil() async {
        let table = makeTable()
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "unknown"))
        let created = table.cellsCreated
        table.viewportHeight = 220
        let cell = table.dequeueReusableCell(withIdentifier: "cell")
        XCTAssertEqual(cell?.reuseIdentifier, "cell")
        XCTAssertNil(cell?.text, "prepared for reuse")
        XCTAssertEqual(table.cellsCreated, created, "a cell from the pool")
        table.viewportHeight = 0
        let fresh = (0..<11).compactMap { _ in table.dequeueReusableCell(withIdentifier: "cell") }
        XCTAssertEqual(fresh.count, 11)
        XCTAssertEqual(table.cellsCreated, created + 2, "nine left in the pool, then two new ones")
    }

    func testLayoutIfNeededKeepsTheCellsItHas() async {
        let table = makeTable()
        let cells = table.visibleCells
        let created = table.cellsCreated
        table.layoutIfNeeded()
        XCTAssertEqual(table.cellsCreated, created)
        XCTAssertTrue(zip(table.visibleCells, cells).allSatisfy { $0 === $1 })
        XCTAssertEqual(table.visibleCells.count, 10)
    }

    func testVisibleRowsAreOptionalAsUIKitDeclaresThem() async {
        let table = makeTable(rows: 3)
        guard let visible = table.indexPathsForVisibleRows else { return XCTFail("never nil here") }
        XCTAssertEqual(visible.count, 3)
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
    }

    func testACellsContentConfigurationAndAccessoryTypeShowOnTheCell() async {
        let cell = TableViewCell()
        XCTAssertNil(cell.contentConfiguration)
        var content = cell.defaultContentConfiguration()
        XCTAssertEqual(content, ListContentConfiguration())
        content.text = "Bad Guy"
        content.secondaryText = "Billie Eilish"
        content.imageName = "music.note"
        cell.contentConfiguration = content
        XCTAssertEqual([cell.text, cell.secondaryText, cell.imageName], ["Bad Guy", "Billie Eilish", "music.note"])
        XCTAssertEqual(cell.contentConfiguration, content)
        cell.text = "Lovely"
        XCTAssertEqual(cell.contentConfiguration?.text, "Lovely", "what the cell shows now")
        cell.prepareForReuse()
        XCTAssertEqual(cell.contentConfiguration, ListContentConfiguration())
        cell.contentConfiguration = nil
        XCTAssertNil(cell.contentConfiguration)

        cell.accessoryType = .disclosureIndicator
        XCTAssertEqual(cell.accessory, .disclosureIndicator)
        let type: TableViewCell.AccessoryType = .checkmark
        cell.accessory = type
        XCTAssertEqual(cell.accessoryType, .checkmark)
    }

    func testCancellingALiftedRowMovesNothingAndRunsWhatWaited() async throws {
        let table = makeTable(rows: 4)
        let dataSource = try XCTUnwrap(dataSource)
        dataSource.allowReordering = true
        XCTAssertFalse(table.cancelUserDrag(), "no row is lifted")
        XCTAssertTrue(table.beginUserDrag(at: IndexPath(row: 0, section: 0)))
        var snapshot = dataSource.snapshot()
        try snapshot.appendItems([4])
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4, "the apply waits for the drag")

        XCTAssertTrue(table.cancelUserDrag())
        XCTAssertTrue(table.hasUncommittedUpdates, "committed when the run loop turns, as a drop")
        XCTAssertNil(table.dropUserDrag(at: IndexPath(row: 2, section: 0)), "the row was let go")
        table.turnRunLoop()
        XCTAssertFalse(table.hasUncommittedUpdates)
        XCTAssertNil(table.lastUpdateError)
        XCTAssertEqual(table.visibleCells.map(\.text), ["0", "1", "2", "3", "4"])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [0, 1, 2, 3, 4])
    }
}

import XCTest

@testable import DiffableDataSourceKit

/// The user's place across updates (issue 33): with ``ScrollAnchor/none`` the offset stays,
/// as UIKit's, so rows inserted above move the content; with ``ScrollAnchor/visibleItem``
/// the first visible row stays where it was on screen; with ``ScrollAnchor/bottom`` the end
/// stays in view while it was.
@MainActor
final class ScrollAnchorTests: XCTestCase {
    /// A table of 44-point rows, items 1...count in section "s", scrolled to `offset`.
    func makeTable(count: Int, offset: CGFloat, anchor: ScrollAnchor) -> (
        HeadlessTableView, TableDataSource<String, Int>
    ) {
        let table = HeadlessTableView()
        table.viewportHeight = 440
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = TableDataSource<String, Int>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.scrollAnchor = anchor
        dataSource.apply(tableSnapshot([("s", Array(1...count))]), animatingDifferences: false, completion: nil)
        table.contentOffset.y = offset
        return (table, dataSource)
    }

    /// Where `item`'s row is on screen: its top minus the offset.
    func screenY(of item: Int, in table: HeadlessTableView, _ dataSource: TableDataSource<String, Int>) -> CGFloat? {
        dataSource.indexPath(for: item).map { table.rectForRow(at: $0).minY - table.contentOffset.y }
    }

    func insertAbove(_ items: [Int], _ dataSource: TableDataSource<String, Int>) throws {
        var snapshot = dataSource.snapshot()
        try snapshot.insertItems(items, beforeItem: 1)
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
    }

    func testWithoutAnAnchorTheOffsetStaysAndTheContentMoves() async throws {
        let (table, dataSource) = makeTable(count: 100, offset: 50 * 44 + 10, anchor: .none)
        XCTAssertEqual(screenY(of: 51, in: table, dataSource), -10)
        try insertAbove([-1, -2, -3], dataSource)
        XCTAssertEqual(table.contentOffset.y, 50 * 44 + 10, "UIKit keeps the offset")
        XCTAssertEqual(screenY(of: 51, in: table, dataSource), 3 * 44 - 10, "the reader's row moved down")
    }

    func testTheVisibleItemStaysWhenRowsAreInsertedOrDeletedAbove() async throws {
        let (table, dataSource) = makeTable(count: 100, offset: 50 * 44 + 10, anchor: .visibleItem)
        try insertAbove([-1, -2, -3], dataSource)
        XCTAssertEqual(screenY(of: 51, in: table, dataSource), -10)
        XCTAssertEqual(table.visibleRowPaths.first, dataSource.indexPath(for: 51))

        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([-1, -2, 1, 2, 3, 4, 5])
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(screenY(of: 51, in: table, dataSource), -10)
        // Rows below the visible area change nothing.
        snapshot.deleteItems([90, 91])
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(screenY(of: 51, in: table, dataSource), -10)
    }

    func testADeletedAnchorLeavesTheRowBeforeItEndingWhereItBegan() async throws {
        let (table, dataSource) = makeTable(count: 100, offset: 50 * 44 + 10, anchor: .visibleItem)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([49, 50, 51])  // the anchor (51) and the two rows before it
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        // Item 48 survives: its bottom is where 51's top was, 10 points above the viewport.
        let path = try XCTUnwrap(dataSource.indexPath(for: 48))
        XCTAssertEqual(table.rectForRow(at: path).maxY - table.contentOffset.y, -10)
    }

    func testTheAnchorSurvivesAReloadDataApply() async throws {
        let (table, dataSource) = makeTable(count: 100, offset: 30 * 44, anchor: .visibleItem)
        var snapshot = dataSource.snapshot()
        try snapshot.insertItems(Array(1000..<1020), beforeItem: 1)
        dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
        XCTAssertEqual(screenY(of: 31, in: table, dataSource), 0)
    }

    func testAtTheEndTheBottomAnchorKeepsTheEndInView() async throws {
        // 20 rows of 44 in 440 points: the end is in view at offset 440.
        let (table, dataSource) = makeTable(count: 20, offset: 440, anchor: .bottom)
        var snapshot = dataSource.snapshot()
        try snapshot.appendItems([21, 22, 23], toSection: "s")
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(table.contentOffset.y, 23 * 44 - 440, "the newest row is at the bottom")
        XCTAssertEqual(table.visibleRowPaths.last, dataSource.indexPath(for: 23))

        // Scrolled up, the reader's row stays still as messages arrive.
        table.contentOffset.y = 5 * 44
        try snapshot.appendItems([24, 25], toSection: "s")
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(table.contentOffset.y, 5 * 44)
        // And older history loaded above does not move it either.
        try snapshot.insertItems([-2, -1], beforeItem: 1)
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(screenY(of: 6, in: table, dataSource), 0)
    }

    /// With estimated heights the rows above the viewport are not measured: the anchor is
    /// measured before and after, so the estimates do not move it.
    func testEstimatedHeightsDoNotMoveTheAnchor() async throws {
        let (table, dataSource) = makeTable(count: 200, offset: 0, anchor: .visibleItem)
        let heights = EstimatedHeights()
        table.estimatedRowHeight = 30
        table.delegate = heights
        table.contentOffset.y = 3000
        let anchor = try XCTUnwrap(table.visibleRowPaths.first.flatMap(dataSource.itemIdentifier(for:)))
        let before = try XCTUnwrap(screenY(of: anchor, in: table, dataSource))
        try insertAbove(Array(1000..<1010), dataSource)
        XCTAssertEqual(try XCTUnwrap(screenY(of: anchor, in: table, dataSource)), before, accuracy: 0.5)
    }

    func testAHeadlessCollectionViewKeepsTheVisibleItem() async throws {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CollectionDataSource<String, Int>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.scrollAnchor = .visibleItem
        dataSource.apply(tableSnapshot([("s", Array(1...100))]), animatingDifferences: false, completion: nil)
        collectionView.contentOffset = CGPoint(x: 0, y: 40 * 44 + 4)
        var snapshot = dataSource.snapshot()
        try snapshot.insertItems([-1, -2], beforeItem: 1)
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        let path = try XCTUnwrap(dataSource.indexPath(for: 41))
        XCTAssertEqual(try XCTUnwrap(collectionView.frameForItem(at: path)).minY - collectionView.contentOffset.y, -4)
    }

    /// What a UIKit view receives: one scroll, after the batch, by the rows inserted above.
    func testAUIKitViewIsScrolledOnceAfterTheBatch() async throws {
        let view = RecordingListView()
        let dataSource = ListDataSource<String, Int, RecordingListView>.recording(on: view)
        dataSource.scrollAnchor = .visibleItem
        dataSource.apply(tableSnapshot([("s", Array(1...100))]), animatingDifferences: false, completion: nil)
        view.offset = 10 * 44
        view.clearCalls()
        var snapshot = dataSource.snapshot()
        try snapshot.insertItems([-1, -2], beforeItem: 1)
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(view.scrolls, [12 * 44])
        XCTAssertEqual(view.calls.count, 1, "one batch")
        // An append below the visible area scrolls nothing.
        try snapshot.appendItems([101], toSection: "s")
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(view.scrolls, [12 * 44])
    }
}

/// Rows of 50 points that the table estimates at 30 until it shows them.
@MainActor
final class EstimatedHeights: HeadlessTableViewDelegate {
    func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }

    func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 30 }
}

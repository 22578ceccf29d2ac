import XCTest

@testable import DiffableDataSourceKit

/// The coordinator binds the scroll position as an item at an edge, or the top or end of the
/// list, both ways: the user's scroll is reported when it changes the item at the top edge,
/// the app scrolls to an item by identity, and the position holds through updates while the
/// data source keeps the row being read still.
@MainActor
final class CoordinatorScrollPositionTests: XCTestCase {
    func testTheUsersScrollIsReportedWhenTheRowAtTheTopChanges() async {
        let list = CoordinatedList()
        XCTAssertEqual(list.coordinator.scrollPosition, .top)
        list.userScrolls(to: 44 * 5 + 10)
        XCTAssertEqual(list.positions, [.item(5, at: .top)])
        list.userScrolls(to: 44 * 5 + 30)
        XCTAssertEqual(list.positions.count, 1, "the same row at the top: nothing to report")
        list.userScrolls(to: 44 * 6)
        list.userScrolls(to: 10_000)
        list.userScrolls(to: 0)
        XCTAssertEqual(list.positions, [.item(5, at: .top), .item(6, at: .top), .bottom, .top])
    }

    func testTheAppScrollsAnItemToEitherEdge() async {
        let list = CoordinatedList()
        list.coordinator.scroll(to: .item(12, at: .top))
        XCTAssertEqual(list.screenY(12), 0)
        XCTAssertEqual(list.coordinator.scrollPosition, .item(12, at: .top))
        list.coordinator.scroll(to: .item(30, at: .bottom))
        XCTAssertEqual(list.screenY(30).map { $0 + 44 }, 440, "its bottom at the bottom edge")
        XCTAssertEqual(list.coordinator.scrollPosition, .item(30, at: .bottom))
        list.coordinator.scroll(to: .bottom)
        XCTAssertEqual(list.view.contentOffset.y, 44 * 40 - 440)
        list.coordinator.scroll(to: .top)
        XCTAssertEqual(list.view.contentOffset.y, 0)
        XCTAssertEqual(list.positions, [], "each request was met: nothing to report")
    }

    func testTheTopEdgeIsBelowTheTopInset() async {
        let list = CoordinatedList()
        list.view.contentInset = HeadlessEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        list.coordinator.scroll(to: .item(12, at: .top))
        XCTAssertEqual(list.view.contentOffset.y, 44 * 12 - 50)
        XCTAssertEqual(list.coordinator.scrollPosition, .item(12, at: .top))
        list.coordinator.scroll(to: .item(20, at: .bottom))
        XCTAssertEqual(list.view.contentOffset.y, 44 * 21 + 30 - 440)
        XCTAssertEqual(list.positions, [])
    }

    func testAPositionTheViewCannotShowIsReportedAsWhereTheListIs() async {
        let list = CoordinatedList()
        list.coordinator.scroll(to: .item(999, at: .top))
        XCTAssertEqual(list.positions, [.top], "an item not shown")
        list.coordinator.scroll(to: .item(38, at: .top))
        XCTAssertEqual(list.positions, [.top, .bottom], "too near the end to reach the top edge")
    }

    func testThePositionHoldsWhileRowsAreInsertedAboveIt() async {
        let list = CoordinatedList()
        list.dataSource.scrollAnchor = .visibleItem
        list.coordinator.scroll(to: .item(20, at: .top))
        var snapshot = list.dataSource.snapshot()
        try? snapshot.insertItems(Array(100..<110), beforeItem: 0)
        snapshot.deleteItems([3, 4])
        try? snapshot.moveItem(25, beforeItem: 1)
        try? snapshot.reloadItems([20])
        list.dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(list.screenY(20), 0, "the row being read did not move")
        XCTAssertEqual(list.coordinator.scrollPosition, .item(20, at: .top))
        XCTAssertEqual(list.positions, [])
    }

    func testDeletingTheRowAtTheTopReportsTheRowNowThere() async {
        let list = CoordinatedList()
        list.dataSource.scrollAnchor = .visibleItem
        list.coordinator.scroll(to: .item(20, at: .top))
        var snapshot = list.dataSource.snapshot()
        snapshot.deleteItems([20])
        list.dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(list.positions, [.item(21, at: .top)])
        XCTAssertEqual(list.firstVisible, 21)
    }

    func testWithoutAnAnchorAnInsertAboveMovesTheRowsAndThePositionIsReported() async {
        let list = CoordinatedList()
        list.coordinator.scroll(to: .item(20, at: .top))
        var snapshot = list.dataSource.snapshot()
        try? snapshot.insertItems([100, 101], beforeItem: 0)
        list.dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(list.positions, [.item(18, at: .top)], "UIKit keeps the offset: 18 now sits at the top")
    }

    func testAViewUpdateScrollsToAnItemItsContentAdds() async {
        let list = CoordinatedList()
        list.coordinator.update(
            fromView: {
                list.coordinator.update(version: 1) { ListSection("a", items: Array(0..<40) + [500]) }
            }, selection: nil, scrollPosition: .item(500, at: .bottom))
        XCTAssertEqual(list.coordinator.scrollPosition, .item(500, at: .bottom))
        XCTAssertTrue(list.view.indexPathsForVisibleItems.contains(list.path(500)))
        await mainQueueTurn()
        XCTAssertEqual(list.positions, [])
    }
}

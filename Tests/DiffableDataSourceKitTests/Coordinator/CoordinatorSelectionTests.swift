import XCTest

@testable import DiffableDataSourceKit

/// The coordinator binds the selection as a set of items, both ways: a user's tap and an
/// update that removes a selected item are reported, the app selects items (never index
/// paths), and the view's selected rows follow the items through inserts, moves and reloads.
@MainActor
final class CoordinatorSelectionTests: XCTestCase {
    func testATapIsReportedAsItsItem() async {
        let list = CoordinatedList()
        list.view.performUserTap(at: list.path(3))
        list.view.performUserTap(at: list.path(5))
        XCTAssertEqual(list.selections, [[3], [3, 5]])
        XCTAssertEqual(list.coordinator.selection, [3, 5])
        list.view.performUserTap(at: list.path(3))
        XCTAssertEqual(list.selections.last, [5], "a second tap deselects, with multiple selection")
    }

    func testTheAppSelectsItemsAndIsNotToldOfWhatItAskedFor() async {
        let list = CoordinatedList()
        list.coordinator.select([7, 30])
        XCTAssertEqual(list.selectedInView, [7, 30])
        XCTAssertEqual(list.coordinator.selection, [7, 30])
        XCTAssertEqual(list.selections, [], "the app's own request is not echoed")
        list.coordinator.select([30])
        XCTAssertEqual(list.selectedInView, [30])
        list.coordinator.select([])
        XCTAssertEqual(list.selectedInView, [])
        XCTAssertEqual(list.selections, [])
    }

    func testAnItemTheListDoesNotShowIsReportedBackAsNotSelected() async {
        let list = CoordinatedList()
        list.coordinator.select([4, 999])
        XCTAssertEqual(list.selectedInView, [4])
        XCTAssertEqual(list.selections, [[4]], "the binding learns that 999 could not be selected")
    }

    func testWithoutMultipleSelectionTheLastItemInListOrderWins() async {
        let list = CoordinatedList(multipleSelection: false)
        list.coordinator.select([12, 2])
        XCTAssertEqual(list.selectedInView, [12])
        XCTAssertEqual(list.selections, [[12]])
    }

    func testTheSelectionFollowsItsItemsThroughInsertsMovesAndReloads() async {
        let list = CoordinatedList([("a", Array(0..<20)), ("b", Array(100..<120))])
        list.coordinator.select([5, 105])
        var snapshot = list.dataSource.snapshot()
        try? snapshot.insertItems([-1, -2, -3], beforeItem: 0)
        try? snapshot.moveItem(105, beforeItem: 0)
        try? snapshot.reloadItems([5])
        list.dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(list.selectedInView, [5, 105])
        XCTAssertEqual(list.path(105), IndexPath(item: 3, section: 0))
        XCTAssertEqual(list.selections, [], "the same items stay selected: nothing to report")
        list.dataSource.applySnapshotUsingReloadData(list.dataSource.snapshot(), completion: nil)
        XCTAssertEqual(list.selectedInView, [5, 105])
        XCTAssertEqual(list.selections, [])
    }

    func testAnUpdateThatRemovesASelectedItemReportsTheRest() async {
        let list = CoordinatedList()
        list.coordinator.select([3, 8])
        var snapshot = list.dataSource.snapshot()
        snapshot.deleteItems([3])
        list.dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(list.selections, [[8]])
        XCTAssertEqual(list.coordinator.selection, [8])
    }

    /// SwiftUI state must not change while SwiftUI updates the view: a report caused by the
    /// view's update is made on the next turn, once, with the newest value.
    func testReportsCausedByAViewUpdateWaitForTheNextTurn() async {
        let list = CoordinatedList()
        list.coordinator.select([3, 8, 9])
        list.coordinator.update(
            fromView: {
                list.coordinator.update(version: 1) { ListSection("a", items: Array(4..<40)) }
                list.coordinator.update(version: 2) { ListSection("a", items: Array(9..<40)) }
            }, selection: [3, 8, 9], scrollPosition: nil)
        XCTAssertEqual(list.selections, [], "not during the update")
        XCTAssertEqual(list.selectedInView, [9])
        await mainQueueTurn()
        XCTAssertEqual(list.selections, [[9]], "one report, with the newest selection")
    }

    /// The view update's order: an item the content adds can be selected in the same update.
    func testAViewUpdateSelectsAnItemItsContentAdds() async {
        let list = CoordinatedList()
        list.coordinator.update(
            fromView: {
                list.coordinator.update(version: 1) { ListSection("a", items: [77] + Array(0..<40)) }
            }, selection: [77], scrollPosition: nil)
        XCTAssertEqual(list.selectedInView, [77])
        await mainQueueTurn()
        XCTAssertEqual(list.selections, [])
    }
}

/// The app's selection while the view cannot take it: the data source keeps the calls for
/// when it can, and the coordinator reads the selection then, without reporting a
/// selection the app did not make in between.
@MainActor
final class CoordinatorWaitingSelectionTests: XCTestCase {
    func testASelectionMadeDuringADragIsReadOnceTheDropIsCommitted() async {
        let list = CoordinatedList()
        list.dataSource.allowReordering = true
        XCTAssertTrue(list.view.beginUserDrag(at: list.path(0)))
        var snapshot = list.dataSource.snapshot()
        try? snapshot.appendItems([500], toSection: "a")
        list.dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        list.coordinator.select([500, 7])
        XCTAssertEqual(list.selectedInView, [], "the view is held")
        XCTAssertEqual(list.coordinator.selection, [500, 7])
        list.view.dropUserDrag(at: IndexPath(item: 2, section: 0))
        list.view.turnRunLoop()
        XCTAssertEqual(list.selectedInView, [500, 7])
        XCTAssertEqual(list.coordinator.selection, [500, 7])
        XCTAssertEqual(list.selections, [], "what the app asked for, never less")
    }

    func testASelectionMadeFromAnObserverIsReadOnTheNextTurn() async {
        let list = CoordinatedList()
        var once = true
        let observation = list.dataSource.observeUpdates { _ in
            guard once else { return }
            once = false
            list.coordinator.select([3, 999])
        }
        list.show([("a", Array(0..<41))])
        XCTAssertEqual(list.selectedInView, [3], "applied once the update ended")
        await mainQueueTurn()
        XCTAssertEqual(list.coordinator.selection, [3])
        XCTAssertEqual(list.selections, [[3]], "999 is not shown: the binding learns it")
        observation.cancel()
    }
}

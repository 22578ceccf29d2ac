import DiffableDataSourceKit
import XCTest

/// The coordinator's actions by identity: the near-end trigger fires once per page, a swipe
/// action acts on the item swiped even when the list changed before the tap, a drag is
/// reported as an item, a section and its neighbours, and a pull runs the refresh once.
@MainActor
final class CoordinatorActionTests: XCTestCase {
    // MARK: Near the end

    func testTheNearEndTriggerFiresOncePerPageOfTheLastSection() async {
        let list = CoordinatedList([("top", [-1]), ("feed", Array(0..<20))])
        var fired = 0
        list.coordinator.whenNearEnd(within: 3) { fired += 1 }
        list.userScrolls(to: 44 * 10)
        XCTAssertEqual(fired, 1, "items 18 and 19 came on screen")
        list.userScrolls(to: 0)
        list.userScrolls(to: 10_000)
        XCTAssertEqual(fired, 1, "once, until a page arrives")
        // The next page, declared: the trigger fires again near the new end.
        list.coordinator.update(version: 2) {
            ListSection("top", items: [-1])
            ListSection("feed", items: Array(0..<40))
        }
        XCTAssertEqual(fired, 1)
        list.userScrolls(to: 10_000)
        XCTAssertEqual(fired, 2)
    }

    func testANewLastSectionMovesTheTrigger() async {
        let list = CoordinatedList([("a", Array(0..<20))])
        var fired = 0
        list.coordinator.whenNearEnd(within: 2) { fired += 1 }
        list.show([("a", Array(0..<20)), ("b", Array(100..<120))])
        list.userScrolls(to: 44 * 15)
        XCTAssertEqual(fired, 0, "the end of a, no longer the list's end")
        list.userScrolls(to: 10_000)
        XCTAssertEqual(fired, 1)
    }

    /// A page applied at once from the action (during the view's layout) does not make the
    /// trigger fire for each row of that layout: it waits for the update that shows the page.
    func testAnActionThatAppliesAtOnceFiresOnce() async {
        let list = CoordinatedList([("feed", Array(0..<10))])
        var fired = 0
        list.coordinator.whenNearEnd(within: 5) {
            fired += 1
            var snapshot = list.dataSource.snapshot()
            try? snapshot.appendItems(Array((fired * 100)..<(fired * 100 + 10)), toSection: "feed")
            list.dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        }
        list.view.viewportHeight = 44 * 5
        list.userScrolls(to: 10_000)
        XCTAssertEqual(fired, 1)
        XCTAssertEqual(list.dataSource.snapshot().numberOfItems, 20)
    }

    /// A view that sets the trigger on each of its updates replaces the action, not the
    /// trigger's state: it does not fire again for the same page.
    func testSettingTheSameTriggerAgainKeepsWhetherItFired() async {
        let list = CoordinatedList()
        var fired: [String] = []
        list.coordinator.whenNearEnd(within: 3) { fired.append("first") }
        list.userScrolls(to: 10_000)
        list.coordinator.whenNearEnd(within: 3) { fired.append("second") }
        list.userScrolls(to: 0)
        list.userScrolls(to: 10_000)
        XCTAssertEqual(fired, ["first"])
        list.show([("a", Array(0..<60))])
        list.userScrolls(to: 10_000)
        XCTAssertEqual(fired, ["first", "second"], "the next page, with the newest action")
        list.coordinator.whenNearEnd(within: 4) { fired.append("third") }
        list.show([("a", Array(0..<80))])
        list.userScrolls(to: 10_000)
        XCTAssertEqual(fired, ["first", "second", "third"], "another distance is a new trigger")
    }

    func testRemovingTheTriggerStopsIt() async {
        let list = CoordinatedList()
        var fired = 0
        list.coordinator.whenNearEnd(within: 3) { fired += 1 }
        list.coordinator.whenNearEnd(within: 3, perform: nil)
        list.userScrolls(to: 10_000)
        XCTAssertEqual(fired, 0)
    }

    // MARK: Swipes

    func testASwipeActionActsOnTheItemSwipedEvenAfterTheListChanged() async {
        let list = CoordinatedList()
        var archived: [Int] = []
        list.coordinator.swipeActions = { item, edge in
            edge == .leading ? [] : [ListSwipeAction("Archive") { archived.append(item) }]
        }
        list.view.trailingSwipeActionsProvider = { list.coordinator.swipeActions(forItemAt: $0, edge: .trailing) }
        list.view.leadingSwipeActionsProvider = { list.coordinator.swipeActions(forItemAt: $0, edge: .leading) }
        XCTAssertEqual(list.view.swipeActionTitles(at: list.path(4)), ["Archive"])
        XCTAssertEqual(list.view.swipeActionTitles(at: list.path(4), from: .leading), [])
        XCTAssertTrue(list.view.performUserSwipe(at: list.path(4), tapping: "Archive"))
        XCTAssertFalse(list.view.performUserSwipe(at: list.path(4), tapping: "Delete"))
        XCTAssertFalse(list.view.performUserSwipe(at: IndexPath(item: 99, section: 0), tapping: "Archive"))
        // Revealed on item 6, tapped after rows were inserted above it.
        let revealed = list.coordinator.swipeActions(forItemAt: list.path(6), edge: .trailing)
        var snapshot = list.dataSource.snapshot()
        try? snapshot.insertItems([100, 101], beforeItem: 0)
        list.dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        revealed.first?.handler()
        XCTAssertEqual(archived, [4, 6])
    }

    func testTheDataSourcesSwipeToDeleteIsTheTrailingActionByDefault() async {
        let list = CoordinatedList()
        var deleted: [Int] = []
        list.dataSource.allowSwipeToDelete = true
        list.dataSource.canDeleteItem = { $0 != 2 }
        list.dataSource.didDeleteItem = { deleted.append($0) }
        list.view.trailingSwipeActionsProvider = { list.coordinator.swipeActions(forItemAt: $0, edge: .trailing) }
        XCTAssertEqual(list.view.swipeActionTitles(at: list.path(2)), [], "canDeleteItem refuses 2")
        XCTAssertTrue(list.view.performUserSwipe(at: list.path(3), tapping: "Delete"))
        XCTAssertEqual(deleted, [3])
        XCTAssertNil(list.dataSource.indexPath(for: 3))
        XCTAssertEqual(list.view.snapshot(), list.dataSource.snapshot())
    }

    // MARK: Moves

    func testADragIsReportedAsAnItemASectionAndItsNeighbours() async {
        let list = CoordinatedList([("a", [0, 1, 2, 3]), ("b", [10, 11])])
        list.dataSource.allowReordering = true
        XCTAssertTrue(list.view.beginInteractiveMovementForItem(at: list.path(0)))
        list.view.updateInteractiveMovementTargetPosition(CGPoint(x: 0, y: 44 * 2 + 10))
        list.view.endInteractiveMovement()
        XCTAssertEqual(list.moves, [ListItemMove(item: 0, section: "a", afterItem: 2, beforeItem: 3)])
        XCTAssertEqual(list.moves.last?.insertionIndex(in: [1, 2, 3]), 2)

        XCTAssertTrue(list.view.beginUserDrag(at: list.path(3)))
        list.view.dropUserDrag(at: IndexPath(item: 0, section: 1))
        list.view.turnRunLoop()
        XCTAssertEqual(list.moves.last, ListItemMove(item: 3, section: "b", afterItem: nil, beforeItem: 10))
        XCTAssertEqual(list.moves.last?.insertionIndex(in: [10, 11]), 0)

        XCTAssertTrue(list.view.beginUserDrag(at: list.path(1)))
        list.view.dropUserDrag(at: IndexPath(item: 3, section: 1))
        list.view.turnRunLoop()
        XCTAssertEqual(list.moves.last, ListItemMove(item: 1, section: "b", afterItem: 11, beforeItem: nil))
        XCTAssertEqual(list.moves.last?.insertionIndex(in: [3, 10, 11]), 3)
        XCTAssertEqual(list.moves.count, 3)
    }

    func testAMoveIndexesByItsNeighboursInTheAppsModel() async {
        let move = ListItemMove(item: 9, section: "s", afterItem: 4, beforeItem: 5)
        XCTAssertEqual(move.insertionIndex(in: [1, 4, 7, 5]), 2, "after 4, wherever the model has it")
        XCTAssertEqual(move.insertionIndex(in: [1, 7, 5]), 2, "without 4: before 5")
        XCTAssertEqual(move.insertionIndex(in: [1, 7]), 0, "neither: the start")
    }

    // MARK: Pull to refresh

    func testAPullRunsTheRefreshOnceAndEndsTheControl() async {
        let list = CoordinatedList()
        var refreshes = 0
        var release: CheckedContinuation<Void, Never>?
        list.coordinator.refreshAction = {
            refreshes += 1
            await withCheckedContinuation { release = $0 }
        }
        let control = HeadlessRefreshControl { control in
            list.coordinator.refresh { control.endRefreshing() }
        }
        XCTAssertFalse(list.view.performUserPull(), "no control yet")
        list.view.refreshControl = control
        list.userScrolls(to: 200)
        XCTAssertTrue(list.view.performUserPull())
        XCTAssertEqual(list.view.contentOffset.y, 0, "a pull is at the top")
        XCTAssertTrue(control.isRefreshing)
        XCTAssertTrue(list.coordinator.isRefreshing)
        XCTAssertFalse(list.view.performUserPull(), "the control ignores a pull while it refreshes")
        list.coordinator.refresh()
        for _ in 0..<5 where release == nil { await Task.yield() }
        XCTAssertEqual(refreshes, 1)
        release?.resume()
        for _ in 0..<5 where control.isRefreshing { await Task.yield() }
        XCTAssertFalse(control.isRefreshing)
        XCTAssertFalse(list.coordinator.isRefreshing)
        XCTAssertTrue(list.view.performUserPull())
    }

    func testWithoutARefreshActionThePullEndsAtOnce() async {
        let list = CoordinatedList()
        let control = HeadlessRefreshControl { control in list.coordinator.refresh { control.endRefreshing() } }
        list.view.refreshControl = control
        XCTAssertTrue(list.view.performUserPull())
        XCTAssertFalse(control.isRefreshing)
    }
}

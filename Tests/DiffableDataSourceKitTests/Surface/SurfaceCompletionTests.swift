import XCTest

@testable import DiffableDataSourceKit

/// When `apply`'s completion runs, on the view UIKit is: after the batch's animations
/// complete (the recording view holds a batch's completion until `finishAnimations()`, as
/// UIKit's `performBatchUpdates` does), after the reload when the view is reloaded, and at
/// once when there is nothing to show.
@MainActor
final class SurfaceCompletionTests: XCTestCase {
    var view = RecordingListView()
    var dataSource: ListDataSource<String, Int, RecordingListView>!

    override func setUp() async throws {
        view = RecordingListView()
        dataSource = .recording(on: view)
        dataSource.apply(tableSnapshot([("A", [1, 2, 3])]), animatingDifferences: false, completion: nil)
        view.finishAnimations()
        view.clearCalls()
    }

    func testTheCompletionRunsWhenTheBatchsAnimationsCompleteNotBeforeApplyReturns() async {
        var completed = 0
        dataSource.apply(tableSnapshot([("A", [1, 3, 4])])) { completed += 1 }
        XCTAssertEqual(completed, 0, "the completion ran before the batch's animations completed")
        XCTAssertEqual(view.unfinishedAnimations.count, 1)
        view.finishAnimations()
        XCTAssertEqual(completed, 1)
        view.finishAnimations()
        XCTAssertEqual(completed, 1, "a completion runs once")
    }

    func testTheCompletionOfAReloadRunsAfterTheReload() async {
        view.isInWindow = false
        var shownWhenCompleted: [Int]?
        dataSource.apply(tableSnapshot([("A", [1])])) { shownWhenCompleted = self.view.shownCounts }
        XCTAssertEqual(shownWhenCompleted, [1])
        XCTAssertEqual(view.calls, [.reloadData(counts: [1])])

        shownWhenCompleted = nil
        dataSource.applySnapshotUsingReloadData(tableSnapshot([("A", [1, 2])])) {
            shownWhenCompleted = self.view.shownCounts
        }
        XCTAssertEqual(shownWhenCompleted, [2])
    }

    func testAnApplyWithNothingToChangeCompletesAtOnce() async {
        var completed = false
        dataSource.apply(tableSnapshot([("A", [1, 2, 3])])) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(view.calls, [])
    }

    func testTheAdaptersBatchCompletesWithTheAnimationsToo() async throws {
        let adapter = ListAdapter(tableView: view, dataSource: dataSource)
        var completed = false
        adapter.applySnapshot(tableSnapshot([("A", [1, 2])])) { completed = true }
        XCTAssertFalse(completed)
        view.finishAnimations()
        XCTAssertTrue(completed)
    }

    func testTheAsyncApplyReturnsOnceItsSnapshotIsShown() async {
        await dataSource.apply(tableSnapshot([("A", [2, 3])]), animatingDifferences: true)
        XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("A", [2, 3])]))
        XCTAssertEqual(view.shownCounts, [2])
    }
}

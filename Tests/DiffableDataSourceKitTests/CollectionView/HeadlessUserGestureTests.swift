import DiffableDataSourceKit
import XCTest

/// The headless views' hooks for a test that acts as the user: a scroll tells the delegate
/// once the rows in view are laid out, a swipe runs the action it reveals (never during a
/// drag), and a pull starts the refresh control once until it ends.
@MainActor
final class HeadlessUserGestureTests: XCTestCase {
    /// Records `scrollViewDidScroll` with the rows in view then.
    final class ScrollLog: HeadlessTableViewDelegate, HeadlessCollectionViewDelegate {
        var seen: [[IndexPath]] = []
        func scrollViewDidScroll(_ tableView: HeadlessTableView) {
            seen.append(tableView.indexPathsForVisibleRows ?? [])
        }
        func scrollViewDidScroll(_ collectionView: HeadlessCollectionView) {
            seen.append(collectionView.indexPathsForVisibleItems)
        }
    }

    func testTheTableTellsItsDelegateOfEachNewOffsetAfterLayingOut() async {
        let table = HeadlessTableView()
        table.viewportHeight = 88
        table.load(tableSnapshot([("a", Array(0..<10))]))
        let log = ScrollLog()
        table.delegate = log
        table.contentOffset = CGPoint(x: 0, y: 44 * 3)
        table.contentOffset = CGPoint(x: 0, y: 44 * 3)
        table.scrollToRow(at: IndexPath(row: 8, section: 0))
        table.contentOffset = CGPoint(x: 0, y: 10_000)
        XCTAssertEqual(
            log.seen,
            [
                [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)],
                [IndexPath(row: 8, section: 0), IndexPath(row: 9, section: 0)],
                [IndexPath(row: 8, section: 0), IndexPath(row: 9, section: 0)],
            ], "an unchanged offset tells nothing; one past the end is clamped first")
    }

    func testTheCollectionViewTellsItsDelegateThroughTheDataSourcesForwardingDelegate() async {
        let view = HeadlessCollectionView()
        view.viewportHeight = 88
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CollectionDataSource<String, Int>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        let log = ScrollLog()
        view.delegate = dataSource.makeDelegate(forwardingTo: log)
        dataSource.apply(tableSnapshot([("a", Array(0..<10))]), animatingDifferences: false, completion: nil)
        view.scrollToItem(at: IndexPath(item: 5, section: 0))
        XCTAssertEqual(log.seen, [[IndexPath(item: 5, section: 0), IndexPath(item: 6, section: 0)]])
    }

    func testASwipeRunsTheActionOfThatTitleAndNoneDuringADrag() async {
        let view = HeadlessCollectionView()
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CollectionDataSource<String, Int>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.allowReordering = true
        dataSource.apply(tableSnapshot([("a", Array(0..<5))]), animatingDifferences: false, completion: nil)
        var ran: [String] = []
        view.trailingSwipeActionsProvider = { path in
            [
                ListSwipeAction("Flag") { ran.append("flag \(path.item)") },
                ListSwipeAction("Delete", role: .destructive) { ran.append("delete \(path.item)") },
            ]
        }
        XCTAssertEqual(view.swipeActionTitles(at: IndexPath(item: 1, section: 0)), ["Flag", "Delete"])
        XCTAssertEqual(view.swipeActionTitles(at: IndexPath(item: 1, section: 0), from: .leading), [])
        XCTAssertTrue(view.performUserSwipe(at: IndexPath(item: 1, section: 0), tapping: "Delete"))
        XCTAssertFalse(view.performUserSwipe(at: IndexPath(item: 1, section: 0), from: .leading, tapping: "Flag"))
        XCTAssertFalse(view.performUserSwipe(at: IndexPath(item: 5, section: 0), tapping: "Flag"), "out of range")
        XCTAssertTrue(view.beginUserDrag(at: IndexPath(item: 0, section: 0)))
        XCTAssertFalse(view.performUserSwipe(at: IndexPath(item: 2, section: 0), tapping: "Flag"), "during a drag")
        XCTAssertEqual(ran, ["delete 1"])
    }

    func testAPullStartsTheRefreshOnceUntilItEnds() async {
        let view = HeadlessCollectionView()
        view.contentInset = HeadlessEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        var pulls = 0
        let control = HeadlessRefreshControl { _ in pulls += 1 }
        view.refreshControl = control
        XCTAssertTrue(view.performUserPull())
        XCTAssertEqual(view.contentOffset.y, -20, "at the top, above the inset")
        XCTAssertFalse(view.performUserPull())
        control.endRefreshing()
        XCTAssertTrue(view.performUserPull())
        XCTAssertEqual(pulls, 2)
        control.endRefreshing()
        control.beginRefreshing()
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(pulls, 2, "from code: no action, as UIKit's")
    }
}

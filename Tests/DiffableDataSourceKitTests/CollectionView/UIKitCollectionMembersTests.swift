import XCTest

@testable import DiffableDataSourceKit

/// UIKit's members that ported collection-view code calls (issue 48, items 4 and 5): where
/// an item stands after scrolling to it, which item a cell shows, and the interactive
/// movement an app drives from a long press, with the reload apps make right after it.
@MainActor
final class UIKitCollectionMembersTests: XCTestCase {
    /// Kept here: the collection view does not retain its data source.
    var dataSource: CollectionDataSource<String, Int>?
    /// What the data source's `didReorder` saw, in order.
    var reorders: [[Int]] = []

    /// A collection view of `items` 44-point items in one section, 440 points tall, whose
    /// items the user may reorder.
    func makeCollectionView(items: Int = 100) -> HeadlessCollectionView {
        let collectionView = HeadlessCollectionView()
        collectionView.viewportHeight = 440
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CollectionDataSource<String, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.reorderingHandlers.canReorderItem = { $0 != 99 }
        dataSource.reorderingHandlers.didReorder = { [weak self] in
            self?.reorders.append($0.finalSnapshot.itemIdentifiers)
        }
        dataSource.apply(tableSnapshot([("A", Array(0..<items))]), animatingDifferences: false, completion: nil)
        self.dataSource = dataSource
        return collectionView
    }

    func testScrollToItemStandsTheItemWhereEachScrollPositionSaysInsideTheInsets() async {
        let collectionView = makeCollectionView()
        let item = IndexPath(item: 20, section: 0)  // 880...924
        collectionView.scrollToItem(at: item, at: .top, animated: true)
        XCTAssertEqual(collectionView.contentOffset.y, 880)
        collectionView.scrollToItem(at: item, at: .centeredVertically, animated: false)
        XCTAssertEqual(collectionView.contentOffset.y, 902 - 220)
        collectionView.scrollToItem(at: item, at: .bottom, animated: false)
        XCTAssertEqual(collectionView.contentOffset.y, 924 - 440)
        collectionView.scrollToItem(at: IndexPath(item: 60, section: 0), at: .none, animated: false)
        XCTAssertEqual(collectionView.contentOffset.y, 924 - 440, "none does not scroll")

        collectionView.contentInset = HeadlessEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        collectionView.safeAreaInsets = HeadlessEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(collectionView.adjustedContentInset.top, 57)
        collectionView.scrollToItem(at: item, at: .top, animated: false)
        XCTAssertEqual(collectionView.contentOffset.y, 880 - 57)
        collectionView.scrollToItem(at: item, at: .bottom, animated: false)
        XCTAssertEqual(collectionView.contentOffset.y, 924 + 34 - 440)
        collectionView.setContentOffset(CGPoint(x: 0, y: -500), animated: true)
        XCTAssertEqual(collectionView.contentOffset.y, -57)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.first, IndexPath(item: 0, section: 0))
    }

    func testIndexPathForACellNamesTheItemItShows() async throws {
        let collectionView = makeCollectionView()
        collectionView.scrollToItem(at: IndexPath(item: 40, section: 0), at: .top, animated: false)
        for path in collectionView.indexPathsForVisibleItems {
            let cell = try XCTUnwrap(collectionView.cellForItem(at: path))
            XCTAssertEqual(collectionView.indexPath(for: cell), path)
        }
        XCTAssertNil(collectionView.indexPath(for: CollectionViewCell()))
    }

    /// A long press as apps handle it: begin, follow the finger, end; then the reload
    /// Mastodon makes right after ending (issue 48, item 5).
    func testInteractiveMovementMovesTheItemAndAReloadRightAfterItRuns() async throws {
        let collectionView = makeCollectionView(items: 5)
        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertTrue(collectionView.hasUncommittedUpdates)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 44 + 22))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 3 * 44 + 22))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 10_000))
        collectionView.endInteractiveMovement()
        XCTAssertFalse(collectionView.hasUncommittedUpdates, "the move is permanent once it ends")
        XCTAssertEqual(dataSource?.snapshot().itemIdentifiers, [1, 2, 3, 0, 4])
        XCTAssertEqual(reorders, [[1, 2, 3, 0, 4]])

        collectionView.reloadData()
        XCTAssertNil(collectionView.lastUpdateError, "the reload right after the movement ran")
        XCTAssertEqual(collectionView.visibleCells.map(\.text), ["1", "2", "3", "0", "4"])
    }

    func testACancelledMovementPutsTheItemBackAndTellsTheDataSourceNothing() async throws {
        let collectionView = makeCollectionView(items: 5)
        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 0, y: 4 * 44 + 1))
        var snapshot = try XCTUnwrap(dataSource?.snapshot())
        try snapshot.appendItems([5])
        dataSource?.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 5, "the apply waits for the movement")
        collectionView.cancelInteractiveMovement()
        XCTAssertFalse(collectionView.hasUncommittedUpdates)
        XCTAssertEqual(reorders, [])
        XCTAssertEqual(collectionView.visibleCells.map(\.text), ["0", "1", "2", "3", "4", "5"], "then it lands")
        collectionView.endInteractiveMovement()
        XCTAssertEqual(dataSource?.snapshot().itemIdentifiers, [0, 1, 2, 3, 4, 5], "nothing left to end")
    }

    func testAMovementTheDataSourceRefusesDoesNotBegin() async {
        let collectionView = makeCollectionView()
        XCTAssertFalse(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 99, section: 0)))
        XCTAssertFalse(collectionView.hasUncommittedUpdates)
        XCTAssertFalse(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 500, section: 0)))
        XCTAssertTrue(collectionView.beginUserDrag(at: IndexPath(item: 3, section: 0)))
        XCTAssertFalse(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        XCTAssertTrue(collectionView.cancelUserDrag(), "a lifted item can be let go on a collection view too")
        collectionView.turnRunLoop()
        XCTAssertFalse(collectionView.hasUncommittedUpdates)
    }
}

@MainActor
final class CollectionReloadDuringDragTests: XCTestCase {
    /// A reload while a user's drop is uncommitted is refused, in a collection view's words
    /// (issue 48, item 5).
    func testAReloadDuringADropIsRefusedNamingTheCollectionView() async {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CollectionDataSource<String, Int>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.apply(tableSnapshot([("A", [1, 2, 3])]), animatingDifferences: false, completion: nil)
        collectionView.performUserMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        collectionView.reloadData()
        let error = collectionView.lastUpdateError
        XCTAssertEqual(error?.kind, .updateWithUncommittedChanges)
        XCTAssertEqual(
            error?.message,
            "attempt to reload the data while the collection view has uncommitted updates (a drag or drop in flight)")
        collectionView.turnRunLoop()
        XCTAssertEqual(collectionView.visibleCells.count, 3)
    }
}

import DiffableDataSourceKit
import XCTest

/// Records what a collection view tells its delegate about selection, in order.
@MainActor
final class ItemSelectionRecorder: HeadlessCollectionViewDelegate {
    private(set) var events: [String] = []

    func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.section).\(indexPath.item)")
    }

    func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.section).\(indexPath.item)")
    }
}

/// The headless collection view's selection, in UICollectionView's names, carried by its
/// inner table: the API, taps, and applies through a ``CollectionDataSource``.
@MainActor
final class HeadlessCollectionSelectionTests: XCTestCase {
    typealias DataSource = CollectionDataSource<String, Int>

    func make(_ layout: [(String, [Int])]) -> (HeadlessCollectionView, DataSource, ItemSelectionRecorder) {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let dataSource = DataSource.create(collectionView: collectionView) { collectionView, indexPath, item, _ in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        let recorder = ItemSelectionRecorder()
        collectionView.delegate = recorder
        dataSource.apply(tableSnapshot(layout), animatingDifferences: false)
        return (collectionView, dataSource, recorder)
    }

    func item(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// The items of the selected places, in the order the collection view lists them.
    func selectedItems(_ collectionView: HeadlessCollectionView) -> [Int] {
        (collectionView.indexPathsForSelectedItems ?? []).compactMap { collectionView.itemIdentity(at: $0) as? Int }
    }

    // MARK: The API

    func testSelectItemFollowsTheSelectionModeAndTellsNoDelegate() async {
        let (collectionView, _, recorder) = make([("A", [1, 2, 3]), ("B", [4])])
        XCTAssertTrue(collectionView.allowsSelection)
        XCTAssertFalse(collectionView.allowsMultipleSelection)
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
        collectionView.selectItem(at: item(2, 0), animated: false, scrollPosition: .none)
        collectionView.selectItem(at: item(0, 1), animated: false, scrollPosition: .none)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(0, 1)])
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: item(1, 0), animated: false, scrollPosition: .none)
        collectionView.selectItem(at: item(9, 0), animated: false, scrollPosition: .none)  // out of range
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(1, 0), item(0, 1)])
        collectionView.selectItem(at: nil, animated: false, scrollPosition: .none)
        XCTAssertNil(collectionView.indexPathsForSelectedItems, "nil clears the selection, as Apple documents")
        XCTAssertEqual(recorder.events, [])
    }

    func testWithSelectionOffSelectAndDeselectDoNothing() async {
        let (collectionView, _, _) = make([("A", [1, 2])])
        collectionView.selectItem(at: item(0, 0), animated: false, scrollPosition: .none)
        collectionView.allowsSelection = false
        collectionView.deselectItem(at: item(0, 0), animated: false)
        collectionView.selectItem(at: item(1, 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(0, 0)])
        collectionView.allowsSelection = true
        collectionView.deselectItem(at: item(0, 0), animated: false)
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
    }

    func testScrollPositionNoneKeepsTheOffsetAndCenteredVerticallyCentersTheItem() async {
        let (collectionView, _, _) = make([("A", Array(0..<100))])
        collectionView.viewportHeight = 440
        collectionView.selectItem(at: item(40, 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(collectionView.contentOffset.y, 0)
        collectionView.selectItem(at: item(40, 0), animated: false, scrollPosition: .centeredVertically)
        XCTAssertEqual(collectionView.contentOffset.y, 40 * 44 + 22 - 220)
        collectionView.selectItem(at: item(40, 0), animated: false, scrollPosition: .top)
        XCTAssertEqual(collectionView.contentOffset.y, 40 * 44)
        collectionView.selectItem(at: item(40, 0), animated: false, scrollPosition: .bottom)
        XCTAssertEqual(collectionView.contentOffset.y, 41 * 44 - 440)
    }

    // MARK: Taps

    func testTapsSelectAndTellTheCollectionDelegate() async {
        let (collectionView, _, recorder) = make([("A", [1, 2, 3])])
        XCTAssertTrue(collectionView.performUserTap(at: item(0, 0)))
        XCTAssertTrue(collectionView.performUserTap(at: item(2, 0)))
        XCTAssertEqual(recorder.events, ["select 0.0", "deselect 0.0", "select 0.2"])
        collectionView.allowsMultipleSelection = true
        collectionView.performUserTap(at: item(1, 0))
        collectionView.performUserTap(at: item(2, 0))
        XCTAssertEqual(recorder.events.suffix(2), ["select 0.1", "deselect 0.2"])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(1, 0)])
        XCTAssertFalse(collectionView.performUserTap(at: item(3, 0)))
        collectionView.allowsSelection = false
        XCTAssertFalse(collectionView.performUserTap(at: item(0, 0)))
        XCTAssertEqual(recorder.events.count, 5)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(1, 0)])
    }

    // MARK: Applies

    func testAnApplyKeepsTheSelectionOfEveryItemThatStays() async throws {
        let (collectionView, dataSource, _) = make([("A", [1, 2, 3, 4, 5]), ("B", [6])])
        collectionView.allowsMultipleSelection = true
        for path in [item(0, 0), item(1, 0), item(2, 0), item(3, 0), item(0, 1)] {
            collectionView.selectItem(at: path, animated: false, scrollPosition: .none)
        }
        var new = tableSnapshot([("A", [0, 3, 4, 5, 1]), ("B", [6, 2])])
        try new.reloadItems([3])
        try new.reconfigureItems([4])
        await dataSource.apply(new, animatingDifferences: true)
        XCTAssertEqual(collectionView.snapshot(), new)
        // The view alone would keep 1 (moved), 4 (reconfigured) and 6, and drop 3 (reloaded)
        // and 2 (moved to B, then reloaded for its new section's cell class). The data source
        // keeps selection by item (issue 33): every selected item still shown stays selected;
        // 0, inserted, is not.
        XCTAssertEqual(selectedItems(collectionView), [3, 4, 1, 6, 2])
        XCTAssertEqual(
            collectionView.indexPathsForSelectedItems, [item(1, 0), item(2, 0), item(4, 0), item(0, 1), item(1, 1)])
        await dataSource.apply(tableSnapshot([("A", [0, 3, 4, 5])]), animatingDifferences: true)
        XCTAssertEqual(selectedItems(collectionView), [3, 4], "deleted items and the deleted section's lose it")
        collectionView.reloadData()
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
    }

    /// The package's collection rule: a section that moves while its items change is
    /// deleted and inserted, so the view would lose its items' selection; the data source
    /// selects them again by item.
    func testASectionThatMovesWithItemChangesIsRecreatedAndKeepsItsSelection() async {
        let (collectionView, dataSource, _) = make([("A", [1]), ("B", [2, 3]), ("C", [4])])
        collectionView.allowsMultipleSelection = true
        for path in [item(0, 0), item(0, 1), item(0, 2)] {
            collectionView.selectItem(at: path, animated: false, scrollPosition: .none)
        }
        await dataSource.apply(tableSnapshot([("C", [4]), ("A", [1]), ("B", [2, 3])]), animatingDifferences: true)
        XCTAssertEqual(selectedItems(collectionView), [4, 1, 2], "sections that only move keep it")
        await dataSource.apply(tableSnapshot([("B", [2, 3, 5]), ("C", [4]), ("A", [1])]), animatingDifferences: true)
        XCTAssertEqual(selectedItems(collectionView), [2, 4, 1], "B moved and gained an item: recreated, reselected")
    }
}

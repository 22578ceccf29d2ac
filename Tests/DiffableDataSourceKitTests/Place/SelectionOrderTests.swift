import Foundation
import XCTest

@testable import DiffableDataSourceKit

/// The app's selection calls take their place among its updates (issue 49, findings 1, 10
/// and 11): `selectItem` and `deselectItem` act on the item as the app's calls so far
/// produce it, once the view shows it; a selection the app makes while an update runs (a
/// cell provider that selects its row) survives the update; and a selection the view keeps
/// while its selection is turned off survives a reload of its row.
@MainActor
final class SelectionOrderTests: XCTestCase {
    /// A table of items 0..<10 in section "s", its data source and adapter.
    func makeTable(
        multiple: Bool = true, cellProvider: ((HeadlessTableView, IndexPath, Int) -> Void)? = nil
    ) -> (HeadlessTableView, TableDataSource<String, Int>, TableAdapter<String, Int>) {
        let table = HeadlessTableView()
        table.allowsMultipleSelection = multiple
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = TableDataSource<String, Int>(tableView: table) { tableView, indexPath, item in
            cellProvider?(tableView, indexPath, item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.allowReordering = true
        dataSource.apply(tableSnapshot([("s", Array(0..<10))]), animatingDifferences: false, completion: nil)
        return (table, dataSource, TableAdapter(tableView: table, dataSource: dataSource))
    }

    // MARK: Finding 1: selection calls are ordered with queued updates

    func testSelectingAnItemAQueuedCallAddedSelectsItOnceTheViewShowsIt() async throws {
        let (table, dataSource, adapter) = makeTable()
        XCTAssertTrue(table.beginUserDrag(at: tableIndexPath(0, 2)))
        try adapter.append(100, to: "s")  // queued: the finger holds the view
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers.last, 100)
        dataSource.selectItem(100)
        table.dropUserDrag(at: tableIndexPath(0, 2))
        table.turnRunLoop()
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [100])
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 10)])
    }

    func testSelectionCallsWhileADragHoldsTheViewApplyInCallOrder() async throws {
        let (table, dataSource, adapter) = makeTable()
        dataSource.selectItem(5)
        var removed: [[Int]] = []
        dataSource.didDeselectRemovedItems = { removed.append($0) }
        XCTAssertTrue(table.beginUserDrag(at: tableIndexPath(0, 0)))
        dataSource.deselectItem(5)  // shown, but the view is held: after the drop
        try adapter.append(100, to: "s")
        try adapter.append(101, to: "s")
        dataSource.selectItem(100)
        dataSource.selectItem(101)
        try adapter.delete(101)  // after its selection: selected, then removed
        dataSource.selectItem(101)  // no longer in the app's snapshot: ignored
        dataSource.selectItem(7)
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [5], "the view shows what it shows until it is free")
        table.dropUserDrag(at: tableIndexPath(0, 3))  // 0 lands after 3
        table.turnRunLoop()
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2, 3, 0, 4, 5, 6, 7, 8, 9, 100])
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [7, 100])
        XCTAssertEqual(removed, [[101]], "a selected item a later call removed is reported")
    }

    func testSelectingAnItemABackgroundApplyAddsBeforeItLandsSelectsItOnceItLands() async throws {
        let (table, dataSource, _) = makeTable()
        var snapshot = dataSource.snapshot()
        try snapshot.appendItems([100], toSection: "s")
        let landed = Locked(false)
        let box = CarriedValue(dataSource)
        let frozen = snapshot
        // The main thread waits for the call, not for its landing (as an app's main thread
        // runs on while a background queue applies): the landing waits on the main queue.
        let returned = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            box.value.apply(frozen, animatingDifferences: true) { landed.withLock { $0 = true } }
            returned.signal()
        }
        returned.wait()
        // The apply returned on its queue; its batch waits on the main queue.
        XCTAssertFalse(landed.withLock { $0 })
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers.last, 100)
        dataSource.selectItem(100)
        let deadline = Date(timeIntervalSinceNow: 5)
        while !landed.withLock({ $0 }), Date() < deadline { try await Task.sleep(nanoseconds: 1_000_000) }
        XCTAssertEqual(table.snapshot(), snapshot)
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [100])
    }

    // MARK: Finding 10: the app's selections during an update survive it

    func testACellProviderThatSelectsItsRowKeepsThatSelection() async throws {
        var selectOnBuild: Set<Int> = []
        let (table, dataSource, _) = makeTable { tableView, indexPath, item in
            // UIKit's common pattern: restore the app's own selection as the cell is built.
            if selectOnBuild.contains(item) { tableView.selectRow(at: indexPath, animated: false) }
        }
        dataSource.selectItem(3)
        selectOnBuild = [50]
        var snapshot = dataSource.snapshot()
        try snapshot.insertItems([50], beforeItem: 1)
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [50, 3])
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 1), tableIndexPath(0, 4)])
    }

    func testACellProviderThatSelectsItsItemThroughTheDataSourceKeepsThatSelection() async throws {
        var selectOnBuild: Set<Int> = []
        weak var dataSourceBox: TableDataSource<String, Int>?
        let (table, dataSource, _) = makeTable { _, _, item in
            if selectOnBuild.contains(item) { dataSourceBox?.selectItem(item) }
        }
        dataSourceBox = dataSource
        dataSource.selectItem(3)
        selectOnBuild = [50]
        var snapshot = dataSource.snapshot()
        try snapshot.insertItems([50], beforeItem: 1)
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 1), tableIndexPath(0, 4)])
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [50, 3])
    }

    // MARK: Finding 11: a selection kept while selection is off

    func testAReloadWhileSelectionIsOffKeepsTheSelection() async throws {
        let (table, dataSource, adapter) = makeTable(multiple: false)
        var removed: [[Int]] = []
        dataSource.didDeselectRemovedItems = { removed.append($0) }
        table.performUserTap(at: tableIndexPath(0, 4))
        table.allowsSelection = false  // the view keeps row 4 selected
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [4])
        try adapter.reload(4)
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [4])
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 4)])
        dataSource.applySnapshotUsingReloadData(dataSource.snapshot(), completion: nil)
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [4])
        XCTAssertEqual(removed, [])
        table.allowsSelection = true
        table.performUserTap(at: tableIndexPath(0, 6))
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [6])
    }

    func testACollectionViewKeepsItsSelectionThroughAReloadWhileSelectionIsOff() async throws {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CollectionDataSource<String, Int>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.apply(tableSnapshot([("a", [1, 2, 3])]), animatingDifferences: false, completion: nil)
        collectionView.performUserTap(at: IndexPath(item: 1, section: 0))
        collectionView.allowsSelection = false
        var snapshot = dataSource.snapshot()
        try snapshot.reloadItems([2])
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [2])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
    }

    /// A view whose selection cannot be restored while it is off (as Apple documents for
    /// `UICollectionView.selectItem`): the data source reports the item it could not keep,
    /// so the app never holds a selection the view lost without being told.
    func testAViewThatCannotSelectAgainHasTheLostItemReported() async throws {
        let view = RecordingListView()
        let dataSource = ListDataSource<String, Int, RecordingListView>.recording(on: view)
        dataSource.apply(tableSnapshot([("a", [1, 2, 3])]), animatingDifferences: false, completion: nil)
        view.selected = [IndexPath(row: 1, section: 0)]
        view.refusesSelection = true
        view.reloadClearsSelection = true
        var removed: [[Int]] = []
        dataSource.didDeselectRemovedItems = { removed.append($0) }
        dataSource.applySnapshotUsingReloadData(dataSource.snapshot(), completion: nil)
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [])
        XCTAssertEqual(removed, [[2]])
    }
}

/// A value carried to another thread, where a test calls only what the API allows there.
private struct CarriedValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

import XCTest

@testable import DiffableDataSourceKit

/// Selection by item (issue 33): the view keeps selection by index path and loses it on
/// reloads; the data source keeps the selected items through every update, drops the ones
/// removed (telling the app), and never selects a row the user did not select.
@MainActor
final class SelectionByItemTests: XCTestCase {
    func makeTable(_ layout: [(String, [Int])]) -> (HeadlessTableView, TableDataSource<String, Int>) {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = TableDataSource<String, Int>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.allowReordering = true
        dataSource.apply(tableSnapshot(layout), animatingDifferences: false, completion: nil)
        return (table, dataSource)
    }

    func tap(_ item: Int, _ table: HeadlessTableView, _ dataSource: TableDataSource<String, Int>) {
        guard let path = dataSource.indexPath(for: item) else { return XCTFail("\(item) is not shown") }
        table.performUserTap(at: path)
    }

    func testASelectedItemStaysSelectedThroughAReloadAMoveAndReloadData() async throws {
        let (table, dataSource) = makeTable([("a", [1, 2, 3, 4]), ("b", [5, 6])])
        tap(3, table, dataSource)
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [3])

        var snapshot = dataSource.snapshot()
        try snapshot.reloadItems([3])  // UIKit deselects a reloaded row
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [3])

        try snapshot.moveItem(3, afterItem: 6)  // into another section: a follow-up reload
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [3])
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 1)])

        dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)  // UIKit clears all
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [3])

        try snapshot.insertItems([7], beforeItem: 1)  // the rows shift under the selection
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 1)])
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [3])
    }

    func testARemovedSelectedItemIsReportedOnceAndNothingElseIsSelected() async throws {
        let (table, dataSource) = makeTable([("a", [1, 2, 3, 4])])
        table.allowsMultipleSelection = true
        tap(2, table, dataSource)
        tap(4, table, dataSource)
        var reports: [[Int]] = []
        dataSource.didDeselectRemovedItems = { reports.append($0) }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([2])
        try snapshot.insertItems([9], beforeItem: 1)  // a new row where 2 was, in index terms
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(reports, [[2]])
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [4])
        // An unrelated apply reports nothing more.
        try snapshot.appendItems([10], toSection: "a")
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(reports, [[2]])
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [4])
    }

    func testSelectingAndDeselectingByItem() async throws {
        let (table, dataSource) = makeTable([("a", [1, 2, 3])])
        var told: [IndexPath] = []
        let delegate = SelectionDelegate { told.append($0) }
        table.delegate = delegate
        dataSource.selectItem(2)
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [2])
        XCTAssertEqual(told, [], "selecting as the app does tells no delegate, as UIKit's selectRow")
        dataSource.selectItem(99)  // not shown: ignored
        dataSource.deselectItem(2)
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [])
        XCTAssertNil(table.indexPathsForSelectedRows)
    }

    func testAHeadlessCollectionViewKeepsSelectionThroughASectionItRecreates() async throws {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CollectionDataSource<String, Int>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.apply(tableSnapshot([("a", [1, 2]), ("b", [3, 4])]), animatingDifferences: false, completion: nil)
        dataSource.selectItem(4)
        var snapshot = dataSource.snapshot()
        // A collection view sends a moved section as a delete and an insert (its items get
        // new cells, and UIKit drops their selection).
        try snapshot.moveSection("b", beforeSection: "a")
        try snapshot.appendItems([5], toSection: "b")
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [4])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
    }

    /// What a UIKit view receives: after a reload that cleared its selection, one
    /// `selectRow` for the selected item's row, and nothing for other rows.
    func testAUIKitViewIsToldToSelectTheItemsRowAgain() async throws {
        let view = RecordingListView()
        let dataSource = ListDataSource<String, Int, RecordingListView>.recording(on: view)
        dataSource.apply(tableSnapshot([("a", [1, 2, 3])]), animatingDifferences: false, completion: nil)
        view.selected = [IndexPath(row: 1, section: 0)]  // the user tapped 2
        var snapshot = dataSource.snapshot()
        try snapshot.insertItems([0], beforeItem: 1)
        // The recording view keeps selection by index path and does not move it: the data
        // source must deselect row 1 (now item 1) and select row 2 (item 2).
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(view.selected, [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(view.selections, [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [2])
    }
}

/// A table delegate that records the rows the user selected.
@MainActor
final class SelectionDelegate: HeadlessTableViewDelegate {
    let selected: (IndexPath) -> Void

    init(_ selected: @escaping (IndexPath) -> Void) { self.selected = selected }

    func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) { selected(indexPath) }
}

import XCTest

@testable import DiffableDataSourceKit

/// Selection calls that wait for the view apply with the update that lets them, even when
/// the data source keeps no place of its own (no ``ScrollAnchor`` and nothing selected
/// before): the update then has nothing else to keep, but the calls still apply.
@MainActor
final class WaitingSelectionTests: XCTestCase {
    func testCallsMadeDuringADragApplyWithTheQueuedApplyWithoutAnAnchorOrASelection() async {
        for collection in [false, true] {
            let table: HeadlessTableView
            let dataSource: ListDataSource<String, Int, HeadlessTableView>?
            let collectionSource: ListDataSource<String, Int, HeadlessCollectionView>?
            var keep: [AnyObject] = []
            if collection {
                let view = HeadlessCollectionView()
                view.allowsMultipleSelection = true
                view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                let source = CollectionDataSource<String, Int>(collectionView: view) { view, path, _ in
                    view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
                }
                (table, dataSource, collectionSource) = (view.list, nil, source)
                keep = [view, source]
            } else {
                table = HeadlessTableView()
                table.allowsMultipleSelection = true
                table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
                let source = TableDataSource<String, Int>(tableView: table) { table, path, _ in
                    table.dequeueReusableCell(withIdentifier: "cell", for: path)
                }
                (dataSource, collectionSource) = (source, nil)
                keep = [source]
            }
            let label = collection ? "collection view" : "table"
            func apply(_ snapshot: ListSnapshot<String, Int>) {
                dataSource?.apply(snapshot, animatingDifferences: true, completion: nil)
                collectionSource?.apply(snapshot, animatingDifferences: true, completion: nil)
            }
            func select(_ item: Int) {
                dataSource?.selectItem(item)
                collectionSource?.selectItem(item)
            }
            dataSource?.allowReordering = true
            collectionSource?.allowReordering = true
            apply(tableSnapshot([("a", Array(0..<10))]))
            XCTAssertTrue(table.beginUserDrag(at: IndexPath(row: 0, section: 0)), label)
            apply(tableSnapshot([("a", Array(0..<10) + [100])]))
            select(100)
            select(7)
            table.dropUserDrag(at: IndexPath(row: 2, section: 0))
            table.turnRunLoop()
            let selected = (dataSource?.selectedItemIdentifiers ?? collectionSource?.selectedItemIdentifiers) ?? []
            XCTAssertEqual(Set(selected), [7, 100], label)
            withExtendedLifetime(keep) {}
        }
    }
}

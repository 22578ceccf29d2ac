import XCTest

@testable import DiffableDataSourceKit

/// Issue 29, item 2: a data source hands its view what the view will show with every batch
/// and reload, so no view reads its data source back in the middle of an update (only the
/// cells are asked for, as UIKit asks for them).
@MainActor
final class FedForwardTests: XCTestCase {
    final class CountingTableSource: TableDataSource<String, Int> {
        var reads = 0

        override func numberOfSections(in tableView: HeadlessTableView) -> Int {
            reads += 1
            return super.numberOfSections(in: tableView)
        }

        override func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
            reads += 1
            return super.tableView(tableView, numberOfRowsInSection: section)
        }

        override func tableView(_ tableView: HeadlessTableView, identityForRowAt indexPath: IndexPath) -> AnyHashable? {
            reads += 1
            return super.tableView(tableView, identityForRowAt: indexPath)
        }
    }

    final class CountingCollectionSource: CollectionDataSource<String, Int> {
        var reads = 0

        override func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int)
            -> Int
        {
            reads += 1
            return super.collectionView(collectionView, numberOfItemsInSection: section)
        }

        override func collectionView(_ collectionView: HeadlessCollectionView, identityForItemAt indexPath: IndexPath)
            -> AnyHashable?
        {
            reads += 1
            return super.collectionView(collectionView, identityForItemAt: indexPath)
        }
    }

    func testATableIsHandedItsRowsAndNeverReadsTheDataSourceBack() async throws {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = CountingTableSource(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        dataSource.apply(
            tableSnapshot([("a", Array(0..<1000)), ("b", [])]), animatingDifferences: false, completion: nil)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(Array(0..<100))
        try snapshot.appendItems(Array(5000..<5500), toSection: "b")
        try snapshot.moveItem(500, beforeItem: 100)
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
        XCTAssertEqual(table.snapshot(), snapshot)
        XCTAssertEqual(dataSource.reads, 0, "counts and identities came with the batches and the reload")
    }

    func testACollectionViewIsHandedItsItemsToo() async throws {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CountingCollectionSource(collectionView: collectionView) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.apply(tableSnapshot([("a", Array(0..<300))]), animatingDifferences: false, completion: nil)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(Array(0..<10))
        try snapshot.appendItems(Array(900..<950), toSection: "a")
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        XCTAssertEqual(collectionView.snapshot(), snapshot)
        XCTAssertEqual(dataSource.reads, 0)
    }
}

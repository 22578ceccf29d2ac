import DiffableDataSourceKit
import XCTest

/// A data source that gives counts only, relying on the default (nil) identities.
@MainActor
private final class CountsOnlyDataSource: HeadlessTableViewDataSource {
    func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        TableViewCell()
    }

    var rowCounts: [Int]

    init(_ rowCounts: [Int]) { self.rowCounts = rowCounts }

    func numberOfSections(in tableView: HeadlessTableView) -> Int { rowCounts.count }

    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
        rowCounts[section]
    }
}

/// A data source that reports the same identity for every row.
@MainActor
private final class RepeatingDataSource: HeadlessTableViewDataSource {
    func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        TableViewCell()
    }

    func numberOfSections(in tableView: HeadlessTableView) -> Int { 1 }
    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: HeadlessTableView, identityForRowAt indexPath: IndexPath) -> AnyHashable? { 7 }
    func tableView(_ tableView: HeadlessTableView, identityForSection section: Int) -> AnyHashable? { "S" }
}

/// Loading, reloading, reading back.
@MainActor
final class HeadlessTableBasicsTests: XCTestCase {
    func testNewTableIsEmpty() async {
        let table = HeadlessTableView()
        XCTAssertEqual(table.numberOfSections, 0)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 0)
        XCTAssertEqual(table.snapshot(), ListSnapshot<String, Int>())
    }

    func testLoadAndQueries() async {
        let table = HeadlessTableView()
        table.load(tableSnapshot([("A", [1, 2, 3]), ("B", [])]))
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 0)
        XCTAssertEqual(table.numberOfRows(inSection: 2), 0)
        XCTAssertEqual(table.numberOfRows(inSection: -1), 0)
        XCTAssertEqual(table.rowIdentity(at: tableIndexPath(0, 2)), 3)
        XCTAssertNil(table.rowIdentity(at: tableIndexPath(0, 3)))
        XCTAssertNil(table.rowIdentity(at: tableIndexPath(1, 0)))
        XCTAssertNil(table.rowIdentity(at: IndexPath(index: 0)))
        XCTAssertNil(table.rowIdentity(at: IndexPath(indexes: [0, 1, 0])))
        XCTAssertEqual(table.sectionIdentity(at: 1), "B")
        XCTAssertNil(table.sectionIdentity(at: 2))
    }

    func testSnapshotReadsBackWhatWasLoaded() async {
        let table = HeadlessTableView()
        let snapshot = tableSnapshot([("A", [1, 2, 3]), ("B", []), ("C", [4])])
        table.load(snapshot)
        let back: ListSnapshot<String, Int>? = table.snapshot()
        XCTAssertEqual(back, snapshot)
        XCTAssertEqual(back?.itemIdentifiers(inSection: "C"), [4])
    }

    func testSnapshotOfTheWrongTypeIsNil() async {
        let table = HeadlessTableView()
        table.load(tableSnapshot([("A", [1])]))
        XCTAssertNil(table.snapshot(sectionType: String.self, itemType: String.self))
        XCTAssertNil(table.snapshot(sectionType: Int.self, itemType: Int.self))
        XCTAssertNotNil(table.snapshot(sectionType: String.self, itemType: Int.self))
    }

    func testReloadDataReadsEverythingFromTheDataSource() async {
        let table = HeadlessTableView()
        let dataSource = SnapshotTableDataSource(tableSnapshot([("A", [1, 2]), ("B", [3])]))
        table.dataSource = dataSource
        XCTAssertEqual(table.numberOfSections, 0, "nothing is read before reloadData")
        table.reloadData()
        XCTAssertEqual(table.snapshot(), dataSource.snapshot)
        XCTAssertEqual(dataSource.sectionIdentityRequests, [0, 1])
        XCTAssertEqual(dataSource.rowIdentityRequests.count, 3)

        dataSource.snapshot = tableSnapshot([("C", [9])])
        table.reloadData()
        XCTAssertEqual(table.snapshot(), dataSource.snapshot)
    }

    func testReloadDataWithoutDataSourceShowsNothing() async {
        let table = HeadlessTableView()
        table.load(tableSnapshot([("A", [1])]))
        table.reloadData()
        XCTAssertEqual(table.numberOfSections, 0)
    }

    func testDefaultIdentitiesAreUnknown() async {
        let table = HeadlessTableView()
        let dataSource = CountsOnlyDataSource([2, 0, 1])
        table.dataSource = dataSource
        table.reloadData()
        XCTAssertEqual((0..<3).map(table.numberOfRows(inSection:)), [2, 0, 1])
        XCTAssertNil(table.rowIdentity(at: tableIndexPath(0, 0)))
        XCTAssertNil(table.sectionIdentity(at: 0))
        XCTAssertNil(table.snapshot(sectionType: String.self, itemType: Int.self))
    }

    func testNegativeCountsReadAsZero() async {
        let table = HeadlessTableView()
        let dataSource = CountsOnlyDataSource([-3, 1])
        table.dataSource = dataSource
        table.reloadData()
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 0)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 1)
    }

    func testSnapshotOfRepeatedIdentitiesIsNil() async {
        let table = HeadlessTableView()
        let dataSource = RepeatingDataSource()
        table.dataSource = dataSource
        table.reloadData()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(table.rowIdentity(at: tableIndexPath(0, 1)), 7)
        XCTAssertNil(table.snapshot(sectionType: String.self, itemType: Int.self))
    }

    func testBatchUpdateErrorIsEquatableByKindAndMessage() async {
        let table = HeadlessTableView()
        table.load(tableSnapshot([("A", [1])]))
        var errors: [BatchUpdateError] = []
        for _ in 0..<2 {
            do {
                try table.performBatchUpdates(
                    ListChangeset<String, Int>(sectionDeletes: [3]), showing: tableSnapshot([]))
            } catch {
                errors.append(error)
            }
        }
        XCTAssertEqual(errors.count, 2)
        XCTAssertEqual(errors.first, errors.last)
        XCTAssertEqual("\(errors[0])", "attempt to delete section 3, but there are only 1 sections before the update")
    }
}

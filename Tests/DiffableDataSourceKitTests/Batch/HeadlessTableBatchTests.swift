import DiffableDataSourceKit
import XCTest

/// Valid batches with known results, through the data source and through a snapshot.
@MainActor
final class HeadlessTableBatchTests: XCTestCase {
    /// The table holds its data source weakly, as in UIKit; the test keeps it alive.
    var dataSources: [SnapshotTableDataSource] = []

    /// A table showing `before`, driven by a data source that already shows `after`.
    func makeTable(_ before: [(String, [Int])], dataSourceShows after: [(String, [Int])])
        -> (HeadlessTableView, SnapshotTableDataSource)
    {
        let table = HeadlessTableView()
        table.load(tableSnapshot(before))
        let dataSource = SnapshotTableDataSource(tableSnapshot(after))
        table.dataSource = dataSource
        dataSources.append(dataSource)
        return (table, dataSource)
    }

    func assertShows(
        _ table: HeadlessTableView, _ expected: [(String, [Int])], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            table.snapshot(sectionType: String.self, itemType: Int.self), tableSnapshot(expected),
            "table shows \(TableContents(table))", file: file, line: line)
    }

    func testDeletesInsertsAndMovesInOneSection() async throws {
        // 2 and 4 deleted, 1 moved to row 2, 6 and 7 inserted; 3 and 5 fill the free rows.
        let after = [("A", [3, 6, 1, 5, 7])]
        let (table, _) = makeTable([("A", [1, 2, 3, 4, 5])], dataSourceShows: after)
        try table.performBatchUpdates(
            ListChangeset<String, Int>(
                itemDeletes: [tableIndexPath(0, 1), tableIndexPath(0, 3)],
                itemInserts: [tableIndexPath(0, 1), tableIndexPath(0, 4)],
                itemMoves: [ListMove(source: tableIndexPath(0, 0), destination: tableIndexPath(0, 2))]))
        assertShows(table, after)
    }

    func testCrossSectionMove() async throws {
        let after = [("A", [2, 3]), ("B", [4, 1, 5])]
        let (table, _) = makeTable([("A", [1, 2, 3]), ("B", [4, 5])], dataSourceShows: after)
        try table.performBatchUpdates { $0.moveRow(at: tableIndexPath(0, 0), to: tableIndexPath(1, 1)) }
        assertShows(table, after)
    }

    func testSectionInsertDeleteMoveWithRowMovesBetweenSurvivingSections() async throws {
        // B deleted, N inserted at 1, C moved to 0; A and D fill slots 2 and 3 in their old
        // order. 1 moves from A into C (a section that moved), 7 from D into A.
        let before = [("A", [1, 2]), ("B", [3, 4]), ("C", [5, 6]), ("D", [7, 8])]
        let after = [("C", [5, 1, 6]), ("N", [9]), ("A", [2, 7]), ("D", [8])]
        let (table, _) = makeTable(before, dataSourceShows: after)
        try table.performBatchUpdates { batch in
            batch.deleteSections([1])
            batch.insertSections([1])
            batch.moveSection(2, toSection: 0)
            batch.moveRow(at: tableIndexPath(0, 0), to: tableIndexPath(0, 1))
            batch.moveRow(at: tableIndexPath(3, 0), to: tableIndexPath(2, 1))
        }
        assertShows(table, after)
    }

    func testMovedSectionKeepsItsRows() async throws {
        // Counts are compared per section identity: A (3 rows) at index 1 after the update.
        let after = [("B", [4, 5]), ("C", [6]), ("A", [1, 2, 3])]
        let (table, _) = makeTable([("A", [1, 2, 3]), ("B", [4, 5]), ("C", [6])], dataSourceShows: after)
        try table.performBatchUpdates { $0.moveSection(0, toSection: 2) }
        assertShows(table, after)
    }

    func testMovedSectionWithRowChangesInside() async throws {
        // A moves to the end and, in the same batch, loses row 0 (before coordinates, A's old
        // index) and gains a row at 0 (after coordinates, A's new index).
        let after = [("B", [4, 5]), ("A", [9, 2, 3])]
        let (table, _) = makeTable([("A", [1, 2, 3]), ("B", [4, 5])], dataSourceShows: after)
        try table.performBatchUpdates { batch in
            batch.moveSection(0, toSection: 1)
            batch.deleteRows(at: [tableIndexPath(0, 0)])
            batch.insertRows(at: [tableIndexPath(1, 0)])
        }
        assertShows(table, after)
    }

    func testRowReloadTakesTheIdentityAtItsNewPlace() async throws {
        // Row 2 (3) is reloaded; with row 0 deleted it lands at row 1, where the data source
        // now shows 30.
        let (table, dataSource) = makeTable([("A", [1, 2, 3, 4])], dataSourceShows: [("A", [2, 30, 4])])
        try table.performBatchUpdates { batch in
            batch.deleteRows(at: [tableIndexPath(0, 0)])
            batch.reloadRows(at: [tableIndexPath(0, 2)])
        }
        assertShows(table, [("A", [2, 30, 4])])
        XCTAssertEqual(dataSource.rowIdentityRequests, [tableIndexPath(0, 1)])
    }

    func testSectionReloadReadsTheWholeSectionAgain() async throws {
        // A's row count changes with the reload; a reloaded section is not count-checked.
        let after = [("A2", [10, 11, 12]), ("B", [3])]
        let (table, dataSource) = makeTable([("A", [1, 2]), ("B", [3])], dataSourceShows: after)
        try table.performBatchUpdates { $0.reloadSections([0]) }
        assertShows(table, after)
        XCTAssertEqual(dataSource.sectionIdentityRequests, [0])
        XCTAssertEqual(
            dataSource.rowIdentityRequests, [tableIndexPath(0, 0), tableIndexPath(0, 1), tableIndexPath(0, 2)])
    }

    func testReconfigureUsesPlacesAfterTheUpdateAndTakesTheFreshIdentity() async throws {
        // Two rows are inserted at the top, so 3 (row 2 before) is at row 4 after the update;
        // row 4 does not exist before the update, so only after-update coordinates work.
        let (table, dataSource) = makeTable([("A", [1, 2, 3])], dataSourceShows: [("A", [8, 9, 1, 2, 3])])
        dataSource.identityOverrides[tableIndexPath(0, 4)] = 33
        try table.performBatchUpdates { batch in
            batch.insertRows(at: [tableIndexPath(0, 0), tableIndexPath(0, 1)])
            batch.reconfigureRows(at: [tableIndexPath(0, 4)])
        }
        assertShows(table, [("A", [8, 9, 1, 2, 33])])
    }

    func testReconfigureInAMovedSection() async throws {
        let (table, dataSource) = makeTable(
            [("A", [1, 2]), ("B", [3])], dataSourceShows: [("B", [3]), ("A", [1, 2])])
        dataSource.identityOverrides[tableIndexPath(1, 1)] = 20
        try table.performBatchUpdates { batch in
            batch.moveSection(1, toSection: 0)
            batch.reconfigureRows(at: [tableIndexPath(1, 1)])
        }
        assertShows(table, [("B", [3]), ("A", [1, 20])])
    }

    func testSurvivingRowsKeepTheirIdentitySoAWrongBatchShows() async throws {
        // The data source swapped 1 and 3 but the batch says nothing: the counts agree, so
        // UIKit accepts it, and the table keeps showing the old order.
        let (table, dataSource) = makeTable([("A", [1, 2, 3])], dataSourceShows: [("A", [3, 2, 1])])
        try table.performBatchUpdates { _ in }
        assertShows(table, [("A", [1, 2, 3])])
        XCTAssertNotEqual(table.snapshot(sectionType: String.self, itemType: Int.self), dataSource.snapshot)
        XCTAssertEqual(dataSource.rowIdentityRequests, [])
    }

    func testIdenticalMoveListedTwiceIsDropped() async throws {
        let (table, _) = makeTable([("A", [1, 2, 3])], dataSourceShows: [("A", [2, 3, 1])])
        try table.performBatchUpdates { batch in
            batch.moveRow(at: tableIndexPath(0, 0), to: tableIndexPath(0, 2))
            batch.moveRow(at: tableIndexPath(0, 0), to: tableIndexPath(0, 2))
        }
        assertShows(table, [("A", [2, 3, 1])])
    }

    func testIdenticalSectionMoveListedTwiceIsDropped() async throws {
        let (table, _) = makeTable([("A", [1]), ("B", [2])], dataSourceShows: [("B", [2]), ("A", [1])])
        try table.performBatchUpdates { batch in
            batch.moveSection(0, toSection: 1)
            batch.moveSection(0, toSection: 1)
        }
        assertShows(table, [("B", [2]), ("A", [1])])
    }

    func testRepeatedDeleteAndInsertCountOnce() async throws {
        let (table, _) = makeTable([("A", [1, 2, 3])], dataSourceShows: [("A", [1, 9, 3])])
        try table.performBatchUpdates { batch in
            batch.deleteRows(at: [tableIndexPath(0, 1), tableIndexPath(0, 1)])
            batch.insertRows(at: [tableIndexPath(0, 1)])
            batch.insertRows(at: [tableIndexPath(0, 1)])
        }
        assertShows(table, [("A", [1, 9, 3])])
    }

    func testCallOrderDoesNotMatter() async throws {
        let before = [("A", [1, 2, 3]), ("B", [4, 5]), ("C", [6])]
        let after = [("B", [4, 3, 5]), ("N", [7]), ("A", [8, 1])]
        let calls: [(inout ListBatch) -> Void] = [
            { $0.deleteSections([2]) },
            { $0.insertSections([1]) },
            { $0.moveSection(1, toSection: 0) },
            { $0.deleteRows(at: [tableIndexPath(0, 1)]) },
            { $0.moveRow(at: tableIndexPath(0, 2), to: tableIndexPath(0, 1)) },
            { $0.insertRows(at: [tableIndexPath(2, 0)]) },
        ]
        var results: [TableContents] = []
        for order in [calls, calls.reversed(), [calls[3], calls[0], calls[5], calls[2], calls[4], calls[1]]] {
            let (table, _) = makeTable(before, dataSourceShows: after)
            try table.performBatchUpdates { batch in
                for call in order { call(&batch) }
            }
            assertShows(table, after)
            results.append(TableContents(table))
        }
        XCTAssertEqual(Set(results.map(\.description)).count, 1)
    }

    func testChangesetWithSnapshotNeedsNoDataSource() async throws {
        let table = HeadlessTableView()
        table.load(tableSnapshot([("A", [1, 2]), ("B", [3])]))
        let new = tableSnapshot([("B", [3, 2]), ("A", [1])])
        try table.performBatchUpdates(
            ListChangeset(
                sectionMoves: [ListMove(source: 1, destination: 0)],
                itemMoves: [ListMove(source: tableIndexPath(0, 1), destination: tableIndexPath(0, 1))]),
            showing: new)
        XCTAssertNil(table.dataSource)
        XCTAssertEqual(table.snapshot(), new)
    }

    func testChangesetThroughDataSourceReadsOnlyWhatTheBatchCreates() async throws {
        // 1,000 rows, one inserted: one row identity and one count per section are read.
        let before = [("A", Array(0..<1000)), ("B", [2000])]
        let after = [("A", Array(0..<500) + [5000] + Array(500..<1000)), ("B", [2000])]
        let (table, dataSource) = makeTable(before, dataSourceShows: after)
        try table.performBatchUpdates(ListChangeset<String, Int>(itemInserts: [tableIndexPath(0, 500)]))
        assertShows(table, after)
        XCTAssertEqual(dataSource.rowIdentityRequests, [tableIndexPath(0, 500)])
        XCTAssertEqual(dataSource.sectionIdentityRequests, [])
        XCTAssertEqual(dataSource.rowCountRequests, 2)
    }

    func testInsertedSectionTakesIdentitiesFromTheDataSource() async throws {
        let after = [("A", [1]), ("N", [7, 8])]
        let (table, dataSource) = makeTable([("A", [1])], dataSourceShows: after)
        try table.performBatchUpdates { $0.insertSections([1]) }
        assertShows(table, after)
        XCTAssertEqual(dataSource.sectionIdentityRequests, [1])
    }

    func testDataSourceIsHeldWeakly() async throws {
        let table = HeadlessTableView()
        table.load(tableSnapshot([("A", [1])]))
        do {
            let dataSource = SnapshotTableDataSource(tableSnapshot([("A", [1, 2])]))
            table.dataSource = dataSource
            XCTAssertNotNil(table.dataSource)
        }
        XCTAssertNil(table.dataSource)
    }

    func testDeletingEverything() async throws {
        let (table, _) = makeTable([("A", [1, 2]), ("B", [3])], dataSourceShows: [])
        try table.performBatchUpdates { $0.deleteSections([0, 1]) }
        XCTAssertEqual(table.numberOfSections, 0)
        assertShows(table, [])
    }
}

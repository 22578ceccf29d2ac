import DiffableDataSourceKit
import XCTest

/// Every rule of the Batch-update rules article (BatchUpdateRules.md in the DocC catalogue),
/// broken once: the exact message and kind, and a table left exactly as it was.
@MainActor
final class HeadlessTableBatchErrorTests: XCTestCase {
    /// A: 1 2 3, B: 4 5
    let start = tableSnapshot([("A", [1, 2, 3]), ("B", [4, 5])])
    var table = HeadlessTableView()

    override func setUp() async throws {
        table = HeadlessTableView()
        table.load(start)
    }

    /// Applies a changeset with the after state given as a snapshot.
    func apply(_ changes: ListChangeset<String, Int>, _ after: [(String, [Int])]) throws {
        try table.performBatchUpdates(changes, showing: tableSnapshot(after))
    }

    // MARK: Out of range

    func testSectionDeleteOutOfRange() async {
        assertBatchFails(
            table, .sectionDeleteOutOfRange,
            "attempt to delete section 2, but there are only 2 sections before the update"
        ) {
            try apply(ListChangeset(sectionDeletes: [2]), [("A", [1, 2, 3])])
        }
        assertBatchFails(
            table, .sectionDeleteOutOfRange,
            "attempt to delete section -1, but there are only 2 sections before the update"
        ) {
            try apply(ListChangeset(sectionDeletes: [-1]), [("A", [1, 2, 3])])
        }
    }

    func testSectionReloadOutOfRange() async {
        assertBatchFails(
            table, .sectionReloadOutOfRange,
            "attempt to reload section 2, but there are only 2 sections before the update"
        ) {
            try apply(ListChangeset(sectionReloads: [2]), [("A", [1, 2, 3]), ("B", [4, 5])])
        }
    }

    func testSectionInsertOutOfRange() async {
        assertBatchFails(
            table, .sectionInsertOutOfRange,
            "attempt to insert section 3 but there are only 3 sections after the update"
        ) {
            try apply(ListChangeset(sectionInserts: [3]), [("A", [1, 2, 3]), ("B", [4, 5]), ("C", [])])
        }
    }

    func testSectionMoveSourceOutOfRange() async {
        assertBatchFails(
            table, .sectionMoveSourceOutOfRange,
            "attempt to move section 2 that does not exist - there are only 2 sections before the update"
        ) {
            try apply(
                ListChangeset(sectionMoves: [ListMove(source: 2, destination: 0)]), [("A", [1, 2, 3]), ("B", [4, 5])])
        }
    }

    func testSectionMoveDestinationOutOfRange() async {
        assertBatchFails(
            table, .sectionMoveDestinationOutOfRange,
            "attempt to move section 0 to section 2 that does not exist - there are only 2 sections after the update"
        ) {
            try apply(
                ListChangeset(sectionMoves: [ListMove(source: 0, destination: 2)]), [("B", [4, 5]), ("A", [1, 2, 3])])
        }
    }

    func testRowDeleteOutOfRange() async {
        assertBatchFails(
            table, .rowDeleteOutOfRange,
            "attempt to delete row 5 from section 0 which only contains 3 rows before the update"
        ) {
            try apply(ListChangeset(itemDeletes: [tableIndexPath(0, 5)]), [("A", [1, 2]), ("B", [4, 5])])
        }
        assertBatchFails(
            table, .rowDeleteOutOfRange,
            "attempt to delete row 0 from section 2, but there are only 2 sections before the update"
        ) {
            try apply(ListChangeset(itemDeletes: [tableIndexPath(2, 0)]), [("A", [1, 2]), ("B", [4, 5])])
        }
    }

    func testMalformedIndexPathIsOutOfRangeNotATrap() async {
        assertBatchFails(
            table, .rowDeleteOutOfRange,
            "attempt to delete row -1 from section 0 which only contains 3 rows before the update"
        ) {
            try apply(ListChangeset(itemDeletes: [IndexPath(index: 0)]), [("A", [1, 2]), ("B", [4, 5])])
        }
        assertBatchFails(
            table, .rowDeleteOutOfRange,
            "attempt to delete row -1 from section -1, but there are only 2 sections before the update"
        ) {
            try apply(ListChangeset(itemDeletes: [IndexPath()]), [("A", [1, 2]), ("B", [4, 5])])
        }
        assertBatchFails(
            table, .rowInsertOutOfRange,
            "attempt to insert row -1 into section 0, but there are only 4 rows in section 0 after the update"
        ) {
            try apply(
                ListChangeset(itemInserts: [IndexPath(indexes: [0, 1, 2])]), [("A", [1, 2, 3, 9]), ("B", [4, 5])])
        }
    }

    func testRowReloadOutOfRange() async {
        assertBatchFails(
            table, .rowReloadOutOfRange,
            "attempt to reload row 2 from section 1 which only contains 2 rows before the update"
        ) {
            try apply(ListChangeset(itemReloads: [tableIndexPath(1, 2)]), [("A", [1, 2, 3]), ("B", [4, 5])])
        }
        assertBatchFails(
            table, .rowReloadOutOfRange,
            "attempt to reload row 0 from section 3, but there are only 2 sections before the update"
        ) {
            try apply(ListChangeset(itemReloads: [tableIndexPath(3, 0)]), [("A", [1, 2, 3]), ("B", [4, 5])])
        }
    }

    func testRowInsertOutOfRange() async {
        let after = [("A", [1, 2, 3, 9]), ("B", [4, 5])]
        assertBatchFails(
            table, .rowInsertOutOfRange,
            "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after the update"
        ) {
            try apply(ListChangeset(itemInserts: [tableIndexPath(0, 4)]), after)
        }
        assertBatchFails(
            table, .rowInsertOutOfRange,
            "attempt to insert row 0 into section 2, but there are only 2 sections after the update"
        ) {
            try apply(ListChangeset(itemInserts: [tableIndexPath(2, 0)]), after)
        }
    }

    func testRowMoveSourceOutOfRange() async {
        let same = [("A", [1, 2, 3]), ("B", [4, 5])]
        assertBatchFails(
            table, .rowMoveSourceOutOfRange,
            "attempt to move index path ({0, 3}) that does not exist - there are only 3 rows in section 0 before the update"
        ) {
            try apply(
                ListChangeset(itemMoves: [ListMove(source: tableIndexPath(0, 3), destination: tableIndexPath(0, 0))]),
                same)
        }
        assertBatchFails(
            table, .rowMoveSourceOutOfRange,
            "attempt to move index path ({5, 0}) that does not exist - there are only 2 sections before the update"
        ) {
            try apply(
                ListChangeset(itemMoves: [ListMove(source: tableIndexPath(5, 0), destination: tableIndexPath(0, 0))]),
                same)
        }
    }

    func testRowMoveDestinationOutOfRange() async {
        let same = [("A", [1, 2, 3]), ("B", [4, 5])]
        assertBatchFails(
            table, .rowMoveDestinationOutOfRange,
            "attempt to move index path ({0, 0}) to index path ({1, 2}) that does not exist - there are only 2 rows in section 1 after the update"
        ) {
            try apply(
                ListChangeset(itemMoves: [ListMove(source: tableIndexPath(0, 0), destination: tableIndexPath(1, 2))]),
                same)
        }
        assertBatchFails(
            table, .rowMoveDestinationOutOfRange,
            "attempt to move index path ({0, 0}) to index path ({2, 0}) that does not exist - there are only 2 sections after the update"
        ) {
            try apply(
                ListChangeset(itemMoves: [ListMove(source: tableIndexPath(0, 0), destination: tableIndexPath(2, 0))]),
                same)
        }
    }

    func testRowReconfigureOutOfRangeAfterTheUpdate() async {
        // Row 2 exists before the update but not after it: reconfigures are after-update places.
        let after = [("A", [1, 2]), ("B", [4, 5])]
        assertBatchFails(
            table, .rowReconfigureOutOfRange,
            "attempt to reconfigure row 2 in section 0, but there are only 2 rows in section 0 after the update"
        ) {
            try apply(
                ListChangeset(itemDeletes: [tableIndexPath(0, 2)], itemReconfigures: [tableIndexPath(0, 2)]), after)
        }
        assertBatchFails(
            table, .rowReconfigureOutOfRange,
            "attempt to reconfigure row 0 in section 2, but there are only 2 sections after the update"
        ) {
            try apply(ListChangeset(itemReconfigures: [tableIndexPath(2, 0)]), after)
        }
    }

    // MARK: Two operations on the same place

    func testDeleteAndReloadTheSameSection() async {
        assertBatchFails(table, .sectionDeletedAndReloaded, "attempt to delete and reload the same section (1)") {
            try apply(ListChangeset(sectionDeletes: [1], sectionReloads: [1]), [("A", [1, 2, 3])])
        }
    }

    func testDeleteAndReloadTheSameRow() async {
        assertBatchFails(table, .rowDeletedAndReloaded, "attempt to delete and reload the same index path ({0, 1})") {
            try apply(
                ListChangeset(itemDeletes: [tableIndexPath(0, 1)], itemReloads: [tableIndexPath(0, 1)]),
                [("A", [1, 3]), ("B", [4, 5])])
        }
    }

    func testDeleteAndMoveTheSameSection() async {
        assertBatchFails(
            table, .sectionDeletedAndMoved, "attempt to perform a delete and a move from the same section (0)"
        ) {
            try apply(
                ListChangeset(sectionDeletes: [0], sectionMoves: [ListMove(source: 0, destination: 0)]),
                [("B", [4, 5])])
        }
    }

    func testDeleteAndMoveTheSameRow() async {
        assertBatchFails(
            table, .rowDeletedAndMoved, "attempt to perform a delete and a move from the same index path ({0, 0})"
        ) {
            try apply(
                ListChangeset(
                    itemDeletes: [tableIndexPath(0, 0)],
                    itemMoves: [ListMove(source: tableIndexPath(0, 0), destination: tableIndexPath(0, 1))]),
                [("A", [2, 3]), ("B", [4, 5])])
        }
    }

    func testInsertAndMoveToTheSameSection() async {
        assertBatchFails(
            table, .sectionInsertedAndMovedTo, "attempt to perform an insert and a move to the same section (0)"
        ) {
            try apply(
                ListChangeset(sectionInserts: [0], sectionMoves: [ListMove(source: 1, destination: 0)]),
                [("N", []), ("A", [1, 2, 3]), ("B", [4, 5])])
        }
    }

    func testInsertAndMoveToTheSameRow() async {
        assertBatchFails(
            table, .rowInsertedAndMovedTo, "attempt to perform an insert and a move to the same index path ({0, 0})"
        ) {
            try apply(
                ListChangeset(
                    itemInserts: [tableIndexPath(0, 0)],
                    itemMoves: [ListMove(source: tableIndexPath(0, 2), destination: tableIndexPath(0, 0))]),
                [("A", [9, 3, 1, 2]), ("B", [4, 5])])
        }
    }

    func testSectionMovedToTwoDestinations() async {
        assertBatchFails(table, .sectionMovedToTwoDestinations, "attempt to move section 0 to both 1 and 0") {
            try apply(
                ListChangeset(sectionMoves: [ListMove(source: 0, destination: 1), ListMove(source: 0, destination: 0)]),
                [("B", [4, 5]), ("A", [1, 2, 3])])
        }
    }

    func testRowMovedToTwoDestinations() async {
        assertBatchFails(
            table, .rowMovedToTwoDestinations, "attempt to move row at index path {0, 0} to both {0, 1} and {0, 2}"
        ) {
            try apply(
                ListChangeset(itemMoves: [
                    ListMove(source: tableIndexPath(0, 0), destination: tableIndexPath(0, 1)),
                    ListMove(source: tableIndexPath(0, 0), destination: tableIndexPath(0, 2)),
                ]), [("A", [2, 1, 3]), ("B", [4, 5])])
        }
    }

    func testTwoSectionsMovedToOneDestination() async {
        assertBatchFails(table, .sectionsMovedToSameDestination, "attempt to move both section 0 and 1 to 1") {
            try apply(
                ListChangeset(sectionMoves: [ListMove(source: 0, destination: 1), ListMove(source: 1, destination: 1)]),
                [("B", [4, 5]), ("A", [1, 2, 3])])
        }
    }

    func testTwoRowsMovedToOneDestination() async {
        assertBatchFails(
            table, .rowsMovedToSameDestination, "attempt to move both row at index path {0, 0} and {0, 1} to {1, 0}"
        ) {
            try apply(
                ListChangeset(itemMoves: [
                    ListMove(source: tableIndexPath(0, 0), destination: tableIndexPath(1, 0)),
                    ListMove(source: tableIndexPath(0, 1), destination: tableIndexPath(1, 0)),
                ]), [("A", [3]), ("B", [1, 2, 4, 5])])
        }
    }

    // MARK: Count checks

    func testSectionCountMustAddUp() async {
        assertBatchFails(
            table, .invalidNumberOfSections,
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 1 deleted)."
        ) {
            try apply(
                ListChangeset(sectionDeletes: [1], sectionInserts: [0]), [("N", []), ("A", [1, 2, 3]), ("C", [])])
        }
    }

    func testSectionCountWithoutDataSourceIsZero() async {
        XCTAssertNil(table.dataSource)
        assertBatchFails(
            table, .invalidNumberOfSections,
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (0) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        ) {
            try table.performBatchUpdates { _ in }
        }
    }

    func testRowCountMustAddUp() async {
        let dataSource = SnapshotTableDataSource(tableSnapshot([("A", [1, 2, 3, 9]), ("B", [4, 5])]))
        table.dataSource = dataSource
        assertBatchFails(
            table, .invalidNumberOfRows,
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        ) {
            try table.performBatchUpdates { _ in }
        }
    }

    func testRowCountCountsOnlyMovesThatCrossSections() async {
        // 1 moves from A to B and 2 moves within A; the data source forgot to move 1.
        assertBatchFails(
            table, .invalidNumberOfRows,
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out)."
        ) {
            try apply(
                ListChangeset(itemMoves: [
                    ListMove(source: tableIndexPath(0, 0), destination: tableIndexPath(1, 0)),
                    ListMove(source: tableIndexPath(0, 1), destination: tableIndexPath(0, 1)),
                ]), [("A", [1, 2, 3]), ("B", [4, 5])])
        }
    }

    func testRowCountOfAMovedSectionIsCheckedAtItsDestination() async {
        // A moves to index 1 and gains a row nobody inserted: the error names A (section 0
        // before the update) with A's counts, not those of B, which now sits at index 0.
        assertBatchFails(
            table, .invalidNumberOfRows,
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        ) {
            try apply(
                ListChangeset(sectionMoves: [ListMove(source: 0, destination: 1)]),
                [("B", [4, 5]), ("A", [1, 2, 3, 9])])
        }
    }

    // MARK: Stricter than UIKit

    func testSectionMovedAndReloaded() async {
        assertBatchFails(table, .sectionMovedAndReloaded, "attempt to move and reload the same section (0)") {
            try apply(
                ListChangeset(sectionMoves: [ListMove(source: 0, destination: 1)], sectionReloads: [0]),
                [("B", [4, 5]), ("A", [1, 2, 3])])
        }
    }

    func testRowMovedAndReloaded() async {
        assertBatchFails(table, .rowMovedAndReloaded, "attempt to move and reload the same index path ({0, 0})") {
            try apply(
                ListChangeset(
                    itemMoves: [ListMove(source: tableIndexPath(0, 0), destination: tableIndexPath(0, 2))],
                    itemReloads: [tableIndexPath(0, 0)]),
                [("A", [2, 3, 1]), ("B", [4, 5])])
        }
    }

    func testRowReloadedInAMovedSection() async throws {
        // UIKit fails its row-count check here (the reload becomes a delete and an insert
        // at {1, 0}, which after the move is section A's place).
        assertBatchFails(
            table, .rowReloadedInMovedSection,
            "attempt to reload index path ({1, 0}) from section 1, which is moved in the same update"
        ) {
            try apply(
                ListChangeset(sectionMoves: [ListMove(source: 1, destination: 0)], itemReloads: [tableIndexPath(1, 0)]),
                [("B", [4, 5]), ("A", [1, 2, 3])])
        }
        // The same change as a delete at the old place and an insert at the new one passes.
        try apply(
            ListChangeset(
                sectionMoves: [ListMove(source: 1, destination: 0)], itemDeletes: [tableIndexPath(1, 0)],
                itemInserts: [tableIndexPath(0, 0)]),
            [("B", [4, 5]), ("A", [1, 2, 3])])
        XCTAssertEqual(table.snapshot(), tableSnapshot([("B", [4, 5]), ("A", [1, 2, 3])]))
    }

    func testRowMovedAndReconfigured() async {
        assertBatchFails(
            table, .rowMovedAndReconfigured, "attempt to move and reconfigure the same index path ({0, 2})"
        ) {
            try apply(
                ListChangeset(
                    itemMoves: [ListMove(source: tableIndexPath(0, 0), destination: tableIndexPath(0, 2))],
                    itemReconfigures: [tableIndexPath(0, 2)]),
                [("A", [2, 3, 1]), ("B", [4, 5])])
        }
    }

    func testRowInsertedAndReconfigured() async {
        assertBatchFails(
            table, .rowInsertedAndReconfigured, "attempt to insert and reconfigure the same index path ({0, 3})"
        ) {
            try apply(
                ListChangeset(itemInserts: [tableIndexPath(0, 3)], itemReconfigures: [tableIndexPath(0, 3)]),
                [("A", [1, 2, 3, 9]), ("B", [4, 5])])
        }
    }

    func testRowReloadedAndReconfigured() async {
        // Row 2 is reloaded; with row 0 deleted it lands at row 1, which is also reconfigured.
        assertBatchFails(
            table, .rowReloadedAndReconfigured,
            "attempt to reload and reconfigure the same row: index path ({0, 2}) before the update is index path ({0, 1}) after the update"
        ) {
            try apply(
                ListChangeset(
                    itemDeletes: [tableIndexPath(0, 0)], itemReloads: [tableIndexPath(0, 2)],
                    itemReconfigures: [tableIndexPath(0, 1)]),
                [("A", [2, 3]), ("B", [4, 5])])
        }
    }

    func testRowDeleteInDeletedSection() async {
        assertBatchFails(
            table, .rowOperationInDeletedSection,
            "attempt to delete index path ({1, 0}) from section 1, which is deleted in the same update"
        ) {
            try apply(ListChangeset(sectionDeletes: [1], itemDeletes: [tableIndexPath(1, 0)]), [("A", [1, 2, 3])])
        }
    }

    func testRowReloadInDeletedSection() async {
        assertBatchFails(
            table, .rowOperationInDeletedSection,
            "attempt to reload index path ({1, 1}) from section 1, which is deleted in the same update"
        ) {
            try apply(ListChangeset(sectionDeletes: [1], itemReloads: [tableIndexPath(1, 1)]), [("A", [1, 2, 3])])
        }
    }

    func testRowMovedOutOfDeletedSection() async {
        assertBatchFails(
            table, .rowOperationInDeletedSection,
            "attempt to move index path ({1, 0}) to index path ({0, 0}) out of section 1, which is deleted in the same update"
        ) {
            try apply(
                ListChangeset(
                    sectionDeletes: [1],
                    itemMoves: [ListMove(source: tableIndexPath(1, 0), destination: tableIndexPath(0, 0))]),
                [("A", [4, 1, 2, 3])])
        }
    }

    func testRowInsertIntoInsertedSection() async {
        assertBatchFails(
            table, .rowOperationInInsertedSection,
            "attempt to insert index path ({1, 0}) into section 1, which is inserted in the same update"
        ) {
            try apply(
                ListChangeset(sectionInserts: [1], itemInserts: [tableIndexPath(1, 0)]),
                [("A", [1, 2, 3]), ("N", [7]), ("B", [4, 5])])
        }
    }

    func testRowMovedIntoInsertedSection() async {
        assertBatchFails(
            table, .rowOperationInInsertedSection,
            "attempt to move index path ({0, 0}) to index path ({1, 0}) into section 1, which is inserted in the same update"
        ) {
            try apply(
                ListChangeset(
                    sectionInserts: [1],
                    itemMoves: [ListMove(source: tableIndexPath(0, 0), destination: tableIndexPath(1, 0))]),
                [("A", [2, 3]), ("N", [1]), ("B", [4, 5])])
        }
    }

    func testRowReconfiguredInInsertedSection() async {
        assertBatchFails(
            table, .rowOperationInInsertedSection,
            "attempt to reconfigure index path ({1, 0}) in section 1, which is inserted in the same update"
        ) {
            try apply(
                ListChangeset(sectionInserts: [1], itemReconfigures: [tableIndexPath(1, 0)]),
                [("A", [1, 2, 3]), ("N", [7]), ("B", [4, 5])])
        }
    }

    func testRowOperationsInReloadedSection() async {
        let after = [("A", [1, 2, 3]), ("B", [4, 5])]
        assertBatchFails(
            table, .rowOperationInReloadedSection,
            "attempt to delete index path ({0, 0}) from section 0, which is reloaded in the same update"
        ) {
            try apply(
                ListChangeset(sectionReloads: [0], itemDeletes: [tableIndexPath(0, 0)]),
                [("A", [2, 3]), ("B", [4, 5])])
        }
        assertBatchFails(
            table, .rowOperationInReloadedSection,
            "attempt to reload index path ({1, 1}) from section 1, which is reloaded in the same update"
        ) {
            try apply(ListChangeset(sectionReloads: [1], itemReloads: [tableIndexPath(1, 1)]), after)
        }
        assertBatchFails(
            table, .rowOperationInReloadedSection,
            "attempt to move index path ({1, 0}) to index path ({0, 0}) out of section 1, which is reloaded in the same update"
        ) {
            try apply(
                ListChangeset(
                    sectionReloads: [1],
                    itemMoves: [ListMove(source: tableIndexPath(1, 0), destination: tableIndexPath(0, 0))]),
                [("A", [4, 1, 2, 3]), ("B", [5])])
        }
        assertBatchFails(
            table, .rowOperationInReloadedSection,
            "attempt to move index path ({0, 0}) to index path ({1, 0}) into section 1, which is reloaded in the same update"
        ) {
            try apply(
                ListChangeset(
                    sectionReloads: [1],
                    itemMoves: [ListMove(source: tableIndexPath(0, 0), destination: tableIndexPath(1, 0))]),
                [("A", [2, 3]), ("B", [1, 4, 5])])
        }
        assertBatchFails(
            table, .rowOperationInReloadedSection,
            "attempt to reconfigure index path ({1, 0}) in section 1, which is reloaded in the same update"
        ) {
            try apply(ListChangeset(sectionReloads: [1], itemReconfigures: [tableIndexPath(1, 0)]), after)
        }
    }

    func testRowInsertIntoReloadedSectionUsesItsPlaceAfterTheUpdate() async {
        // A is reloaded and lands at index 1 because a section is inserted before it; an
        // insert into section 1 (after the update) is inside A.
        assertBatchFails(
            table, .rowOperationInReloadedSection,
            "attempt to insert index path ({1, 0}) into section 1, which is reloaded in the same update"
        ) {
            try apply(
                ListChangeset(sectionInserts: [0], sectionReloads: [0], itemInserts: [tableIndexPath(1, 0)]),
                [("N", []), ("A", [8, 1, 2, 3]), ("B", [4, 5])])
        }
    }

    func testLateErrorLeavesTableUnchanged() async {
        // Everything is valid except a count in the last section, checked after all the rest.
        assertBatchFails(
            table, .invalidNumberOfRows,
            "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        ) {
            try apply(
                ListChangeset(
                    itemDeletes: [tableIndexPath(0, 0)], itemInserts: [tableIndexPath(1, 0)],
                    itemMoves: [ListMove(source: tableIndexPath(0, 1), destination: tableIndexPath(0, 1))]),
                [("A", [3, 2]), ("B", [4, 5])])
        }
    }
}

import XCTest

@testable import DiffableDataSourceKit

/// The calls an `NSTableView` receives for one update, pinned on small lists: which rows
/// each call names, counted as the calls before it left the table.
@MainActor
final class SequentialTableUpdateTests: XCTestCase {
    typealias Call = SequentialTableUpdate.Call

    /// A: 1 2 3, B: 4 5; with group rows: 0 [A], 1-3 items, 4 [B], 5-6 items.
    let start = tableSnapshot([("A", [1, 2, 3]), ("B", [4, 5])])

    func update(
        to new: ListSnapshot<String, Int>, from old: ListSnapshot<String, Int>? = nil,
        _ style: FlatTableLayout.Style = .groupRows
    ) throws -> SequentialTableUpdate {
        let old = old ?? start
        return try SequentialTableUpdate(
            DiffEngine.changeset(from: old, to: new), before: old.flatLayout(style), after: new.flatLayout(style))
    }

    func change(_ edit: (inout ListSnapshot<String, Int>) throws -> Void) rethrows -> ListSnapshot<String, Int> {
        var snapshot = start
        try edit(&snapshot)
        return snapshot
    }

    func testADeletedItemIsOneRemoveAtItsRowUnderItsGroupRow() async throws {
        let update = try update(to: change { $0.deleteItems([2]) })
        XCTAssertEqual(update.calls, [.removeRows([2])])
        XCTAssertEqual(update.reloadedRows, [])
    }

    func testAnAppendedItemIsInsertedAtItsFinalRow() async throws {
        let update = try update(to: change { try $0.appendItems([6], toSection: "A") })
        XCTAssertEqual(update.calls, [.insertRows([4])])
    }

    func testAnItemMovedIntoAnotherSectionIsOneMoveAcrossTheGroupRow() async throws {
        // [A] 5 1 2 3 [B] 4: the row of 5 (6) goes right under A's group row.
        let update = try update(to: change { try $0.moveItem(5, beforeItem: 1) })
        XCTAssertEqual(update.calls, [.moveRow(from: 6, to: 1)])
    }

    func testWithoutGroupRowsTheSameMoveCountsItemsOnly() async throws {
        let update = try update(to: change { try $0.moveItem(5, beforeItem: 1) }, .itemsOnly)
        XCTAssertEqual(update.calls, [.moveRow(from: 4, to: 0)])
    }

    func testAMovedSectionMovesItsGroupRowAndItemsOneAfterAnother() async throws {
        // [B] 4 5 [A] 1 2 3: A's four rows are the longest run in order and stay; B's rows
        // move to the top one by one, each index counting the moves before it.
        let update = try update(to: change { try $0.moveSection("B", beforeSection: "A") })
        XCTAssertEqual(update.calls, [.moveRow(from: 4, to: 0), .moveRow(from: 5, to: 1), .moveRow(from: 6, to: 2)])
    }

    func testAnInsertedSectionIsItsGroupRowAndItemsInOneInsert() async throws {
        let update = try update(
            to: change {
                try $0.appendSections(["C"])
                try $0.appendItems([7, 8], toSection: "C")
            })
        XCTAssertEqual(update.calls, [.insertRows([7, 8, 9])])
    }

    func testADeletedSectionRemovesItsGroupRowAndItems() async throws {
        let update = try update(to: change { $0.deleteSections(["A"]) })
        XCTAssertEqual(update.calls, [.removeRows([0, 1, 2, 3])])
    }

    func testAReloadedItemIsReloadedAtItsFinalRowAfterTheStructuralCalls() async throws {
        // 1 deleted above 3: 3 ends at row 2.
        let update = try update(
            to: change {
                $0.deleteItems([1])
                try $0.reloadItems([3])
            })
        XCTAssertEqual(update.calls, [.removeRows([1])])
        XCTAssertEqual(update.reloadedRows, [2])
    }

    func testAReloadedSectionIsRemovedAndInsertedWhole() async throws {
        let update = try update(to: change { try $0.reloadSections(["B"]) })
        XCTAssertEqual(update.calls, [.removeRows([4, 5, 6]), .insertRows([4, 5, 6])])
    }

    func testRemovesThenMovesThenInsertsEachCountingThePreviousCalls() async throws {
        // 1 deleted, 5 moved to the front of A, C inserted at the top with 9.
        let new = try change {
            $0.deleteItems([1])
            try $0.moveItem(5, beforeItem: 2)
            try $0.insertSections(["C"], beforeSection: "A")
            try $0.appendItems([9], toSection: "C")
        }
        let update = try update(to: new)
        // After the remove: [A] 2 3 [B] 4 5 (5 at row 5); it moves under [A] (row 1); then
        // C's two rows go in at the top.
        XCTAssertEqual(update.calls, [.removeRows([1]), .moveRow(from: 5, to: 1), .insertRows([0, 1])])
        var model = SequentialTableModel(rows: start.flatRows(.groupRows))
        for call in update.calls { try model.perform(call) }
        XCTAssertEqual(model.rows, [nil, nil] + new.flatRows(.groupRows).dropFirst(2).map { $0 })
    }

    func testABatchThatDoesNotFitTheTableIsRefusedWithUIKitsWords() async {
        var batch = ListBatch()
        batch.deleteRows(at: [path(0, 7)])
        XCTAssertThrowsError(
            try SequentialTableUpdate(
                batch, before: start.flatLayout(.groupRows), after: start.flatLayout(.groupRows))
        ) { error in
            XCTAssertEqual((error as? BatchUpdateError)?.kind, .rowDeleteOutOfRange)
        }
    }

    func testLayoutsThatShowSectionsDifferentlyAreRefused() async {
        XCTAssertThrowsError(
            try SequentialTableUpdate(
                ListBatch(), before: start.flatLayout(.groupRows), after: start.flatLayout(.itemsOnly))
        )
    }

    // MARK: The layout

    func testTheLayoutNamesGroupRowsAndItems() async {
        let layout = start.flatLayout(.groupRows)
        XCTAssertEqual(layout.numberOfRows, 7)
        XCTAssertEqual(
            (0..<7).map(layout.content(ofRow:)),
            [
                .section(0), .item(path(0, 0)), .item(path(0, 1)), .item(path(0, 2)), .section(1), .item(path(1, 0)),
                .item(path(1, 1)),
            ])
        XCTAssertNil(layout.content(ofRow: 7))
        XCTAssertNil(layout.content(ofRow: -1))
        XCTAssertEqual(layout.row(of: path(1, 1)), 6)
        XCTAssertNil(layout.row(of: path(1, 2)))
        XCTAssertNil(layout.row(of: IndexPath(index: 0)))
        XCTAssertEqual(layout.row(ofSection: 1), 4)
        XCTAssertEqual(layout.indexPaths(ofRows: [0, 2, 4, 6, 9]), [path(0, 1), path(1, 1)])
    }

    func testWithoutGroupRowsAnEmptySectionHasNoRowAndTakesNone() async {
        let layout = FlatTableLayout(itemCounts: [2, 0, 0, 1], style: .itemsOnly)
        XCTAssertEqual(layout.numberOfRows, 3)
        XCTAssertEqual((0..<3).map(layout.content(ofRow:)), [.item(path(0, 0)), .item(path(0, 1)), .item(path(3, 0))])
        XCTAssertNil(layout.row(ofSection: 1))
        XCTAssertEqual(layout.row(ofSection: 3), 2)
        XCTAssertEqual(layout.section(containingRow: 2), 3)
    }

    func testWithGroupRowsAnEmptySectionIsItsGroupRow() async {
        let layout = FlatTableLayout(itemCounts: [0, 0, 1], style: .groupRows)
        XCTAssertEqual((0..<4).map(layout.content(ofRow:)), [.section(0), .section(1), .section(2), .item(path(2, 0))])
        XCTAssertEqual(layout.row(ofSection: 1), 1)
    }

    // MARK: Prefix counts

    func testPrefixCountsSumTheSlotsBeforeASlotAsTheyChange() async {
        var counts = PrefixCounts([1, 0, 1, 1, 0, 1, 1])
        XCTAssertEqual((0...7).map(counts.sum(before:)), [0, 1, 1, 2, 3, 3, 4, 5])
        counts.add(-1, at: 2)
        counts.add(1, at: 4)
        XCTAssertEqual((0...7).map(counts.sum(before:)), [0, 1, 1, 1, 2, 3, 4, 5])
        XCTAssertEqual(PrefixCounts([]).sum(before: 0), 0)
    }
}

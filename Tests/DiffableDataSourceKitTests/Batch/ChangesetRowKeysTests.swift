import XCTest

@testable import DiffableDataSourceKit

/// The row keys a diff leaves beside a changeset's index paths: the same changes, dropped
/// as soon as a row list changes, never part of the changeset's value, and read by the
/// table in place of the index paths.
@MainActor
final class ChangesetRowKeysTests: XCTestCase {
    private let old = tableSnapshot([("A", Array(0..<40)), ("B", Array(40..<60))])
    private var new: ListSnapshot<String, Int> {
        var items = Array(0..<40).filter { $0 % 7 != 3 }
        items.insert(contentsOf: [100, 101], at: 5)
        items.swapAt(10, 30)
        return tableSnapshot([("A", items), ("B", [41, 40, 42, 10] + Array(43..<60))])
    }

    /// A diff's keys name exactly the rows of its index paths, in the same order.
    func testADiffLeavesKeysMatchingItsIndexPaths() async throws {
        let changes = DiffEngine.changeset(from: old, to: new)
        let keys = try XCTUnwrap(changes.lists.rowKeys)
        XCTAssertFalse(changes.itemDeletes.isEmpty)
        XCTAssertFalse(changes.itemInserts.isEmpty)
        XCTAssertFalse(changes.itemMoves.isEmpty)
        // Each key's path made on its own, as the diff's maker, which reuses the
        // section's path from key to key, must agree with.
        func path(_ key: _RowKey) -> IndexPath { [key.section, key.row] }
        XCTAssertEqual(keys.deletes.map(path), changes.itemDeletes)
        XCTAssertEqual(keys.inserts.map(path), changes.itemInserts)
        XCTAssertEqual(keys.reloads.map(path), changes.itemReloads)
        XCTAssertEqual(keys.reconfigures.map(path), changes.itemReconfigures)
        XCTAssertEqual(
            keys.moves.map { ListMove(source: path($0.source), destination: path($0.destination)) }, changes.itemMoves)
        // The moves cross sections both ways, so the sources' section changes between keys.
        XCTAssertEqual(Set(changes.itemMoves.map(\.source.section)), [0, 1])
    }

    /// Setting or editing any row list drops the keys; equality ignores them.
    func testEditingARowListDropsTheKeys() async {
        let changes = DiffEngine.changeset(from: old, to: new)
        let edits: [(inout ListChangeset<String, Int>) -> Void] = [
            { $0.itemDeletes.removeLast() }, { $0.itemInserts = [] }, { $0.itemMoves.append($0.itemMoves[0]) },
            { $0.itemReloads.append(tableIndexPath(0, 0)) }, { $0.itemReconfigures += [] },
        ]
        for (index, edit) in edits.enumerated() {
            var edited = changes
            edit(&edited)
            XCTAssertNil(edited.lists.rowKeys, "edit \(index)")
        }
        var unkeyed = changes
        unkeyed.itemDeletes = changes.itemDeletes
        XCTAssertNil(unkeyed.lists.rowKeys)
        XCTAssertEqual(unkeyed, changes)
    }

    /// A table reads the index paths a user edited, not the keys the diff left: a changeset
    /// missing a delete is refused, and the same one restored is accepted.
    func testTheTableReadsTheEditedChanges() async throws {
        var changes = DiffEngine.changeset(from: old, to: new)
        let dropped = changes.itemDeletes.removeLast()
        let table = HeadlessTableView()
        table.load(old)
        XCTAssertThrowsError(try table.performBatchUpdates(changes, showing: new))
        XCTAssertEqual(table.snapshot(), old)
        changes.itemDeletes.append(dropped)
        try table.performBatchUpdates(changes, showing: new)
        XCTAssertEqual(table.snapshot(), new)
    }

    /// A batch built with row calls after a changeset drops the changeset's keys, so the
    /// calls count.
    func testARowCallDropsTheBatchKeys() async {
        var batch = ListBatch(DiffEngine.changeset(from: old, to: new))
        XCTAssertNotNil(batch.lists.rowKeys)
        batch.reloadRows(at: [tableIndexPath(1, 0)])
        XCTAssertNil(batch.lists.rowKeys)
    }
}

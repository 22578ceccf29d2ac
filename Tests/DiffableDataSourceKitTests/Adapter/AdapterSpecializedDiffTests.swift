import XCTest

@testable import DiffableDataSourceKit

/// A list the adapter fills carries the diff compiled where the app names its types, so
/// Apple's pattern on it (`snapshot()`, edits, `apply`) diffs specialised rather than
/// through witness tables; edits and copies keep it.
@MainActor
final class AdapterSpecializedDiffTests: XCTestCase {
    func testTheAdaptersInitialSnapshotCarriesTheAppsDiff() async throws {
        let (table, dataSource, adapter) = makeIntTableAdapter()
        try adapter.applyInitialSnapshot(sections: [0, 1], itemsBySection: [0: Array(0..<10)])

        var snapshot = dataSource.snapshot()
        XCTAssertNotNil(snapshot.specialized, "the data source's snapshot")
        try snapshot.insertItems([100], beforeItem: 5)
        try snapshot.moveItem(9, beforeItem: 0)
        XCTAssertNotNil(snapshot.specialized, "an edited copy")

        let changes = dataSource.applyReturningChanges(snapshot, completion: nil)
        XCTAssertEqual(changes.itemInserts, [tableIndexPath(0, 6)])
        XCTAssertEqual(changes.itemMoves, [ListMove(source: tableIndexPath(0, 9), destination: tableIndexPath(0, 0))])
        XCTAssertEqual(table.snapshot(), snapshot)
    }

    func testSnapshotsBuiltWithADuplicatePolicyCarryTheAppsDiff() async throws {
        let built = try ListSnapshot<Int, Int>(sections: [(0, [1, 2, 2, 3])], duplicates: .keepFirst)
        XCTAssertNotNil(built.specialized, "ListSnapshot(sections:duplicates:)")
        XCTAssertEqual(built.itemIdentifiers, [1, 2, 3])

        let (table, dataSource, adapter) = makeIntTableAdapter()
        try adapter.applyInitialSnapshot(
            sections: [0], itemsBySection: [0: [5, 6, 5, 7]], duplicates: .keepFirst)
        var snapshot = dataSource.snapshot()
        XCTAssertNotNil(snapshot.specialized, "the adapter's snapshot, built with a policy")
        snapshot.deleteItems([6])
        let changes = dataSource.applyReturningChanges(snapshot, completion: nil)
        XCTAssertEqual(changes.itemDeletes, [tableIndexPath(0, 1)])
        XCTAssertEqual(table.snapshot(), snapshot)
    }

    func testAnOutlineAppliedKeepsTheDiffOfTheSnapshotItIsShownIn() async throws {
        var outline = ListSectionSnapshot<Int>()
        try outline.append([1, 2])
        try outline.append([3], to: 1)

        // Over a snapshot the app made: the snapshot built for the outline keeps its diff.
        let (table, dataSource, _) = makeIntTableAdapter()
        var snapshot = ListSnapshot<Int, Int>()
        try snapshot.appendSections([0, 1])
        try snapshot.appendItems([10], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        dataSource.apply(outline, to: 0, animatingDifferences: false, completion: nil)
        XCTAssertNotNil(dataSource.snapshot().specialized)
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2, 10])

        // Over the data source's first, empty snapshot: none, rather than one the library
        // compiled, which the next apply would take over the app's.
        let (_, fresh, _) = makeIntTableAdapter()
        fresh.apply(outline, to: 0, animatingDifferences: false, completion: nil)
        XCTAssertNil(fresh.snapshot().specialized)
        XCTAssertEqual(fresh.snapshot().itemIdentifiers, [1, 2])
    }
}

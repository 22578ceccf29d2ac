import XCTest

@testable import DiffableDataSourceKit

/// Row identities stored as the content's item type, and what happens when an identity of
/// another type arrives: the column turns into `AnyHashable`s and keeps every identity.
@MainActor
final class IdentityColumnTests: XCTestCase {
    func testAnIdentityOfAnotherTypeTurnsTheColumnIntoAnyHashables() async {
        var identities = RowIdentities()
        identities.removeAll(storingIn: TypedIdentityColumn<Int>())
        let slots = [1, 2, 3].map { identities.add(AnyHashable($0)) }
        XCTAssertEqual(identities.typedColumn(of: Int.self)?.values, [1, 2, 3])

        identities[slots[1]] = AnyHashable("two")
        XCTAssertNil(identities.typedColumn(of: Int.self))
        XCTAssertEqual(slots.map { identities[$0] }, [AnyHashable(1), AnyHashable("two"), AnyHashable(3)])
        XCTAssertEqual(identities.occupiedCount, 3)
    }

    func testALoadedTableStoresItemsAsTheirType() async throws {
        let table = HeadlessTableView()
        table.load(try makeSnapshot([1, 2, 3]))
        XCTAssertNotNil(table.rowIdentities.typedColumn(of: Int.self))

        // A batch from content of the same type stays typed and reads back the new rows.
        let new = try makeSnapshot([1, 4, 3, 5])
        try table.performBatchUpdates(DiffEngine.changeset(from: makeSnapshot([1, 2, 3]), to: new), showing: new)
        XCTAssertNotNil(table.rowIdentities.typedColumn(of: Int.self))
        XCTAssertEqual(table.snapshot(sectionType: String.self, itemType: Int.self), new)
    }

    func testABatchFromContentOfAnotherTypeKeepsEveryIdentity() async throws {
        let table = HeadlessTableView()
        table.load(try makeSnapshot([1, 2, 3]))
        // Content of another item type: the rows that stay keep their `Int` identities,
        // the inserted one is a `String`.
        var old = ListSnapshot<String, String>()
        try old.appendSections(["main"])
        try old.appendItems(["1", "2", "3"])
        var new = old
        try new.appendItems(["four"])

        try table.performBatchUpdates(DiffEngine.changeset(from: old, to: new), showing: new)
        XCTAssertNil(table.rowIdentities.typedColumn(of: Int.self))
        XCTAssertEqual(
            (0..<4).map { table.rowIdentity(at: IndexPath(row: $0, section: 0)) },
            [AnyHashable(1), AnyHashable(2), AnyHashable(3), AnyHashable("four")])
        XCTAssertNil(table.snapshot(sectionType: String.self, itemType: String.self))
    }

    func testAnEmptyTableTakesTheTypeOfItsFirstBatch() async throws {
        let table = HeadlessTableView()
        table.load(ListSnapshot<String, String>())
        let new = try makeSnapshot([7, 8])
        try table.performBatchUpdates(DiffEngine.changeset(from: ListSnapshot(), to: new), showing: new)
        XCTAssertEqual(table.rowIdentities.typedColumn(of: Int.self)?.values.compactMap { $0 }.sorted(), [7, 8])
        XCTAssertEqual(table.snapshot(sectionType: String.self, itemType: Int.self), new)
    }

    private func makeSnapshot(_ items: [Int]) throws -> ListSnapshot<String, Int> {
        var snapshot = ListSnapshot<String, Int>()
        try snapshot.appendSections(["main"])
        try snapshot.appendItems(items)
        return snapshot
    }
}

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

    /// The new rows' items are copied through the snapshot's specialised copy when it has
    /// one, and through the same copy run unspecialised when it has none (a snapshot the
    /// library made): both tables show the snapshot the app built, over many chunks and
    /// sections.
    func testBatchesStoreTheSameItemsWithAndWithoutTheSpecialisedCopy() async throws {
        var random = SplitMix64(seed: 11)
        var old = ListSnapshot<Int, Int>()
        try old.appendSections([0, 1, 2])
        for section in 0..<3 {
            try old.appendItems(Array(section * 10_000..<(section * 10_000 + 700)), toSection: section)
        }
        var new = old
        var next = 100_000
        for _ in 0..<100 {
            let items = new.itemIdentifiers
            let target = items[Int.random(in: 0..<items.count, using: &random)]
            switch Int.random(in: 0..<3, using: &random) {
            case 0: new.deleteItems([target])
            default:
                try new.insertItems([next], beforeItem: target)
                next += 1
            }
        }
        var unspecialised = new
        unspecialised.specialized = nil
        XCTAssertNotNil(new.specialized)
        for shown in [new, unspecialised] {
            let table = HeadlessTableView()
            table.load(old)
            try table.performBatchUpdates(DiffEngine.changeset(from: old, to: shown), showing: shown)
            XCTAssertNotNil(table.rowIdentities.typedColumn(of: Int.self))
            XCTAssertEqual(table.snapshot(sectionType: Int.self, itemType: Int.self), new)
            let rows = (0..<3).flatMap { section in
                (0..<table.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
            }
            XCTAssertEqual(rows.map { table.rowIdentity(at: $0) }, new.itemIdentifiers.map(AnyHashable.init))
        }
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
        XCTAssertEqual(table.rowIdentities.typedColumn(of: Int.self)?.values.sorted(), [7, 8])
        XCTAssertEqual(table.snapshot(sectionType: String.self, itemType: Int.self), new)
    }

    private func makeSnapshot(_ items: [Int]) throws -> ListSnapshot<String, Int> {
        var snapshot = ListSnapshot<String, Int>()
        try snapshot.appendSections(["main"])
        try snapshot.appendItems(items)
        return snapshot
    }
}

/// The snapshot's bulk store of items at places, which a table uses for the rows a batch
/// creates: places across chunks and sections, backwards, and out of range.
final class SnapshotItemReadTests: XCTestCase {
    func testItemsAtPlacesMatchOneByOneReads() throws {
        var snapshot = ListSnapshot<String, Int>()
        try snapshot.appendSections(["a", "b"])
        try snapshot.appendItems(Array(0..<700), toSection: "a")  // several chunks
        try snapshot.appendItems([1_000, 1_001], toSection: "b")
        let places = [
            RowPosition(section: 0, row: 0), RowPosition(section: 0, row: 299), RowPosition(section: 0, row: 600),
            RowPosition(section: 0, row: 5),  // before the last read
            RowPosition(section: 1, row: 1), RowPosition(section: 1, row: 2),  // out of range
            RowPosition(section: 2, row: 0),  // no such section
            RowPosition(section: 0, row: 699),
        ]
        let expected: [Int?] = [0, 299, 600, 5, 1_001, nil, nil, 699]
        // Into a column with two slots: the others are added, in order.
        let column = TypedIdentityColumn<Int>()
        column.values = [-1, -2]
        let requests = places.enumerated().map { (slot: Int32($0.offset), position: $0.element) }
        XCTAssertEqual(snapshot.storeItems(at: requests, in: column), [5, 6])
        XCTAssertEqual(column.values.count, places.count)
        for (index, item) in expected.enumerated() where item != nil {
            XCTAssertEqual(column.values[index], item, "slot \(index)")
        }
    }

    func testNoItemToFillNewSlotsStoresNothing() throws {
        var snapshot = ListSnapshot<String, Int>()
        try snapshot.appendSections(["a"])
        let column = TypedIdentityColumn<Int>()
        XCTAssertNil(snapshot.storeItems(at: [(0, RowPosition(section: 0, row: 3))], in: column))
        XCTAssertEqual(column.values, [])
    }
}

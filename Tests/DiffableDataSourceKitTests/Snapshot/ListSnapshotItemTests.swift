import DiffableDataSourceKit
import XCTest

/// The item mutators on valid input, each checked against the expected sections and items
/// and through every query (see `assertSnapshot(_:matches:)`).
final class ListSnapshotItemTests: XCTestCase {
    typealias Snapshot = ListSnapshot<String, Int>
    typealias Model = ReferenceList<String, Int>

    /// a = [1, 2, 3], b = [], c = [4, 5]
    private func fixture() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["a", "b", "c"])
        try snapshot.appendItems([1, 2, 3], toSection: "a")
        try snapshot.appendItems([4, 5], toSection: "c")
        return snapshot
    }

    // MARK: appendItems

    func testAppendToNamedSection() throws {
        var snapshot = try fixture()
        try snapshot.appendItems([6, 7], toSection: "b")
        assertSnapshot(snapshot, matches: Model([("a", [1, 2, 3]), ("b", [6, 7]), ("c", [4, 5])]))
    }

    func testAppendWithoutSectionGoesToTheLastSection() throws {
        var snapshot = try fixture()
        try snapshot.appendItems([6])
        try snapshot.appendItems([7], toSection: nil)
        assertSnapshot(snapshot, matches: Model([("a", [1, 2, 3]), ("b", []), ("c", [4, 5, 6, 7])]))
    }

    func testAppendWithoutSectionGoesToAnEmptyLastSection() throws {
        var snapshot = try fixture()
        try snapshot.appendSections(["d"])
        try snapshot.appendItems([6])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "d"), [6])
        XCTAssertEqual(snapshot.indexOfItem(6), 5)
        snapshot._checkInvariants()
    }

    func testAppendToAnEarlierSectionShiftsLaterItems() throws {
        var snapshot = try fixture()
        try snapshot.appendItems([6, 7], toSection: "a")
        assertSnapshot(snapshot, matches: Model([("a", [1, 2, 3, 6, 7]), ("b", []), ("c", [4, 5])]))
        XCTAssertEqual(snapshot.indexOfItem(4), 5)
        XCTAssertEqual(snapshot.indexPath(ofItem: 4), IndexPath(row: 0, section: 2))
    }

    func testAppendNothingChangesNothing() throws {
        var snapshot = try fixture()
        try snapshot.appendItems([], toSection: "b")
        try snapshot.appendItems([])
        XCTAssertEqual(snapshot, try fixture())
        snapshot._checkInvariants()
    }

    func testAppendKeepsArgumentOrder() throws {
        var snapshot = Snapshot()
        try snapshot.appendSections(["a"])
        try snapshot.appendItems([9, 3, 7, 1])
        XCTAssertEqual(snapshot.itemIdentifiers, [9, 3, 7, 1])
        XCTAssertEqual(snapshot.indexOfItem(1), 3)
        snapshot._checkInvariants()
    }

    // MARK: insertItems

    func testInsertBeforeTheFirstItem() throws {
        var snapshot = try fixture()
        try snapshot.insertItems([6, 7], beforeItem: 1)
        assertSnapshot(snapshot, matches: Model([("a", [6, 7, 1, 2, 3]), ("b", []), ("c", [4, 5])]))
    }

    func testInsertBeforeAMiddleItem() throws {
        var snapshot = try fixture()
        try snapshot.insertItems([6], beforeItem: 3)
        assertSnapshot(snapshot, matches: Model([("a", [1, 2, 6, 3]), ("b", []), ("c", [4, 5])]))
    }

    func testInsertAfterTheLastItem() throws {
        var snapshot = try fixture()
        try snapshot.insertItems([6, 7], afterItem: 5)
        assertSnapshot(snapshot, matches: Model([("a", [1, 2, 3]), ("b", []), ("c", [4, 5, 6, 7])]))
    }

    func testInsertAfterAMiddleItem() throws {
        var snapshot = try fixture()
        try snapshot.insertItems([6], afterItem: 1)
        assertSnapshot(snapshot, matches: Model([("a", [1, 6, 2, 3]), ("b", []), ("c", [4, 5])]))
    }

    func testInsertAfterTheLastItemOfAnEarlierSection() throws {
        var snapshot = try fixture()
        try snapshot.insertItems([6], afterItem: 3)
        assertSnapshot(snapshot, matches: Model([("a", [1, 2, 3, 6]), ("b", []), ("c", [4, 5])]))
        XCTAssertEqual(snapshot.indexOfItem(4), 4)
    }

    func testInsertNothingChangesNothing() throws {
        var snapshot = try fixture()
        try snapshot.insertItems([], beforeItem: 2)
        try snapshot.insertItems([], afterItem: 5)
        XCTAssertEqual(snapshot, try fixture())
        snapshot._checkInvariants()
    }

    // MARK: deleteItems

    func testDeleteItemsFromSeveralSections() throws {
        var snapshot = try fixture()
        snapshot.deleteItems([4, 2])
        assertSnapshot(snapshot, matches: Model([("a", [1, 3]), ("b", []), ("c", [5])]), absentItems: [2, 4])
    }

    func testDeleteEveryItemOfASectionKeepsTheSection() throws {
        var snapshot = try fixture()
        snapshot.deleteItems([1, 2, 3])
        assertSnapshot(snapshot, matches: Model([("a", []), ("b", []), ("c", [4, 5])]), absentItems: [1, 2, 3])
    }

    func testDeleteIgnoresUnknownAndRepeatedItems() throws {
        var snapshot = try fixture()
        snapshot.deleteItems([99, 3, 3, 98, 3])
        assertSnapshot(snapshot, matches: Model([("a", [1, 2]), ("b", []), ("c", [4, 5])]), absentItems: [3, 99])
        snapshot.deleteItems([3, 99])
        snapshot.deleteItems([])
        assertSnapshot(snapshot, matches: Model([("a", [1, 2]), ("b", []), ("c", [4, 5])]), absentItems: [3, 99])
    }

    func testDeleteFromAnEmptySnapshotIsHarmless() {
        var snapshot = Snapshot()
        snapshot.deleteItems([1, 1])
        assertSnapshot(snapshot, matches: Model(), absentItems: [1])
    }

    func testDeletedItemCanBeAddedAgain() throws {
        var snapshot = try fixture()
        snapshot.deleteItems([1])
        try snapshot.appendItems([1], toSection: "c")
        assertSnapshot(snapshot, matches: Model([("a", [2, 3]), ("b", []), ("c", [4, 5, 1])]))
    }

    // MARK: deleteAllItems

    func testDeleteAllItemsRemovesSectionsToo() throws {
        var snapshot = try fixture()
        try snapshot.reloadItems([1])
        try snapshot.reconfigureItems([4])
        try snapshot.reloadSections(["b"])
        snapshot.deleteAllItems()
        assertSnapshot(snapshot, matches: Model(), absentItems: [1, 4], absentSections: ["a", "b"])
        XCTAssertEqual(snapshot, Snapshot())
        try snapshot.appendSections(["a"])
        try snapshot.appendItems([1])
        assertSnapshot(snapshot, matches: Model([("a", [1])]))
    }

    // MARK: moveItem

    func testMoveBeforeALaterItemOfTheSameSection() throws {
        var snapshot = try fixture()
        try snapshot.moveItem(1, beforeItem: 3)
        assertSnapshot(snapshot, matches: Model([("a", [2, 1, 3]), ("b", []), ("c", [4, 5])]))
    }

    func testMoveBeforeAnEarlierItemOfTheSameSection() throws {
        var snapshot = try fixture()
        try snapshot.moveItem(3, beforeItem: 1)
        assertSnapshot(snapshot, matches: Model([("a", [3, 1, 2]), ("b", []), ("c", [4, 5])]))
    }

    func testMoveAfterALaterItemOfTheSameSection() throws {
        var snapshot = try fixture()
        try snapshot.moveItem(1, afterItem: 3)
        assertSnapshot(snapshot, matches: Model([("a", [2, 3, 1]), ("b", []), ("c", [4, 5])]))
    }

    func testMoveAfterAnEarlierItemOfTheSameSection() throws {
        var snapshot = try fixture()
        try snapshot.moveItem(3, afterItem: 1)
        assertSnapshot(snapshot, matches: Model([("a", [1, 3, 2]), ("b", []), ("c", [4, 5])]))
    }

    func testMoveToWhereItAlreadyIsChangesNothing() throws {
        var snapshot = try fixture()
        try snapshot.moveItem(1, beforeItem: 2)
        try snapshot.moveItem(3, afterItem: 2)
        assertSnapshot(snapshot, matches: Model([("a", [1, 2, 3]), ("b", []), ("c", [4, 5])]))
    }

    func testMoveToALaterSection() throws {
        var snapshot = try fixture()
        try snapshot.moveItem(2, beforeItem: 5)
        assertSnapshot(snapshot, matches: Model([("a", [1, 3]), ("b", []), ("c", [4, 2, 5])]))
        try snapshot.moveItem(1, afterItem: 5)
        assertSnapshot(snapshot, matches: Model([("a", [3]), ("b", []), ("c", [4, 2, 5, 1])]))
    }

    func testMoveToAnEarlierSection() throws {
        var snapshot = try fixture()
        try snapshot.moveItem(5, beforeItem: 1)
        assertSnapshot(snapshot, matches: Model([("a", [5, 1, 2, 3]), ("b", []), ("c", [4])]))
        try snapshot.moveItem(4, afterItem: 3)
        assertSnapshot(snapshot, matches: Model([("a", [5, 1, 2, 3, 4]), ("b", []), ("c", [])]))
    }

    func testMoveKeepsTheStoredValue() throws {
        var snapshot = ListSnapshot<String, Song>()
        try snapshot.appendSections(["a"])
        try snapshot.appendItems([Song(1, "old"), Song(2)])
        try snapshot.moveItem(Song(1, "other"), afterItem: Song(2))
        XCTAssertEqual(snapshot.itemIdentifiers.map(\.id), [2, 1])
        XCTAssertEqual(snapshot.itemIdentifiers.map(\.title), ["song 2", "old"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a").map(\.title), ["song 2", "old"])
        snapshot._checkInvariants()
    }
}

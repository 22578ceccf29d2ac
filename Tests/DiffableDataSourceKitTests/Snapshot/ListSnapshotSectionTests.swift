import DiffableDataSourceKit
import XCTest

/// The section mutators on valid input, checked against the expected sections and items and
/// through every query.
final class ListSnapshotSectionTests: XCTestCase {
    typealias Snapshot = ListSnapshot<String, Int>
    typealias Model = ReferenceList<String, Int>

    /// a = [1, 2], b = [], c = [3]
    private func fixture() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["a", "b", "c"])
        try snapshot.appendItems([1, 2], toSection: "a")
        try snapshot.appendItems([3], toSection: "c")
        return snapshot
    }

    // MARK: appendSections

    func testAppendSections() throws {
        var snapshot = Snapshot()
        try snapshot.appendSections(["x", "y"])
        try snapshot.appendSections(["z"])
        assertSnapshot(snapshot, matches: Model([("x", []), ("y", []), ("z", [])]))
    }

    func testAppendNoSectionsChangesNothing() throws {
        var snapshot = try fixture()
        try snapshot.appendSections([])
        assertSnapshot(snapshot, matches: Model([("a", [1, 2]), ("b", []), ("c", [3])]))
    }

    // MARK: insertSections

    func testInsertBeforeTheFirstSection() throws {
        var snapshot = try fixture()
        try snapshot.insertSections(["x", "y"], beforeSection: "a")
        assertSnapshot(snapshot, matches: Model([("x", []), ("y", []), ("a", [1, 2]), ("b", []), ("c", [3])]))
        XCTAssertEqual(snapshot.indexPath(ofItem: 3), IndexPath(row: 0, section: 4))
    }

    func testInsertBeforeAMiddleSection() throws {
        var snapshot = try fixture()
        try snapshot.insertSections(["x"], beforeSection: "c")
        assertSnapshot(snapshot, matches: Model([("a", [1, 2]), ("b", []), ("x", []), ("c", [3])]))
    }

    func testInsertAfterTheLastSection() throws {
        var snapshot = try fixture()
        try snapshot.insertSections(["x", "y"], afterSection: "c")
        assertSnapshot(snapshot, matches: Model([("a", [1, 2]), ("b", []), ("c", [3]), ("x", []), ("y", [])]))
        try snapshot.appendItems([4])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "y"), [4])
    }

    func testInsertAfterAMiddleSection() throws {
        var snapshot = try fixture()
        try snapshot.insertSections(["x"], afterSection: "a")
        assertSnapshot(snapshot, matches: Model([("a", [1, 2]), ("x", []), ("b", []), ("c", [3])]))
        try snapshot.appendItems([4], toSection: "x")
        assertSnapshot(snapshot, matches: Model([("a", [1, 2]), ("x", [4]), ("b", []), ("c", [3])]))
    }

    func testInsertNoSectionsChangesNothing() throws {
        var snapshot = try fixture()
        try snapshot.insertSections([], beforeSection: "b")
        try snapshot.insertSections([], afterSection: "b")
        assertSnapshot(snapshot, matches: Model([("a", [1, 2]), ("b", []), ("c", [3])]))
    }

    // MARK: deleteSections

    func testDeleteSectionsRemovesTheirItems() throws {
        var snapshot = try fixture()
        snapshot.deleteSections(["a"])
        assertSnapshot(
            snapshot, matches: Model([("b", []), ("c", [3])]), absentItems: [1, 2], absentSections: ["a"])
        XCTAssertEqual(snapshot.indexPath(ofItem: 3), IndexPath(row: 0, section: 1))
        XCTAssertEqual(snapshot.indexOfItem(3), 0)
    }

    func testDeleteSeveralSectionsInAnyOrder() throws {
        var snapshot = try fixture()
        snapshot.deleteSections(["c", "a"])
        assertSnapshot(snapshot, matches: Model([("b", [])]), absentItems: [1, 2, 3], absentSections: ["a", "c"])
    }

    func testDeleteSectionsIgnoresUnknownAndRepeatedSections() throws {
        var snapshot = try fixture()
        snapshot.deleteSections(["z", "b", "b", "y"])
        assertSnapshot(snapshot, matches: Model([("a", [1, 2]), ("c", [3])]), absentSections: ["b", "z"])
        snapshot.deleteSections(["b"])
        snapshot.deleteSections([])
        assertSnapshot(snapshot, matches: Model([("a", [1, 2]), ("c", [3])]), absentSections: ["b", "z"])
    }

    func testDeleteEverySection() throws {
        var snapshot = try fixture()
        snapshot.deleteSections(["a", "b", "c"])
        assertSnapshot(snapshot, matches: Model(), absentItems: [1, 2, 3], absentSections: ["a", "b", "c"])
        XCTAssertEqual(snapshot, Snapshot())
    }

    func testDeletedSectionComesBackEmpty() throws {
        var snapshot = try fixture()
        snapshot.deleteSections(["a"])
        try snapshot.appendSections(["a"])
        assertSnapshot(snapshot, matches: Model([("b", []), ("c", [3]), ("a", [])]), absentItems: [1, 2])
    }

    /// Deleted sections free internal slots that new sections reuse; the items of the old
    /// and new sections must not be confused.
    func testSectionsAddedAfterDeletesKeepTheirOwnItems() throws {
        var snapshot = try fixture()
        snapshot.deleteSections(["a", "b"])
        try snapshot.insertSections(["x", "y", "z"], beforeSection: "c")
        try snapshot.appendItems([10], toSection: "x")
        try snapshot.appendItems([11, 12], toSection: "z")
        try snapshot.insertItems([13], beforeItem: 3)
        assertSnapshot(
            snapshot, matches: Model([("x", [10]), ("y", []), ("z", [11, 12]), ("c", [13, 3])]),
            absentItems: [1, 2], absentSections: ["a", "b"])
        try snapshot.moveItem(3, beforeItem: 10)
        try snapshot.moveSection("c", beforeSection: "y")
        assertSnapshot(snapshot, matches: Model([("x", [3, 10]), ("c", [13]), ("y", []), ("z", [11, 12])]))
    }

    // MARK: moveSection

    func testMoveSectionBeforeALaterSection() throws {
        var snapshot = try fixture()
        try snapshot.moveSection("a", beforeSection: "c")
        assertSnapshot(snapshot, matches: Model([("b", []), ("a", [1, 2]), ("c", [3])]))
    }

    func testMoveSectionBeforeAnEarlierSection() throws {
        var snapshot = try fixture()
        try snapshot.moveSection("c", beforeSection: "a")
        assertSnapshot(snapshot, matches: Model([("c", [3]), ("a", [1, 2]), ("b", [])]))
        XCTAssertEqual(snapshot.indexOfItem(1), 1)
    }

    func testMoveSectionAfterALaterSection() throws {
        var snapshot = try fixture()
        try snapshot.moveSection("a", afterSection: "c")
        assertSnapshot(snapshot, matches: Model([("b", []), ("c", [3]), ("a", [1, 2])]))
        try snapshot.appendItems([4])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [1, 2, 4])
    }

    func testMoveSectionAfterAnEarlierSection() throws {
        var snapshot = try fixture()
        try snapshot.moveSection("c", afterSection: "a")
        assertSnapshot(snapshot, matches: Model([("a", [1, 2]), ("c", [3]), ("b", [])]))
    }

    func testMoveSectionToWhereItAlreadyIsChangesNothing() throws {
        var snapshot = try fixture()
        try snapshot.moveSection("a", beforeSection: "b")
        try snapshot.moveSection("c", afterSection: "b")
        assertSnapshot(snapshot, matches: Model([("a", [1, 2]), ("b", []), ("c", [3])]))
    }
}

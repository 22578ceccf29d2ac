import DiffableDataSourceKit
import XCTest

/// Every query of `ListSnapshot`, on a fixed snapshot, against values written out by hand.
final class ListSnapshotQueryTests: XCTestCase {
    /// favorites = [Let It Go], empty = [], pop = [Bad Guy, Levitating]
    private func music() throws -> ListSnapshot<String, String> {
        var snapshot = ListSnapshot<String, String>()
        try snapshot.appendSections(["favorites", "empty", "pop"])
        try snapshot.appendItems(["Let It Go"], toSection: "favorites")
        try snapshot.appendItems(["Bad Guy", "Levitating"], toSection: "pop")
        return snapshot
    }

    func testEmptySnapshotHasNothing() {
        let snapshot = ListSnapshot<String, Int>()
        XCTAssertEqual(snapshot.numberOfItems, 0)
        XCTAssertEqual(snapshot.numberOfSections, 0)
        XCTAssertEqual(snapshot.sectionIdentifiers, [])
        XCTAssertEqual(snapshot.itemIdentifiers, [])
        XCTAssertEqual(snapshot.numberOfItems(inSection: "a"), 0)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [])
        XCTAssertNil(snapshot.indexOfItem(1))
        XCTAssertNil(snapshot.indexOfSection("a"))
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 1))
        XCTAssertNil(snapshot.indexPath(ofItem: 1))
        XCTAssertNil(snapshot.itemIdentifier(at: IndexPath(row: 0, section: 0)))
        XCTAssertNil(snapshot.sectionIdentifier(at: 0))
        XCTAssertFalse(snapshot.containsItem(1))
        XCTAssertFalse(snapshot.containsSection("a"))
        XCTAssertFalse(snapshot.hasMarks)
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, [])
        XCTAssertEqual(snapshot, ListSnapshot())
        snapshot._checkInvariants()
    }

    func testCounts() throws {
        let snapshot = try music()
        XCTAssertEqual(snapshot.numberOfItems, 3)
        XCTAssertEqual(snapshot.numberOfSections, 3)
        XCTAssertEqual(snapshot.numberOfItems(inSection: "favorites"), 1)
        XCTAssertEqual(snapshot.numberOfItems(inSection: "empty"), 0)
        XCTAssertEqual(snapshot.numberOfItems(inSection: "pop"), 2)
    }

    func testIdentifiersAreInOrderSectionBySection() throws {
        let snapshot = try music()
        XCTAssertEqual(snapshot.sectionIdentifiers, ["favorites", "empty", "pop"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["Let It Go", "Bad Guy", "Levitating"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "favorites"), ["Let It Go"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "empty"), [])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "pop"), ["Bad Guy", "Levitating"])
    }

    func testUnknownSectionGivesZeroAndEmpty() throws {
        let snapshot = try music()
        XCTAssertEqual(snapshot.numberOfItems(inSection: "rock"), 0)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "rock"), [])
        XCTAssertNil(snapshot.indexOfSection("rock"))
        XCTAssertFalse(snapshot.containsSection("rock"))
    }

    func testIndexOfItemCountsAcrossSections() throws {
        let snapshot = try music()
        XCTAssertEqual(snapshot.indexOfItem("Let It Go"), 0)
        XCTAssertEqual(snapshot.indexOfItem("Bad Guy"), 1)
        XCTAssertEqual(snapshot.indexOfItem("Levitating"), 2)
        XCTAssertNil(snapshot.indexOfItem("Yesterday"))
    }

    func testIndexOfSection() throws {
        let snapshot = try music()
        XCTAssertEqual(snapshot.indexOfSection("favorites"), 0)
        XCTAssertEqual(snapshot.indexOfSection("empty"), 1)
        XCTAssertEqual(snapshot.indexOfSection("pop"), 2)
    }

    func testSectionContainingItem() throws {
        let snapshot = try music()
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "Let It Go"), "favorites")
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "Bad Guy"), "pop")
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "Levitating"), "pop")
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: "Yesterday"))
    }

    func testContains() throws {
        let snapshot = try music()
        XCTAssertTrue(snapshot.containsItem("Bad Guy"))
        XCTAssertFalse(snapshot.containsItem("Yesterday"))
        XCTAssertFalse(snapshot.containsItem("pop"))
        XCTAssertTrue(snapshot.containsSection("empty"))
        XCTAssertFalse(snapshot.containsSection("Bad Guy"))
    }

    func testIndexPathOfItem() throws {
        let snapshot = try music()
        XCTAssertEqual(snapshot.indexPath(ofItem: "Let It Go"), IndexPath(row: 0, section: 0))
        XCTAssertEqual(snapshot.indexPath(ofItem: "Bad Guy"), IndexPath(row: 0, section: 2))
        XCTAssertEqual(snapshot.indexPath(ofItem: "Levitating"), IndexPath(row: 1, section: 2))
        XCTAssertEqual(snapshot.indexPath(ofItem: "Levitating"), IndexPath(indexes: [2, 1]))
        XCTAssertNil(snapshot.indexPath(ofItem: "Yesterday"))
    }

    func testItemAtIndexPath() throws {
        let snapshot = try music()
        XCTAssertEqual(snapshot.itemIdentifier(at: IndexPath(row: 0, section: 0)), "Let It Go")
        XCTAssertEqual(snapshot.itemIdentifier(at: IndexPath(row: 0, section: 2)), "Bad Guy")
        XCTAssertEqual(snapshot.itemIdentifier(at: IndexPath(row: 1, section: 2)), "Levitating")
    }

    func testItemAtIndexPathOutOfRangeIsNil() throws {
        let snapshot = try music()
        XCTAssertNil(snapshot.itemIdentifier(at: IndexPath(row: 1, section: 0)), "row past the end")
        XCTAssertNil(snapshot.itemIdentifier(at: IndexPath(row: 0, section: 1)), "empty section")
        XCTAssertNil(snapshot.itemIdentifier(at: IndexPath(row: 2, section: 2)), "row past the end")
        XCTAssertNil(snapshot.itemIdentifier(at: IndexPath(row: 0, section: 3)), "section past the end")
        XCTAssertNil(snapshot.itemIdentifier(at: IndexPath(row: -1, section: 0)), "negative row")
        XCTAssertNil(snapshot.itemIdentifier(at: IndexPath(row: 0, section: -1)), "negative section")
    }

    func testItemAtMalformedIndexPathIsNil() throws {
        let snapshot = try music()
        XCTAssertNil(snapshot.itemIdentifier(at: IndexPath()))
        XCTAssertNil(snapshot.itemIdentifier(at: IndexPath(index: 0)))
        XCTAssertNil(snapshot.itemIdentifier(at: IndexPath(indexes: [2, 1, 0])))
    }

    func testSectionAtIndex() throws {
        let snapshot = try music()
        XCTAssertEqual(snapshot.sectionIdentifier(at: 0), "favorites")
        XCTAssertEqual(snapshot.sectionIdentifier(at: 1), "empty")
        XCTAssertEqual(snapshot.sectionIdentifier(at: 2), "pop")
        XCTAssertNil(snapshot.sectionIdentifier(at: 3))
        XCTAssertNil(snapshot.sectionIdentifier(at: -1))
    }

    func testQueriesAfterAnEmptyLeadingSection() throws {
        var snapshot = ListSnapshot<Int, Int>()
        try snapshot.appendSections([0, 1, 2])
        try snapshot.appendItems([10, 11], toSection: 2)
        try snapshot.appendItems([5], toSection: 1)
        XCTAssertEqual(snapshot.itemIdentifiers, [5, 10, 11])
        XCTAssertEqual(snapshot.indexOfItem(10), 1)
        XCTAssertEqual(snapshot.indexOfItem(11), 2)
        XCTAssertEqual(snapshot.indexPath(ofItem: 5), IndexPath(row: 0, section: 1))
        XCTAssertEqual(snapshot.indexPath(ofItem: 11), IndexPath(row: 1, section: 2))
        XCTAssertNil(snapshot.itemIdentifier(at: IndexPath(row: 0, section: 0)))
        snapshot._checkInvariants()
    }

    func testReferenceModelAgreesWithTheFixture() throws {
        let model = ReferenceList<String, String>([
            ("favorites", ["Let It Go"]), ("empty", []), ("pop", ["Bad Guy", "Levitating"]),
        ])
        assertSnapshot(try music(), matches: model, absentItems: ["Yesterday"], absentSections: ["rock"])
    }
}

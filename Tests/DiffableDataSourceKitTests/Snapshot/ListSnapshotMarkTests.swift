import DiffableDataSourceKit
import XCTest

/// Reload and reconfigure marks: the fresh values they store, their order, and their removal
/// with the items and sections they belong to.
final class ListSnapshotMarkTests: XCTestCase {
    typealias Snapshot = ListSnapshot<String, Song>

    /// a = [1, 2, 3], b = [4]
    private func fixture() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["a", "b"])
        try snapshot.appendItems([Song(1), Song(2), Song(3)], toSection: "a")
        try snapshot.appendItems([Song(4)], toSection: "b")
        return snapshot
    }

    private func titles(_ songs: [Song]) -> [String] { songs.map(\.title) }

    // MARK: Fresh values

    func testReloadStoresTheValuePassedIn() throws {
        var snapshot = try fixture()
        try snapshot.reloadItems([Song(2, "new two"), Song(4, "new four")])
        XCTAssertEqual(titles(snapshot.itemIdentifiers), ["song 1", "new two", "song 3", "new four"])
        XCTAssertEqual(titles(snapshot.itemIdentifiers(inSection: "a")), ["song 1", "new two", "song 3"])
        XCTAssertEqual(titles(snapshot.itemIdentifiers(inSection: "b")), ["new four"])
        XCTAssertEqual(titles(snapshot.reloadedItemIdentifiers), ["new two", "new four"])
        XCTAssertEqual(snapshot.itemIdentifier(at: IndexPath(row: 1, section: 0))?.title, "new two")
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [])
        snapshot._checkInvariants()
    }

    func testReconfigureStoresTheValuePassedIn() throws {
        var snapshot = try fixture()
        try snapshot.reconfigureItems([Song(4, "new four"), Song(1, "new one")])
        XCTAssertEqual(titles(snapshot.itemIdentifiers), ["new one", "song 2", "song 3", "new four"])
        XCTAssertEqual(titles(snapshot.itemIdentifiers(inSection: "a")), ["new one", "song 2", "song 3"])
        XCTAssertEqual(titles(snapshot.itemIdentifiers(inSection: "b")), ["new four"])
        XCTAssertEqual(titles(snapshot.reconfiguredItemIdentifiers), ["new one", "new four"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [])
        snapshot._checkInvariants()
    }

    func testMarkingAgainKeepsOneEntryWithTheLatestValue() throws {
        var snapshot = try fixture()
        try snapshot.reloadItems([Song(2, "first")])
        try snapshot.reloadItems([Song(2, "second")])
        try snapshot.reconfigureItems([Song(3, "first")])
        try snapshot.reconfigureItems([Song(3, "second")])
        XCTAssertEqual(titles(snapshot.reloadedItemIdentifiers), ["second"])
        XCTAssertEqual(titles(snapshot.reconfiguredItemIdentifiers), ["second"])
        XCTAssertEqual(titles(snapshot.itemIdentifiers), ["song 1", "second", "second", "song 4"])
    }

    func testLaterMarkOfTheOtherKindUpdatesTheValueForBoth() throws {
        var snapshot = try fixture()
        try snapshot.reloadItems([Song(2, "reloaded")])
        try snapshot.reconfigureItems([Song(2, "reconfigured")])
        XCTAssertEqual(titles(snapshot.reloadedItemIdentifiers), ["reconfigured"])
        XCTAssertEqual(titles(snapshot.reconfiguredItemIdentifiers), ["reconfigured"])
    }

    // MARK: Order and accumulation

    func testMarkedItemsAreListedInSnapshotOrder() throws {
        var snapshot = try fixture()
        try snapshot.reloadItems([Song(4), Song(1)])
        try snapshot.reloadItems([Song(3)])
        try snapshot.reconfigureItems([Song(3), Song(2)])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers.map(\.id), [1, 3, 4])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers.map(\.id), [2, 3])
    }

    func testMarksFollowMovedItems() throws {
        var snapshot = try fixture()
        try snapshot.reloadItems([Song(1), Song(3, "three")])
        try snapshot.moveItem(Song(1), afterItem: Song(4))
        XCTAssertEqual(snapshot.reloadedItemIdentifiers.map(\.id), [3, 1])
        XCTAssertEqual(titles(snapshot.reloadedItemIdentifiers), ["three", "song 1"])
        try snapshot.moveSection("b", beforeSection: "a")
        XCTAssertEqual(snapshot.reloadedItemIdentifiers.map(\.id), [1, 3])
    }

    func testReloadedSectionsAreListedInSnapshotOrder() throws {
        var snapshot = try fixture()
        try snapshot.appendSections(["c"])
        try snapshot.reloadSections(["c", "a"])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["a", "c"])
        try snapshot.moveSection("a", afterSection: "c")
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["c", "a"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [], "reloading a section does not mark its items")
    }

    func testMarkingNothingLeavesNoMarks() throws {
        var snapshot = try fixture()
        try snapshot.reloadItems([])
        try snapshot.reconfigureItems([])
        try snapshot.reloadSections([])
        XCTAssertFalse(snapshot.hasMarks)
        XCTAssertEqual(snapshot, try fixture())
    }

    // MARK: hasMarks and withoutMarks

    func testHasMarksForEachKindOfMark() throws {
        XCTAssertFalse(try fixture().hasMarks)
        var reloaded = try fixture()
        try reloaded.reloadItems([Song(1)])
        XCTAssertTrue(reloaded.hasMarks)
        var reconfigured = try fixture()
        try reconfigured.reconfigureItems([Song(1)])
        XCTAssertTrue(reconfigured.hasMarks)
        var sectionReloaded = try fixture()
        try sectionReloaded.reloadSections(["b"])
        XCTAssertTrue(sectionReloaded.hasMarks)
    }

    func testWithoutMarksDropsMarksAndKeepsFreshValues() throws {
        var snapshot = try fixture()
        try snapshot.reloadItems([Song(1, "new one")])
        try snapshot.reconfigureItems([Song(4, "new four")])
        try snapshot.reloadSections(["a"])
        let plain = snapshot.withoutMarks()
        XCTAssertFalse(plain.hasMarks)
        XCTAssertEqual(plain.reloadedItemIdentifiers, [])
        XCTAssertEqual(plain.reconfiguredItemIdentifiers, [])
        XCTAssertEqual(plain.reloadedSectionIdentifiers, [])
        XCTAssertEqual(plain, snapshot)
        XCTAssertEqual(titles(plain.itemIdentifiers), ["new one", "song 2", "song 3", "new four"])
        plain._checkInvariants()
        // The original keeps its marks.
        XCTAssertTrue(snapshot.hasMarks)
        XCTAssertEqual(snapshot.reloadedItemIdentifiers.map(\.id), [1])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers.map(\.id), [4])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["a"])
    }

    func testWithoutMarksOfAnUnmarkedSnapshotIsEqual() throws {
        let snapshot = try fixture()
        let plain = snapshot.withoutMarks()
        XCTAssertEqual(plain, snapshot)
        XCTAssertEqual(ReferenceList(plain), ReferenceList(snapshot))
    }

    // MARK: Marks go with what they mark

    func testDeletingAnItemRemovesItsMarks() throws {
        var snapshot = try fixture()
        try snapshot.reloadItems([Song(1), Song(2)])
        try snapshot.reconfigureItems([Song(2), Song(3)])
        snapshot.deleteItems([Song(2)])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers.map(\.id), [1])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers.map(\.id), [3])
        snapshot.deleteItems([Song(1), Song(3)])
        XCTAssertFalse(snapshot.hasMarks)
        // An item added again under the same identifier starts unmarked.
        try snapshot.appendItems([Song(2)], toSection: "a")
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [])
        snapshot._checkInvariants()
    }

    func testDeletingASectionRemovesItsMarksAndItsItemsMarks() throws {
        var snapshot = try fixture()
        try snapshot.reloadItems([Song(1), Song(4)])
        try snapshot.reconfigureItems([Song(3), Song(4)])
        try snapshot.reloadSections(["a", "b"])
        snapshot.deleteSections(["a"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers.map(\.id), [4])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers.map(\.id), [4])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["b"])
        try snapshot.appendSections(["a"])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["b"], "a section added again starts unmarked")
        snapshot._checkInvariants()
    }

    func testDeleteAllItemsRemovesEveryMark() throws {
        var snapshot = try fixture()
        try snapshot.reloadItems([Song(1)])
        try snapshot.reconfigureItems([Song(4)])
        try snapshot.reloadSections(["a"])
        snapshot.deleteAllItems()
        XCTAssertFalse(snapshot.hasMarks)
        try snapshot.appendSections(["a"])
        try snapshot.appendItems([Song(1)])
        XCTAssertFalse(snapshot.hasMarks)
        snapshot._checkInvariants()
    }
}

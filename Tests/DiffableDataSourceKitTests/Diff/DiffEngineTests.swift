import DiffableDataSourceKit
import XCTest

/// Hand-written diffs with the exact expected changeset.
final class DiffEngineTests: XCTestCase {
    typealias Snapshot = ListSnapshot<MusicSection, Song>
    typealias Changeset = ListChangeset<MusicSection, Song>

    /// favorites = [], disney = [1, 2, 3], pop = [4, 5].
    func library() throws -> Snapshot {
        try makeSnapshot([(.favorites, []), (.disney, [Song(1), Song(2), Song(3)]), (.pop, [Song(4), Song(5)])])
    }

    func testIdenticalSnapshotsGiveAnEmptyChangeset() throws {
        let old = try library()
        XCTAssertTrue(DiffEngine.changeset(from: old, to: old).isEmpty)
        XCTAssertTrue(DiffEngine.changeset(from: old, to: try library()).isEmpty)
    }

    func testAppendingASongIsOneInsertAndNoMove() throws {
        let old = try library()
        var new = old
        try new.appendItems([Song(6)], toSection: .pop)
        XCTAssertEqual(DiffEngine.changeset(from: old, to: new), Changeset(itemInserts: [path(2, 2)]))
    }

    func testMovingASongToFavoritesIsOneCrossSectionMove() throws {
        let old = try library()
        var new = old
        new.deleteItems([Song(5)])
        try new.appendItems([Song(5)], toSection: .favorites)
        XCTAssertEqual(DiffEngine.changeset(from: old, to: new), Changeset(itemMoves: [move((2, 1), (0, 0))]))
    }

    func testDeletingASongIsOneDelete() throws {
        let old = try library()
        var new = old
        new.deleteItems([Song(2)])
        XCTAssertEqual(DiffEngine.changeset(from: old, to: new), Changeset(itemDeletes: [path(1, 1)]))
    }

    func testReloadIsReportedBeforeAndReconfigureAfterTheUpdate() throws {
        let old = try library()
        var new = old
        new.deleteItems([Song(1)])
        try new.reloadItems([Song(3, isFavorite: true)])
        try new.reconfigureItems([Song(2, isFavorite: true)])
        XCTAssertEqual(
            DiffEngine.changeset(from: old, to: new),
            Changeset(itemDeletes: [path(1, 0)], itemReloads: [path(1, 2)], itemReconfigures: [path(1, 0)])
        )
    }

    func testDraggingOneRowIsExactlyOneMove() throws {
        let old = try library()
        var new = old
        try new.moveItem(Song(3), beforeItem: Song(1))
        XCTAssertEqual(DiffEngine.changeset(from: old, to: new), Changeset(itemMoves: [move((1, 2), (1, 0))]))
        var down = old
        try down.moveItem(Song(1), afterItem: Song(3))
        XCTAssertEqual(DiffEngine.changeset(from: old, to: down), Changeset(itemMoves: [move((1, 0), (1, 2))]))
    }

    func testSectionInsertDeleteAndMove() throws {
        let old = try makeSnapshot([("a", [1]), ("b", [2]), ("c", [3])])
        let new = try makeSnapshot([("c", [3]), ("b", [2]), ("d", [4, 5])])
        XCTAssertEqual(
            DiffEngine.changeset(from: old, to: new),
            ListChangeset<String, Int>(
                sectionDeletes: [0], sectionInserts: [2], sectionMoves: [ListMove(source: 2, destination: 0)]
            ),
            "rows of inserted and deleted sections are covered by the section operations"
        )
    }

    func testRowLeavingADeletedSectionIsAnInsert() throws {
        let old = try library()
        var new = old
        try new.moveItem(Song(1), afterItem: Song(5))
        new.deleteSections([.disney])
        XCTAssertEqual(
            DiffEngine.changeset(from: old, to: new),
            Changeset(sectionDeletes: [1], itemInserts: [path(1, 2)])
        )
    }

    func testRowEnteringAnInsertedSectionIsADelete() throws {
        let old = try makeSnapshot([(MusicSection.disney, [Song(1), Song(2)])])
        var new = old
        try new.appendSections([.pop])
        new.deleteItems([Song(2)])
        try new.appendItems([Song(2)], toSection: .pop)
        XCTAssertEqual(
            DiffEngine.changeset(from: old, to: new),
            Changeset(sectionInserts: [1], itemDeletes: [path(0, 1)])
        )
    }

    func testMovedAndReloadedRowBecomesDeleteAndInsert() throws {
        let old = try library()
        var new = old
        try new.moveItem(Song(1), afterItem: Song(4))
        try new.reloadItems([Song(1, isFavorite: true)])
        XCTAssertEqual(
            DiffEngine.changeset(from: old, to: new),
            Changeset(itemDeletes: [path(1, 0)], itemInserts: [path(2, 1)])
        )
        var reconfigured = old
        try reconfigured.moveItem(Song(3), beforeItem: Song(1))
        try reconfigured.reconfigureItems([Song(3, isFavorite: true)])
        XCTAssertEqual(
            DiffEngine.changeset(from: old, to: reconfigured),
            Changeset(itemDeletes: [path(1, 2)], itemInserts: [path(1, 0)])
        )
    }

    @MainActor
    func testReloadInAMovingSectionIsADeleteAndAnInsert() throws {
        // UIKit turns a reload into a delete and an insert at the same index path, which
        // names the wrong section once that section moves; the diff sends the row as a
        // delete at its old place and an insert at its new one instead.
        let old = try library()
        var unchanged = old
        try unchanged.moveSection(.pop, beforeSection: .favorites)
        try unchanged.reloadItems([Song(4, isFavorite: true)])
        XCTAssertEqual(
            DiffEngine.changeset(from: old, to: unchanged),
            Changeset(
                sectionMoves: [ListMove(source: 2, destination: 0)], itemDeletes: [path(2, 0)],
                itemInserts: [path(0, 0)])
        )
        var changed = unchanged
        try changed.appendItems([Song(6)], toSection: .pop)
        try changed.reloadItems([Song(5, isFavorite: true)])
        let changes = DiffEngine.changeset(from: old, to: changed)
        XCTAssertEqual(
            changes,
            Changeset(
                sectionMoves: [ListMove(source: 2, destination: 0)], itemDeletes: [path(2, 0), path(2, 1)],
                itemInserts: [path(0, 0), path(0, 1), path(0, 2)])
        )
        // The headless table refuses a reload in a moving section, and takes this changeset.
        let table = HeadlessTableView()
        table.load(old)
        try table.performBatchUpdates(changes, showing: changed)
        XCTAssertEqual(table.snapshot(), changed)
    }

    func testReloadedSectionCoversItsRows() throws {
        let old = try library()
        var new = old
        new.deleteItems([Song(2)])
        try new.appendItems([Song(7)], toSection: .disney)
        try new.reloadItems([Song(1)])
        try new.reloadSections([.disney])
        XCTAssertEqual(DiffEngine.changeset(from: old, to: new), Changeset(sectionReloads: [1]))
    }

    func testRowMovingOutOfAReloadedSectionIsAnInsert() throws {
        let old = try library()
        var new = old
        try new.moveItem(Song(1), afterItem: Song(5))
        try new.reloadSections([.disney])
        XCTAssertEqual(
            DiffEngine.changeset(from: old, to: new),
            Changeset(sectionReloads: [1], itemInserts: [path(2, 2)])
        )
    }

    func testMovedAndReloadedSectionIsDeletedAndInserted() throws {
        let old = try library()
        var new = old
        try new.moveSection(.favorites, afterSection: .pop)
        try new.reloadSections([.favorites])
        XCTAssertEqual(
            DiffEngine.changeset(from: old, to: new),
            Changeset(sectionDeletes: [0], sectionInserts: [2])
        )
    }

    func testMarksOnInsertedItemsAreDropped() throws {
        let old = try library()
        var new = old
        try new.appendItems([Song(8)], toSection: .favorites)
        try new.reloadItems([Song(8)])
        try new.reconfigureItems([Song(8)])
        XCTAssertEqual(DiffEngine.changeset(from: old, to: new), Changeset(itemInserts: [path(0, 0)]))
    }

    func testMarksOnTheOldSnapshotAreIgnored() throws {
        var old = try library()
        try old.reloadItems([Song(1)])
        XCTAssertTrue(DiffEngine.changeset(from: old, to: try library()).isEmpty)
    }

    func testContentComparisonReportsChangedValues() throws {
        let old = try library()
        var new = try makeSnapshot([
            (MusicSection.favorites, []), (.disney, [Song(1), Song(2, "Renamed"), Song(3)]),
            (.pop, [Song(5), Song(4, "X")]),
        ])
        let asReconfigure = DiffEngine.changeset(from: old, to: new, reportingContentChangesAs: .reconfigure) {
            $0.title == $1.title
        }
        // Songs 2 and 4 keep their place (song 5 is the one that moves): reconfigured at
        // their new places, or reloaded at their old ones.
        XCTAssertEqual(
            asReconfigure, Changeset(itemMoves: [move((2, 1), (2, 0))], itemReconfigures: [path(1, 1), path(2, 1)])
        )
        let asReload = DiffEngine.changeset(from: old, to: new, reportingContentChangesAs: .reload) {
            $0.title == $1.title
        }
        XCTAssertEqual(asReload, Changeset(itemMoves: [move((2, 1), (2, 0))], itemReloads: [path(1, 1), path(2, 0)]))
        // Without the comparison, only the swap in pop is reported.
        XCTAssertEqual(DiffEngine.changeset(from: old, to: new), Changeset(itemMoves: [move((2, 1), (2, 0))]))
        new = old
        XCTAssertTrue(
            DiffEngine.changeset(from: old, to: new, reportingContentChangesAs: .reload) { _, _ in true }.isEmpty)
    }

    func testFlatFormMatchesRepeatedElementsInOrder() {
        XCTAssertEqual(
            DiffEngine.changeset(from: [1, 2, 3], to: [3, 1, 2, 4]),
            ListChangeset<Int, Int>(itemInserts: [path(0, 3)], itemMoves: [move((0, 2), (0, 0))])
        )
        let repeated = DiffEngine.changeset(from: [1, 2, 2, 3], to: [2, 3, 2, 2])
        XCTAssertEqual(repeated.itemDeletes, [path(0, 0)])
        XCTAssertEqual(repeated.itemInserts, [path(0, 3)])
        XCTAssertEqual(repeated.itemMoves.count, 1)
        XCTAssertTrue(DiffEngine.changeset(from: [7, 7, 7], to: [7, 7, 7]).isEmpty)
        XCTAssertEqual(DiffEngine.changeset(from: [7, 7, 7], to: [7]).itemDeletes, [path(0, 1), path(0, 2)])
        XCTAssertEqual(DiffEngine.changeset(from: [7], to: [7, 7]).itemInserts, [path(0, 1)])
    }

    func testFlatFormOfEqualListsIsEmptyAndADifferenceAtTheEndIsSeen() {
        // Separate storage, so the comparison reads every element (integers by their bytes).
        let old = Array(0..<1_000)
        var same = Array(0..<999)
        same.append(999)
        XCTAssertTrue(DiffEngine.changeset(from: old, to: same).isEmpty)
        var last = same
        last[999] = 1_000
        XCTAssertEqual(
            DiffEngine.changeset(from: old, to: last),
            ListChangeset<Int, Int>(itemDeletes: [path(0, 999)], itemInserts: [path(0, 999)]))
        // Equality as `==` says, not as bytes: -0.0 equals 0.0.
        XCTAssertTrue(DiffEngine.changeset(from: [0.0, 1.0], to: [-0.0, 1.0]).isEmpty)
    }

    func testFlatFormAcceptsAnyRandomAccessCollections() {
        let changes = DiffEngine.changeset(from: 0..<5, to: [4, 0, 1, 2, 3][...])
        XCTAssertEqual(changes, ListChangeset<Int, Int>(itemMoves: [move((0, 4), (0, 0))]))
    }

    func testFullReversalMovesAllButOne() {
        let count = 100
        let changes = DiffEngine.changeset(from: Array(0..<count), to: Array((0..<count).reversed()))
        XCTAssertEqual(changes.itemMoves.count, count - 1)
        XCTAssertTrue(changes.itemInserts.isEmpty && changes.itemDeletes.isEmpty)
    }

    func testDescriptionListsCountsAndPositions() throws {
        let changes = Changeset(itemDeletes: [path(1, 1)], itemMoves: [move((2, 1), (0, 0))])
        XCTAssertEqual(
            changes.description,
            "ListChangeset: 1 row deleted, 1 row moved\n  itemDeletes: [1, 1]\n  itemMoves: [2, 1] -> [0, 0]"
        )
        XCTAssertEqual(Changeset().counts.description, "no changes")
    }
}

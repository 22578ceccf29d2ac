import XCTest

@testable import DiffableDataSourceKit

/// An item identified by `id` whose title and play count are content, declaring its content
/// comparison with the reflected default.
struct Track: Hashable, Sendable, ContentEquatable, CustomStringConvertible {
    var id: Int
    var title: String
    var plays = 0

    static func == (lhs: Track, rhs: Track) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    var description: String { "\(id):\(title)" }
}

/// An edited item shows up by itself with content comparison on (reconfigured: same cell,
/// new value; or reloaded: a new cell), and does not with it off (Apple's behaviour), on
/// every view.
@MainActor
final class ContentComparisonTests: XCTestCase {
    func tracks(_ titles: [String]) -> ListSnapshot<String, Track> {
        tableSnapshotOf([("A", titles.enumerated().map { Track(id: $0.offset, title: $0.element) })])
    }

    func tableSnapshotOf(_ layout: [(String, [Track])]) -> ListSnapshot<String, Track> {
        var snapshot = ListSnapshot<String, Track>()
        try? snapshot.appendSections(layout.map(\.0))
        for (section, items) in layout { try? snapshot.appendItems(items, toSection: section) }
        return snapshot
    }

    func makeTable() -> (HeadlessTableView, ReorderableDataSource<String, Track>) {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "track")
        let dataSource = ReorderableDataSource<String, Track>.create(tableView: table) {
            tableView, indexPath, track, _ in
            let cell = tableView.dequeueReusableCell(withIdentifier: "track", for: indexPath)
            cell.text = "\(track.title) (\(track.plays))"
            return cell
        }
        dataSource.apply(tracks(["Let It Go", "Bad Guy"]), animatingDifferences: false, completion: nil)
        return (table, dataSource)
    }

    func testAContentEquatableItemIsOnByItselfAndAnEditIsReconfiguredInItsCell() async throws {
        let (table, dataSource) = makeTable()
        XCTAssertNotNil(dataSource.contentComparison, "a ContentEquatable item turns comparison on")
        let cell = table.cellForRow(at: path(0, 1))
        let created = table.cellsCreated
        let changes = dataSource.applyReturningChanges(tracks(["Let It Go", "Bad Guy (Live)"]), completion: nil)
        XCTAssertEqual(changes.itemReconfigures, [path(0, 1)])
        XCTAssertEqual(changes.counts.total, 1)
        XCTAssertEqual(table.cellForRow(at: path(0, 1))?.text, "Bad Guy (Live) (0)")
        XCTAssertTrue(table.cellForRow(at: path(0, 1)) === cell, "the same cell, configured again")
        XCTAssertEqual(table.cellsCreated, created)
        // An apply with the same content changes nothing.
        XCTAssertTrue(
            dataSource.applyReturningChanges(tracks(["Let It Go", "Bad Guy (Live)"]), completion: nil).isEmpty)
    }

    func testOffItIsApplesBehaviourAndTheCellKeepsTheOldValue() async throws {
        let (table, dataSource) = makeTable()
        dataSource.contentComparison = nil
        let changes = dataSource.applyReturningChanges(tracks(["Let It Go", "Bad Guy (Live)"]), completion: nil)
        XCTAssertTrue(changes.isEmpty)
        XCTAssertEqual(table.cellForRow(at: path(0, 1))?.text, "Bad Guy (0)")
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers.last?.title, "Bad Guy (Live)", "the new value is stored")
    }

    func testAReloadChoiceBuildsANewCell() async throws {
        let (table, dataSource) = makeTable()
        dataSource.contentComparison = .contentEquatable(as: .reload)
        let cell = table.cellForRow(at: path(0, 0))
        var edited = tracks(["Let It Go", "Bad Guy"])
        edited.deleteItems([Track(id: 0, title: "")])
        try edited.insertItems([Track(id: 0, title: "Let It Go", plays: 3)], beforeItem: Track(id: 1, title: ""))
        let changes = dataSource.applyReturningChanges(edited, completion: nil)
        XCTAssertEqual(changes.itemReloads, [path(0, 0)])
        XCTAssertFalse(table.cellForRow(at: path(0, 0)) === cell, "a new cell")
        XCTAssertEqual(table.cellForRow(at: path(0, 0))?.text, "Let It Go (3)")
    }

    func testAMovedItemWhoseContentChangedIsDeletedAndInsertedWithItsNewValue() async throws {
        let (table, dataSource) = makeTable()
        let moved = tableSnapshotOf([("A", [Track(id: 1, title: "Bad Guy!"), Track(id: 0, title: "Let It Go")])])
        let changes = dataSource.applyReturningChanges(moved, completion: nil)
        XCTAssertEqual(changes.itemReconfigures, [])
        XCTAssertEqual(table.snapshot(), moved)
        XCTAssertEqual(table.visibleCells.map(\.text), ["Bad Guy! (0)", "Let It Go (0)"])
    }

    func testAClosureComparisonForAnItemThatDeclaresNone() async throws {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "song")
        let dataSource = ReorderableDataSource<MusicSection, Song>.create(tableView: table) {
            tableView, indexPath, song, _ in
            let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
            cell.text = song.title
            return cell
        }
        XCTAssertNil(dataSource.contentComparison, "off unless asked for")
        dataSource.contentComparison = ContentComparison { $0.title == $1.title && $0.isFavorite == $1.isFavorite }
        dataSource.apply(try makeSnapshot([(MusicSection.pop, [Song(1, "Flowers")])]), completion: nil)
        dataSource.apply(try makeSnapshot([(MusicSection.pop, [Song(1, "Flowers (Demo)")])]), completion: nil)
        XCTAssertEqual(table.cellForRow(at: path(0, 0))?.text, "Flowers (Demo)")
    }

    func testTheAdaptersMoveCarriesANewValue() async throws {
        let (table, dataSource) = makeTable()
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        let cellOfLetItGo = table.cellForRow(at: path(0, 0))
        // In place: reconfigured, same cell.
        let inPlace = try adapter.move(Track(id: 0, title: "Let It Go", plays: 7), before: Track(id: 1, title: ""))
        XCTAssertEqual(inPlace.itemReconfigures, [path(0, 0)])
        XCTAssertTrue(table.cellForRow(at: path(0, 0)) === cellOfLetItGo)
        XCTAssertEqual(table.cellForRow(at: path(0, 0))?.text, "Let It Go (7)")
        // Moving down one row: its neighbour moves up, and it is reconfigured where it lands.
        let down = try adapter.move(Track(id: 0, title: "Let It Go", plays: 8), after: Track(id: 1, title: ""))
        XCTAssertEqual(down.itemMoves, [move((0, 1), (0, 0))])
        XCTAssertEqual(down.itemReconfigures, [path(0, 1)])
        XCTAssertEqual(table.visibleCells.map(\.text), ["Bad Guy (0)", "Let It Go (8)"])
        // Moving into another section: a delete and an insert, with the new value.
        try adapter.performBatchUpdates { try $0.appendSections(["B"]) }
        let other = try adapter.move(Track(id: 0, title: "Let It Go", plays: 9), to: "B")
        XCTAssertEqual(other.itemDeletes, [path(0, 1)])
        XCTAssertEqual(other.itemInserts, [path(1, 0)])
        let across = try adapter.move(Track(id: 1, title: "Bad Guy", plays: 2), to: "B")
        XCTAssertEqual(across.itemDeletes, [path(0, 0)])
        XCTAssertEqual(across.itemInserts, [path(1, 1)])
        XCTAssertEqual(
            table.snapshot(), tableSnapshotOf([("A", []), ("B", [Track(id: 0, title: ""), Track(id: 1, title: "")])]))
        XCTAssertEqual(table.visibleCells.map(\.text), ["Let It Go (9)", "Bad Guy (2)"])
        // Off: a plain move, the old cell value stays (Apple's behaviour).
        dataSource.contentComparison = nil
        let plain = try adapter.move(Track(id: 0, title: "Let It Go", plays: 10), after: Track(id: 1, title: ""))
        XCTAssertEqual(plain.itemMoves.count, 1)
        XCTAssertEqual(table.visibleCells.map(\.text), ["Bad Guy (2)", "Let It Go (9)"])
    }

    func testTheCollectionViewReconfiguresToo() async throws {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "track")
        let dataSource = CollectionDataSource<String, Track>(collectionView: collectionView) {
            collectionView, indexPath, track in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "track", for: indexPath)
            cell.text = track.title
            return cell
        }
        dataSource.apply(tracks(["Mocha", "Latte"]), animatingDifferences: false, completion: nil)
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        dataSource.apply(tracks(["Mocha", "Oat Latte"]), completion: nil)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.text, "Oat Latte")
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)

        dataSource.contentComparison = nil
        dataSource.apply(tracks(["Mocha", "Latte"]), completion: nil)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.text, "Oat Latte")
    }

    func testTheRecordingSurfaceGetsAReconfigureOrAReloadBatch() async throws {
        let view = RecordingListView()
        let dataSource = ListDataSource<String, Track, RecordingListView>(
            view: view, surface: view, allowCrossSectionMove: false, allowReordering: true, enableLogging: false,
            callSite: CallSite(file: #fileID, line: #line)
        ) { _, _, _, _ in TableViewCell() }
        view.dataSourceCounts = { [weak dataSource] in dataSource?.snapshot().rowCounts ?? [] }
        dataSource.apply(tracks(["A", "B"]), animatingDifferences: false, completion: nil)
        view.finishAnimations()
        view.clearCalls()
        dataSource.apply(tracks(["A", "B2"]), completion: nil)
        XCTAssertEqual(view.calls, [.reconfigure([path(0, 1)])])

        view.clearCalls()
        dataSource.contentComparison = .contentEquatable(as: .reload)
        dataSource.apply(tracks(["A3", "B2"]), completion: nil)
        XCTAssertEqual(
            view.calls,
            [.batch(.init(rowReloads: [path(0, 0)]), animated: true, shown: [2], before: [2], after: [2])])

        view.clearCalls()
        dataSource.contentComparison = nil
        dataSource.apply(tracks(["A4", "B4"]), completion: nil)
        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(view.raised, [])
    }

    func testTheReflectedDefaultComparesPropertiesNotIdentity() {
        struct Nested: Hashable, ContentEquatable {
            var id: Int
            var tags: [String]
            var rating: Double?
            var info: Info
            struct Info { var plays: Int }
            static func == (lhs: Nested, rhs: Nested) -> Bool { lhs.id == rhs.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        let base = Nested(id: 1, tags: ["a"], rating: nil, info: .init(plays: 1))
        var other = base
        XCTAssertTrue(base.isContentEqual(to: other))
        other.tags.append("b")
        XCTAssertFalse(base.isContentEqual(to: other))
        other = base
        other.rating = 4.5
        XCTAssertFalse(base.isContentEqual(to: other))
        other = base
        other.info.plays = 2
        XCTAssertFalse(base.isContentEqual(to: other), "a nested value without Hashable is walked")
        XCTAssertTrue(base == other, "identity is unchanged")
    }

    func testValuesWithOtherStorageButTheSameContentAreEqualAndEditsInLongStringsAreSeen() {
        // Strings longer than 15 bytes live in a buffer: two separately built ones differ
        // byte for byte, so reflection decides, and finds them equal.
        let long = String(repeating: "Let It Go ", count: 4)
        let built = Track(id: 1, title: long)
        let rebuilt = Track(id: 1, title: ["Let It Go"].joined() + " " + String(repeating: "Let It Go ", count: 3))
        XCTAssertFalse(ReflectedContent.sameBytes(built, rebuilt), "separate buffers")
        XCTAssertTrue(built.isContentEqual(to: rebuilt))
        var edited = built
        edited.title += "!"
        XCTAssertFalse(built.isContentEqual(to: edited))
        XCTAssertTrue(ReflectedContent.sameBytes(built, built))
    }

    func testTheDeclaredComparisonIsTheItemsOwnAndNoneForOtherItems() throws {
        struct Written: Hashable, Sendable, ContentEquatable {
            var id: Int
            var title: String
            static func == (lhs: Written, rhs: Written) -> Bool { lhs.id == rhs.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
            // Compares the title's length only, so the test can tell it was called.
            func isContentEqual(to other: Written) -> Bool { title.count == other.title.count }
        }
        let declared = try XCTUnwrap(ContentComparison<Written>.declared)
        XCTAssertTrue(declared.isContentEqual(Written(id: 1, title: "ab"), Written(id: 1, title: "cd")))
        XCTAssertFalse(declared.isContentEqual(Written(id: 1, title: "ab"), Written(id: 1, title: "abc")))
        XCTAssertNil(ContentComparison<Int>.declared)
        XCTAssertNil(ContentComparison<String>.declared)
    }
}

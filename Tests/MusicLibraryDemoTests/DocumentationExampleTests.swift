import DiffableDataSourceKit
import Foundation
import XCTest

@testable import MusicLibraryDemo

/// The examples of the README and of the DocC articles, compiled and checked, so they stay
/// true. The quick start is the same code in the README and in "Getting started".
final class DocumentationExampleTests: XCTestCase {
    enum Section: Hashable, Sendable { case favorites, pop }

    /// The README's UIKit quick start cannot run here; it is type-checked for iOS as
    /// `Examples/MusicLibraryUIKit/SongsViewController.swift`, which must hold it verbatim.
    func testTheUIKitQuickStartIsTheTypeCheckedExampleFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try String(
            contentsOf: root.appendingPathComponent("Examples/MusicLibraryUIKit/SongsViewController.swift"),
            encoding: .utf8)
        let marker = try XCTUnwrap(readme.range(of: "<!-- uikit-quick-start -->\n```swift\n"))
        let rest = readme[marker.upperBound...]
        let end = try XCTUnwrap(rest.range(of: "```"))
        let block = String(rest[..<end.lowerBound])
        XCTAssertTrue(block.contains("BaseReorderableDiffableDataSource.create("))
        XCTAssertTrue(example.contains(block), "README's UIKit quick start and SongsViewController.swift differ")
    }

    @MainActor
    func testQuickStart() async throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }

        // --- README: Quick start ---
        let tableView = HeadlessTableView()  // UITableView, without a screen
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "song")

        let dataSource = ReorderableDataSource<Section, String>.create(tableView: tableView) {
            tableView, indexPath, song, section in
            let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
            cell.text = song
            return cell
        }
        tableView.delegate = dataSource.makeDelegate()  // drop targets and row heights
        let adapter = TableAdapter(tableView: tableView, dataSource: dataSource)

        try adapter.applyInitialSnapshot(
            sections: [.favorites, .pop], itemsBySection: [.pop: ["Bad Guy", "Levitating"]]
        )
        try adapter.append("Flowers", to: .pop)
        try adapter.move("Bad Guy", to: .favorites)

        print(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.text ?? "")  // Bad Guy
        print(adapter.items(in: .pop))  // ["Levitating", "Flowers"]

        do {
            try adapter.append("Flowers", to: .favorites)
        } catch {
            print(error)  // Item identifiers already exist in the snapshot: {Flowers}
        }
        // --- end ---

        XCTAssertEqual(
            printed,
            [
                "Bad Guy", "[\"Levitating\", \"Flowers\"]", "Item identifiers already exist in the snapshot: {Flowers}",
            ])
    }

    enum DrinkSection: Hashable, Sendable { case main }

    /// The collection-view quick start: the same code as in "Collection
    /// views" (with `Section` for `DrinkSection`).
    @MainActor
    func testCollectionViewQuickStart() async throws {
        typealias Section = DrinkSection
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }

        // --- CollectionViews.md ---
        let collectionView = HeadlessCollectionView()  // UICollectionView with a list layout, without a screen
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "drink")

        let dataSource = CollectionDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, drink in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "drink", for: indexPath)
            cell.text = drink
            return cell
        }
        let adapter = CollectionAdapter(collectionView: collectionView, dataSource: dataSource)

        try adapter.applyInitialSnapshot(sections: [.main], itemsBySection: [.main: ["Mocha", "Latte"]])
        try adapter.insert("Espresso", before: "Mocha")

        print(collectionView.visibleCells.map { $0.text ?? "" })  // ["Espresso", "Mocha", "Latte"]

        do {
            try adapter.delete("Cola")
        } catch {
            print(error)  // Item identifiers do not exist in the snapshot: {Cola}
        }
        // --- end ---

        XCTAssertEqual(
            printed,
            [
                "[\"Espresso\", \"Mocha\", \"Latte\"]", "Item identifiers do not exist in the snapshot: {Cola}",
            ])
    }

    enum Sidebar: Hashable, Sendable { case library }

    /// The Outlines article's example, in a synchronous function as in a script or a view
    /// controller (in an `async` one, `apply(_:to:animatingDifferences:)` is the `async`
    /// overload).
    @MainActor
    func readmeOutlineExample() throws -> [String] {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }

        // --- Outlines.md ---
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        let dataSource = CollectionDataSource<Sidebar, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            cell.text = item
            return cell
        }

        var outline = ListSectionSnapshot<String>()
        try outline.append(["Pop", "Disney"])
        try outline.append(["Bad Guy", "Levitating"], to: "Pop")
        dataSource.apply(outline, to: .library, animatingDifferences: false)
        print(dataSource.snapshot().itemIdentifiers)  // ["Pop", "Disney"]

        _ = collectionView.performUserTapOnOutlineDisclosure(at: IndexPath(item: 0, section: 0))
        print(dataSource.snapshot().itemIdentifiers)  // ["Pop", "Bad Guy", "Levitating", "Disney"]
        print(dataSource.snapshot(for: .library).level(of: "Bad Guy"))  // 1
        // --- end ---
        return printed
    }

    @MainActor
    func testOutlineExample() async throws {
        XCTAssertEqual(
            try readmeOutlineExample(),
            ["[\"Pop\", \"Disney\"]", "[\"Pop\", \"Bad Guy\", \"Levitating\", \"Disney\"]", "1"])
    }

    /// A namespace, so the Identity and content article's `Song` does not hide the demo's.
    enum IdentityExample {
        // --- IdentityAndContent.md ---
        struct Song: Hashable, Sendable, ContentEquatable {
            let id: Int
            var name: String
            static func == (a: Song, b: Song) -> Bool { a.id == b.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        // --- end ---
    }

    /// The article's `Song` is compared by content with no further code: a rename is
    /// reconfigured in its cell.
    @MainActor
    func testIdentityAndContentExample() async throws {
        typealias Song = IdentityExample.Song
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "song")
        let dataSource = ReorderableDataSource<Int, Song>.create(tableView: table) { table, indexPath, song, _ in
            let cell = table.dequeueReusableCell(withIdentifier: "song", for: indexPath)
            cell.text = song.name
            return cell
        }
        var snapshot = ListSnapshot<Int, Song>()
        try snapshot.appendSections([0])
        try snapshot.appendItems([Song(id: 1, name: "Bad Guy"), Song(id: 2, name: "Levitating")])
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        var renamed = ListSnapshot<Int, Song>()
        try renamed.appendSections([0])
        try renamed.appendItems([Song(id: 1, name: "Bad Guy"), Song(id: 2, name: "Levitating (Live)")])
        let changes = dataSource.applyReturningChanges(renamed, completion: nil)
        XCTAssertEqual(changes.itemReconfigures, [IndexPath(row: 1, section: 0)])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell, "the same cell, configured again")
        XCTAssertEqual(cell?.text, "Levitating (Live)")
    }

    func testSnapshotExample() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }

        // --- Snapshots.md ---
        var snapshot = ListSnapshot<String, String>()
        try snapshot.appendSections(["favorites", "pop"])
        try snapshot.appendItems(["Let It Go"], toSection: "favorites")
        try snapshot.appendItems(["Bad Guy", "Levitating"])  // to the last section
        print(snapshot.indexOfItem("Bad Guy") ?? -1)  // 1

        do {
            try snapshot.appendItems(["Bad Guy"], toSection: "favorites")
        } catch {
            print(error)  // Item identifiers already exist in the snapshot: {Bad Guy}
        }
        // --- end ---

        XCTAssertEqual(printed, ["1", "Item identifiers already exist in the snapshot: {Bad Guy}"])
    }

    // MARK: Snapshots.md

    func testSnapshotsArticle() throws {
        var snapshot = ListSnapshot<String, String>()
        try snapshot.appendSections(["favorites", "pop"])
        try snapshot.appendItems(["Let It Go"], toSection: "favorites")
        try snapshot.appendItems(["Bad Guy", "Levitating"])
        XCTAssertEqual(snapshot.indexOfItem("Bad Guy"), 1)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "Bad Guy"), "pop")
        try snapshot.moveItem("Levitating", beforeItem: "Bad Guy")
        snapshot.deleteItems(["Let It Go"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["Levitating", "Bad Guy"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "favorites"), [])
    }

    @MainActor
    func testReconfigureCarriesTheNewValue() async throws {
        let library = MusicLibrary()
        try library.loadInitialData()
        let dataSource = library.dataSource

        var songs = dataSource.snapshot()
        var song = songs.itemIdentifiers(inSection: .pop)[0]
        song.isFavorite.toggle()
        try songs.reconfigureItems([song])
        // In an async test `apply(songs)` would pick the async overload; `completion:` picks
        // the synchronous one the article's (synchronous) app code calls.
        dataSource.apply(songs, completion: nil)

        let cell = try XCTUnwrap(library.tableView.cellForRow(at: IndexPath(row: 0, section: 2)) as? SongCell)
        XCTAssertEqual(cell.song?.isFavorite, true)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: .pop)[0].isFavorite, true)
    }

    // MARK: HowTheDiffWorks.md

    func testDiffArticle() throws {
        var old = ListSnapshot<Int, String>()
        try old.appendSections([0])
        try old.appendItems(["a", "b", "c"])
        var new = ListSnapshot<Int, String>()
        try new.appendSections([0])
        try new.appendItems(["b", "c", "a", "d"])
        let changes = DiffEngine.changeset(from: old, to: new)
        XCTAssertEqual(
            changes.itemMoves,
            [ListMove(source: IndexPath(row: 0, section: 0), destination: IndexPath(row: 2, section: 0))])
        XCTAssertEqual(changes.itemInserts, [IndexPath(row: 3, section: 0)])
        XCTAssertEqual("\(changes.itemMoves[0])", "[0, 0] -> [0, 2]")

        let flat = DiffEngine.changeset(from: [1, 2, 3], to: [3, 1, 2, 4])
        XCTAssertEqual(
            flat.itemMoves,
            [ListMove(source: IndexPath(row: 2, section: 0), destination: IndexPath(row: 0, section: 0))])
        XCTAssertEqual(flat.itemInserts, [IndexPath(row: 3, section: 0)])
    }

    // MARK: TestingListCodeWithoutUIKit.md

    @MainActor
    func testMovingToFavoritesIsOneMove() async throws {
        let tableView = HeadlessTableView()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "song")
        let dataSource = ReorderableDataSource<Section, String>.create(tableView: tableView) {
            tableView, indexPath, song, _ in
            let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
            cell.text = song
            return cell
        }
        var snapshot = ListSnapshot<Section, String>()
        try snapshot.appendSections([.favorites, .pop])
        try snapshot.appendItems(["Bad Guy", "Levitating"], toSection: .pop)
        dataSource.apply(snapshot, completion: nil)

        snapshot.deleteItems(["Bad Guy"])
        try snapshot.appendItems(["Bad Guy"], toSection: .favorites)
        let changes = dataSource.applyReturningChanges(snapshot, completion: nil)

        XCTAssertEqual(
            changes.itemMoves,
            [
                ListMove(source: IndexPath(row: 0, section: 1), destination: IndexPath(row: 0, section: 0))
            ])
        XCTAssertEqual(tableView.snapshot(sectionType: Section.self, itemType: String.self), snapshot)
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.text, "Bad Guy")
    }

    @MainActor
    func testRefusedBatch() async throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }

        let table = HeadlessTableView()
        var rows = ListSnapshot<Int, Int>()
        try rows.appendSections([0])
        try rows.appendItems([1, 2, 3])
        table.load(rows)

        do {
            try table.performBatchUpdates(
                ListChangeset<Int, Int>(itemDeletes: [IndexPath(row: 5, section: 0)]),
                showing: rows)
        } catch {
            print(error)
        }
        XCTAssertEqual(printed, ["attempt to delete row 5 from section 0 which only contains 3 rows before the update"])
        XCTAssertEqual(table.snapshot(sectionType: Int.self, itemType: Int.self), rows)
    }

    // MARK: Reordering.md

    @MainActor
    func testReorderingArticle() async throws {
        let library = MusicLibrary()
        try library.loadInitialData()
        var reported: [String] = []
        library.dataSource.didReorder = { transaction in
            for section in transaction.sectionTransactions {
                reported.append(
                    "\(section.sectionIdentifier): " + section.finalItems.map(\.name).joined(separator: ", "))
            }
        }
        let tableView = library.tableView
        var landed = tableView.performUserMove(from: IndexPath(row: 2, section: 1), to: IndexPath(row: 0, section: 1))
        tableView.turnRunLoop()  // the drop is committed
        XCTAssertEqual(landed, IndexPath(row: 0, section: 1))
        XCTAssertEqual(reported, ["disney: Under the Sea, Let It Go, How Far I'll Go, Circle of Life"])
        // Moving down lands after the row dropped on.
        landed = tableView.performUserMove(from: IndexPath(row: 0, section: 1), to: IndexPath(row: 2, section: 1))
        tableView.turnRunLoop()
        XCTAssertEqual(landed, IndexPath(row: 2, section: 1))
        XCTAssertEqual(
            library.adapter.items(in: .disney).map(\.name),
            ["Let It Go", "How Far I'll Go", "Under the Sea", "Circle of Life"])
        // Below its section: the last row of its own section.
        landed = tableView.performUserMove(from: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 2))
        tableView.turnRunLoop()
        XCTAssertEqual(landed, IndexPath(row: 3, section: 1))
        XCTAssertEqual(
            tableView.snapshot(sectionType: MusicSection.self, itemType: Song.self), library.adapter.snapshot)

        // Swipe to delete.
        library.dataSource.allowSwipeToDelete = true
        var deleted: [Song] = []
        library.dataSource.didDeleteItem = { deleted.append($0) }
        XCTAssertTrue(tableView.performUserDelete(at: IndexPath(row: 0, section: 2)))
        XCTAssertEqual(deleted.map(\.name), ["Bad Guy"])
        XCTAssertFalse(library.adapter.snapshot.containsItem(SongCatalog.pop[0]))
    }
}

import XCTest

@testable import DiffableDataSourceKit

/// The adapter's append takes a duplicate policy: a page that repeats ids, or ids already
/// shown, updates the list on the table and the collection view, and what was dropped is
/// reported with the call site.
@MainActor
final class AdapterDuplicatePolicyTests: XCTestCase {
    func testAPageWithRepeatsUpdatesATable() async throws {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "song")
        let dataSource = TableDataSource<String, Song>(tableView: table) { tableView, indexPath, song in
            let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
            cell.text = song.title
            return cell
        }
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        try adapter.append(contentsOf: [Song(1, "one"), Song(2, "two")], to: "feed")
        let page = [Song(2, "two, edited"), Song(3, "three"), Song(3, "three, edited")]
        let (_, diagnostics) = try recordingDiagnostics {
            try adapter.append(contentsOf: page, to: "feed", duplicates: .keepLast)
        }
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers.map(\.id), [1, 2, 3])
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
        XCTAssertNil(table.lastUpdateError)
        // The shown item kept its row and shows the page's value; the repeat's last value won.
        XCTAssertEqual(
            (0..<3).map { table.cellForRow(at: path(0, $0))?.text }, ["one", "two, edited", "three, edited"])
        XCTAssertEqual(diagnostics.map(\.kind), [.duplicatesDropped])
        XCTAssertEqual(diagnostics.first?.file, "DiffableDataSourceKitTests/AdapterDuplicatePolicyTests.swift")

        XCTAssertThrowsError(try adapter.append(contentsOf: [Song(3)], to: "feed"), "the default still throws")
        try adapter.append(contentsOf: [Song(3, "ignored"), Song(4, "four")], to: "feed", duplicates: .keepFirst)
        XCTAssertEqual(
            dataSource.snapshot().itemIdentifiers.map(\.title), ["one", "two, edited", "three, edited", "four"])
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
    }

    func testAPageWithRepeatsUpdatesACollectionView() async throws {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "song")
        let dataSource = CollectionDataSource<String, Song>(collectionView: collectionView) {
            collectionView, indexPath, song in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "song", for: indexPath)
            cell.text = song.title
            return cell
        }
        let adapter = CollectionAdapter(collectionView: collectionView, dataSource: dataSource)
        _ = try recordingDiagnostics {
            try adapter.append(contentsOf: [Song(1), Song(1), Song(2)], to: "feed", duplicates: .keepFirst)
            try adapter.append(contentsOf: [Song(2), Song(3)], to: "feed", duplicates: .keepFirst)
        }
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers.map(\.id), [1, 2, 3])
        XCTAssertEqual(collectionView.snapshot(), dataSource.snapshot())
        XCTAssertNil(collectionView.lastUpdateError)
    }

    func testAnInitialSnapshotFromAResponseWithRepeats() async throws {
        let table = HeadlessTableView()
        let dataSource = TableDataSource<String, Song>(tableView: table) { _, _, _ in TableViewCell() }
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        let response = ["pinned": [Song(1, "pinned")], "feed": [Song(2), Song(1, "again"), Song(3), Song(3)]]
        XCTAssertThrowsError(try adapter.applyInitialSnapshot(sections: ["pinned", "feed"], itemsBySection: response))
        let (_, diagnostics) = try recordingDiagnostics {
            try adapter.applyInitialSnapshot(
                sections: ["pinned", "feed"], itemsBySection: response, duplicates: .keepFirst)
        }
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: "feed").map(\.id), [2, 3])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: "pinned").map(\.title), ["pinned"])
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
        XCTAssertEqual(diagnostics.map(\.kind), [.duplicatesDropped])
        XCTAssertThrowsError(
            try adapter.applyInitialSnapshot(sections: ["feed"], itemsBySection: response, duplicates: .keepFirst)
        ) {
            XCTAssertEqual($0 as? ListSnapshotError<String, Song>, .sectionsNotFound(["pinned"]))
        }
    }
}

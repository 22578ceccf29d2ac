import XCTest

@testable import DiffableDataSourceKit

/// Pages merge by identity, and infinite scroll is three lines: a near-end trigger fires
/// once per page when a row close to the section's end comes on screen, on the headless
/// table and collection view (through their display callbacks) and on the recording
/// surface (through what UIKit's `willDisplay` calls).
@MainActor
final class PageMergeTests: XCTestCase {
    static func page(_ ids: Range<Int>, _ tag: String = "") -> [Song] { ids.map { Song($0, "\(tag)\($0)") } }

    func testATableMergesPagesAndAsksForTheNextOneNearTheEnd() async throws {
        let table = HeadlessTableView()
        table.viewportHeight = 220  // 5 rows of 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "song")
        let dataSource = TableDataSource<String, Song>(tableView: table) { tableView, indexPath, song in
            let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
            cell.text = song.title
            return cell
        }
        table.delegate = dataSource.makeDelegate()
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        var requests = 0
        adapter.whenNearEnd(of: "feed", within: 3) { requests += 1 }

        try adapter.merge(Self.page(0..<20), into: "feed")
        XCTAssertEqual(requests, 0, "the first rows are far from the end")
        table.scrollToRow(at: IndexPath(row: 19, section: 0))
        XCTAssertEqual(requests, 1)
        table.contentOffset.y -= 100
        table.contentOffset.y += 100
        XCTAssertEqual(requests, 1, "once per page")

        // The next page repeats the last two items with new values, and one inside itself.
        let (changes, diagnostics) = try recordingDiagnostics {
            try adapter.merge(Self.page(18..<30, "new ") + [Song(29, "newest 29")], into: "feed")
        }
        XCTAssertEqual(changes.itemInserts.count, 10)
        XCTAssertEqual(changes.itemReconfigures, [IndexPath(row: 18, section: 0), IndexPath(row: 19, section: 0)])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers.map(\.id), Array(0..<30))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 19, section: 0))?.text, "new 19")
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers.last?.title, "newest 29", "the page's last value")
        XCTAssertEqual(diagnostics.map(\.kind), [.duplicatesDropped])
        XCTAssertNil(table.lastUpdateError)
        table.scrollToRow(at: IndexPath(row: 29, section: 0))
        XCTAssertEqual(requests, 2, "re-armed by the merge")
    }

    func testHistoryMergesAtTheStart() async throws {
        let table = HeadlessTableView()
        let dataSource = TableDataSource<String, Song>(tableView: table) { _, _, _ in TableViewCell() }
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        try adapter.merge(Self.page(10..<15), into: "chat")
        let changes = try adapter.merge(Self.page(5..<11, "edited "), into: "chat", at: .start)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers.map(\.id), Array(5..<15))
        // Item 10 stayed where it was, below the five new rows, with its new value.
        XCTAssertEqual(changes.itemInserts, (0..<5).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(changes.itemReconfigures, [IndexPath(row: 5, section: 0)])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers[5].title, "edited 10")
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
    }

    func testThrowErrorRefusesAPageWithShownItems() async throws {
        let table = HeadlessTableView()
        let dataSource = TableDataSource<String, Song>(tableView: table) { _, _, _ in TableViewCell() }
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        try adapter.merge(Self.page(0..<3), into: "feed")
        let before = dataSource.snapshot()
        XCTAssertThrowsError(try adapter.merge(Self.page(2..<4), into: "feed", duplicates: .throwError)) {
            XCTAssertEqual($0 as? ListSnapshotError<String, Song>, .itemsAlreadyPresent([Song(2)]))
        }
        XCTAssertEqual(dataSource.snapshot(), before)
    }

    func testACollectionViewAsksForTheNextPageNearTheEnd() async throws {
        let collectionView = HeadlessCollectionView()
        collectionView.viewportHeight = 220
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "song")
        let dataSource = CollectionDataSource<String, Song>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "song", for: indexPath)
        }
        collectionView.delegate = dataSource.makeDelegate()
        let adapter = CollectionAdapter(collectionView: collectionView, dataSource: dataSource)
        var requests = 0
        adapter.whenNearEnd(of: "feed", within: 2) { requests += 1 }
        try adapter.merge(Self.page(0..<20), into: "feed")
        XCTAssertEqual(requests, 0)
        collectionView.scrollToItem(at: IndexPath(item: 19, section: 0))
        XCTAssertEqual(requests, 1)
        try adapter.merge(Self.page(20..<22), into: "feed")
        XCTAssertEqual(requests, 1, "the new items are below the viewport")
        collectionView.scrollToItem(at: IndexPath(item: 21, section: 0))
        XCTAssertEqual(requests, 2, "re-armed by the merge")
        XCTAssertEqual(collectionView.snapshot(), dataSource.snapshot())
    }

    func testAnActionThatMergesAtOnceRunsAfterTheLayout() async throws {
        let table = HeadlessTableView()
        table.viewportHeight = 220
        let dataSource = TableDataSource<String, Song>(tableView: table) { _, _, _ in TableViewCell() }
        table.delegate = dataSource.makeDelegate()
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        var next = 10
        adapter.whenNearEnd(of: "feed", within: 1) {
            // Synchronous data: merged during the table's layout, so queued until after it.
            _ = try? adapter.merge(Self.page(next..<(next + 10)), into: "feed")
            next += 10
        }
        try adapter.merge(Self.page(0..<10), into: "feed")
        table.scrollToRow(at: IndexPath(row: 9, section: 0))
        XCTAssertEqual(dataSource.snapshot().numberOfItems, 20, "the call is in the data source's snapshot")
        // The view catches up on the main queue's next turn.
        let deadline = Date(timeIntervalSinceNow: 2)
        while table.numberOfRows(inSection: 0) < 20, Date() < deadline {
            try await Task.sleep(nanoseconds: 2_000_000)
        }
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
        XCTAssertNil(table.lastUpdateError)
    }

    func testTheRecordingSurfaceGetsOneBatchAndTheTriggerFiresFromUIKitsWillDisplay() async throws {
        let view = RecordingListView()
        let dataSource = ListDataSource<String, Song, RecordingListView>(
            view: view, surface: view, allowCrossSectionMove: false, allowReordering: false, enableLogging: false,
            callSite: CallSite(file: #fileID, line: #line)
        ) { _, _, _, _ in TableViewCell() }
        view.dataSourceCounts = { [weak dataSource] in
            guard let dataSource else { return [] }
            return (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:))
        }
        let adapter = ListAdapter(tableView: view, dataSource: dataSource)
        var requests = 0
        adapter.whenNearEnd(of: "feed", within: 2) { requests += 1 }
        try adapter.merge(Self.page(0..<5), into: "feed")
        view.finishAnimations()
        view.clearCalls()
        // UIKit calls the forwarding delegate's willDisplay as rows come on screen.
        dataSource.delegateWillDisplay(at: IndexPath(row: 2, section: 0))
        XCTAssertEqual(requests, 0)
        dataSource.delegateWillDisplay(at: IndexPath(row: 3, section: 0))
        dataSource.delegateWillDisplay(at: IndexPath(row: 4, section: 0))
        XCTAssertEqual(requests, 1)
        try adapter.merge(Self.page(4..<7, "new "), into: "feed")
        XCTAssertEqual(
            view.calls,
            [
                .batch(
                    RecordingListView.Batch(rowInserts: [IndexPath(row: 5, section: 0), IndexPath(row: 6, section: 0)]),
                    animated: true, shown: [5], before: [5], after: [7]),
                .reconfigure([IndexPath(row: 4, section: 0)]),
            ])
        XCTAssertEqual(view.raised, [])
    }
}

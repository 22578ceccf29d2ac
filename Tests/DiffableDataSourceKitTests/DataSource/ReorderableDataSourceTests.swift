import DiffableDataSourceKit
import XCTest

/// A data source of songs in `NewSongTableViewCell`s, logging into `lines`.
@MainActor
final class SongTable {
    let table = HeadlessTableView()
    let dataSource: ReorderableDataSource<MusicSection, Song>
    var lines: [String] = []

    init(viewportHeight: CGFloat = 844, enableLogging: Bool = true) {
        table.viewportHeight = viewportHeight
        table.registerMusicCells()
        dataSource = ReorderableDataSource(tableView: table, enableLogging: enableLogging) {
            tableView, indexPath, song, _ in
            let cell = try tableView.dequeueReusableCell(
                NewSongTableViewCell.self, withIdentifier: NewSongTableViewCell.reuseIdentifier, for: indexPath)
            cell.configure(with: song)
            return cell
        }
        dataSource.logSink = LogSink { [unowned self] in lines.append($0) }
    }

    /// Every visible cell shows the data source's current value of its song.
    func assertCellsAreFresh(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(table.snapshot(), dataSource.snapshot(), file: file, line: line)
        for indexPath in table.visibleRowPaths {
            let song = dataSource.itemIdentifier(for: indexPath)
            XCTAssertEqual(table.cellForRow(at: indexPath)?.text, song?.title, "\(indexPath)", file: file, line: line)
        }
    }
}

func numberedSongs(_ ids: Range<Int>) -> [Song] { ids.map { Song($0) } }

final class ReorderableDataSourceTests: XCTestCase {
    // MARK: Apply

    @MainActor
    func testApplyWithoutAnimationStillDiffs() async throws {
        let fixture = SongTable()
        let first = try makeSnapshot([(MusicSection.disney, numberedSongs(0..<5)), (.pop, numberedSongs(5..<10))])
        fixture.dataSource.apply(first, animatingDifferences: false, completion: nil)
        let cells = Dictionary(
            uniqueKeysWithValues: fixture.table.visibleRowPaths.map {
                (fixture.dataSource.itemIdentifier(for: $0)!.id, fixture.table.cellForRow(at: $0)!)
            })

        var second = first
        second.deleteItems([Song(1)])
        try second.insertItems([Song(42)], afterItem: Song(3))
        try second.moveItem(Song(9), beforeItem: Song(5))
        try second.moveSection(.pop, beforeSection: .disney)
        fixture.dataSource.apply(second, animatingDifferences: false, completion: nil)

        fixture.assertCellsAreFresh()
        for indexPath in fixture.table.visibleRowPaths {
            let id = fixture.dataSource.itemIdentifier(for: indexPath)!.id
            guard id != 42 else { continue }
            XCTAssertTrue(fixture.table.cellForRow(at: indexPath) === cells[id], "song \(id) kept its cell")
        }
        // The deleted row's cell goes to the pool once the update is done (in UIKit it is
        // still animating out), so the inserted row gets one more cell.
        XCTAssertEqual(fixture.table.cellsCreated, 11)
        XCTAssertTrue(fixture.lines.last?.hasPrefix("[ReorderableDataSource] apply (no animation): ") == true)
    }

    @MainActor
    func testTheCompletionRunsOnceBeforeApplyReturns() async throws {
        let fixture = SongTable()
        var completions = 0
        fixture.dataSource.apply(
            try makeSnapshot([(MusicSection.pop, numberedSongs(0..<3))]), animatingDifferences: true
        ) {
            completions += 1
            XCTAssertEqual(fixture.table.numberOfRows(inSection: 0), 3, "the table is updated when it runs")
        }
        XCTAssertEqual(completions, 1)
        fixture.dataSource.applySnapshotUsingReloadData(try makeSnapshot([(MusicSection.pop, numberedSongs(0..<1))])) {
            completions += 1
            XCTAssertEqual(fixture.table.numberOfRows(inSection: 0), 1)
        }
        XCTAssertEqual(completions, 2)
    }

    @MainActor
    func testMarksAreClearedInTheSnapshotShown() async throws {
        let fixture = SongTable()
        var snapshot = try makeSnapshot([(MusicSection.disney, numberedSongs(0..<3)), (.pop, numberedSongs(3..<6))])
        fixture.dataSource.apply(snapshot, completion: nil)
        try snapshot.reloadItems([Song(0, "zero")])
        try snapshot.reconfigureItems([Song(4, "four")])
        try snapshot.reloadSections([.disney])
        XCTAssertTrue(snapshot.hasMarks)
        fixture.dataSource.apply(snapshot, completion: nil)
        let shown = fixture.dataSource.snapshot()
        XCTAssertFalse(shown.hasMarks)
        XCTAssertEqual(shown.reloadedItemIdentifiers, [])
        XCTAssertEqual(shown.reconfiguredItemIdentifiers, [])
        XCTAssertEqual(shown.reloadedSectionIdentifiers, [])
        XCTAssertEqual(
            shown.itemIdentifiers.map(\.title), ["zero", "song 1", "song 2", "song 3", "four", "song 5"],
            "the fresh values are kept")
        fixture.assertCellsAreFresh()

        // Applying the same snapshot again (marks included) keeps working.
        fixture.dataSource.apply(snapshot, completion: nil)
        fixture.assertCellsAreFresh()

        fixture.dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
        XCTAssertFalse(fixture.dataSource.snapshot().hasMarks)
    }

    @MainActor
    func testApplySnapshotUsingReloadDataRebuildsEveryVisibleCell() async throws {
        let table = HeadlessTableView()
        table.register(CountingCell.self, forCellReuseIdentifier: CountingCell.identifier)
        var builds = 0
        var lines: [String] = []
        let dataSource = ReorderableDataSource<String, Int>.create(tableView: table, enableLogging: true) {
            tableView, indexPath, item, _ in
            builds += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: CountingCell.identifier, for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.logSink = LogSink { lines.append($0) }
        dataSource.apply(tableSnapshot([("A", [1, 2, 3]), ("B", [4])]), completion: nil)
        builds = 0
        let new = tableSnapshot([("B", [4, 5]), ("C", [6])])
        dataSource.applySnapshotUsingReloadData(new, completion: nil)
        XCTAssertEqual(table.snapshot(), new)
        XCTAssertEqual(dataSource.snapshot(), new)
        XCTAssertEqual(builds, 3)
        XCTAssertEqual(table.visibleCells.map(\.text), ["4", "5", "6"])
        XCTAssertEqual(table.cellsCreated, 4, "cells come from the pool")
        XCTAssertEqual(lines.last, "[ReorderableDataSource] reloadData: 2 sections, 3 items")

        builds = 0
        dataSource.applySnapshotUsingReloadData(new, completion: nil)
        XCTAssertEqual(builds, 3, "even with nothing changed")
    }

    @MainActor
    func testOffScreenReloadsAndReconfiguresShowTheFreshValueWhenScrolledIn() async throws {
        let fixture = SongTable(viewportHeight: 440)
        let snapshot = try makeSnapshot([(MusicSection.pop, numberedSongs(0..<100))])
        fixture.dataSource.apply(snapshot, completion: nil)
        fixture.table.scrollToRow(at: path(0, 60))
        fixture.table.scrollToRow(at: path(0, 0))  // rows 60... had cells once

        var changed = fixture.dataSource.snapshot()
        try changed.reconfigureItems([Song(50, "fifty"), Song(65, "sixty-five")])
        try changed.reloadItems([Song(55, "fifty-five"), Song(3, "three")])
        fixture.dataSource.apply(changed, completion: nil)
        XCTAssertEqual(fixture.table.cellForRow(at: path(0, 3))?.text, "three")
        fixture.assertCellsAreFresh()

        fixture.table.scrollToRow(at: path(0, 50))
        XCTAssertEqual(fixture.table.cellForRow(at: path(0, 50))?.text, "fifty")
        XCTAssertEqual(fixture.table.cellForRow(at: path(0, 55))?.text, "fifty-five")
        fixture.table.scrollToRow(at: path(0, 60))
        XCTAssertEqual(fixture.table.cellForRow(at: path(0, 65))?.text, "sixty-five")
        fixture.assertCellsAreFresh()
    }

    @MainActor
    func testApplyingWithoutATableUpdatesTheSnapshotAndLogs() async throws {
        var table: HeadlessTableView? = HeadlessTableView()
        let dataSource = ReorderableDataSource<String, Int>(tableView: table!, enableLogging: true) { _, _, _, _ in
            TableViewCell()
        }
        var lines: [String] = []
        dataSource.logSink = LogSink { lines.append($0) }
        weak let weakTable = table
        table = nil
        XCTAssertNil(weakTable)
        XCTAssertNil(dataSource.tableView)
        let snapshot = tableSnapshot([("A", [1])])
        var completed = false
        dataSource.apply(snapshot) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(dataSource.snapshot(), snapshot)
        await dataSource.apply(tableSnapshot([("A", [1, 2])]))
        XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("A", [1, 2])]))
        dataSource.applySnapshotUsingReloadData(tableSnapshot([]), completion: nil)
        XCTAssertEqual(dataSource.numberOfSections, 0)
        XCTAssertEqual(lines.count, 3, "one line per apply, table or not: \(lines)")
        XCTAssertTrue(lines.first?.contains("1 section inserted") == true, lines.first ?? "")
    }

    @MainActor
    func testTheTableDoesNotRetainItsDataSource() async throws {
        let table = HeadlessTableView()
        weak var weakDataSource: ReorderableDataSource<String, Int>?
        do {
            let dataSource = ReorderableDataSource<String, Int>.create(tableView: table) { _, _, _, _ in TableViewCell()
            }
            weakDataSource = dataSource
            dataSource.apply(tableSnapshot([("A", [1])]), completion: nil)
        }
        XCTAssertNil(weakDataSource, "as in UIKit: the app keeps its data source")
        XCTAssertNil(table.dataSource)
        // A row the table must show then gets a plain cell and a clear error, not a crash.
        table.scrollToRow(at: path(0, 0))
        table.reconfigureRows(at: [path(0, 0)])
        XCTAssertEqual(table.lastCellError as? TableViewError, .noDataSource)
        XCTAssertEqual(table.visibleCells.count, 1)
    }

    // MARK: Queries

    @MainActor
    func testQueries() async throws {
        let fixture = SongTable()
        let dataSource = fixture.dataSource
        XCTAssertEqual(dataSource.numberOfSections, 0)
        XCTAssertNil(dataSource.itemIdentifier(for: path(0, 0)))
        XCTAssertNil(dataSource.sectionIdentifier(for: 0))

        dataSource.apply(
            try makeSnapshot([
                (MusicSection.favorites, []), (.disney, numberedSongs(0..<3)), (.pop, numberedSongs(3..<5)),
            ]),
            completion: nil)
        XCTAssertEqual(dataSource.numberOfSections, 3)
        XCTAssertEqual((0..<4).map(dataSource.numberOfRows(inSection:)), [0, 3, 2, 0])
        XCTAssertEqual(dataSource.numberOfRows(inSection: -1), 0)
        XCTAssertEqual(dataSource.itemIdentifier(for: path(1, 2))?.id, 2)
        XCTAssertEqual(dataSource.itemIdentifier(for: path(2, 0))?.id, 3)
        for missing in [path(0, 0), path(1, 3), path(3, 0), path(-1, 0), path(1, -1), IndexPath(index: 1), IndexPath()]
        {
            XCTAssertNil(dataSource.itemIdentifier(for: missing), "\(missing)")
        }
        XCTAssertEqual(dataSource.indexPath(for: Song(4)), path(2, 1))
        XCTAssertEqual(dataSource.indexPath(for: Song(0, "another name")), path(1, 0), "by identity")
        XCTAssertNil(dataSource.indexPath(for: Song(99)))
        XCTAssertEqual(dataSource.sectionIdentifier(for: 0), .favorites)
        XCTAssertEqual(dataSource.sectionIdentifier(for: 2), .pop)
        XCTAssertNil(dataSource.sectionIdentifier(for: 3))
        XCTAssertNil(dataSource.sectionIdentifier(for: -1))
        XCTAssertEqual(dataSource.index(for: .disney), 1)
        XCTAssertEqual(dataSource.index(for: .pop), 2)

        dataSource.apply(try makeSnapshot([(MusicSection.pop, numberedSongs(3..<5))]), completion: nil)
        XCTAssertNil(dataSource.index(for: .disney))
        XCTAssertNil(dataSource.indexPath(for: Song(0)))
        XCTAssertEqual(dataSource.indexPath(for: Song(3)), path(0, 0))

        // The table sees the same through the data source protocol.
        let table = fixture.table
        XCTAssertEqual(dataSource.numberOfSections(in: table), 1)
        XCTAssertEqual(dataSource.tableView(table, numberOfRowsInSection: 0), 2)
        XCTAssertEqual(dataSource.tableView(table, numberOfRowsInSection: 1), 0)
        XCTAssertEqual(dataSource.tableView(table, identityForRowAt: path(0, 1)), AnyHashable(Song(4)))
        XCTAssertNil(dataSource.tableView(table, identityForRowAt: path(0, 2)))
        XCTAssertEqual(dataSource.tableView(table, identityForSection: 0), AnyHashable(MusicSection.pop))
        XCTAssertNil(dataSource.tableView(table, identityForSection: 1))
        XCTAssertNil(dataSource.tableView(table, titleForHeaderInSection: 0))
        dataSource.headerTitle = { $0.rawValue.capitalized }
        XCTAssertEqual(dataSource.tableView(table, titleForHeaderInSection: 0), "Pop")
        XCTAssertNil(dataSource.tableView(table, titleForHeaderInSection: 1))
        let plain = dataSource.tableView(table, cellForRowAt: path(4, 4))
        XCTAssertTrue(type(of: plain) == TableViewCell.self, "a row out of range gets a plain cell")
    }

    // MARK: Logging

    @MainActor
    func testOneLogLinePerApplyAndReorder() async throws {
        let fixture = SongTable()
        let dataSource = fixture.dataSource
        var snapshot = try makeSnapshot([(MusicSection.disney, numberedSongs(0..<3)), (.pop, numberedSongs(3..<5))])
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        XCTAssertEqual(fixture.lines.count, 1)
        XCTAssertTrue(fixture.lines[0].contains(": 2 sections inserted in "), fixture.lines[0])
        XCTAssertTrue(fixture.lines[0].contains("(no animation)"), fixture.lines[0])

        snapshot.deleteItems([Song(1)])
        try snapshot.appendItems([Song(7), Song(8)], toSection: .disney)
        try snapshot.reconfigureItems([Song(3)])
        dataSource.apply(snapshot, completion: nil)
        XCTAssertEqual(fixture.lines.count, 2)
        XCTAssertTrue(fixture.lines[1].hasPrefix("[ReorderableDataSource] apply: "), fixture.lines[1])
        XCTAssertTrue(fixture.lines[1].contains("1 row deleted, 2 rows inserted, 1 row reconfigured"), fixture.lines[1])
        XCTAssertTrue(fixture.lines[1].hasSuffix(" ms"), fixture.lines[1])

        dataSource.apply(snapshot.withoutMarks(), completion: nil)
        XCTAssertEqual(fixture.lines.count, 3)
        XCTAssertTrue(fixture.lines[2].contains("no changes"), fixture.lines[2])

        XCTAssertEqual(fixture.table.performUserMove(from: path(0, 0), to: path(0, 2)), path(0, 2))
        fixture.table.turnRunLoop()
        XCTAssertEqual(fixture.lines.count, 4)
        XCTAssertEqual(fixture.lines[3], "[ReorderableDataSource] reorder: 0:song 0 moved from [0, 0] to [0, 2]")

        dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
        XCTAssertEqual(fixture.lines.count, 5)
        XCTAssertTrue(fixture.lines[4].contains("2 sections, 6 items"), fixture.lines[4])

        await dataSource.apply(try makeSnapshot([(MusicSection.pop, numberedSongs(3..<5))]), animatingDifferences: true)
        XCTAssertEqual(fixture.lines.count, 6)
        XCTAssertTrue(fixture.lines[5].contains("1 section deleted"), fixture.lines[5])
    }

    @MainActor
    func testNothingIsLoggedWhenLoggingIsOff() async throws {
        let fixture = SongTable(enableLogging: false)
        fixture.dataSource.allowSwipeToDelete = true
        let snapshot = try makeSnapshot([(MusicSection.pop, numberedSongs(0..<3))])
        fixture.dataSource.apply(snapshot, completion: nil)
        fixture.dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
        await fixture.dataSource.apply(try makeSnapshot([(MusicSection.pop, numberedSongs(0..<4))]))
        fixture.table.performUserMove(from: path(0, 0), to: path(0, 1))
        fixture.table.turnRunLoop()
        fixture.table.performUserDelete(at: path(0, 0))
        XCTAssertEqual(fixture.dataSource.numberOfRows(inSection: 0), 3, "everything happened")
        XCTAssertEqual(fixture.lines, [])

        fixture.dataSource.enableLogging = true
        fixture.dataSource.apply(snapshot, completion: nil)
        XCTAssertEqual(fixture.lines.count, 1)
    }
}

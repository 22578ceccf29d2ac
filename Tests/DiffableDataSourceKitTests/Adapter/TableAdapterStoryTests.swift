import DiffableDataSourceKit
import Foundation
import XCTest

/// The kit's `ModernViewController` story, end to end through `TableAdapter`:
/// after every step the table shows the snapshot, visible cells show fresh values in the
/// right cell class, and row heights follow the active height mode.
final class TableAdapterStoryTests: XCTestCase {
    let disneySongs = (1...4).map { Song($0, "Disney \($0)") }
    let popSongs = (11...13).map { Song($0, "Pop \($0)") }

    /// The guide's closure heights: cards by content, disney 60, pop 72.
    @MainActor
    static func closureHeight(_ table: HeadlessTableView, _ path: IndexPath, _ song: Song, _ section: MusicSection?)
        -> CGFloat
    {
        switch section {
        case .favorites: CustomSongCardCell.preferredHeight(for: song)
        case .disney: 60
        case .pop: 72
        case nil: 44
        }
    }

    enum HeightMode { case closures, automatic }

    @MainActor
    func makeLibrary() throws -> (
        HeadlessTableView, ReorderableDataSource<MusicSection, Song>, TableAdapter<MusicSection, Song>
    ) {
        let table = HeadlessTableView()
        table.registerMusicCells()
        let dataSource = ReorderableDataSource<MusicSection, Song>.create(
            tableView: table, allowCrossSectionMove: false, allowReordering: true, enableLogging: false
        ) { tableView, indexPath, song, section in
            try musicCell(tableView, indexPath, song, section)
        }
        let adapter = TableAdapter(tableView: table, dataSource: dataSource, enableLogging: false)
        table.delegate = dataSource.makeDelegate()
        try adapter.applyInitialSnapshot(
            sections: [.favorites, .disney, .pop],
            itemsBySection: [.disney: disneySongs, .pop: popSongs, .favorites: []],
            animatingDifferences: false
        )
        table.rowHeight = 60
        adapter.setHeightProviders(height: Self.closureHeight, estimated: { _, _, _, _ in 60 })
        return (table, dataSource, adapter)
    }

    /// The table shows the adapter's snapshot; each visible cell is of its section's class
    /// and shows its item's current title; each visible row has the height of `mode`.
    @MainActor
    func assertConsistent(
        _ table: HeadlessTableView, _ adapter: TableAdapter<MusicSection, Song>, mode: HeightMode,
        _ step: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let shown: ListSnapshot<MusicSection, Song>? = table.snapshot()
        XCTAssertEqual(shown, adapter.snapshot, "\(step): table and snapshot differ", file: file, line: line)
        XCTAssertFalse(table.visibleRowPaths.isEmpty, "\(step): nothing visible", file: file, line: line)
        for path in table.visibleRowPaths {
            guard let song = adapter.item(at: path), let cell = table.cellForRow(at: path) else {
                XCTFail("\(step): visible row \(path) has no item or cell", file: file, line: line)
                continue
            }
            XCTAssertEqual(cell.text, song.title, "\(step): stale cell at \(path)", file: file, line: line)
            let section = adapter.section(at: path.section)
            let expectedClass: TableViewCell.Type =
                switch section {
                case .favorites: CustomSongCardCell.self
                case .disney: SwitchableSongTableViewCell.self
                default: NewSongTableViewCell.self
                }
            XCTAssertTrue(
                type(of: cell) == expectedClass, "\(step): wrong cell class at \(path)", file: file, line: line)
            let expectedHeight =
                switch mode {
                case .closures: Self.closureHeight(table, path, song, section)
                case .automatic: cell.fittingHeight
                }
            XCTAssertEqual(
                table.rectForRow(at: path).height, expectedHeight, "\(step): height at \(path)", file: file, line: line)
        }
    }

    @MainActor
    func testTheModernViewControllerStory() async throws {
        let (table, dataSource, adapter) = try makeLibrary()
        assertConsistent(table, adapter, mode: .closures, "initial snapshot")
        XCTAssertEqual(adapter.items(in: .favorites), [])

        let newSong = Song(100, "New Modern Song")
        try adapter.append(newSong, to: .pop, animatingDifferences: true)
        XCTAssertEqual(adapter.items(in: .pop).last, newSong)
        assertConsistent(table, adapter, mode: .closures, "add a song")

        let favorite = disneySongs[1]
        let cellBeforeMove = table.cellForRow(at: try XCTUnwrap(adapter.indexPath(for: favorite)))
        try adapter.move(favorite, to: .favorites)
        XCTAssertEqual(adapter.items(in: .favorites), [favorite])
        XCTAssertEqual(adapter.indexPath(for: favorite), IndexPath(row: 0, section: 0))
        assertConsistent(table, adapter, mode: .closures, "move to favorites")
        XCTAssertNotNil(cellBeforeMove)

        try adapter.delete(popSongs[0])
        XCTAssertNil(adapter.indexPath(for: popSongs[0]))
        assertConsistent(table, adapter, mode: .closures, "delete")

        // Reload: the card gets a new cell, with the new (taller) closure height.
        var toggled = favorite
        toggled.isFavorite.toggle()
        toggled.title = "Favorite Disney"
        let favoritePath = IndexPath(row: 0, section: 0)
        let cardBefore = try XCTUnwrap(table.cellForRow(at: favoritePath))
        let heightBefore = table.rectForRow(at: favoritePath).height
        try adapter.reload(toggled, animatingDifferences: true)
        let cardAfter = try XCTUnwrap(table.cellForRow(at: favoritePath))
        XCTAssertFalse(cardAfter === cardBefore, "reload replaces the cell")
        XCTAssertEqual(cardAfter.text, "Favorite Disney")
        XCTAssertEqual(table.rectForRow(at: favoritePath).height, CustomSongCardCell.preferredHeight(for: toggled))
        XCTAssertNotEqual(table.rectForRow(at: favoritePath).height, heightBefore)
        assertConsistent(table, adapter, mode: .closures, "reload")

        // Reconfigure: the same cell, configured again with the fresh value.
        var target = try XCTUnwrap(adapter.items(in: .pop).first)
        let targetPath = try XCTUnwrap(adapter.indexPath(for: target))
        let rowBefore = try XCTUnwrap(table.cellForRow(at: targetPath))
        target.isFavorite.toggle()
        target.title = "Pop favorite"
        try adapter.reconfigure(target, animatingDifferences: true)
        let rowAfter = try XCTUnwrap(table.cellForRow(at: targetPath))
        XCTAssertTrue(rowAfter === rowBefore, "reconfigure keeps the cell")
        XCTAssertEqual(rowAfter.text, "Pop favorite")
        XCTAssertEqual(rowAfter.accessory, .checkmark)
        assertConsistent(table, adapter, mode: .closures, "reconfigure")

        // Automatic heights: the cells decide.
        adapter.enableAutomaticDimension(estimatedRowHeight: 80)
        adapter.setHeightProviders(height: nil, estimated: nil)
        XCTAssertNil(adapter.heightForRow(at: favoritePath))
        assertConsistent(table, adapter, mode: .automatic, "automatic heights")
        // And back to closures.
        table.rowHeight = 60
        adapter.setHeightProviders(height: Self.closureHeight, estimated: { _, _, _, _ in 60 })
        XCTAssertEqual(adapter.heightForRow(at: favoritePath), CustomSongCardCell.preferredHeight(for: toggled))
        assertConsistent(table, adapter, mode: .closures, "closure heights again")

        // A drag within disney: the last song up to the top.
        let disney = adapter.items(in: .disney)
        let landed = table.performUserMove(
            from: IndexPath(row: disney.count - 1, section: 1), to: IndexPath(row: 0, section: 1))
        XCTAssertEqual(landed, IndexPath(row: 0, section: 1))
        table.turnRunLoop()
        XCTAssertEqual(adapter.items(in: .disney), [disney[disney.count - 1]] + disney.dropLast())
        assertConsistent(table, adapter, mode: .closures, "drag")

        // A drag into pop is refused cleanly: the row stays in disney, at its last row.
        let beforeForbidden = adapter.items(in: .disney)
        let redirected = table.performUserMove(from: IndexPath(row: 0, section: 1), to: IndexPath(row: 1, section: 2))
        XCTAssertEqual(redirected, IndexPath(row: beforeForbidden.count - 1, section: 1))
        table.turnRunLoop()
        XCTAssertEqual(adapter.items(in: .disney), Array(beforeForbidden.dropFirst()) + [beforeForbidden[0]])
        XCTAssertEqual(adapter.items(in: .pop).count, 3)
        assertConsistent(table, adapter, mode: .closures, "forbidden cross-section drag")
        XCTAssertEqual(dataSource.snapshot(), adapter.snapshot)
    }

    @MainActor
    func testBatchUpdatesApplyOnce() async throws {
        let (table, _, adapter) = try makeLibrary()
        var lines: [String] = []
        adapter.enableLogging = true
        adapter.logSink = LogSink { lines.append($0) }
        try adapter.performBatchUpdates { snapshot in
            try snapshot.appendItems([Song(200)], toSection: .favorites)
            snapshot.deleteItems([self.popSongs[2]])
            try snapshot.moveItem(self.disneySongs[0], afterItem: self.disneySongs[3])
        }
        XCTAssertEqual(lines, ["[TableAdapter] performBatchUpdates: 1 row deleted, 1 row inserted, 1 row moved"])
        assertConsistent(table, adapter, mode: .closures, "batch")
    }

    @MainActor
    func testInsertAndMoveRelativeToItems() async throws {
        let (table, _, adapter) = try makeLibrary()
        try adapter.insert(Song(300), before: disneySongs[0])
        try adapter.insert(Song(301), after: popSongs[2])
        try adapter.move(popSongs[0], before: disneySongs[0])
        try adapter.move(disneySongs[3], after: popSongs[1])
        XCTAssertEqual(adapter.items(in: .disney), [Song(300), popSongs[0]] + disneySongs.prefix(3))
        XCTAssertEqual(adapter.items(in: .pop), [popSongs[1], disneySongs[3], popSongs[2], Song(301)])
        try adapter.append(contentsOf: [Song(400), Song(401)], to: .favorites)
        try adapter.deleteSection(.disney)
        XCTAssertEqual(adapter.snapshot.sectionIdentifiers, [.favorites, .pop])
        try adapter.delete(contentsOf: [Song(400), Song(401)])
        XCTAssertEqual(adapter.items(in: .favorites), [])
        assertConsistent(table, adapter, mode: .closures, "relative edits")
        XCTAssertNil(adapter.item(at: IndexPath(row: 9, section: 0)))
        XCTAssertNil(adapter.section(at: 5))
        XCTAssertNil(adapter.heightForRow(at: IndexPath(row: 9, section: 9)))
        XCTAssertNil(adapter.estimatedHeightForRow(at: IndexPath(row: 9, section: 9)))
    }

    @MainActor
    func testAppendCreatesAMissingSectionAtTheEnd() async throws {
        let table = HeadlessTableView()
        table.registerMusicCells()
        let dataSource = ReorderableDataSource<MusicSection, Song>.create(tableView: table) {
            try musicCell($0, $1, $2, $3)
        }
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        table.delegate = dataSource.makeDelegate()
        try adapter.append(Song(1), to: .pop)
        try adapter.append(Song(2), to: .favorites)
        XCTAssertEqual(adapter.snapshot.sectionIdentifiers, [.pop, .favorites])
        XCTAssertEqual(table.numberOfSections, 2)
    }

    @MainActor
    func testLoggingWritesOneLinePerCall() async throws {
        let (_, _, adapter) = try makeLibrary()
        var lines: [String] = []
        adapter.enableLogging = true
        adapter.logSink = LogSink { lines.append($0) }
        try adapter.append(Song(500, "Logged"), to: .pop)
        try adapter.reconfigure(Song(500, "Logged again"))
        XCTAssertEqual(
            lines,
            [
                "[TableAdapter] append 1 item to pop: 1 row inserted",
                "[TableAdapter] reconfigure 500:Logged again: 1 row reconfigured",
            ])
        adapter.enableLogging = false
        try adapter.delete(Song(500))
        XCTAssertEqual(lines.count, 2)
    }
}

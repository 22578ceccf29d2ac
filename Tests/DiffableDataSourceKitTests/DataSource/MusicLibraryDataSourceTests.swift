import DiffableDataSourceKit
import XCTest

/// The kit's music library: three sections, a different cell class per section,
/// built through `ReorderableDataSource.create` with a section-aware cell builder.
final class MusicLibraryDataSourceTests: XCTestCase {
    static let favorites = [Song(1, "Let It Go", isFavorite: true), Song(2, "Bad Guy", isFavorite: true)]
    static let disney = [Song(10, "Into the Unknown"), Song(11, "How Far I'll Go"), Song(12, "Circle of Life")]
    static let pop = [Song(20, "Levitating"), Song(21, "Blinding Lights"), Song(22, "Watermelon Sugar")]

    static func library() throws -> ListSnapshot<MusicSection, Song> {
        try makeSnapshot([(.favorites, favorites), (.disney, disney), (.pop, pop)])
    }

    /// A table with the music cells registered and a data source built as the guide builds it.
    @MainActor
    static func makeLibrary(
        enableLogging: Bool = false
    ) -> (HeadlessTableView, ReorderableDataSource<MusicSection, Song>) {
        let table = HeadlessTableView()
        table.registerMusicCells()
        let dataSource = ReorderableDataSource<MusicSection, Song>.create(
            tableView: table, allowCrossSectionMove: false, allowReordering: true, enableLogging: enableLogging
        ) { tableView, indexPath, song, section in
            switch section {
            case .disney:
                let cell = try tableView.dequeueReusableCell(
                    SwitchableSongTableViewCell.self, withIdentifier: SwitchableSongTableViewCell.reuseIdentifier,
                    for: indexPath)
                cell.configure(with: song)
                return cell
            case .pop:
                let cell = try tableView.dequeueReusableCell(
                    NewSongTableViewCell.self, withIdentifier: NewSongTableViewCell.reuseIdentifier, for: indexPath)
                cell.configure(with: song)
                return cell
            case .favorites:
                let cell = try tableView.dequeueReusableCell(
                    CustomSongCardCell.self, withIdentifier: CustomSongCardCell.reuseIdentifier, for: indexPath)
                cell.configure(with: song)
                return cell
            default:
                return TableViewCell()
            }
        }
        return (table, dataSource)
    }

    /// Checks that every visible row has the cell class of its section and shows `expected`'s
    /// values for its item.
    @MainActor
    static func assertCellsMatch(
        _ table: HeadlessTableView, _ expected: ListSnapshot<MusicSection, Song>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(table.snapshot(), expected, "table read back", file: file, line: line)
        XCTAssertFalse(table.visibleRowPaths.isEmpty, file: file, line: line)
        for indexPath in table.visibleRowPaths {
            guard let section = expected.sectionIdentifier(at: indexPath.section),
                let song = expected.itemIdentifier(at: indexPath), let cell = table.cellForRow(at: indexPath)
            else {
                XCTFail("no song or cell at \(indexPath)", file: file, line: line)
                continue
            }
            XCTAssertEqual(cell.text, song.title, "\(indexPath)", file: file, line: line)
            switch section {
            case .favorites:
                XCTAssertTrue(cell is CustomSongCardCell, "\(indexPath): \(type(of: cell))", file: file, line: line)
                XCTAssertEqual(cell.imageName, song.isFavorite ? "heart.fill" : "heart", file: file, line: line)
            case .disney:
                XCTAssertEqual(
                    (cell as? SwitchableSongTableViewCell)?.isOn, song.isFavorite, "\(indexPath)",
                    file: file, line: line)
            case .pop:
                XCTAssertTrue(cell is NewSongTableViewCell, "\(indexPath): \(type(of: cell))", file: file, line: line)
                XCTAssertEqual(
                    cell.accessory, song.isFavorite ? .checkmark : TableViewCell.Accessory.none,
                    file: file, line: line)
            }
        }
    }

    @MainActor
    func testEachSectionGetsItsOwnCellClass() async throws {
        let (table, dataSource) = Self.makeLibrary()
        let library = try Self.library()
        dataSource.apply(library, animatingDifferences: false, completion: nil)
        XCTAssertEqual(table.visibleRowPaths.count, 8, "all eight songs fit the viewport")
        Self.assertCellsMatch(table, library)
        XCTAssertEqual(table.cellForRow(at: path(0, 1))?.secondaryText, "card")
        XCTAssertEqual(table.cellForRow(at: path(1, 0))?.secondaryText, "switch")
        XCTAssertEqual(table.cellForRow(at: path(2, 2))?.secondaryText, "new")
        XCTAssertEqual(table.cellForRow(at: path(2, 2))?.reuseIdentifier, NewSongTableViewCell.reuseIdentifier)
        XCTAssertNil(table.lastCellError)
    }

    @MainActor
    func testTheSeedsInitialDataWithAnEmptyFavoritesSection() async throws {
        let (table, dataSource) = Self.makeLibrary()
        let initial: ListSnapshot<MusicSection, Song> = try makeSnapshot([
            (.favorites, []), (.disney, Self.disney), (.pop, Self.pop),
        ])
        dataSource.apply(initial, animatingDifferences: false, completion: nil)
        Self.assertCellsMatch(table, initial)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 0)

        // The user favorites a disney song: it moves to the favorites section. UIKit would
        // move the switch cell as it is; this data source configures the moved row again,
        // so it gets the favorites section's card, showing the song as it is now.
        var moved = dataSource.snapshot()
        let song = Self.disney[1]
        moved.deleteItems([song])
        try moved.appendItems([song], toSection: .favorites)
        let switchCell = table.cellForRow(at: path(1, 1))
        let changes = dataSource.applyReturningChanges(moved, animatingDifferences: true, completion: nil)
        XCTAssertEqual(
            changes.itemMoves, [ListMove(source: path(1, 1), destination: path(0, 0))], "one move, no reload")
        XCTAssertEqual(table.snapshot(), moved)
        Self.assertCellsMatch(table, moved)
        let card = try XCTUnwrap(table.cellForRow(at: path(0, 0)) as? CustomSongCardCell)
        XCTAssertFalse(card === switchCell, "the moved row has its new section's cell class")
        XCTAssertEqual(card.text, song.title)

        // A reload as well (the guide's way to refresh the favorite flag) makes the move a
        // delete and an insert, and the card shows the fresh value.
        var favorite = song
        favorite.isFavorite = true
        var reloaded = initial
        reloaded.deleteItems([song])
        try reloaded.appendItems([favorite], toSection: .favorites)
        try reloaded.reloadItems([favorite])
        dataSource.apply(initial, animatingDifferences: false, completion: nil)
        dataSource.apply(reloaded, animatingDifferences: true, completion: nil)
        Self.assertCellsMatch(table, reloaded.withoutMarks())
        XCTAssertTrue(table.cellForRow(at: path(0, 0)) is CustomSongCardCell)
        XCTAssertEqual(table.cellForRow(at: path(0, 0))?.imageName, "heart.fill")
    }

    @MainActor
    func testReconfigureKeepsTheSameCellAndShowsTheFreshItem() async throws {
        let (table, dataSource) = Self.makeLibrary()
        dataSource.apply(try Self.library(), animatingDifferences: false, completion: nil)
        let created = table.cellsCreated
        let before = try XCTUnwrap(table.cellForRow(at: path(2, 0)))
        let neighbour = try XCTUnwrap(table.cellForRow(at: path(2, 1)))

        // The guide's demoReconfigureNoHeightChange: toggle a pop song's favorite flag.
        var snapshot = dataSource.snapshot()
        var target = Self.pop[0]
        target.isFavorite.toggle()
        target.title = "Levitating (DaBaby remix)"
        try snapshot.reconfigureItems([target])
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)

        let after = try XCTUnwrap(table.cellForRow(at: path(2, 0)))
        XCTAssertTrue(after === before, "reconfigure keeps the cell")
        XCTAssertTrue(table.cellForRow(at: path(2, 1)) === neighbour, "other rows keep their cells")
        XCTAssertEqual(after.text, "Levitating (DaBaby remix)")
        XCTAssertEqual(after.accessory, .checkmark)
        XCTAssertEqual(table.cellsCreated, created, "no cell is created for a reconfigure")
        XCTAssertEqual(dataSource.itemIdentifier(for: path(2, 0))?.title, "Levitating (DaBaby remix)")
        XCTAssertTrue(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty, "marks are cleared")
        var expected = try Self.library()
        try expected.reconfigureItems([target])
        Self.assertCellsMatch(table, expected.withoutMarks())
    }

    @MainActor
    func testReloadReplacesTheCellWithANewOneShowingTheFreshItem() async throws {
        let (table, dataSource) = Self.makeLibrary()
        dataSource.apply(try Self.library(), animatingDifferences: false, completion: nil)
        let before = try XCTUnwrap(table.cellForRow(at: path(0, 0)))
        XCTAssertEqual(before.fittingHeight, 96)

        // The guide's demoClosureHeightChange: the favorite flag changes the card's height.
        var snapshot = dataSource.snapshot()
        var item = Self.favorites[0]
        item.isFavorite.toggle()
        try snapshot.reloadItems([item])
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)

        let after = try XCTUnwrap(table.cellForRow(at: path(0, 0)) as? CustomSongCardCell)
        XCTAssertFalse(after === before, "reload makes a new cell")
        XCTAssertEqual(after.text, "Let It Go")
        XCTAssertEqual(after.imageName, "heart")
        XCTAssertEqual(after.fittingHeight, 80)
        XCTAssertEqual(dataSource.itemIdentifier(for: path(0, 0))?.isFavorite, false)
        XCTAssertTrue(dataSource.snapshot().reloadedItemIdentifiers.isEmpty, "marks are cleared")
    }

    @MainActor
    func testReloadingASectionGivesEachOfItsRowsANewCell() async throws {
        let (table, dataSource) = Self.makeLibrary()
        dataSource.apply(try Self.library(), animatingDifferences: false, completion: nil)
        let disneyCells = (0..<3).map { table.cellForRow(at: path(1, $0)) }
        let popCell = table.cellForRow(at: path(2, 0))
        var snapshot = dataSource.snapshot()
        try snapshot.reloadSections([.disney])
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        for row in 0..<3 {
            let cell = try XCTUnwrap(table.cellForRow(at: path(1, row)))
            XCTAssertFalse(disneyCells.contains { $0 === cell }, "row \(row) kept an old cell")
            XCTAssertTrue(cell is SwitchableSongTableViewCell)
        }
        XCTAssertTrue(table.cellForRow(at: path(2, 0)) === popCell)
        Self.assertCellsMatch(table, snapshot.withoutMarks())
    }

    @MainActor
    func testTheBuilderGetsTheRowsSectionAndIndexPath() async throws {
        let table = HeadlessTableView()
        var calls: [String] = []
        let dataSource = ReorderableDataSource<MusicSection, Song>.create(tableView: table) {
            _, indexPath, song, section in
            calls.append("\(section.map(\.rawValue) ?? "nil") \(indexPath.section).\(indexPath.row) \(song.id)")
            return TableViewCell()
        }
        XCTAssertTrue(dataSource.tableView === table)
        XCTAssertTrue(table.dataSource === dataSource)
        dataSource.apply(
            try makeSnapshot([(MusicSection.pop, [Song(5)]), (.disney, [Song(6), Song(7)])]), completion: nil)
        XCTAssertEqual(calls, ["pop 0.0 5", "disney 1.0 6", "disney 1.1 7"])
        XCTAssertFalse(dataSource.allowCrossSectionMove, "create's defaults")
        XCTAssertTrue(dataSource.allowReordering)
        XCTAssertFalse(dataSource.enableLogging)
    }

    // Where UIKit exists the kit's names mean the UITableView data source and adapter; the
    // same code shape on a UITableView is type-checked in Examples/MusicLibraryUIKit.
    #if !canImport(UIKit)
    @MainActor
    func testBaseReorderableDiffableDataSourceReadsAsTheGuideWritesIt() async throws {
        let tableView = HeadlessTableView()
        tableView.registerMusicCells()
        var dataSource: BaseReorderableDiffableDataSource<MusicSection, Song>?
        dataSource = BaseReorderableDiffableDataSource.create(
            tableView: tableView,
            allowCrossSectionMove: false,
            allowReordering: true,
            enableLogging: false
        ) { tableView, indexPath, song, section in
            try musicCell(tableView, indexPath, song, section)
        }
        let library = try Self.library()
        dataSource?.apply(library, animatingDifferences: false, completion: nil)
        XCTAssertTrue((dataSource as AnyObject?) is ReorderableDataSource<MusicSection, Song>)
        Self.assertCellsMatch(tableView, library)
    }
    #endif
}

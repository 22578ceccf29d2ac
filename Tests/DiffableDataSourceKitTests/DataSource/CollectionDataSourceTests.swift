import DiffableDataSourceKit
import XCTest

/// The data source and the adapter driving a headless collection view end to end.
@MainActor
final class CollectionDataSourceTests: XCTestCase {
    typealias DataSource = CollectionDataSource<MusicSection, Song>

    var collectionView: HeadlessCollectionView!
    var builds: [(Song, MusicSection?)] = []

    override func setUp() async throws {
        collectionView = HeadlessCollectionView()
        collectionView.register(DrinkCell.self, forCellWithReuseIdentifier: "song")
        builds = []
    }

    func makeDataSource() -> DataSource {
        let dataSource = DataSource.create(collectionView: collectionView, allowCrossSectionMove: true) {
            [unowned self] collectionView, indexPath, song, section in
            builds.append((song, section))
            let cell = try collectionView.dequeueReusableCell(
                DrinkCell.self, withReuseIdentifier: "song", for: indexPath)
            cell.text = song.title
            cell.secondaryText = section?.rawValue
            cell.configurations += 1
            return cell
        }
        return dataSource
    }

    func testApplyRunsOneBatchAndTheViewShowsTheSnapshot() async throws {
        let dataSource = makeDataSource()
        let old = try makeSnapshot([(MusicSection.favorites, [Song(1)]), (.pop, [Song(2), Song(3)])])
        dataSource.apply(old, animatingDifferences: false, completion: nil)
        XCTAssertEqual(collectionView.snapshot(), old)
        XCTAssertTrue(dataSource.collectionView === collectionView)

        // A section move that carries an item change: a table would move the section, the
        // collection view recreates it.
        let new = try makeSnapshot([(MusicSection.pop, [Song(2), Song(3), Song(4)]), (.favorites, [Song(1)])])
        let changes = dataSource.applyReturningChanges(new, completion: nil)
        XCTAssertEqual(collectionView.snapshot(), new)
        XCTAssertFalse(changes.sectionMoves.isEmpty, "apply returns the diff; the view got its collection form")
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.text, "song 4")
    }

    func testReloadReplacesTheCellAndReconfigureKeepsItBothWithFreshValues() async throws {
        let dataSource = makeDataSource()
        let snapshot = try makeSnapshot([(MusicSection.pop, [Song(1, "Bad Guy"), Song(2, "Flowers")])])
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))

        var changed = dataSource.snapshot()
        try changed.reloadItems([Song(1, "Bad Guy (remix)")])
        try changed.reconfigureItems([Song(2, "Flowers (live)")])
        dataSource.apply(changed, completion: nil)

        let reloaded = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let reconfigured = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        XCTAssertFalse(reloaded === first, "a reload builds a new cell")
        XCTAssertTrue(reconfigured === second, "a reconfigure keeps the cell")
        XCTAssertEqual(reloaded?.text, "Bad Guy (remix)")
        XCTAssertEqual(reconfigured?.text, "Flowers (live)")
        XCTAssertEqual((reconfigured as? DrinkCell)?.configurations, 2)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers.map(\.title), ["Bad Guy (remix)", "Flowers (live)"])
    }

    func testNotInWindowReloadsInsteadOfABatch() async throws {
        let dataSource = makeDataSource()
        var lines: [String] = []
        dataSource.enableLogging = true
        dataSource.logSink = LogSink { lines.append($0) }
        collectionView.isInWindow = false
        let snapshot = try makeSnapshot([(MusicSection.pop, [Song(1)])])
        dataSource.apply(snapshot, completion: nil)
        XCTAssertEqual(collectionView.snapshot(), snapshot)
        XCTAssertTrue(lines.contains { $0.contains("is not in a window") }, "\(lines)")
    }

    func testItemMovedToAnotherSectionGetsItsNewSectionsCell() async throws {
        let dataSource = makeDataSource()
        dataSource.apply(
            try makeSnapshot([(MusicSection.favorites, []), (.pop, [Song(1), Song(2)])]), completion: nil)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([Song(2)])
        try snapshot.appendItems([Song(2)], toSection: .favorites)
        dataSource.apply(snapshot, completion: nil)
        XCTAssertEqual(collectionView.snapshot(), snapshot)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.secondaryText, "favorites")
    }

    func testApplesCellProviderInitializerAndANilCell() async throws {
        let dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, song in
            song.id == 2 ? nil : collectionView.dequeueReusableCell(withReuseIdentifier: "song", for: indexPath)
        }
        XCTAssertFalse(dataSource.allowReordering, "as UIKit: reordering waits for canReorderItem")
        XCTAssertTrue(dataSource.allowCrossSectionMove)
        dataSource.apply(try makeSnapshot([(MusicSection.pop, [Song(1), Song(2)])]), completion: nil)
        XCTAssertEqual(collectionView.visibleCells.count, 2, "a nil cell shows a plain cell instead of crashing")
        XCTAssertEqual(
            collectionView.lastCellError as? CollectionViewError, .noCell(at: IndexPath(item: 1, section: 0)))
        XCTAssertNil(
            collectionView.performUserMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)))
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        XCTAssertTrue(dataSource.allowReordering)
        XCTAssertEqual(
            collectionView.performUserMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)),
            IndexPath(item: 1, section: 0))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers.map(\.id), [2, 1])
    }

    func testReorderingHandlersMapOntoTheClosuresForTablesToo() async throws {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = ReorderableDataSource<String, Int>.create(tableView: table) { table, indexPath, _, _ in
            table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var seen: [String] = []
        dataSource.reorderingHandlers = .init(
            canReorderItem: { $0 != 3 }, willReorder: { _ in seen.append("will") },
            didReorder: { transaction in
                seen.append(
                    "did \(transaction.initialSnapshot.itemIdentifiers) -> \(transaction.finalSnapshot.itemIdentifiers)"
                )
                seen.append(
                    "difference \(transaction.difference.insertions.count)+\(transaction.difference.removals.count)")
            })
        XCTAssertEqual(dataSource.canReorderItem?(3), false)
        XCTAssertNotNil(dataSource.reorderingHandlers.didReorder)
        dataSource.apply(tableSnapshot([("A", [1, 2, 3])]), animatingDifferences: false, completion: nil)
        table.performUserMove(from: tableIndexPath(0, 0), to: tableIndexPath(0, 1))
        XCTAssertEqual(seen, ["will", "did [1, 2, 3] -> [2, 1, 3]", "difference 1+1"])
        XCTAssertFalse(dataSource.canMoveItem(at: tableIndexPath(0, 2)))
    }

    func testAdapterCallsOnACollectionView() async throws {
        let dataSource = makeDataSource()
        let adapter = CollectionAdapter(collectionView: collectionView, dataSource: dataSource)
        XCTAssertTrue(adapter.collectionView === collectionView)
        try adapter.applyInitialSnapshot(sections: [.favorites, .pop], itemsBySection: [.pop: [Song(1), Song(2)]])
        try adapter.append(Song(3), to: .pop)
        try adapter.insert(Song(4), before: Song(1))
        try adapter.move(Song(2), to: .favorites)
        try adapter.delete(Song(4))
        try adapter.reload(Song(1, "One"))
        try adapter.reconfigure(Song(3, "Three"))
        try adapter.performBatchUpdates { snapshot in
            try snapshot.moveSection(.pop, beforeSection: .favorites)
            try snapshot.appendItems([Song(5)], toSection: .pop)
        }
        let expected = try makeSnapshot([(MusicSection.pop, [Song(1), Song(3), Song(5)]), (.favorites, [Song(2)])])
        XCTAssertEqual(adapter.snapshot, expected)
        XCTAssertEqual(collectionView.snapshot(), expected)
        XCTAssertEqual(collectionView.visibleCells.map(\.text), ["One", "Three", "song 5", "song 2"])
        XCTAssertThrowsError(try adapter.append(Song(5), to: .favorites)) { error in
            XCTAssertEqual(error as? ListSnapshotError<MusicSection, Song>, .itemsAlreadyPresent([Song(5)]))
        }
        XCTAssertEqual(collectionView.snapshot(), expected, "a refused call changes nothing")
    }
}

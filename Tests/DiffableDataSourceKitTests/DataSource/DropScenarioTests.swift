import XCTest

@testable import DiffableDataSourceKit

/// The seed guide's view controller as the table's own delegate: it answers row heights
/// from the adapter, as the guide shows, and records taps; it does not answer the drop
/// target, so the data source's cross-section policy is never asked.
@MainActor
final class GuideController: HeadlessTableViewDelegate {
    var adapter: TableAdapter<MusicSection, Song>?
    var dataSource: ReorderableDataSource<MusicSection, Song>?
    private(set) var tapped: [Song] = []

    func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        adapter?.heightForRow(at: indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
        if let song = dataSource?.itemIdentifier(for: indexPath) { tapped.append(song) }
    }
}

/// Issue 24's scenario: with its own delegate and cross-section drags forbidden, the user
/// drags a Pop song into Favorites. The table commits the drop and calls `moveRowAt`; the
/// app taps a row and applies a snapshot (a model observer) before the run loop turns.
/// Whatever the user does and whenever the app applies, the view never raises and never
/// shows an item the data source does not have at that place.
@MainActor
final class DropScenarioTests: XCTestCase {
    /// Favorites: 1 song, Disney: none, Pop: 2 songs: the counts [1, 0, 2].
    func library() throws -> ListSnapshot<MusicSection, Song> {
        try makeSnapshot([(.favorites, [Song(1)]), (.disney, []), (.pop, [Song(10), Song(11)])])
    }

    func testAForbiddenDropWithTheAppsOwnDelegateNeverBreaksTheTable() async throws {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "song")
        let dataSource = ReorderableDataSource<MusicSection, Song>.create(
            tableView: table, allowCrossSectionMove: false
        ) { tableView, indexPath, song, _ in
            let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
            cell.text = song.title
            return cell
        }
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        let controller = GuideController()
        controller.adapter = adapter
        controller.dataSource = dataSource
        table.delegate = controller
        dataSource.apply(try library(), animatingDifferences: false, completion: nil)

        // The user drags Pop's first song to the top of Favorites; nothing redirects it.
        let (landed, diagnostics) = recordingDiagnostics {
            table.performUserMove(from: path(2, 0), to: path(0, 0))
        }
        XCTAssertEqual(landed, path(0, 0))
        XCTAssertEqual(diagnostics.map(\.kind), [.dropTargetNotAsked])
        XCTAssertTrue(table.hasUncommittedUpdates)
        // The data source answers the table from what it shows: counts [2, 0, 1], and a tap
        // on the dropped row names the dragged song. The app's calls never asked for the
        // refused drop: its snapshot is the library as applied.
        XCTAssertEqual((0..<3).map(dataSource.numberOfRows(inSection:)), [2, 0, 1])
        XCTAssertEqual(dataSource.snapshot(), try library())
        XCTAssertTrue(table.performUserTap(at: path(0, 0)))
        XCTAssertEqual(controller.tapped, [Song(10)])

        // The model changes before the run loop turns: a new Pop song, and a new value for
        // the first favorite; the observer reloads and applies.
        var model = try library()
        try model.appendItems([Song(12)], toSection: .pop)
        dataSource.applySnapshotUsingReloadData(model, completion: nil)
        var edited = model
        try edited.reconfigureItems([Song(1, "edited")])
        dataSource.apply(edited, completion: nil)
        XCTAssertNil(table.lastUpdateError, "nothing reached the table under the user's finger")
        XCTAssertEqual((0..<3).map(dataSource.numberOfRows(inSection:)), [2, 0, 1])
        XCTAssertEqual(dataSource.snapshot(), edited, "the newest call, though it waits for the drop")

        table.turnRunLoop()
        XCTAssertNil(table.lastUpdateError, "\(String(describing: table.lastUpdateError))")
        XCTAssertFalse(table.hasUncommittedUpdates)
        // The app's newest snapshot is shown; the song is back in Pop, as the policy wants;
        // the edited favorite shows its new value.
        XCTAssertEqual(table.snapshot(), edited)
        XCTAssertEqual(dataSource.snapshot(), edited)
        XCTAssertEqual(table.cellForRow(at: path(0, 0))?.text, "edited")
        for indexPath in table.visibleRowPaths {
            let song = try XCTUnwrap(dataSource.itemIdentifier(for: indexPath))
            XCTAssertEqual(table.cellForRow(at: indexPath)?.text, song.title, "\(indexPath)")
        }
    }

    func testTheSameDropOnTheRecordingSurfaceNeverSendsUIKitABatchItWouldRefuse() async throws {
        let view = RecordingListView()
        let dataSource = ListDataSource<MusicSection, Song, RecordingListView>(
            view: view, surface: view, allowCrossSectionMove: false, allowReordering: true, enableLogging: false,
            callSite: CallSite(file: #fileID, line: #line)
        ) { _, _, _, _ in TableViewCell() }
        view.dataSourceCounts = { [weak dataSource] in
            guard let dataSource else { return [] }
            return (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:))
        }
        view.onUserMove = { dataSource.userMovedItem(from: $0, to: $1) }
        dataSource.apply(try library(), animatingDifferences: false, completion: nil)
        view.finishAnimations()

        _ = recordingDiagnostics { view.performUserMove(from: path(2, 0), to: path(0, 0)) }
        XCTAssertEqual(view.shownCounts, [2, 0, 1])
        XCTAssertEqual(
            (0..<3).map(dataSource.numberOfRows(inSection:)), view.shownCounts, "the data source follows the drop")
        XCTAssertEqual(dataSource.itemIdentifier(for: path(0, 0)), Song(10))

        var model = try library()
        try model.appendItems([Song(12)], toSection: .pop)
        dataSource.applySnapshotUsingReloadData(model, completion: nil)
        XCTAssertEqual(view.calls.count, 1, "only the first apply's batch: nothing during the drop")

        view.commitDrop()
        XCTAssertEqual(view.raised, [])
        XCTAssertEqual(view.shownCounts, [1, 0, 3])
        XCTAssertEqual(dataSource.snapshot(), model)
    }

    func testTheGuardReloadsAViewTheAppChangedBehindTheDataSourcesBack() async throws {
        let view = RecordingListView()
        let dataSource = ListDataSource<String, Int, RecordingListView>.recording(on: view)
        dataSource.apply(tableSnapshot([("A", [1, 2, 3])]), completion: nil)
        view.finishAnimations()
        view.clearCalls()
        // The app inserts a row on the view itself.
        view.shownCounts = [4]
        let (_, diagnostics) = recordingDiagnostics {
            dataSource.apply(tableSnapshot([("A", [1, 2, 3, 4])]), completion: nil)
        }
        XCTAssertEqual(view.calls, [.reloadData(counts: [4])])
        XCTAssertEqual(view.raised, [])
        XCTAssertEqual(diagnostics.map(\.kind), [.batchReplacedByReload])

        // A follow-up batch is guarded too: a view showing other counts is reloaded.
        view.clearCalls()
        view.shownCounts = [9]
        _ = recordingDiagnostics { dataSource.updates.reloadInFollowUpBatch([path(0, 0)], animating: true) }
        XCTAssertEqual(view.calls, [.reloadData(counts: [4])])
        XCTAssertEqual(view.raised, [])
    }
}

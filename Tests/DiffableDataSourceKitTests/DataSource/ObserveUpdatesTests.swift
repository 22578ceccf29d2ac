import DiffableDataSourceKit
import XCTest

/// `observeUpdates(_:)`: every kind of change reaches an observer once the view shows it,
/// with the snapshot the view shows, in order; a cancelled observer hears nothing more.
final class ObserveUpdatesTests: XCTestCase {
    @MainActor
    func testEveryKindOfChangeReachesAnObserverWithWhatTheViewShows() async throws {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = ReorderableDataSource<Int, Int>.create(tableView: table, allowReordering: true) {
            table, path, item, _ in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
            cell.text = "\(item)"
            return cell
        }
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        var told: [(snapshot: ListSnapshot<Int, Int>, changes: ListChangeset<Int, Int>?)] = []
        var shownWhenTold: [ListSnapshot<Int, Int>?] = []
        let observation = dataSource.observeUpdates { update in
            told.append((update.snapshot, update.changes))
            shownWhenTold.append(table.snapshot(sectionType: Int.self, itemType: Int.self))
        }
        try adapter.applyInitialSnapshot(sections: [0, 1], itemsBySection: [0: [1, 2, 3], 1: [4]])
        try adapter.append(5, to: 1)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([2])
        dataSource.apply(snapshot, completion: nil)
        dataSource.applySnapshotUsingReloadData(dataSource.snapshot(), completion: nil)
        _ = table.performUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        table.turnRunLoop()

        XCTAssertEqual(told.count, 5, "applyInitialSnapshot, append, apply, reload, drop")
        XCTAssertEqual(told.map(\.snapshot), shownWhenTold.compactMap { $0 }, "each told once the view shows it")
        XCTAssertEqual(told.last?.snapshot.itemIdentifiers(inSection: 0), [3, 1])
        XCTAssertEqual(told.last?.changes?.itemMoves.count, 1, "the drop's move")
        XCTAssertNil(told[3].changes, "a reload has no changeset")
        XCTAssertEqual(told[1].changes?.itemInserts, [IndexPath(row: 1, section: 1)])

        observation.cancel()
        try adapter.delete(5)
        XCTAssertEqual(told.count, 5, "a cancelled observer hears nothing more")
    }
}

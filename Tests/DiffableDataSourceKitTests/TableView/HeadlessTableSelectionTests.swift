import DiffableDataSourceKit
import XCTest

/// Records what a table tells its delegate about selection, in order.
@MainActor
final class SelectionRecorder: HeadlessTableViewDelegate {
    private(set) var events: [String] = []

    func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.section).\(indexPath.row)")
    }
}

/// The headless table's selection, by UIKit's rules (see the *Selection and the scroll
/// position* article): the API, a user's taps, and what batches, reloads and drags do to it.
@MainActor
final class HeadlessTableSelectionTests: XCTestCase {
    /// A table showing `layout` through a data source, with a recording delegate.
    func make(_ layout: [(String, [Int])]) -> (HeadlessTableView, SnapshotTableDataSource, SelectionRecorder) {
        let table = HeadlessTableView()
        let dataSource = SnapshotTableDataSource(tableSnapshot(layout))
        let recorder = SelectionRecorder()
        table.dataSource = dataSource
        table.delegate = recorder
        table.reloadData()
        return (table, dataSource, recorder)
    }

    /// The items of the selected rows, in the order the table lists them.
    func selectedItems(_ table: HeadlessTableView) -> [Int] {
        (table.indexPathsForSelectedRows ?? []).compactMap { table.rowIdentity(at: $0) as? Int }
    }

    /// Selects the rows showing `items`.
    func select(_ items: [Int], in table: HeadlessTableView, file: StaticString = #filePath, line: UInt = #line) {
        table.allowsMultipleSelection = true
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                let path = tableIndexPath(section, row)
                if let item = table.rowIdentity(at: path) as? Int, items.contains(item) {
                    table.selectRow(at: path, animated: false, scrollPosition: .none)
                }
            }
        }
        XCTAssertEqual(Set(selectedItems(table)), Set(items), "fixture", file: file, line: line)
    }

    // MARK: The API

    func testDefaultsAllowOneSelectedRowAndReportNoneAsNil() async {
        let (table, _, _) = make([("A", [1, 2])])
        XCTAssertTrue(table.allowsSelection)
        XCTAssertFalse(table.allowsMultipleSelection)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertNil(table.indexPathsForSelectedRows, "none selected is nil, not empty, as UIKit")
    }

    func testSelectRowReplacesTheSelectionWithoutTellingTheDelegate() async {
        let (table, _, recorder) = make([("A", [1, 2, 3])])
        table.selectRow(at: tableIndexPath(0, 2), animated: true, scrollPosition: .none)
        table.selectRow(at: tableIndexPath(0, 1), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 1)])
        XCTAssertEqual(table.indexPathForSelectedRow, tableIndexPath(0, 1))
        XCTAssertEqual(recorder.events, [], "selectRow does not call the delegate")
    }

    func testMultipleSelectionListsRowsInTableOrderAndTheFirstAsTheSelectedRow() async {
        let (table, _, _) = make([("A", [1, 2, 3]), ("B", [4, 5])])
        table.allowsMultipleSelection = true
        for path in [tableIndexPath(1, 1), tableIndexPath(0, 2), tableIndexPath(1, 0), tableIndexPath(0, 2)] {
            table.selectRow(at: path, animated: false, scrollPosition: .none)
        }
        XCTAssertEqual(
            table.indexPathsForSelectedRows, [tableIndexPath(0, 2), tableIndexPath(1, 0), tableIndexPath(1, 1)])
        XCTAssertEqual(table.indexPathForSelectedRow, tableIndexPath(0, 2))
    }

    func testSelectRowIgnoresBadPlacesAndNilClears() async {
        let (table, _, _) = make([("A", [1, 2])])
        table.selectRow(at: tableIndexPath(0, 1), animated: false, scrollPosition: .none)
        for bad in [
            tableIndexPath(0, 2), tableIndexPath(1, 0), tableIndexPath(-1, 0), IndexPath(), IndexPath(index: 0),
        ] {
            table.selectRow(at: bad, animated: false, scrollPosition: .top)
            table.deselectRow(at: bad, animated: false)
        }
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 1)])
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        XCTAssertNil(table.indexPathsForSelectedRows)
    }

    func testSelectRowDoesNothingWhileSelectionIsOff() async {
        let (table, _, _) = make([("A", [1, 2])])
        table.selectRow(at: tableIndexPath(0, 0), animated: false, scrollPosition: .none)
        table.allowsSelection = false
        table.selectRow(at: tableIndexPath(0, 1), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 0)], "kept, and nothing added")
    }

    func testDeselectRowRemovesOneRowWithoutTellingTheDelegate() async {
        let (table, _, recorder) = make([("A", [1, 2, 3])])
        select([1, 3], in: table)
        table.deselectRow(at: tableIndexPath(0, 0), animated: true)
        table.deselectRow(at: tableIndexPath(0, 1), animated: true)  // not selected: ignored
        XCTAssertEqual(selectedItems(table), [3])
        XCTAssertEqual(recorder.events, [])
    }

    func testScrollPositionNoneDoesNotScrollAndTheOthersPlaceTheRow() async {
        let (table, _, _) = make([("A", Array(0..<100))])
        table.viewportHeight = 440  // ten rows of 44
        table.contentOffset = CGPoint(x: 0, y: 88)
        table.selectRow(at: tableIndexPath(0, 50), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.contentOffset.y, 88, ".none does not scroll, even to a row off screen")
        table.selectRow(at: tableIndexPath(0, 50), animated: false, scrollPosition: .top)
        XCTAssertEqual(table.contentOffset.y, 50 * 44)
        table.selectRow(at: tableIndexPath(0, 50), animated: false, scrollPosition: .middle)
        XCTAssertEqual(table.contentOffset.y, 50 * 44 + 22 - 220)
        table.selectRow(at: tableIndexPath(0, 50), animated: false, scrollPosition: .bottom)
        XCTAssertEqual(table.contentOffset.y, 51 * 44 - 440)
        table.selectRow(at: tableIndexPath(0, 99), animated: false, scrollPosition: .top)
        XCTAssertEqual(table.contentOffset.y, 100 * 44 - 440, "clamped to the content")
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 99)])
    }

    // MARK: A user's taps

    func testATapSelectsThenTellsTheDelegateAndDeselectsThePreviousRowFirst() async {
        let (table, _, recorder) = make([("A", [1, 2]), ("B", [3])])
        XCTAssertTrue(table.performUserTap(at: tableIndexPath(0, 1)))
        XCTAssertTrue(table.performUserTap(at: tableIndexPath(1, 0)))
        XCTAssertEqual(recorder.events, ["select 0.1", "deselect 0.1", "select 1.0"])
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(1, 0)])
    }

    func testTappingTheSelectedRowWithSingleSelectionKeepsItAndTellsTheDelegateAgain() async {
        let (table, _, recorder) = make([("A", [1, 2])])
        table.performUserTap(at: tableIndexPath(0, 0))
        table.performUserTap(at: tableIndexPath(0, 0))
        XCTAssertEqual(recorder.events, ["select 0.0", "select 0.0"])
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 0)])
    }

    func testWithMultipleSelectionATapAddsARowAndATapOnASelectedRowDeselectsIt() async {
        let (table, _, recorder) = make([("A", [1, 2, 3])])
        table.allowsMultipleSelection = true
        table.performUserTap(at: tableIndexPath(0, 2))
        table.performUserTap(at: tableIndexPath(0, 0))
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 0), tableIndexPath(0, 2)])
        XCTAssertTrue(table.performUserTap(at: tableIndexPath(0, 2)))
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 0)])
        XCTAssertEqual(recorder.events, ["select 0.2", "select 0.0", "deselect 0.2"])
    }

    func testWithSelectionOffATapSelectsNothingAndTellsNobody() async {
        let (table, _, recorder) = make([("A", [1, 2])])
        table.allowsSelection = false
        XCTAssertFalse(table.performUserTap(at: tableIndexPath(0, 0)))
        XCTAssertNil(table.indexPathsForSelectedRows)
        XCTAssertEqual(recorder.events, [])
    }

    func testATapOutOfRangeIsIgnored() async {
        let (table, _, recorder) = make([("A", [1])])
        table.performUserTap(at: tableIndexPath(0, 0))
        XCTAssertFalse(table.performUserTap(at: tableIndexPath(0, 1)))
        XCTAssertFalse(table.performUserTap(at: tableIndexPath(3, 0)))
        XCTAssertFalse(table.performUserTap(at: IndexPath()))
        XCTAssertEqual(recorder.events, ["select 0.0"])
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 0)])
    }

    // MARK: Through a batch

    /// Runs a batch against a data source that now shows `layout`.
    func update(
        _ table: HeadlessTableView, _ dataSource: SnapshotTableDataSource, to layout: [(String, [Int])],
        _ calls: (inout ListBatch) -> Void
    ) throws {
        dataSource.snapshot = tableSnapshot(layout)
        try table.performBatchUpdates(calls)
        XCTAssertEqual(table.snapshot(), dataSource.snapshot, "fixture batch")
    }

    func testMovedRowsKeepTheirSelectionAtTheirNewPlace() async throws {
        let (table, dataSource, _) = make([("A", [1, 2, 3, 4]), ("B", [5])])
        select([1, 3], in: table)
        try update(table, dataSource, to: [("A", [2, 4, 1]), ("B", [3, 5])]) { batch in
            batch.moveRow(at: tableIndexPath(0, 0), to: tableIndexPath(0, 2))
            batch.moveRow(at: tableIndexPath(0, 2), to: tableIndexPath(1, 0))
        }
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 2), tableIndexPath(1, 0)])
        XCTAssertEqual(selectedItems(table), [1, 3])
    }

    func testRowsThatStayFollowInsertsAndDeletesAroundThem() async throws {
        let (table, dataSource, _) = make([("A", [1, 2, 3, 4, 5])])
        select([2, 5], in: table)
        try update(table, dataSource, to: [("A", [10, 11, 2, 4, 12, 5])]) { batch in
            batch.deleteRows(at: [tableIndexPath(0, 0), tableIndexPath(0, 2)])
            batch.insertRows(at: [tableIndexPath(0, 0), tableIndexPath(0, 1), tableIndexPath(0, 4)])
        }
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 2), tableIndexPath(0, 5)])
        XCTAssertEqual(selectedItems(table), [2, 5], "inserted rows are not selected")
    }

    func testDeletedAndReloadedRowsLoseTheirSelectionAndReconfiguredRowsKeepIt() async throws {
        let (table, dataSource, _) = make([("A", [1, 2, 3, 4])])
        select([1, 2, 3, 4], in: table)
        try update(table, dataSource, to: [("A", [2, 3, 4])]) { batch in
            batch.deleteRows(at: [tableIndexPath(0, 0)])
            batch.reloadRows(at: [tableIndexPath(0, 1)])
            batch.reconfigureRows(at: [tableIndexPath(0, 1)])
        }
        XCTAssertEqual(selectedItems(table), [3, 4], "1 deleted, 2 reloaded, 3 reconfigured")
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 1), tableIndexPath(0, 2)])
    }

    func testRowsOfDeletedAndReloadedSectionsLoseTheirSelection() async throws {
        let (table, dataSource, _) = make([("A", [1, 2]), ("B", [3, 4]), ("C", [5])])
        select([1, 3, 4, 5], in: table)
        try update(table, dataSource, to: [("B", [3, 4]), ("C", [5])]) { batch in
            batch.deleteSections([0])
            batch.reloadSections([1])
        }
        XCTAssertEqual(selectedItems(table), [5])
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(1, 0)])
    }

    func testRowsOfAMovedSectionKeepTheirSelectionAtTheSectionsNewIndex() async throws {
        let (table, dataSource, _) = make([("A", [1]), ("B", [2, 3]), ("C", [4])])
        select([3], in: table)
        try update(table, dataSource, to: [("B", [0, 2, 3]), ("A", [1]), ("D", []), ("C", [4])]) { batch in
            batch.moveSection(1, toSection: 0)
            batch.insertSections([2])
            batch.insertRows(at: [tableIndexPath(0, 0)])
        }
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 2)])
    }

    func testARefusedBatchLeavesTheSelectionAsItWas() async {
        let (table, dataSource, _) = make([("A", [1, 2, 3])])
        select([2, 3], in: table)
        dataSource.snapshot = tableSnapshot([("A", [2, 3])])
        XCTAssertThrowsError(
            try table.performBatchUpdates { batch in
                batch.deleteRows(at: [tableIndexPath(0, 0)])
                batch.reloadRows(at: [tableIndexPath(0, 0)])
            })
        XCTAssertEqual(table.indexPathsForSelectedRows, [tableIndexPath(0, 1), tableIndexPath(0, 2)])
    }

    /// A batch that changes many rows rebuilds its sections instead of editing them in
    /// place: the selection is carried the same way.
    func testALargeBatchThatRebuildsTheSectionCarriesTheSelection() async throws {
        let old = Array(0..<2_000)
        let (table, dataSource, _) = make([("A", old)])
        let chosen = old.filter { $0 % 7 == 0 }
        select(chosen, in: table)
        var new = old.filter { $0 % 3 != 0 }
        new.insert(contentsOf: 5_000..<5_300, at: 500)
        new.swapAt(10, 1_500)  // two rows trade places
        dataSource.snapshot = tableSnapshot([("A", new)])
        let changes = DiffEngine.changeset(from: tableSnapshot([("A", old)]), to: dataSource.snapshot)
        try table.performBatchUpdates(changes)
        XCTAssertEqual(table.snapshot(), dataSource.snapshot)
        let expected = new.filter { $0 < 5_000 && $0 % 7 == 0 }
        XCTAssertEqual(selectedItems(table), expected)
    }

    // MARK: Reloads and drags

    func testReloadDataAndLoadDeselectEveryRow() async {
        let (table, dataSource, _) = make([("A", [1, 2])])
        select([1, 2], in: table)
        table.reloadData()
        XCTAssertNil(table.indexPathsForSelectedRows)
        select([2], in: table)
        table.load(tableSnapshot([("A", [1, 2])]))
        XCTAssertNil(table.indexPathsForSelectedRows)
        withExtendedLifetime(dataSource) {}
    }

    /// The table's own rule, with a data source that only follows the drag: the dragged
    /// row keeps its selection wherever it lands, and the rows it passes shift.
    func testAUsersDragCarriesTheSelectedRowAndShiftsTheOthers() async {
        let table = HeadlessTableView()
        let dataSource = MovableSnapshotDataSource(tableSnapshot([("A", [1, 2, 3, 4]), ("B", [5, 6])]))
        table.dataSource = dataSource
        table.reloadData()
        select([2, 4, 6], in: table)
        XCTAssertEqual(
            table.performUserMove(from: tableIndexPath(0, 1), to: tableIndexPath(1, 1)), tableIndexPath(1, 1))
        table.turnRunLoop()
        XCTAssertEqual(table.snapshot(), tableSnapshot([("A", [1, 3, 4]), ("B", [5, 2, 6])]))
        XCTAssertEqual(
            table.indexPathsForSelectedRows, [tableIndexPath(0, 2), tableIndexPath(1, 1), tableIndexPath(1, 2)])
        XCTAssertEqual(
            table.performUserMove(from: tableIndexPath(0, 2), to: tableIndexPath(0, 0)), tableIndexPath(0, 0))
        table.turnRunLoop()
        XCTAssertEqual(selectedItems(table), [4, 2, 6])
        XCTAssertEqual(
            table.indexPathsForSelectedRows, [tableIndexPath(0, 0), tableIndexPath(1, 1), tableIndexPath(1, 2)])
    }

    /// With a ``ReorderableDataSource``, a row dragged to another section is reloaded once
    /// the drop is committed (its new section may use another cell class); the reload
    /// deselects it, as `reloadRows` does on a `UITableView`, and the data source, which
    /// keeps selection by item, selects it again.
    func testADataSourcesFollowUpReloadKeepsARowDraggedToAnotherSectionSelected() async {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = ReorderableDataSource<String, Int>.create(tableView: table, allowCrossSectionMove: true) {
            tableView, indexPath, _, _ in
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        dataSource.apply(tableSnapshot([("A", [1, 2, 3]), ("B", [4])]), animatingDifferences: false, completion: nil)
        select([1, 3], in: table)
        table.performUserMove(from: tableIndexPath(0, 2), to: tableIndexPath(0, 0))
        table.turnRunLoop()
        XCTAssertEqual(selectedItems(table), [3, 1], "moved within its section: kept")
        table.performUserMove(from: tableIndexPath(0, 0), to: tableIndexPath(1, 0))
        table.turnRunLoop()
        XCTAssertEqual(table.snapshot(), tableSnapshot([("A", [1, 2]), ("B", [3, 4])]))
        XCTAssertEqual(selectedItems(table), [1, 3], "moved to another section, reloaded, selected again")
    }

    // MARK: The content offset across a batch

    /// UIKit keeps `contentOffset` through a batch: rows inserted above the viewport push
    /// the content down under it, and the row at the top of the screen changes.
    func testABatchKeepsTheContentOffsetSoRowsInsertedAboveMoveTheContent() async throws {
        let (table, dataSource, _) = make([("A", Array(0..<100))])
        table.viewportHeight = 440
        table.contentOffset = CGPoint(x: 0, y: 44 * 50)
        XCTAssertEqual(table.visibleRowPaths.first, tableIndexPath(0, 50))
        XCTAssertEqual(table.rowIdentity(at: tableIndexPath(0, 50)) as? Int, 50)
        try update(table, dataSource, to: [("A", Array(-3..<100))]) { batch in
            batch.insertRows(at: (0..<3).map { tableIndexPath(0, $0) })
        }
        XCTAssertEqual(table.contentOffset.y, 44 * 50, "the offset stays")
        XCTAssertEqual(table.visibleRowPaths.first, tableIndexPath(0, 50))
        XCTAssertEqual(
            table.rowIdentity(at: tableIndexPath(0, 50)) as? Int, 47, "the row at the top is now three rows earlier")
    }

    /// An offset the content no longer reaches after a batch is clamped to the content,
    /// as a scroll view clamps it.
    func testABatchThatShrinksTheContentClampsTheOffset() async throws {
        let (table, dataSource, _) = make([("A", Array(0..<100))])
        table.viewportHeight = 440
        table.contentOffset = CGPoint(x: 0, y: 44 * 80)
        try update(table, dataSource, to: [("A", Array(0..<20))]) { batch in
            batch.deleteRows(at: (20..<100).map { tableIndexPath(0, $0) })
        }
        XCTAssertEqual(table.contentOffset.y, 44 * 20 - 440)
    }
}

/// A data source that shows a snapshot and follows the user's drags, and does nothing else.
@MainActor
final class MovableSnapshotDataSource: HeadlessTableViewDataSource {
    private(set) var sections: [(name: String, items: [Int])]

    init(_ snapshot: ListSnapshot<String, Int>) {
        sections = snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
    }

    func numberOfSections(in tableView: HeadlessTableView) -> Int { sections.count }

    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    func tableView(_ tableView: HeadlessTableView, identityForRowAt indexPath: IndexPath) -> AnyHashable? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.row)
        else { return nil }
        return sections[indexPath.section].items[indexPath.row]
    }

    func tableView(_ tableView: HeadlessTableView, identityForSection section: Int) -> AnyHashable? {
        sections.indices.contains(section) ? sections[section].name : nil
    }

    func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        TableViewCell()
    }

    func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(
        _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let item = sections[sourceIndexPath.section].items.remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].items.insert(item, at: destinationIndexPath.row)
    }
}

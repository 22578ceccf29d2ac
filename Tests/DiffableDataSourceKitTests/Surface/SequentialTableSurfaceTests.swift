import XCTest

@testable import DiffableDataSourceKit

/// What an AppKit `NSTableView` receives from a data source, one call at a time, pinned on a
/// recording table driven through the same surface `DiffableNSTableDataSource` uses: sections
/// as group rows (or not), each update as removes, moves and inserts between `beginUpdates`
/// and `endUpdates`, reloads after; a reload where AppKit would raise.
@MainActor
final class SequentialTableSurfaceTests: XCTestCase {
    typealias Call = RecordingSequentialTable.Call

    var table = RecordingSequentialTable()
    var surface: SequentialTableSurface!
    var dataSource: ListDataSource<String, Int, RecordingSequentialTable>!

    /// A: 1 2 3, B: 4 5, shown with group rows: 0 [A], 1-3, 4 [B], 5-6; calls forgotten.
    override func setUp() async throws {
        table = RecordingSequentialTable()
        (dataSource, surface) = ListDataSource.sequential(on: table)
        dataSource.apply(
            tableSnapshot([("A", [1, 2, 3]), ("B", [4, 5])]), animatingDifferences: false, completion: nil)
        table.finishAnimations()
        table.clearCalls()
    }

    override func tearDown() async throws {
        XCTAssertEqual(table.raised, [], "AppKit would have raised")
    }

    func change(_ edit: (inout ListSnapshot<String, Int>) throws -> Void) rethrows -> ListSnapshot<String, Int> {
        var snapshot = dataSource.snapshot()
        try edit(&snapshot)
        return snapshot
    }

    /// The rows the table shows, as the data source names them: sections by their
    /// identifier in brackets.
    var shown: [String] {
        table.shownRows.map { row in
            guard let row else { return "?" }
            return (row.base as? String).map { "[\($0)]" } ?? "\(row)"
        }
    }

    func testTheFirstApplyInsertsEveryGroupRowAndItemInOneCall() async {
        let table = RecordingSequentialTable()
        let (dataSource, _) = ListDataSource<String, Int, RecordingSequentialTable>.sequential(on: table)
        dataSource.apply(tableSnapshot([("A", [1, 2]), ("B", [3])]), completion: nil)
        XCTAssertEqual(table.calls, [.beginUpdates, .insertRows([0, 1, 2, 3, 4], animated: true), .endUpdates])
        XCTAssertEqual(table.raised, [])
    }

    func testADeleteIsOneRemoveBetweenBeginAndEndUpdates() async {
        dataSource.apply(change { $0.deleteItems([2]) }, animatingDifferences: false, completion: nil)
        XCTAssertEqual(table.calls, [.beginUpdates, .removeRows([2], animated: false), .endUpdates])
        XCTAssertEqual(shown, ["[A]", "1", "3", "[B]", "4", "5"])
    }

    func testAMoveAcrossSectionsIsOneMoveThenItsRowIsReloadedInItsNewSection() async throws {
        dataSource.apply(try change { try $0.moveItem(5, beforeItem: 1) }, completion: nil)
        // The data source reloads a row that changed section in a follow-up batch: on AppKit,
        // new cell views for that row, in place, with no begin and end.
        XCTAssertEqual(table.calls, [.beginUpdates, .moveRow(6, to: 1), .endUpdates, .reloadRows([1])])
        XCTAssertEqual(shown, ["[A]", "5", "1", "2", "3", "[B]", "4"])
    }

    func testASectionMoveMovesItsGroupRowAndItemsOneAfterAnother() async throws {
        dataSource.apply(try change { try $0.moveSection("B", beforeSection: "A") }, completion: nil)
        XCTAssertEqual(
            table.calls,
            [.beginUpdates, .moveRow(4, to: 0), .moveRow(5, to: 1), .moveRow(6, to: 2), .endUpdates])
        XCTAssertEqual(shown, ["[B]", "4", "5", "[A]", "1", "2", "3"])
    }

    func testAReloadGoesAfterTheStructuralCallsAtItsFinalRow() async throws {
        dataSource.apply(
            try change {
                $0.deleteItems([1])
                try $0.reloadItems([3])
            }, completion: nil)
        XCTAssertEqual(table.calls, [.beginUpdates, .removeRows([1], animated: true), .endUpdates, .reloadRows([2])])
    }

    func testAReconfigureReloadsTheRowsThatHaveViewsOnly() async throws {
        table.rowsWithViews = [3]
        dataSource.apply(try change { try $0.reconfigureItems([2, 3]) }, completion: nil)
        // 2 (row 2) has no row view: its views are built fresh when it appears.
        XCTAssertEqual(table.calls, [.reloadRows([3])])
    }

    func testTheCompletionRunsWhenTheAnimationsEnd() async {
        var done = false
        dataSource.apply(change { $0.deleteItems([2]) }, animatingDifferences: true) { done = true }
        XCTAssertFalse(done)
        XCTAssertEqual(table.unfinishedAnimations.map(\.animated), [true])
        table.finishAnimations()
        XCTAssertTrue(done)
    }

    func testATableChangedBehindTheDataSourcesBackIsReloadedAndReported() async {
        table.addRowsBehindTheDataSourcesBack(2)
        let (_, diagnostics) = recordingDiagnostics {
            dataSource.apply(change { $0.deleteItems([2]) }, completion: nil)
        }
        // No row call reaches a table whose rows the surface no longer knows.
        XCTAssertEqual(table.calls, [.reloadData])
        XCTAssertEqual(diagnostics.map(\.kind), [.batchReplacedByReload])
        XCTAssertTrue(diagnostics.first?.message.contains("shows 9 rows") == true, "\(diagnostics)")
        XCTAssertEqual(shown, ["[A]", "1", "3", "[B]", "4", "5"])
    }

    func testATableOutOfAWindowIsReloaded() async {
        table.isInWindow = false
        dataSource.apply(change { $0.deleteItems([2]) }, completion: nil)
        XCTAssertEqual(table.calls, [.reloadData])
        XCTAssertEqual(shown, ["[A]", "1", "3", "[B]", "4", "5"])
    }

    func testSnapshotUsingReloadDataReloads() async {
        dataSource.applySnapshotUsingReloadData(change { $0.deleteSections(["A"]) }, completion: nil)
        XCTAssertEqual(table.calls, [.reloadData])
        XCTAssertEqual(shown, ["[B]", "4", "5"])
    }

    func testWithoutGroupRowsSectionsTakeNoRow() async {
        surface.style = .itemsOnly
        XCTAssertEqual(table.calls, [.reloadData])
        XCTAssertEqual(shown, ["1", "2", "3", "4", "5"])
        table.clearCalls()
        dataSource.apply(change { $0.deleteSections(["A"]) }, completion: nil)
        XCTAssertEqual(table.calls, [.beginUpdates, .removeRows([0, 1, 2], animated: true), .endUpdates])
    }

    func testSettingTheSameStyleDoesNotReload() async {
        surface.style = .groupRows
        XCTAssertEqual(table.calls, [])
    }

    // MARK: Apple's look-ups, and what the delegate answers

    func testRowsAndIdentifiersMapBothWaysAroundGroupRows() async {
        let layout = surface.layout
        XCTAssertEqual(layout.numberOfRows, 7)
        XCTAssertEqual((0..<8).map { dataSource.flatItem(atRow: $0, in: layout) }, [nil, 1, 2, 3, nil, 4, 5, nil])
        XCTAssertEqual(
            (0..<8).map { dataSource.flatSection(containingRow: $0, in: layout) },
            ["A", "A", "A", "A", "B", "B", "B", nil])
        XCTAssertEqual(dataSource.flatRow(ofItem: 4, in: layout), 5)
        XCTAssertNil(dataSource.flatRow(ofItem: 9, in: layout))
        XCTAssertEqual(dataSource.flatRow(ofSection: "B", in: layout), 4)
        XCTAssertNil(dataSource.flatRow(ofSection: "Z", in: layout))
        XCTAssertEqual(dataSource.flatRowContent(atRow: 4, in: layout), .section("B"))
        XCTAssertEqual(dataSource.flatRowContent(atRow: 5, in: layout), .item(4, path(1, 0)))
        XCTAssertEqual(dataSource.flatRowIdentifier(atRow: 0, in: layout), AnyHashable("A"))
    }

    func testWithoutGroupRowsASectionsRowIsItsFirstItems() async {
        surface.style = .itemsOnly
        dataSource.apply(change { $0.deleteItems([1, 2, 3]) }, completion: nil)
        let layout = surface.layout
        XCTAssertNil(dataSource.flatRow(ofSection: "A", in: layout), "an empty section has no row")
        XCTAssertEqual(dataSource.flatRow(ofSection: "B", in: layout), 0)
        XCTAssertEqual(dataSource.flatSection(containingRow: 0, in: layout), "B")
    }

    // MARK: The user's place

    func testSelectionMapsItemsToRowsAndLeavesGroupRowsOut() async {
        surface.selectRow(at: path(1, 1), animated: false)
        XCTAssertEqual(table.selection, [6])
        table.selection.insert(4)  // the user selected B's group row
        XCTAssertEqual(surface.selectedRows(), [path(1, 1)])
        surface.deselectRow(at: path(1, 1), animated: false)
        XCTAssertEqual(table.selection, [4])
    }

    func testTheFirstVisibleRowPassesOverGroupRows() async {
        table.visible = 4..<7
        XCTAssertEqual(surface.firstVisibleRow(), path(1, 0))
        XCTAssertEqual(surface.verticalExtent(ofRowAt: path(1, 0)), 100...120)
    }

    // MARK: Random updates

    /// Seeded sequences of random applies, each replayed on the recording table: the table
    /// takes every call and shows the snapshot's rows after each (with and without group
    /// rows).
    func testRandomSequencesOfAppliesKeepTheTableEqualToTheSnapshot() async {
        for seed in UInt64(0)..<40 {
            for style in [FlatTableLayout.Style.groupRows, .itemsOnly] {
                let table = RecordingSequentialTable()
                let (dataSource, _) = ListDataSource<String, Int, RecordingSequentialTable>.sequential(
                    on: table, style: style)
                var random = RandomSnapshots(seed: seed)
                var snapshot = random.snapshot()
                for step in 0..<8 {
                    let named = Self.namingSections(snapshot)
                    dataSource.apply(named, animatingDifferences: step % 2 == 0, completion: nil)
                    let expected = named.flatRows(style).map { row -> AnyHashable in
                        switch row {
                        case .section(let section): AnyHashable(section)
                        case .item(let item): AnyHashable(item)
                        }
                    }
                    XCTAssertEqual(table.shownRows, expected, "seed \(seed), \(style), step \(step)")
                    XCTAssertEqual(table.raised, [], "seed \(seed), \(style), step \(step)")
                    snapshot = random.edit(snapshot)
                }
            }
        }
    }

    /// The snapshot with its sections named `S0`, `S1`, … so no section shares an identity
    /// with an item; its marks are kept.
    static func namingSections(_ snapshot: ListSnapshot<Int, Int>) -> ListSnapshot<String, Int> {
        var named = ListSnapshot<String, Int>()
        for section in snapshot.sectionIdentifiers {
            try? named.appendSections(["S\(section)"])
            try? named.appendItems(snapshot.itemIdentifiers(inSection: section), toSection: "S\(section)")
        }
        try? named.reloadItems(snapshot.reloadedItemIdentifiers)
        try? named.reconfigureItems(snapshot.reconfiguredItemIdentifiers)
        try? named.reloadSections(snapshot.reloadedSectionIdentifiers.map { "S\($0)" })
        return named
    }
}

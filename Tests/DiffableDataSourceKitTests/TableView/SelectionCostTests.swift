import XCTest

@testable import DiffableDataSourceKit

/// What selecting and deselecting rows one by one costs, counted as the selected places the
/// table's selection moves (`RowSelection.shifted`), not timed: an app that deselects every
/// selected item one by one (`for item in selectedItemIdentifiers { deselectItem(item) }`)
/// pays a constant amortised number of moves per row, in any order.
@MainActor
final class SelectionCostTests: XCTestCase {
    /// A table of `count` rows in two sections, every row selected from first to last.
    func makeTable(count: Int) -> (HeadlessTableView, TableDataSource<String, Int>) {
        let table = HeadlessTableView()
        table.allowsMultipleSelection = true
        let dataSource = TableDataSource<String, Int>(tableView: table) { _, _, _ in TableViewCell() }
        dataSource.apply(
            tableSnapshot([("A", Array(0..<count / 2)), ("B", Array(count / 2..<count))]), animatingDifferences: false)
        for item in 0..<count { dataSource.selectItem(item) }
        XCTAssertEqual(dataSource.selectedItemIdentifiers.count, count, "fixture")
        return (table, dataSource)
    }

    /// The moves deselecting every item in `order` costs, checking the selection on the way.
    func movesToDeselect(_ order: [Int], count: Int, file: StaticString = #filePath, line: UInt = #line) -> Int {
        let (table, dataSource) = makeTable(count: count)
        let before = table.selection.shifted
        var remaining = Set(0..<count)
        for (step, item) in order.enumerated() {
            dataSource.deselectItem(item)
            remaining.remove(item)
            // The selection read back matches what is left, now and then (a read is O(m)).
            if step % (count / 8) == 0 {
                XCTAssertEqual(
                    Set(dataSource.selectedItemIdentifiers), remaining, "after \(step + 1) deselections", file: file,
                    line: line)
                XCTAssertEqual(
                    table.indexPathForSelectedRow, table.indexPathsForSelectedRows?.first, file: file, line: line)
            }
        }
        XCTAssertNil(table.indexPathsForSelectedRows, file: file, line: line)
        return table.selection.shifted - before
    }

    func testDeselectingEveryItemOneByOneMovesEachPlaceAConstantNumberOfTimes() async {
        let count = 4_000
        let seed: UInt64 = 49
        var random = SplitMix64(seed: seed)
        let orders: [(String, [Int])] = [
            ("first to last", Array(0..<count)),
            ("last to first", Array((0..<count).reversed())),
            ("random (seed \(seed))", Array(0..<count).shuffled(using: &random)),
        ]
        for (name, order) in orders {
            let moves = movesToDeselect(order, count: count)
            // Shifting a sorted array moves about count² / 4 places in random order and
            // count² / 2 from first to last.
            XCTAssertLessThanOrEqual(moves, 2 * count, "\(name): \(moves) moves for \(count) rows")
        }
    }

    func testSelectingAgainWhatWasDeselectedCostsAConstantNumberOfMovesPerRow() async {
        let count = 1_000
        let (table, dataSource) = makeTable(count: count)
        let before = table.selection.shifted
        for item in stride(from: 1, to: count, by: 2) { dataSource.deselectItem(item) }
        for item in stride(from: 1, to: count, by: 2) { dataSource.selectItem(item) }
        XCTAssertEqual(dataSource.selectedItemIdentifiers, Array(0..<count))
        XCTAssertLessThanOrEqual(table.selection.shifted - before, 2 * count)
    }

    /// The marks of deselected places never show: random selects, deselects and drags
    /// compared with a plain set of places. Replay a failure with `ROWSELECTION_SEED=<seed>`.
    func testTheSelectionMatchesASetOfPlacesUnderRandomSelectsDeselectsAndDrags() async {
        for seed in SplitMix64.seeds(replaying: "ROWSELECTION_SEED", defaults: [49, 50]) {
            var random = SplitMix64(seed: seed)
            var selection = RowSelection()
            var model = Set<RowPosition>()
            func place() -> RowPosition {
                RowPosition(section: Int.random(in: 0..<3, using: &random), row: Int.random(in: 0..<40, using: &random))
            }
            for step in 0..<1_000 {
                let position = place()
                let agrees: Bool
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<4:
                    agrees = selection.insert(position) == model.insert(position).inserted
                case 4..<9:
                    agrees = selection.remove(position) == (model.remove(position) != nil)
                default:
                    // A drag within section 0 (its rows stay in 0..<40).
                    let from = RowPosition(section: 0, row: Int.random(in: 0..<40, using: &random))
                    let to = RowPosition(section: 0, row: Int.random(in: 0..<40, using: &random))
                    selection.moveRow(from: from, to: to)
                    model = Set(
                        model.map { old in
                            guard old.section == 0 else { return old }
                            if old == from { return to }
                            var row = old.row
                            if row > from.row { row -= 1 }
                            if row >= to.row { row += 1 }
                            return RowPosition(section: 0, row: row)
                        })
                    agrees = true
                }
                let sorted = model.sorted()
                guard
                    agrees, selection.rows == sorted, selection.first == sorted.first,
                    selection.isEmpty == sorted.isEmpty, selection.contains(position) == model.contains(position)
                else {
                    return XCTFail("seed \(seed) step \(step): \(selection.rows) is not \(sorted)")
                }
            }
        }
    }
}

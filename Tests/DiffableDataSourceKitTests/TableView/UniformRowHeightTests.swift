import XCTest

@testable import DiffableDataSourceKit

/// A layout built knowing every row has one height keeps saying so only while every row
/// does, and a table that knows it rebuilds its layout from the row counts alone, with the
/// same heights as when it carries each one.
final class UniformRowHeightTests: XCTestCase {
    /// Random inserts, removes and height changes: the geometry claims a uniform height
    /// exactly until a row takes another one (headers and footers never count).
    func testTheClaimLastsUntilARowTakesAnotherHeight() {
        for seed in SplitMix64.seeds(replaying: "UNIFORM_SEED", defaults: (0..<20).map { UInt64($0) }) {
            var random = SplitMix64(seed: seed)
            var rowCounts = [300, 0, 200]
            var geometry = RowGeometry(
                rowCounts: rowCounts, header: { _ in 28 }, footer: { _ in 5 }, uniformRowHeight: 20, row: { _, _ in 20 }
            )
            var uniform = true
            for step in 0..<400 {
                let section = Int.random(in: 0..<3, using: &random)
                // Mostly the uniform height; now and then another one.
                let height: Double = Int.random(in: 0..<60, using: &random) == 0 ? 30 : 20
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    geometry.insertRow(
                        height, section: section, row: Int.random(in: 0...rowCounts[section], using: &random))
                    rowCounts[section] += 1
                    uniform = uniform && height == 20
                case 1 where rowCounts[section] > 0:
                    geometry.removeRow(section: section, row: Int.random(in: 0..<rowCounts[section], using: &random))
                    rowCounts[section] -= 1
                case 2:
                    // A header or footer of another height leaves the rows uniform.
                    let start = geometry.sectionStarts[section]
                    let entry = Bool.random(using: &random) ? start : geometry.sectionStarts[section + 1] - 1
                    geometry.setHeight(Double(Int.random(in: 0...40, using: &random)), ofEntry: entry)
                default:
                    guard rowCounts[section] > 0,
                        let entry = geometry.entry(
                            section: section, row: Int.random(in: 0..<rowCounts[section], using: &random))
                    else { continue }
                    geometry.setHeight(height, ofEntry: entry)
                    uniform = uniform && height == 20
                }
                let context = "seed \(seed) (UNIFORM_SEED=\(seed) to replay), step \(step)"
                XCTAssertEqual(geometry.uniformRowHeight, uniform ? 20 : nil, context)
                if let claimed = geometry.uniformRowHeight {
                    for section in rowCounts.indices {
                        XCTAssertTrue(geometry.rowHeights(ofSection: section).allSatisfy { $0 == claimed }, context)
                    }
                }
            }
        }
    }

    /// Appending a section keeps the claim only when its rows have the height.
    func testAppendingASectionKeepsTheClaimOnlyWithTheSameHeight() {
        var geometry = RowGeometry(
            rowCounts: [3], header: { _ in 0 }, footer: { _ in 0 }, uniformRowHeight: 44, row: { _, _ in 44 })
        geometry.appendSection(header: 10, rows: [44, 44], footer: 10)
        XCTAssertEqual(geometry.uniformRowHeight, 44)
        geometry.appendSection(header: 0, rows: [44, 12], footer: 0)
        XCTAssertNil(geometry.uniformRowHeight)
    }

    /// A layout with no rows takes the height of the first rows appended when they all have
    /// one, and no claim when they differ; a section with no rows claims nothing.
    func testTheFirstRowsAppendedMakeTheClaim() {
        var geometry = RowGeometry()
        geometry.appendSection(header: 12, rows: [], footer: 0)
        XCTAssertNil(geometry.uniformRowHeight)
        geometry.appendSection(header: 0, rows: [44, 44, 44], footer: 8)
        XCTAssertEqual(geometry.uniformRowHeight, 44)
        geometry.appendSection(header: 0, rows: [44], footer: 0)
        XCTAssertEqual(geometry.uniformRowHeight, 44)
        XCTAssertEqual(geometry.contentHeight, 12 + 4 * 44 + 8)

        var mixed = RowGeometry()
        mixed.appendSection(header: 0, rows: [44, 30], footer: 0)
        XCTAssertNil(mixed.uniformRowHeight)
        // Rows already there of no claimed height: a uniform section after them claims nothing.
        mixed.appendSection(header: 0, rows: [44, 44], footer: 0)
        XCTAssertNil(mixed.uniformRowHeight)

        // NaN is stored as 0 (`RowGeometry.clamped(_:)`): rows of it claim 0.
        var notANumber = RowGeometry()
        notANumber.appendSection(header: 0, rows: [.nan, .nan], footer: 0)
        XCTAssertEqual(notANumber.uniformRowHeight, 0)
        XCTAssertEqual(notANumber.contentHeight, 0)
    }

    /// Many rows of one height share their chunks' array; writing one row's height copies
    /// only that chunk, and every height and offset stays right.
    func testRepeatedHeightsShareChunksUntilOneIsWritten() {
        var builder = RowGeometry.Builder()
        builder.append(7)
        builder.append(repeating: 20, count: 1_000)
        builder.append(9)
        builder.endSection()
        var geometry = builder.build(uniformRowHeight: 20)
        var model = [7.0] + Array(repeating: 20.0, count: 1_000) + [9.0]
        XCTAssertEqual(geometry.heights, model)
        XCTAssertEqual(geometry.contentHeight, 16 + 20_000)

        geometry.setHeight(55, ofEntry: 600)
        model[600] = 55
        XCTAssertEqual(geometry.heights, model)
        XCTAssertEqual(geometry.contentHeight, 16 + 19_980 + 55)
        XCTAssertEqual(geometry.prefix(601), 7 + 599 * 20 + 55)
        XCTAssertEqual(geometry.height(ofEntry: 300), 20)
        XCTAssertEqual(geometry.height(ofEntry: 900), 20)
        XCTAssertNil(geometry.uniformRowHeight)

        // Many sections, each with its header and footer between the repeated rows.
        var sections = RowGeometry.Builder()
        var expected: [Double] = []
        for section in 0..<40 {
            let rows = 200 + 37 * section
            sections.append(3)
            sections.append(repeating: 30, count: rows)
            sections.append(5)
            sections.endSection()
            expected += [3] + Array(repeating: 30, count: rows) + [5]
        }
        let layout = sections.build(uniformRowHeight: 30)
        XCTAssertEqual(layout.heights, expected)
        XCTAssertEqual(layout.contentHeight, expected.reduce(0, +))
        XCTAssertEqual(layout.rowHeights(ofSection: 39), Array(repeating: 30, count: 200 + 37 * 39))
        XCTAssertEqual(layout.entry(atOffset: layout.contentHeight + 10), expected.count - 1)
        XCTAssertEqual(layout.prefix(expected.count / 2), expected[..<(expected.count / 2)].reduce(0, +))
    }

    /// A table given its first rows by a data source, at the table's own height, lays out
    /// a large batch from the row counts (it claims the height), with every row in place.
    @MainActor
    func testAFirstApplyAtTheTablesHeightMakesLargeBatchesUniform() throws {
        let (table, dataSource, _) = makeIntTableAdapter()
        table.viewportHeight = 440
        var first = ListSnapshot<Int, Int>()
        try first.appendSections([0])
        try first.appendItems(Array(0..<5_000))
        dataSource.apply(first, animatingDifferences: false)
        XCTAssertEqual(table.geometry.uniformRowHeight, 44)

        var second = first
        second.deleteItems(Array(stride(from: 0, to: 5_000, by: 3)))
        try second.appendItems(Array(9_000..<10_000))
        let changes = dataSource.applyReturningChanges(second, completion: nil)
        XCTAssertEqual(changes.itemDeletes.count, 1_667)
        XCTAssertEqual(table.snapshot(), second)
        XCTAssertEqual(table.geometry.uniformRowHeight, 44)
        XCTAssertEqual(table.contentHeight, CGFloat(second.numberOfItems * 44))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 4_000, section: 0)).minY, 4_000 * 44)
    }

    /// A large batch on a table of fixed heights, after the heights were estimated (each
    /// row carried) and after they are fixed again (rebuilt from the counts): every row
    /// has the height the mode gives it.
    @MainActor
    func testLargeBatchesKeepExactHeightsAcrossSizingModes() async throws {
        let old = tableSnapshot([("A", Array(0..<3_000)), ("B", Array(3_000..<3_500))])
        var items = Array(0..<3_000).filter { $0 % 5 != 0 }
        items.insert(contentsOf: 10_000..<10_400, at: 1_000)
        let new = tableSnapshot([("A", items), ("B", Array(3_000..<3_500).reversed())])
        let table = HeadlessTableView()
        table.viewportHeight = 300
        table.rowHeight = 30
        table.load(old)
        XCTAssertEqual(table.contentHeight, 3_500 * 30)

        // Estimated: rows not seen keep their estimate through the rebuild.
        table.estimatedRowHeight = 12
        try table.performBatchUpdates(DiffEngine.changeset(from: old, to: new), showing: new)
        XCTAssertEqual(table.snapshot(), new)
        let rows = new.numberOfItems
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2_000, section: 0)).height, 12)
        XCTAssertLessThan(table.contentHeight, CGFloat(rows * 20))

        // Fixed again: every row is measured at `rowHeight`, then rebuilt from the counts.
        table.estimatedRowHeight = 0
        try table.performBatchUpdates(DiffEngine.changeset(from: new, to: old), showing: old)
        XCTAssertEqual(table.snapshot(), old)
        XCTAssertEqual(table.contentHeight, 3_500 * 30)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 10, section: 1)).minY, CGFloat(3_010 * 30))
        table.rowHeight = 25
        try table.performBatchUpdates(DiffEngine.changeset(from: old, to: new), showing: new)
        XCTAssertEqual(table.contentHeight, CGFloat(rows * 25))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2_000, section: 0)).height, 25)
    }
}

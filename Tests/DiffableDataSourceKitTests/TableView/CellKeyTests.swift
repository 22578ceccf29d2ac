import XCTest

@testable import DiffableDataSourceKit

/// Row records keep their cell's key in 30 bits: when keys run out, the cells shown are
/// numbered again and every other row forgets its key, so rows never share a cell.
@MainActor
final class CellKeyTests: XCTestCase {
    func testCellsStayWithTheirRowsWhenKeysRunOut() async throws {
        let items = Array(0..<120)
        let (table, dataSource) = makeSizedTable([("A", items)], viewportHeight: 220)
        defer { withExtendedLifetime(dataSource) {} }  // the table does not retain it
        table.cellKeyLimit = 16  // five rows are visible: keys run out every few scrolls
        var random = SplitMix64(seed: 16)
        var renumbered = 0
        for step in 0..<300 {
            let before = table.nextCellKey
            table.scrollToRow(at: IndexPath(row: Int.random(in: 0..<items.count, using: &random), section: 0))
            if table.nextCellKey < before { renumbered += 1 }
            XCTAssertLessThan(table.nextCellKey, 16 + 1, "step \(step)")
            for path in table.visibleRowPaths {
                XCTAssertEqual(table.cellForRow(at: path)?.text, "\(items[path.row])", "step \(step), row \(path.row)")
            }
            // No two visible rows share a cell.
            let cells = table.visibleRowPaths.compactMap { table.cellForRow(at: $0) }
            XCTAssertEqual(Set(cells.map(ObjectIdentifier.init)).count, cells.count, "step \(step)")
        }
        XCTAssertGreaterThan(renumbered, 10, "keys ran out and were numbered again")
    }
}

import XCTest

@testable import DiffableDataSourceKit

/// The chunked row geometry against a plain array of heights: random row inserts, removes
/// and height changes over enough rows to split and empty chunks, with every query checked.
final class RowGeometryTests: XCTestCase {
    func testRandomEditsMatchAPlainArray() {
        var random = SplitMix64(seed: 13)
        var rowCounts = [700, 0, 300]
        var reference: [[Double]] = rowCounts.map { count in
            (0..<count).map { _ in Double(Int.random(in: 0...3, using: &random) * 10) }
        }
        let headers: [Double] = [28, 0, 28]
        var geometry = RowGeometry(
            rowCounts: rowCounts, header: { headers[$0] }, footer: { _ in 5 }, row: { reference[$0][$1] })
        func flat() -> [Double] {
            reference.indices.flatMap { [headers[$0]] + reference[$0] + [5] }
        }
        for step in 0..<3_000 {
            let section = Int.random(in: 0..<3, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let row = Int.random(in: 0...rowCounts[section], using: &random)
                let height = Double(Int.random(in: 0...3, using: &random) * 10)
                geometry.insertRow(height, section: section, row: row)
                reference[section].insert(height, at: row)
                rowCounts[section] += 1
            case 1 where rowCounts[section] > 0:
                let row = Int.random(in: 0..<rowCounts[section], using: &random)
                XCTAssertEqual(geometry.removeRow(section: section, row: row), reference[section].remove(at: row))
                rowCounts[section] -= 1
            default:
                guard rowCounts[section] > 0 else { continue }
                let row = Int.random(in: 0..<rowCounts[section], using: &random)
                let height = Double(Int.random(in: 0...3, using: &random) * 10)
                geometry.setHeight(height, ofEntry: geometry.entry(section: section, row: row)!)
                reference[section][row] = height
            }
            guard step % 50 == 0 || step > 2_950 else { continue }
            let heights = flat()
            XCTAssertEqual(geometry.heights, heights, "step \(step)")
            XCTAssertEqual(geometry.contentHeight, heights.reduce(0, +), "step \(step)")
            var top = 0.0
            for (entry, height) in heights.enumerated() {
                XCTAssertEqual(geometry.top(ofEntry: entry), top)
                XCTAssertEqual(geometry.height(ofEntry: entry), height)
                if height > 0 {
                    XCTAssertEqual(geometry.entry(atOffset: top), entry, "step \(step) entry \(entry)")
                    XCTAssertEqual(geometry.entry(atOffset: top + height / 2), entry, "step \(step) entry \(entry)")
                }
                top += height
            }
            XCTAssertEqual(geometry.entry(atOffset: top + 100), heights.count - 1)
        }
        // Empty the table row by row, then fill it again.
        for section in rowCounts.indices {
            while rowCounts[section] > 0 {
                geometry.removeRow(section: section, row: 0)
                rowCounts[section] -= 1
            }
        }
        XCTAssertEqual(geometry.heights, [28, 5, 0, 5, 28, 5])
        geometry.insertRow(44, section: 1, row: 0)
        XCTAssertEqual(geometry.heights, [28, 5, 0, 44, 5, 28, 5])
        XCTAssertEqual(geometry.entry(atOffset: 33), 3)
    }

    /// A row place out of range leaves the geometry as it was instead of trapping.
    func testOutOfRangeRowChangesNothing() {
        var geometry = RowGeometry(rowCounts: [2, 1], header: { _ in 10 }, footer: { _ in 0 }, row: { _, _ in 44 })
        let heights = geometry.heights
        geometry.insertRow(30, section: 2, row: 0)
        geometry.insertRow(30, section: -1, row: 0)
        geometry.insertRow(30, section: 0, row: 3)
        geometry.insertRow(30, section: 0, row: -1)
        XCTAssertEqual(geometry.removeRow(section: 1, row: 1), 0)
        XCTAssertEqual(geometry.removeRow(section: 3, row: 0), 0)
        XCTAssertEqual(geometry.heights, heights)
        XCTAssertEqual(geometry.sectionStarts, [0, 4, 7])
    }
}

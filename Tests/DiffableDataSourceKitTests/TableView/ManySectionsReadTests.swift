import DiffableDataSourceKit
import XCTest

/// A table of many sections reads back as the snapshot it shows, one section at a time;
/// the cost of the read, linear in the sections, is the benchmark's `table-sections` row.
final class ManySectionsReadTests: XCTestCase {
    @MainActor
    func testManySectionsOfZeroToThreeRowsReadBackAsShown() async throws {
        var random = SplitMix64(seed: 14)
        var snapshot = ListSnapshot<Int, Int>()
        var next = 0
        for section in 0..<200 {
            try snapshot.appendSections([section])
            let count = Int.random(in: 0...3, using: &random)
            try snapshot.appendItems(Array(next..<next + count), toSection: section)
            next += count
        }
        let table = HeadlessTableView()
        table.load(snapshot)
        XCTAssertEqual(table.snapshot(sectionType: Int.self, itemType: Int.self), snapshot, "seed 14")
        XCTAssertNil(table.snapshot(sectionType: Int.self, itemType: String.self))
        XCTAssertNil(table.snapshot(sectionType: String.self, itemType: Int.self))
    }
}

import XCTest

@testable import DiffableDataSourceKit

/// The batch checker's row sets against `Set<Int>`: random inserts into sections of
/// several lengths, through the switch from hashed to bitmap, with membership, count,
/// order and the "already there" answers checked. Set `ROWSET_SEED` to replay one seed.
final class RowSetTests: XCTestCase {
    func testRandomInsertsMatchASet() {
        let seeds = SplitMix64.seeds(replaying: "ROWSET_SEED", defaults: (0..<16).map { 0x5E7_0000 + $0 })
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            // Short sections switch to a bitmap after 16 rows, long ones after a 512th.
            let capacity = [1, 20, 64, 65, 1_000, 12_000][Int(seed % 6)]
            var reference: Set<Int> = []
            var rows = RowSet(capacity: capacity)
            for step in 0..<min(2 * capacity, 3_000) {
                let row = Int.random(in: 0..<capacity, using: &random)
                let context = "seed \(seed) capacity \(capacity) step \(step) row \(row)"
                XCTAssertEqual(rows.insert(row), reference.insert(row).inserted, context)
                XCTAssertEqual(rows.count, reference.count, context)
                let probe = Int.random(in: 0..<capacity, using: &random)
                XCTAssertEqual(rows.contains(probe), reference.contains(probe), "\(context) probe \(probe)")
            }
            XCTAssertEqual(rows.sorted(), reference.sorted(), "seed \(seed)")
            XCTAssertEqual(rows.isEmpty, reference.isEmpty, "seed \(seed)")
        }
    }

    func testABitmapWalksItsRowsInOrderAcrossWords() {
        var rows = RowSet(capacity: 300)
        let inserted = [299, 0, 63, 64, 127, 128, 200] + Array(1...20)
        for row in inserted { rows.insert(row) }
        // Past 16 rows and a 512th of 300, so this walks the bitmap.
        XCTAssertEqual(Array(rows), inserted.sorted())
        XCTAssertFalse(rows.contains(65))
        XCTAssertFalse(rows.insert(63))
        XCTAssertEqual(rows.count, inserted.count)
    }
}

import DiffableDataSourceKit
import XCTest

/// The moves reported are the fewest UIKit allows: rows staying in a section minus their
/// longest increasing run, plus every row that changes section.
final class DiffMinimalMoveTests: XCTestCase {
    func testFlatPermutationsWithChurnReportTheMinimumMoves() {
        for seed in UInt64(1)...300 {
            var random = SplitMix64(seed: seed)
            let count = Int.random(in: 0...120, using: &random)
            let old = Array(0..<count)
            var new = old.filter { _ in Int.random(in: 0..<10, using: &random) > 0 }
            new.shuffle(using: &random)
            if Bool.random(using: &random) { new.sort() }
            for _ in 0..<Int.random(in: 0...(count / 10 + 1), using: &random) {
                let from = Int.random(in: 0..<max(new.count, 1), using: &random)
                if from < new.count {
                    new.insert(new.remove(at: from), at: Int.random(in: 0..<new.count, using: &random))
                }
            }
            new.insert(contentsOf: (count..<count + Int.random(in: 0...5, using: &random)), at: new.count / 2)
            let changes = DiffEngine.changeset(from: old, to: new)
            let survivors = new.filter { $0 < count }
            XCTAssertEqual(
                changes.itemMoves.count, survivors.count - longestIncreasingLength(survivors),
                "seed \(seed): moves are not minimal for \(old) -> \(new)"
            )
            XCTAssertEqual(changes.itemDeletes.count, count - survivors.count, "seed \(seed)")
            XCTAssertEqual(changes.itemInserts.count, new.count - survivors.count, "seed \(seed)")
        }
    }

    func testSectionedShufflesReportTheMinimumMoves() throws {
        for seed in UInt64(1)...200 {
            var random = SplitMix64(seed: seed)
            let sectionCount = Int.random(in: 1...4, using: &random)
            let count = Int.random(in: 0...60, using: &random)
            var oldLayout = [[Int]](repeating: [], count: sectionCount)
            for item in 0..<count { oldLayout[Int.random(in: 0..<sectionCount, using: &random)].append(item) }
            var newLayout = oldLayout
            dealRows(Int.random(in: 0...8, using: &random), in: &newLayout, using: &random)
            let sections = Array(0..<sectionCount)
            let old = try makeSnapshot(Array(zip(sections, oldLayout)))
            let new = try makeSnapshot(Array(zip(sections, newLayout)))
            // Every row stays, so all the changes are moves.
            let expected = minimumMoves(from: oldLayout, to: newLayout)
            let changes = DiffEngine.changeset(from: old, to: new)
            XCTAssertEqual(changes.itemMoves.count, expected, "seed \(seed): \(oldLayout) -> \(newLayout)")
            XCTAssertEqual(changes.counts.total, changes.itemMoves.count, "seed \(seed): only moves expected")
        }
    }
}

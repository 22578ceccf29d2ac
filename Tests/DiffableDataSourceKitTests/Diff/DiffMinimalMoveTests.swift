import DiffableDataSourceKit
import XCTest

/// The moves reported are the fewest UIKit allows: rows staying in a section minus their
/// longest increasing run, plus every row that changes section.
final class DiffMinimalMoveTests: XCTestCase {
    /// Length of a longest strictly increasing subsequence, by the quadratic textbook method,
    /// independent of the library's algorithm.
    func longestIncreasingLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for index in values.indices {
            for earlier in 0..<index where values[earlier] < values[index] {
                best[index] = max(best[index], best[earlier] + 1)
            }
        }
        return best.max() ?? 0
    }

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
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                let from = Int.random(in: 0..<sectionCount, using: &random)
                guard !newLayout[from].isEmpty else { continue }
                let item = newLayout[from].remove(at: Int.random(in: 0..<newLayout[from].count, using: &random))
                let to = Int.random(in: 0..<sectionCount, using: &random)
                newLayout[to].insert(item, at: Int.random(in: 0...newLayout[to].count, using: &random))
            }
            let sections = Array(0..<sectionCount)
            let old = try makeSnapshot(Array(zip(sections, oldLayout)))
            let new = try makeSnapshot(Array(zip(sections, newLayout)))
            var oldPlace: [Int: (section: Int, row: Int)] = [:]
            for (section, rows) in oldLayout.enumerated() {
                for (row, item) in rows.enumerated() { oldPlace[item] = (section, row) }
            }
            var expected = 0
            for (section, rows) in newLayout.enumerated() {
                let staying = rows.compactMap { item in oldPlace[item].flatMap { $0.section == section ? $0.row : nil }
                }
                expected += rows.count - staying.count + staying.count - longestIncreasingLength(staying)
            }
            let changes = DiffEngine.changeset(from: old, to: new)
            XCTAssertEqual(changes.itemMoves.count, expected, "seed \(seed): \(oldLayout) -> \(newLayout)")
            XCTAssertEqual(changes.counts.total, changes.itemMoves.count, "seed \(seed): only moves expected")
        }
    }
}

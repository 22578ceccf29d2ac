import DiffableDataSourceKit
import XCTest

/// Reorderings make the snapshot diff look rows up in batches (a run of look-ups hashes the
/// next rows together); these check that the batches find what one look-up at a time finds,
/// across batch boundaries, with new rows and rows from other sections inside a batch, and
/// that items breaking `Hashable` never trap there.
final class DiffReorderingTests: XCTestCase {
    /// A list of `count` items reordered by blocks: some reversed, some shuffled, some kept,
    /// with items deleted and new ones inserted in runs.
    private func reorder(_ items: [Int], next newItem: inout Int, using random: inout SplitMix64) -> [Int] {
        var result: [Int] = []
        var rest = items[...]
        while !rest.isEmpty {
            let block = Array(rest.prefix(Int.random(in: 1...40, using: &random)))
            rest = rest.dropFirst(block.count)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: result += block.reversed()
            case 1: result += block.shuffled(using: &random)
            case 2: result += block.dropFirst(Int.random(in: 0...block.count, using: &random))
            case 3:
                for _ in 0..<Int.random(in: 1...20, using: &random) {
                    result.append(newItem)
                    newItem += 1
                }
                result += block
            default: result += block
            }
        }
        return Int.random(in: 0..<4, using: &random) == 0 ? result.shuffled(using: &random) : result
    }

    /// Diffs `old` to `new` as one-section snapshots and as arrays, checks that both report
    /// the same moves, inserts and deletes, and returns the snapshots' changeset.
    @discardableResult
    private func assertSnapshotDiffMatchesFlatDiff(
        from old: [Int], to new: [Int], seed: UInt64, line: UInt = #line
    ) throws -> ListChangeset<Int, Int> {
        let flat = DiffEngine.changeset(from: old, to: new)
        let snapshots = DiffEngine.changeset(from: try makeSnapshot([(0, old)]), to: try makeSnapshot([(0, new)]))
        XCTAssertEqual(snapshots.itemMoves, flat.itemMoves, "seed \(seed)", line: line)
        XCTAssertEqual(snapshots.itemInserts, flat.itemInserts, "seed \(seed)", line: line)
        XCTAssertEqual(snapshots.itemDeletes, flat.itemDeletes, "seed \(seed)", line: line)
        return snapshots
    }

    /// One section: the snapshot diff reports the same moves, inserts and deletes as the
    /// flat diff of the same lists, which looks its rows up one at a time.
    func testReorderedSnapshotsMatchTheFlatDiff() throws {
        for seed in UInt64(1)...60 {
            var random = SplitMix64(seed: seed)
            let old = Array(0..<Int.random(in: 0...600, using: &random))
            var next = old.count
            let new = reorder(old, next: &next, using: &random)
            try assertSnapshotDiffMatchesFlatDiff(from: old, to: new, seed: seed)
        }
    }

    /// Churn (rows deleted one or two at a time, new rows inserted, a few rows moved): where
    /// the row under the cursor left, the snapshot diff tries the next old row before looking
    /// the new one up, and reports what the flat diff, which always looks up, reports.
    func testChurnedSnapshotsMatchTheFlatDiff() throws {
        for seed in UInt64(1)...60 {
            var random = SplitMix64(seed: seed)
            let old = Array(0..<Int.random(in: 0...2_000, using: &random))
            var new: [Int] = []
            var moved: [Int] = []
            var next = old.count
            for item in old {
                switch Int.random(in: 0..<20, using: &random) {
                case 0, 1: continue  // deleted
                case 2:
                    new.append(next)
                    next += 1
                    new.append(item)
                case 3: moved.append(item)
                default: new.append(item)
                }
            }
            for item in moved { new.insert(item, at: Int.random(in: 0...new.count, using: &random)) }
            let snapshots = try assertSnapshotDiffMatchesFlatDiff(from: old, to: new, seed: seed)
            XCTAssertEqual(snapshots.itemDeletes.count, old.count - new.count + (next - old.count), "seed \(seed)")
        }
    }

    /// Several sections whose rows are reordered and moved between sections: the changeset
    /// turns the old snapshot into the new one on the headless table, with the fewest moves.
    @MainActor
    func testReorderedSectionsRoundTripWithTheFewestMoves() async throws {
        let table = HeadlessTableView()
        for seed in UInt64(1)...40 {
            var random = SplitMix64(seed: seed)
            let sectionCount = Int.random(in: 1...4, using: &random)
            var oldLayout = [[Int]](repeating: [], count: sectionCount)
            for item in 0..<Int.random(in: 0...800, using: &random) {
                oldLayout[Int.random(in: 0..<sectionCount, using: &random)].append(item)
            }
            var next = oldLayout.joined().count
            // Reordered within each section, then some rows dealt to other sections.
            var newLayout = oldLayout.map { reorder($0, next: &next, using: &random) }
            dealRows(Int.random(in: 0...60, using: &random), in: &newLayout, using: &random)
            let sections = Array(0..<sectionCount)
            let old = try makeSnapshot(Array(zip(sections, oldLayout)))
            let new = try makeSnapshot(Array(zip(sections, newLayout)))
            let changes = DiffEngine.changeset(from: old, to: new)
            table.load(old)
            try table.performBatchUpdates(changes, showing: new)
            let shown: ListSnapshot<Int, Int>? = table.snapshot()
            XCTAssertEqual(shown, new, "seed \(seed)")
            let expectedMoves = minimumMoves(from: oldLayout, to: newLayout)
            XCTAssertEqual(changes.itemMoves.count, expectedMoves, "seed \(seed)")
        }
    }

    /// Reordered lists of items that break `Hashable` are diffed without trapping, batches
    /// included.
    func testReorderingItemsThatBreakHashableNeverTraps() throws {
        for seed in UInt64(1)...20 {
            var random = SplitMix64(seed: seed)
            let values = Array(0..<Int.random(in: 0...300, using: &random))
            var next = values.count
            let reordered = reorder(values, next: &next, using: &random)
            // Hashes that change after the snapshots are built.
            let items = (0..<next).map(MutableIDItem.init)
            let old = try makeSnapshot([(0, values.map { items[$0] })])
            let new = try makeSnapshot([(0, reordered.map { items[$0] })])
            for item in items where Int.random(in: 0..<4, using: &random) == 0 {
                item.id = Int.random(in: 0...next, using: &random)
            }
            _ = DiffEngine.changeset(from: old, to: new)
            _ = DiffEngine.changeset(
                from: try makeSnapshot([(0, values.map { RandomHashItem(id: $0) })]),
                to: try makeSnapshot([(0, reordered.map { RandomHashItem(id: $0) })]))
            _ = DiffEngine.changeset(
                from: try makeSnapshot([(0, values.map { $0 % 3 == 0 ? Double.nan : Double($0) })]),
                to: try makeSnapshot([(0, reordered.map { $0 % 3 == 0 ? Double.nan : Double($0) })]))
            // Items all equal to each other: a snapshot holds them when their tags differ.
            if let old = try? makeSnapshot([(0, values.map { AlwaysEqualItem(id: $0) })]),
                let new = try? makeSnapshot([(0, reordered.map { AlwaysEqualItem(id: $0) })])
            {
                _ = DiffEngine.changeset(from: old, to: new)
            }
        }
    }
}

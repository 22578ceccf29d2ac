import DiffableDataSourceKit
import XCTest

/// Counts hash and `==` calls on 10,000-item inputs: the bounds hold for a linear diff and
/// break by orders of magnitude for a quadratic one. No timing is involved.
final class DiffComplexityTests: XCTestCase {
    let count = 10_000

    func snapshot(_ values: [Int], counter: CallCounter) throws -> ListSnapshot<Int, Counted> {
        try makeSnapshot([(0, values.map { Counted(value: $0, counter: counter) })])
    }

    /// Diffs two orders of the same items and returns the calls of the diff alone.
    func work(from old: [Int], to new: [Int]) throws -> (hashes: Int, equalities: Int, moves: Int) {
        let counter = CallCounter()
        let before = try snapshot(old, counter: counter)
        let after = try snapshot(new, counter: counter)
        var moves = 0
        let cost = counter.measure { moves = DiffEngine.changeset(from: before, to: after).itemMoves.count }
        return (cost.hashes, cost.equalities, moves)
    }

    func testReversalIsLinear() throws {
        let result = try work(from: Array(0..<count), to: Array((0..<count).reversed()))
        XCTAssertEqual(result.moves, count - 1)
        XCTAssertLessThanOrEqual(result.hashes, 2 * count)
        XCTAssertLessThanOrEqual(result.equalities, 4 * count)
    }

    /// Each row of a reversal is the old row before the last one matched, which the diff
    /// tries before looking the row up: only the first row is hashed.
    func testAReversalLooksUpOnlyItsFirstRow() throws {
        let result = try work(from: Array(0..<count), to: Array((0..<count).reversed()))
        XCTAssertEqual(result.moves, count - 1)
        XCTAssertLessThanOrEqual(result.hashes, 2)
        XCTAssertLessThanOrEqual(result.equalities, 3 * count + 16)
    }

    func testShuffleIsLinear() throws {
        var random = SplitMix64(seed: 42)
        let result = try work(from: Array(0..<count), to: Array(0..<count).shuffled(using: &random))
        XCTAssertLessThanOrEqual(result.hashes, 2 * count)
        XCTAssertLessThanOrEqual(result.equalities, 4 * count)
    }

    func testFewChangesHashFewItems() throws {
        var new = Array(0..<count)
        for index in stride(from: 50, to: count, by: 1_000) { new[index] = count + index }
        let result = try work(from: Array(0..<count), to: new)
        XCTAssertLessThanOrEqual(result.hashes, 100, "only rows near a change are looked up")
        XCTAssertLessThanOrEqual(result.equalities, 2 * count)
    }

    func testAllItemsChangingSectionIsLinear() throws {
        let counter = CallCounter()
        let items = (0..<count).map { Counted(value: $0, counter: counter) }
        let old = try makeSnapshot([(0, Array(items[..<(count / 2)])), (1, Array(items[(count / 2)...]))])
        let new = try makeSnapshot([(0, Array(items[(count / 2)...])), (1, Array(items[..<(count / 2)]))])
        var moves = 0
        let cost = counter.measure { moves = DiffEngine.changeset(from: old, to: new).itemMoves.count }
        XCTAssertEqual(moves, count)
        XCTAssertLessThanOrEqual(cost.hashes, 2 * count)
        XCTAssertLessThanOrEqual(cost.equalities, 4 * count)
    }

    func testFlatFormHashesEachElementAboutTwice() {
        let counter = CallCounter()
        let old = (0..<count).map { Counted(value: $0, counter: counter) }
        var random = SplitMix64(seed: 7)
        let new = old.shuffled(using: &random)
        let cost = counter.measure { _ = DiffEngine.changeset(from: old, to: new) }
        XCTAssertLessThanOrEqual(cost.hashes, 3 * count)
        XCTAssertLessThanOrEqual(cost.equalities, 6 * count)
    }
}

import XCTest

@testable import DiffableDataSourceKit

/// The chunked row storage against a plain array: random inserts, removes, appends and
/// writes over enough elements to split and empty chunks, with every element checked.
/// Each run's seed is in every failure message; set `CHUNKEDROWS_SEED` to replay one.
final class ChunkedArrayTests: XCTestCase {
    func testRandomEditsMatchAPlainArray() {
        let seeds = SplitMix64.seeds(replaying: "CHUNKEDROWS_SEED", defaults: (0..<12).map { 0xC4C4_0000 + $0 })
        var splits = 0
        var drops = 0
        for seed in seeds { run(seed: seed, splits: &splits, drops: &drops) }
        // The edits exercised both chunk changes.
        if seeds.count > 1 {
            XCTAssertGreaterThan(splits, 10)
            XCTAssertGreaterThan(drops, 10)
        }
    }

    private func run(seed: UInt64, splits: inout Int, drops: inout Int) {
        var random = SplitMix64(seed: seed)
        // Start from 0, below one chunk, or several chunks (not a multiple of the size).
        let initial = [0, 37, 3 * ChunkedArray<Int>.chunkSize + 5][Int(seed % 3)]
        var reference = Array(0..<initial)
        var rows = ChunkedArray(reference)
        var next = initial
        for step in 0..<4_000 {
            let context = "seed \(seed) step \(step)"
            let chunksBefore = rows.chunkCount
            defer {
                if rows.chunkCount > chunksBefore { splits += 1 }
                if rows.chunkCount < chunksBefore { drops += 1 }
            }
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                // Inserts cluster at one place now and then, to split a chunk repeatedly.
                let index =
                    step % 400 < 100
                    ? min(reference.count, 7) : Int.random(in: 0...reference.count, using: &random)
                rows.insert(next, at: index)
                reference.insert(next, at: index)
                next += 1
            case 4..<7 where !reference.isEmpty:
                // Removals cluster too, to empty a chunk.
                let index =
                    step % 500 > 380
                    ? min(reference.count - 1, 3) : Int.random(in: 0..<reference.count, using: &random)
                XCTAssertEqual(rows.remove(at: index), reference.remove(at: index), context)
            case 7:
                rows.append(next)
                reference.append(next)
                next += 1
            default:
                guard !reference.isEmpty else { continue }
                let index = Int.random(in: 0..<reference.count, using: &random)
                rows[index] = -next
                reference[index] = -next
                next += 1
            }
            XCTAssertEqual(rows.count, reference.count, context)
            if let index = reference.indices.randomElement(using: &random) {
                XCTAssertEqual(rows[index], reference[index], "\(context) index \(index)")
            }
            guard step % 100 == 0 || step > 3_990 else { continue }
            XCTAssertEqual(Array(rows), reference, context)
            XCTAssertEqual(rows.indices.map { rows[$0] }, reference, context)
        }
        rows.updateEach { $0 *= 2 }
        reference = reference.map { $0 * 2 }
        XCTAssertEqual(Array(rows), reference, "seed \(seed) after updateEach")
        // Empty it from the back, then grow it again by appends only.
        while !reference.isEmpty {
            let chunksBefore = rows.chunkCount
            defer { if rows.chunkCount < chunksBefore { drops += 1 } }
            XCTAssertEqual(rows.remove(at: rows.count - 1), reference.removeLast(), "seed \(seed) emptying")
        }
        XCTAssertTrue(rows.isEmpty, "seed \(seed)")
        for value in 0..<1_000 { rows.append(value) }
        XCTAssertEqual(Array(rows), Array(0..<1_000), "seed \(seed) appends")
    }

    /// A copy shares nothing it could see change: editing one leaves the other as it was.
    func testCopiesAreIndependent() {
        let original = ChunkedArray(0..<1_000)
        var copy = original
        copy.insert(-1, at: 500)
        copy[10] = -2
        copy.remove(at: 999)
        XCTAssertEqual(Array(original), Array(0..<1_000))
        var expected = Array(0..<1_000)
        expected.insert(-1, at: 500)
        expected[10] = -2
        expected.remove(at: 999)
        XCTAssertEqual(Array(copy), expected)
    }

    func testEmptyAndLiteral() {
        let empty = ChunkedArray<Int>()
        XCTAssertTrue(empty.isEmpty)
        XCTAssertEqual(Array(empty), [])
        let rows: ChunkedArray = [3, 1, 2]
        XCTAssertEqual(Array(rows), [3, 1, 2])
        XCTAssertEqual(rows.count, 3)
        XCTAssertEqual(rows.last, 2)
    }
}

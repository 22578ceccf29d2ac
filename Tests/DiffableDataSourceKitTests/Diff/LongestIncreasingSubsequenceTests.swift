import XCTest

@testable import DiffableDataSourceKit

/// The longest-run search picks the same subsequence as plain patience sorting with a
/// binary search, so a faster search cannot change which rows a diff reports as moved.
final class LongestIncreasingSubsequenceTests: XCTestCase {
    /// Patience sorting with predecessor links and a textbook binary search: the search the
    /// library used before its branch-free count.
    func referenceMembers(_ values: [Int32]) -> [Bool] {
        var members = [Bool](repeating: false, count: values.count)
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            previous[index] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var index = tails.last ?? -1
        while index >= 0 {
            members[index] = true
            index = previous[index]
        }
        return members
    }

    func testMatchesPatienceSortingOnSeededPermutations() {
        for seed in UInt64(1)...400 {
            var random = SplitMix64(seed: seed)
            // Up to 20,000 values, so that runs grow past the 64 tails counted without a branch.
            let count =
                seed % 10 == 0
                ? Int.random(in: 5_000...20_000, using: &random) : Int.random(in: 0...300, using: &random)
            var values = (0..<count).map { Int32($0) }
            switch seed % 4 {
            case 0: values.shuffle(using: &random)
            case 1: values.reverse()
            case 2:
                // Mostly increasing, with a few values moved far.
                for _ in 0..<(count / 20 + 1) where count > 1 {
                    values.swapAt(Int.random(in: 0..<count, using: &random), Int.random(in: 0..<count, using: &random))
                }
            default:
                // Blocks in random order, each increasing: long runs and many tails.
                var blocks: [[Int32]] = []
                var start = 0
                while start < count {
                    let length = Int.random(in: 1...50, using: &random)
                    blocks.append(Array(values[start..<min(count, start + length)]))
                    start += length
                }
                values = blocks.shuffled(using: &random).flatMap { $0 }
            }
            let members = longestIncreasingSubsequenceMembers(values)
            XCTAssertEqual(members, referenceMembers(values), "seed \(seed)")
            XCTAssertEqual(
                longestIncreasingSubsequence(values).length, members.filter { $0 }.count, "seed \(seed)")
        }
    }

    func testExtremeValuesCompareWithoutOverflow() {
        let values: [Int32] = [.max, .min, 0, .max - 1, .min + 1, -1, 1]
        XCTAssertEqual(longestIncreasingSubsequenceMembers(values), referenceMembers(values))
    }
}

/// The fewest moves UIKit allows between two layouts of sections of distinct items, worked
/// out independently of the library's algorithm, and a way to make such layouts.

/// The length of a longest strictly increasing subsequence of `values`, by the quadratic
/// textbook method (not the library's patience sort).
func longestIncreasingLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for index in values.indices {
        for earlier in 0..<index where values[earlier] < values[index] {
            best[index] = max(best[index], best[earlier] + 1)
        }
    }
    return best.max() ?? 0
}

/// The fewest moves from `oldLayout` to `newLayout`: every surviving row that changes
/// section, plus, per section, the rows staying in it minus their longest increasing run.
func minimumMoves(from oldLayout: [[Int]], to newLayout: [[Int]]) -> Int {
    var oldPlace: [Int: (section: Int, row: Int)] = [:]
    for (section, rows) in oldLayout.enumerated() {
        for (row, item) in rows.enumerated() { oldPlace[item] = (section, row) }
    }
    var moves = 0
    for (section, rows) in newLayout.enumerated() {
        let surviving = rows.filter { oldPlace[$0] != nil }
        let staying = surviving.compactMap { oldPlace[$0].flatMap { $0.section == section ? $0.row : nil } }
        moves += surviving.count - longestIncreasingLength(staying)
    }
    return moves
}

/// Moves `count` random rows of `layout` to random places in random sections.
func dealRows(_ count: Int, in layout: inout [[Int]], using random: inout SplitMix64) {
    for _ in 0..<count {
        let from = Int.random(in: 0..<layout.count, using: &random)
        guard !layout[from].isEmpty else { continue }
        let item = layout[from].remove(at: Int.random(in: 0..<layout[from].count, using: &random))
        let to = Int.random(in: 0..<layout.count, using: &random)
        layout[to].insert(item, at: Int.random(in: 0...layout[to].count, using: &random))
    }
}

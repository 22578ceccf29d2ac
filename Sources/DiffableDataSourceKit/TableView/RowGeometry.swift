/// Heights and offsets of every row, answering "which row is at this offset" and "where is
/// this row" in O(log *n*).
///
/// A Fenwick tree over the heights of all rows, section by section (each section's header
/// and footer are entries too). Building is O(*n*); changing one height, the offset of a
/// row, and the row at an offset are O(log *n*), so a table of a million rows measures
/// only its visible rows and still answers scroll queries at once.
struct RowGeometry {
    /// Entry index -> height, laid out as header, rows, footer for each section.
    private(set) var heights: [Double] = []
    /// Fenwick tree of `heights` (1-based).
    private var tree: [Double] = [0]
    /// Section -> index of its header entry; one extra entry holds the total count.
    private(set) var sectionStarts: [Int] = [0]

    /// Lays out sections of the given row counts with the given heights.
    init(rowCounts: [Int], header: (Int) -> Double, footer: (Int) -> Double, row: (Int, Int) -> Double) {
        var heights: [Double] = []
        heights.reserveCapacity(rowCounts.reduce(2 * rowCounts.count, +))
        for (section, count) in rowCounts.enumerated() {
            sectionStarts[section] = heights.count
            heights.append(header(section))
            for index in 0..<count { heights.append(row(section, index)) }
            heights.append(footer(section))
            sectionStarts.append(heights.count)
        }
        self.heights = heights
        // Linear build: each node adds itself into its parent once.
        tree = [0] + heights
        for index in 1..<max(tree.count, 1) {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
        }
    }

    init() {}

    var sectionCount: Int { sectionStarts.count - 1 }

    /// The total height of all entries.
    var contentHeight: Double { prefix(heights.count) }

    /// The entry index of a row; `nil` when out of range.
    func entry(section: Int, row: Int) -> Int? {
        guard section >= 0, section < sectionCount, row >= 0 else { return nil }
        let entry = sectionStarts[section] + 1 + row
        return entry < sectionStarts[section + 1] - 1 ? entry : nil
    }

    /// The (section, row) of an entry, or `nil` for a header or footer entry.
    func row(ofEntry entry: Int) -> (section: Int, row: Int)? {
        // Last section whose header is at or before the entry.
        var low = 0
        var high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= entry { low = middle } else { high = middle - 1 }
        }
        let row = entry - sectionStarts[low] - 1
        guard row >= 0, entry < sectionStarts[low + 1] - 1 else { return nil }
        return (low, row)
    }

    /// The sum of the heights of entries `0..<count`.
    func prefix(_ count: Int) -> Double {
        var sum = 0.0
        var index = count
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    /// The offset of an entry's top edge.
    func top(ofEntry entry: Int) -> Double { prefix(entry) }

    /// Sets one entry's height.
    mutating func setHeight(_ height: Double, ofEntry entry: Int) {
        let delta = height - heights[entry]
        guard delta != 0 else { return }
        heights[entry] = height
        var index = entry + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// The entry that covers `offset` (clamped to the content), or `nil` when empty.
    func entry(atOffset offset: Double) -> Int? {
        guard !heights.isEmpty else { return nil }
        // Largest position whose prefix sum is <= offset, by descending the tree.
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, heights.count - 1)
    }
}

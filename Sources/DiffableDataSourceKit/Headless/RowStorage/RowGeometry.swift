/// Heights and offsets of every row, answering "which row is at this offset" and "where is
/// this row" in O(log *n*), and taking a row in or out without measuring the others.
///
/// The entries (each section's header, its rows, its footer, section by section) are
/// kept in order in *chunks* of at most `2 * chunkSize` heights; two Fenwick trees over
/// the chunks hold their entry counts and their height sums. So:
/// - building is O(*n*);
/// - an entry's height, the offset of an entry, and the entry at an offset are
///   O(log *c* + *b*) for *c* chunks of *b* ≤ `2 * chunkSize` entries: a descent of a
///   Fenwick tree to the chunk, then a scan inside it;
/// - changing one height is O(log *c* + *b*);
/// - inserting or removing a row is O(log *c* + *b* + *s*) (the *s* section starts after
///   it shift), plus O(*c*) when a chunk splits or empties (the trees are rebuilt from the
///   chunks' sums, read back from the tree, not from every height), which happens at most
///   once per `chunkSize` inserts or removals in that chunk.
/// With `chunkSize` 256, a million rows make about 4,000 chunks.
struct RowGeometry {
    /// Heights per chunk; no chunk is empty unless the geometry is.
    private var chunks: [[Double]] = []
    /// Fenwick tree (1-based) of the chunks' entry counts.
    private var countTree: [Int] = [0]
    /// Fenwick tree (1-based) of the chunks' height sums.
    private var sumTree: [Double] = [0]
    /// The number of entries.
    private(set) var entryCount = 0
    /// Section -> index of its header entry; one extra entry holds the total count.
    private(set) var sectionStarts: [Int] = [0]
    /// The height of every row (not header or footer), when the geometry was built knowing
    /// they are all equal, or its first rows came in appended sections all of one height,
    /// and no row has taken another height since; `nil` otherwise. A table whose rows all
    /// take its own `rowHeight` rebuilds its layout from this alone.
    private(set) var uniformRowHeight: Double?

    /// Chunks are built with this many entries and split at twice as many.
    static let chunkSize = ChunkAccumulator<Double>.size

    /// The tallest entry: 2²⁴ points, far above any row a screen shows, and small enough
    /// that the sum of every entry of the largest table stays finite and exact in whole
    /// points.
    static let maximumHeight: Double = 16_777_216

    /// A height as the geometry stores it: NaN and negative heights are 0, heights above
    /// ``maximumHeight`` (infinity too) are ``maximumHeight``. Sums and differences of
    /// stored heights then stay finite: an infinite height made the content height NaN
    /// for good once it was measured, changed or removed (`44 − ∞ + ∞`).
    ///
    /// - Complexity: O(1).
    static func clamped(_ height: Double) -> Double {
        height > 0 ? min(height, maximumHeight) : 0
    }

    /// Lays out sections of the given row counts with the given heights, clamped
    /// (``clamped(_:)``). `uniformRowHeight`, when given, is what `row` returns for every
    /// row.
    init(
        rowCounts: [Int], header: (Int) -> Double, footer: (Int) -> Double, uniformRowHeight: Double? = nil,
        row: (Int, Int) -> Double
    ) {
        var builder = Builder()
        for (section, count) in rowCounts.enumerated() {
            builder.append(header(section))
            for index in 0..<count { builder.append(row(section, index)) }
            builder.append(footer(section))
            builder.endSection()
        }
        self = builder.build(uniformRowHeight: uniformRowHeight)
    }

    /// Lays out entries section by section straight into chunks, for a layout rebuilt from
    /// heights it mostly carries over: no flat array of every height is made first.
    struct Builder {
        private var entries = ChunkAccumulator<Double>()
        private var sectionStarts = [0]

        /// An empty layout.
        ///
        /// - Complexity: O(1).
        init() {}

        /// Adds the next entry (a header, row or footer height), clamped.
        ///
        /// - Complexity: amortized O(1).
        mutating func append(_ height: Double) {
            entries.append(RowGeometry.clamped(height))
        }

        /// Adds the next entries: heights read from a geometry, so already clamped.
        ///
        /// - Complexity: O(*k*) for *k* heights.
        mutating func append(contentsOf heights: ArraySlice<Double>) {
            entries.append(contentsOf: heights)
        }

        /// The index the next entry appended takes.
        ///
        /// - Complexity: O(1).
        var nextEntry: Int { entries.count }

        /// Changes the height of an entry already appended.
        ///
        /// - Complexity: O(1).
        mutating func setHeight(_ height: Double, ofEntry entry: Int) {
            entries[entry] = RowGeometry.clamped(height)
        }

        /// Ends a section: the next entry is the next section's header.
        ///
        /// - Complexity: amortized O(1).
        mutating func endSection() {
            sectionStarts.append(entries.count)
        }

        /// Adds `count` entries of one height; their full chunks share one array.
        ///
        /// - Complexity: O(`count` / `chunkSize` + `chunkSize`).
        mutating func append(repeating height: Double, count: Int) {
            entries.append(repeating: RowGeometry.clamped(height), count: count)
        }

        /// The geometry of the entries so far; `uniformRowHeight` is the height of every
        /// row among them, when the caller knows they are all equal.
        ///
        /// - Complexity: O(*c*) for *c* chunks, plus a sum of each chunk's heights (once
        ///   for the chunks that share one array).
        consuming func build(uniformRowHeight: Double? = nil) -> RowGeometry {
            var geometry = RowGeometry()
            geometry.uniformRowHeight = uniformRowHeight.map(RowGeometry.clamped)
            geometry.entryCount = entries.count
            geometry.sectionStarts = sectionStarts
            geometry.chunks = entries.chunks()
            geometry.rebuildTrees()
            return geometry
        }
    }

    init() {}

    var sectionCount: Int { sectionStarts.count - 1 }

    /// The total height of all entries.
    var contentHeight: Double { sum(ofChunks: chunks.count) }

    /// Every entry's height, in order. O(*n*): for tests and checks.
    var heights: [Double] { chunks.flatMap { $0 } }

    /// The heights of a section's rows (no header or footer), in order.
    ///
    /// - Complexity: O(log *c* + *r*) for the section's *r* rows.
    func rowHeights(ofSection section: Int) -> [Double] {
        let start = sectionStarts[section] + 1
        var left = sectionStarts[section + 1] - 1 - start
        guard left > 0 else { return [] }
        var heights: [Double] = []
        heights.reserveCapacity(left)
        var (chunk, offset) = locate(start)
        while left > 0 {
            let taken = min(left, chunks[chunk].count - offset)
            heights.append(contentsOf: chunks[chunk][offset..<(offset + taken)])
            left -= taken
            chunk += 1
            offset = 0
        }
        return heights
    }

    /// The entry index of a row; `nil` when out of range.
    func entry(section: Int, row: Int) -> Int? {
        guard section >= 0, section < sectionCount, row >= 0 else { return nil }
        // The row count is compared before anything is added to `row`, which may be
        // `Int.max` (an index path from outside).
        let first = sectionStarts[section] + 1
        guard row < sectionStarts[section + 1] - 1 - first else { return nil }
        return first + row
    }

    /// The (section, row) of an entry, or `nil` for a header or footer entry.
    func row(ofEntry entry: Int) -> (section: Int, row: Int)? {
        // Last section whose header is at or before the entry.
        let low = Swift.max(0, sectionStarts[0..<sectionCount]._partitioningIndex { $0 > entry } - 1)
        let row = entry - sectionStarts[low] - 1
        guard row >= 0, entry < sectionStarts[low + 1] - 1 else { return nil }
        return (low, row)
    }

    /// The height of an entry in range.
    func height(ofEntry entry: Int) -> Double {
        let (chunk, offset) = locate(entry)
        return chunks[chunk][offset]
    }

    /// The sum of the heights of entries `0..<count`.
    func prefix(_ count: Int) -> Double {
        guard count < entryCount else { return contentHeight }
        let (chunk, offset) = locate(count)
        var sum = sum(ofChunks: chunk)
        for height in chunks[chunk][..<offset] { sum += height }
        return sum
    }

    /// The offset of an entry's top edge.
    func top(ofEntry entry: Int) -> Double { prefix(entry) }

    /// Sets one entry's height, clamped.
    mutating func setHeight(_ height: Double, ofEntry entry: Int) {
        let height = Self.clamped(height)
        let (chunk, offset) = locate(entry)
        let delta = height - chunks[chunk][offset]
        guard delta != 0 else { return }
        if uniformRowHeight != nil && row(ofEntry: entry) != nil { uniformRowHeight = nil }
        chunks[chunk][offset] = height
        Self.add(delta, at: chunk, to: &sumTree)
    }

    /// Inserts a row of the given height, clamped, at `row` of `section` (a row index after
    /// the insert; `row` may be the section's row count, to append).
    ///
    /// A place out of range changes nothing: batch validation rules it out, and should it
    /// happen anyway the table's invariant checks catch the rows and geometry disagreeing,
    /// rather than an app trapping here.
    /// - Complexity: amortized O(log *c* + *b* + *s*), see the type.
    mutating func insertRow(_ height: Double, section: Int, row: Int) {
        guard section >= 0, section < sectionCount, row >= 0 else { return }
        let entry = sectionStarts[section] + 1 + row
        guard entry < sectionStarts[section + 1] else { return }
        let height = Self.clamped(height)
        if height != uniformRowHeight { uniformRowHeight = nil }
        if chunks.isEmpty {
            chunks = [[height]]
            entryCount = 1
            rebuildTrees()
        } else {
            let (chunk, offset) =
                entry == entryCount ? (chunks.count - 1, chunks[chunks.count - 1].count) : locate(entry)
            chunks[chunk].insert(height, at: offset)
            entryCount += 1
            if chunks[chunk].count > 2 * Self.chunkSize {
                var sums = chunkSums()
                let upper = Array(chunks[chunk][Self.chunkSize...])
                chunks[chunk].removeSubrange(Self.chunkSize...)
                chunks.insert(upper, at: chunk + 1)
                sums[chunk] = Self.sum(chunks[chunk])
                sums.insert(Self.sum(upper), at: chunk + 1)
                rebuildTrees(sums: sums)
            } else {
                Self.add(1, at: chunk, to: &countTree)
                Self.add(height, at: chunk, to: &sumTree)
            }
        }
        for index in (section + 1)..<sectionStarts.count { sectionStarts[index] += 1 }
    }

    /// Adds a section after the last one, with the given header, row and footer heights,
    /// clamped.
    ///
    /// - Complexity: O(*m* + *c*) for *m* rows: the entries go into the last chunk and new
    ///   ones, and the trees over the *c* chunks are rebuilt (integers and sums, no row).
    mutating func appendSection(header: Double, rows: [Double], footer: Double) {
        let rows = rows.map(Self.clamped)
        if let uniformRowHeight {
            if rows.contains(where: { $0 != uniformRowHeight }) { self.uniformRowHeight = nil }
        } else if let first = rows.first, entryCount == 2 * sectionCount, rows.allSatisfy({ $0 == first }) {
            // The first rows of a layout that had none (a table's first sections, all at
            // its own height): later batches then lay the rows out from their counts.
            uniformRowHeight = first
        }
        var entries = [Self.clamped(header)]
        entries.reserveCapacity(rows.count + 2)
        entries.append(contentsOf: rows)
        entries.append(Self.clamped(footer))
        var rest = entries[...]
        var sums = chunkSums()
        if let last = chunks.indices.last {
            let room = 2 * Self.chunkSize - chunks[last].count
            chunks[last].append(contentsOf: rest.prefix(room))
            rest = rest.dropFirst(room)
            sums[last] = Self.sum(chunks[last])
        }
        while !rest.isEmpty {
            chunks.append(Array(rest.prefix(Self.chunkSize)))
            sums.append(Self.sum(chunks[chunks.count - 1]))
            rest = rest.dropFirst(Self.chunkSize)
        }
        entryCount += entries.count
        sectionStarts.append(entryCount)
        rebuildTrees(sums: sums)
    }

    /// Removes a row and returns its height; a row out of range changes nothing and
    /// returns 0 (as for `insertRow`).
    ///
    /// - Complexity: amortized O(log *c* + *b* + *s*), see the type.
    @discardableResult
    mutating func removeRow(section: Int, row: Int) -> Double {
        guard let entry = entry(section: section, row: row) else { return 0 }
        let (chunk, offset) = locate(entry)
        let height = chunks[chunk].remove(at: offset)
        entryCount -= 1
        if chunks[chunk].isEmpty {
            var sums = chunkSums()
            chunks.remove(at: chunk)
            sums.remove(at: chunk)
            rebuildTrees(sums: sums)
        } else {
            Self.add(-1, at: chunk, to: &countTree)
            Self.add(-height, at: chunk, to: &sumTree)
        }
        for index in (section + 1)..<sectionStarts.count { sectionStarts[index] -= 1 }
        return height
    }

    /// The entry that covers `offset` (clamped to the content), or `nil` when empty.
    func entry(atOffset offset: Double) -> Int? {
        guard entryCount > 0 else { return nil }
        // Most chunks whose heights add up to at most `offset`, by descending the tree.
        var chunk = 0
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 < sumTree.count { step *= 2 }
        while step > 0 {
            let next = chunk + step
            if next < sumTree.count && sumTree[next] <= remaining {
                chunk = next
                remaining -= sumTree[next]
                position += countTree[next]
            }
            step /= 2
        }
        // Then the entries of the next chunk that fit, as one tree over all entries would.
        if chunk < chunks.count {
            for height in chunks[chunk] {
                guard height <= remaining else { break }
                remaining -= height
                position += 1
            }
        }
        return min(position, entryCount - 1)
    }

    // MARK: Chunks

    /// The chunk holding an entry in range, and the entry's offset in it.
    private func locate(_ entry: Int) -> (chunk: Int, offset: Int) {
        var chunk = 0
        var remaining = entry
        var step = 1
        while step * 2 < countTree.count { step *= 2 }
        while step > 0 {
            let next = chunk + step
            if next < countTree.count && countTree[next] <= remaining {
                chunk = next
                remaining -= countTree[next]
            }
            step /= 2
        }
        return (chunk, remaining)
    }

    /// The heights of chunks `0..<count`.
    private func sum(ofChunks count: Int) -> Double {
        var sum = 0.0
        var index = count
        while index > 0 {
            sum += sumTree[index]
            index -= index & -index
        }
        return sum
    }

    private static func add<Value: AdditiveArithmetic>(_ delta: Value, at chunk: Int, to tree: inout [Value]) {
        var index = chunk + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// The sum of a chunk's heights, added in four interleaved lanes: a single running sum
    /// waits for each addition before the next (about four cycles a height).
    private static func sum(_ heights: [Double]) -> Double {
        var lanes: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var index = 0
        while index + 4 <= heights.count {
            lanes.0 += heights[index]
            lanes.1 += heights[index + 1]
            lanes.2 += heights[index + 2]
            lanes.3 += heights[index + 3]
            index += 4
        }
        while index < heights.count {
            lanes.0 += heights[index]
            index += 1
        }
        return (lanes.0 + lanes.1) + (lanes.2 + lanes.3)
    }

    /// Builds both trees from the chunks: O(*c*) plus a sum over every entry of each
    /// distinct chunk array, or O(*c*) given each chunk's height sum.
    private mutating func rebuildTrees(sums: [Double]? = nil) {
        countTree = [0]
        countTree.reserveCapacity(chunks.count + 1)
        sumTree = [0]
        sumTree.reserveCapacity(chunks.count + 1)
        // Chunks that share one array (a uniform layout's, see `Builder.append(repeating:count:)`)
        // are summed once: the same array has the same count and heights.
        var last: (base: UnsafePointer<Double>?, sum: Double) = (nil, 0)
        for (index, chunk) in chunks.enumerated() {
            countTree.append(chunk.count)
            if let sums {
                sumTree.append(sums[index])
                continue
            }
            let base = chunk.withUnsafeBufferPointer { $0.baseAddress }
            if base == nil || base != last.base { last = (base, Self.sum(chunk)) }
            sumTree.append(last.sum)
        }
        for index in 1..<max(countTree.count, 1) {
            let parent = index + (index & -index)
            if parent < countTree.count {
                countTree[parent] += countTree[index]
                sumTree[parent] += sumTree[index]
            }
        }
    }

    /// Each chunk's height sum, read back from the sum tree by undoing its construction:
    /// O(*c*), where summing the chunks again reads every height.
    private func chunkSums() -> [Double] {
        var sums = Array(sumTree.dropFirst())
        for index in stride(from: sums.count, through: 1, by: -1) {
            let parent = index + (index & -index)
            if parent <= sums.count { sums[parent - 1] -= sums[index - 1] }
        }
        return sums
    }
}

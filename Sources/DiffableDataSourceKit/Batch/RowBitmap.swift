/// One bit per row of a section: the dense form of a ``RowSet``, and what a batch that
/// rebuilds a section reads for each row.
struct RowBitmap {
    /// Bit `row % 64` of word `row / 64` is set for each row in the bitmap.
    private(set) var words: [UInt64]
    /// The number of rows: every row is in `0..<capacity`.
    let capacity: Int

    /// An empty bitmap for `capacity` rows.
    ///
    /// - Complexity: O(`capacity` / 64).
    init(capacity: Int) {
        self.capacity = capacity
        words = Array(repeating: 0, count: (capacity + 63) >> 6)
    }

    /// Whether `row` (in `0..<capacity`) is set.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func contains(_ row: Int) -> Bool {
        words[row >> 6] & (1 &<< UInt64(row & 63)) != 0
    }

    /// Sets `row` (in `0..<capacity`).
    ///
    /// - Returns: Whether it was not set yet.
    /// - Complexity: O(1).
    @discardableResult @inline(__always)
    mutating func insert(_ row: Int) -> Bool {
        let bit: UInt64 = 1 &<< UInt64(row & 63)
        guard words[row >> 6] & bit == 0 else { return false }
        words[row >> 6] |= bit
        return true
    }

    /// Sets every row set in `other`, a bitmap of the same capacity.
    ///
    /// - Complexity: O(`capacity` / 64).
    mutating func formUnion(_ other: RowBitmap) {
        for index in words.indices { words[index] |= other.words[index] }
    }

    /// The number of set rows below `end`.
    ///
    /// - Complexity: O(`end` / 64).
    func count(below end: Int) -> Int {
        var count = 0
        for index in 0..<min(words.count, max(0, end + 63) >> 6) {
            let rest = end - (index << 6)
            count += (rest >= 64 ? words[index] : words[index] & ((1 &<< UInt64(rest)) &- 1)).nonzeroBitCount
        }
        return count
    }

    /// Calls `body` with each set row in `range` (within `0..<capacity`), in increasing
    /// order.
    ///
    /// - Complexity: O(1 + `range.count` / 64 + *k*) for *k* set rows in it.
    @inline(__always)
    func forEach(in range: Range<Int>, _ body: (Int) -> Void) {
        guard !range.isEmpty else { return }
        for index in (range.lowerBound >> 6)...((range.upperBound - 1) >> 6) {
            let base = index << 6
            var word = words[index]
            if base < range.lowerBound { word &= ~0 &<< UInt64(range.lowerBound - base) }
            if range.upperBound - base < 64 { word &= (1 &<< UInt64(range.upperBound - base)) &- 1 }
            while word != 0 {
                body(base | word.trailingZeroBitCount)
                word &= word &- 1
            }
        }
    }
}

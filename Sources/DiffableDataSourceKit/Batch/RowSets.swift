// The sets of rows of one section a batch plan records: `RowSet` (hashed while small, a
// `RowBitmap` once dense) and `RowMoves` (the rows a batch's moves name, with their other
// ends).

/// A set of row indexes in one section, for checking a batch: hashed while it holds few
/// rows, a bitmap once it holds more than a 512th of the section's rows.
///
/// A batch that changes a tenth of a long section then costs a bit per row instead of a
/// hash per change, and a one-row batch still pays nothing for the section's length: the
/// bitmap (one bit per row, a word per 64) is made only when the changes already number a
/// 512th of the rows, so making it costs at most a few words per insert so far.
struct RowSet: Sequence {
    /// The rows while few; emptied when the bitmap is made.
    private var hashed: Set<Int>
    /// One bit per row of the section once dense; no words before (not an optional, which
    /// a write through would check and copy around).
    private var dense: RowBitmap
    /// Whether the rows are in `dense`.
    private var isDense: Bool
    /// The number of rows in the section: every row is in `0..<capacity`.
    let capacity: Int
    /// The number of rows in the set.
    private(set) var count: Int

    /// An empty set for a section of `capacity` rows.
    ///
    /// - Complexity: O(1).
    init(capacity: Int) {
        self.capacity = capacity
        hashed = []
        dense = .empty
        isDense = false
        count = 0
    }

    /// Whether the set is empty.
    ///
    /// - Complexity: O(1).
    var isEmpty: Bool { count == 0 }

    /// Whether `row` is in the set; `row` must be in `0..<capacity`.
    ///
    /// - Complexity: O(1) expected.
    @inline(__always)
    func contains(_ row: Int) -> Bool {
        isDense ? dense.contains(row) : hashed.contains(row)
    }

    /// Adds `row` (in `0..<capacity`).
    ///
    /// - Returns: Whether it was not in the set yet.
    /// - Complexity: amortized O(1) expected.
    @discardableResult @inline(__always)
    mutating func insert(_ row: Int) -> Bool {
        if isDense {
            guard dense.insert(row) else { return false }
            count &+= 1
            return true
        }
        return insertHashed(row)
    }

    private mutating func insertHashed(_ row: Int) -> Bool {
        // Room, at the first row, for every row up to the bitmap: the set is not grown and
        // rehashed on the way there.
        if hashed.isEmpty { hashed.reserveCapacity(Swift.min(Swift.max(16, capacity / 512 + 1), 1_024)) }
        guard hashed.insert(row).inserted else { return false }
        count += 1
        if count >= 16 && count &* 512 > capacity {
            dense = bitmap()
            isDense = true
            hashed = []
        }
        return true
    }

    /// The rows in increasing order.
    ///
    /// - Complexity: O(capacity / 64 + *k*) once dense, else O(*k* log *k*).
    func ascending() -> [Int] {
        isDense ? Array(self) : hashed.sorted()
    }

    /// The rows as a bitmap.
    ///
    /// - Complexity: O(1) once dense, else O(*k* + capacity / 64).
    func bitmap() -> RowBitmap {
        if isDense { return dense }
        var bitmap = RowBitmap(capacity: capacity)
        for row in hashed { bitmap.insert(row) }
        return bitmap
    }

    /// The rows: in increasing order once the set is a bitmap, in no set order before.
    ///
    /// - Complexity: O(1).
    func makeIterator() -> Iterator {
        Iterator(hashed: hashed.makeIterator(), words: dense.words)
    }

    /// Walks the hashed rows, or the bitmap's set bits word by word.
    struct Iterator: IteratorProtocol {
        fileprivate var hashed: Set<Int>.Iterator
        fileprivate let words: [UInt64]
        private var wordIndex = 0
        private var word: UInt64 = 0

        fileprivate init(hashed: Set<Int>.Iterator, words: [UInt64]) {
            self.hashed = hashed
            self.words = words
            word = words.first ?? 0
        }

        mutating func next() -> Int? {
            if words.isEmpty { return hashed.next() }
            while word == 0 {
                wordIndex += 1
                guard wordIndex < words.count else { return nil }
                word = words[wordIndex]
            }
            let bit = word.trailingZeroBitCount
            word &= word &- 1
            return wordIndex &* 64 &+ bit
        }
    }
}

/// One bit per row of a section: the dense form of a ``RowSet``, and what a batch that
/// rebuilds a section reads for each row.
struct RowBitmap {
    /// Bit `row % 64` of word `row / 64` is set for each row in the bitmap.
    private(set) var words: [UInt64]
    /// The number of rows: every row is in `0..<capacity`.
    let capacity: Int

    /// A bitmap of no rows, which allocates nothing.
    static let empty = RowBitmap(capacity: 0)

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

/// The rows of one section that a batch's moves name on one side of the update (sources
/// before it, or destinations after it), each with the place at the other end, in the
/// order they were recorded.
///
/// Recording a move tests and sets a bit (see ``RowSet``) and appends to a list: no hash
/// per move once the moves number a 512th of the section's rows. Finding the other end of
/// a row, which only a move listed twice, a conflict or a small batch's in-place edits
/// need, builds a table of the list the first time.
struct RowMoves {
    /// The rows, for membership.
    private(set) var rows: RowSet
    /// Each row and the place at the other end of its move, in the order recorded.
    private(set) var moves: [(row: Int, other: RowPosition)]
    /// `otherEnds()`, made at the first look-up and kept up to date after it.
    private var index: [Int: RowPosition]?

    /// No moves, for a section of `rows` rows on this side.
    ///
    /// - Complexity: O(1).
    init(rows: Int) {
        self.rows = RowSet(capacity: rows)
        moves = []
    }

    /// The number of rows.
    ///
    /// - Complexity: O(1).
    var count: Int { moves.count }

    /// Whether no move names the section here.
    ///
    /// - Complexity: O(1).
    var isEmpty: Bool { moves.isEmpty }

    /// Whether a move names `row` (in the section's rows).
    ///
    /// - Complexity: O(1) expected.
    func contains(_ row: Int) -> Bool {
        rows.contains(row)
    }

    /// Records a move of `row` to or from `other`; `row` must not be recorded yet.
    ///
    /// - Complexity: amortized O(1) expected.
    mutating func insert(_ row: Int, other: RowPosition) {
        rows.insert(row)
        index?[row] = other
        moves.append((row, other))
    }

    /// The place at the other end of `row`'s move, if a move names it.
    ///
    /// - Complexity: O(1) expected once the table is made; O(*m*) the first time, for *m*
    ///   moves.
    mutating func other(of row: Int) -> RowPosition? {
        guard rows.contains(row) else { return nil }
        if index == nil { index = otherEnds() }
        return index?[row]
    }

    /// Row → the place at the other end of its move, for a caller that asks for many.
    ///
    /// - Complexity: O(*m*).
    func otherEnds() -> [Int: RowPosition] {
        Dictionary(moves.lazy.map { ($0.row, $0.other) }, uniquingKeysWith: { first, _ in first })
    }

    /// Reserves room for `count` moves in all.
    ///
    /// - Complexity: O(`count`).
    mutating func reserveCapacity(_ count: Int) {
        moves.reserveCapacity(count)
    }
}

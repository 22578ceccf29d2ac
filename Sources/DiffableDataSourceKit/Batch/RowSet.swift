/// A set of row indexes in one section, for checking a batch: hashed while it holds few
/// rows, a bitmap once it holds more than a 512th of the section's rows.
///
/// A batch that changes a tenth of a long section then costs a bit per row instead of a
/// hash per change, and a one-row batch still pays nothing for the section's length: the
/// bitmap (one bit per row, a word per 64) is made only when the changes already number a
/// 512th of the rows, so making it costs at most a few words per insert so far.
struct RowSet: Sequence {
    /// The rows while few; emptied when the bitmap is made.
    private var hashed: Set<Int> = []
    /// One bit per row of the section once dense; no words before (not an optional, which
    /// a write through would check and copy around).
    private var dense = RowBitmap(capacity: 0)
    /// Whether the rows are in `dense`.
    private var isDense = false
    /// The number of rows in the section: every row is in `0..<capacity`.
    let capacity: Int
    /// The number of rows in the set.
    private(set) var count = 0

    /// An empty set for a section of `capacity` rows.
    ///
    /// - Complexity: O(1).
    init(capacity: Int) {
        self.capacity = capacity
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

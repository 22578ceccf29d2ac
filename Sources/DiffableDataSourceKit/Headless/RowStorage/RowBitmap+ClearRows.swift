extension RowBitmap {
    /// The rows the bitmap does not hold, in increasing order, a word at a time.
    ///
    /// - Complexity: O(1) amortized per row, plus O(`capacity` / 64) in all.
    struct ClearRows: IteratorProtocol {
        private let words: [UInt64]
        private let capacity: Int
        private var index = -1
        private var word: UInt64 = 0

        init(_ bitmap: RowBitmap) {
            words = bitmap.words
            capacity = bitmap.capacity
        }

        mutating func next() -> Int? {
            while word == 0 {
                index += 1
                guard index < words.count else { return nil }
                word = ~words[index]
                let rest = capacity - (index << 6)
                if rest < 64 { word &= (1 &<< UInt64(rest)) &- 1 }
            }
            let row = (index << 6) | word.trailingZeroBitCount
            word &= word &- 1
            return row
        }
    }

    /// The rows not in the bitmap, in increasing order.
    var clearRows: ClearRows { ClearRows(self) }
}

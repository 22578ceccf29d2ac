extension Array where Element: Equatable {
    /// Whether `other` holds equal elements in the same order, as `==` says, four elements
    /// to a step: the unchanged list's diff spends its time here, comparing every chunk.
    ///
    /// `==` compares and branches once per element: with it, the diff of an unchanged 100k
    /// list took 0.050 or 0.075 ms in two builds that differed elsewhere (the same loop at
    /// another alignment). Four compares to a branch compared 100k and 1M integers 10-15%
    /// faster than `==` in a stand-alone test, and the diff took 0.046-0.051 ms with it.
    /// Up to three elements past a difference are compared too.
    ///
    /// - Complexity: O(*n*); O(1) when the two share their storage.
    @inlinable
    func hasSameElements(as other: [Element]) -> Bool {
        guard count == other.count else { return false }
        return withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in
                guard mine.baseAddress != theirs.baseAddress else { return true }
                let count = mine.count
                var start = 0
                while start &+ 4 <= count {
                    let same0 = mine[start] == theirs[start]
                    let same1 = mine[start &+ 1] == theirs[start &+ 1]
                    let same2 = mine[start &+ 2] == theirs[start &+ 2]
                    let same3 = mine[start &+ 3] == theirs[start &+ 3]
                    guard same0 && same1 && same2 && same3 else { return false }
                    start &+= 4
                }
                return (start..<count).allSatisfy { mine[$0] == theirs[$0] }
            }
        }
    }
}

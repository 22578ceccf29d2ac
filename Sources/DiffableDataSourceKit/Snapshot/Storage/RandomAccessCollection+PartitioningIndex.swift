// The package's one binary search, and the one index of chunk starts built on it: the
// snapshot's sections (`_SectionChunks`), the headless table's rows (`ChunkedArray`) and row
// heights (`RowGeometry`), a table's selection (`RowSelection`) and the lineage diff all find
// their place through these.

extension RandomAccessCollection {
    /// The index of the first element that `isInSecondPart` accepts, in a collection where
    /// every element it accepts follows every element it refuses (`endIndex` when it
    /// accepts none).
    ///
    ///     [1, 3, 5, 7]._partitioningIndex { $0 >= 4 }   // 2
    ///
    /// - Complexity: O(log *n*) calls of `isInSecondPart`.
    @inlinable
    func _partitioningIndex(where isInSecondPart: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try isInSecondPart(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}

extension Array where Element == Int {
    /// For the start offsets of an ordered list of chunks (`self[i]` is the first element of
    /// chunk `i`, ascending; entries past `chunkCount` are ignored): the chunk that holds
    /// element `index`, which is at least the first start.
    ///
    /// Chunks stay close to equal in size, so the chunk found by proportion (`index` over
    /// `total`) is tried first: a layout reads each visible row a few times, and this spares
    /// most of those reads the search.
    /// - Complexity: O(1) when the guess holds, else O(log *c*) for *c* chunks.
    @inlinable
    func _chunk(containing index: Int, chunkCount: Int, total: Int) -> Int {
        guard chunkCount > 1 else { return 0 }
        if total > 0 {
            let guess = Swift.min(index * chunkCount / total, chunkCount - 1)
            if guess >= 0, self[guess] <= index, guess + 1 == chunkCount || index < self[guess + 1] { return guess }
        }
        // The last chunk that starts at or before `index`.
        return self[0..<chunkCount]._partitioningIndex { $0 > index } - 1
    }

    /// Adds `delta` to every start after chunk `chunk`: the chunks after one that gained or
    /// lost elements.
    ///
    /// - Complexity: O(*c* - `chunk`).
    @inlinable
    mutating func _shiftStarts(after chunk: Int, by delta: Int) {
        var index = chunk + 1
        while index < count {
            self[index] += delta
            index += 1
        }
    }
}

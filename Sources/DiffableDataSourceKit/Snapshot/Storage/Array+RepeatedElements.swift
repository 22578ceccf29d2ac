extension Array where Element: Hashable {
    /// The elements that occur more than once, each named once, in order of first repeat.
    ///
    ///     [1, 2, 2, 3, 1, 2].repeatedElements()   // [2, 1]
    ///
    /// Two elements repeat when their hashes and `==` agree. Built on ``_HashBuckets``
    /// rather than a `Set`, which traps ("Duplicate elements") when `==` disagrees with the
    /// hash, as it does for an app's item whose `==` ignores what its hash combines.
    /// - Complexity: O(*k*) expected, each element hashed once.
    func repeatedElements() -> [Element] {
        var repeated: [Element] = []
        // Index of a first occurrence -> whether it has been reported.
        var reported = [Bool](repeating: false, count: count)
        forEachOccurrence { index, first in
            guard let first, !reported[first] else { return }
            reported[first] = true
            repeated.append(self[index])
        }
        return repeated
    }

    /// The elements without repeats, each at its first occurrence, without a `Set` (see
    /// ``repeatedElements()``).
    ///
    ///     [1, 2, 2, 3, 1].uniqueElements()   // [1, 2, 3]
    ///
    /// - Complexity: O(*k*) expected, each element hashed once.
    func uniqueElements() -> [Element] {
        var unique: [Element] = []
        forEachOccurrence { index, first in
            if first == nil { unique.append(self[index]) }
        }
        return unique
    }

    /// Calls `body` with each index and the index of the element's first occurrence, or
    /// `nil` when it is the first.
    func forEachOccurrence(_ body: (Int, Int?) -> Void) {
        var buckets = _HashBuckets()
        buckets.reserveCapacity(count)
        // By index through a buffer: this runs unspecialised, where `enumerated()` looks up
        // its (offset, element) tuple's metadata, and an array's subscript its own, per step.
        withUnsafeBufferPointer { elements in
            for index in 0..<elements.count {
                let element = elements[index]
                let tag = _HashBuckets.tag(of: element)
                let (found, empty) = buckets.find(tag: tag) { elements[$0] == element }
                if let found {
                    body(index, buckets.payload(at: found))
                } else {
                    buckets.occupy(empty, tag: tag, payload: index)
                    body(index, nil)
                }
            }
        }
    }
}

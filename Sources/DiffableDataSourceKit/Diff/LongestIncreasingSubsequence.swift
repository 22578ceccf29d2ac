/// Marks the members of one longest strictly increasing subsequence of `values`.
///
/// Patience sorting with predecessor links: O(*n* log *k*) for a longest run of length *k*,
/// and O(*n*) when the values are mostly increasing (each new value is compared with the
/// last tail first, so the binary search is skipped). Among equally long subsequences it
/// picks the one patience sorting finds, so the result is deterministic.
///
/// - Parameter values: Distinct values (old positions in new order).
/// - Returns: For each index of `values`, whether it is on the chosen subsequence.
@usableFromInline
func longestIncreasingSubsequenceMembers(_ values: [Int32]) -> [Bool] {
    longestIncreasingSubsequence(values).members
}

/// As `longestIncreasingSubsequenceMembers`, with the subsequence's length.
@usableFromInline
func longestIncreasingSubsequence(_ values: [Int32]) -> (members: [Bool], length: Int) {
    let count = values.count
    var members = [Bool](repeating: false, count: count)
    guard count > 0 else { return (members, 0) }
    // tails[k]: index of the smallest value ending an increasing run of length k + 1, and
    // tailValues[k] that value: the binary search reads the small array of values rather
    // than values scattered through `values` (a shuffle's search touched a cache line per
    // step).
    // previous[i]: index of the value before values[i] on the run it ends, or -1.
    // All are written before they are read, so they start uninitialized.
    var tails = [Int32](uninitializedCount: count)
    var tailValues = [Int32](uninitializedCount: count)
    var previous = [Int32](uninitializedCount: count)
    var runLength = 0
    // The hot loop runs on buffer pointers: with array subscripts and appends it took
    // over three times the instructions (bounds and uniqueness checks on every element).
    values.withUnsafeBufferPointer { values in
        tails.withUnsafeMutableBufferPointer { tails in
            tailValues.withUnsafeMutableBufferPointer { tailValues in
                previous.withUnsafeMutableBufferPointer { previous in
                    var length = 0
                    var lastValue = Int32.min
                    var lastIndex: Int32 = -1
                    for index in 0..<count {
                        let value = values[index]
                        if length == 0 || lastValue < value {
                            previous[index] = lastIndex
                            lastIndex = Int32(truncatingIfNeeded: index)
                            tails[length] = lastIndex
                            tailValues[length] = value
                            length += 1
                            lastValue = value
                            continue
                        }
                        // First tail whose value is not below `value` (the last one is
                        // not). Halving narrows it to 64 tails, which are then counted
                        // without a branch: on a shuffle, the search's mispredicted
                        // branches cost more than its comparisons.
                        var low = 0
                        var width = length
                        while width > 64 {
                            let half = width / 2
                            if tailValues[low + half] < value { low += half }
                            width -= half
                        }
                        var below = 0
                        for tail in low..<(low + width) {
                            // -1 for a tail below `value`, else 0.
                            below &+= Int(truncatingIfNeeded: (Int64(tailValues[tail]) - Int64(value)) >> 63)
                        }
                        low -= below
                        previous[index] = low > 0 ? tails[low - 1] : -1
                        tails[low] = Int32(truncatingIfNeeded: index)
                        tailValues[low] = value
                        if low == length - 1 {
                            lastValue = value
                            lastIndex = Int32(truncatingIfNeeded: index)
                        }
                    }
                    // Walked back from the last tail. In a mostly sorted list a member's
                    // predecessor is most often the index just before it: eight such links
                    // are checked at once, from their own indexes, so their loads overlap,
                    // where following each link waited for the one before (half this
                    // function's time on a churned list of 100k). A plain `index - 1` per
                    // link does not do it: the compiler reads the link it just compared.
                    members.withUnsafeMutableBufferPointer { members in
                        var index = Int(tails[length - 1])
                        while index >= 0 {
                            while index >= 8 {
                                var differ: Int32 = 0
                                for step in 0..<8 {
                                    differ |= previous[index &- step] ^ Int32(truncatingIfNeeded: index &- step &- 1)
                                }
                                guard differ == 0 else { break }
                                for step in 0..<8 { members[index &- step] = true }
                                index &-= 8
                            }
                            members[index] = true
                            index = Int(previous[index])
                        }
                    }
                    runLength = length
                }
            }
        }
    }
    return (members, runLength)
}

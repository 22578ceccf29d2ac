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
    let count = values.count
    var members = [Bool](repeating: false, count: count)
    guard count > 0 else { return members }
    // tails[k]: index of the smallest value ending an increasing run of length k + 1.
    // previous[i]: index of the value before values[i] on the run it ends, or -1.
    // Both are written before they are read, so they start uninitialized.
    var tails = [Int32](uninitializedCount: count)
    var previous = [Int32](uninitializedCount: count)
    // The hot loop runs on buffer pointers: with array subscripts and appends it took
    // over three times the instructions (bounds and uniqueness checks on every element).
    values.withUnsafeBufferPointer { values in
        tails.withUnsafeMutableBufferPointer { tails in
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
                        length += 1
                        lastValue = value
                        continue
                    }
                    // First tail whose value is not below `value`.
                    var low = 0
                    var high = length - 1
                    while low < high {
                        let middle = (low + high) / 2
                        if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
                    }
                    previous[index] = low > 0 ? tails[low - 1] : -1
                    tails[low] = Int32(truncatingIfNeeded: index)
                    if low == length - 1 {
                        lastValue = value
                        lastIndex = Int32(truncatingIfNeeded: index)
                    }
                }
                members.withUnsafeMutableBufferPointer { members in
                    var index = tails[length - 1]
                    while index >= 0 {
                        members[Int(index)] = true
                        index = previous[Int(index)]
                    }
                }
            }
        }
    }
    return members
}

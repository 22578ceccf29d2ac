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
    var tails: [Int32] = []
    var previous = [Int32](repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
        for index in 0..<count {
            let value = values[index]
            if let last = tails.last {
                if values[Int(last)] < value {
                    previous[index] = last
                    tails.append(Int32(index))
                    continue
                }
                // First tail whose value is not below `value`.
                var low = 0
                var high = tails.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
                }
                previous[index] = low > 0 ? tails[low - 1] : -1
                tails[low] = Int32(index)
            } else {
                tails.append(Int32(index))
            }
        }
    }
    var index = tails.last ?? -1
    while index >= 0 {
        members[Int(index)] = true
        index = previous[Int(index)]
    }
    return members
}

/// Counts in numbered slots, with the total before any slot: a Fenwick (binary indexed)
/// tree. It tells where a row sits in a table while rows leave and enter places chosen in
/// advance: a slot per place, a count of 1 where a row is, the row's index the count before
/// its slot.
///
/// Complexity: O(*n*) to build for *n* slots, O(log *n*) per change or sum.
struct PrefixCounts {
    /// `tree[i]` (1-based) holds the sum of the `i & -i` slots ending at slot `i - 1`.
    private var tree: [Int32]

    /// Slots holding `counts`, in order.
    ///
    /// - Complexity: O(*n*).
    init(_ counts: [Int32]) {
        var tree = [Int32](repeating: 0, count: counts.count + 1)
        for (slot, count) in counts.enumerated() { tree[slot + 1] = count }
        // Each node adds itself to its parent once: the linear build.
        for node in 1..<max(1, tree.count) {
            let parent = node + (node & -node)
            if parent < tree.count { tree[parent] &+= tree[node] }
        }
        self.tree = tree
    }

    /// The number of slots.
    var count: Int { tree.count - 1 }

    /// Adds `delta` to the count of a slot in range.
    ///
    /// - Complexity: O(log *n*).
    mutating func add(_ delta: Int32, at slot: Int) {
        var node = slot + 1
        while node < tree.count {
            tree[node] &+= delta
            node += node & -node
        }
    }

    /// The sum of the counts of the slots before `slot` (`0...count`).
    ///
    /// - Complexity: O(log *n*).
    func sum(before slot: Int) -> Int {
        var total = 0
        var node = min(slot, count)
        while node > 0 {
            total += Int(tree[node])
            node -= node & -node
        }
        return total
    }
}

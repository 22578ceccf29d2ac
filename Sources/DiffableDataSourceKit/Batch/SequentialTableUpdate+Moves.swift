extension SequentialTableUpdate {
    /// The fewest `moveRow(at:to:)` calls, made one after another, that put rows in order.
    ///
    /// The rows on one longest run already in order stay where they are; every other row
    /// moves once. The movers go in the order of their final places, each straight behind
    /// the row that ends just before it (a row that stays, or a mover placed before it), so
    /// a mover never moves twice. Each call's indexes count the rows as the calls before it
    /// left them: every row has a slot, fixed in advance (its place now, or, for a mover,
    /// its place in the run of movers behind the row that stays before it), and the rows in
    /// slots before a slot, counted by ``PrefixCounts``, give its index.
    ///
    /// - Parameters:
    ///   - targets: Each row's final index, in the rows' order now; distinct.
    ///   - survivorAt: For each final index, the row (by its place in `targets`) that ends
    ///     there, or `-1`.
    /// - Returns: The moves, each from an index to the index the row ends at.
    /// - Complexity: O(*n* + *m* log *n*) for *n* rows and *m* moves, plus the longest run.
    static func moves(ordering targets: [Int32], survivorAt: [Int32]) -> [(from: Int, to: Int)] {
        let count = targets.count
        let stays = longestIncreasingSubsequenceMembers(targets)
        // `runs[anchor + 1]`: the movers that end behind row `anchor` (a row that stays),
        // or before every row that stays (`anchor` -1); each mover's place in its run.
        var runs = [Int32](repeating: 0, count: count + 1)
        var movers: [(row: Int32, anchor: Int32, place: Int32)] = []
        var anchor: Int32 = -1
        for row in survivorAt where row >= 0 {
            if stays[Int(row)] {
                anchor = row
            } else {
                runs[Int(anchor) + 1] += 1
                movers.append((row, anchor, runs[Int(anchor) + 1]))
            }
        }
        guard !movers.isEmpty else { return [] }
        // Slots: the run before every row that stays, then each row followed by its run.
        var slots = [Int](repeating: 0, count: count)
        var next = Int(runs[0])
        for row in 0..<count {
            slots[row] = next
            next += 1 + Int(runs[row + 1])
        }
        var occupied = [Int32](repeating: 0, count: next)
        for slot in slots { occupied[slot] = 1 }
        var table = PrefixCounts(occupied)
        var moves: [(from: Int, to: Int)] = []
        moves.reserveCapacity(movers.count)
        for mover in movers {
            let source = slots[Int(mover.row)]
            let from = table.sum(before: source)
            table.add(-1, at: source)
            let destination = mover.anchor < 0 ? Int(mover.place) - 1 : slots[Int(mover.anchor)] + Int(mover.place)
            let to = table.sum(before: destination)
            table.add(1, at: destination)
            // A mover the earlier moves already put in its place needs no call.
            if from != to { moves.append((from, to)) }
        }
        return moves
    }
}

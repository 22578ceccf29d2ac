// What the engine is measured against: the floor of any hash-based diff, and the
// standard library's diff with inferred moves.

/// The work no hash-based diff can avoid: a table from old identifiers to offsets, and a
/// look-up of every new identifier in it.
func floor<Item: Hashable>(from old: [Item], to new: [Item]) -> Int {
    var offsets = [Item: Int](minimumCapacity: old.count)
    for (offset, item) in old.enumerated() { offsets[item] = offset }
    var sum = 0
    for item in new { sum &+= offsets[item] ?? -1 }
    return sum
}

/// The moves the standard library's diff infers.
func standardLibraryMoves<Item: Hashable>(from old: [Item], to new: [Item]) -> Int {
    let difference = new.difference(from: old).inferringMoves()
    var moves = 0
    for case .insert(_, _, _?) in difference.insertions { moves += 1 }
    return moves
}

extension RunContext {
    /// Measures, on first use, how fast the standard library's diff runs on this machine:
    /// seconds per unit of `FlatMinimum.standardLibraryCostUnits`.
    mutating func standardLibrarySecondsPerUnit() -> Double {
        if let stdlibSecondsPerUnit { return stdlibSecondsPerUnit }
        let change = ListChange.churn(count: 4_000, deletes: 400, inserts: 400, moves: 40, seed: 7)
        let units = FlatMinimum(from: change.old, to: change.new).standardLibraryCostUnits
        let seconds = (0..<3).map { _ in
            let (seconds, moves) = elapsed { standardLibraryMoves(from: change.old, to: change.new) }
            checksum &+= moves
            return seconds
        }.sorted()[1]
        stdlibSecondsPerUnit = seconds / units
        return seconds / units
    }
}

extension FlatMinimum {
    /// The standard library's Myers diff explores about *d*² / 2 diagonal steps for an edit
    /// distance *d* (measured here: a full reversal of 100k takes about 80 times as long as
    /// 10% churn of 100k, as *d*² predicts).
    var standardLibraryCostUnits: Double {
        Double(editDistance) * Double(editDistance)
    }
}

/// Two versions of a list of `Int` identifiers: the old list is `0..<count` in order, and
/// the new one is made from it by deleting, moving and inserting identifiers.
struct ListChange {
    let old: [Int]
    let new: [Int]
    /// Identifier -> whether it was taken out and put back elsewhere. Indexed by every
    /// identifier used (old and inserted); all `false` for changes that are not churn.
    let moved: [Bool]

    /// Random churn: `deletes` old rows removed, `moves` survivors taken out and put back
    /// at random places, `inserts` new identifiers (from `count` on) put at random places.
    static func churn(count: Int, deletes: Int, inserts: Int, moves: Int, seed: UInt64) -> ListChange {
        var random = SeededGenerator(seed: seed)
        let old = Array(0..<count)
        let deleted = random.distinctFlags(count: deletes, in: count)
        let survivors = old.filter { !deleted[$0] }
        let movedOffsets = random.distinctFlags(count: moves, in: survivors.count)
        var moved = [Bool](repeating: false, count: count + inserts)
        var staying: [Int] = []
        staying.reserveCapacity(survivors.count)
        var placed: [Int] = []
        for (offset, identifier) in survivors.enumerated() {
            if movedOffsets[offset] {
                moved[identifier] = true
                placed.append(identifier)
            } else {
                staying.append(identifier)
            }
        }
        placed.append(contentsOf: count..<(count + inserts))
        // Each placed identifier goes just before `staying[slot]` (at the end for the last slot).
        let slotted =
            placed
            .map { (slot: Int.random(in: 0...staying.count, using: &random), identifier: $0) }
            .sorted { ($0.slot, $0.identifier) < ($1.slot, $1.identifier) }
        var new: [Int] = []
        new.reserveCapacity(staying.count + placed.count)
        var next = 0
        for slot in 0...staying.count {
            while next < slotted.count && slotted[next].slot == slot {
                new.append(slotted[next].identifier)
                next += 1
            }
            if slot < staying.count { new.append(staying[slot]) }
        }
        return ListChange(old: old, new: new, moved: moved)
    }

    /// The same identifiers in the same order, in a separate array (no shared storage).
    static func unchanged(count: Int) -> ListChange {
        ListChange(old: Array(0..<count), new: (0..<count).map { $0 }, moved: [])
    }

    /// The old list backwards.
    static func reversed(count: Int) -> ListChange {
        ListChange(old: Array(0..<count), new: Array((0..<count).reversed()), moved: [])
    }

    /// The old list in a random order.
    static func shuffled(count: Int, seed: UInt64) -> ListChange {
        var random = SeededGenerator(seed: seed)
        return ListChange(old: Array(0..<count), new: Array(0..<count).shuffled(using: &random), moved: [])
    }

    /// Both lists split into `sectionCount` sections: the old list in equal runs, and the
    /// new list so that every row that was not moved stays in its old section; moved and
    /// inserted rows join the section of the unmoved row before them. The flat order of
    /// the new list is unchanged, so only moved rows can change section.
    func sectioned(into sectionCount: Int) -> (old: [[Int]], new: [[Int]]) {
        let runLength = max(1, (old.count + sectionCount - 1) / sectionCount)
        var oldSections = [[Int]](repeating: [], count: sectionCount)
        for identifier in old { oldSections[identifier / runLength].append(identifier) }
        var newSections = [[Int]](repeating: [], count: sectionCount)
        var current = 0
        for identifier in new {
            if identifier < old.count && !(moved.indices.contains(identifier) && moved[identifier]) {
                current = identifier / runLength
            }
            newSections[current].append(identifier)
        }
        return (oldSections, newSections)
    }
}

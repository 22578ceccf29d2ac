/// Finds items in an old snapshot through the snapshot's own item map: no table is built.
@usableFromInline
struct SnapshotLookup<Section: Hashable & Sendable, Item: Hashable & Sendable>: OldPositionLookup {
    @usableFromInline let snapshot: ListSnapshot<Section, Item>

    @inlinable
    init(snapshot: ListSnapshot<Section, Item>) {
        self.snapshot = snapshot
    }

    @inlinable
    func oldPosition(of item: Item, isMatched: (Int) -> Bool) -> (section: Int, row: Int)? {
        // Items are unique in a snapshot, so the one row found is never matched already.
        guard let position = snapshot.positions[item] else { return nil }
        return (snapshot.sectionIndex(ofSlot: position.slot), Int(position.row))
    }

    @inlinable
    func oldItem(section: Int, row: Int) -> Item {
        snapshot.sectionItems[section][row]
    }
}

/// Finds elements of an old collection, which may repeat elements: each old occurrence is
/// matched at most once, in order.
@usableFromInline
struct CollectionLookup<Element: Hashable>: OldPositionLookup {
    @usableFromInline let old: [Element]
    /// Element -> its first occurrence not known to be matched (32-bit offsets, as rows
    /// are everywhere in the diff, keep the table small).
    @usableFromInline var first: [Element: Int32]
    /// Offset -> the next occurrence of the same element, or -1; empty when nothing repeats.
    @usableFromInline var nextSame: [Int32]

    @inlinable
    init(_ old: [Element]) {
        self.old = old
        first = Dictionary(minimumCapacity: old.count)
        nextSame = []
        // Head offset -> the last occurrence linked so far, once something repeats.
        var tails: [Int32] = []
        for (offset, element) in old.enumerated() {
            // One hash for an element seen first; a repeat puts its first occurrence back.
            guard let firstOffset = first.updateValue(Int32(truncatingIfNeeded: offset), forKey: element) else {
                continue
            }
            first[element] = firstOffset
            let head = Int(firstOffset)
            if nextSame.isEmpty {
                nextSame = [Int32](repeating: -1, count: old.count)
                tails = [Int32](repeating: -1, count: old.count)
            }
            let tail = tails[head] >= 0 ? Int(tails[head]) : head
            nextSame[tail] = Int32(offset)
            tails[head] = Int32(offset)
        }
    }

    @inlinable
    mutating func oldPosition(of item: Element, isMatched: (Int) -> Bool) -> (section: Int, row: Int)? {
        guard let firstOffset = first[item] else { return nil }
        var offset = Int(firstOffset)
        guard !nextSame.isEmpty else { return isMatched(offset) ? nil : (0, offset) }
        let head = offset
        while isMatched(offset) {
            let next = Int(nextSame[offset])
            guard next >= 0 else { return nil }
            offset = next
        }
        // Later look-ups start here: the occurrences skipped stay matched.
        if offset != head { first[item] = Int32(truncatingIfNeeded: offset) }
        return (0, offset)
    }

    @inlinable
    func oldItem(section: Int, row: Int) -> Element {
        old[row]
    }
}

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
    /// Element -> its first occurrence not known to be matched.
    @usableFromInline var first: [Element: Int]
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
            let head = Self.claim(&first[element, default: -1], offset)
            guard head != offset else { continue }
            if nextSame.isEmpty {
                nextSame = [Int32](repeating: -1, count: old.count)
                tails = [Int32](repeating: -1, count: old.count)
            }
            let tail = tails[head] >= 0 ? Int(tails[head]) : head
            nextSame[tail] = Int32(offset)
            tails[head] = Int32(offset)
        }
    }

    /// Sets an absent entry to `offset`; returns the entry's value (one hash per element).
    @inlinable
    static func claim(_ entry: inout Int, _ offset: Int) -> Int {
        if entry < 0 { entry = offset }
        return entry
    }

    @inlinable
    mutating func oldPosition(of item: Element, isMatched: (Int) -> Bool) -> (section: Int, row: Int)? {
        guard var offset = first[item] else { return nil }
        guard !nextSame.isEmpty else { return isMatched(offset) ? nil : (0, offset) }
        let head = offset
        while isMatched(offset) {
            let next = Int(nextSame[offset])
            guard next >= 0 else { return nil }
            offset = next
        }
        // Later look-ups start here: the occurrences skipped stay matched.
        if offset != head { first[item] = offset }
        return (0, offset)
    }

    @inlinable
    func oldItem(section: Int, row: Int) -> Element {
        old[row]
    }
}

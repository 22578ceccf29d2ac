/// Finds items in an old snapshot through the snapshot's own item map: no item table is
/// built, only a table of where each chunk starts (one entry per 128-256 items), so that a
/// look-up reads two small arrays after the item map instead of four. The map is read
/// through an ``_ItemTableReader``, made once per diff.
@usableFromInline
struct _SnapshotLookup<Section: Hashable & Sendable, Item: Hashable & Sendable>: _OldPositionLookup {
    @usableFromInline let snapshot: ListSnapshot<Section, Item>
    /// Chunk ID -> its section index, or -1 for a free ID.
    @usableFromInline let chunkSections: [Int]
    /// Chunk ID -> the row of its first item in its section.
    @usableFromInline let chunkStarts: [Int]
    /// The snapshot's item map, read through pointers to its buckets' pages.
    @usableFromInline let itemMap: _ItemTableReader<Item>

    @inlinable
    init(snapshot: ListSnapshot<Section, Item>) {
        self.snapshot = snapshot
        var sections = [Int](repeating: -1, count: snapshot.chunks.items.count)
        var starts = [Int](repeating: 0, count: snapshot.chunks.items.count)
        for (section, rows) in snapshot.sectionRows.enumerated() {
            for (ordinal, id) in rows.ids.enumerated() {
                sections[Int(id)] = section
                starts[Int(id)] = rows.starts[ordinal]
            }
        }
        chunkSections = sections
        chunkStarts = starts
        itemMap = _ItemTableReader(snapshot.positions)
    }

    @inlinable
    func oldPosition(of item: Item, isMatched: (Int) -> Bool) -> (section: Int, row: Int)? {
        // Items are unique in a snapshot, so the one row found is never matched already.
        itemMap.position(of: item).map(oldPosition(at:))
    }

    @inlinable
    static var answersAhead: Bool { true }

    /// A probe is a chain of loads (the bucket, then the item and its place), each a cache
    /// miss on a large map. Looked up one at a time, with a hash between two probes, each
    /// miss is waited for in turn; here all the rows are hashed, then the bucket where each
    /// probe starts is loaded for every row, a few instructions apart, so that those misses
    /// overlap, and then each row is probed. A shuffle of 100k rows took 2.1-2.4 times the
    /// floor, against 2.9-3.5 (reversal 1.4-1.55, against 2.0-2.1).
    @inlinable
    mutating func oldPositions(of items: [Item], rows: Range<Int>, into ahead: _LookAhead) {
        let count = rows.count
        let tags = ahead.tags
        let homeWords = ahead.homeWords
        let positions = ahead.positions
        for offset in 0..<count { tags[offset] = _HashBuckets.tag(of: items[rows.lowerBound + offset]) }
        for offset in 0..<count { homeWords[offset] = itemMap.homeWord(tag: tags[offset]) }
        for offset in 0..<count {
            let position = itemMap.position(
                of: items[rows.lowerBound + offset], tag: tags[offset], homeWord: homeWords[offset])
            positions[offset] = position.map(oldPosition(at:))
        }
    }

    /// The (section index, row) of an item at `position`.
    @inlinable
    func oldPosition(at position: _ItemPosition) -> (section: Int, row: Int) {
        let chunk = Int(position.chunk)
        return (chunkSections[chunk], chunkStarts[chunk] + Int(position.index))
    }

    @inlinable
    func oldItem(section: Int, row: Int) -> Item {
        snapshot.item(inSection: section, row: row)
    }
}

/// Finds elements of an old collection, which may repeat elements: each old occurrence is
/// matched at most once, in order.
///
/// The table is ``_HashBuckets`` whose payloads are offsets into `old`, so the elements are
/// not copied: 8 bytes and a bit per bucket, against 12 bytes a bucket for an
/// `[Element: Int32]`, and about a quarter fewer instructions to build.
@usableFromInline
struct _CollectionLookup<Element: Hashable>: _OldPositionLookup {
    @usableFromInline let old: [Element]
    /// Element -> its first occurrence not known to be matched.
    @usableFromInline var first: _HashBuckets
    /// Offset -> the next occurrence of the same element, or -1; empty when nothing repeats.
    @usableFromInline var nextSame: [Int32]

    @inlinable
    init(_ old: [Element]) {
        self.old = old
        var first = _HashBuckets()
        first.reserveCapacity(old.count)
        var nextSame: [Int32] = []
        // Head offset -> the last occurrence linked so far, once something repeats.
        var tails: [Int32] = []
        old.withUnsafeBufferPointer { old in
            first.withBuffers { first in
                for offset in old.indices {
                    // One hash per element; a repeat finds its first occurrence's bucket.
                    let element = old[offset]
                    let tag = _HashBuckets.tag(of: element)
                    let (found, empty) = first.find(tag: tag) { old[$0] == element }
                    guard let found else {
                        first.occupy(empty, tag: tag, payload: offset)
                        continue
                    }
                    let head = first.payload(at: found)
                    if nextSame.isEmpty {
                        nextSame = [Int32](repeating: -1, count: old.count)
                        tails = [Int32](repeating: -1, count: old.count)
                    }
                    let tail = tails[head] >= 0 ? Int(tails[head]) : head
                    nextSame[tail] = Int32(truncatingIfNeeded: offset)
                    tails[head] = Int32(truncatingIfNeeded: offset)
                }
            }
        }
        self.first = first
        self.nextSame = nextSame
    }

    @inlinable
    mutating func oldPosition(of item: Element, isMatched: (Int) -> Bool) -> (section: Int, row: Int)? {
        guard let bucket = first.find(tag: _HashBuckets.tag(of: item), where: { old[$0] == item }).found else {
            return nil
        }
        var offset = first.payload(at: bucket)
        guard !nextSame.isEmpty else { return isMatched(offset) ? nil : (0, offset) }
        let head = offset
        while isMatched(offset) {
            let next = Int(nextSame[offset])
            guard next >= 0 else { return nil }
            offset = next
        }
        // Later look-ups start here: the occurrences skipped stay matched.
        if offset != head { first.setPayload(offset, at: bucket) }
        return (0, offset)
    }

    @inlinable
    func oldItem(section: Int, row: Int) -> Element {
        old[row]
    }
}

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
        guard let position = itemMap.position(of: item) else { return nil }
        let chunk = Int(position.chunk)
        return (chunkSections[chunk], chunkStarts[chunk] + Int(position.index))
    }

    @inlinable
    static var answersAhead: Bool { true }

    /// Hashes every item first, then probes for each: the probes, a few instructions each,
    /// follow one another closely enough for their cache misses to overlap, where one
    /// look-up at a time (a hash between two probes) waits for each miss in turn. A
    /// shuffle of 100k rows took 2.3-2.4 times the floor, against 3.1-3.2.
    @inlinable
    mutating func oldPositions(of items: [Item], rows: Range<Int>, into ahead: _LookAhead) {
        let tags = ahead.tags
        let positions = ahead.positions
        for row in rows { tags[row - rows.lowerBound] = _HashBuckets.tag(of: items[row]) }
        for row in rows {
            if let position = itemMap.position(of: items[row], tag: tags[row - rows.lowerBound]) {
                let chunk = Int(position.chunk)
                positions[row - rows.lowerBound] = (chunkSections[chunk], chunkStarts[chunk] + Int(position.index))
            } else {
                positions[row - rows.lowerBound] = nil
            }
        }
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

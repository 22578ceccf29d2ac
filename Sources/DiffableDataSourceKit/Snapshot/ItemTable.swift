/// The snapshot's map from each item to its place: a hash table built from three flat
/// arrays, with the part of `Dictionary`'s API the snapshot uses.
///
/// ## Motivation
/// Building a snapshot hashes every item into this map, and the diff looks items up in it,
/// so its layout decides both. A `Dictionary<Item, ItemPosition>` keeps keys and values in
/// two tables of 8-byte-aligned buckets, twice the bytes a `Set` of the same items touches
/// at random; at a million items, where the tables outgrow the caches, building one took
/// 1.5-1.8 times as long as building the `Set`. Here the randomly accessed part is one
/// 8-byte word per bucket and one bit, as small as a `Set<Int>`'s, and the items with
/// their places are appended in order, which the memory system streams.
///
/// ## Implementation details
/// - `entries`: each item with its place, dense, in no particular order (removing an
///   entry moves the last one into its hole).
/// - `buckets`: a power-of-two table, at most three quarters full, probed linearly. An
///   occupied bucket holds the low 32 bits of its item's hash (the tag) above the item's
///   index in `entries`, so a probe compares items only when the tags agree, and the
///   table can be resized and entries shifted without hashing again.
/// - `occupied`: one bit per bucket, so an insertion only reads this small bitmap before
///   writing its bucket.
/// Removal shifts the following entries of its run back (no tombstones), so look-ups stay
/// short after any sequence of removals. Entry indexes are 32-bit: a snapshot holds fewer
/// than 2^32 items, as rows are 32-bit elsewhere.
@usableFromInline
struct ItemTable<Item: Hashable & Sendable>: Sendable {
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var item: Item
        @usableFromInline var position: ItemPosition

        @inlinable
        init(item: Item, position: ItemPosition) {
            self.item = item
            self.position = position
        }
    }

    @usableFromInline var entries: [Entry] = []
    @usableFromInline var buckets: [UInt64] = []
    @usableFromInline var occupied: [UInt64] = []

    @inlinable
    init() {}

    /// The number of items.
    @inlinable
    var count: Int { entries.count }

    /// The place of `item`, or `nil`. Setting `nil` removes the item; setting a place
    /// adds the item or moves it.
    @inlinable
    subscript(item: Item) -> ItemPosition? {
        get {
            guard let bucket = find(item, tag: Self.tag(of: item)).found else { return nil }
            return entries[entryIndex(at: bucket)].position
        }
        set {
            if let newValue {
                updateValue(newValue, forKey: item)
            } else {
                removeValue(forKey: item)
            }
        }
    }

    /// Sets the place of `item`, adding it if it is new, and returns its previous place.
    @inlinable
    @discardableResult
    mutating func updateValue(_ position: ItemPosition, forKey item: Item) -> ItemPosition? {
        reserveCapacity(entries.count + 1)
        let tag = Self.tag(of: item)
        let (found, empty) = find(item, tag: tag)
        if let found {
            let index = entryIndex(at: found)
            let previous = entries[index].position
            entries[index].position = position
            return previous
        }
        occupy(empty, tag: tag, index: entries.count)
        entries.append(Entry(item: item, position: position))
        return nil
    }

    /// Removes `item` and returns its place, or returns `nil` if it is not in the table.
    @inlinable
    @discardableResult
    mutating func removeValue(forKey item: Item) -> ItemPosition? {
        guard let bucket = find(item, tag: Self.tag(of: item)).found else { return nil }
        let index = entryIndex(at: bucket)
        let position = entries[index].position
        vacate(bucket)
        let last = entries.count - 1
        if index != last {
            // The last entry fills the hole; its bucket is found by hashing it.
            let moved = entries[last].item
            if let movedBucket = find(moved, tag: Self.tag(of: moved)).found {
                buckets[movedBucket] = buckets[movedBucket] & Self.tagMask | UInt64(index)
            }
            entries[index] = entries[last]
        }
        entries.removeLast()
        return position
    }

    /// Adds items that must all be new, each with the place `position(offset)` gives for
    /// its offset in `newItems`, hashing each once. If one is already present or repeated,
    /// adds none of them and returns `false`.
    ///
    /// The entries go in first, then the items claim their buckets in a loop that runs on
    /// buffer pointers: through the arrays it took about 40% more instructions (a bounds
    /// and a uniqueness check on every write).
    @inlinable
    mutating func insertNew(_ newItems: [Item], position: (Int) -> ItemPosition) -> Bool {
        let start = entries.count
        reserveCapacity(start + newItems.count)
        for (offset, item) in newItems.enumerated() {
            entries.append(Entry(item: item, position: position(offset)))
        }
        let mask = buckets.count - 1
        let claimed = entries.withUnsafeBufferPointer { entries in
            buckets.withUnsafeMutableBufferPointer { buckets in
                occupied.withUnsafeMutableBufferPointer { occupied in
                    for offset in 0..<newItems.count {
                        let item = entries[start + offset].item
                        let tag = Self.tag(of: item)
                        var bucket = Int(truncatingIfNeeded: tag) & mask
                        while occupied[bucket &>> 6] & (1 &<< UInt64(bucket & 63)) != 0 {
                            let word = buckets[bucket]
                            if word >> 32 == tag && entries[Int(truncatingIfNeeded: word & 0xFFFF_FFFF)].item == item {
                                return offset
                            }
                            bucket = (bucket + 1) & mask
                        }
                        buckets[bucket] = tag << 32 | UInt64(truncatingIfNeeded: start + offset)
                        occupied[bucket &>> 6] |= 1 &<< UInt64(bucket & 63)
                    }
                    return newItems.count
                }
            }
        }
        guard claimed < newItems.count else { return true }
        for offset in 0..<claimed {
            let item = entries[start + offset].item
            if let bucket = find(item, tag: Self.tag(of: item)).found { vacate(bucket) }
        }
        entries.removeLast(newItems.count)
        return false
    }

    /// Makes room for `minimumCapacity` items without resizing.
    @inlinable
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity * 4 > buckets.count * 3 else { return }
        var bucketCount = max(buckets.count, Self.minimumBucketCount)
        while minimumCapacity * 4 > bucketCount * 3 { bucketCount *= 2 }
        entries.reserveCapacity(minimumCapacity)
        resize(to: bucketCount)
    }

    // MARK: Buckets

    @inlinable
    static var tagMask: UInt64 { 0xFFFF_FFFF_0000_0000 }

    /// One word of `occupied`.
    @inlinable
    static var minimumBucketCount: Int { 64 }

    @inlinable
    static func tag(of item: Item) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: item.hashValue))
    }

    @inlinable
    func entryIndex(at bucket: Int) -> Int {
        Int(truncatingIfNeeded: buckets[bucket] & 0xFFFF_FFFF)
    }

    @inlinable
    func isOccupied(_ bucket: Int) -> Bool {
        occupied[bucket &>> 6] & (1 &<< UInt64(bucket & 63)) != 0
    }

    /// The bucket holding `item`, or else the empty bucket where it would go.
    @inlinable
    func find(_ item: Item, tag: UInt64) -> (found: Int?, empty: Int) {
        guard !buckets.isEmpty else { return (nil, 0) }
        let mask = buckets.count - 1
        var bucket = Int(truncatingIfNeeded: tag) & mask
        while isOccupied(bucket) {
            let word = buckets[bucket]
            if word >> 32 == tag && entries[Int(truncatingIfNeeded: word & 0xFFFF_FFFF)].item == item {
                return (bucket, bucket)
            }
            bucket = (bucket + 1) & mask
        }
        return (nil, bucket)
    }

    @inlinable
    mutating func occupy(_ bucket: Int, tag: UInt64, index: Int) {
        buckets[bucket] = tag << 32 | UInt64(truncatingIfNeeded: index)
        occupied[bucket &>> 6] |= 1 &<< UInt64(bucket & 63)
    }

    /// Empties a bucket, moving later buckets of its run back so that every entry stays
    /// reachable from its ideal bucket.
    @inlinable
    mutating func vacate(_ bucket: Int) {
        let mask = buckets.count - 1
        var hole = bucket
        var next = (hole + 1) & mask
        while isOccupied(next) {
            let ideal = Int(truncatingIfNeeded: buckets[next] >> 32) & mask
            // `next` may move to the hole if the hole lies between its ideal bucket and it.
            if (next - ideal) & mask >= (next - hole) & mask {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        occupied[hole &>> 6] &= ~(1 &<< UInt64(hole & 63))
    }

    /// Rebuilds the buckets at a new size from the tags they hold: no item is hashed.
    @inlinable
    mutating func resize(to bucketCount: Int) {
        let oldBuckets = buckets
        let oldOccupied = occupied
        // Buckets are left uninitialized: a bucket is read only once its bit in `occupied`
        // is set, which happens only when it is written (UInt64 is a trivial type). Zeroing
        // them made building a 10k-item snapshot take 1.6 times as long as a `Set`.
        buckets = [UInt64](unsafeUninitializedCapacity: bucketCount) { _, initialized in initialized = bucketCount }
        occupied = [UInt64](repeating: 0, count: bucketCount / 64)
        let mask = bucketCount - 1
        for (wordIndex, word) in oldOccupied.enumerated() where word != 0 {
            for bit in 0..<64 where word & (1 &<< UInt64(bit)) != 0 {
                let value = oldBuckets[wordIndex * 64 + bit]
                var bucket = Int(truncatingIfNeeded: value >> 32) & mask
                while isOccupied(bucket) { bucket = (bucket + 1) & mask }
                buckets[bucket] = value
                occupied[bucket &>> 6] |= 1 &<< UInt64(bucket & 63)
            }
        }
    }
}

extension ItemTable {
    /// Traps unless every entry is found through its bucket and every occupied bucket
    /// names an entry once. Meant for tests; O(*n*).
    func checkConsistency() {
        var named = [Bool](repeating: false, count: entries.count)
        for bucket in buckets.indices where isOccupied(bucket) {
            let index = entryIndex(at: bucket)
            precondition(index < entries.count && !named[index], "bucket names a missing or repeated entry")
            named[index] = true
        }
        for (index, entry) in entries.enumerated() {
            let found = find(entry.item, tag: Self.tag(of: entry.item)).found
            precondition(found.map(entryIndex(at:)) == index, "entry unreachable from its bucket")
        }
    }
}

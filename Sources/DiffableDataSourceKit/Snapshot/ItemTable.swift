/// The snapshot's map from each item to its place: a hash table built from flat arrays,
/// with the part of `Dictionary`'s API the snapshot uses.
///
/// ## Motivation
/// Building a snapshot hashes every item into this map, and the diff looks items up in it,
/// so its layout decides both. A `Dictionary<Item, ItemPosition>` keeps keys and values in
/// two tables, twice the bytes a `Set` of the same items touches at random; at a million
/// items, where the tables outgrow the caches, building one took 1.5-1.8 times as long as
/// building the `Set`. Here the randomly accessed part is one 8-byte word and one bit per
/// bucket (``HashBuckets``), no more than a `Set<Int>`, and the items with their places are
/// appended in order, which the memory system streams: building takes 0.7-1.0 times as
/// long as the `Set`.
///
/// ## Implementation details
/// `entries` holds each item with its place, dense, in no particular order; a bucket's
/// payload is an index into it. Removing an entry moves the last one into its hole (one
/// more hash, to find the moved entry's bucket).
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
    @usableFromInline var buckets = HashBuckets()

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
            guard let bucket = find(item) else { return nil }
            return entries[buckets.payload(at: bucket)].position
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
        let tag = HashBuckets.tag(of: item)
        let (found, empty) = buckets.find(tag: tag) { entries[$0].item == item }
        if let found {
            let index = buckets.payload(at: found)
            let previous = entries[index].position
            entries[index].position = position
            return previous
        }
        buckets.occupy(empty, tag: tag, payload: entries.count)
        entries.append(Entry(item: item, position: position))
        return nil
    }

    /// Removes `item` and returns its place, or returns `nil` if it is not in the table.
    @inlinable
    @discardableResult
    mutating func removeValue(forKey item: Item) -> ItemPosition? {
        guard let bucket = find(item) else { return nil }
        let index = buckets.payload(at: bucket)
        let position = entries[index].position
        buckets.vacate(bucket)
        let last = entries.count - 1
        if index != last {
            // The last entry fills the hole; its bucket is found by hashing it.
            if let movedBucket = find(entries[last].item) { buckets.setPayload(index, at: movedBucket) }
            entries[index] = entries[last]
        }
        entries.removeLast()
        return position
    }

    /// Adds items that must all be new, each with the place `position(offset)` gives for
    /// its offset in `newItems`, hashing each once. If one is already present or repeated,
    /// adds none of them and returns `false`.
    @inlinable
    mutating func insertNew(_ newItems: [Item], position: (Int) -> ItemPosition) -> Bool {
        let start = entries.count
        reserveCapacity(start + newItems.count)
        for (offset, item) in newItems.enumerated() {
            entries.append(Entry(item: item, position: position(offset)))
        }
        // Each new entry claims a bucket; stop at the first that finds its item claimed.
        let claimed = entries.withUnsafeBufferPointer { entries in
            buckets.withBuffers { buckets in
                for index in start..<entries.count {
                    let item = entries[index].item
                    let tag = HashBuckets.tag(of: item)
                    let (found, empty) = buckets.find(tag: tag) { entries[$0].item == item }
                    if found != nil { return index - start }
                    buckets.occupy(empty, tag: tag, payload: index)
                }
                return newItems.count
            }
        }
        guard claimed < newItems.count else { return true }
        for index in start..<(start + claimed) {
            if let bucket = find(entries[index].item) { buckets.vacate(bucket) }
        }
        entries.removeLast(newItems.count)
        return false
    }

    /// Makes room for `minimumCapacity` items without resizing.
    @inlinable
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > entries.capacity {
            // At least doubling, so that many small batches stay linear in total.
            entries.reserveCapacity(Swift.max(minimumCapacity, 2 * entries.capacity))
        }
        buckets.reserveCapacity(minimumCapacity)
    }

    /// The bucket holding `item`.
    @inlinable
    func find(_ item: Item) -> Int? {
        buckets.find(tag: HashBuckets.tag(of: item)) { entries[$0].item == item }.found
    }
}

extension ItemTable {
    /// Traps unless every entry is found through its bucket and every occupied bucket
    /// names an entry once. Meant for tests; O(*n*).
    func checkConsistency() {
        let payloads = buckets.payloads
        precondition(payloads.count == entries.count, "buckets and entries disagree in number")
        precondition(Set(payloads) == Set(entries.indices), "a bucket names a missing or repeated entry")
        for (index, entry) in entries.enumerated() {
            precondition(find(entry.item).map(buckets.payload(at:)) == index, "entry unreachable from its bucket")
        }
    }
}

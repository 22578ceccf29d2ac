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
/// `keys` and `places` hold each item and its place at the same index, dense, in no
/// particular order; a bucket's payload is that index. Removing an entry moves the last
/// one into its hole (one more hash, to find the moved entry's bucket). Two arrays rather
/// than one array of (item, place) pairs: code that runs unspecialized (a generic caller
/// in another module) looked up the pair type's generic metadata on every access, which
/// made inserting rows into a 10k-row section 2.4 times slower (207 ms against 87 ms for
/// 200 inserts in 10 sections of 10k); specialized code runs as fast either way.
@usableFromInline
struct ItemTable<Item: Hashable & Sendable>: Sendable {
    /// Entry index -> its item.
    @usableFromInline var keys: [Item] = []
    /// Entry index -> its item's place.
    @usableFromInline var places: [ItemPosition] = []
    @usableFromInline var buckets = HashBuckets()

    @inlinable
    init() {}

    /// The number of items.
    @inlinable
    var count: Int { keys.count }

    /// The place of `item`, or `nil`. Setting `nil` removes the item; setting a place
    /// adds the item or moves it.
    @inlinable
    subscript(item: Item) -> ItemPosition? {
        get {
            guard let bucket = find(item) else { return nil }
            return places[buckets.payload(at: bucket)]
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
        reserveCapacity(keys.count + 1)
        let tag = HashBuckets.tag(of: item)
        let (found, empty) = buckets.find(tag: tag) { keys[$0] == item }
        if let found {
            let index = buckets.payload(at: found)
            let previous = places[index]
            places[index] = position
            return previous
        }
        buckets.occupy(empty, tag: tag, payload: keys.count)
        keys.append(item)
        places.append(position)
        return nil
    }

    /// Removes `item` and returns its place, or returns `nil` if it is not in the table.
    @inlinable
    @discardableResult
    mutating func removeValue(forKey item: Item) -> ItemPosition? {
        guard let bucket = find(item) else { return nil }
        let index = buckets.payload(at: bucket)
        let position = places[index]
        buckets.vacate(bucket)
        let last = keys.count - 1
        if index != last {
            // The last entry fills the hole; its bucket is found by hashing it.
            if let movedBucket = find(keys[last]) { buckets.setPayload(index, at: movedBucket) }
            keys[index] = keys[last]
            places[index] = places[last]
        }
        keys.removeLast()
        places.removeLast()
        return position
    }

    /// Adds items that must all be new, each with the place `position(offset)` gives for
    /// its offset in `newItems`, hashing each once. If one is already present or repeated,
    /// adds none of them and returns `false`.
    @inlinable
    mutating func insertNew(_ newItems: [Item], position: (Int) -> ItemPosition) -> Bool {
        let start = keys.count
        reserveCapacity(start + newItems.count)
        keys.append(contentsOf: newItems)
        for offset in newItems.indices { places.append(position(offset)) }
        // Each new entry claims a bucket; stop at the first that finds its item claimed.
        let claimed = keys.withUnsafeBufferPointer { keys in
            buckets.withBuffers { buckets in
                for index in start..<keys.count {
                    let item = keys[index]
                    let tag = HashBuckets.tag(of: item)
                    let (found, empty) = buckets.find(tag: tag) { keys[$0] == item }
                    if found != nil { return index - start }
                    buckets.occupy(empty, tag: tag, payload: index)
                }
                return newItems.count
            }
        }
        guard claimed < newItems.count else { return true }
        for index in start..<(start + claimed) {
            if let bucket = find(keys[index]) { buckets.vacate(bucket) }
        }
        keys.removeLast(newItems.count)
        places.removeLast(newItems.count)
        return false
    }

    /// Makes room for `minimumCapacity` items without resizing.
    @inlinable
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > keys.capacity {
            // At least doubling, so that many small batches stay linear in total.
            let capacity = Swift.max(minimumCapacity, 2 * keys.capacity)
            keys.reserveCapacity(capacity)
            places.reserveCapacity(capacity)
        }
        buckets.reserveCapacity(minimumCapacity)
    }

    /// The bucket holding `item`.
    @inlinable
    func find(_ item: Item) -> Int? {
        buckets.find(tag: HashBuckets.tag(of: item)) { keys[$0] == item }.found
    }
}

extension ItemTable {
    /// Traps unless every entry is found through its bucket and every occupied bucket
    /// names an entry once. Meant for tests; O(*n*).
    func checkConsistency() {
        let payloads = buckets.payloads
        precondition(keys.count == places.count, "keys and places disagree in number")
        precondition(payloads.count == keys.count, "buckets and entries disagree in number")
        precondition(Set(payloads) == Set(keys.indices), "a bucket names a missing or repeated entry")
        for (index, key) in keys.enumerated() {
            precondition(find(key).map(buckets.payload(at:)) == index, "entry unreachable from its bucket")
        }
    }
}

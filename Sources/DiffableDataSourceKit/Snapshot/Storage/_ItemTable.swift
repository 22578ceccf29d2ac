/// The snapshot's map from each item to its place: a hash table built from arrays kept in
/// pages, with the part of `Dictionary`'s API the snapshot uses.
///
/// ## Motivation
/// Building a snapshot hashes every item into this map, and the diff looks items up in it,
/// so its layout decides both. A `Dictionary<Item, _ItemPosition>` keeps keys and values in
/// two tables, twice the bytes a `Set` of the same items touches at random; at a million
/// items, where the tables outgrow the caches, building one took 1.5-1.8 times as long as
/// building the `Set`. Here the randomly accessed part is one 8-byte word and one bit per
/// bucket (as in ``_HashBuckets``), no more than a `Set<Int>`, and the items with their
/// places are appended in order, which the memory system streams: building takes 0.7-1.0 times as
/// long as the `Set`.
///
/// All three arrays are kept in pages of 4,096, in groups of 64 pages (``_PagedArray``,
/// ``_PagedHashBuckets``): a snapshot copied and then edited (Apple's pattern) copies the
/// pages its edit writes, and the tables of their groups, and retains the others. Flat,
/// the first edit of a copy copied the whole map, about 32 bytes per item: 2.8-4.7 ms at a
/// million items for an append or a delete, 1.0-1.3 ms for a move (places only); paged,
/// 0.013-0.07 ms. Building writes the buckets through pointers to their pages (`claimAll`,
/// ``_WordPages``), so it costs what the flat arrays did; a look-up reads a group's entry
/// and a page's entry more per array, both tables small enough to stay in the cache. The diff, which looks up many
/// items, reads the map through an ``_ItemTableReader``: pointers to the buckets' pages,
/// made once per diff.
///
/// ## Implementation details
/// `keys` and `places` hold each item and its place at the same index, dense, in no
/// particular order; a bucket's payload is that index. Removing an entry moves the last
/// one into its hole (one more hash, to find the moved entry's bucket, which is checked by
/// its index; see "Broken Hashable contracts" below). Two arrays rather than one array of
/// (item, place) pairs: code that runs unspecialized (a generic caller in another module) looked up the pair type's generic metadata on every access, which
/// made inserting rows into a 10k-row section 2.4 times slower (207 ms against 87 ms for
/// 200 inserts in 10 sections of 10k); specialized code runs as fast either way.
@usableFromInline
struct _ItemTable<Item: Hashable & Sendable>: Sendable {
    /// Entry index -> its item.
    @usableFromInline var keys = _PagedArray<Item, _MapPages>()
    /// Entry index -> its item's place.
    @usableFromInline var places = _PagedArray<_ItemPosition, _MapPages>()
    @usableFromInline var buckets = _PagedHashBuckets()
    /// Entry index -> its reload and reconfigure marks, for marked entries only: kept by
    /// entry rather than in a `Set` of items, which traps when marked items stop obeying
    /// `Hashable` (two of them become equal).
    @usableFromInline var marks: [Int: _ItemMarks] = [:]

    @inlinable
    init() {}

    /// The number of items.
    @inlinable
    var count: Int { keys.count }

    /// The place of `item`, or `nil`.
    @inlinable
    subscript(item: Item) -> _ItemPosition? {
        guard let bucket = find(item) else { return nil }
        return places[buckets.payload(at: bucket)]
    }

    /// The entry index of `item`, or `nil`.
    @inlinable
    func entry(of item: Item) -> Int? {
        find(item).map(buckets.payload(at:))
    }

    /// Removes `item` and returns its place, or returns `nil` if it is not in the table.
    @inlinable
    @discardableResult
    mutating func removeValue(forKey item: Item) -> _ItemPosition? {
        guard let bucket = find(item) else { return nil }
        let index = buckets.payload(at: bucket)
        let position = places[index]
        removeEntry(index, inBucket: bucket)
        return position
    }

    /// Removes the entry of the stored `item` whose place is `position`, found by that
    /// place rather than by `==`, so that an item whose hash changed since it was stored,
    /// or that is not equal to itself, is removed all the same.
    @inlinable
    mutating func remove(_ item: Item, at position: _ItemPosition) {
        guard let (index, probed) = locate(item, at: position, excluding: 0..<0),
            let bucket = probed ?? buckets.bucket(withPayload: index)
        else { return }
        removeEntry(index, inBucket: bucket)
    }

    /// Changes the place of the stored `item` from `old` to `new`.
    ///
    /// The entry is found by its place, never by `==`, and entries in `excluded` are
    /// skipped (new rows whose places may equal an old row's until it is renumbered).
    /// - Complexity: one hash and a probe; O(*n*) when the item's hash changed since it
    ///   was stored (a scan of the places).
    @inlinable
    mutating func relocate(_ item: Item, from old: _ItemPosition, to new: _ItemPosition, excluding excluded: Range<Int>)
    {
        guard let index = entry(of: item, at: old, excluding: excluded) else { return }
        places[index] = new
    }

    /// Adds items that must all be new, each with the place `position(offset)` gives for
    /// its offset in `newItems`, hashing each once. If one is already present or repeated,
    /// adds none of them and returns `false`.
    @inlinable
    mutating func insertNew(_ newItems: [Item], position: (Int) -> _ItemPosition) -> Bool {
        let start = keys.count
        reserveCapacity(start + newItems.count)
        keys.append(contentsOf: newItems)
        places.append(count: newItems.count, position)
        // Each new entry claims a bucket; stop at the first that finds its item claimed.
        // Many items go through pointers to the buckets' pages, which first makes every
        // page unique: that copies the pages a copy shares, so a few items go through the
        // pages one by one, copying only the pages they write.
        let claimed = newItems.count * 8 >= start ? claimAll(newItems, from: start) : claimEach(from: start)
        guard claimed < newItems.count else { return true }
        // Released by index, not by `==`, which a value not equal to itself fails.
        for index in (start..<(start + claimed)).reversed() {
            if let bucket = bucket(ofEntry: index, hashing: keys[index]) { buckets.vacate(bucket) }
        }
        keys.removeLast(newItems.count)
        places.removeLast(newItems.count)
        return false
    }

    /// Claims a bucket for each of `newItems`, stored from entry `start` on, through
    /// pointers to the buckets' pages; returns how many it claimed before one found its
    /// item already claimed.
    @inlinable
    mutating func claimAll(_ newItems: [Item], from start: Int) -> Int {
        // Read only where tags agree (a repeated item, or a rare collision).
        // By index through a buffer, not `enumerated()`: run unspecialised (a snapshot the
        // library builds for the app's types), each step looked up its tuple's metadata.
        let keys = self.keys
        return buckets.withBuffers { buckets in
            newItems.withUnsafeBufferPointer { newItems in
                for offset in 0..<newItems.count {
                    let item = newItems[offset]
                    let tag = _HashBuckets.tag(of: item)
                    let (found, empty) = buckets.find(tag: tag) { keys[$0] == item }
                    if found != nil { return offset }
                    buckets.occupy(empty, tag: tag, payload: start + offset)
                }
                return newItems.count
            }
        }
    }

    /// As `claimAll(_:from:)`, through the pages one entry at a time.
    @inlinable
    mutating func claimEach(from start: Int) -> Int {
        for index in start..<keys.count {
            let item = keys[index]
            let tag = _HashBuckets.tag(of: item)
            let (found, empty) = buckets.find(tag: tag) { keys[$0] == item }
            if found != nil { return index - start }
            buckets.occupy(empty, tag: tag, payload: index)
        }
        return keys.count - start
    }

    /// Makes room for `minimumCapacity` items without resizing the buckets; the last pages
    /// of the entries at least double.
    @inlinable
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        keys.reserveCapacity(minimumCapacity)
        places.reserveCapacity(minimumCapacity)
        buckets.reserveCapacity(minimumCapacity)
    }

    /// The bucket holding `item`.
    @inlinable
    func find(_ item: Item) -> Int? {
        buckets.find(tag: _HashBuckets.tag(of: item)) { keys[$0] == item }.found
    }

    // MARK: Broken Hashable contracts
    //
    // An item's hash and `==` are the app's: a class item hashed by a mutable `id`, a NaN,
    // an `==` that disagrees with the hash. The table's own structure never depends on
    // them after insertion: entries are relocated and released through their index or
    // their place, and found again by hashing only as a fast path, checked by index or
    // place, with a scan when the hash has changed.

    /// The entry holding the stored `item` at `position`: a probe from its hash for an
    /// entry with that place, or a scan of the places when its hash changed.
    @inlinable
    func entry(of item: Item, at position: _ItemPosition, excluding excluded: Range<Int>) -> Int? {
        locate(item, at: position, excluding: excluded)?.entry
    }

    /// The entry holding the stored `item` at `position`, and its bucket when the probe
    /// from the item's hash found it (`nil` when a scan of the places did).
    @inlinable
    func locate(_ item: Item, at position: _ItemPosition, excluding excluded: Range<Int>) -> (entry: Int, bucket: Int?)?
    {
        let probe = buckets.find(tag: _HashBuckets.tag(of: item)) {
            places[$0] == position && !excluded.contains($0)
        }
        if let bucket = probe.found { return (buckets.payload(at: bucket), bucket) }
        return places.indices.first { places[$0] == position && !excluded.contains($0) }.map { ($0, nil) }
    }

    /// The bucket naming entry `index`, whose item is `item`: a probe from its hash, or a
    /// scan of the buckets when its hash changed.
    @inlinable
    func bucket(ofEntry index: Int, hashing item: Item) -> Int? {
        buckets.find(tag: _HashBuckets.tag(of: item)) { $0 == index }.found ?? buckets.bucket(withPayload: index)
    }

    /// Removes entry `index`, named by `bucket`, moving the last entry into its place.
    @inlinable
    mutating func removeEntry(_ index: Int, inBucket bucket: Int) {
        buckets.vacate(bucket)
        let last = keys.count - 1
        if index != last {
            // The last entry fills the hole; its bucket is found by index, not by `==`.
            if let movedBucket = self.bucket(ofEntry: last, hashing: keys[last]) {
                buckets.setPayload(index, at: movedBucket)
            }
            keys[index] = keys[last]
            places[index] = places[last]
        }
        if !marks.isEmpty {
            marks[index] = nil
            if index != last, let moved = marks.removeValue(forKey: last) { marks[index] = moved }
        }
        keys.removeLast()
        places.removeLast()
    }
}

extension _ItemTable {
    /// Entry index -> the tag of its item's hash when it was stored: for checks, and for
    /// `removeEntries(where:)`, which keeps the tags without hashing. O(buckets).
    var storedTags: [UInt64] {
        var tags = [UInt64](repeating: 0, count: keys.count)
        for bucket in buckets.words.indices where buckets.isOccupied(bucket) {
            let payload = buckets.payload(at: bucket)
            if payload < tags.count { tags[payload] = buckets.words[bucket] >> 32 }
        }
        return tags
    }

    /// Whether every item still hashes to the tag it was stored with, equals itself, is
    /// found as itself, and differs from the item stored after it: a check that catches
    /// the broken contracts the tests use (changed hashes, NaN, `==` always true), not a
    /// proof. For checks; O(*n*).
    var obeysHashable: Bool {
        let tags = storedTags
        return keys.indices.allSatisfy { index in
            let key = keys[index]
            return _HashBuckets.tag(of: key) == tags[index] && key == key && entry(of: key) == index
                && (index + 1 == keys.count || key != keys[index + 1])
        }
    }

    /// Traps unless every entry is named by exactly one bucket, every bucket is reachable
    /// from its tag, marks name live entries, and every entry whose item still hashes to its
    /// tag and equals itself is found by look-up (possibly as an equal twin left by an item
    /// whose hash changed). Meant for tests; O(*n*).
    func checkConsistency() {
        precondition(keys.count == places.count, "keys and places disagree in number")
        var bucketOfEntry = [Int](repeating: -1, count: keys.count)
        for bucket in buckets.words.indices where buckets.isOccupied(bucket) {
            let payload = buckets.payload(at: bucket)
            precondition(
                payload < keys.count && bucketOfEntry[payload] < 0, "a bucket names a missing or repeated entry")
            bucketOfEntry[payload] = bucket
            let count = buckets.bucketCount
            var probe = _PagedHashBuckets.home(of: buckets.words[bucket] >> 32, in: count)
            while probe != bucket {
                precondition(buckets.isOccupied(probe), "a bucket is unreachable from its tag")
                probe = _PagedHashBuckets.bucket(after: probe, in: count)
            }
        }
        precondition(!bucketOfEntry.contains(-1), "an entry has no bucket")
        precondition(marks.allSatisfy { $0.key < keys.count && !$0.value.isEmpty }, "a mark names no entry")
        for (index, key) in keys.enumerated() {
            let tag = buckets.words[bucketOfEntry[index]] >> 32
            guard _HashBuckets.tag(of: key) == tag, key == key else { continue }
            precondition(
                buckets.find(tag: tag) { keys[$0] == key }.found != nil, "entry \(index) unreachable from its bucket")
        }
    }
}

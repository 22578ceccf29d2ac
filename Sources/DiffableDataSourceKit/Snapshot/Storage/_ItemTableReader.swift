/// Looks items up in an ``_ItemTable`` for the length of a diff, through tables of
/// pointers to the buckets' pages (``_WordPageTable``) made once: a probe reads a bucket
/// word with a shift and two loads, without the bounds checks and the load of the page
/// object that ``_PagedHashBuckets`` pays on each access.
///
/// The same probe as `_ItemTable.find(_:)` (``_BucketProbe``: a tag, then `==` on the
/// stored item), so it finds what that finds, also for items that break `Hashable`.
@usableFromInline
struct _ItemTableReader<Item: Hashable & Sendable>: _BucketProbe {
    /// Bucket -> its tag and entry.
    @usableFromInline let words: _WordPageTable
    /// One bit per bucket: whether it is occupied.
    @usableFromInline let occupied: _WordPageTable
    /// The number of buckets (``_BucketProbe/bucketCount``).
    @usableFromInline let bucketCount: Int
    /// The table's pages of items and of places, held for the reader's life.
    @usableFromInline let keys: [[Item]]
    @usableFromInline let places: [[_ItemPosition]]

    /// A reader of `table`.
    ///
    /// - Complexity: O(*n* / 4,096).
    @inlinable
    init(_ table: _ItemTable<Item>) {
        words = _WordPageTable(table.buckets.words)
        occupied = _WordPageTable(table.buckets.occupied)
        bucketCount = table.buckets.words.count
        keys = table.keys.pages
        places = table.places.pages
    }

    /// The place of `item`, or `nil`.
    ///
    /// - Complexity: one hash and a probe, O(1) expected.
    @inlinable
    func position(of item: Item) -> _ItemPosition? {
        position(of: item, tag: _HashBuckets.tag(of: item))
    }

    /// The place of `item`, whose tag (``_BucketTable/tag(of:)``) is `tag`, or `nil`.
    ///
    /// - Complexity: a probe, O(1) expected.
    @inlinable
    func position(of item: Item, tag: UInt64) -> _ItemPosition? {
        position(of: item, tag: tag, homeWord: nil)
    }

    @inlinable
    func word(at bucket: Int) -> UInt64 { words[bucket] }

    @inlinable
    func isOccupied(_ bucket: Int) -> Bool {
        occupied[bucket &>> 6] & (1 &<< UInt64(bucket & 63)) != 0
    }

    /// The word of the bucket where a probe for `tag` starts, or `nil` when that bucket is
    /// empty (its word is then uninitialized and is not read). Loaded for several items in
    /// a row, before any of them is probed, their cache misses overlap.
    @inlinable
    func homeWord(tag: UInt64) -> UInt64? {
        guard bucketCount > 0 else { return nil }
        let bucket = Self.home(of: tag, in: bucketCount)
        return isOccupied(bucket) ? words[bucket] : nil
    }

    /// Whether entry `entry` holds `item`.
    @inlinable
    func entry(_ entry: Int, holds item: Item) -> Bool {
        keys[entry &>> _MapPages.shift][entry & (_PagedArray<Item, _MapPages>.pageSize - 1)] == item
    }

    /// The place of entry `entry`.
    @inlinable
    func place(ofEntry entry: Int) -> _ItemPosition {
        places[entry &>> _MapPages.shift][entry & (_PagedArray<Item, _MapPages>.pageSize - 1)]
    }

    /// As `position(of:tag:)`, given what `homeWord(tag:)` returned, or `nil` to load it.
    ///
    /// - Complexity: a probe, O(1) expected.
    @inlinable @inline(__always)
    func position(of item: Item, tag: UInt64, homeWord: UInt64?) -> _ItemPosition? {
        // The entry is kept as it matches: reading it back from the bucket costs two loads.
        var found = -1
        _ = find(tag: tag, homeWord: homeWord) { entry in
            guard self.entry(entry, holds: item) else { return false }
            found = entry
            return true
        }
        return found < 0 ? nil : place(ofEntry: found)
    }
}

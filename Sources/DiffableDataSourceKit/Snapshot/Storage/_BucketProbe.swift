/// The look-up of a hash table's buckets, written once for every way they are read: the
/// tables themselves (``_BucketTable``), their pointers inside a filling loop
/// (`_HashBuckets.Buffers`, `_PagedHashBuckets.Buffers`) and the reader a diff holds open
/// (``_ItemTableReader``). A reader supplies a word and an occupied bit by index; the
/// layout is ``_BucketTable``'s.
@usableFromInline
protocol _BucketProbe {
    /// The number of buckets: a multiple of 64 (one occupied word each), maybe zero.
    var bucketCount: Int { get }
    /// The word of bucket `bucket`; read only where `isOccupied(bucket)`.
    func word(at bucket: Int) -> UInt64
    /// Whether bucket `bucket` is occupied.
    func isOccupied(_ bucket: Int) -> Bool
}

extension _BucketProbe {
    /// The bucket where a probe for `tag` starts in a table of `count` buckets: the 32-bit
    /// tag scaled to the table, a multiply and a shift. The count need not be a power of
    /// two, so a table is sized to what it holds (see ``_BucketTable/reserveCapacity(_:)``).
    @inlinable @inline(__always)
    static func home(of tag: UInt64, in count: Int) -> Int {
        Int(truncatingIfNeeded: (tag &* UInt64(truncatingIfNeeded: count)) &>> 32)
    }

    /// The bucket after `bucket` in a table of `count` buckets, wrapping to the first.
    @inlinable @inline(__always)
    static func bucket(after bucket: Int, in count: Int) -> Int {
        let next = bucket &+ 1
        return next == count ? 0 : next
    }

    /// The payload of an occupied bucket.
    @inlinable
    func payload(at bucket: Int) -> Int {
        Int(truncatingIfNeeded: word(at: bucket) & 0xFFFF_FFFF)
    }

    /// The bucket whose payload `matches`, or else the empty bucket where it would go.
    ///
    /// `homeWord`, when given, is the word of the bucket the probe starts at, loaded
    /// earlier so that several look-ups' cache misses overlap (``_LookAhead``); the bucket
    /// must then be occupied.
    ///
    /// - Complexity: O(1) expected: the table is at most three quarters full.
    @inlinable @inline(__always)
    func find(tag: UInt64, homeWord: UInt64? = nil, where matches: (Int) -> Bool) -> (found: Int?, empty: Int) {
        let count = bucketCount
        guard count > 0 else { return (nil, 0) }
        var bucket = Self.home(of: tag, in: count)
        var known = homeWord
        while isOccupied(bucket) {
            let word = known ?? word(at: bucket)
            known = nil
            if word >> 32 == tag && matches(Int(truncatingIfNeeded: word & 0xFFFF_FFFF)) { return (bucket, bucket) }
            bucket = Self.bucket(after: bucket, in: count)
        }
        return (nil, bucket)
    }
}

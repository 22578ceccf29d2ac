/// The look-up of a hash table's buckets, written once for every way they are read: the
/// tables themselves (``_BucketTable``), their pointers inside a filling loop
/// (`_HashBuckets.Buffers`, `_PagedHashBuckets.Buffers`) and the reader a diff holds open
/// (``_ItemTableReader``). A reader supplies a word and an occupied bit by index; the
/// layout is ``_BucketTable``'s.
@usableFromInline
protocol _BucketProbe {
    /// The number of buckets: zero or a power of two.
    var bucketCount: Int { get }
    /// The word of bucket `bucket`; read only where `isOccupied(bucket)`.
    func word(at bucket: Int) -> UInt64
    /// Whether bucket `bucket` is occupied.
    func isOccupied(_ bucket: Int) -> Bool
}

extension _BucketProbe {
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
        let mask = count - 1
        var bucket = Int(truncatingIfNeeded: tag) & mask
        var known = homeWord
        while isOccupied(bucket) {
            let word = known ?? word(at: bucket)
            known = nil
            if word >> 32 == tag && matches(Int(truncatingIfNeeded: word & 0xFFFF_FFFF)) { return (bucket, bucket) }
            bucket = (bucket &+ 1) & mask
        }
        return (nil, bucket)
    }
}

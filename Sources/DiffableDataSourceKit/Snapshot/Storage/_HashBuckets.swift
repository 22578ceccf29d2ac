/// The buckets of a hash table whose elements live elsewhere: each occupied bucket holds a
/// 32-bit hash tag and a 32-bit payload (the element's index in its owner's array).
///
/// Used by the flat diff's table of old elements and by `repeatedElements()`; the
/// snapshot's item map (``_ItemTable``) keeps the same layout in pages
/// (``_PagedHashBuckets``), as it is copied and edited. The owner stores the elements and
/// says, through a `matches` closure, whether the element at a payload is the one sought;
/// the buckets never hash or compare elements themselves, and are not generic.
///
/// ## Implementation details
/// - `words`: a table of a multiple of 64 buckets, at most three quarters full, probed linearly. An
///   occupied bucket holds the low 32 bits of its element's hash (the tag) above the
///   payload, so a probe asks `matches` only when the tags agree, and the table is resized
///   and shifted without hashing again. Payloads are 32-bit: an owner holds fewer than
///   2^32 elements, as rows are 32-bit elsewhere.
/// - `occupied`: one bit per bucket. An insertion reads only this small bitmap before it
///   writes its bucket; buckets are left uninitialized and are read only once their bit is
///   set. (Zeroing them made building a 10k-item snapshot take 1.6 times as long as a
///   `Set`, against 1.0 without.)
/// Removal shifts the following buckets of its run back (no tombstones), so look-ups stay
/// short after any sequence of removals.
@usableFromInline
struct _HashBuckets: _BucketTable, Sendable {
    @usableFromInline var words: [UInt64] = []
    @usableFromInline var occupied: [UInt64] = []

    @inlinable
    init() {}

    /// Words in one array each.
    @inlinable
    static func makeWords(count: Int, zeroed: Bool) -> [UInt64] {
        zeroed ? [UInt64](repeating: 0, count: count) : [UInt64](uninitializedCount: count)
    }

    /// Two and a half buckets per element (40% full): these tables live for one call, so
    /// short probes matter more than their memory (at half full the flat diff of 100
    /// scattered changes in 100k items took 11% longer).
    @inlinable
    static var bucketsPerTwoElements: Int { 5 }

    /// Runs `body` with the buckets as buffer pointers, for loops that fill many buckets:
    /// through the arrays, every write pays a bounds and a uniqueness check (about 40%
    /// more instructions when building a snapshot).
    @inlinable
    mutating func withBuffers<Result>(_ body: (Buffers) -> Result) -> Result {
        words.withUnsafeMutableBufferPointer { words in
            occupied.withUnsafeMutableBufferPointer { occupied in
                body(Buffers(words: words, occupied: occupied))
            }
        }
    }

    /// The buckets as buffer pointers, valid inside `withBuffers`.
    @usableFromInline
    struct Buffers: _BucketProbe {
        @usableFromInline let words: UnsafeMutableBufferPointer<UInt64>
        @usableFromInline let occupied: UnsafeMutableBufferPointer<UInt64>

        @inlinable
        init(words: UnsafeMutableBufferPointer<UInt64>, occupied: UnsafeMutableBufferPointer<UInt64>) {
            self.words = words
            self.occupied = occupied
        }

        @inlinable
        var bucketCount: Int { words.count }

        @inlinable
        func word(at bucket: Int) -> UInt64 { words[bucket] }

        @inlinable
        func isOccupied(_ bucket: Int) -> Bool {
            occupied[bucket &>> 6] & (1 &<< UInt64(bucket & 63)) != 0
        }

        /// As `_HashBuckets.occupy(_:tag:payload:)`.
        @inlinable
        func occupy(_ bucket: Int, tag: UInt64, payload: Int) {
            words[bucket] = tag << 32 | UInt64(truncatingIfNeeded: payload) & 0xFFFF_FFFF
            occupied[bucket &>> 6] |= 1 &<< UInt64(bucket & 63)
        }
    }
}

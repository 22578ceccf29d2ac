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
/// - `words`: a power-of-two table, at most three quarters full, probed linearly. An
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
struct _HashBuckets: Sendable {
    @usableFromInline var words: [UInt64] = []
    @usableFromInline var occupied: [UInt64] = []

    @inlinable
    init() {}

    /// The tag of an element: the low 32 bits of its hash value.
    @inlinable
    static func tag<Element: Hashable>(of element: Element) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: element.hashValue))
    }

    /// The payload of an occupied bucket.
    @inlinable
    func payload(at bucket: Int) -> Int {
        Int(truncatingIfNeeded: words[bucket] & 0xFFFF_FFFF)
    }

    @inlinable
    mutating func setPayload(_ payload: Int, at bucket: Int) {
        words[bucket] = words[bucket] & 0xFFFF_FFFF_0000_0000 | UInt64(truncatingIfNeeded: payload) & 0xFFFF_FFFF
    }

    @inlinable
    func isOccupied(_ bucket: Int) -> Bool {
        occupied[bucket &>> 6] & (1 &<< UInt64(bucket & 63)) != 0
    }

    /// The bucket whose payload `matches`, or else the empty bucket where it would go.
    @inlinable
    func find(tag: UInt64, where matches: (Int) -> Bool) -> (found: Int?, empty: Int) {
        guard !words.isEmpty else { return (nil, 0) }
        let mask = words.count - 1
        var bucket = Int(truncatingIfNeeded: tag) & mask
        while isOccupied(bucket) {
            let word = words[bucket]
            if word >> 32 == tag && matches(Int(truncatingIfNeeded: word & 0xFFFF_FFFF)) { return (bucket, bucket) }
            bucket = (bucket + 1) & mask
        }
        return (nil, bucket)
    }

    /// The bucket whose payload is `payload`, by a scan of every bucket: for an owner whose
    /// element no longer hashes as it did when stored (see ``_ItemTable``).
    ///
    /// - Complexity: O(buckets).
    @inlinable
    func bucket(withPayload payload: Int) -> Int? {
        words.indices.first { isOccupied($0) && self.payload(at: $0) == payload }
    }

    /// Fills an empty bucket that `find` returned.
    @inlinable
    mutating func occupy(_ bucket: Int, tag: UInt64, payload: Int) {
        words[bucket] = tag << 32 | UInt64(truncatingIfNeeded: payload) & 0xFFFF_FFFF
        occupied[bucket &>> 6] |= 1 &<< UInt64(bucket & 63)
    }

    /// Empties a bucket, moving later buckets of its run back so that every payload stays
    /// reachable from its tag's bucket.
    @inlinable
    mutating func vacate(_ bucket: Int) {
        let mask = words.count - 1
        var hole = bucket
        var next = (hole + 1) & mask
        while isOccupied(next) {
            let ideal = Int(truncatingIfNeeded: words[next] >> 32) & mask
            // `next` may move to the hole if the hole lies between its ideal bucket and it.
            if (next - ideal) & mask >= (next - hole) & mask {
                words[hole] = words[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        occupied[hole &>> 6] &= ~(1 &<< UInt64(hole & 63))
    }

    /// Makes room for `minimumCapacity` elements without resizing.
    @inlinable
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity * 4 > words.count * 3 else { return }
        var bucketCount = max(words.count, 64)
        while minimumCapacity * 4 > bucketCount * 3 { bucketCount *= 2 }
        resize(to: bucketCount)
    }

    /// Rebuilds the table at a new size from the tags it holds: nothing is hashed.
    @inlinable
    mutating func resize(to bucketCount: Int) {
        let oldWords = words
        let oldOccupied = occupied
        // Uninitialized: see the type's implementation details.
        words = [UInt64](uninitializedCount: bucketCount)
        occupied = [UInt64](repeating: 0, count: bucketCount / 64)
        let mask = bucketCount - 1
        for (wordIndex, bits) in oldOccupied.enumerated() where bits != 0 {
            for bit in 0..<64 where bits & (1 &<< UInt64(bit)) != 0 {
                let word = oldWords[wordIndex * 64 + bit]
                var bucket = Int(truncatingIfNeeded: word >> 32) & mask
                while isOccupied(bucket) { bucket = (bucket + 1) & mask }
                words[bucket] = word
                occupied[bucket &>> 6] |= 1 &<< UInt64(bucket & 63)
            }
        }
    }

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
    struct Buffers {
        @usableFromInline let words: UnsafeMutableBufferPointer<UInt64>
        @usableFromInline let occupied: UnsafeMutableBufferPointer<UInt64>

        @inlinable
        init(words: UnsafeMutableBufferPointer<UInt64>, occupied: UnsafeMutableBufferPointer<UInt64>) {
            self.words = words
            self.occupied = occupied
        }

        @inlinable
        func payload(at bucket: Int) -> Int {
            Int(truncatingIfNeeded: words[bucket] & 0xFFFF_FFFF)
        }

        /// As `_HashBuckets.find(tag:where:)`; the table must have at least one bucket.
        @inlinable
        func find(tag: UInt64, where matches: (Int) -> Bool) -> (found: Int?, empty: Int) {
            let mask = words.count - 1
            var bucket = Int(truncatingIfNeeded: tag) & mask
            while occupied[bucket &>> 6] & (1 &<< UInt64(bucket & 63)) != 0 {
                let word = words[bucket]
                if word >> 32 == tag && matches(Int(truncatingIfNeeded: word & 0xFFFF_FFFF)) { return (bucket, bucket) }
                bucket = (bucket + 1) & mask
            }
            return (nil, bucket)
        }

        /// As `_HashBuckets.occupy(_:tag:payload:)`.
        @inlinable
        func occupy(_ bucket: Int, tag: UInt64, payload: Int) {
            words[bucket] = tag << 32 | UInt64(truncatingIfNeeded: payload) & 0xFFFF_FFFF
            occupied[bucket &>> 6] |= 1 &<< UInt64(bucket & 63)
        }
    }
}

extension _HashBuckets {
    /// The payloads of all occupied buckets. Meant for consistency checks; O(buckets).
    var payloads: [Int] {
        words.indices.filter(isOccupied).map(payload(at:))
    }
}

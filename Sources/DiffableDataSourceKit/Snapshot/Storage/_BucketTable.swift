/// The editing of a hash table whose buckets live in two word arrays, written once for the
/// flat buckets (``_HashBuckets``) and the paged ones (``_PagedHashBuckets``), which differ
/// only in how the words are stored; its look-up is ``_BucketProbe``'s.
///
/// Each occupied bucket holds a 32-bit hash tag above a 32-bit payload (the element's index
/// in its owner's arrays), and `occupied` one bit per bucket; the table has a multiple of 64
/// buckets, at most three quarters full, probed linearly, and removal shifts the rest of a run back
/// (no tombstones). See ``_HashBuckets`` for why the layout is so.
@usableFromInline
protocol _BucketTable: _BucketProbe {
    /// Words stored as one array or in pages.
    associatedtype Words: RandomAccessCollection & MutableCollection
    where Words.Element == UInt64, Words.Index == Int

    /// Bucket -> its tag and payload; read only where `occupied` says the bucket is full.
    var words: Words { get set }
    /// One bit per bucket: whether it is occupied.
    var occupied: Words { get set }

    /// `count` words, zeroed or left uninitialized.
    static func makeWords(count: Int, zeroed: Bool) -> Words

    /// The buckets a table built for a known count takes per two elements: fewer hold less
    /// memory, more make probes shorter.
    static var bucketsPerTwoElements: Int { get }
}

extension _BucketTable {
    /// The tag of an element: the low 32 bits of its hash value.
    @inlinable
    static func tag<Element: Hashable>(of element: Element) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: element.hashValue))
    }

    /// The number of buckets.
    @inlinable
    var bucketCount: Int { words.count }

    @inlinable
    func word(at bucket: Int) -> UInt64 { words[bucket] }

    @inlinable
    mutating func setPayload(_ payload: Int, at bucket: Int) {
        words[bucket] = words[bucket] & 0xFFFF_FFFF_0000_0000 | UInt64(truncatingIfNeeded: payload) & 0xFFFF_FFFF
    }

    @inlinable
    func isOccupied(_ bucket: Int) -> Bool {
        occupied[bucket &>> 6] & (1 &<< UInt64(bucket & 63)) != 0
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
        let count = words.count
        // How far `to` lies after `from`, going round the table.
        func distance(from: Int, to: Int) -> Int { to >= from ? to - from : to - from + count }
        var hole = bucket
        var next = Self.bucket(after: hole, in: count)
        while isOccupied(next) {
            let ideal = Self.home(of: words[next] >> 32, in: count)
            // `next` may move to the hole if the hole lies between its ideal bucket and it.
            if distance(from: ideal, to: next) >= distance(from: hole, to: next) {
                words[hole] = words[next]
                hole = next
            }
            next = Self.bucket(after: next, in: count)
        }
        occupied[hole &>> 6] &= ~(1 &<< UInt64(hole & 63))
    }

    /// Makes room for `minimumCapacity` elements without resizing.
    ///
    /// A table that must grow takes ``bucketsPerTwoElements`` buckets per two elements, or
    /// twice its own size, whichever is more: a table built for a known count is sized to
    /// it, where rounding up to a power of two took from 1.3 to 2.7 words per element, and
    /// one that grows an element at a time still doubles.
    ///
    /// - Complexity: O(buckets) when it resizes.
    @inlinable
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity * 4 > words.count * 3 else { return }
        let sized = (minimumCapacity * Self.bucketsPerTwoElements / 2 + 63) & ~63
        resize(to: max(words.count * 2, sized, 64))
    }

    /// Rebuilds the table at a new size from the tags it holds: nothing is hashed.
    @inlinable
    mutating func resize(to bucketCount: Int) {
        let oldWords = words
        let oldOccupied = occupied
        // Uninitialized: see ``_HashBuckets``'s implementation details.
        words = Self.makeWords(count: bucketCount, zeroed: false)
        occupied = Self.makeWords(count: bucketCount / 64, zeroed: true)
        for (wordIndex, bits) in oldOccupied.enumerated() where bits != 0 {
            for bit in 0..<64 where bits & (1 &<< UInt64(bit)) != 0 {
                let word = oldWords[wordIndex * 64 + bit]
                var bucket = Self.home(of: word >> 32, in: bucketCount)
                while isOccupied(bucket) { bucket = Self.bucket(after: bucket, in: bucketCount) }
                words[bucket] = word
                occupied[bucket &>> 6] |= 1 &<< UInt64(bucket & 63)
            }
        }
    }

    /// The payloads of all occupied buckets. Meant for consistency checks; O(buckets).
    var payloads: [Int] {
        words.indices.filter(isOccupied).map(payload(at:))
    }
}

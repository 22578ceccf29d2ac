/// The editing of a hash table whose buckets live in two word arrays, written once for the
/// flat buckets (``_HashBuckets``) and the paged ones (``_PagedHashBuckets``), which differ
/// only in how the words are stored; its look-up is ``_BucketProbe``'s.
///
/// Each occupied bucket holds a 32-bit hash tag above a 32-bit payload (the element's index
/// in its owner's arrays), and `occupied` one bit per bucket; the table is a power of two,
/// at most three quarters full, probed linearly, and removal shifts the rest of a run back
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
        // Uninitialized: see ``_HashBuckets``'s implementation details.
        words = Self.makeWords(count: bucketCount, zeroed: false)
        occupied = Self.makeWords(count: bucketCount / 64, zeroed: true)
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

    /// The payloads of all occupied buckets. Meant for consistency checks; O(buckets).
    var payloads: [Int] {
        words.indices.filter(isOccupied).map(payload(at:))
    }
}

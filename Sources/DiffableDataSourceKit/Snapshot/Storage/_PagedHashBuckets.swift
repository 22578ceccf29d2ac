/// The buckets of the snapshot's item map (``_ItemTable``): ``_HashBuckets`` with its two
/// arrays kept in pages (``_PagedArray``), so that the first edit of a copied snapshot
/// copies the pages it writes, not the table.
///
/// The same layout and probing as ``_HashBuckets`` (see there): tag and payload in one word
/// per bucket, one occupied bit per bucket, linear probing with a power-of-two mask (which
/// crosses page boundaries as it crosses words), removal without tombstones. The flat
/// ``_HashBuckets`` stays for tables built and dropped within one call (the flat diff's),
/// which are never copied and skip the page table.
@usableFromInline
struct _PagedHashBuckets: Sendable {
    @usableFromInline var words = _PagedArray<UInt64>()
    @usableFromInline var occupied = _PagedArray<UInt64>()

    @inlinable
    init() {}

    /// The tag of an element: as ``_HashBuckets/tag(of:)``.
    @inlinable
    static func tag<Element: Hashable>(of element: Element) -> UInt64 {
        _HashBuckets.tag(of: element)
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
        words = _PagedArray(count: bucketCount, zeroed: false)
        occupied = _PagedArray(count: bucketCount / 64, zeroed: true)
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
}

extension _PagedHashBuckets {
    /// Runs `body` with the buckets' pages as buffer pointers, for loops that fill many
    /// buckets (see ``_PagedArray/withUnsafeMutablePages(_:)``).
    @inlinable
    mutating func withBuffers<Result>(_ body: (Buffers) -> Result) -> Result {
        let count = words.count
        return words.withUnsafeMutablePages { words in
            occupied.withUnsafeMutablePages { occupied in
                body(Buffers(words: words, occupied: occupied, count: count))
            }
        }
    }

    /// The buckets' pages as buffer pointers, valid inside `withBuffers`.
    @usableFromInline
    struct Buffers {
        @usableFromInline typealias Pages = UnsafeMutableBufferPointer<UnsafeMutableBufferPointer<UInt64>>
        @usableFromInline let words: Pages
        @usableFromInline let occupied: Pages
        @usableFromInline let count: Int

        @inlinable
        init(words: Pages, occupied: Pages, count: Int) {
            self.words = words
            self.occupied = occupied
            self.count = count
        }

        @inlinable
        func word(at bucket: Int) -> UInt64 {
            words[bucket &>> _PagedArray<UInt64>.pageShift][bucket & (_PagedArray<UInt64>.pageSize - 1)]
        }

        @inlinable
        func isOccupied(_ bucket: Int) -> Bool {
            let word = bucket &>> 6
            let bits = occupied[word &>> _PagedArray<UInt64>.pageShift][word & (_PagedArray<UInt64>.pageSize - 1)]
            return bits & (1 &<< UInt64(bucket & 63)) != 0
        }

        /// As `_PagedHashBuckets.find(tag:where:)`; the table must have at least one bucket.
        @inlinable
        func find(tag: UInt64, where matches: (Int) -> Bool) -> (found: Int?, empty: Int) {
            let mask = count - 1
            var bucket = Int(truncatingIfNeeded: tag) & mask
            while isOccupied(bucket) {
                let word = word(at: bucket)
                if word >> 32 == tag && matches(Int(truncatingIfNeeded: word & 0xFFFF_FFFF)) { return (bucket, bucket) }
                bucket = (bucket + 1) & mask
            }
            return (nil, bucket)
        }

        /// As `_PagedHashBuckets.occupy(_:tag:payload:)`.
        @inlinable
        func occupy(_ bucket: Int, tag: UInt64, payload: Int) {
            words[bucket &>> _PagedArray<UInt64>.pageShift][bucket & (_PagedArray<UInt64>.pageSize - 1)] =
                tag << 32 | UInt64(truncatingIfNeeded: payload) & 0xFFFF_FFFF
            let word = bucket &>> 6
            occupied[word &>> _PagedArray<UInt64>.pageShift][word & (_PagedArray<UInt64>.pageSize - 1)] |=
                1 &<< UInt64(bucket & 63)
        }
    }
}

extension _PagedHashBuckets {
    /// The payloads of all occupied buckets. Meant for consistency checks; O(buckets).
    var payloads: [Int] {
        words.indices.filter(isOccupied).map(payload(at:))
    }
}

/// The buckets of the snapshot's item map (``_ItemTable``): ``_HashBuckets`` with its two
/// arrays kept in pages (``_WordPages``), so that the first edit of a copied snapshot
/// copies the pages it writes, not the table.
///
/// The same layout and probing as ``_HashBuckets``, written once in ``_BucketTable``:
/// tag and payload in one word per bucket, one occupied bit per bucket, linear probing (which crosses page boundaries as it
/// crosses words), removal without tombstones. The flat
/// ``_HashBuckets`` stays for tables built and dropped within one call (the flat diff's),
/// which are never copied and skip the page table.
@usableFromInline
struct _PagedHashBuckets: _BucketTable, Sendable {
    @usableFromInline var words = _WordPages()
    @usableFromInline var occupied = _WordPages()

    @inlinable
    init() {}

    /// Words in pages.
    @inlinable
    static func makeWords(count: Int, zeroed: Bool) -> _WordPages {
        _WordPages(count: count, zeroed: zeroed)
    }

    /// Two buckets per element (half full): the item map is held as long as its snapshot,
    /// so its memory counts (1M items hold 40.6 bytes each so, against 41.4 when the table
    /// was rounded up to a power of two).
    @inlinable
    static var bucketsPerTwoElements: Int { 4 }
}

extension _PagedHashBuckets {
    /// Runs `body` with a pointer to each page of the buckets, for loops that fill many
    /// buckets (see ``_WordPages/withUnsafeMutablePages(_:)``).
    @inlinable
    mutating func withBuffers<Result>(_ body: (Buffers) -> Result) -> Result {
        let count = words.count
        return words.withUnsafeMutablePages { words in
            occupied.withUnsafeMutablePages { occupied in
                body(Buffers(words: words, occupied: occupied, count: count))
            }
        }
    }

    /// The buckets' pages as pointers, valid inside `withBuffers`.
    @usableFromInline
    struct Buffers: _BucketProbe {
        @usableFromInline typealias Pages = UnsafeBufferPointer<UnsafeMutablePointer<UInt64>>
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
        var bucketCount: Int { count }

        @inlinable
        func word(at bucket: Int) -> UInt64 {
            words[bucket &>> _WordPages.pageShift][bucket & (_WordPages.pageSize - 1)]
        }

        @inlinable
        func isOccupied(_ bucket: Int) -> Bool {
            let word = bucket &>> 6
            let bits = occupied[word &>> _WordPages.pageShift][word & (_WordPages.pageSize - 1)]
            return bits & (1 &<< UInt64(bucket & 63)) != 0
        }

        /// As `_PagedHashBuckets.occupy(_:tag:payload:)`.
        @inlinable
        func occupy(_ bucket: Int, tag: UInt64, payload: Int) {
            words[bucket &>> _WordPages.pageShift][bucket & (_WordPages.pageSize - 1)] =
                tag << 32 | UInt64(truncatingIfNeeded: payload) & 0xFFFF_FFFF
            let word = bucket &>> 6
            occupied[word &>> _WordPages.pageShift][word & (_WordPages.pageSize - 1)] |= 1 &<< UInt64(bucket & 63)
        }
    }
}

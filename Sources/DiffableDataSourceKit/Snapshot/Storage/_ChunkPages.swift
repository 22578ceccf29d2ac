/// The chunks of a snapshot's rows by chunk ID, kept in pages of 64 chunks, each page an
/// array of its own.
///
/// ## Motivation
/// A snapshot copied from a data source and then edited (Apple's pattern) copies the
/// table of its chunks on its first edit, and the older snapshot releases that table when
/// it goes. As one array of a million rows' chunks, that is 3,907 retains and as many
/// releases per apply, about 30 microseconds, growing with the list; in pages, the copy
/// takes one retain per page and copies only the page edited.
///
/// ## Implementation details
/// Reads and writes go through one more array than a flat table: a chunk is read once per
/// chunk by the diff's and the queries' loops, never once per row.
@usableFromInline
struct _ChunkPages<Item: Sendable>: Sendable, RandomAccessCollection, MutableCollection {
    /// Page -> its chunks; every page but the last holds `pageSize` chunks.
    @usableFromInline var pages: [[[Item]]] = []
    /// The number of chunks.
    @usableFromInline var count = 0

    @inlinable
    init() {}

    /// Chunks per page.
    @inlinable
    static var pageSize: Int { 64 }

    @inlinable
    var startIndex: Int { 0 }

    @inlinable
    var endIndex: Int { count }

    /// The chunk with ID `id`, for `0 <= id < count`.
    ///
    /// - Complexity: O(1); a write copies the chunk's page if another value shares it.
    @inlinable
    subscript(id: Int) -> [Item] {
        get { pages[id &>> 6][id & 63] }
        _modify { yield &pages[id &>> 6][id & 63] }
        set { pages[id &>> 6][id & 63] = newValue }
    }

    /// Adds a chunk with the next ID.
    ///
    /// - Complexity: O(1) amortized.
    @inlinable
    mutating func append(_ chunk: [Item]) {
        if count & 63 == 0 {
            var page: [[Item]] = []
            page.reserveCapacity(Self.pageSize)
            pages.append(page)
        }
        pages[pages.count - 1].append(chunk)
        count += 1
    }
}

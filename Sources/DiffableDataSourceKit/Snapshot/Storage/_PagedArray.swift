/// An array kept in pages of `2^Size.shift` elements, each page an array of its own: the
/// storage of the snapshot's item map (``_ItemTable``), in pages of 4,096 entries, and of its table of chunks (``_ChunkStore``), in pages of 64 chunks.
///
/// ## Motivation
/// A snapshot copied from a data source and then edited (Apple's pattern) copies its item
/// map on its first edit. As flat arrays, a million items' map is about 32 MB, copied in
/// 4-5 ms whatever the edit; in pages, the copy retains each page once (about 1,000 pages
/// for a million items) and copies only the pages the edit writes, 32 KB each.
///
/// ## Implementation details
/// Every page but the last holds exactly `pageSize` elements, so element `i` is at
/// `pages[i >> 12][i & 4095]`: one more array to go through than a flat array, whose
/// page table (8 KB at a million elements) stays in the cache. The last page grows as an
/// array does, so a small table holds no more than a flat one.
@usableFromInline
struct _PagedArray<Element, Size: _PageSize>: RandomAccessCollection, MutableCollection {
    /// Page -> its elements.
    @usableFromInline var pages: [[Element]] = []
    /// The number of elements.
    @usableFromInline var count = 0

    @inlinable
    init() {}

    /// Elements per page.
    @inlinable
    static var pageSize: Int { 1 &<< pageShift }

    @inlinable
    static var pageShift: Int { Size.shift }

    @inlinable
    var startIndex: Int { 0 }

    @inlinable
    var endIndex: Int { count }

    /// The element at `index`, for `0 <= index < count`.
    ///
    /// - Complexity: O(1); a write copies the element's page if another value shares it.
    @inlinable
    subscript(index: Int) -> Element {
        get { pages[index &>> Self.pageShift][index & (Self.pageSize - 1)] }
        _modify { yield &pages[index &>> Self.pageShift][index & (Self.pageSize - 1)] }
        set { pages[index &>> Self.pageShift][index & (Self.pageSize - 1)] = newValue }
    }

    /// Adds an element at the end.
    ///
    /// - Complexity: O(1) amortized.
    @inlinable
    mutating func append(_ element: Element) {
        if count & (Self.pageSize - 1) == 0 { pages.append([]) }
        pages[pages.count &- 1].append(element)
        count &+= 1
    }

    /// Adds elements at the end, each page filled at once.
    ///
    /// - Complexity: O(`elements.count`) amortized.
    @inlinable
    mutating func append(contentsOf elements: [Element]) {
        var next = 0
        while next < elements.count {
            if count & (Self.pageSize - 1) == 0 {
                var page: [Element] = []
                page.reserveCapacity(Swift.min(Self.pageSize, elements.count - next))
                pages.append(page)
            }
            let room = Self.pageSize - (count & (Self.pageSize - 1))
            let end = Swift.min(elements.count, next + room)
            pages[pages.count &- 1].append(contentsOf: elements[next..<end])
            count += end - next
            next = end
        }
    }

    /// Adds `count` elements at the end, `element(offset)` for each offset in `0..<count`,
    /// each page filled at once.
    ///
    /// - Complexity: O(`count`) amortized.
    @inlinable
    mutating func append(count: Int, _ element: (Int) -> Element) {
        var next = 0
        while next < count {
            if self.count & (Self.pageSize - 1) == 0 {
                var page: [Element] = []
                page.reserveCapacity(Swift.min(Self.pageSize, count - next))
                pages.append(page)
            }
            let room = Self.pageSize - (self.count & (Self.pageSize - 1))
            let end = Swift.min(count, next + room)
            pages[pages.count &- 1].append(contentsOf: (next..<end).lazy.map(element))
            self.count += end - next
            next = end
        }
    }

    /// Removes the last `k` elements.
    ///
    /// - Complexity: O(`k`).
    @inlinable
    mutating func removeLast(_ k: Int = 1) {
        var left = k
        while left > 0 {
            let last = pages.count - 1
            let pageCount = pages[last].count
            let inPage = Swift.min(left, pageCount)
            // Array's own methods: `removeLast(_:)` is the protocol's, which code run
            // unspecialised reaches through witness tables (a third of deleting a 100k-item
            // section went there).
            if inPage == pageCount {
                pages.removeLast()
            } else {
                pages[last].removeSubrange((pageCount - inPage)..<pageCount)
            }
            count -= inPage
            left -= inPage
        }
    }

    /// Makes room for `minimumCapacity` elements in the last page and the page table.
    ///
    /// - Complexity: O(1) amortized: the last page at least doubles, so that many small
    ///   batches stay linear in total.
    @inlinable
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        pages.reserveCapacity((minimumCapacity + Self.pageSize - 1) &>> Self.pageShift)
        if let last = pages.indices.last {
            let wanted = Swift.min(Self.pageSize, minimumCapacity - last * Self.pageSize)
            let capacity = pages[last].capacity
            if wanted > capacity {
                pages[last].reserveCapacity(Swift.min(Self.pageSize, Swift.max(wanted, 2 * capacity)))
            }
        }
    }
}

extension _PagedArray: Sendable where Element: Sendable {}

/// The number of elements per page of a ``_PagedArray``, as a power of two.
@usableFromInline
protocol _PageSize {
    /// Elements per page, as a shift: a page holds `1 << shift`.
    static var shift: Int { get }
}

/// Pages of 4,096 elements, for the item map: 32 KB of 8-byte entries, copied whole by an
/// edit that writes one of them.
@usableFromInline
enum _MapPages: _PageSize {
    @inlinable
    static var shift: Int { 12 }
}

/// Pages of 64 chunks, for the table of chunks. As one array, a million rows' chunks made a
/// copy's first edit retain 3,907 chunks and the older snapshot release as many, about 30
/// microseconds per apply, growing with the list; in pages of 64, the edit of one chunk
/// retains the pages and copies the 64 chunks of its own.
@usableFromInline
enum _ChunkTablePages: _PageSize {
    @inlinable
    static var shift: Int { 6 }
}

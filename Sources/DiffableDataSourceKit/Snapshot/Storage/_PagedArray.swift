/// An array kept in pages of `2^Size.shift` elements, each page an array of its own, and
/// the pages in groups of 64 (``_PageGroups``): the storage of the snapshot's item map
/// (``_ItemTable``), in pages of 4,096 entries, and of its table of chunks (``_ChunkStore``),
/// in pages of 64 chunks.
///
/// ## Motivation
/// A snapshot copied from a data source and then edited (Apple's pattern) copies its item
/// map on its first edit. As flat arrays, a million items' map is about 32 MB, copied in
/// 4-5 ms whatever the edit; in pages, the copy copies only the pages the edit writes,
/// 32 KB each. With one table of pages, that first edit still retained every page once
/// (245 pages of keys and as many of places at a million items, cold in memory), and the
/// apply that replaced the older snapshot released as many: an append's edit took 5.1-5.8
/// times as long at a million items as at 10k. In groups, the edit retains the groups (4
/// at a million) and the 64 pages of the group it writes.
///
/// ## Implementation details
/// Every group but the last holds exactly 64 pages, and every page but the last exactly
/// `pageSize` elements, so element `i` is at `groups[i >> (shift + 6)][(i >> shift) & 63]
/// [i & (pageSize - 1)]`: two more arrays to go through than a flat array, whose tables
/// (a few groups, and 512 bytes per group) stay in the cache. The last page grows as an
/// array does, so a small table holds no more than a flat one.
@usableFromInline
struct _PagedArray<Element, Size: _PageSize>: RandomAccessCollection, MutableCollection {
    /// Group -> its pages -> their elements.
    @usableFromInline var groups: [[[Element]]] = []
    /// The number of elements.
    @usableFromInline var count = 0

    @inlinable
    init() {}

    /// Elements per page.
    @inlinable
    static var pageSize: Int { 1 &<< pageShift }

    @inlinable
    static var pageShift: Int { Size.shift }

    /// Elements per group, as a shift.
    @inlinable
    static var groupShift: Int { Size.shift &+ _PageGroups.shift }

    @inlinable
    var startIndex: Int { 0 }

    @inlinable
    var endIndex: Int { count }

    /// The number of pages.
    @inlinable
    var pageCount: Int { (count &+ Self.pageSize &- 1) &>> Self.pageShift }

    /// Every page, in order, for readers that index pages themselves.
    ///
    /// - Complexity: O(pages).
    @inlinable
    var pages: [[Element]] { groups.count == 1 ? groups[0] : Array(groups.joined()) }

    /// The element at `index`, for `0 <= index < count`.
    ///
    /// - Complexity: O(1); a write copies the element's page, and the table of its group,
    ///   if another value shares them.
    @inlinable
    subscript(index: Int) -> Element {
        get {
            groups[index &>> Self.groupShift][(index &>> Self.pageShift) & _PageGroups.mask][
                index & (Self.pageSize &- 1)]
        }
        _modify {
            yield &groups[index &>> Self.groupShift][(index &>> Self.pageShift) & _PageGroups.mask][
                index & (Self.pageSize &- 1)]
        }
        set {
            groups[index &>> Self.groupShift][(index &>> Self.pageShift) & _PageGroups.mask][
                index & (Self.pageSize &- 1)] = newValue
        }
    }

    /// Starts a new last page, reserving room for `capacity` elements in it.
    @inlinable
    mutating func appendPage(capacity: Int) {
        if groups.isEmpty || groups[groups.count &- 1].count == _PageGroups.size { groups.append([]) }
        var page: [Element] = []
        if capacity > 0 { page.reserveCapacity(capacity) }
        groups[groups.count &- 1].append(page)
    }

    /// Runs `body` on the last page.
    @inlinable
    mutating func withLastPage<Result>(_ body: (inout [Element]) -> Result) -> Result {
        let group = groups.count &- 1
        return body(&groups[group][groups[group].count &- 1])
    }

    /// Adds an element at the end.
    ///
    /// - Complexity: O(1) amortized.
    @inlinable
    mutating func append(_ element: Element) {
        if count & (Self.pageSize &- 1) == 0 { appendPage(capacity: 0) }
        withLastPage { $0.append(element) }
        count &+= 1
    }

    /// Adds elements at the end, each page filled at once.
    ///
    /// - Complexity: O(`elements.count`) amortized.
    @inlinable
    mutating func append(contentsOf elements: [Element]) {
        var next = 0
        while next < elements.count {
            if count & (Self.pageSize &- 1) == 0 {
                appendPage(capacity: Swift.min(Self.pageSize, elements.count - next))
            }
            let room = Self.pageSize - (count & (Self.pageSize &- 1))
            let end = Swift.min(elements.count, next + room)
            withLastPage { $0.append(contentsOf: elements[next..<end]) }
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
            if self.count & (Self.pageSize &- 1) == 0 {
                appendPage(capacity: Swift.min(Self.pageSize, count - next))
            }
            let room = Self.pageSize - (self.count & (Self.pageSize &- 1))
            let end = Swift.min(count, next + room)
            withLastPage { $0.append(contentsOf: (next..<end).lazy.map(element)) }
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
            let group = groups.count - 1
            let last = groups[group].count - 1
            let pageCount = groups[group][last].count
            let inPage = Swift.min(left, pageCount)
            // Array's own methods: `removeLast(_:)` is the protocol's, which code run
            // unspecialised reaches through witness tables (a third of deleting a 100k-item
            // section went there).
            if inPage == pageCount {
                if last == 0 { groups.removeLast() } else { groups[group].removeLast() }
            } else {
                groups[group][last].removeSubrange((pageCount - inPage)..<pageCount)
            }
            count -= inPage
            left -= inPage
        }
    }

    /// Makes room for `minimumCapacity` elements in the last page and the tables of pages.
    ///
    /// - Complexity: O(1) amortized: the last page at least doubles, so that many small
    ///   batches stay linear in total.
    @inlinable
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        groups.reserveCapacity((minimumCapacity + (1 &<< Self.groupShift) - 1) &>> Self.groupShift)
        guard pageCount > 0 else { return }
        let last = pageCount - 1
        let wanted = Swift.min(Self.pageSize, minimumCapacity - last * Self.pageSize)
        let capacity = groups[groups.count - 1][groups[groups.count - 1].count - 1].capacity
        if wanted > capacity {
            withLastPage { $0.reserveCapacity(Swift.min(Self.pageSize, Swift.max(wanted, 2 * capacity))) }
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

/// Pages per group of a ``_PagedArray`` or ``_WordPages``: 64, so that the first write to a
/// copy copies one group's table of 64 pages and the table of groups (a few at a million
/// items), rather than one table of every page.
@usableFromInline
enum _PageGroups {
    /// Pages per group, as a shift.
    @inlinable
    static var shift: Int { 6 }

    /// Pages per group.
    @inlinable
    static var size: Int { 1 &<< shift }

    /// A page's index within its group: `page & mask`.
    @inlinable
    static var mask: Int { size &- 1 }
}

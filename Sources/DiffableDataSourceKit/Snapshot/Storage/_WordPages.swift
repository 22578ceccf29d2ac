/// The words of the item map's buckets (``_PagedHashBuckets``), in pages of 4,096 that the
/// table allocates itself, so that building the map can write any bucket through a plain
/// pointer.
///
/// ## Motivation
/// Building a snapshot writes its buckets at random, a million times for a million items.
/// Through array pages every write pays a uniqueness and a bounds check (a build took
/// 1.45-1.6 times as long as a `Set`'s, against 1.0-1.2 through pointers). Pointers to the
/// pages of a `[[UInt64]]` are valid only inside one closure per page, and nesting a
/// closure per page grows the stack with the list (a thousand frames at a million items,
/// enough to overflow a secondary thread's stack at a few million). Pages this type
/// allocates keep their address for as long as they live, so one table of their pointers
/// serves the whole build.
///
/// ## Implementation details
/// Copy-on-write by page: a write copies its page when another value shares it, and the
/// table of its group of 64 pages (``_PageGroups``), as ``_PagedArray`` does, so that the
/// first write to a copy of a million items' buckets retains 8 groups and 64 pages rather
/// than 512 pages. Pages may be left uninitialized (the buckets' words are read only where
/// their occupied bit is set); copying one copies its bits as they are.
@usableFromInline
struct _WordPages: RandomAccessCollection, MutableCollection, Sendable {
    /// Group -> its pages; every group but the last holds 64 pages, and every page but the
    /// last `pageSize` words.
    @usableFromInline var groups: [[_WordPage]] = []
    /// The number of words.
    @usableFromInline var count = 0

    @inlinable
    init() {}

    /// `count` words, zeroed or left for the caller to write before reading.
    ///
    /// - Complexity: O(`count` / 4,096) plus the allocations (and zeroing, when `zeroed`).
    @inlinable
    init(count: Int, zeroed: Bool) {
        var left = count
        let pageCount = (count + Self.pageSize - 1) &>> Self.pageShift
        groups.reserveCapacity((pageCount + _PageGroups.size - 1) &>> _PageGroups.shift)
        var page = 0
        while left > 0 {
            if page & _PageGroups.mask == 0 {
                groups.append([])
                groups[groups.count - 1].reserveCapacity(Swift.min(_PageGroups.size, pageCount - page))
            }
            let size = Swift.min(left, Self.pageSize)
            groups[groups.count - 1].append(_WordPage(count: size, zeroed: zeroed))
            left -= size
            page += 1
        }
        self.count = count
    }

    /// Words per page, as the item map's other pages (``_MapPages``).
    @inlinable
    static var pageShift: Int { _MapPages.shift }

    @inlinable
    static var pageSize: Int { 1 &<< pageShift }

    @inlinable
    var startIndex: Int { 0 }

    @inlinable
    var endIndex: Int { count }

    /// The number of pages.
    @inlinable
    var pageCount: Int { (count &+ Self.pageSize &- 1) &>> Self.pageShift }

    /// Every page, in order.
    ///
    /// - Complexity: O(pages).
    @inlinable
    var pages: [_WordPage] { groups.count == 1 ? groups[0] : Array(groups.joined()) }

    /// The page `page`, for `0 <= page < pages`.
    @inlinable
    func page(_ page: Int) -> _WordPage {
        groups[page &>> _PageGroups.shift][page & _PageGroups.mask]
    }

    /// The word at `index`, for `0 <= index < count`.
    ///
    /// - Complexity: O(1); a write copies the word's page, and its group's table, if
    ///   another value shares them.
    @inlinable
    subscript(index: Int) -> UInt64 {
        get { page(index &>> Self.pageShift).words[index & (Self.pageSize - 1)] }
        set {
            let page = index &>> Self.pageShift
            makeUnique(page)
            self.page(page).words[index & (Self.pageSize - 1)] = newValue
        }
    }

    /// Gives page `page` to this value alone, copying it (and its group's table) if another
    /// value shares it.
    @inlinable
    mutating func makeUnique(_ page: Int) {
        let group = page &>> _PageGroups.shift
        let slot = page & _PageGroups.mask
        if !isKnownUniquelyReferenced(&groups[group][slot]) {
            groups[group][slot] = _WordPage(copying: groups[group][slot])
        }
    }

    /// Runs `body` with a pointer to each page, page `p` at `body`'s `p`, every page this
    /// value's alone, for loops that write many words at random (building the map).
    ///
    /// - Complexity: O(pages), plus copying the pages another value shares, plus `body`.
    @inlinable
    mutating func withUnsafeMutablePages<Result>(
        _ body: (UnsafeBufferPointer<UnsafeMutablePointer<UInt64>>) -> Result
    ) -> Result {
        for page in 0..<pageCount { makeUnique(page) }
        let pointers = pages.map(\.words)
        // The pages live while this value does, and `self` is held for the call.
        return pointers.withUnsafeBufferPointer { body($0) }
    }
}

/// One page of ``_WordPages``: words it allocates, and frees when the last value holding
/// it goes.
@usableFromInline
final class _WordPage: @unchecked Sendable {
    // @unchecked Sendable: a page is written only through a value that holds it alone
    // (`_WordPages.makeUnique(_:)`), so no two threads ever write or read-and-write one.

    /// The page's words; its address never changes.
    @usableFromInline let words: UnsafeMutablePointer<UInt64>
    /// The number of words.
    @usableFromInline let count: Int

    @inlinable
    init(count: Int, zeroed: Bool) {
        words = .allocate(capacity: count)
        if zeroed { words.initialize(repeating: 0, count: count) }
        self.count = count
    }

    @inlinable
    init(copying other: _WordPage) {
        words = .allocate(capacity: other.count)
        words.initialize(from: other.words, count: other.count)
        count = other.count
    }

    deinit { words.deallocate() }
}

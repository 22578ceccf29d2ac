/// A read-only table of pointers to the pages of a ``_WordPages``, kept open for a whole
/// diff: a word is read with one shift, the load of its page's pointer and the load of the
/// word, with no bounds checks and no per-page closures.
///
/// The table holds the pages it points into, so the pointers stay valid as long as it
/// lives, whatever happens to the value it was made from (a write to that value copies
/// the page it writes, as another holder shares it).
@usableFromInline
final class _WordPageTable: @unchecked Sendable {
    // @unchecked Sendable: immutable once made; the pages it points into are never
    // written while a second holder (this table) shares them.

    /// The pages, in their groups, held alive.
    @usableFromInline let groups: [[_WordPage]]
    /// Page -> the address of its words.
    @usableFromInline let pointers: UnsafeMutablePointer<UnsafeMutablePointer<UInt64>>

    /// A table of the pages of `words`.
    ///
    /// - Complexity: O(pages).
    @inlinable
    init(_ words: _WordPages) {
        groups = words.groups
        pointers = .allocate(capacity: Swift.max(words.pageCount, 1))
        var index = 0
        for group in groups {
            for page in group {
                (pointers + index).initialize(to: page.words)
                index += 1
            }
        }
    }

    deinit { pointers.deallocate() }

    /// The word at `index`, which must be below the count of the pages' words.
    @inlinable
    subscript(index: Int) -> UInt64 {
        pointers[index &>> _WordPages.pageShift][index & (_WordPages.pageSize - 1)]
    }
}

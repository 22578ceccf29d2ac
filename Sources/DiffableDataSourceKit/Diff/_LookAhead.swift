/// Room for the rows a scan looks up together (``_OldPositionLookup/answersAhead``): their
/// tags and their old positions, in memory of its own, so that the scan's loop writes and
/// reads them through plain pointers.
@usableFromInline
final class _LookAhead {
    /// The number of rows looked up together: enough for their cache misses to overlap.
    @inlinable
    static var capacity: Int { 16 }

    /// Row -> the tag of its item's hash, while a batch is looked up.
    @usableFromInline let tags: UnsafeMutablePointer<UInt64>
    /// Row -> the word of the bucket where its probe starts, while a batch is looked up.
    @usableFromInline let homeWords: UnsafeMutablePointer<UInt64?>
    /// Row -> its old (section index, row), or `nil` for a new item.
    @usableFromInline let positions: UnsafeMutablePointer<(section: Int, row: Int)?>

    @inlinable
    init() {
        tags = .allocate(capacity: Self.capacity)
        homeWords = .allocate(capacity: Self.capacity)
        homeWords.initialize(repeating: nil, count: Self.capacity)
        positions = .allocate(capacity: Self.capacity)
        positions.initialize(repeating: nil, count: Self.capacity)
    }

    deinit {
        tags.deallocate()
        homeWords.deallocate()
        positions.deallocate()
    }
}

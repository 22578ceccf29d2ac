/// How a run of rows is cut into chunks: `headCount` chunks of `headSize` rows, then
/// chunks of `tailSize` rows, `total` rows in all.
///
/// Appends fill chunks to capacity (a list built by appending is as dense as it can be);
/// a chunk that overflows in the middle is cut into nearly equal chunks with room to spare,
/// so the next inserts there do not split again at once.
@usableFromInline
struct _ChunkLayout: Sendable {
    @usableFromInline var total: Int
    @usableFromInline var headCount: Int
    @usableFromInline var headSize: Int
    @usableFromInline var tailSize: Int

    /// Full chunks, the last one holding the remainder.
    @inlinable
    static func filling(_ total: Int, capacity: Int) -> _ChunkLayout {
        let remainder = total % capacity
        return _ChunkLayout(
            total: total, headCount: total / capacity, headSize: capacity,
            tailSize: remainder == 0 ? capacity : remainder)
    }

    /// Nearly equal chunks of at most three quarters of `capacity`, at least two.
    @inlinable
    static func splitting(_ total: Int, capacity: Int) -> _ChunkLayout {
        let target = capacity * 3 / 4
        let pieces = Swift.max(2, (total + target - 1) / target)
        let base = total / pieces
        return _ChunkLayout(total: total, headCount: total % pieces, headSize: base + 1, tailSize: base)
    }

    @inlinable
    init(total: Int, headCount: Int, headSize: Int, tailSize: Int) {
        self.total = total
        self.headCount = headCount
        self.headSize = headSize
        self.tailSize = tailSize
    }

    /// The number of chunks.
    @inlinable
    var pieceCount: Int {
        let head = headCount * headSize
        return headCount + (total > head ? (total - head + tailSize - 1) / tailSize : 0)
    }

    /// The chunk and index within it of row `offset` of the run, `0 <= offset < total`.
    ///
    /// - Complexity: O(1).
    @inlinable
    func place(of offset: Int) -> (piece: Int, index: Int) {
        let head = headCount * headSize
        if offset < head { return (offset / headSize, offset % headSize) }
        let rest = offset - head
        return (headCount + rest / tailSize, rest % tailSize)
    }

    /// The rows of chunk `piece` within the run.
    @inlinable
    func range(of piece: Int) -> Range<Int> {
        let head = headCount * headSize
        if piece < headCount { return (piece * headSize)..<((piece + 1) * headSize) }
        let start = head + (piece - headCount) * tailSize
        return start..<Swift.min(total, start + tailSize)
    }
}

/// The rows of one section: an ordered list of chunks of the snapshot's ``_ChunkStore``,
/// with the row each chunk starts at.
///
/// ## Motivation
/// A section kept as one array renumbers every later row when a row is inserted or removed
/// in the middle, and the snapshot's item map stores each row, so that meant one hash per
/// later row. Chunks bound that work by the chunk size: an insert renumbers the rest of one
/// chunk and adds to the start offsets of the later chunks (plain integers, about one per
/// 128-256 rows).
@usableFromInline
struct _SectionChunks: Sendable, Equatable {
    /// Chunk IDs, in row order.
    @usableFromInline var ids: [Int32] = []
    /// `starts[o]` is the first row of chunk `ids[o]`; the extra last entry is the row count.
    @usableFromInline var starts: [Int] = [0]

    @inlinable
    init() {}

    /// The number of rows.
    ///
    /// - Complexity: O(1).
    @inlinable
    var count: Int { starts[starts.count - 1] }

    /// The ordinal of the chunk holding `row`, for `0 <= row < count`.
    ///
    /// - Complexity: O(log *c*) for *c* chunks (see `_chunk(containing:chunkCount:total:)`).
    @inlinable
    func ordinal(containing row: Int) -> Int {
        starts._chunk(containing: row, chunkCount: ids.count, total: count)
    }

    /// Rewrites `starts` from chunk `ordinal` on, given every chunk's item count.
    ///
    /// - Complexity: O(*c* - `ordinal`).
    @inlinable
    mutating func recomputeStarts<Item: Sendable>(from ordinal: Int, in store: _ChunkStore<Item>) {
        starts.removeSubrange((ordinal + 1)...)
        var row = starts[ordinal]
        for index in ordinal..<ids.count {
            row += store.items[Int(ids[index])].count
            starts.append(row)
        }
    }

    /// Moves the starts after rows left the `affected` chunks (ordinals ascending, with the
    /// number of rows each lost).
    ///
    /// - Complexity: O(*c* - the first affected ordinal).
    @inlinable
    mutating func subtractRows(removedFrom affected: [(ordinal: Int, removed: Int)]) {
        guard let first = affected.first?.ordinal else { return }
        var removedSoFar = 0
        var next = 0
        for ordinal in (first + 1)..<starts.count {
            while next < affected.count && affected[next].ordinal < ordinal {
                removedSoFar += affected[next].removed
                next += 1
            }
            starts[ordinal] -= removedSoFar
        }
    }

    /// Removes the chunks whose ID was set to -1, in place. Each had no rows, or gave them
    /// to the chunk before it, so the surviving chunks keep their starts.
    ///
    /// - Complexity: O(*c*).
    @inlinable
    mutating func removeDroppedChunks() {
        let total = count
        var kept = 0
        for ordinal in ids.indices where ids[ordinal] >= 0 {
            ids[kept] = ids[ordinal]
            starts[kept] = kept == 0 ? 0 : starts[ordinal]
            kept += 1
        }
        ids.removeSubrange(kept...)
        starts.removeSubrange(kept...)
        starts.append(total)
    }

    /// Adds `delta` to the starts of the chunks after `ordinal` and to the row count.
    ///
    /// - Complexity: O(*c* - `ordinal`).
    @inlinable
    mutating func shiftStarts(after ordinal: Int, by delta: Int) {
        starts._shiftStarts(after: ordinal, by: delta)
    }
}

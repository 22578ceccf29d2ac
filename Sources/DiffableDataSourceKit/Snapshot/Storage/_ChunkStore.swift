/// Every chunk of a snapshot's rows, by ID, with the section slot and ordinal of each.
///
/// IDs are stable while a chunk lives, so the item map stores (chunk, index in chunk) and
/// moving sections or renumbering chunks never touches it. Chunks are arrays, so a copy of
/// the snapshot shares them and an edit copies only the chunk it changes, plus the page of
/// 64 chunks holding it (a ``_PagedArray`` in ``_ChunkTablePages``) and this store's per-chunk tables (a few bytes
/// per 128-256 rows).
@usableFromInline
struct _ChunkStore<Item: Sendable>: Sendable {
    /// Chunk ID -> its items; empty for a free ID.
    @usableFromInline var items = _PagedArray<[Item], _ChunkTablePages>()
    /// Chunk ID -> the slot of its section, or -1 for a free ID.
    @usableFromInline var slots: [Int32] = []
    /// Chunk ID -> its ordinal in its section's ``_SectionChunks``.
    @usableFromInline var ordinals: [Int32] = []
    /// Free IDs, reused last-freed first.
    @usableFromInline var free: [Int32] = []

    @inlinable
    init() {}

    /// The most items a chunk holds: 256, or 4 in builds with `DIFFABLE_SMALL_CHUNKS`,
    /// which CI's address-sanitizer tests and the fuzzers use so that lists of a handful of
    /// items split, merge and empty chunks too.
    @inlinable
    static var capacity: Int {
        #if DIFFABLE_SMALL_CHUNKS
        4
        #else
        256
        #endif
    }

    /// The number of live chunks.
    @inlinable
    var liveCount: Int { items.count - free.count }

    /// The IDs the next `count` allocations will take, without taking them.
    ///
    /// - Complexity: O(`count`).
    @inlinable
    func peekIDs(_ count: Int) -> [Int32] {
        var ids: [Int32] = []
        ids.reserveCapacity(count)
        var freeIndex = free.count
        var fresh = items.count
        while ids.count < count {
            if freeIndex > 0 {
                freeIndex -= 1
                ids.append(free[freeIndex])
            } else {
                ids.append(Int32(truncatingIfNeeded: fresh))
                fresh += 1
            }
        }
        return ids
    }

    /// Takes the IDs `peekIDs(ids.count)` returned, for chunks of section slot `slot`.
    ///
    /// - Complexity: O(`ids.count`) amortized.
    @inlinable
    mutating func allocate(_ ids: [Int32], slot: Int32) {
        let reused = Swift.min(ids.count, free.count)
        free.removeLast(reused)
        for id in ids {
            let index = Int(id)
            if index == items.count {
                items.append([])
                slots.append(slot)
                ordinals.append(0)
            } else {
                slots[index] = slot
            }
        }
    }

    /// Frees a chunk, releasing its items.
    ///
    /// - Complexity: O(1) plus releasing the items.
    @inlinable
    mutating func release(_ id: Int32) {
        let index = Int(id)
        items[index] = []
        slots[index] = -1
        free.append(id)
    }
}

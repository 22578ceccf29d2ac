/// A (section, row) pair packed into one integer, ordered as index paths are.
///
/// The diff collects changes as packed keys, which sort and compare quickly, and turns them
/// into `IndexPath` values once at the end.
@usableFromInline
struct _RowKey: Comparable, Sendable {
    @usableFromInline var raw: Int64

    @inlinable
    init(section: Int, row: Int) {
        raw = Int64(section) << 32 | Int64(row)
    }

    @inlinable var section: Int { Int(raw >> 32) }
    var row: Int { Int(raw & 0xFFFF_FFFF) }

    @inlinable
    static func < (lhs: _RowKey, rhs: _RowKey) -> Bool { lhs.raw < rhs.raw }
}

/// Makes the index paths of keys that mostly share their section with the key before.
///
/// One index path per changed row makes this the diff's costliest step after the
/// look-ups. The section's one-index path is made once and each row appended to it: one
/// call into Foundation per path instead of two (100k paths made and freed in 0.62-0.74 ms
/// against 1.06-1.15 ms, in a stand-alone test). `appending` returns the pair where
/// `append` wrote it back through memory (200k paths in 1.55 ms against 2.1 ms, measured
/// before).
private struct _IndexPathMaker {
    private var section = -1
    private var sectionPath = IndexPath()

    mutating func path(_ key: _RowKey) -> IndexPath {
        if key.section != section {
            section = key.section
            sectionPath = IndexPath(index: section)
        }
        return sectionPath.appending(key.row)
    }
}

/// A changeset's row changes as the packed keys its diff sorted, kept beside its index
/// paths: a table reads them without a call into Foundation per index path.
///
/// The same changes as the changeset's `item…` lists, in the same order (moves as
/// destination and source); a changeset drops them as soon as one of those lists is set or
/// edited, so they never disagree.
struct RowKeyLists: Sendable {
    var deletes: [_RowKey] = []
    var inserts: [_RowKey] = []
    var moves: [(destination: _RowKey, source: _RowKey)] = []
    var reloads: [_RowKey] = []
    var reconfigures: [_RowKey] = []
}

/// Row changes as packed keys while a diff runs.
@usableFromInline
struct _RowChanges {
    @usableFromInline var deletes: [_RowKey] = []
    @usableFromInline var inserts: [_RowKey] = []
    /// Moves as (destination, source).
    @usableFromInline var moves: [(destination: _RowKey, source: _RowKey)] = []
    @usableFromInline var reloads: [_RowKey] = []
    @usableFromInline var reconfigures: [_RowKey] = []

    @inlinable
    init() {}

    /// Sorted index paths, with the same changes as keys beside them for a table; the
    /// lists are built almost in order, so sorting is rarely needed.
    @usableFromInline
    func finish<Section, Item>(into changeset: inout ListChangeset<Section, Item>) {
        let lists = finished()
        changeset.itemDeletes = lists.paths.deletes
        changeset.itemInserts = lists.paths.inserts
        changeset.itemReloads = lists.paths.reloads
        changeset.itemReconfigures = lists.paths.reconfigures
        changeset.itemMoves = lists.paths.moves
        changeset.lists.rowKeys = lists.keys
    }

    /// The sorted keys and their index paths. Not generic, so that it runs specialized
    /// whatever the changeset's types: run generic, a reversal of 100k rows spent a third
    /// of its diff here.
    private func finished() -> (keys: RowKeyLists, paths: IndexPathLists) {
        let deletes = Self.sorted(deletes)
        let inserts = Self.sorted(inserts)
        let reloads = Self.sorted(reloads)
        let reconfigures = Self.sorted(reconfigures)
        var moves = moves
        if !Self.isSorted(moves.lazy.map(\.destination)) { moves.sort { $0.destination < $1.destination } }
        let paths = IndexPathLists(
            deletes: Self.indexPaths(deletes), inserts: Self.indexPaths(inserts),
            moves: Self.listMoves(moves), reloads: Self.indexPaths(reloads),
            reconfigures: Self.indexPaths(reconfigures))
        let keys = RowKeyLists(
            deletes: deletes, inserts: inserts, moves: moves, reloads: reloads, reconfigures: reconfigures)
        return (keys, paths)
    }

    /// The index paths of `keys`, written in place.
    private static func indexPaths(_ keys: [_RowKey]) -> [IndexPath] {
        guard !keys.isEmpty else { return [] }
        return [IndexPath](unsafeUninitializedCapacity: keys.count) { buffer, initialized in
            var maker = _IndexPathMaker()
            keys.withUnsafeBufferPointer { keys in
                for index in keys.indices {
                    (buffer.baseAddress.unsafelyUnwrapped + index).initialize(to: maker.path(keys[index]))
                }
            }
            initialized = keys.count
        }
    }

    /// The moves as index paths, written in place.
    private static func listMoves(_ moves: [(destination: _RowKey, source: _RowKey)]) -> [ListMove<IndexPath>] {
        guard !moves.isEmpty else { return [] }
        return [ListMove<IndexPath>](unsafeUninitializedCapacity: moves.count) { buffer, initialized in
            // Destinations ascend; sources keep their section from one move to the next
            // unless rows cross sections.
            var sources = _IndexPathMaker()
            var destinations = _IndexPathMaker()
            moves.withUnsafeBufferPointer { moves in
                for index in moves.indices {
                    (buffer.baseAddress.unsafelyUnwrapped + index).initialize(
                        to: ListMove(
                            source: sources.path(moves[index].source),
                            destination: destinations.path(moves[index].destination)))
                }
            }
            initialized = moves.count
        }
    }

    private static func sorted(_ keys: [_RowKey]) -> [_RowKey] {
        isSorted(keys) ? keys : keys.sorted()
    }

    private static func isSorted<C: Collection>(_ keys: C) -> Bool where C.Element == _RowKey {
        zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }
    }
}

/// A changeset's row changes as index paths, as `_RowChanges.finish` builds them.
private struct IndexPathLists {
    var deletes: [IndexPath]
    var inserts: [IndexPath]
    var moves: [ListMove<IndexPath>]
    var reloads: [IndexPath]
    var reconfigures: [IndexPath]
}

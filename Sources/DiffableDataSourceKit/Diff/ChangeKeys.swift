/// A (section, row) pair packed into one integer, ordered as index paths are.
///
/// The diff collects changes as packed keys, which sort and compare quickly, and turns them
/// into `IndexPath` values once at the end.
@usableFromInline
struct RowKey: Comparable, Sendable {
    @usableFromInline var raw: Int64

    @inlinable
    init(section: Int, row: Int) {
        raw = Int64(section) << 32 | Int64(row)
    }

    @inlinable var section: Int { Int(raw >> 32) }
    var row: Int { Int(raw & 0xFFFF_FFFF) }

    @inlinable
    static func < (lhs: RowKey, rhs: RowKey) -> Bool { lhs.raw < rhs.raw }

    var indexPath: IndexPath {
        var path = IndexPath()
        path.append(section)
        path.append(row)
        return path
    }
}

/// A changeset's row changes as the packed keys its diff sorted, kept beside its index
/// paths: a table reads them without a call into Foundation per index path.
///
/// The same changes as the changeset's `item…` lists, in the same order (moves as
/// destination and source); a changeset drops them as soon as one of those lists is set or
/// edited, so they never disagree.
struct RowKeyLists: Sendable {
    var deletes: [RowKey] = []
    var inserts: [RowKey] = []
    var moves: [(destination: RowKey, source: RowKey)] = []
    var reloads: [RowKey] = []
    var reconfigures: [RowKey] = []
}

/// Row changes as packed keys while a diff runs.
@usableFromInline
struct RowChanges {
    @usableFromInline var deletes: [RowKey] = []
    @usableFromInline var inserts: [RowKey] = []
    /// Moves as (destination, source).
    @usableFromInline var moves: [(destination: RowKey, source: RowKey)] = []
    @usableFromInline var reloads: [RowKey] = []
    @usableFromInline var reconfigures: [RowKey] = []

    @inlinable
    init() {}

    /// Sorted index paths, with the same changes as keys beside them for a table; the
    /// lists are built almost in order, so sorting is rarely needed.
    @usableFromInline
    func finish<Section, Item>(into changeset: inout ListChangeset<Section, Item>) {
        let deletes = Self.sorted(deletes)
        let inserts = Self.sorted(inserts)
        let reloads = Self.sorted(reloads)
        let reconfigures = Self.sorted(reconfigures)
        var moves = moves
        if !Self.isSorted(moves.lazy.map(\.destination)) { moves.sort { $0.destination < $1.destination } }
        changeset.itemDeletes = deletes.map(\.indexPath)
        changeset.itemInserts = inserts.map(\.indexPath)
        changeset.itemReloads = reloads.map(\.indexPath)
        changeset.itemReconfigures = reconfigures.map(\.indexPath)
        changeset.itemMoves = moves.map { ListMove(source: $0.source.indexPath, destination: $0.destination.indexPath) }
        changeset.rowKeys = RowKeyLists(
            deletes: deletes, inserts: inserts, moves: moves, reloads: reloads, reconfigures: reconfigures)
    }

    private static func sorted(_ keys: [RowKey]) -> [RowKey] {
        isSorted(keys) ? keys : keys.sorted()
    }

    private static func isSorted<C: Collection>(_ keys: C) -> Bool where C.Element == RowKey {
        zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }
    }
}

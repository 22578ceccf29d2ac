/// A (section, row) pair packed into one integer, ordered as index paths are.
///
/// The diff collects changes as packed keys, which sort and compare quickly, and turns them
/// into `IndexPath` values once at the end.
@usableFromInline
struct RowKey: Comparable {
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

    /// Sorted index paths; the lists are built almost in order, so sorting is rarely needed.
    @usableFromInline
    func finish<Section, Item>(into changeset: inout ListChangeset<Section, Item>) {
        changeset.itemDeletes = Self.paths(deletes)
        changeset.itemInserts = Self.paths(inserts)
        changeset.itemReloads = Self.paths(reloads)
        changeset.itemReconfigures = Self.paths(reconfigures)
        var moves = moves
        if !Self.isSorted(moves.lazy.map(\.destination)) { moves.sort { $0.destination < $1.destination } }
        changeset.itemMoves = moves.map { ListMove(source: $0.source.indexPath, destination: $0.destination.indexPath) }
    }

    private static func paths(_ keys: [RowKey]) -> [IndexPath] {
        var keys = keys
        if !isSorted(keys) { keys.sort() }
        return keys.map(\.indexPath)
    }

    private static func isSorted<C: Collection>(_ keys: C) -> Bool where C.Element == RowKey {
        zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }
    }
}

/// The nine lists of one batch update, held once: the storage of a ``ListChangeset`` and of
/// a ``ListBatch``, so that comparing, counting and converting one into the other is
/// written once.
///
/// Deletes and reloads name places before the update; inserts and reconfigures places after
/// it; moves go from before to after.
///
/// ## The row lists' second form
/// ``DiffEngine`` collects row changes as packed (section, row) keys (`_RowKey`), sorts them,
/// and turns them into the `IndexPath`s of the public lists. It keeps the sorted keys here
/// too (`rowKeys`), and a batch made from the changeset reads them instead of the index
/// paths: reading an index path's count and two elements are calls into Foundation, four per
/// row, which for a 10% churn of 100k rows cost more than the rest of the batch's
/// validation. The keys are a cache of the paths, never a second truth: editing or setting
/// any row list drops them (its `didSet`), and `==` compares the paths only. Every reader
/// goes through ``RowPositions``, which takes the keys when they are there and the paths
/// otherwise.
@usableFromInline
struct _ChangeLists: Equatable, Sendable {
    @usableFromInline var sectionDeletes: [Int] = []
    @usableFromInline var sectionInserts: [Int] = []
    @usableFromInline var sectionMoves: [ListMove<Int>] = []
    @usableFromInline var sectionReloads: [Int] = []
    @usableFromInline var rowDeletes: [IndexPath] = [] { didSet { rowKeys = nil } }
    @usableFromInline var rowInserts: [IndexPath] = [] { didSet { rowKeys = nil } }
    @usableFromInline var rowMoves: [ListMove<IndexPath>] = [] { didSet { rowKeys = nil } }
    @usableFromInline var rowReloads: [IndexPath] = [] { didSet { rowKeys = nil } }
    @usableFromInline var rowReconfigures: [IndexPath] = [] { didSet { rowKeys = nil } }
    /// The row lists as the diff's sorted keys, when a diff made them and no row list
    /// changed since.
    var rowKeys: RowKeyLists?

    @inlinable
    init() {}

    /// Whether no list holds a change.
    ///
    /// - Complexity: O(1).
    var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && rowDeletes.isEmpty && rowInserts.isEmpty && rowMoves.isEmpty && rowReloads.isEmpty
            && rowReconfigures.isEmpty
    }

    /// Whether the lists hold the same changes; the keys are a copy and are not compared.
    ///
    /// - Complexity: O(*k*) for *k* changes.
    @usableFromInline
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionDeletes == rhs.sectionDeletes && lhs.sectionInserts == rhs.sectionInserts
            && lhs.sectionMoves == rhs.sectionMoves && lhs.sectionReloads == rhs.sectionReloads
            && lhs.rowDeletes == rhs.rowDeletes && lhs.rowInserts == rhs.rowInserts && lhs.rowMoves == rhs.rowMoves
            && lhs.rowReloads == rhs.rowReloads && lhs.rowReconfigures == rhs.rowReconfigures
    }

    /// Rows deleted, before the update.
    var deletedRowPositions: RowPositions { RowPositions(keys: rowKeys?.deletes, paths: rowDeletes) }
    /// Rows inserted, after the update.
    var insertedRowPositions: RowPositions { RowPositions(keys: rowKeys?.inserts, paths: rowInserts) }
    /// Rows reloaded, before the update.
    var reloadedRowPositions: RowPositions { RowPositions(keys: rowKeys?.reloads, paths: rowReloads) }
    /// Rows reconfigured, after the update.
    var reconfiguredRowPositions: RowPositions {
        RowPositions(keys: rowKeys?.reconfigures, paths: rowReconfigures)
    }

    /// The row moves as positions, from the keys when there are keys, else from the index
    /// paths.
    var rowMovePositions: [(source: RowPosition, destination: RowPosition)] {
        if let keys = rowKeys {
            return keys.moves.map { (source: $0.source.position, destination: $0.destination.position) }
        }
        return rowMoves.map { (source: RowPosition($0.source), destination: RowPosition($0.destination)) }
    }
}

/// One kind of row changes, as positions: from the diff's keys when there are keys (`nil`
/// when there are none), else from the index paths; a malformed path reads as a position
/// every range check refuses.
struct RowPositions: Sequence {
    let keys: [_RowKey]?
    let paths: [IndexPath]

    /// The number of positions.
    var count: Int { keys?.count ?? paths.count }

    func makeIterator() -> Iterator { Iterator(keys: keys, paths: paths) }

    /// Reads the keys or the paths in order.
    struct Iterator: IteratorProtocol {
        let keys: [_RowKey]?
        let paths: [IndexPath]
        var index = 0

        mutating func next() -> RowPosition? {
            defer { index += 1 }
            if let keys { return index < keys.count ? keys[index].position : nil }
            return index < paths.count ? RowPosition(paths[index]) : nil
        }
    }
}

extension _RowKey {
    /// The key's place in a table.
    var position: RowPosition { RowPosition(section: section, row: row) }
}

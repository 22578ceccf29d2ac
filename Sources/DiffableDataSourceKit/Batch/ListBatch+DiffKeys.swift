/// The first fast path: a batch made from a diff's changeset reads its row changes from the
/// packed keys the diff sorted, instead of from the changeset's index paths.
///
/// ## What it skips, and why
/// ``DiffEngine`` collects row changes as packed (section, row) integers (`_RowKey`), sorts
/// them, and turns them into `IndexPath`s for the public ``ListChangeset``. It keeps the
/// sorted keys beside the paths (`ListChangeset.rowKeys`), and a ``ListBatch`` made from
/// that changeset copies them. Validation then reads a key per row instead of an
/// `IndexPath`: reading an index path's count and two elements are calls into Foundation,
/// four per row, which for a 10% churn of 100k rows cost more than the whole rest of the
/// batch's validation.
///
/// ## Why it is safe
/// The keys are a cache of the paths, never a second truth: a changeset drops them as soon
/// as any of its `item…` lists is set or edited (their `didSet`), a batch drops them at any
/// row call, and `==` compares only the public lists. Everything below reads a batch's
/// rows through ``RowPositions``, which takes the keys when they are there and the index
/// paths otherwise, so the rules are written once.
extension _RowKey {
    /// The key's place in a table.
    var position: RowPosition { RowPosition(section: section, row: row) }
}

/// One kind of a batch's row changes, as table positions: from the diff's keys when the
/// batch has them, else from its index paths (a malformed path reads as a position every
/// range check refuses).
struct RowPositions: Sequence {
    private let keys: [_RowKey]?
    private let paths: [IndexPath]

    /// The keys when there are any (`nil` when the batch has none), else the paths.
    init(keys: [_RowKey]?, paths: [IndexPath]) {
        self.keys = keys
        self.paths = paths
    }

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

extension ListBatch {
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

    /// The row moves as positions, from the keys when the batch has them, else from the
    /// index paths. (Not isolated: a closure formed in main-actor code checks its isolation
    /// on every call.)
    nonisolated var rowMovePositions: [(source: RowPosition, destination: RowPosition)] {
        if let keys = rowKeys {
            return keys.moves.map { (source: $0.source.position, destination: $0.destination.position) }
        }
        return rowMoves.map { (source: RowPosition($0.source), destination: RowPosition($0.destination)) }
    }
}

/// One batch update, in the coordinates `UITableView.performBatchUpdates` uses.
///
/// Deletes and reloads name places *before* the update; inserts name places *after* it;
/// a move goes from a place before to a place after; reconfigures name places after the
/// update and are applied once the structural changes are done. Applying every change of
/// a changeset in one batch to a table showing the old snapshot makes it show the new one.
///
///     let changes = DiffEngine.changeset(from: old, to: new)
///     tableView.performBatchUpdates {
///         tableView.deleteRows(at: changes.itemDeletes, with: .automatic)
///         tableView.insertRows(at: changes.itemInserts, with: .automatic)
///         // ... sections, moves, reloads
///     }
///
/// Each list is sorted (moves by destination), so equal changesets compare equal.
public struct ListChangeset<Section: Hashable & Sendable, Item: Hashable & Sendable>: Equatable, Sendable,
    CustomStringConvertible
{
    /// The lists, held once (see `_ChangeLists`); the properties below name them.
    @usableFromInline var lists = _ChangeLists()

    /// Sections to delete, as indexes before the update.
    public var sectionDeletes: [Int] {
        get { lists.sectionDeletes }
        set { lists.sectionDeletes = newValue }
        _modify { yield &lists.sectionDeletes }
    }
    /// Sections to insert, as indexes after the update.
    public var sectionInserts: [Int] {
        get { lists.sectionInserts }
        set { lists.sectionInserts = newValue }
        _modify { yield &lists.sectionInserts }
    }
    /// Sections that move, from an index before to an index after the update.
    public var sectionMoves: [ListMove<Int>] {
        get { lists.sectionMoves }
        set { lists.sectionMoves = newValue }
        _modify { yield &lists.sectionMoves }
    }
    /// Sections to reload, as indexes before the update.
    public var sectionReloads: [Int] {
        get { lists.sectionReloads }
        set { lists.sectionReloads = newValue }
        _modify { yield &lists.sectionReloads }
    }
    /// Rows to delete, as index paths before the update.
    public var itemDeletes: [IndexPath] {
        get { lists.rowDeletes }
        set { lists.rowDeletes = newValue }
        _modify { yield &lists.rowDeletes }
    }
    /// Rows to insert, as index paths after the update.
    public var itemInserts: [IndexPath] {
        get { lists.rowInserts }
        set { lists.rowInserts = newValue }
        _modify { yield &lists.rowInserts }
    }
    /// Rows that move, from an index path before to an index path after the update.
    public var itemMoves: [ListMove<IndexPath>] {
        get { lists.rowMoves }
        set { lists.rowMoves = newValue }
        _modify { yield &lists.rowMoves }
    }
    /// Rows to reload (new cell), as index paths before the update.
    public var itemReloads: [IndexPath] {
        get { lists.rowReloads }
        set { lists.rowReloads = newValue }
        _modify { yield &lists.rowReloads }
    }
    /// Rows to reconfigure (same cell, configured again), as index paths after the update.
    public var itemReconfigures: [IndexPath] {
        get { lists.rowReconfigures }
        set { lists.rowReconfigures = newValue }
        _modify { yield &lists.rowReconfigures }
    }

    /// Creates a changeset; every list defaults to empty.
    ///
    /// - Complexity: O(1).
    public init(
        sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionMoves: [ListMove<Int>] = [],
        sectionReloads: [Int] = [], itemDeletes: [IndexPath] = [], itemInserts: [IndexPath] = [],
        itemMoves: [ListMove<IndexPath>] = [], itemReloads: [IndexPath] = [], itemReconfigures: [IndexPath] = []
    ) {
        lists.sectionDeletes = sectionDeletes
        lists.sectionInserts = sectionInserts
        lists.sectionMoves = sectionMoves
        lists.sectionReloads = sectionReloads
        lists.rowDeletes = itemDeletes
        lists.rowInserts = itemInserts
        lists.rowMoves = itemMoves
        lists.rowReloads = itemReloads
        lists.rowReconfigures = itemReconfigures
    }

    /// Whether two changesets hold the same changes (the keys a diff leaves beside the row
    /// lists are a copy, not compared: see `_ChangeLists`).
    ///
    /// - Complexity: O(*k*) for *k* changes.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.lists == rhs.lists }

    /// Whether the changeset changes nothing.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool { lists.isEmpty }

    /// How many changes of each kind the changeset holds.
    ///
    /// - Complexity: O(1).
    public var counts: Counts {
        Counts(
            sectionDeletes: lists.sectionDeletes.count, sectionInserts: lists.sectionInserts.count,
            sectionMoves: lists.sectionMoves.count, sectionReloads: lists.sectionReloads.count,
            itemDeletes: lists.rowDeletes.count, itemInserts: lists.rowInserts.count, itemMoves: lists.rowMoves.count,
            itemReloads: lists.rowReloads.count, itemReconfigures: lists.rowReconfigures.count)
    }

    /// The number of changes of each kind in a ``ListChangeset``.
    public struct Counts: Hashable, Sendable, CustomStringConvertible {
        /// Sections deleted.
        public var sectionDeletes: Int
        /// Sections inserted.
        public var sectionInserts: Int
        /// Sections moved.
        public var sectionMoves: Int
        /// Sections reloaded.
        public var sectionReloads: Int
        /// Rows deleted.
        public var itemDeletes: Int
        /// Rows inserted.
        public var itemInserts: Int
        /// Rows moved.
        public var itemMoves: Int
        /// Rows reloaded.
        public var itemReloads: Int
        /// Rows reconfigured.
        public var itemReconfigures: Int

        /// Creates counts; every kind defaults to zero.
        public init(
            sectionDeletes: Int = 0, sectionInserts: Int = 0, sectionMoves: Int = 0, sectionReloads: Int = 0,
            itemDeletes: Int = 0, itemInserts: Int = 0, itemMoves: Int = 0, itemReloads: Int = 0,
            itemReconfigures: Int = 0
        ) {
            self.sectionDeletes = sectionDeletes
            self.sectionInserts = sectionInserts
            self.sectionMoves = sectionMoves
            self.sectionReloads = sectionReloads
            self.itemDeletes = itemDeletes
            self.itemInserts = itemInserts
            self.itemMoves = itemMoves
            self.itemReloads = itemReloads
            self.itemReconfigures = itemReconfigures
        }

        /// All changes together.
        public var total: Int {
            sectionDeletes + sectionInserts + sectionMoves + sectionReloads + itemDeletes + itemInserts
                + itemMoves + itemReloads + itemReconfigures
        }

        /// A one-line summary that lists only the kinds present, such as
        /// `"1 row inserted, 2 rows moved"`, or `"no changes"`.
        public var description: String {
            let parts: [(Int, String, String)] = [
                (sectionDeletes, "section", "deleted"), (sectionInserts, "section", "inserted"),
                (sectionMoves, "section", "moved"), (sectionReloads, "section", "reloaded"),
                (itemDeletes, "row", "deleted"), (itemInserts, "row", "inserted"),
                (itemMoves, "row", "moved"), (itemReloads, "row", "reloaded"),
                (itemReconfigures, "row", "reconfigured"),
            ]
            let present = parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s") \($0.2)" }
            return present.isEmpty ? "no changes" : present.joined(separator: ", ")
        }
    }

    /// The count summary, then each non-empty list on its own line with its positions.
    public var description: String {
        var lines = ["ListChangeset: \(counts)"]
        func add<T>(_ name: String, _ values: [T]) {
            if !values.isEmpty { lines.append("  \(name): " + values.map { "\($0)" }.joined(separator: ", ")) }
        }
        add("sectionDeletes", sectionDeletes)
        add("sectionInserts", sectionInserts)
        add("sectionMoves", sectionMoves)
        add("sectionReloads", sectionReloads)
        add("itemDeletes", itemDeletes)
        add("itemInserts", itemInserts)
        add("itemMoves", itemMoves)
        add("itemReloads", itemReloads)
        add("itemReconfigures", itemReconfigures)
        return lines.joined(separator: "\n")
    }
}

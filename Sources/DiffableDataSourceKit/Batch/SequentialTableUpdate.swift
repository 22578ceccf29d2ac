/// One batch update as AppKit's `NSTableView` takes it: rows removed, moved and inserted one
/// call after another between `beginUpdates()` and `endUpdates()`, then rows reloaded, on a
/// table without sections (see ``FlatTableLayout``).
///
/// UIKit's batch names every place before or after the whole update. `NSTableView` applies
/// each call as it comes: Apple's documentation of `moveRow(at:to:)` says "Changes happen
/// incrementally as they are sent to the table, so as soon as this method is called the row
/// can be considered moved", and the same of `insertRows(at:withAnimation:)` and
/// `removeRows(at:withAnimation:)` called more than once in one block. So each call's
/// indexes count the rows as the calls before it left them:
///
/// 1. One ``Call/removeRows(_:)``: every row that leaves (deleted items, the group rows and
///    items of deleted and reloaded sections), by its index before the update (one call
///    removes all its indexes at once, against the table as it was: "with respect to the
///    current state displayed in the table view").
/// 2. ``Call/moveRow(from:to:)``s that put the remaining rows in their new order, fewest
///    possible: the rows on a longest run already in order stay, each other row moves
///    once, straight to its place next to the rows before it. A moved section is its group
///    row and items moving, unless the rows around it move instead.
/// 3. One ``Call/insertRows(_:)``: every new row (inserted items, the group rows and items
///    of inserted and reloaded sections), by its final index ("The final positions of the
///    new rows to be inserted").
///
/// Then ``reloadedRows``, by their final indexes, go to `reloadData(forRowIndexes:columnIndexes:)`
/// after `endUpdates()`. For a view-based table that method "drops the view-cells in the
/// table row, but not the NSTableRowView instances" and asks the delegate for the visible
/// ones again (Apple's documentation): the row keeps its place, row view and selection and
/// gets new cell views from the cell provider, as a reload does on UIKit. A remove and
/// insert instead would animate the row out and in, and drop its selection.
///
/// The batch is checked first by the rules the headless table enforces (`BatchPlan`), so a
/// batch that does not fit the counts throws instead of becoming calls AppKit would raise on.
///
/// - Complexity: O(*n* + *m* log *n*) for *n* rows and *m* moves, plus O(*n* log *n*) for the
///   longest run in order (O(*n*) when the rows are mostly in order).
struct SequentialTableUpdate: Equatable, Sendable {
    /// One call to the table, in the order made.
    enum Call: Equatable, Sendable, CustomStringConvertible {
        /// `removeRows(at:withAnimation:)`: rows by their index in the table as it is, in
        /// ascending order.
        case removeRows([Int])
        /// `moveRow(at:to:)`: the row at `from` ends at `to` (as if removed, then inserted).
        case moveRow(from: Int, to: Int)
        /// `insertRows(at:withAnimation:)`: the final indexes of the new rows, in ascending
        /// order.
        case insertRows([Int])

        var description: String {
            switch self {
            case .removeRows(let rows): "removeRows \(rows)"
            case .moveRow(let from, let to): "moveRow \(from) → \(to)"
            case .insertRows(let rows): "insertRows \(rows)"
            }
        }
    }

    /// The calls between `beginUpdates()` and `endUpdates()`, in order.
    private(set) var calls: [Call] = []
    /// The rows to reload after `endUpdates()`, by their final index, in ascending order.
    private(set) var reloadedRows: [Int] = []
    /// The table before the update.
    let before: FlatTableLayout
    /// The table after the update.
    let after: FlatTableLayout

    /// The calls that carry out `batch` (UIKit's coordinates: deletes and reloads before
    /// the update, inserts after, moves from before to after) on a table showing `before`,
    /// leaving it showing `after`. The batch's reconfigures are left out: they run after
    /// the update.
    ///
    /// - Throws: The first rule the batch breaks against the two layouts, in UIKit's words;
    ///   an error of kind ``BatchUpdateError/Kind/invalidNumberOfRows`` when the two
    ///   layouts show sections differently.
    @MainActor
    init(_ batch: ListBatch, before: FlatTableLayout, after: FlatTableLayout) throws(BatchUpdateError) {
        self.before = before
        self.after = after
        guard before.style == after.style else {
            throw BatchUpdateError(
                .invalidNumberOfRows, "the table shows sections one way before the update and another after it")
        }
        let plan = try BatchPlan(batch, rowCountsBefore: before.itemCounts, rowCountsAfter: after.itemCounts)
        let targets = try Self.targets(of: plan, before: before, after: after)
        try makeCalls(targets: targets.rows)
        reloadedRows = targets.reloaded.sorted()
    }

    /// The calls that carry out a changeset's structural changes (see
    /// ``init(_:before:after:)``).
    ///
    /// - Throws: As ``init(_:before:after:)``.
    @MainActor
    init<Section, Item>(
        _ changeset: ListChangeset<Section, Item>, before: FlatTableLayout, after: FlatTableLayout
    ) throws(BatchUpdateError) {
        try self.init(ListBatch(structuralChangesOf: changeset), before: before, after: after)
    }

    /// Whether the update changes no row.
    var isEmpty: Bool { calls.isEmpty && reloadedRows.isEmpty }

    /// Where each row before the update ends: its index after the update, or `-1` when it
    /// leaves; and the final indexes of the reloaded rows.
    ///
    /// A surviving section's items that neither leave nor move take, in order, the places of
    /// its section after the update that no insert or move claims, as in UIKit's batches.
    /// - Complexity: O(*n*).
    @MainActor
    private static func targets(
        of plan: BatchPlan, before: FlatTableLayout, after: FlatTableLayout
    ) throws(BatchUpdateError) -> (rows: [Int], reloaded: [Int]) {
        let header = before.style.headerRows
        var rows = [Int](repeating: -1, count: before.numberOfRows)
        var reloaded: [Int] = []
        for section in before.itemCounts.indices {
            switch plan.fates[section] {
            case .deleted, .reloaded: continue
            case .stays, .moved: break
            }
            let destination = plan.destinations[section]
            guard after.itemCounts.indices.contains(destination) else { throw inconsistent(section) }
            let start = before.starts[section]
            let itemsStart = start + header
            let afterItemsStart = after.starts[destination] + header
            if header == 1 { rows[start] = after.starts[destination] }
            let removed = plan.changesBefore[section]
            let added = plan.changesAfter[destination]
            let count = before.itemCounts[section]
            let countAfter = after.itemCounts[destination]
            if removed.isEmpty && added.isEmpty {
                // Untouched: the items keep their order and count.
                guard count == countAfter else { throw inconsistent(section) }
                for row in 0..<count { rows[itemsStart + row] = afterItemsStart + row }
                continue
            }
            for (row, other) in removed.movedOut.moves {
                guard let target = after.row(of: other.indexPath) else { throw inconsistent(section) }
                rows[itemsStart + row] = target
            }
            // The items that stay, in order, against the places no insert or move claims, in
            // order: both read from bitmaps a word at a time.
            var leaving = removed.deleted.bitmap()
            leaving.formUnion(removed.movedOut.rows.bitmap())
            var claimed = added.inserted.bitmap()
            claimed.formUnion(added.movedIn.rows.bitmap())
            var places = claimed.clearRows
            var staying = leaving.clearRows
            let checksReloads = !removed.reloaded.isEmpty
            while let row = staying.next() {
                guard let place = places.next() else { throw inconsistent(section) }
                rows[itemsStart + row] = afterItemsStart + place
                if checksReloads && removed.reloaded.contains(row) { reloaded.append(afterItemsStart + place) }
            }
            guard places.next() == nil else { throw inconsistent(section) }
        }
        return (rows, reloaded)
    }

    /// The calls that take the rows to `targets` (see ``targets(of:before:after:)``).
    ///
    /// - Complexity: O(*n* + *m* log *n*), plus the longest run in order.
    private mutating func makeCalls(targets: [Int]) throws(BatchUpdateError) {
        guard after.numberOfRows < Int(Int32.max) else {
            throw BatchUpdateError(.invalidNumberOfRows, "a table of \(after.numberOfRows) rows is too long")
        }
        var removed: [Int] = []
        // The survivors' final indexes in their order after the removal, and the survivor
        // (by that order) that ends at each final index, or -1 where a row is inserted.
        var survivorTargets: [Int32] = []
        survivorTargets.reserveCapacity(min(targets.count, after.numberOfRows))
        var survivorAt = [Int32](repeating: -1, count: after.numberOfRows)
        for (row, target) in targets.enumerated() {
            guard target >= 0 else {
                removed.append(row)
                continue
            }
            guard target < survivorAt.count, survivorAt[target] < 0 else { throw Self.inconsistent(target) }
            survivorAt[target] = Int32(truncatingIfNeeded: survivorTargets.count)
            survivorTargets.append(Int32(truncatingIfNeeded: target))
        }
        if !removed.isEmpty { calls.append(.removeRows(removed)) }
        for move in Self.moves(ordering: survivorTargets, survivorAt: survivorAt) {
            calls.append(.moveRow(from: move.from, to: move.to))
        }
        var inserted: [Int] = []
        for (row, survivor) in survivorAt.enumerated() where survivor < 0 { inserted.append(row) }
        if !inserted.isEmpty { calls.append(.insertRows(inserted)) }
    }

    /// A batch that passed `BatchPlan` and still does not add up: only a bug here can make
    /// one, and it is refused like a batch that breaks a rule, so the view is reloaded.
    private static func inconsistent(_ place: Int) -> BatchUpdateError {
        BatchUpdateError(.invalidNumberOfRows, "the table's rows do not add up after the update (at \(place))")
    }
}

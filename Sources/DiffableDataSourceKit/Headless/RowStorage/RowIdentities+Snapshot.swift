/// The second fast path: a table driven by a snapshot stores its rows' identities as the
/// snapshot's item type, read straight from the snapshot's chunks.
///
/// ## What it skips, and why
/// A ``HeadlessTableView`` knows the items it shows only as `AnyHashable`s, asked row by
/// row from its data source (`tableView(_:identityForRowAt:)`). For a batch that inserts
/// ten thousand rows that is ten thousand calls, each with an `IndexPath`, a look-up in the
/// data source's snapshot and an `AnyHashable` to box and store. When the content after the
/// update is a snapshot (a ``ListDataSource`` hands its snapshot to the view with every
/// batch and reload, and `performBatchUpdates(_:showing:)` takes one), the table instead keeps a
/// `TypedIdentityColumn` of the snapshot's item type and the snapshot writes the new rows'
/// items into it in one walk over its chunks: a plain store per row, no call, no box.
///
/// ## Where it reaches across layers
/// This file is the only place where the snapshot knows a table type
/// (`ListSnapshot.storeItems(at:in:)` writes into a `TypedIdentityColumn`). Every other
/// content (a data source that is not a ``ListDataSource``, read row by row) goes through
/// `TableContent`'s one-row-at-a-time defaults, which give the same identities.

// MARK: A snapshot's content stores its items in bulk

extension SnapshotContent {
    /// A column of the snapshot's item type.
    func makeIdentityColumn() -> any IdentityColumn { TypedIdentityColumn<I>() }

    /// Stored as they are, by walking the snapshot's chunks.
    func storeRowIdentities(
        _ requests: [(slot: Int32, position: RowPosition)], in column: any IdentityColumn
    ) -> [Int32]? {
        (column as? TypedIdentityColumn<I>).flatMap { snapshot.storeItems(at: requests, in: $0) }
    }
}

// MARK: The snapshot writes its items into the table's column

extension ListSnapshot {
    /// Stores the items at places into their slots of a table's identity column: a table
    /// reads the identities of the rows a batch creates in one call. A slot past the
    /// column's end is added (slots come in order).
    ///
    /// The copy runs through the snapshot's `_SpecializedDiff` when it has one, compiled for
    /// the app's types: this method runs unspecialised (the table reaches it through a
    /// protocol), and there each item copied went through its type's value witnesses and
    /// each chunk looked up its array types' metadata (4.7% of a 100k-row churn's apply).
    /// - Returns: The slots of places out of range, which hold a copy of another item; `nil`,
    ///   storing nothing, when slots are to be added but no place is in range and the column
    ///   holds no item.
    /// - Complexity: O(*k* + *c*) for *k* places in table order that span *c* chunks; a
    ///   place before the one read last costs O(log *m*).
    func storeItems(
        at requests: [(slot: Int32, position: RowPosition)], in column: TypedIdentityColumn<ItemIdentifierType>
    ) -> [Int32]? {
        // Taken out of the column, so the copy writes an array it owns. New slots are added
        // first, holding a copy of some item.
        var values = column.values
        column.values = []
        defer { column.values = values }
        var slotCount = values.count
        for request in requests { slotCount = max(slotCount, Int(request.slot) + 1) }
        if slotCount > values.count {
            guard let filler = values.first ?? firstItem(at: requests) else { return nil }
            values += [ItemIdentifierType](repeating: filler, count: slotCount - values.count)
        }
        let places = requests.map { _SlotPlace(slot: $0.slot, section: $0.position.section, row: $0.position.row) }
        if let copy = specializedDiff?.copyItems { return copy(self, places, &values) }
        return _copyItems(at: places, into: &values)
    }

    /// Copies the item at each place into `values` at its slot.
    ///
    /// - Returns: The slots of places out of range, and slots outside `values`, left as
    ///   they were.
    /// - Complexity: as ``storeItems(at:in:)``.
    @inlinable
    func _copyItems(at places: [_SlotPlace], into values: inout [ItemIdentifierType]) -> [Int32] {
        var missing: [Int32] = []
        var section = -1
        var ordinal = 0
        values.withUnsafeMutableBufferPointer { values in
            var index = 0
            while index < places.count {
                let place = places[index]
                guard place.section >= 0, place.section < sectionRows.count, place.row >= 0,
                    place.row < sectionRows[place.section].count, place.slot >= 0, Int(place.slot) < values.count
                else {
                    missing.append(place.slot)
                    index += 1
                    continue
                }
                if place.section != section || place.row < sectionRows[section].starts[ordinal] {
                    section = place.section
                    ordinal = sectionRows[section].ordinal(containing: place.row)
                }
                while place.row >= sectionRows[section].starts[ordinal + 1] { ordinal += 1 }
                let start = sectionRows[section].starts[ordinal]
                let end = sectionRows[section].starts[ordinal + 1]
                // This place and the next ones in the same chunk, read through one buffer:
                // in unspecialised code an array's subscript looks up type metadata on every
                // read.
                chunks.items[Int(sectionRows[section].ids[ordinal])].withUnsafeBufferPointer { items in
                    repeat {
                        let next = places[index]
                        values[Int(next.slot)] = items[next.row - start]
                        index += 1
                    } while index < places.count && places[index].section == section
                        && places[index].row >= start && places[index].row < end
                        && places[index].slot >= 0 && Int(places[index].slot) < values.count
                }
            }
        }
        return missing
    }

    /// The item at the first place in range, if any.
    ///
    /// - Complexity: O(*k* + log *m*).
    private func firstItem(at requests: [(slot: Int32, position: RowPosition)]) -> ItemIdentifierType? {
        for (_, place) in requests {
            if let item = itemIdentifier(at: place.indexPath) { return item }
        }
        return nil
    }
}

/// A row place and the identity slot its item goes to, as `_copyItems(at:into:)` reads
/// them (a table's `RowPosition`, which the inlined copy cannot name).
@usableFromInline
struct _SlotPlace: Sendable {
    @usableFromInline let slot: Int32
    @usableFromInline let section: Int
    @usableFromInline let row: Int
}

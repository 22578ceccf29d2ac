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
/// ## Where the layers meet
/// The snapshot copies its items at given places into given slots of an array
/// (`ListSnapshot._copyItems(at:into:)`, in its storage); this file hands it the table's
/// column (`ListSnapshot.storeItems(at:in:)`), so the snapshot never names a table type. Every other
/// content (a data source that is not a ``ListDataSource``, read row by row) goes through
/// `ListContent`'s one-row-at-a-time reads, which give the same identities.

// MARK: A snapshot's content stores its items in bulk

/// Content that knows its item type: a table keeps its rows' identities in a column of that
/// type and has the content store them in bulk. Other content is read row by row.
@MainActor
protocol TypedRowContent: ListContent {
    /// An empty column for this content's row identities.
    func makeIdentityColumn() -> any IdentityColumn
    /// Stores the identities at places in range into their slots of `column`, as they
    /// are; returns the slots of places without an identity, or `nil` (storing nothing)
    /// when `column` does not hold this content's item type.
    func storeRowIdentities(
        _ requests: [(slot: Int32, position: RowPosition)], in column: any IdentityColumn
    ) -> [Int32]?
}

extension SnapshotContent: TypedRowContent {
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
    /// The copy runs through the snapshot's `_SpecializedOperations` when it has one, compiled for
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
        let places = requests.map { _ItemSlot(slot: $0.slot, section: $0.position.section, row: $0.position.row) }
        if let copy = specialized?.copyItems { return copy(self, places, &values) }
        return _copyItems(at: places, into: &values)
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

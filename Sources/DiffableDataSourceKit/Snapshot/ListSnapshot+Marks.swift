extension ListSnapshot {
    /// Marks items to be reloaded, storing the values passed in.
    ///
    /// When the snapshot is applied, each marked row gets a new cell built from the value
    /// given here. The value replaces the stored one (they are equal by identity), so the
    /// cell builder sees the updated item, unlike Apple's snapshot, which keeps the old copy.
    /// Use this when the item's height or cell type may change; otherwise prefer
    /// ``reconfigureItems(_:)``.
    ///
    ///     var song = snapshot.itemIdentifiers(inSection: .pop)[0]
    ///     song.isFavorite.toggle()
    ///     try snapshot.reloadItems([song])
    ///
    /// - Throws: ``ListSnapshotError/duplicateItems(_:)`` or
    ///   ``ListSnapshotError/itemsNotFound(_:)``. The snapshot is unchanged on error.
    /// - Complexity: O(*k* + *s*) expected.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) throws(ListSnapshotError<
        SectionIdentifierType, ItemIdentifierType
    >) {
        try mark(identifiers, .reload)
        checkInvariants()
    }

    /// Marks items to be reconfigured, storing the values passed in.
    ///
    /// When the snapshot is applied, each marked row keeps its cell, and the cell builder
    /// configures it again with the value given here.
    ///
    /// - Throws: ``ListSnapshotError/duplicateItems(_:)`` or
    ///   ``ListSnapshotError/itemsNotFound(_:)``. The snapshot is unchanged on error.
    /// - Complexity: O(*k* + *s*) expected.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) throws(ListSnapshotError<
        SectionIdentifierType, ItemIdentifierType
    >) {
        try mark(identifiers, .reconfigure)
        checkInvariants()
    }

    /// Marks sections to be reloaded: all their rows get new cells when applied.
    ///
    /// - Throws: ``ListSnapshotError/duplicateSections(_:)`` or
    ///   ``ListSnapshotError/sectionsNotFound(_:)``. The snapshot is unchanged on error.
    /// - Complexity: O(*k*) expected.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) throws(ListSnapshotError<
        SectionIdentifierType, ItemIdentifierType
    >) {
        let duplicates = identifiers.repeatedElements()
        if !duplicates.isEmpty { throw .duplicateSections(duplicates) }
        let missing = identifiers.filter { sectionIndexes[$0] == nil }
        if !missing.isEmpty { throw .sectionsNotFound(missing) }
        reloadedSections.formUnion(identifiers)
        checkInvariants()
    }

    /// The items marked by ``reloadItems(_:)``, in snapshot order, with their fresh values.
    ///
    /// - Complexity: O(*r* log *r*) for *r* marked items.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { marked(.reload) }

    /// The items marked by ``reconfigureItems(_:)``, in snapshot order, with their fresh
    /// values.
    ///
    /// - Complexity: O(*r* log *r*) for *r* marked items.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { marked(.reconfigure) }

    /// The sections marked by ``reloadSections(_:)``, in snapshot order.
    ///
    /// - Complexity: O(*r* log *r*) for *r* marked sections.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] {
        reloadedSections.compactMap { sectionIndexes[$0] }.sorted().map { sections[$0] }
    }

    /// A copy of this snapshot without reload and reconfigure marks.
    ///
    /// - Complexity: O(1) when there are no marks; otherwise O(*r*) to drop them.
    public func withoutMarks() -> Self {
        var copy = self
        copy.clearMarks()
        return copy
    }

    /// Whether any item or section is marked for reload or reconfigure.
    ///
    /// - Complexity: O(1).
    public var hasMarks: Bool {
        if !positions.marks.isEmpty { return true }
        return !reloadedSections.isEmpty
    }

    mutating func clearMarks() {
        if hasMarks {
            // Recorded: the rows stay; the diff reads the new snapshot's marks themselves.
            recordingEdit(
                { snapshot in
                    snapshot.positions.marks = [:]
                    snapshot.reloadedSections = []
                }, touched: { EmptyCollection<ItemIdentifierType>() })
        }
    }

    /// Whether any item carries `kind`.
    ///
    /// - Complexity: O(*r*) for *r* marked items.
    func hasItemMarks(_ kind: _ItemMarks) -> Bool {
        positions.marks.values.contains { $0.contains(kind) }
    }

    /// Validates identifiers for a mark, writes each value over its stored copy, and marks
    /// its entry (by index, so that no `Set` of items is built: one traps when `==`
    /// disagrees with the hash).
    private mutating func mark(_ identifiers: [ItemIdentifierType], _ kind: _ItemMarks) throws(ListSnapshotError<
        SectionIdentifierType, ItemIdentifierType
    >) {
        let duplicates = identifiers.repeatedElements()
        if !duplicates.isEmpty { throw .duplicateItems(duplicates) }
        var found: [Int] = []
        found.reserveCapacity(identifiers.count)
        var missing: [ItemIdentifierType] = []
        for item in identifiers {
            if let entry = positions.entry(of: item) { found.append(entry) } else { missing.append(item) }
        }
        if !missing.isEmpty { throw .itemsNotFound(missing) }
        // Recorded: the rows keep their items (the stored values are equal by identity),
        // and the diff reads the new snapshot's marks themselves.
        recordingEdit(
            { snapshot in
                snapshot.invalidateFlatItems()
                for (item, entry) in zip(identifiers, found) {
                    let position = snapshot.positions.places[entry]
                    snapshot.chunks.items[Int(position.chunk)][Int(position.index)] = item
                    snapshot.positions.marks[entry, default: []].insert(kind)
                }
            }, touched: { EmptyCollection<ItemIdentifierType>() })
    }

    /// The items carrying `kind`, in snapshot order, with their stored values.
    private func marked(_ kind: _ItemMarks) -> [ItemIdentifierType] {
        positions.marks.compactMap { entry, marks in
            marks.contains(kind) ? positions.places[entry] : nil
        }
        .map { (index: globalIndex(of: $0), position: $0) }
        .sorted { $0.index < $1.index }
        .map { chunks.items[Int($0.position.chunk)][Int($0.position.index)] }
    }
}

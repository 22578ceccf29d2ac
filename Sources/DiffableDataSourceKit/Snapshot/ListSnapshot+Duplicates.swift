extension ListSnapshot {
    /// Appends items to a section, or to the last section when `sectionIdentifier` is
    /// `nil`, resolving repeated items and items the snapshot holds by `policy`.
    ///
    ///     try snapshot.appendItems(page, toSection: .feed, duplicates: .keepLast)
    ///
    /// - Parameters:
    ///   - identifiers: The items to append, repeats and items already present allowed.
    ///   - sectionIdentifier: The section to append to; `nil` appends to the last section.
    ///   - policy: What to do with duplicates (see ``DuplicatePolicy``).
    ///   - file: The call site named by the ``ListDiagnostic/Kind/duplicatesDropped``
    ///     report.
    ///   - line: The line in `file`.
    /// - Returns: The items dropped, one per dropped occurrence, in argument order.
    /// - Throws: ``ListSnapshotError/sectionsNotFound(_:)`` or
    ///   ``ListSnapshotError/noSectionToAppendTo``; with ``DuplicatePolicy/throwError``, as
    ///   ``appendItems(_:toSection:)``. The snapshot is unchanged on error.
    /// - Complexity: O(*k* + *s*) expected, as ``appendItems(_:toSection:)``: each item is
    ///   hashed once more to find its repeats.
    @discardableResult
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil,
        duplicates policy: DuplicatePolicy,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) -> [ItemIdentifierType] {
        let resolved = resolving(identifiers, policy)
        try appendItems(resolved.new, toSection: sectionIdentifier)
        return finish(resolved, policy, call: "appendItems", file: file, line: line)
    }

    /// Inserts items just before another item, resolving repeated items and items the
    /// snapshot holds by `policy` (the anchor among them keeps its place).
    ///
    /// - Returns: The items dropped, one per dropped occurrence, in argument order.
    /// - Throws: as ``insertItems(_:beforeItem:)`` for what is left to insert. The snapshot
    ///   is unchanged on error.
    /// - Complexity: as ``insertItems(_:beforeItem:)``, plus one hash of each item.
    @discardableResult
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType,
        duplicates policy: DuplicatePolicy,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) -> [ItemIdentifierType] {
        let resolved = resolving(identifiers, policy)
        try insertItems(resolved.new, beforeItem: beforeIdentifier)
        return finish(resolved, policy, call: "insertItems", file: file, line: line)
    }

    /// Inserts items just after another item, resolving repeated items and items the
    /// snapshot holds by `policy` (the anchor among them keeps its place).
    ///
    /// - Returns: The items dropped, one per dropped occurrence, in argument order.
    /// - Throws: as ``insertItems(_:afterItem:)`` for what is left to insert. The snapshot
    ///   is unchanged on error.
    /// - Complexity: as ``insertItems(_:afterItem:)``, plus one hash of each item.
    @discardableResult
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType,
        duplicates policy: DuplicatePolicy,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) -> [ItemIdentifierType] {
        let resolved = resolving(identifiers, policy)
        try insertItems(resolved.new, afterItem: afterIdentifier)
        return finish(resolved, policy, call: "insertItems", file: file, line: line)
    }

    /// Builds a snapshot from sections and their items, in order, resolving an item given
    /// twice (in one section or across sections) by `policy`: a whole server response in
    /// one call.
    ///
    ///     let snapshot = try ListSnapshot(sections: [(.pinned, pinned), (.feed, posts)], duplicates: .keepFirst)
    ///
    /// - Throws: ``ListSnapshotError/duplicateSections(_:)`` for a section given twice;
    ///   with ``DuplicatePolicy/throwError``, as ``appendItems(_:toSection:)``.
    /// - Complexity: O(*n* + *s*) expected.
    @inlinable
    public init(
        sections: [(SectionIdentifierType, [ItemIdentifierType])], duplicates policy: DuplicatePolicy = .throwError,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        // Inlined where the app names its types, so the snapshot carries the diff compiled
        // for them, as one made with `init()` does (see `_SpecializedOperations`).
        self.init()
        try append(sections, duplicates: policy, file: file, line: line)
    }

    /// Appends the sections and their items, in order, resolving repeats by `policy`.
    @usableFromInline
    mutating func append(
        _ sections: [(SectionIdentifierType, [ItemIdentifierType])], duplicates policy: DuplicatePolicy,
        file: StaticString, line: UInt
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        try appendSections(sections.map(\.0))
        for (section, items) in sections {
            if policy == .throwError {
                try appendItems(items, toSection: section)
            } else {
                try appendItems(items, toSection: section, duplicates: policy, file: file, line: line)
            }
        }
    }

    /// The call's items split by `policy` (``DuplicatePolicy/resolve(_:isPresent:)``):
    /// those to insert, the stored items to give a new value (by their entry), and those
    /// dropped.
    private func resolving(
        _ identifiers: [ItemIdentifierType], _ policy: DuplicatePolicy
    ) -> (new: [ItemIdentifierType], updates: [(entry: Int, value: ItemIdentifierType)], dropped: [ItemIdentifierType])
    {
        let resolution = policy.resolve(identifiers) { positions.entry(of: $0) != nil }
        var updates: [(entry: Int, value: ItemIdentifierType)] = []
        for value in resolution.updated {
            if let entry = positions.entry(of: value) { updates.append((entry, value)) }
        }
        return (resolution.new, updates, resolution.dropped)
    }

    /// Stores the values `keepLast` keeps over items that were already present, and reports
    /// what was dropped.
    private mutating func finish(
        _ resolved: (
            new: [ItemIdentifierType], updates: [(entry: Int, value: ItemIdentifierType)], dropped: [ItemIdentifierType]
        ), _ policy: DuplicatePolicy,
        call: String, file: StaticString, line: UInt
    ) -> [ItemIdentifierType] {
        if !resolved.updates.isEmpty {
            invalidateFlatItems()
            for (entry, value) in resolved.updates {
                let position = positions.places[entry]
                chunks.items[Int(position.chunk)][Int(position.index)] = value
            }
            checkInvariants()
        }
        if !resolved.dropped.isEmpty {
            let kept = policy == .keepLast ? "the last value kept at the first place" : "the first kept"
            ListDiagnostics.report(
                .duplicatesDropped,
                "\(call) dropped \(resolved.dropped.count) duplicate item\(resolved.dropped.count == 1 ? "" : "s") "
                    + "(\(kept)): \(resolved.dropped)",
                at: CallSite(file: file, line: line))
        }
        return resolved.dropped
    }
}

extension ListSnapshot {
    /// Builds a snapshot from declared sections, in order.
    ///
    ///     let snapshot = try ListSnapshot<Shelf, Song.ID> {
    ///         ListSection(.favorites) {
    ///             library.favorites
    ///             if let playing = library.nowPlaying { playing }
    ///         }
    ///         for genre in library.genres {
    ///             ListSection(.genre(genre.id), items: genre.songIDs)
    ///         }
    ///     }
    ///
    /// The same snapshot as `appendSections` with every section, then `appendItems` for each
    /// section in turn, and the same errors. A section declared with ``OutlineItem``s
    /// shows the items not hidden under a collapsed item; use ``DeclaredList`` to keep the
    /// outlines themselves, for a data source to apply.
    ///
    /// - Parameters:
    ///   - policy: What to do with an item declared twice, in one section or across
    ///     sections: throw (the default), or keep one (see ``DuplicatePolicy``; dropped
    ///     items are reported through ``ListDiagnostics``).
    ///   - file: The call site named by a ``ListDiagnostic/Kind/duplicatesDropped`` report.
    ///   - line: The line in `file`.
    ///   - content: The sections (see ``ListSnapshotBuilder``).
    /// - Throws: ``ListSnapshotError/duplicateSections(_:)`` for a section declared twice;
    ///   with ``DuplicatePolicy/throwError``, ``ListSnapshotError/duplicateItems(_:)`` for
    ///   an item declared twice in one section and ``ListSnapshotError/itemsAlreadyPresent(_:)``
    ///   for an item an earlier section declared.
    /// - Complexity: O(*n* + *s*) expected for *n* items in *s* sections, plus the cost of
    ///   reading the sections' content: the cost of the same `appendItems` calls.
    @inlinable
    public init(
        duplicates policy: DuplicatePolicy = .throwError, file: StaticString = #fileID, line: UInt = #line,
        @ListSnapshotBuilder<SectionIdentifierType, ItemIdentifierType> _ content: () -> ListSections<
            SectionIdentifierType, ItemIdentifierType
        >
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        // Inlined where the app names its types, so the snapshot carries the diff compiled
        // for them (see `_SpecializedDiff`), and the appends run specialised.
        self.init()
        _ = try appendDeclared(content().declared(), duplicates: policy, file: file, line: line)
    }

    /// Appends declared sections and their items to this empty snapshot, and returns the
    /// outlines of the sections declared with ``OutlineItem``s, whose visible items it
    /// appends.
    ///
    /// - Parameter shown: Outlines whose items keep their expansion state over the declared
    ///   one (a binding's list keeps what the user expanded); empty otherwise.
    /// - Throws: as `init(duplicates:file:line:_:)`.
    /// - Complexity: O(*n* + *s*) expected: the appends, each item hashed once; with
    ///   outlines or a ``DuplicatePolicy``, once more to find its repeats.
    @inlinable
    mutating func appendDeclared(
        _ sections: [_DeclaredSection<SectionIdentifierType, ItemIdentifierType>], duplicates policy: DuplicatePolicy,
        keepingExpansionOf shown: [SectionIdentifierType: ListSectionSnapshot<ItemIdentifierType>] = [:],
        file: StaticString, line: UInt
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) -> [SectionIdentifierType:
        ListSectionSnapshot<ItemIdentifierType>]
    {
        for section in sections where section.items.isOutline {
            return try appendDeclaredOutlines(
                sections, duplicates: policy, keepingExpansionOf: shown, file: file, line: line)
        }
        var identifiers: [SectionIdentifierType] = []
        identifiers.reserveCapacity(sections.count)
        for section in sections { identifiers.append(section.id) }
        try appendSections(identifiers)
        for section in sections {
            if policy == .throwError {
                try appendItems(section.items.items, toSection: section.id)
            } else {
                try appendItems(section.items.items, toSection: section.id, duplicates: policy, file: file, line: line)
            }
        }
        return [:]
    }
}

extension ListAdapter {
    /// Shows the given sections in order, each with its items (a section missing from
    /// `itemsBySection` is empty), resolving an item given twice (in one section or across
    /// sections) by `policy`: a whole server response in one call.
    ///
    ///     try adapter.applyInitialSnapshot(sections: [.feed], itemsBySection: [.feed: posts], duplicates: .keepFirst)
    ///
    /// - Throws: ``ListSnapshotError/duplicateSections(_:)``, or
    ///   ``ListSnapshotError/sectionsNotFound(_:)`` for keys of `itemsBySection` that are
    ///   not in `sections`; with ``DuplicatePolicy/throwError``, as
    ///   ``applyInitialSnapshot(sections:itemsBySection:animatingDifferences:)``. Nothing
    ///   changes on error.
    /// - Complexity: O(*n* + *s*) expected.
    @discardableResult
    @inlinable
    public func applyInitialSnapshot(
        sections: [Section], itemsBySection: [Section: [Item]], duplicates policy: DuplicatePolicy,
        animatingDifferences: Bool = false, file: StaticString = #fileID, line: UInt = #line
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        // Inlined, as the variant without a policy, so the snapshot carries the app's diff.
        let unknown = itemsBySection.keys.filter { !sections.contains($0) }
        if !unknown.isEmpty { throw .sectionsNotFound(unknown) }
        let snapshot = try ListSnapshot(
            sections: sections.map { ($0, itemsBySection[$0] ?? []) }, duplicates: policy, file: file, line: line)
        return apply(snapshot, animatingDifferences: animatingDifferences, call: "applyInitialSnapshot")
    }

    /// Adds items at the end of a section (created at the end when missing), resolving
    /// repeated items and items already shown by `policy`: a page from a feed that repeats
    /// ids updates the list instead of being refused.
    ///
    ///     try adapter.append(contentsOf: page, to: .feed, duplicates: .keepLast)
    ///
    /// With ``DuplicatePolicy/keepLast``, an item already shown keeps its row and is
    /// reconfigured with the page's last value for it. Dropped items are reported through
    /// ``ListDiagnostics`` as ``ListDiagnostic/Kind/duplicatesDropped``, with the call site.
    ///
    /// - Returns: The changeset of the append (the reconfigures, when any, run in a
    ///   second update).
    /// - Throws: with ``DuplicatePolicy/throwError``, as
    ///   ``append(contentsOf:to:animatingDifferences:)``; nothing changes on error.
    /// - Complexity: O(*k*) expected plus the apply; O(*n*) more when `.keepLast` gives a
    ///   shown item a new value.
    @discardableResult
    public func append(
        contentsOf items: [Item], to section: Section, duplicates policy: DuplicatePolicy,
        animatingDifferences: Bool = true, file: StaticString = #fileID, line: UInt = #line
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        guard policy != .throwError else {
            return try append(contentsOf: items, to: section, animatingDifferences: animatingDifferences)
        }
        let (fresh, updated, repeated, shown) = split(items, by: policy)
        // For an append, an item already shown is a duplicate too.
        let dropped = repeated + shown
        var changes = ListChangeset<Section, Item>()
        if !fresh.isEmpty || !dataSource.snapshot().containsSection(section) {
            changes = try append(contentsOf: fresh, to: section, animatingDifferences: animatingDifferences)
        }
        if !updated.isEmpty {
            _ = try update(animatingDifferences: animatingDifferences, call: "reconfigure \(updated.count) kept values")
            {
                (snapshot) throws(SnapshotError) in try snapshot.reconfigureItems(updated)
            }
        }
        if !dropped.isEmpty {
            ListDiagnostics.report(
                .duplicatesDropped,
                "append dropped \(dropped.count) duplicate item\(dropped.count == 1 ? "" : "s") to \(section) "
                    + "(\(policy == .keepLast ? "the last value kept at the first place" : "the first kept")): \(dropped)",
                at: CallSite(file: file, line: line))
        }
        return changes
    }

    /// The items to add (each id once, with the value the policy keeps), the values
    /// `.keepLast` gives items already shown, the call's repeats, and the call's items
    /// already shown (``DuplicatePolicy/resolve(_:isPresent:)``). Checked against what the
    /// calls so far produce; the snapshot is held only in here, so the change after it still
    /// edits the shown snapshot in place.
    func split(
        _ items: [Item], by policy: DuplicatePolicy
    ) -> (fresh: [Item], updated: [Item], repeated: [Item], shown: [Item]) {
        let shown = dataSource.mustQueue ? dataSource.snapshot() : dataSource.current
        let resolution = policy.resolve(items, isPresent: shown.containsItem)
        return (resolution.new, resolution.updated, resolution.repeated, resolution.present)
    }
}

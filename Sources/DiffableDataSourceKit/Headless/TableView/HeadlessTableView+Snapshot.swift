extension HeadlessTableView {
    /// Reads what the table shows back as a snapshot.
    ///
    ///     table.load(snapshot)
    ///     table.snapshot(sectionType: String.self, itemType: Int.self) == snapshot   // true
    ///
    /// - Parameters:
    ///   - sectionType: The section identifier type; inferred when the result's type is known.
    ///   - itemType: The item identifier type; inferred when the result's type is known.
    /// - Returns: The snapshot, or `nil` when a section or row has no identity, an identity
    ///   is not of the requested type, or identities are not unique (a snapshot cannot hold
    ///   such a table). Reload and reconfigure marks are never set.
    /// - Complexity: O(*n* + *s*) for *n* rows and *s* sections.
    public func snapshot<S, I>(sectionType: S.Type = S.self, itemType: I.Type = I.self) -> ListSnapshot<S, I>? {
        var sectionIDs: [S] = []
        sectionIDs.reserveCapacity(sections.count)
        for section in sections {
            guard let id = section.identity?.base as? S else { return nil }
            sectionIDs.append(id)
        }
        var result = ListSnapshot<S, I>(unspecialized: ())
        // Identities stored as `I` are read as they are, without a cast per row.
        let typed = rowIdentities.typedColumn(of: I.self)
        // Each section is appended, then filled while it is the last one: O(n + s), with no
        // later section's start to move.
        for (section, id) in zip(sections, sectionIDs) {
            guard (try? result.appendSections([id])) != nil else { return nil }
            var items: [I] = []
            items.reserveCapacity(section.rows.count)
            for row in section.rows {
                let identity: I?
                if let typed {
                    identity = typed.values[Int(row.identitySlot)]
                } else {
                    identity = rowIdentities[row.identitySlot]?.base as? I
                }
                guard let item = identity else { return nil }
                items.append(item)
            }
            guard (try? result.appendItems(items, toSection: id)) != nil else { return nil }
        }
        return result
    }
}

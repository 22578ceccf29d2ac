/// The headless table's side of its content: every section at once, for a reload.
extension ListContent {
    /// Every section, as `reloadData()` reads them; `identities` is emptied, then holds
    /// every row's identity, in a column of this content's making.
    ///
    /// - Complexity: O(*n* + *s*) for *n* rows and *s* sections.
    func allSections(storingIdentitiesIn identities: inout RowIdentities) -> [SectionRecord] {
        identities.removeAll(storingIn: (self as? any TypedRowContent)?.makeIdentityColumn() ?? AnyIdentityColumn())
        var changes = identities.planChanges().changes
        var sections: [SectionRecord] = []
        for section in 0..<numberOfSections {
            var rows = ChunkAccumulator<RowRecord>()
            for row in 0..<numberOfRows(inSection: section) {
                let position = RowPosition(section: section, row: row)
                rows.append(.init(identitySlot: changes.newSlot(readingAt: position, free: [])))
            }
            sections.append(.init(identity: sectionIdentity(at: section), rows: ChunkedArray(rows)))
        }
        identities.apply(changes, reading: self)
        return sections
    }
}

extension ListSnapshot: Encodable where SectionIdentifierType: Encodable, ItemIdentifierType: Encodable {
    /// Encodes the sections in order, each with its items, and any reload and reconfigure
    /// marks.
    ///
    /// - Complexity: O(*n* + *s*).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SnapshotCodingKeys.self)
        try container.encode(
            zip(sections, sections.indices.map(rows(inSection:))).map(SectionEntry.init), forKey: .sections)
        if hasItemMarks(.reload) { try container.encode(reloadedItemIdentifiers, forKey: .reloadedItems) }
        if hasItemMarks(.reconfigure) {
            try container.encode(reconfiguredItemIdentifiers, forKey: .reconfiguredItems)
        }
        if !reloadedSections.isEmpty {
            try container.encode(reloadedSectionIdentifiers, forKey: .reloadedSections)
        }
    }
}

extension ListSnapshot: Decodable where SectionIdentifierType: Decodable, ItemIdentifierType: Decodable {
    /// Decodes a snapshot written by `encode(to:)`, validating it as the mutators do.
    ///
    /// - Throws: `DecodingError.dataCorrupted` with the ``ListSnapshotError`` message when
    ///   the data repeats an identifier or marks one that is not there.
    /// - Complexity: O(*n* + *s*).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SnapshotCodingKeys.self)
        let entries = try container.decode(
            [SectionEntry<SectionIdentifierType, ItemIdentifierType>].self, forKey: .sections)
        self.init(unspecialized: ())
        do {
            try appendSections(entries.map(\.section))
            for entry in entries { try appendItems(entry.items, toSection: entry.section) }
            if let marked = try container.decodeIfPresent([ItemIdentifierType].self, forKey: .reloadedItems) {
                try reloadItems(marked)
            }
            if let marked = try container.decodeIfPresent([ItemIdentifierType].self, forKey: .reconfiguredItems) {
                try reconfigureItems(marked)
            }
            if let marked = try container.decodeIfPresent([SectionIdentifierType].self, forKey: .reloadedSections) {
                try reloadSections(marked)
            }
        } catch let error as ListSnapshotError<SectionIdentifierType, ItemIdentifierType> {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description)
            )
        }
    }
}

/// One section with its items, as encoded.
private struct SectionEntry<SectionIdentifierType, ItemIdentifierType> {
    var section: SectionIdentifierType
    var items: [ItemIdentifierType]
}

extension SectionEntry: Encodable where SectionIdentifierType: Encodable, ItemIdentifierType: Encodable {}
extension SectionEntry: Decodable where SectionIdentifierType: Decodable, ItemIdentifierType: Decodable {}

private enum SnapshotCodingKeys: String, CodingKey {
    case sections, reloadedItems, reconfiguredItems, reloadedSections
}

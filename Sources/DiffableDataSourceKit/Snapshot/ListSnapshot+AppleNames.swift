extension ListSnapshot {
    /// The section type under the name of Apple's generic parameter
    /// (`NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>`), so an
    /// extension written against Apple's names compiles after the type's rename:
    ///
    ///     extension ListSnapshot where SectionIdentifierType == Section, ItemIdentifierType == Song {
    ///         var songCount: Int { numberOfItems }
    ///     }
    public typealias SectionIdentifierType = Section

    /// The item type under the name of Apple's generic parameter; see
    /// ``SectionIdentifierType``.
    public typealias ItemIdentifierType = Item
}

extension ListSectionSnapshot {
    /// The item type under the name of Apple's generic parameter
    /// (`NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>`), so an extension written
    /// against it compiles: `extension ListSectionSnapshot where ItemIdentifierType == Song`.
    public typealias ItemIdentifierType = Item
}

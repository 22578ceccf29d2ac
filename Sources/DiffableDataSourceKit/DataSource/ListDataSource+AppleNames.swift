extension ListDataSource {
    /// The section type under the name of Apple's generic parameter
    /// (`UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>`), so an
    /// extension of the shared data source written with Apple's names compiles; the
    /// subclasses' own generic parameters carry these names already.
    public typealias SectionIdentifierType = Section

    /// The item type under the name of Apple's generic parameter; see
    /// ``SectionIdentifierType``.
    public typealias ItemIdentifierType = Item
}

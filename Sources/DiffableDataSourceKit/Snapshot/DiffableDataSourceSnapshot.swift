/// Apple's `NSDiffableDataSourceSnapshot` for code ported by rename: Apple's members, none of
/// which throws, over the kit's ``ListSnapshot``.
///
///     var snapshot = DiffableDataSourceSnapshot<Section, Site>()
///     snapshot.appendSections([.topSites])
///     snapshot.appendItems(sites, toSection: .topSites)   // no `try`
///     dataSource.apply(snapshot)
///
/// Where Apple raises (an item given twice, a section that is not there), a call here keeps
/// the list alive and says what was wrong: it applies what is valid, drops the rest, and
/// reports what it dropped through ``ListDiagnostics``, naming the call's file and line
/// (``ListDiagnostic/Kind/duplicatesDropped`` for repeats and items or sections already
/// there, the first kept; ``ListDiagnostic/Kind/invalidIdentifiersDropped`` for identifiers
/// not in the snapshot, a move or insert relative to itself, or items appended with no
/// section). With one repeated site, the section above shows every site once, and the log
/// names the repeat and the line. A port that writes `try?` before each call of the
/// throwing ``ListSnapshot`` instead drops the whole call silently.
///
/// ``ListSnapshot`` stays the kit's snapshot: its calls throw a typed error and change
/// nothing, for code that handles mistakes itself. This type holds one (``listSnapshot``),
/// the data sources apply either, and `DiffableDataSourceSnapshot(dataSource.snapshot())`
/// wraps what a data source shows.
///
/// - Complexity: each member as the ``ListSnapshot`` member of the same name, plus one hash
///   of each identifier a mutator is given, to find what it must drop.
public struct DiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable, Equatable, CustomStringConvertible {
    /// The kit's snapshot: what this one holds, and what a data source shows.
    public var listSnapshot: ListSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// Creates an empty snapshot, as Apple's initializer.
    ///
    /// - Complexity: O(1).
    public init() {
        listSnapshot = ListSnapshot()
    }

    /// Wraps a kit snapshot, such as a data source's ``ListDataSource/snapshot()->ListSnapshot<Section,Item>``, to
    /// change it with Apple's calls, without `try`.
    ///
    /// - Complexity: O(1).
    public init(_ snapshot: ListSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        listSnapshot = snapshot
    }

    /// The sections and items as an outline, as ``ListSnapshot/description``.
    public var description: String { listSnapshot.description }

    // MARK: Apple's queries

    /// The number of items in all sections.
    /// - Complexity: as ``ListSnapshot``'s member of the same name.
    public var numberOfItems: Int { listSnapshot.numberOfItems }
    /// The number of sections.
    /// - Complexity: as ``ListSnapshot``'s member of the same name.
    public var numberOfSections: Int { listSnapshot.numberOfSections }
    /// The sections, in order.
    /// - Complexity: as ``ListSnapshot``'s member of the same name.
    public var sectionIdentifiers: [SectionIdentifierType] { listSnapshot.sectionIdentifiers }
    /// The items of all sections, in order.
    /// - Complexity: as ``ListSnapshot``'s member of the same name.
    public var itemIdentifiers: [ItemIdentifierType] { listSnapshot.itemIdentifiers }
    /// The items marked by ``reloadItems(_:file:line:)``.
    /// - Complexity: as ``ListSnapshot``'s member of the same name.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { listSnapshot.reloadedItemIdentifiers }
    /// The items marked by ``reconfigureItems(_:file:line:)``.
    /// - Complexity: as ``ListSnapshot``'s member of the same name.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { listSnapshot.reconfiguredItemIdentifiers }
    /// The sections marked by ``reloadSections(_:file:line:)``.
    /// - Complexity: as ``ListSnapshot``'s member of the same name.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { listSnapshot.reloadedSectionIdentifiers }

    /// The number of items in a section; 0 for a section that is not there (Apple raises).
    /// - Complexity: as ``ListSnapshot``'s member of the same name.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        listSnapshot.numberOfItems(inSection: identifier)
    }

    /// The items of a section; empty for a section that is not there (Apple raises).
    /// - Complexity: as ``ListSnapshot``'s member of the same name.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        listSnapshot.itemIdentifiers(inSection: identifier)
    }

    /// The section that holds an item, or `nil`.
    /// - Complexity: as ``ListSnapshot``'s member of the same name.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        listSnapshot.sectionIdentifier(containingItem: identifier)
    }

    /// The index of an item across all sections, or `nil`.
    /// - Complexity: as ``ListSnapshot``'s member of the same name.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { listSnapshot.indexOfItem(identifier) }

    /// The index of a section, or `nil`.
    /// - Complexity: as ``ListSnapshot``'s member of the same name.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        listSnapshot.indexOfSection(identifier)
    }
}

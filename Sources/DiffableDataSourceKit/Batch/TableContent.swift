/// What a table shows *after* an update: counts and identities, read from a data source or
/// from a snapshot.
///
/// Batch validation reads the after-update counts from here, and the rows and sections a
/// batch (re)creates take their identity from here at their after-update position.
@MainActor
protocol TableContent {
    /// The number of sections; never negative.
    var numberOfSections: Int { get }
    /// The number of rows in a section in range; never negative.
    func numberOfRows(inSection section: Int) -> Int
    func sectionIdentity(at section: Int) -> AnyHashable?
    func rowIdentity(at position: RowPosition) -> AnyHashable?
    /// The identities at places in range, in order.
    func rowIdentities(at positions: [RowPosition]) -> [AnyHashable?]
    /// An empty column for this content's row identities: typed when the content knows
    /// its item type.
    func makeIdentityColumn() -> any IdentityColumn
    /// Stores the identities at places in range into their slots of `column`, as they
    /// are; returns the slots of places without an identity, or `nil` (storing nothing)
    /// when `column` does not hold this content's item type.
    func storeRowIdentities(
        _ requests: [(slot: Int32, position: RowPosition)], in column: any IdentityColumn
    ) -> [Int32]?
}

extension TableContent {
    /// Asks for each place's identity one by one.
    ///
    /// - Complexity: O(*k*) calls to the content for *k* places.
    func rowIdentities(at positions: [RowPosition]) -> [AnyHashable?] {
        rowIdentitiesOneByOne(at: positions)
    }

    /// Asks for each place's identity one by one, for contents that read in bulk only
    /// sometimes.
    ///
    /// - Complexity: O(*k*) calls to the content for *k* places.
    func rowIdentitiesOneByOne(at positions: [RowPosition]) -> [AnyHashable?] {
        // Plain loops here and below: a closure formed in this main-actor context would
        // check, on every row, that it runs on the main actor.
        var identities: [AnyHashable?] = []
        identities.reserveCapacity(positions.count)
        for position in positions { identities.append(rowIdentity(at: position)) }
        return identities
    }

    /// A column of `AnyHashable`s.
    ///
    /// - Complexity: O(1).
    func makeIdentityColumn() -> any IdentityColumn { AnyIdentityColumn() }

    /// Stores nothing: the content's item type is not known.
    ///
    /// - Complexity: O(1).
    func storeRowIdentities(
        _ requests: [(slot: Int32, position: RowPosition)], in column: any IdentityColumn
    ) -> [Int32]? {
        nil
    }

    /// Every section, as `reloadData()` reads them; `identities` is emptied, then holds
    /// every row's identity, in a column of this content's making.
    ///
    /// - Complexity: O(*n* + *s*) for *n* rows and *s* sections.
    func allSections(storingIdentitiesIn identities: inout RowIdentities) -> [HeadlessTableView.SectionRecord] {
        identities.removeAll(storingIn: makeIdentityColumn())
        var changes = identities.planChanges().changes
        var sections: [HeadlessTableView.SectionRecord] = []
        for section in 0..<numberOfSections {
            var rows = ChunkAccumulator<HeadlessTableView.RowRecord>()
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

/// The content a table's data source shows now; no data source shows nothing.
///
/// Negative counts from the data source read as zero, so a faulty data source gets a count
/// error instead of a trap.
@MainActor
struct DataSourceContent: TableContent {
    let table: HeadlessTableView
    let dataSource: (any HeadlessTableViewDataSource)?

    init(table: HeadlessTableView) {
        self.table = table
        dataSource = table.dataSource
    }

    var numberOfSections: Int {
        max(0, dataSource?.numberOfSections(in: table) ?? 0)
    }

    func numberOfRows(inSection section: Int) -> Int {
        max(0, dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0)
    }

    func sectionIdentity(at section: Int) -> AnyHashable? {
        dataSource?.tableView(table, identityForSection: section)
    }

    func rowIdentity(at position: RowPosition) -> AnyHashable? {
        dataSource?.tableView(table, identityForRowAt: position.indexPath)
    }
}

/// Content of any kind behind one concrete type: a table's batch engine, generic over
/// its content, is compiled for this type once, and calls the content through it (a
/// data source hands its snapshot over as `any TableContent`; left generic, the whole
/// engine would run unspecialised for it).
struct ErasedContent: TableContent {
    let base: any TableContent

    var numberOfSections: Int { base.numberOfSections }

    func numberOfRows(inSection section: Int) -> Int { base.numberOfRows(inSection: section) }

    func sectionIdentity(at section: Int) -> AnyHashable? { base.sectionIdentity(at: section) }

    func rowIdentity(at position: RowPosition) -> AnyHashable? { base.rowIdentity(at: position) }

    func rowIdentities(at positions: [RowPosition]) -> [AnyHashable?] { base.rowIdentities(at: positions) }

    func makeIdentityColumn() -> any IdentityColumn { base.makeIdentityColumn() }

    func storeRowIdentities(
        _ requests: [(slot: Int32, position: RowPosition)], in column: any IdentityColumn
    ) -> [Int32]? {
        base.storeRowIdentities(requests, in: column)
    }
}

/// The content of a snapshot, for tables driven without a data source.
struct SnapshotContent<S: Hashable & Sendable, I: Hashable & Sendable>: TableContent {
    let snapshot: ListSnapshot<S, I>

    var numberOfSections: Int { snapshot.numberOfSections }

    func numberOfRows(inSection section: Int) -> Int {
        snapshot.sectionIdentifier(at: section).map(snapshot.numberOfItems(inSection:)) ?? 0
    }

    func sectionIdentity(at section: Int) -> AnyHashable? {
        snapshot.sectionIdentifier(at: section)
    }

    func rowIdentity(at position: RowPosition) -> AnyHashable? {
        snapshot.itemIdentifier(at: position.indexPath)
    }
}

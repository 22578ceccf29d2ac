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
    /// A section built entirely from this content: its identity and every row's.
    func freshSection(at section: Int, rowCount: Int) -> HeadlessTableView.SectionRecord
}

extension TableContent {
    /// Asks for every row's identity one by one.
    ///
    /// - Complexity: O(*r*) calls to the content for *r* = `rowCount`.
    func freshSection(at section: Int, rowCount: Int) -> HeadlessTableView.SectionRecord {
        // Plain loops here and below: a closure formed in this main-actor context would
        // check, on every row, that it runs on the main actor.
        var rows = ChunkedRows<HeadlessTableView.RowRecord>()
        for row in 0..<rowCount {
            rows.append(.init(identity: rowIdentity(at: RowPosition(section: section, row: row))))
        }
        return .init(identity: sectionIdentity(at: section), rows: rows)
    }

    /// Every section, as `reloadData()` reads them.
    func allSections() -> [HeadlessTableView.SectionRecord] {
        (0..<numberOfSections).map { freshSection(at: $0, rowCount: numberOfRows(inSection: $0)) }
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

    /// Converts the section's stored item array in one pass instead of looking up each row
    /// (`load` of 100k items: about 3x faster).
    ///
    /// - Complexity: O(*r*) for the section's *r* items.
    func freshSection(at section: Int, rowCount: Int) -> HeadlessTableView.SectionRecord {
        guard let identifier = snapshot.sectionIdentifier(at: section) else { return .init(identity: nil, rows: []) }
        var rows = ChunkedRows<HeadlessTableView.RowRecord>()
        for item in snapshot.itemIdentifiers(inSection: identifier) { rows.append(.init(identity: item)) }
        return .init(identity: identifier, rows: rows)
    }
}

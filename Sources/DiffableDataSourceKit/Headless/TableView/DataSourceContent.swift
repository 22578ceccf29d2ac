/// The content a table's data source shows now; no data source shows nothing.
///
/// Negative counts from the data source read as zero, so a faulty data source gets a count
/// error instead of a trap.
@MainActor
struct DataSourceContent: ListContent {
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

    func rowIdentity(at indexPath: IndexPath) -> AnyHashable? {
        dataSource?.tableView(table, identityForRowAt: indexPath)
    }
}

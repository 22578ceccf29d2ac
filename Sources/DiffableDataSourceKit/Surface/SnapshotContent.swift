/// The content of a snapshot: what a data source hands its view with each update (fed
/// forward), and what a table driven by snapshots alone shows.
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

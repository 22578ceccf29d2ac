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

// How the headless row storage reads a view's content: by a row's place (section, row), one
// row at a time; a snapshot's content is read in bulk instead (`RowIdentities+Snapshot.swift`).

extension ListContent {
    /// The identity of the row at a place, or `nil`.
    ///
    /// - Complexity: as ``rowIdentity(at:)``.
    func rowIdentity(at position: RowPosition) -> AnyHashable? { rowIdentity(at: position.indexPath) }

    /// The identities at places in range, in order, asked one by one.
    ///
    /// - Complexity: O(*k*) calls to the content for *k* places.
    func rowIdentities(at positions: [RowPosition]) -> [AnyHashable?] {
        // A plain loop: a closure formed in this main-actor context would check, on every
        // row, that it runs on the main actor.
        var identities: [AnyHashable?] = []
        identities.reserveCapacity(positions.count)
        for position in positions { identities.append(rowIdentity(at: position)) }
        return identities
    }
}

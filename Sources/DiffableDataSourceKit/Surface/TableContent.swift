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
}

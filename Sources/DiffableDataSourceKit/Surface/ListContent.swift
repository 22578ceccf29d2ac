import Foundation

/// What a view shows after an update: counts and identities, handed to it with every
/// batch and reload by the data source (fed forward), so a view never reads its data
/// source back in the middle of an update.
///
/// A view checks a batch against the counts here (UIKit reads them from its data source
/// after the update block), and the rows and sections a batch (re)creates take their
/// identity from here, at their place after the update.
@MainActor
public protocol ListContent {
    /// The number of sections; never negative.
    var numberOfSections: Int { get }
    /// The number of rows in a section in range; never negative.
    func numberOfRows(inSection section: Int) -> Int
    /// The identity of a section in range (its identifier), or `nil` when unknown.
    func sectionIdentity(at section: Int) -> AnyHashable?
    /// The identity of a row in range (its item), or `nil` when unknown.
    func rowIdentity(at indexPath: IndexPath) -> AnyHashable?
}

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

    /// The number of rows in every section, read once.
    ///
    /// - Complexity: O(*s*) calls to the content.
    var rowCounts: [Int] {
        var counts: [Int] = []
        counts.reserveCapacity(numberOfSections)
        for section in 0..<numberOfSections { counts.append(numberOfRows(inSection: section)) }
        return counts
    }
}

/// The content of a snapshot: what a data source hands its view with each update, and what
/// a table driven by snapshots alone shows.
struct SnapshotContent<S: Hashable & Sendable, I: Hashable & Sendable>: ListContent {
    let snapshot: ListSnapshot<S, I>

    var numberOfSections: Int { snapshot.numberOfSections }

    func numberOfRows(inSection section: Int) -> Int {
        snapshot.sectionRows.indices.contains(section) ? snapshot.rowCount(inSection: section) : 0
    }

    func sectionIdentity(at section: Int) -> AnyHashable? {
        snapshot.sectionIdentifier(at: section)
    }

    func rowIdentity(at indexPath: IndexPath) -> AnyHashable? {
        snapshot.itemIdentifier(at: indexPath)
    }
}

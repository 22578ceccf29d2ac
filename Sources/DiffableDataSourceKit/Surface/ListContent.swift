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

import DiffableDataSourceKit
import Foundation

// Extensions as apps write them against Apple's types, with Apple's generic parameter names
// in the `where` clause and the app's own types named `Section` and `Item`, after the type
// renames only (issue 48, item 8). Linked into `Examples/ApplePorts`, which builds in Swift 6
// mode, headless and for iOS, and whose tests run it.

/// An app's item type named as many apps name it.
struct Item: Hashable, Sendable {
    let id: Int
    var title: String
}

extension ListSnapshot where SectionIdentifierType == Section, ItemIdentifierType == Item {
    /// A snapshot built in the extension: `Section` and `Item` are the app's types here,
    /// not the snapshot's generic parameters.
    static func starter(_ titles: [String]) throws -> Self {
        var snapshot = Self()
        try snapshot.appendSections([.main])
        try snapshot.appendItems(titles.enumerated().map { Item(id: $0.offset, title: $0.element) }, toSection: .main)
        return snapshot
    }

    /// The titles of a section's items.
    func titles(in section: Section) -> [String] { itemIdentifiers(inSection: section).map(\.title) }
}

extension DiffableDataSourceSnapshot where SectionIdentifierType == Section, ItemIdentifierType == Item {
    /// The same snapshot built with the port's snapshot, whose calls need no `try`.
    static func starter(_ titles: [String]) -> Self {
        var snapshot = Self()
        snapshot.appendSections([.main])
        snapshot.appendItems(titles.enumerated().map { Item(id: $0.offset, title: $0.element) }, toSection: .main)
        return snapshot
    }
}

extension ListSectionSnapshot where ItemIdentifierType == Item {
    /// An outline of root items built in the extension.
    static func roots(_ titles: [String]) throws -> Self {
        var outline = Self()
        try outline.append(titles.enumerated().map { Item(id: $0.offset, title: $0.element) })
        return outline
    }
}

extension ListTransaction where SectionIdentifierType == Section, ItemIdentifierType == Item {
    /// The titles the drag left in the main section.
    var finalTitles: [String] { finalSnapshot.titles(in: .main) }
}

extension ListSectionTransaction where SectionIdentifierType == Section, ItemIdentifierType == Item {
    /// Whether the section is the main one.
    var isMain: Bool { sectionIdentifier == .main }
}

/// A section transaction sent to another task, as Apple's `@unchecked Sendable`
/// `NSDiffableDataSourceSectionTransaction` can be: it is `Sendable`.
func titlesElsewhere(_ transaction: ListSectionTransaction<Section, Item>) async -> [String] {
    await Task.detached { transaction.finalSnapshot.items.map(\.title) }.value
}

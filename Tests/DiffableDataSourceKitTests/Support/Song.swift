import DiffableDataSourceKit

/// The kit's song: equal and hashed by `id` alone, so `title` and `isFavorite`
/// are content that can change while the identity stays, as with a model hashed by its
/// database identifier. Tests use it to see which copy of an item a snapshot holds.
struct Song: Hashable, Sendable, Codable, CustomStringConvertible {
    var id: Int
    var title: String
    var isFavorite = false

    init(_ id: Int, _ title: String = "", isFavorite: Bool = false) {
        self.id = id
        self.title = title.isEmpty ? "song \(id)" : title
        self.isFavorite = isFavorite
    }

    static func == (lhs: Song, rhs: Song) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    var description: String { "\(id):\(title)" }
}

/// The kit's sections.
enum MusicSection: String, Hashable, Sendable, CaseIterable {
    case favorites, disney, pop
}

/// Builds a snapshot from (section, items) pairs; fails the test on bad input.
func makeSnapshot<S, I>(_ layout: [(S, [I])]) throws -> ListSnapshot<S, I> {
    var snapshot = ListSnapshot<S, I>()
    try snapshot.appendSections(layout.map(\.0))
    for (section, items) in layout { try snapshot.appendItems(items, toSection: section) }
    return snapshot
}

/// `IndexPath(row:section:)` shortened for expected values: `path(1, 2)` is section 1, row 2.
func path(_ section: Int, _ row: Int) -> IndexPath {
    IndexPath(row: row, section: section)
}

/// A move between two index paths, for expected values.
func move(_ from: (Int, Int), _ to: (Int, Int)) -> ListMove<IndexPath> {
    ListMove(source: path(from.0, from.1), destination: path(to.0, to.1))
}

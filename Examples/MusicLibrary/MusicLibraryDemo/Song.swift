import DiffableDataSourceKit

/// The kit's song: equal and hashed by `id` alone, so `name` and `isFavorite`
/// can change while the row keeps its identity.
///
/// The guide uses `let id = UUID()`; the demo uses small fixed numbers so its output is the
/// same on every run.
public struct Song: Hashable, Sendable, CustomStringConvertible {
    /// The identity: two values with the same `id` are the same song.
    public let id: Int
    /// The title shown in the row.
    public var name: String
    /// The performer shown under the title.
    public let artist: String
    /// Whether the user marked the song as a favorite (a filled heart).
    public var isFavorite: Bool

    /// Creates a song.
    public init(id: Int, name: String, artist: String, isFavorite: Bool = false) {
        self.id = id
        self.name = name
        self.artist = artist
        self.isFavorite = isFavorite
    }

    /// Songs are the same song when their ids are equal, whatever their content.
    public static func == (lhs: Song, rhs: Song) -> Bool { lhs.id == rhs.id }

    /// Hashes the id only, as the guide's `hash(into:)` does.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The title in quotes, as log lines and error messages show the song.
    public var description: String { "\"\(name)\"" }

    /// The same song with `isFavorite` flipped.
    public func togglingFavorite() -> Song {
        var copy = self
        copy.isFavorite.toggle()
        return copy
    }
}

/// The song's content is its name, artist and favorite flag: the default
/// ``ContentEquatable/isContentEqual(to:)`` compares them, so the data source updates a
/// renamed song's row by itself (see the story's "Rename a song, no mark" step).
extension Song: ContentEquatable {}

/// The kit's three sections, in the order the table shows them.
public enum MusicSection: String, Hashable, Sendable, CaseIterable {
    /// The user's favorites, shown as cards (`CustomSongCardCell`).
    case favorites
    /// Disney songs, with a favorite switch (`SwitchableSongTableViewCell`).
    case disney
    /// Pop songs (`NewSongTableViewCell`).
    case pop

    /// The header title.
    public var title: String {
        switch self {
        case .favorites: "Favorites"
        case .disney: "Disney"
        case .pop: "Pop"
        }
    }
}

/// The songs the demo starts with and the ones it adds, with fixed ids.
public enum SongCatalog {
    /// The Disney section at launch.
    public static let disney = [
        Song(id: 1, name: "Let It Go", artist: "Idina Menzel"),
        Song(id: 2, name: "How Far I'll Go", artist: "Auli'i Cravalho"),
        Song(id: 3, name: "Under the Sea", artist: "Samuel E. Wright"),
        Song(id: 4, name: "Circle of Life", artist: "Elton John"),
    ]

    /// The Pop section at launch.
    public static let pop = [
        Song(id: 11, name: "Bad Guy", artist: "Billie Eilish"),
        Song(id: 12, name: "Levitating", artist: "Dua Lipa"),
        Song(id: 13, name: "Blinding Lights", artist: "The Weeknd"),
    ]

    /// Songs to add, in order; after these, numbered "New Modern Song"s as in the guide.
    static let additions = [
        ("Flowers", "Miley Cyrus"), ("As It Was", "Harry Styles"), ("Anti-Hero", "Taylor Swift"),
        ("Espresso", "Sabrina Carpenter"), ("Golden Hour", "JVKE"),
    ]

    /// The `index`-th song to add (0-based), with id `100 + index`.
    public static func addition(_ index: Int) -> Song {
        let id = 100 + index
        if additions.indices.contains(index) {
            return Song(id: id, name: additions[index].0, artist: additions[index].1)
        }
        return Song(id: id, name: "New Modern Song \(index - additions.count + 1)", artist: "Modern Artist")
    }
}

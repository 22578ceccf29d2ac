import DiffableDataSourceKit
import MusicLibraryDemo

/// One row of the library outline: a genre, an artist or a song.
///
/// Genres and artists are parents (they show a disclosure even before their children are
/// loaded); songs are leaves. A song is identified by its `id`, as in the music library, so
/// the same song is the same item whatever its name.
public enum LibraryNode: Hashable, Sendable, CustomStringConvertible {
    /// A genre: a root item, its artists below it.
    case genre(String)
    /// An artist: under a genre, its songs below it.
    case artist(String)
    /// A song: under its artist.
    case song(Song)

    /// The text a row shows.
    public var title: String {
        switch self {
        case .genre(let name), .artist(let name): name
        case .song(let song): song.name
        }
    }

    /// Whether the row is a parent (has an outline disclosure): genres and artists.
    public var isParent: Bool {
        if case .song = self { return false }
        return true
    }

    /// The title, as log lines name the node.
    public var description: String { title }
}

/// The outline's one section.
public enum LibrarySection: Hashable, Sendable {
    /// The whole library.
    case main
}

import DiffableDataSourceKit
import MusicLibraryDemo

/// The library the outline shows: the music library's Disney and Pop songs (its
/// `SongCatalog`) grouped by genre and artist, plus one more song so an artist has two.
/// Ids are fixed, so the output is the same on every run.
public enum LibraryCatalog {
    /// The genres, in order, with the songs of each (the music library's sections).
    static let genres: [(name: String, songs: [Song])] = [
        ("Disney", SongCatalog.disney + [Song(id: 21, name: "Into the Unknown", artist: "Idina Menzel")]),
        ("Pop", SongCatalog.pop),
    ]

    /// The song the last step adds under Idina Menzel.
    public static let defyingGravity = Song(id: 22, name: "Defying Gravity", artist: "Idina Menzel")

    /// The genre names, in order.
    public static var genreNames: [String] { genres.map(\.name) }

    /// A genre's artists, in the order of their first song.
    public static func artists(in genre: String) -> [String] {
        var artists: [String] = []
        for song in genres.first(where: { $0.name == genre })?.songs ?? [] where !artists.contains(song.artist) {
            artists.append(song.artist)
        }
        return artists
    }

    /// An artist's songs, as a server would answer when the artist is first expanded.
    public static func songs(by artist: String) -> [Song] {
        genres.flatMap(\.songs).filter { $0.artist == artist }
    }

    /// The outline at launch: genres with their artists, everything collapsed. Songs are not
    /// in it: `snapshotForExpandingParent` loads an artist's songs when it first expands.
    ///
    /// - Throws: A ``ListSectionSnapshotError`` if the catalog repeated an item (it does
    ///   not; the append checks it).
    public static func launchOutline() throws(ListSectionSnapshotError<LibraryNode>)
        -> ListSectionSnapshot<LibraryNode>
    {
        var outline = ListSectionSnapshot<LibraryNode>()
        try outline.append(genreNames.map(LibraryNode.genre))
        for genre in genreNames {
            try outline.append(artists(in: genre).map(LibraryNode.artist), to: .genre(genre))
        }
        return outline
    }

    /// What `snapshotForExpandingParent` returns when `node` expands: on an artist's first
    /// expand (no songs under it yet) the outline with the artist's songs appended, else the
    /// outline as it is.
    ///
    /// - Returns: The outline to show, and how many songs were loaded (0 when none were).
    public static func loadingSongs(
        of node: LibraryNode, in outline: ListSectionSnapshot<LibraryNode>
    ) -> (outline: ListSectionSnapshot<LibraryNode>, loaded: Int) {
        guard case .artist(let artist) = node, outline.snapshot(of: node).items.isEmpty else { return (outline, 0) }
        var loaded = outline
        let songs = songs(by: artist).map(LibraryNode.song)
        // A song already elsewhere in the outline would throw: keep the outline as it is then.
        guard (try? loaded.append(songs, to: node)) != nil else { return (outline, 0) }
        return (loaded, songs.count)
    }
}

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import Foundation

/// A song: equal and hashed by `id` alone, so its name and favorite flag can change while
/// its row keeps its identity (a reload or reconfigure of the same song, not a new one).
struct Song: Hashable, Sendable {
    let id = UUID()
    var name: String
    let artist: String
    var isFavorite = false

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    static func == (lhs: Song, rhs: Song) -> Bool {
        lhs.id == rhs.id
    }
}

/// The genres: each is a section of the snapshot, shown as a group row above its songs.
enum Genre: String, Hashable, Sendable, CaseIterable {
    case favorites = "Favorites"
    case disney = "Disney"
    case pop = "Pop"
}
#endif

#if canImport(UIKit)
import Foundation

/// The kit's song: equal and hashed by `id` alone, so `name` and `isFavorite` can
/// change while the row keeps its identity (the snapshot tells a reload or reconfigure of
/// the same song from a new song by the `id`).
struct Song: Hashable, Sendable {
    let id = UUID()
    var name: String
    let artist: String
    /// The name of an image in the app's asset catalogue; the cells fall back to an
    /// SF Symbol when the app has no such image.
    let image: String
    var isFavorite: Bool = false

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    static func == (lhs: Song, rhs: Song) -> Bool {
        lhs.id == rhs.id
    }
}

/// The kit's three sections, in the order the table shows them, each with its
/// own cell class: cards for favorites, a favorite switch for Disney, a plain row for pop.
enum MusicSection: String, Hashable, Sendable, CaseIterable {
    case favorites = "Favorites"
    case disney = "Disney"
    case pop = "Pop"
}
#endif

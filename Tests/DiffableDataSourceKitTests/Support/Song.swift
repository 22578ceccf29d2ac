/// An item whose identity is its `id` alone: `==` and `hash(into:)` ignore `title`, as with
/// a model type hashed by its database identifier. Tests use it to see which copy of an
/// item a snapshot holds after `reloadItems` and `reconfigureItems`.
struct Song: Hashable, Sendable, Codable, CustomStringConvertible {
    var id: Int
    var title: String

    init(_ id: Int, _ title: String = "") {
        self.id = id
        self.title = title.isEmpty ? "song \(id)" : title
    }

    static func == (lhs: Song, rhs: Song) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    var description: String { "\(id):\(title)" }
}

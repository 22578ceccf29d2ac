/// A post as a feed's server sends it: identified by `id` (a number, as JSON has), with
/// content that can change between two responses.
public struct Post: Hashable, Sendable, CustomStringConvertible {
    public var id: Double
    public var title: String

    public init(_ id: Double, _ title: String) {
        self.id = id
        self.title = title
    }

    // Identity is the id alone: a post keeps its row when its title changes.
    public static func == (lhs: Post, rhs: Post) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String { "#\(id.isNaN ? "NaN" : String(Int(id))) \(title)" }
}

/// The feed's one section.
public enum FeedSection: Hashable, Sendable { case feed }

import DiffableDataSourceKit

/// A chat message: identified by its number, so an edit keeps its row (and the data source,
/// comparing content, reconfigures it).
public struct Message: Hashable, Sendable, ContentEquatable, CustomStringConvertible {
    /// The message's number, its identity.
    public let id: Int
    /// What it says.
    public var text: String

    /// Creates a message.
    public init(_ id: Int, _ text: String? = nil) {
        self.id = id
        self.text = text ?? "message \(id)"
    }

    public static func == (lhs: Message, rhs: Message) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public func isContentEqual(to other: Message) -> Bool { text == other.text }

    public var description: String { "#\(id)" }
}

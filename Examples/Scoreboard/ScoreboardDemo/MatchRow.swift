import DiffableDataSourceKit

/// A match as its row shows it: identified by the match's id, with the score as content,
/// so a goal reconfigures the row instead of replacing it.
public struct MatchRow: Hashable, Sendable, ContentEquatable, CustomStringConvertible {
    public let id: Int
    public var line: String

    public init(id: Int, line: String) {
        self.id = id
        self.line = line
    }

    // Identity is the match: its row stays when the score changes.
    public static func == (lhs: MatchRow, rhs: MatchRow) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public func isContentEqual(to other: MatchRow) -> Bool { line == other.line }

    public var description: String { line }
}

/// The board's sections: one per league for its live matches, then the finished ones.
public enum BoardSection: Hashable, Sendable, CustomStringConvertible {
    case league(String)
    case fullTime

    public var description: String {
        switch self {
        case .league(let name): name
        case .fullTime: "Full time"
        }
    }
}

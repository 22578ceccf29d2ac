/// A move in a batch update: from a place before the update to a place after it.
///
///     ListMove(source: IndexPath(row: 3, section: 0), destination: IndexPath(row: 0, section: 1))
public struct ListMove<Position: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// Where the element was, in coordinates before the update.
    public var source: Position
    /// Where the element ends up, in coordinates after the update.
    public var destination: Position

    /// Creates a move.
    ///
    /// - Complexity: O(1).
    public init(source: Position, destination: Position) {
        self.source = source
        self.destination = destination
    }

    /// `source -> destination`.
    public var description: String { "\(source) -> \(destination)" }
}

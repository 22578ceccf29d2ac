/// The rows of one section that a batch's moves name on one side of the update (sources
/// before it, or destinations after it), each with the place at the other end, in the
/// order they were recorded.
///
/// Recording a move tests and sets a bit (see ``RowSet``) and appends to a list: no hash
/// per move once the moves number a 512th of the section's rows. Finding the other end of
/// a row, which only a move listed twice, a conflict or a small batch's in-place edits
/// need, builds a table of the list the first time.
struct RowMoves {
    /// The rows, for membership.
    private(set) var rows: RowSet
    /// Each row and the place at the other end of its move, in the order recorded.
    private(set) var moves: [(row: Int, other: RowPosition)] = []
    /// `otherEnds()`, made at the first look-up and kept up to date after it.
    private var index: [Int: RowPosition]?

    /// No moves, for a section of `rows` rows on this side.
    ///
    /// - Complexity: O(1).
    init(rows: Int) {
        self.rows = RowSet(capacity: rows)
    }

    /// The number of rows.
    ///
    /// - Complexity: O(1).
    var count: Int { moves.count }

    /// Whether no move names the section here.
    ///
    /// - Complexity: O(1).
    var isEmpty: Bool { moves.isEmpty }

    /// Whether a move names `row` (in the section's rows).
    ///
    /// - Complexity: O(1) expected.
    func contains(_ row: Int) -> Bool {
        rows.contains(row)
    }

    /// Records a move of `row` to or from `other`; `row` must not be recorded yet.
    ///
    /// - Complexity: amortized O(1) expected.
    mutating func insert(_ row: Int, other: RowPosition) {
        rows.insert(row)
        index?[row] = other
        moves.append((row, other))
    }

    /// The place at the other end of `row`'s move, if a move names it.
    ///
    /// - Complexity: O(1) expected once the table is made; O(*m*) the first time, for *m*
    ///   moves.
    mutating func other(of row: Int) -> RowPosition? {
        guard rows.contains(row) else { return nil }
        if index == nil { index = otherEnds() }
        return index?[row]
    }

    /// Row → the place at the other end of its move, for a caller that asks for many.
    ///
    /// - Complexity: O(*m*).
    func otherEnds() -> [Int: RowPosition] {
        Dictionary(moves.lazy.map { ($0.row, $0.other) }, uniquingKeysWith: { first, _ in first })
    }

    /// Reserves room for `count` moves in all.
    ///
    /// - Complexity: O(`count`).
    mutating func reserveCapacity(_ count: Int) {
        moves.reserveCapacity(count)
    }
}

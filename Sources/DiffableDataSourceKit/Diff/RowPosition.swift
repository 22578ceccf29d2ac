/// A row's place in a table: section index and row index.
///
/// Used instead of `IndexPath` inside batch validation: two plain integers hash faster,
/// and a malformed `IndexPath` from outside becomes an out-of-range position rather than a
/// trap. Printed as `{section, row}`, the form every ``BatchUpdateError`` message uses.
struct RowPosition: Hashable, CustomStringConvertible {
    var section: Int
    var row: Int

    init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// The position of a two-element index path; a path of another length reads as row
    /// `-1` (and section `-1` when empty), which every range check rejects.
    init(_ indexPath: IndexPath) {
        // `IndexPath`'s accessors are calls into Foundation: its count is read once.
        let count = indexPath.count
        section = count > 0 ? indexPath[0] : -1
        row = count == 2 ? indexPath[1] : -1
    }

    var indexPath: IndexPath { IndexPath(section: section, rowIndex: row) }

    var description: String { "{\(section), \(row)}" }
}

extension RowPosition: Comparable {
    /// Table order: by section, then by row.
    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

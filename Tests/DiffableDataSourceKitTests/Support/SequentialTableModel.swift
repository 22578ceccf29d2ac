@testable import DiffableDataSourceKit

/// A plain model of AppKit's `NSTableView` between `beginUpdates()` and `endUpdates()`: a
/// flat list of rows that each call changes at once, as Apple's documentation describes
/// (`removeRows` names rows in the table as it is, `insertRows` the final positions of the
/// new rows, `moveRow` is a remove and an insert that keeps the row). A call AppKit would
/// raise on (an index out of range) is thrown instead.
///
/// Written for clarity, not speed: every call copies rows one by one.
struct SequentialTableModel<Row: Equatable> {
    /// What the table shows: rows carried from before the update, and `nil` for inserted
    /// rows, whose views the table asks the delegate for afterwards.
    private(set) var rows: [Row?]

    init(rows: [Row]) { self.rows = rows }

    struct Raised: Error, CustomStringConvertible {
        var description: String
    }

    /// `removeRows(at:)`: each index names a row of the table as it is.
    mutating func removeRows(_ indexes: [Int]) throws {
        let doomed = Set(indexes)
        guard doomed.count == indexes.count else { throw Raised(description: "removeRows \(indexes): repeated") }
        if let bad = indexes.first(where: { !rows.indices.contains($0) }) {
            throw Raised(description: "removeRows: row \(bad) of \(rows.count)")
        }
        rows = rows.indices.filter { !doomed.contains($0) }.map { rows[$0] }
    }

    /// `insertRows(at:)`: each index is a final position of a new row; inserted in
    /// ascending order, each must be at most the count so far.
    mutating func insertRows(_ indexes: [Int]) throws {
        guard Set(indexes).count == indexes.count else { throw Raised(description: "insertRows \(indexes): repeated") }
        for index in indexes.sorted() {
            guard index >= 0, index <= rows.count else {
                throw Raised(description: "insertRows: row \(index) into \(rows.count)")
            }
            rows.insert(nil, at: index)
        }
    }

    /// `moveRow(at:to:)`: removes the row at `from`, then inserts it so it ends at `to`.
    mutating func moveRow(from: Int, to: Int) throws {
        guard rows.indices.contains(from), rows.indices.contains(to) else {
            throw Raised(description: "moveRow \(from) → \(to) in \(rows.count) rows")
        }
        let row = rows.remove(at: from)
        rows.insert(row, at: to)
    }

    /// Carries out one call of a ``SequentialTableUpdate``.
    mutating func perform(_ call: SequentialTableUpdate.Call) throws {
        switch call {
        case .removeRows(let indexes): try removeRows(indexes)
        case .moveRow(let from, let to): try moveRow(from: from, to: to)
        case .insertRows(let indexes): try insertRows(indexes)
        }
    }
}

/// A row of a flat table in tests: a section's group row, or an item.
enum FlatRow<Section: Hashable, Item: Hashable>: Hashable, CustomStringConvertible {
    case section(Section)
    case item(Item)

    var description: String {
        switch self {
        case .section(let section): "[\(section)]"
        case .item(let item): "\(item)"
        }
    }
}

extension ListSnapshot {
    /// The rows a flat table shows for this snapshot, written out plainly.
    func flatRows(_ style: FlatTableLayout.Style) -> [FlatRow<SectionIdentifierType, ItemIdentifierType>] {
        sectionIdentifiers.flatMap { section in
            (style == .groupRows ? [.section(section)] : []) + itemIdentifiers(inSection: section).map { .item($0) }
        }
    }

    /// The layout of this snapshot's rows on a flat table.
    func flatLayout(_ style: FlatTableLayout.Style) -> FlatTableLayout {
        FlatTableLayout(itemCounts: sectionIdentifiers.map(numberOfItems(inSection:)), style: style)
    }
}

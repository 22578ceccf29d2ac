import DiffableDataSourceKit

/// What happened to a row in a step.
public enum OutlineRowChange: Sendable, Equatable {
    /// The row appeared (`+`).
    case inserted
    /// The same item's cell shows new text: its disclosure turned (`✎`).
    case redrawn
    /// The row is gone (`−`); drawn where it was.
    case removed
}

/// One row as drawn: the item, its cell's text, and its change in the step, if any.
public struct OutlineFrameRow: Sendable, Equatable {
    /// The row's item.
    public var node: LibraryNode
    /// The cell's text (indentation, disclosure mark, title).
    public var text: String
    /// The change in the step; `nil` for a row left as it was.
    public var change: OutlineRowChange?
}

/// The list after a step, read from the collection view's cells, with the rows the step
/// inserted, redrew or removed marked.
public struct OutlineFrame: Sendable, Equatable {
    /// The visible rows in order, with the removed ones where they were.
    public var rows: [OutlineFrameRow]

    /// The rows the collection view shows (the removed ones left out).
    public var visibleRows: [OutlineFrameRow] { rows.filter { $0.change != .removed } }

    /// The visible cells' texts, in order.
    public var visibleTexts: [String] { visibleRows.map(\.text) }

    /// The rows the collection view shows now, each with its cell's text, unmarked.
    @MainActor
    static func capture(_ library: OutlineLibrary) -> [OutlineFrameRow] {
        library.collectionView.indexPathsForVisibleItems.compactMap { path in
            guard let node = library.dataSource.itemIdentifier(for: path) else { return nil }
            let text = library.collectionView.cellForItem(at: path)?.text ?? ""
            return OutlineFrameRow(node: node, text: text, change: nil)
        }
    }

    /// The rows `after` a step marked against the rows `before` it: new items inserted,
    /// kept items whose text changed redrawn, and items no longer shown removed, drawn where
    /// they were: before the inserted rows at the same place, and before the first kept row
    /// that followed them (an outline's rows keep their order).
    init(before: [OutlineFrameRow], after: [OutlineFrameRow]) {
        let oldIndex = Dictionary(
            before.enumerated().map { ($0.element.node, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let kept = Set(after.map(\.node))
        var rows: [OutlineFrameRow] = []
        var next = 0  // the first old row not yet drawn or passed
        func drawRemoved(upTo end: Int) {
            while next < end {
                var row = before[next]
                if !kept.contains(row.node) {
                    row.change = .removed
                    rows.append(row)
                }
                next += 1
            }
        }
        for var row in after {
            if let index = oldIndex[row.node] {
                drawRemoved(upTo: index)
                next = max(next, index + 1)
                if before[index].text != row.text { row.change = .redrawn }
            } else {
                // Removed rows that come next in the old order go first, as a diff shows them.
                while next < before.count, !kept.contains(before[next].node) { drawRemoved(upTo: next + 1) }
                row.change = .inserted
            }
            rows.append(row)
        }
        drawRemoved(upTo: before.count)
        self.rows = rows
    }
}

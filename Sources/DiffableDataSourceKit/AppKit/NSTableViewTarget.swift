#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSTableView: DiffableListView {
    /// A table's cells are views (`NSTableCellView`s, usually).
    public typealias Cell = NSView
}

/// An `NSTableView` as a ``SequentialTableView``: each call goes to the table as it is.
/// ``SequentialTableSurface`` decides every call; the tests pin them on a recording table.
@MainActor
final class NSTableViewTarget: SequentialTableView {
    weak var tableView: NSTableView?
    /// The animation of inserted and removed rows when an update animates.
    var rowAnimation: NSTableView.AnimationOptions = .effectFade

    init(tableView: NSTableView) {
        self.tableView = tableView
    }

    var numberOfRows: Int { tableView?.numberOfRows ?? 0 }

    var isInWindow: Bool { tableView?.window != nil }

    func performUpdates(animated: Bool, _ updates: () -> Void, completion: @escaping @MainActor () -> Void) {
        NSAnimationContext.runAnimationGroup { context in
            if !animated { context.duration = 0 }
            updates()
        } completionHandler: {
            // AppKit calls it on the main thread; should it not, the completion waits for it.
            if Thread.isMainThread {
                MainActor.assumeIsolated { completion() }
            } else {
                Task { @MainActor in completion() }
            }
        }
    }

    func beginUpdates() { tableView?.beginUpdates() }

    func endUpdates() { tableView?.endUpdates() }

    func removeRows(at rows: [Int], animated: Bool) {
        tableView?.removeRows(at: IndexSet(rows), withAnimation: animated ? rowAnimation : [])
    }

    func insertRows(at rows: [Int], animated: Bool) {
        tableView?.insertRows(at: IndexSet(rows), withAnimation: animated ? rowAnimation : [])
    }

    func moveRow(at row: Int, to newRow: Int) { tableView?.moveRow(at: row, to: newRow) }

    func reloadRows(at rows: [Int]) {
        guard let tableView else { return }
        tableView.reloadData(forRowIndexes: IndexSet(rows), columnIndexes: IndexSet(0..<tableView.numberOfColumns))
    }

    func reloadData() { tableView?.reloadData() }

    func hasRowView(atRow row: Int) -> Bool { tableView?.rowView(atRow: row, makeIfNecessary: false) != nil }

    func noteHeightOfAllRows() {
        guard let tableView else { return }
        tableView.noteHeightOfRows(withIndexesChanged: IndexSet(0..<tableView.numberOfRows))
    }

    func scrollGeometry() -> ListViewport? {
        guard let tableView, let clipView = tableView.enclosingScrollView?.contentView else { return nil }
        // Frames are read after the update's layout.
        tableView.layoutSubtreeIfNeeded()
        let insets = clipView.contentInsets
        return ListViewport(
            offset: clipView.bounds.minY, height: clipView.bounds.height, contentHeight: tableView.frame.height,
            minOffset: -insets.top, bottomInset: insets.bottom)
    }

    func visibleRows() -> Range<Int> {
        guard let tableView, let rows = Range(tableView.rows(in: tableView.visibleRect)) else { return 0..<0 }
        return rows
    }

    func verticalExtent(ofRow row: Int) -> ClosedRange<CGFloat>? {
        guard let tableView, row >= 0, row < tableView.numberOfRows else { return nil }
        let frame = tableView.rect(ofRow: row)
        return frame.minY...frame.maxY
    }

    func scroll(toOffset offset: CGFloat) {
        guard let tableView else { return }
        tableView.scroll(NSPoint(x: tableView.visibleRect.minX, y: offset))
    }

    func selectedRows() -> [Int] { tableView.map { Array($0.selectedRowIndexes) } ?? [] }

    func selectRow(_ row: Int) { tableView?.selectRowIndexes(IndexSet(integer: row), byExtendingSelection: true) }

    func deselectRow(_ row: Int) { tableView?.deselectRow(row) }
}
#endif

import Foundation

@testable import DiffableDataSourceKit

/// A table that records the calls ``SequentialTableSurface`` makes on it, as an AppKit
/// `NSTableView` receives them through the AppKit adapter (which only forwards each one),
/// and keeps its rows as `NSTableView` does: by identity, changed by each call at once.
///
/// Like AppKit's table it asks its data source for what it shows only on `reloadData()`
/// and for the rows an update inserted (when the update ends); carried rows keep what they
/// showed. A call AppKit would raise on (an index out of range, an update that leaves the
/// table disagreeing with its data source) is recorded in ``raised`` instead.
@MainActor
final class RecordingSequentialTable: DiffableListView, SequentialTableView {
    typealias Cell = TableViewCell

    enum Call: Equatable {
        case beginUpdates
        case endUpdates
        case removeRows([Int], animated: Bool)
        case insertRows([Int], animated: Bool)
        case moveRow(Int, to: Int)
        case reloadRows([Int])
        case reloadData
        case noteHeights
    }

    private(set) var calls: [Call] = []
    /// What AppKit would have raised on, or what would show wrong rows; empty while the
    /// surface behaves.
    private(set) var raised: [String] = []
    /// The identity each row shows (a section's or an item's), by row.
    private(set) var rows = SequentialTableModel<AnyHashable>(rows: [])
    /// What the data source shows at a row, as the table's delegate would answer.
    var dataSourceRow: (Int) -> AnyHashable? = { _ in nil }
    /// The data source's number of rows (`numberOfRows(in:)`).
    var dataSourceRowCount: () -> Int = { 0 }

    var isInWindow = true
    /// The rows with a row view; every row when `nil`.
    var rowsWithViews: Set<Int>?
    /// The visible rows.
    var visible = 0..<0
    var selection: Set<Int> = []
    /// Completions of updates whose animations have not ended.
    private(set) var unfinishedAnimations: [(animated: Bool, completion: @MainActor () -> Void)] = []

    func clearCalls() { calls = [] }

    /// The animations end: runs the updates' completions, in order.
    func finishAnimations() {
        let pending = unfinishedAnimations
        unfinishedAnimations = []
        for update in pending { update.completion() }
    }

    /// The app changes the table behind the data source's back: `count` rows more.
    func addRowsBehindTheDataSourcesBack(_ count: Int) {
        try? rows.insertRows(Array(rows.rows.count..<(rows.rows.count + count)))
    }

    /// Every row's identity, or `nil` for a row inserted and not asked for yet.
    var shownRows: [AnyHashable?] { rows.rows }

    // MARK: SequentialTableView

    var numberOfRows: Int { rows.rows.count }

    func performUpdates(animated: Bool, _ updates: () -> Void, completion: @escaping @MainActor () -> Void) {
        updates()
        unfinishedAnimations.append((animated, completion))
    }

    func beginUpdates() { calls.append(.beginUpdates) }

    func endUpdates() {
        calls.append(.endUpdates)
        // The table asks for the inserted rows' views, then checks its count.
        rows = SequentialTableModel(
            rows: rows.rows.enumerated().map { row, identity in identity ?? dataSourceRow(row) }
                .compactMap { $0 })
        if rows.rows.count != dataSourceRowCount() {
            raised.append(
                "the table shows \(rows.rows.count) rows after the update, its data source \(dataSourceRowCount())")
        }
    }

    func removeRows(at rows: [Int], animated: Bool) {
        calls.append(.removeRows(rows, animated: animated))
        record { try self.rows.removeRows(rows) }
    }

    func insertRows(at rows: [Int], animated: Bool) {
        calls.append(.insertRows(rows, animated: animated))
        record { try self.rows.insertRows(rows) }
    }

    func moveRow(at row: Int, to newRow: Int) {
        calls.append(.moveRow(row, to: newRow))
        record { try self.rows.moveRow(from: row, to: newRow) }
    }

    func reloadRows(at rows: [Int]) {
        calls.append(.reloadRows(rows))
        if let bad = rows.first(where: { !self.rows.rows.indices.contains($0) }) {
            raised.append("reloadRows: row \(bad) of \(self.rows.rows.count)")
        }
    }

    func reloadData() {
        calls.append(.reloadData)
        rows = SequentialTableModel(rows: (0..<dataSourceRowCount()).compactMap(dataSourceRow))
    }

    func hasRowView(atRow row: Int) -> Bool { rowsWithViews?.contains(row) ?? true }

    func noteHeightOfAllRows() { calls.append(.noteHeights) }

    func scrollGeometry() -> ListViewport? {
        ListViewport(offset: 0, height: 100, contentHeight: CGFloat(rows.rows.count) * 20)
    }

    func visibleRows() -> Range<Int> { visible }

    func verticalExtent(ofRow row: Int) -> ClosedRange<CGFloat>? {
        rows.rows.indices.contains(row) ? CGFloat(row * 20)...CGFloat(row * 20 + 20) : nil
    }

    func scroll(toOffset offset: CGFloat) {}

    func selectedRows() -> [Int] { selection.sorted() }

    func selectRow(_ row: Int) { selection.insert(row) }

    func deselectRow(_ row: Int) { selection.remove(row) }

    private func record(_ call: () throws -> Void) {
        do { try call() } catch { raised.append("\(error)") }
    }
}

extension ListDataSource where View == RecordingSequentialTable {
    /// A data source on a recording table through a ``SequentialTableSurface``, wired as
    /// `DiffableNSTableDataSource` wires an `NSTableView`: the table reads its rows and their
    /// identities from the data source, through the surface's layout.
    static func sequential(
        on table: RecordingSequentialTable, style: FlatTableLayout.Style = .groupRows
    ) -> (ListDataSource, SequentialTableSurface) {
        let surface = SequentialTableSurface(table: table, style: style)
        let dataSource = ListDataSource(
            view: table, surface: surface, allowCrossSectionMove: true, allowReordering: false,
            enableLogging: false, callSite: CallSite(file: #fileID, line: #line)
        ) { _, _, _, _ in TableViewCell() }
        dataSource.ownedSurface = surface
        table.dataSourceRowCount = { [weak surface] in surface?.layout.numberOfRows ?? 0 }
        table.dataSourceRow = { [weak dataSource, weak surface] row in
            guard let dataSource, let surface else { return nil }
            return dataSource.flatRowIdentifier(atRow: row, in: surface.layout)
        }
        return (dataSource, surface)
    }
}

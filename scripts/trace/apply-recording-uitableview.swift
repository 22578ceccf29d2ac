// The same apply as apply-headless-table.swift, on a view that stands in for a UITableView:
// it implements the public seams as the UIKit bridge does (it does not check batches itself,
// so the data source checks each one first) and records the calls a UITableView would get.
import DiffableDataSourceKit
import Foundation

@MainActor
final class RecordingTable: DiffableListView, ListBatchTarget, ListViewportTarget, ListSelectionTarget {
    typealias Cell = AnyObject
    var counts: [Int] = []
    var calls: [String] = []
    var selected: [IndexPath] = []

    var batchRules: ListBatchRules { .table }
    var displayedSectionCount: Int { counts.count }
    func displayedItemCount(inSection section: Int) -> Int { counts[section] }
    func reloadData(showing content: any ListContent) {
        counts = (0..<content.numberOfSections).map(content.numberOfRows(inSection:))
        calls.append("reloadData")
    }
    func performBatchUpdates(
        _ batch: ListBatch, animated: Bool, updateData: () -> any ListContent,
        completion: @escaping @MainActor () -> Void
    ) throws(BatchUpdateError) {
        let content = updateData()
        counts = (0..<content.numberOfSections).map(content.numberOfRows(inSection:))
        calls.append("deleteRows \(batch.rowDeletes) insertRows \(batch.rowInserts) moveRow \(batch.rowMoves)")
        completion()
    }
    func reconfigureItems(at indexPaths: [IndexPath]) { calls.append("reconfigureRows \(indexPaths)") }
    func hasCell(at indexPath: IndexPath) -> Bool { indexPath[1] < 20 }
    func viewport() -> ListViewport? { ListViewport(offset: 0, height: 844, contentHeight: 44 * 200) }
    func firstVisibleRow() -> IndexPath? { IndexPath(indexes: [0, 0]) }
    func verticalExtent(ofRowAt indexPath: IndexPath) -> ClosedRange<CGFloat>? { 0...44 }
    func scroll(toOffset offset: CGFloat) {}
    func selectedRows() -> [IndexPath] { selected }
    func selectRow(at indexPath: IndexPath, animated: Bool) { selected.append(indexPath) }
    func deselectRow(at indexPath: IndexPath, animated: Bool) { selected.removeAll { $0 == indexPath } }
}

MainActor.assumeIsolated {
    let table = RecordingTable()
    let dataSource = ListDataSource<Int, Int, RecordingTable>(view: table, target: table) { _, _, _, _ in table }
    var first = ListSnapshot<Int, Int>()
    do {
        try first.appendSections([0, 1])
        try first.appendItems(Array(0..<100), toSection: 0)
        try first.appendItems(Array(100..<200), toSection: 1)
    } catch {
        fatalError("setup: \(error)")
    }
    dataSource.apply(first, animatingDifferences: false)
    var next = dataSource.snapshot()
    do { try next.insertItems([1_000], beforeItem: 5) } catch { fatalError("setup: \(error)") }
    next.deleteItems([150])

    traceStart()
    dataSource.apply(next, animatingDifferences: true)
    traceStop()

    guard table.counts == [101, 99], table.calls.count == 2 else { fatalError("the apply did not reach the view") }
}

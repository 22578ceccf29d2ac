// Apple's pattern on a headless table in a window, on the main thread: take the data
// source's snapshot, insert one item and delete another, apply it.
import DiffableDataSourceKit

MainActor.assumeIsolated {
    let tableView = HeadlessTableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    let dataSource = DiffableTableDataSource<Int, Int>(tableView: tableView) { tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.text = "\(item)"
        return cell
    }
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

    guard tableView.numberOfRows(inSection: 0) == 101, tableView.numberOfRows(inSection: 1) == 99 else {
        fatalError("the apply did not reach the table")
    }
}

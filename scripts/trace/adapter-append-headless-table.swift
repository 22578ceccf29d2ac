// The kit's one-call change on a headless table: adapter.append(item, to: section).
import DiffableDataSourceKit

MainActor.assumeIsolated {
    let tableView = HeadlessTableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    let dataSource = ReorderableDataSource<Int, Int>.create(tableView: tableView) { tableView, indexPath, item, _ in
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.text = "\(item)"
        return cell
    }
    let adapter = TableAdapter(tableView: tableView, dataSource: dataSource)
    do {
        try adapter.applyInitialSnapshot(sections: [0, 1], itemsBySection: [0: Array(0..<100), 1: Array(100..<200)])
    } catch {
        fatalError("setup: \(error)")
    }

    traceStart()
    do { try adapter.append(1_000, to: 0) } catch { fatalError("append: \(error)") }
    traceStop()

    guard tableView.numberOfRows(inSection: 0) == 101 else { fatalError("the append did not reach the table") }
}

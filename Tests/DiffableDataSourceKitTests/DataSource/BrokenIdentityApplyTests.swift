import DiffableDataSourceKit
import XCTest

/// Applying snapshots of items whose hash changes after insertion never traps. The diff
/// cannot be right about such items (their identity is what changed), so a batch may not
/// match the table; the data source then reloads the table and says so
/// (`batchReplacedByReload`). After every apply the table shows the snapshot.
final class BrokenIdentityApplyTests: XCTestCase {
    @MainActor
    func testApplyingItemsWhoseHashChangesKeepsTheTableInStep() async throws {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "item")
        let dataSource = ReorderableDataSource<Int, MutableIDItem>.create(tableView: table) {
            tableView, indexPath, item, _ in
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        let items = (0..<60).map(MutableIDItem.init)
        var first = ListSnapshot<Int, MutableIDItem>()
        try first.appendSections([0, 1])
        try first.appendItems(Array(items[..<30]), toSection: 0)
        dataSource.apply(first, animatingDifferences: false, completion: nil)
        var rng = SplitMix64(seed: 0xB0CE_6000)
        let (_, diagnostics) = recordingDiagnostics {
            for step in 0..<300 {
                var next = dataSource.snapshot()
                let item = items[Int.random(in: 0..<items.count, using: &rng)]
                let other = items[Int.random(in: 0..<items.count, using: &rng)]
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: next.itemIdentifiers.randomElement(using: &rng)?.id = Int.random(in: 0..<60, using: &rng)
                case 1: next.deleteItems([item])
                case 2: try? next.appendItems([item], toSection: Int.random(in: 0..<2, using: &rng))
                case 3: try? next.reloadItems([item])
                default: try? next.moveItem(item, beforeItem: other)
                }
                dataSource.apply(next, animatingDifferences: Bool.random(using: &rng), completion: nil)
                let shown = dataSource.snapshot()
                XCTAssertEqual(
                    [table.numberOfRows(inSection: 0), table.numberOfRows(inSection: 1)],
                    shown.sectionIdentifiers.map(shown.numberOfItems(inSection:)), "step \(step)")
            }
        }
        // Reloads where the diff could not be right, and the broken items reported when
        // their cells are built; nothing else.
        XCTAssertEqual(
            Set(diagnostics.map(\.kind)).subtracting([.batchReplacedByReload, .hashableContractBroken]), [])
        XCTAssertTrue(diagnostics.contains { $0.kind == .hashableContractBroken }, "the changed ids were reported")
    }
}

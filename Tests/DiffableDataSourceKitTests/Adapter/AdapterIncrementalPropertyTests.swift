import DiffableDataSourceKit
import XCTest

/// The adapter's one-item calls compute their changeset from the edit instead of diffing:
/// random calls on small tables, each compared with the same edit made on a plain snapshot
/// (same result, same error) and its changeset with `DiffEngine`'s for the same pair; the
/// table must then show the snapshot (the round trip).
final class AdapterIncrementalPropertyTests: XCTestCase {
    typealias Snapshot = ListSnapshot<Int, Int>
    typealias Changes = ListChangeset<Int, Int>

    @MainActor
    func testRandomCallsMatchTheDiff() async throws {
        for seed in 0..<40 {
            var random = SplitMix64(seed: UInt64(seed))
            let table = HeadlessTableView()
            table.viewportHeight = 44 * 6
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            let dataSource = ReorderableDataSource<Int, Int>.create(tableView: table) { table, path, item, _ in
                let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
                cell.text = String(item)
                return cell
            }
            let adapter = TableAdapter(tableView: table, dataSource: dataSource)
            table.delegate = dataSource.makeDelegate()
            let sections = [0, 1, 2]
            var itemsBySection: [Int: [Int]] = [:]
            var next = 0
            for section in sections {
                let count = Int.random(in: 0...6, using: &random)
                itemsBySection[section] = Array(next..<(next + count))
                next += count
            }
            try adapter.applyInitialSnapshot(sections: sections, itemsBySection: itemsBySection)
            if seed % 3 == 1 {
                adapter.setHeightProviders(height: { _, _, item, _ in CGFloat(30 + item % 4 * 10) }, estimated: nil)
            } else if seed % 3 == 2 {
                adapter.setHeightProviders(
                    height: { _, _, item, _ in CGFloat(30 + item % 4 * 10) }, estimated: { _, _, _, _ in 35 })
            }
            for step in 0..<60 {
                let before = adapter.snapshot
                let items = before.itemIdentifiers
                // Mostly shown items, sometimes one that is not, to check errors too.
                func anyItem() -> Int {
                    items.isEmpty || Int.random(in: 0..<10, using: &random) == 0
                        ? next + 100 : items.randomElement(using: &random)!
                }
                let section = Int.random(in: 0...3, using: &random)  // 3 is new to the table
                let item = anyItem()
                let other = anyItem()
                let fresh = Int.random(in: 0..<4, using: &random) == 0 ? other : next
                var expected = before
                let name: String
                let call: () throws(Snapshot.Error) -> Changes
                let edit: (inout Snapshot) throws(Snapshot.Error) -> Void
                switch Int.random(in: 0..<10, using: &random) {
                case 0:
                    name = "append \(fresh) to \(section)"
                    call = { () throws(Snapshot.Error) in try adapter.append(fresh, to: section) }
                    edit = { (s) throws(Snapshot.Error) in
                        if !s.containsSection(section) { try s.appendSections([section]) }
                        try s.appendItems([fresh], toSection: section)
                    }
                case 1, 2:
                    let after = Bool.random(using: &random)
                    name = "insert \(fresh) \(after ? "after" : "before") \(other)"
                    call = { () throws(Snapshot.Error) in
                        after ? try adapter.insert(fresh, after: other) : try adapter.insert(fresh, before: other)
                    }
                    edit = { (s) throws(Snapshot.Error) in
                        after
                            ? try s.insertItems([fresh], afterItem: other)
                            : try s.insertItems([fresh], beforeItem: other)
                    }
                case 3:
                    name = "delete \(item)"
                    call = { () throws(Snapshot.Error) in try adapter.delete(item) }
                    edit = { (s) throws(Snapshot.Error) in
                        guard s.containsItem(item) else { throw .itemsNotFound([item]) }
                        s.deleteItems([item])
                    }
                case 4, 5:
                    name = "move \(item) to \(section)"
                    call = { () throws(Snapshot.Error) in try adapter.move(item, to: section) }
                    edit = { (s) throws(Snapshot.Error) in
                        guard s.containsItem(item) else { throw .itemsNotFound([item]) }
                        guard s.containsSection(section) else { throw .sectionsNotFound([section]) }
                        let last = s.itemIdentifiers(inSection: section).last
                        if let last, last != item {
                            try s.moveItem(item, afterItem: last)
                        } else if last == nil {
                            s.deleteItems([item])
                            try s.appendItems([item], toSection: section)
                        }
                    }
                case 6, 7:
                    let after = Bool.random(using: &random)
                    // Often a neighbour, where two sets of moves are equally short.
                    let index = before.indexOfItem(item)
                    let near = index.flatMap { index in
                        [index - 1, index + 1, index + 2].filter(items.indices.contains).randomElement(using: &random)
                    }.map { items[$0] }
                    let anchor = Bool.random(using: &random) ? (near ?? other) : other
                    name = "move \(item) \(after ? "after" : "before") \(anchor)"
                    call = { () throws(Snapshot.Error) in
                        after ? try adapter.move(item, after: anchor) : try adapter.move(item, before: anchor)
                    }
                    edit = { (s) throws(Snapshot.Error) in
                        after ? try s.moveItem(item, afterItem: anchor) : try s.moveItem(item, beforeItem: anchor)
                    }
                case 8:
                    name = "reload \(item)"
                    call = { () throws(Snapshot.Error) in try adapter.reload(item) }
                    edit = { (s) throws(Snapshot.Error) in try s.reloadItems([item]) }
                default:
                    name = "reconfigure \(item)"
                    call = { () throws(Snapshot.Error) in try adapter.reconfigure(item) }
                    edit = { (s) throws(Snapshot.Error) in try s.reconfigureItems([item]) }
                }
                let context = "seed \(seed) step \(step): \(name)"
                var expectedError: Snapshot.Error?
                do throws(Snapshot.Error) { try edit(&expected) } catch { expectedError = error }
                do throws(Snapshot.Error) {
                    let changes = try call()
                    XCTAssertNil(expectedError, "\(context): the adapter did not throw")
                    XCTAssertEqual(changes, DiffEngine.changeset(from: before, to: expected), context)
                    if fresh == next { next += 1 }
                } catch {
                    XCTAssertEqual(error, expectedError, context)
                    expected = before
                }
                XCTAssertEqual(adapter.snapshot, expected, context)
                let shown: Snapshot? = table.snapshot()
                XCTAssertEqual(shown, expected, "\(context): the table shows something else")
                for path in table.visibleRowPaths {
                    XCTAssertEqual(table.cellForRow(at: path)?.text, adapter.item(at: path).map(String.init), context)
                }
                if expected != adapter.snapshot { return }
            }
        }
    }
}

extension ListSnapshot {
    typealias Error = ListSnapshotError<SectionIdentifierType, ItemIdentifierType>
}

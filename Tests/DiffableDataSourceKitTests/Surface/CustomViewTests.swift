import DiffableDataSourceKit
import XCTest

/// A list view written outside the package, against the public seams only (this file
/// imports the package without `@testable`): it carries out each batch it receives with a
/// plain model of UIKit's table semantics, keeps its own selection by index path, and asks
/// the data source for its cells.
@MainActor
final class LineListView: DiffableListView, ListBatchTarget, ListSelectionTarget {
    /// A row's cell: the text the cell builder gave it.
    final class Line {
        var text: String
        init(text: String) { self.text = text }
    }
    typealias Cell = Line

    /// What the view shows: each section's identity and its rows' identities.
    private(set) var sections: [(id: AnyHashable?, rows: [AnyHashable?])] = []
    /// The cells of every row, built when the view lays out.
    private(set) var cells: [[Line]] = []
    private(set) var batches = 0
    private(set) var reloads = 0
    var selected: Set<IndexPath> = []
    weak var dataSource: ListDataSource<Int, Int, LineListView>?

    var batchRules: ListBatchRules { .table }
    var displayedSectionCount: Int { sections.count }
    func displayedItemCount(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    func reloadData(showing content: any ListContent) {
        reloads += 1
        selected = []
        sections = (0..<content.numberOfSections).map { section in
            (
                content.sectionIdentity(at: section),
                (0..<content.numberOfRows(inSection: section)).map {
                    content.rowIdentity(at: IndexPath(indexes: [section, $0]))
                }
            )
        }
        layOut()
    }

    func performBatchUpdates(
        _ batch: ListBatch, animated: Bool, updateData: () -> any ListContent,
        completion: @escaping @MainActor () -> Void
    ) throws(BatchUpdateError) {
        let content = updateData()
        batches += 1
        let old = sections
        let afterCount = content.numberOfSections
        // Which section before each section after comes from (nil: new), UIKit's way.
        var origin = [Int?](repeating: nil, count: afterCount)
        var claimed = Set(batch.sectionInserts)
        for move in batch.sectionMoves {
            origin[move.destination] = move.source
            claimed.insert(move.destination)
        }
        let leaving = Set(batch.sectionDeletes).union(batch.sectionMoves.map(\.source))
        var survivors = old.indices.filter { !leaving.contains($0) }.makeIterator()
        for slot in 0..<afterCount where !claimed.contains(slot) { origin[slot] = survivors.next() }
        let reloadedSections = Set(batch.sectionReloads)
        var new: [(id: AnyHashable?, rows: [AnyHashable?])] = []
        for slot in 0..<afterCount {
            let count = content.numberOfRows(inSection: slot)
            let fresh = (0..<count).map { content.rowIdentity(at: IndexPath(indexes: [slot, $0])) }
            guard let source = origin[slot], !reloadedSections.contains(source) else {
                new.append((content.sectionIdentity(at: slot), fresh))
                continue
            }
            // Arrivals take their places; the rows that stay fill the rest in order.
            var rows = [AnyHashable??](repeating: nil, count: count)
            for path in batch.rowInserts where path[0] == slot { rows[path[1]] = .some(fresh[path[1]]) }
            for move in batch.rowMoves where move.destination[0] == slot {
                rows[move.destination[1]] = .some(old[move.source[0]].rows[move.source[1]])
            }
            let gone = Set(batch.rowDeletes.filter { $0[0] == source }.map { $0[1] }).union(
                batch.rowMoves.filter { $0.source[0] == source }.map { $0.source[1] })
            var staying = old[source].rows.indices.filter { !gone.contains($0) }.makeIterator()
            for place in rows.indices where rows[place] == nil {
                guard let row = staying.next() else { break }
                rows[place] = .some(old[source].rows[row])
            }
            // Reloaded and reconfigured rows show what the content shows there now.
            new.append((old[source].id, rows.enumerated().map { $0.element ?? fresh[$0.offset] }))
        }
        sections = new
        layOut()
        completion()
    }

    func reconfigureItems(at indexPaths: [IndexPath]) { layOut() }

    func selectedRows() -> [IndexPath] { selected.sorted() }
    func selectRow(at indexPath: IndexPath, animated: Bool) { selected.insert(indexPath) }
    func deselectRow(at indexPath: IndexPath, animated: Bool) { selected.remove(indexPath) }

    /// Asks the data source for every row's cell, as a view that shows all its rows.
    private func layOut() {
        cells = sections.indices.map { section in
            sections[section].rows.indices.map { row in
                (try? dataSource?.cellForRow(at: IndexPath(indexes: [section, row]))) ?? Line(text: "?")
            }
        }
    }
}

final class CustomViewTests: XCTestCase {
    /// Random applies on a view that only knows the public seams: after each one the view
    /// shows the snapshot's sections and items, each cell shows its own item, and observers
    /// are told of every update with the snapshot shown.
    @MainActor
    func testAViewOutsideThePackageShowsEverySnapshotItIsApplied() async {
        for seed in SplitMix64.seeds(replaying: "CUSTOM_VIEW_SEED", defaults: Array(1...40)) {
            var random = RandomSnapshots(seed: seed)
            let view = LineListView()
            let dataSource = ListDataSource<Int, Int, LineListView>(view: view, target: view) { _, _, item, section in
                LineListView.Line(text: "\(section.map(String.init) ?? "?")/\(item)")
            }
            view.dataSource = dataSource
            var told: [ListSnapshot<Int, Int>] = []
            let observation = dataSource.observeUpdates { told.append($0.snapshot) }
            var snapshot = random.snapshot()
            for step in 0..<12 {
                dataSource.apply(snapshot, animatingDifferences: step % 2 == 0, completion: nil)
                let shown = snapshot.sectionIdentifiers.map { section in
                    (AnyHashable(section), snapshot.itemIdentifiers(inSection: section).map { AnyHashable($0) })
                }
                XCTAssertEqual(view.sections.map(\.id), shown.map(\.0), "seed \(seed) step \(step): sections")
                XCTAssertEqual(view.sections.map(\.rows), shown.map { $0.1.map { $0 } }, "seed \(seed) step \(step)")
                XCTAssertEqual(
                    view.cells.map { $0.map(\.text) },
                    snapshot.sectionIdentifiers.map { section in
                        snapshot.itemIdentifiers(inSection: section).map { "\(section)/\($0)" }
                    }, "seed \(seed) step \(step): cells")
                XCTAssertEqual(told.last, snapshot, "seed \(seed) step \(step): observers")
                snapshot = random.edit(snapshot)
            }
            XCTAssertGreaterThan(view.batches, 0, "seed \(seed): the view got batches, not only reloads")
            observation.cancel()
            let count = told.count
            dataSource.apply(random.edit(snapshot), completion: nil)
            XCTAssertEqual(told.count, count, "seed \(seed): a cancelled observer is not told")
        }
    }

    /// The selection seam: an item selected through the data source stays selected, by
    /// item, while rows are inserted above it.
    @MainActor
    func testTheDataSourceKeepsTheSelectionOfAViewOutsideThePackageByItem() async throws {
        let view = LineListView()
        let dataSource = ListDataSource<Int, Int, LineListView>(view: view, target: view) { _, _, item, _ in
            LineListView.Line(text: "\(item)")
        }
        view.dataSource = dataSource
        var snapshot = ListSnapshot<Int, Int>()
        try snapshot.appendSections([0])
        try snapshot.appendItems([10, 11, 12], toSection: 0)
        dataSource.apply(snapshot, completion: nil)
        dataSource.selectItem(12)
        XCTAssertEqual(view.selected, [IndexPath(indexes: [0, 2])])
        try snapshot.insertItems([1, 2], beforeItem: 10)
        dataSource.apply(snapshot, completion: nil)
        // The view kept index path [0, 2] through the batch (now item 10); the data source
        // moved the selection to item 12's row.
        XCTAssertEqual(view.selected, [IndexPath(indexes: [0, 4])])
        XCTAssertEqual(dataSource.selectedItemIdentifiers, [12])
    }
}

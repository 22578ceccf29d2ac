import DiffableDataSourceKit
import XCTest

// The "Adding a view" article's view, as the article shows it (plus what it printed, so the
// test can read it), compiled against the public API only.
@MainActor
final class TerminalList: DiffableListView, ListBatchTarget {
    final class Line {  // a cell: what the cell builder returns
        let text: String
        init(_ text: String) { self.text = text }
    }
    typealias Cell = Line
    private(set) var rows: [[AnyHashable?]] = []
    weak var dataSource: ListDataSource<Int, String, TerminalList>?
    private(set) var printed: [String] = []

    var batchRules: ListBatchRules { .table }
    var displayedSectionCount: Int { rows.count }
    func displayedItemCount(inSection section: Int) -> Int { rows[section].count }

    func reloadData(showing content: any ListContent) {
        rows = (0..<content.numberOfSections).map { section in
            (0..<content.numberOfRows(inSection: section)).map {
                content.rowIdentity(at: IndexPath(indexes: [section, $0]))
            }
        }
        draw()
    }

    func performBatchUpdates(
        _ batch: ListBatch, animated: Bool, updateData: () -> any ListContent,
        completion: @escaping @MainActor () -> Void
    ) throws(BatchUpdateError) {
        let content = updateData()
        reloadData(showing: content)
        completion()
    }

    func reconfigureItems(at indexPaths: [IndexPath]) { draw() }

    private func draw() {
        printed = []
        for section in rows.indices {
            for row in rows[section].indices {
                let cell = try? dataSource?.cellForRow(at: IndexPath(indexes: [section, row]))
                printed.append(cell?.text ?? "?")
            }
        }
    }
}

final class AddingAViewArticleTests: XCTestCase {
    /// The article's view shows every apply, drawn from the cell builder; a batch it does not
    /// check is checked by the data source first.
    @MainActor
    func testTheArticlesViewShowsWhatTheDataSourceApplies() async throws {
        let list = TerminalList()
        let dataSource = ListDataSource<Int, String, TerminalList>(view: list, target: list) {
            list, indexPath, item, section in TerminalList.Line("\(section ?? -1): \(item)")
        }
        list.dataSource = dataSource
        var snapshot = ListSnapshot<Int, String>()
        try snapshot.appendSections([1, 2])
        try snapshot.appendItems(["a", "b"], toSection: 1)
        try snapshot.appendItems(["c"], toSection: 2)
        dataSource.apply(snapshot, completion: nil)
        XCTAssertEqual(list.printed, ["1: a", "1: b", "2: c"])
        try snapshot.moveItem("c", beforeItem: "a")
        snapshot.deleteItems(["b"])
        dataSource.apply(snapshot, completion: nil)
        XCTAssertEqual(list.printed, ["1: c", "1: a"])
        XCTAssertEqual(list.rows, [["c", "a"], []])
    }
}

import DiffableDataSourceKit
import XCTest

/// After a user drag, the table builds cells only once the data source has caught up, since
/// the cell builder asks it for the item at each row; the dragged row takes its height along.
///
/// Regression tests for a finding of `Fuzz/DataSourceFuzzer` (its seed `async-applies`):
/// laying out during the drag, before the data source's `moveRowAt`, gave a row that scrolled
/// into view the cell of the item that used to be there, and measured rows with the heights
/// of the items that used to be at their places.
final class UserMoveLayoutTests: XCTestCase {
    /// A drag out of the first row of a section: the rows below move up and one more row
    /// scrolls into view, whose cell must be built for its own item.
    @MainActor
    func testDragOutOfASectionGivesTheRowScrollingIntoViewItsOwnCell() async throws {
        let (table, dataSource) = try makeTable()
        XCTAssertEqual(table.visibleRowPaths.count, 4)
        XCTAssertNotNil(table.performUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1)))
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
        for path in table.visibleRowPaths {
            let item = dataSource.itemIdentifier(for: path)
            XCTAssertEqual(table.cellForRow(at: path)?.text, item.map { "\($0)" }, "row \(path)")
        }
    }

    /// Heights come from the delegate by item; after a drag, across sections and within
    /// one, each row has its own item's height, and no row is measured again.
    @MainActor
    func testDragMeasuresEachRowWithTheHeightOfTheItemNowThere() async throws {
        let (table, dataSource) = try makeTable()
        let delegate = TallItemDelegate(tallItem: 9, dataSource: dataSource)
        table.delegate = delegate
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 100)

        delegate.heightRequests = 0
        table.performUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        table.turnRunLoop()
        XCTAssertEqual(delegate.heightRequests, 0, "the dragged row carries its height")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44, "item 0")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).height, 100, "item 9")

        table.performUserMove(from: IndexPath(row: 0, section: 1), to: IndexPath(row: 2, section: 1))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).height, 44, "item 4")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 1)).height, 100, "item 9")
    }

    /// A table 150 points high (four rows of 44) showing sections 0: [9, 0, 1, 2, 3, 10],
    /// 1: [4, 5, 6], 2: [7, 8]; each cell's text is its item; drags may cross sections.
    @MainActor
    private func makeTable() throws -> (HeadlessTableView, ReorderableDataSource<Int, Int>) {
        let table = HeadlessTableView()
        table.viewportHeight = 150
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = ReorderableDataSource<Int, Int>.create(tableView: table, allowCrossSectionMove: true) {
            tableView, indexPath, item, _ in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.apply(try makeSnapshot([(0, [9, 0, 1, 2, 3, 10]), (1, [4, 5, 6]), (2, [7, 8])]))
        return (table, dataSource)
    }
}

/// Sizes rows by the item the data source shows there: one item is 100 points high, the
/// others 44.
@MainActor
private final class TallItemDelegate: HeadlessTableViewDelegate {
    let tallItem: Int
    var heightRequests = 0
    weak var dataSource: ReorderableDataSource<Int, Int>?

    init(tallItem: Int, dataSource: ReorderableDataSource<Int, Int>) {
        self.tallItem = tallItem
        self.dataSource = dataSource
    }

    func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return dataSource?.itemIdentifier(for: indexPath) == tallItem ? 100 : 44
    }
}

import DiffableDataSourceKit
import XCTest

/// The README's quick start, compiled and checked, so it stays true.
final class ReadmeQuickStartTests: XCTestCase {
    enum Section: Hashable, Sendable { case favorites, pop }

    @MainActor
    func testQuickStart() async throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }

        // --- README: Quick start ---
        let tableView = HeadlessTableView()  // UITableView, without a screen
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "song")

        let dataSource = ReorderableDataSource<Section, String>.create(tableView: tableView) {
            tableView, indexPath, song, section in
            let cell = try tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
            cell.text = song
            return cell
        }
        let adapter = TableAdapter(tableView: tableView, dataSource: dataSource)

        try adapter.applyInitialSnapshot(
            sections: [.favorites, .pop], itemsBySection: [.pop: ["Bad Guy", "Levitating"]]
        )
        try adapter.append("Flowers", to: .pop)
        try adapter.move("Bad Guy", to: .favorites)

        print(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.text ?? "")  // Bad Guy
        print(adapter.items(in: .pop))  // ["Levitating", "Flowers"]

        do {
            try adapter.append("Flowers", to: .favorites)
        } catch {
            print(error)  // Item identifiers already exist in the snapshot: {Flowers}
        }
        // --- end ---

        XCTAssertEqual(printed, [
            "Bad Guy", "[\"Levitating\", \"Flowers\"]", "Item identifiers already exist in the snapshot: {Flowers}",
        ])
    }

    func testSnapshotExample() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }

        // --- README: ListSnapshot ---
        var snapshot = ListSnapshot<String, String>()
        try snapshot.appendSections(["favorites", "pop"])
        try snapshot.appendItems(["Let It Go"], toSection: "favorites")
        try snapshot.appendItems(["Bad Guy", "Levitating"])  // to the last section
        print(snapshot.indexOfItem("Bad Guy") ?? -1)  // 1

        do {
            try snapshot.appendItems(["Bad Guy"], toSection: "favorites")
        } catch {
            print(error)  // Item identifiers already exist in the snapshot: {Bad Guy}
        }
        // --- end ---

        XCTAssertEqual(printed, ["1", "Item identifiers already exist in the snapshot: {Bad Guy}"])
    }
}

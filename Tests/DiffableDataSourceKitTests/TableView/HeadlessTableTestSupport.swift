import DiffableDataSourceKit
import XCTest

/// Shorthand for an index path: section first, as the messages print it.
func tableIndexPath(_ section: Int, _ row: Int) -> IndexPath {
    IndexPath(row: row, section: section)
}

/// Builds a snapshot from sections written in order, such as `[("A", [1, 2]), ("B", [3])]`.
func tableSnapshot(_ sections: [(String, [Int])], file: StaticString = #filePath, line: UInt = #line)
    -> ListSnapshot<String, Int>
{
    var snapshot = ListSnapshot<String, Int>()
    do {
        try snapshot.appendSections(sections.map(\.0))
        for (section, items) in sections { try snapshot.appendItems(items, toSection: section) }
    } catch {
        XCTFail("bad fixture: \(error)", file: file, line: line)
    }
    return snapshot
}

/// A data source that shows a snapshot and counts how often the table asks it for things.
@MainActor
final class SnapshotTableDataSource: HeadlessTableViewDataSource {
    func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        TableViewCell()
    }

    var snapshot: ListSnapshot<String, Int>
    /// Row identities to report instead of the snapshot's, by index path (a "fresh value").
    var identityOverrides: [IndexPath: Int] = [:]
    private(set) var rowIdentityRequests: [IndexPath] = []
    private(set) var sectionIdentityRequests: [Int] = []
    private(set) var rowCountRequests = 0

    init(_ snapshot: ListSnapshot<String, Int>) {
        self.snapshot = snapshot
    }

    func numberOfSections(in tableView: HeadlessTableView) -> Int {
        snapshot.numberOfSections
    }

    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
        rowCountRequests += 1
        return snapshot.sectionIdentifier(at: section).map(snapshot.numberOfItems(inSection:)) ?? 0
    }

    func tableView(_ tableView: HeadlessTableView, identityForRowAt indexPath: IndexPath) -> AnyHashable? {
        rowIdentityRequests.append(indexPath)
        return identityOverrides[indexPath] ?? snapshot.itemIdentifier(at: indexPath)
    }

    func tableView(_ tableView: HeadlessTableView, identityForSection section: Int) -> AnyHashable? {
        sectionIdentityRequests.append(section)
        return snapshot.sectionIdentifier(at: section)
    }

    func resetCounters() {
        rowIdentityRequests = []
        sectionIdentityRequests = []
        rowCountRequests = 0
    }
}

/// Everything a table shows, read through its public API, to prove a failed batch changed
/// nothing.
struct TableContents: Equatable, CustomStringConvertible {
    var sections: [AnyHashable?]
    var rows: [[AnyHashable?]]

    @MainActor
    init(_ table: HeadlessTableView) {
        sections = (0..<table.numberOfSections).map(table.sectionIdentity(at:))
        rows = (0..<table.numberOfSections).map { section in
            (0..<table.numberOfRows(inSection: section)).map { table.rowIdentity(at: tableIndexPath(section, $0)) }
        }
    }

    var description: String {
        zip(sections, rows).map { "\($0.0.map { "\($0)" } ?? "nil"): \($0.1.map { $0.map { "\($0)" } ?? "nil" })" }
            .joined(separator: "; ")
    }
}

extension XCTestCase {
    /// Runs a batch that must fail with this kind and exact message, and checks that the
    /// table shows exactly what it showed before.
    @MainActor
    func assertBatchFails(
        _ table: HeadlessTableView, _ kind: BatchUpdateError.Kind, _ message: String,
        file: StaticString = #filePath, line: UInt = #line,
        _ batch: () throws -> Void
    ) {
        let before = TableContents(table)
        do {
            try batch()
            XCTFail("batch succeeded; expected \(kind)", file: file, line: line)
        } catch let error as BatchUpdateError {
            XCTAssertEqual(error.kind, kind, file: file, line: line)
            XCTAssertEqual(error.message, message, file: file, line: line)
            XCTAssertEqual(error.description, message, file: file, line: line)
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
        }
        XCTAssertEqual(TableContents(table), before, "a failed batch changed the table", file: file, line: line)
    }
}

/// A headless table of `Int` rows behind a `ReorderableDataSource` and a `TableAdapter`, its
/// cells dequeued as "row", and nothing applied yet.
@MainActor
func makeIntTableAdapter() -> (HeadlessTableView, ReorderableDataSource<Int, Int>, TableAdapter<Int, Int>) {
    let table = HeadlessTableView()
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    let dataSource = ReorderableDataSource<Int, Int>.create(tableView: table) { table, indexPath, _, _ in
        table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    return (table, dataSource, TableAdapter(tableView: table, dataSource: dataSource))
}

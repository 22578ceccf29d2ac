import XCTest

@testable import DiffableDataSourceKit

/// A drag's transaction has Apple's shape: an app written for
/// `NSDiffableDataSourceTransaction` reads `difference` and each section transaction's
/// `finalSnapshot.items`, as Apple's reorderable-list sample saves the new order.
@MainActor
final class TransactionShapeTests: XCTestCase {
    func testADragsTransactionReadsAsApplesDoes() async throws {
        let table = HeadlessTableView()
        let dataSource = TableDataSource<String, Int>(tableView: table) { _, _, _ in TableViewCell() }
        dataSource.allowReordering = true
        dataSource.apply(tableSnapshot([("A", [1, 2, 3]), ("B", [4])]), animatingDifferences: false, completion: nil)
        var saved: [Int]?
        var seen: ListTransaction<String, Int>?
        dataSource.didReorder = { transaction in
            seen = transaction
            // As Apple's sample does: the section's new order, from its final snapshot.
            let section: ListSectionTransaction<String, Int>? = transaction.sectionTransactions.first
            saved = section?.finalSnapshot.items
        }
        XCTAssertEqual(table.performUserMove(from: path(0, 0), to: path(0, 2)), path(0, 2))
        table.turnRunLoop()

        XCTAssertEqual(saved, [2, 3, 1])
        let transaction = try XCTUnwrap(seen)
        XCTAssertEqual(transaction.sectionTransactions.map(\.sectionIdentifier), ["A"], "B did not change")
        let section = try XCTUnwrap(transaction.sectionTransactions.first)
        XCTAssertEqual(section.initialSnapshot.items, [1, 2, 3])
        XCTAssertEqual(section.initialSnapshot.rootItems, [1, 2, 3])
        XCTAssertEqual(section.finalSnapshot.visibleItems, [2, 3, 1])
        // The whole transaction's difference: item 1 left the front and came back at the end.
        func element(_ change: CollectionDifference<Int>.Change) -> Int {
            switch change {
            case .insert(_, let element, _), .remove(_, let element, _): element
            }
        }
        XCTAssertEqual(transaction.difference.removals.map(element), [1])
        XCTAssertEqual(transaction.difference.insertions.map(element), [1])
        XCTAssertEqual(
            transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference),
            transaction.finalSnapshot.itemIdentifiers)
    }
}

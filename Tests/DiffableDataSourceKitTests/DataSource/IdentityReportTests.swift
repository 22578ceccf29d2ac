import Foundation
import XCTest

@testable import DiffableDataSourceKit

/// Identities that break what a diff assumes are reported, never trapped on: a type hashed by
/// a fresh `UUID()` or by a field that changes turns every apply into "delete every row,
/// insert every row" (`identityUnstable`); a class item whose hash changed after it was
/// added, or a NaN, cannot be found again (`hashableContractBroken`).
@MainActor
final class IdentityReportTests: XCTestCase {
    /// Hashed, by synthesis, by a UUID made in its initializer: a new identity each time a
    /// server response is decoded.
    struct FreshlyIdentifiedPost: Hashable, Sendable {
        let uuid = UUID()
        var title: String
    }

    /// Hashed, by synthesis, by every field, a changing one among them.
    struct PostWithState: Hashable, Sendable {
        var id: Int
        var title: String
        var isLoading: Bool
    }

    final class MutableItem: Hashable, @unchecked Sendable, CustomStringConvertible {
        var id: Int
        init(_ id: Int) { self.id = id }
        static func == (lhs: MutableItem, rhs: MutableItem) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
        var description: String { "item \(id)" }
    }

    func makeTable<Item: Hashable & Sendable>(
        _ type: Item.Type
    ) -> (HeadlessTableView, TableDataSource<String, Item>) {
        let table = HeadlessTableView()
        table.viewportHeight = 400
        let dataSource = TableDataSource<String, Item>(tableView: table) { _, _, _ in TableViewCell() }
        return (table, dataSource)
    }

    func snapshot<Item>(_ items: [Item]) -> ListSnapshot<String, Item> {
        var snapshot = ListSnapshot<String, Item>()
        try? snapshot.appendSections(["feed"])
        try? snapshot.appendItems(items, toSection: "feed")
        return snapshot
    }

    func testATypeHashedByAFreshUUIDIsReportedAsUnstable() async throws {
        let (table, dataSource) = makeTable(FreshlyIdentifiedPost.self)
        let titles = (0..<60).map { "post \($0)" }
        dataSource.apply(snapshot(titles.map { FreshlyIdentifiedPost(title: $0) }), completion: nil)
        let (_, diagnostics) = recordingDiagnostics {
            // The same response decoded again.
            dataSource.apply(snapshot(titles.map { FreshlyIdentifiedPost(title: $0) }), completion: nil)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.identityUnstable])
        XCTAssertTrue(diagnostics.first?.message.contains("FreshlyIdentifiedPost") == true, "\(diagnostics)")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 60)
    }

    func testAHashableThatIncludesAChangingFieldIsReportedAsUnstable() async throws {
        let (table, dataSource) = makeTable(PostWithState.self)
        let posts = (0..<60).map { PostWithState(id: $0, title: "post \($0)", isLoading: true) }
        dataSource.apply(snapshot(posts), completion: nil)
        let (_, diagnostics) = recordingDiagnostics {
            dataSource.apply(
                snapshot(
                    posts.map {
                        var post = $0
                        post.isLoading = false
                        return post
                    }), completion: nil)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.identityUnstable])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 60)
    }

    func testANewListOfOtherItemsIsNotReported() async throws {
        let (table, dataSource) = makeTable(PostWithState.self)
        dataSource.apply(
            snapshot((0..<60).map { PostWithState(id: $0, title: "post \($0)", isLoading: false) }), completion: nil)
        let (_, diagnostics) = recordingDiagnostics {
            // Another page altogether: other ids and other titles.
            dataSource.apply(
                snapshot((100..<160).map { PostWithState(id: $0, title: "other \($0)", isLoading: false) }),
                completion: nil)
            let (intTable, ints) = makeTable(Int.self)
            ints.apply(snapshot(Array(0..<60)), completion: nil)
            ints.apply(snapshot(Array(100..<160)), completion: nil)
            XCTAssertEqual(intTable.numberOfRows(inSection: 0), 60)
        }
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 60)
    }

    func testAClassItemMutatedAfterInsertionIsReportedWhenItsRowIsShown() async throws {
        let (table, dataSource) = makeTable(MutableItem.self)
        let items = (0..<5).map(MutableItem.init)
        dataSource.apply(snapshot(items), completion: nil)
        items[2].id = 42  // the app mutates a stored item: its hash changes
        let (_, diagnostics) = recordingDiagnostics {
            table.reloadData()  // its row gets a new cell
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.hashableContractBroken])
        XCTAssertTrue(diagnostics.first?.message.contains("item 42") == true, "\(diagnostics)")
        // Nothing traps, and the table still shows the data source's rows.
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
        dataSource.apply(snapshot((0..<3).map(MutableItem.init)), completion: nil)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
    }

    func testANaNItemIsReported() async throws {
        let (table, dataSource) = makeTable(Double.self)
        let (_, diagnostics) = recordingDiagnostics {
            dataSource.apply(snapshot([1, .nan, 2]), completion: nil)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.hashableContractBroken])
        XCTAssertTrue(diagnostics.first?.message.contains("nan") == true, "\(diagnostics)")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3, "the NaN row is shown")
    }
}

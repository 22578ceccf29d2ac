import Foundation
import XCTest

@testable import DiffableDataSourceKit

/// `identityUnstable` is for a list whose items come back under new identities with the
/// same content, never for a page of genuinely new items: a message type with an id and a
/// read flag replaced by the next page of unread messages has at most one property that
/// differs (the id) and looks the same otherwise, yet nothing is wrong with its identity.
/// What tells them apart: the content that stays the same at each place must tell the
/// sampled items apart (a title, a name), not be shared by most of them (a flag).
@MainActor
final class IdentityNewPageTests: XCTestCase {
    /// An id and a flag: most pages hold items that differ in the id alone.
    struct ReadMessage: Hashable, Sendable {
        let id: Int
        var isRead: Bool
    }

    /// Hashed by its id; content is the flag only.
    struct FlaggedMessage: Hashable, Sendable, ContentEquatable {
        let id: Int
        var isRead: Bool
        static func == (a: Self, b: Self) -> Bool { a.id == b.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
        func isContentEqual(to other: Self) -> Bool { isRead == other.isRead }
    }

    /// Hashed by a UUID made in its initializer; content is the title.
    struct DecodedPost: Hashable, Sendable, ContentEquatable {
        let uuid = UUID()
        var title: String
        static func == (a: Self, b: Self) -> Bool { a.uuid == b.uuid }
        func hash(into hasher: inout Hasher) { hasher.combine(uuid) }
        func isContentEqual(to other: Self) -> Bool { title == other.title }
    }

    /// An id, a title shared by every item, and a state among a few.
    struct Ticket: Hashable, Sendable {
        enum State: Hashable, Sendable { case open, closed, waiting }
        let id: Int
        var title: String
        var state: State
    }

    func snapshot<Item>(_ items: [Item]) -> ListSnapshot<String, Item> {
        var snapshot = ListSnapshot<String, Item>()
        try? snapshot.appendSections(["feed"])
        try? snapshot.appendItems(items, toSection: "feed")
        return snapshot
    }

    /// The diagnostics of applying `second` after `first` on a table.
    func diagnostics<Item: Hashable & Sendable>(_ first: [Item], then second: [Item]) -> [ListDiagnostic.Kind] {
        let table = HeadlessTableView()
        table.viewportHeight = 400
        let dataSource = TableDataSource<String, Item>(tableView: table) { _, _, _ in TableViewCell() }
        dataSource.apply(snapshot(first), completion: nil)
        let (_, diagnostics) = recordingDiagnostics { dataSource.apply(snapshot(second), completion: nil) }
        XCTAssertEqual(table.numberOfRows(inSection: 0), second.count)
        return diagnostics.map(\.kind)
    }

    func testTheNextPageOfUnreadMessagesIsNotReported() async {
        let page = (0..<60).map { ReadMessage(id: $0, isRead: false) }
        let next = (60..<120).map { ReadMessage(id: $0, isRead: false) }
        XCTAssertEqual(diagnostics(page, then: next), [])
    }

    func testAPageWhere95Of100AreNewIsNotReported() async {
        let page = (0..<100).map { ReadMessage(id: $0, isRead: $0 % 2 == 0) }
        // Five kept, in their places; 95 new, read as the ones they replace were.
        let next = page[..<5] + (105..<200).map { ReadMessage(id: $0, isRead: $0 % 2 == 0) }
        XCTAssertEqual(diagnostics(page, then: Array(next)), [])
    }

    func testANewPageWhoseDeclaredContentIsAFlagIsNotReported() async {
        let page = (0..<60).map { FlaggedMessage(id: $0, isRead: false) }
        let next = (60..<120).map { FlaggedMessage(id: $0, isRead: false) }
        XCTAssertEqual(diagnostics(page, then: next), [])
    }

    func testANewPageThatSharesATitleAndAFewStatesIsNotReported() async {
        let states: [Ticket.State] = [.open, .closed, .waiting]
        let page = (0..<60).map { Ticket(id: $0, title: "Ticket", state: states[$0 % 3]) }
        let next = (60..<120).map { Ticket(id: $0, title: "Ticket", state: states[$0 % 3]) }
        XCTAssertEqual(diagnostics(page, then: next), [])
    }

    func testAFreshUUIDWithADeclaredContentIsStillReported() async {
        let titles = (0..<60).map { "post \($0)" }
        XCTAssertEqual(
            diagnostics(titles.map { DecodedPost(title: $0) }, then: titles.map { DecodedPost(title: $0) }),
            [.identityUnstable])
    }

    func testAFreshUUIDOrAChangingFieldIsStillReported() async {
        // `IdentityReportTests` has the two cases the docs name; here, 100 items (sampled
        // every place) and 1,000 (every 15th).
        for count in [100, 1_000] {
            let titles = (0..<count).map { "post \($0)" }
            XCTAssertEqual(
                diagnostics(
                    titles.map { IdentityReportTests.FreshlyIdentifiedPost(title: $0) },
                    then: titles.map { IdentityReportTests.FreshlyIdentifiedPost(title: $0) }),
                [.identityUnstable], "\(count) items")
            let tickets = (0..<count).map { Ticket(id: $0, title: "ticket \($0)", state: .open) }
            XCTAssertEqual(
                diagnostics(
                    tickets,
                    then: tickets.map {
                        var ticket = $0
                        ticket.state = .closed
                        return ticket
                    }), [.identityUnstable], "\(count) items")
        }
    }
}

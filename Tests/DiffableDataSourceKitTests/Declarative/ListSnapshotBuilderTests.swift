import DiffableDataSourceKit
import XCTest

/// The snapshot DSL builds what the same `appendSections` and `appendItems` calls build,
/// through every statement a builder takes, and refuses what they refuse.
final class ListSnapshotBuilderTests: XCTestCase {
    enum Shelf: Hashable, Sendable {
        case favorites, recent, genre(Int), extra
    }

    func testEveryStatementBuildsTheSnapshotTheAppendsBuild() throws {
        let genres = [(id: 1, songs: [10, 11, 12]), (id: 2, songs: []), (id: 3, songs: [30])]
        for (showsRecent, playing, useSwitch) in [(true, 7, 0), (false, nil, 1), (true, nil, 2)] as [(Bool, Int?, Int)]
        {
            let snapshot = try ListSnapshot<Shelf, Int> {
                ListSection(.favorites) {
                    1
                    [2, 3]
                    playing
                    (4...5).reversed()
                    for value in [100, 101] where value.isMultiple(of: 2) { value }
                }
                if showsRecent {
                    ListSection(.recent, items: [20, 21])
                } else {
                    ListSection(.recent)
                }
                for genre in genres {
                    ListSection(.genre(genre.id), items: genre.songs)
                }
                if #available(macOS 10.15, iOS 13, *) {
                    ListSection(.extra) {
                        switch useSwitch {
                        case 0: 40
                        case 1: [41, 42]
                        default: ListItems<Int>()
                        }
                    }
                }
            }
            var expected = ListSnapshot<Shelf, Int>()
            try expected.appendSections([.favorites, .recent, .genre(1), .genre(2), .genre(3), .extra])
            try expected.appendItems([1, 2, 3] + (playing.map { [$0] } ?? []) + [5, 4, 100], toSection: .favorites)
            try expected.appendItems(showsRecent ? [20, 21] : [], toSection: .recent)
            try expected.appendItems([10, 11, 12], toSection: .genre(1))
            try expected.appendItems([30], toSection: .genre(3))
            try expected.appendItems(useSwitch == 0 ? [40] : useSwitch == 1 ? [41, 42] : [], toSection: .extra)
            XCTAssertEqual(snapshot, expected)
            snapshot._checkInvariants()
        }
    }

    func testHelpersMarkedWithTheBuildersCompose() throws {
        @ListItemsBuilder<Int> func odd(upTo limit: Int) -> ListItems<Int> {
            for value in 0..<limit where value % 2 == 1 { value }
        }
        @ListSnapshotBuilder<String, Int> func tail() -> ListSections<String, Int> {
            ListSection("b") { odd(upTo: 6) }
            [ListSection("c", items: [100]), ListSection("d")]
        }
        let snapshot = try ListSnapshot<String, Int> {
            ListSection("a", items: [0])
            tail()
        }
        XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "b", "c", "d"])
        XCTAssertEqual(snapshot.itemIdentifiers, [0, 1, 3, 5, 100])
    }

    /// A section's items are read when the list is built, once, in section order.
    func testSectionContentIsReadWhenTheListIsBuiltOnce() throws {
        var reads: [String] = []
        let sections = ListSnapshotBuilder<String, Int>.buildBlock(
            ListSnapshotBuilder.buildExpression(
                ListSection("a") {
                    reads.append("a")
                    return ListItems([1])
                }),
            ListSnapshotBuilder.buildExpression(
                ListSection(
                    "b",
                    items: {
                        reads.append("b")
                        return [2]
                    }())))
        XCTAssertEqual(reads, [], "declaring a section read its items")
        let snapshot = try ListSnapshot<String, Int> { sections }
        XCTAssertEqual(reads, ["a", "b"])
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 2])
    }

    func testRepeatedIdentifiersGetTheAppendsTypedErrors() {
        XCTAssertThrowsError(
            try ListSnapshot<String, Int> {
                ListSection("a", items: [1])
                ListSection("a", items: [2])
            }
        ) { XCTAssertEqual($0 as? ListSnapshotError<String, Int>, .duplicateSections(["a"])) }
        XCTAssertThrowsError(
            try ListSnapshot<String, Int> {
                ListSection("a") {
                    [1, 2]
                    2
                }
            }
        ) { XCTAssertEqual($0 as? ListSnapshotError<String, Int>, .duplicateItems([2])) }
        XCTAssertThrowsError(
            try ListSnapshot<String, Int> {
                ListSection("a", items: [1, 2])
                ListSection("b", items: [3, 2])
            }
        ) { XCTAssertEqual($0 as? ListSnapshotError<String, Int>, .itemsAlreadyPresent([2])) }
        // A hidden outline item counts as much as a shown one.
        XCTAssertThrowsError(
            try DeclaredList<String, Int> {
                ListSection("a") { OutlineItem(1) { 2 } }
                ListSection("b", items: [2])
            }
        ) { XCTAssertEqual($0 as? ListSnapshotError<String, Int>, .itemsAlreadyPresent([2])) }
        XCTAssertThrowsError(
            try DeclaredList<String, Int> {
                ListSection("a") {
                    OutlineItem(1) { OutlineItem(2) { 3 } }
                    3
                }
            }
        ) { XCTAssertEqual($0 as? ListSnapshotError<String, Int>, .duplicateItems([3])) }
    }

    /// With a policy, the first occurrence keeps its place; `keepLast` gives it the last
    /// value; every dropped item is reported once, with the call site.
    @MainActor
    func testAPolicyKeepsOneOccurrenceAndReportsTheDropped() throws {
        for policy in [DuplicatePolicy.keepFirst, .keepLast] {
            for outline in [false, true] {
                let (list, diagnostics) = try recordingDiagnostics {
                    try DeclaredList<String, Song>(duplicates: policy) {
                        ListSection("a") {
                            Song(1, "one")
                            if outline { OutlineItem(Song(9, "nine")) } else { Song(9, "nine") }
                            Song(1, "one again")
                        }
                        ListSection("b", items: [Song(2, "two"), Song(1, "one last")])
                    }
                }
                let first = list.snapshot.itemIdentifiers(inSection: "a").first
                XCTAssertEqual(list.snapshot.itemIdentifiers(inSection: "a"), [Song(1), Song(9)])
                XCTAssertEqual(list.snapshot.itemIdentifiers(inSection: "b"), [Song(2)])
                XCTAssertEqual(first?.title, policy == .keepLast ? "one last" : "one", "\(policy) outline \(outline)")
                XCTAssertEqual(list.sectionSnapshots.keys.sorted(), outline ? ["a"] : [])
                let dropped = diagnostics.filter { $0.kind == .duplicatesDropped }
                XCTAssertFalse(dropped.isEmpty)
                XCTAssertTrue(dropped.allSatisfy { $0.file.hasSuffix("ListSnapshotBuilderTests.swift") })
                XCTAssertEqual(dropped.map(\.message).joined().components(separatedBy: "1:").count - 1, 2)
            }
        }
    }

    /// A dropped outline item takes its descendants with it; an item under it that is
    /// declared again later is kept there.
    @MainActor
    func testADroppedOutlineItemTakesItsDescendants() throws {
        let (list, diagnostics) = try recordingDiagnostics {
            try DeclaredList<String, Int>(duplicates: .keepFirst) {
                ListSection("a") {
                    1
                    OutlineItem(1, expanded: true) {
                        2
                        OutlineItem(3) { 4 }
                    }
                    OutlineItem(3, expanded: true) { 5 }
                }
            }
        }
        XCTAssertEqual(list.sectionSnapshots["a"]?.items, [1, 3, 5])
        XCTAssertEqual(diagnostics.map(\.kind), [.duplicatesDropped])
        XCTAssertTrue(diagnostics.first?.message.hasSuffix("[1, 2, 3, 4]") == true, "\(diagnostics)")
        XCTAssertEqual(list.snapshot.itemIdentifiers, [1, 3, 5])
    }
}

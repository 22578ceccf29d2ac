import DiffableDataSourceKit
import XCTest

/// `itemIdentifiers` and `itemIdentifiers(inSection:)` of sections spanning many chunks:
/// joined once per value and then returned as the same array, and never stale after any
/// mutator, in the value mutated or in a copy that shared the joined arrays.
final class ListSnapshotFlatItemsTests: XCTestCase {
    typealias Snapshot = ListSnapshot<String, Song>

    /// a = 0..<700, b = 700..<1300, c = [].
    private func fixture() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["a", "b", "c"])
        try snapshot.appendItems((0..<700).map { Song($0) }, toSection: "a")
        try snapshot.appendItems((700..<1300).map { Song($0) }, toSection: "b")
        return snapshot
    }

    private func baseAddress(_ items: [Song]) -> UnsafeRawPointer? {
        items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    func testRepeatedReadsReturnTheSameArray() throws {
        let snapshot = try fixture()
        XCTAssertEqual(baseAddress(snapshot.itemIdentifiers), baseAddress(snapshot.itemIdentifiers))
        XCTAssertEqual(
            baseAddress(snapshot.itemIdentifiers(inSection: "b")), baseAddress(snapshot.itemIdentifiers(inSection: "b"))
        )
        XCTAssertEqual(snapshot.itemIdentifiers.map(\.id), Array(0..<1300))
    }

    /// Every kind of mutator, applied after the arrays were read: the value mutated shows
    /// the change, and the copy read before still shows the old items.
    func testEveryMutatorDropsTheJoinedArrays() throws {
        let mutations: [(String, (inout Snapshot) throws -> Void, [Int], [Int])] = [
            (
                "append", { try $0.appendItems([Song(2000)], toSection: "a") }, Array(0..<700) + [2000],
                Array(700..<1300)
            ),
            (
                "insert", { try $0.insertItems([Song(2000)], beforeItem: Song(350)) },
                Array(0..<350) + [2000] + Array(350..<700), Array(700..<1300)
            ),
            (
                "delete", { $0.deleteItems([Song(10), Song(710)]) },
                Array(0..<10) + Array(11..<700), [700] + Array(701..<710) + Array(711..<1300)
            ),
            (
                "move in chunk", { try $0.moveItem(Song(1), afterItem: Song(2)) },
                [0, 2, 1] + Array(3..<700), Array(700..<1300)
            ),
            (
                "move across", { try $0.moveItem(Song(0), afterItem: Song(1299)) },
                Array(1..<700), Array(700..<1300) + [0]
            ),
            ("move section", { try $0.moveSection("b", beforeSection: "a") }, Array(0..<700), Array(700..<1300)),
            ("delete section", { $0.deleteSections(["a"]) }, [], Array(700..<1300)),
            ("insert section", { try $0.insertSections(["z"], beforeSection: "a") }, Array(0..<700), Array(700..<1300)),
        ]
        for (name, mutate, a, b) in mutations {
            var snapshot = try fixture()
            let before = snapshot
            // Fill the joined arrays of the value both share.
            _ = (
                snapshot.itemIdentifiers, snapshot.itemIdentifiers(inSection: "a"),
                snapshot.itemIdentifiers(inSection: "b")
            )
            try mutate(&snapshot)
            XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a").map(\.id), a, name)
            XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b").map(\.id), b, name)
            let order = snapshot.sectionIdentifiers.flatMap { snapshot.itemIdentifiers(inSection: $0) }
            XCTAssertEqual(snapshot.itemIdentifiers, order, name)
            XCTAssertEqual(before.itemIdentifiers.map(\.id), Array(0..<1300), "copy after \(name)")
            XCTAssertEqual(before.itemIdentifiers(inSection: "a").map(\.id), Array(0..<700), "copy after \(name)")
        }
    }

    func testAReloadedValueShowsInTheJoinedArrays() throws {
        var snapshot = try fixture()
        _ = snapshot.itemIdentifiers
        _ = snapshot.itemIdentifiers(inSection: "a")
        try snapshot.reloadItems([Song(500, "new title")])
        XCTAssertEqual(snapshot.itemIdentifiers[500].title, "new title")
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a")[500].title, "new title")
    }

    /// Two values that shared an empty cache: the one not mutated reads first and fills
    /// the cache; the mutated one must not see those arrays.
    func testACopyNeverReadsArraysBuiltFromAnotherValue() throws {
        let original = try fixture()
        var edited = original
        try edited.insertItems([Song(5000)], beforeItem: Song(0))
        XCTAssertEqual(original.itemIdentifiers.first?.id, 0)
        XCTAssertEqual(original.itemIdentifiers(inSection: "a").first?.id, 0)
        XCTAssertEqual(edited.itemIdentifiers.first?.id, 5000)
        XCTAssertEqual(edited.itemIdentifiers(inSection: "a").first?.id, 5000)
    }

    /// Concurrent first reads of one value (the thread sanitizer run checks the cache's
    /// lock); every reader gets the full list.
    func testConcurrentReadsAgree() async throws {
        let snapshot = try fixture()
        let counts = await withTaskGroup(of: Int.self) { group in
            for index in 0..<8 {
                group.addTask {
                    index.isMultiple(of: 2)
                        ? snapshot.itemIdentifiers.count : snapshot.itemIdentifiers(inSection: "a").count
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(counts.sorted(), [700, 700, 700, 700, 1300, 1300, 1300, 1300])
    }
}

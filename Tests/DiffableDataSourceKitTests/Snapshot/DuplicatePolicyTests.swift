import XCTest

@testable import DiffableDataSourceKit

/// A feed that repeats ids still updates the list: `duplicates: .keepFirst` or `.keepLast`
/// drop the repeats (reported, with the call site) instead of refusing the whole call.
@MainActor
final class DuplicatePolicyTests: XCTestCase {
    typealias Snapshot = ListSnapshot<String, Song>

    func feed(_ songs: [Song]) throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["feed"])
        try snapshot.appendItems(songs, toSection: "feed")
        return snapshot
    }

    func titles(_ snapshot: Snapshot) -> [String] { snapshot.itemIdentifiers.map(\.title) }

    func testKeepFirstDropsRepeatsInTheCallAndItemsAlreadyShown() async throws {
        var snapshot = try feed([Song(1, "one"), Song(2, "two")])
        let (dropped, diagnostics) = try recordingDiagnostics {
            try snapshot.appendItems(
                [Song(2, "two again"), Song(3, "three"), Song(3, "three again"), Song(4, "four")], toSection: "feed",
                duplicates: .keepFirst)
        }
        XCTAssertEqual(titles(snapshot), ["one", "two", "three", "four"])
        XCTAssertEqual(dropped.map(\.title), ["two again", "three again"])
        XCTAssertEqual(diagnostics.map(\.kind), [.duplicatesDropped])
        XCTAssertEqual(diagnostics.first?.file, "DiffableDataSourceKitTests/DuplicatePolicyTests.swift")
        XCTAssertTrue(diagnostics.first?.message.contains("[2:two again, 3:three again]") == true, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.description.contains("called at") == true)
    }

    func testKeepLastKeepsTheFirstPlaceWithTheLastValue() async throws {
        var snapshot = try feed([Song(1, "one"), Song(2, "two")])
        let (dropped, _) = try recordingDiagnostics {
            try snapshot.appendItems(
                [Song(3, "three"), Song(2, "two, edited"), Song(4, "four"), Song(3, "three, edited")],
                toSection: "feed", duplicates: .keepLast)
        }
        // 2 stays where it was, with the call's value; 3 takes its first place in the call.
        XCTAssertEqual(snapshot.itemIdentifiers.map(\.id), [1, 2, 3, 4])
        XCTAssertEqual(titles(snapshot), ["one", "two, edited", "three, edited", "four"])
        XCTAssertEqual(dropped.map(\.id), [2, 3])
        XCTAssertEqual(snapshot.indexOfItem(Song(2)), 1)
    }

    func testNothingDroppedReportsNothing() async throws {
        var snapshot = try feed([Song(1)])
        let (dropped, diagnostics) = try recordingDiagnostics {
            try snapshot.appendItems([Song(2)], toSection: "feed", duplicates: .keepLast)
        }
        XCTAssertEqual(dropped, [])
        XCTAssertEqual(diagnostics, [])
    }

    func testThrowErrorIsTodaysBehaviour() async throws {
        var snapshot = try feed([Song(1)])
        let before = snapshot
        XCTAssertThrowsError(try snapshot.appendItems([Song(2), Song(2)], toSection: "feed", duplicates: .throwError)) {
            XCTAssertEqual($0 as? ListSnapshotError<String, Song>, .duplicateItems([Song(2)]))
        }
        XCTAssertThrowsError(try snapshot.appendItems([Song(1)], toSection: "feed", duplicates: .throwError)) {
            XCTAssertEqual($0 as? ListSnapshotError<String, Song>, .itemsAlreadyPresent([Song(1)]))
        }
        XCTAssertEqual(snapshot, before)
    }

    func testAFailedCallChangesNoValueAndReportsNothing() async throws {
        var snapshot = try feed([Song(1, "one")])
        let (_, diagnostics) = try recordingDiagnostics {
            XCTAssertThrowsError(
                try snapshot.appendItems([Song(1, "edited")], toSection: "missing", duplicates: .keepLast)
            ) {
                XCTAssertEqual($0 as? ListSnapshotError<String, Song>, .sectionsNotFound(["missing"]))
            }
        }
        XCTAssertEqual(titles(snapshot), ["one"], "the snapshot is unchanged on error")
        XCTAssertEqual(diagnostics, [])
    }

    func testInsertingAroundAnAnchorTheCallAlsoNames() async throws {
        var snapshot = try feed([Song(1), Song(2)])
        let dropped = try snapshot.insertItems(
            [Song(2), Song(5), Song(6), Song(5)], beforeItem: Song(2), duplicates: .keepFirst)
        XCTAssertEqual(snapshot.itemIdentifiers.map(\.id), [1, 5, 6, 2])
        XCTAssertEqual(dropped.map(\.id), [2, 5])
        try snapshot.insertItems([Song(7), Song(1)], afterItem: Song(1), duplicates: .keepLast)
        XCTAssertEqual(snapshot.itemIdentifiers.map(\.id), [1, 7, 5, 6, 2])
    }

    func testASnapshotBuiltFromSectionsResolvesRepeatsAcrossSections() async throws {
        let pages: [(String, [Song])] = [("pinned", [Song(1, "pinned")]), ("feed", [Song(2), Song(1, "again")])]
        XCTAssertThrowsError(try Snapshot(sections: pages))
        let first = try Snapshot(sections: pages, duplicates: .keepFirst)
        XCTAssertEqual(first.itemIdentifiers(inSection: "feed").map(\.id), [2])
        XCTAssertEqual(first.itemIdentifiers(inSection: "pinned").map(\.title), ["pinned"])
        let last = try Snapshot(sections: pages, duplicates: .keepLast)
        XCTAssertEqual(last.itemIdentifiers(inSection: "pinned").map(\.title), ["again"])
        XCTAssertThrowsError(try Snapshot(sections: [("a", []), ("a", [])], duplicates: .keepFirst)) {
            XCTAssertEqual($0 as? ListSnapshotError<String, Song>, .duplicateSections(["a"]))
        }
    }

    /// Random pages of ids with repeats, against a plain model of each policy: the order of
    /// first appearance, and the first or the last value given for each id.
    func testRandomPagesAgreeWithAPlainModel() async throws {
        let seeds = SplitMix64.seeds(replaying: "DIFFABLE_DUPLICATES_SEED", defaults: Array(1...40))
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            for policy in [DuplicatePolicy.keepFirst, .keepLast] {
                var snapshot = try feed([])
                var order: [Int] = []
                var values: [Int: String] = [:]
                for page in 0..<(1 + Int.random(in: 0..<6, using: &random)) {
                    let songs = (0..<Int.random(in: 0..<12, using: &random)).map { index in
                        Song(Int.random(in: 0..<15, using: &random), "page \(page) #\(index)")
                    }
                    _ = recordingDiagnostics {
                        _ = try? snapshot.appendItems(songs, toSection: "feed", duplicates: policy)
                    }
                    for song in songs {
                        if values[song.id] == nil {
                            order.append(song.id)
                            values[song.id] = song.title
                        } else if policy == .keepLast {
                            values[song.id] = song.title
                        }
                    }
                    XCTAssertEqual(snapshot.itemIdentifiers.map(\.id), order, "seed \(seed), \(policy)")
                    XCTAssertEqual(titles(snapshot), order.compactMap { values[$0] }, "seed \(seed), \(policy)")
                }
            }
        }
    }
}

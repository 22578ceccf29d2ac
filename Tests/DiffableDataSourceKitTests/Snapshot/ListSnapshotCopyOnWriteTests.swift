import DiffableDataSourceKit
import XCTest

/// Value semantics: a snapshot shares its storage with its copies until one of them is
/// mutated, and a mutation of one never shows in another, for every mutator.
final class ListSnapshotCopyOnWriteTests: XCTestCase {
    typealias Snapshot = ListSnapshot<String, Song>
    typealias Model = ReferenceList<String, Song>
    typealias Operation = SnapshotOperation<String, Song>

    /// a = [1, 2, 3], b = [4], c = []; 1 reloaded, 4 reconfigured, a reloaded.
    private func fixture() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["a", "b", "c"])
        try snapshot.appendItems([Song(1), Song(2), Song(3)], toSection: "a")
        try snapshot.appendItems([Song(4)], toSection: "b")
        try snapshot.reloadItems([Song(1)])
        try snapshot.reconfigureItems([Song(4)])
        try snapshot.reloadSections(["a"])
        return snapshot
    }

    /// One successful call of every mutator, both variants of the relative ones.
    private let everyMutation: [Operation] = [
        .appendSections(["x", "y"]),
        .insertSections(["x"], "b", after: false),
        .insertSections(["x"], "a", after: true),
        .deleteSections(["a"]),
        .moveSection("a", "c", after: false),
        .moveSection("c", "a", after: true),
        .reloadSections(["c", "b"]),
        .appendItems([Song(10), Song(11)], toSection: "c"),
        .appendItems([Song(10)], toSection: nil),
        .appendItems([Song(10)], toSection: "a"),
        .insertItems([Song(10)], Song(2), after: false),
        .insertItems([Song(10)], Song(4), after: true),
        .deleteItems([Song(2), Song(4)]),
        .deleteAllItems,
        .moveItem(Song(1), Song(4), after: false),
        .moveItem(Song(4), Song(1), after: true),
        .moveItem(Song(3), Song(1), after: false),
        .reloadItems([Song(2, "fresh"), Song(4, "fresh")]),
        .reconfigureItems([Song(3, "fresh"), Song(1, "fresh")]),
    ]

    /// `snapshot` must match `model`, titles included (the model's `==` compares ids only).
    private func assertSame(
        _ snapshot: Snapshot, _ model: Model, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        assertSnapshot(snapshot, matches: model, message, file: file, line: line)
        XCTAssertEqual(
            snapshot.itemIdentifiers.map(\.title), model.itemIdentifiers.map(\.title), message, file: file, line: line)
        for (section, items) in model.sections {
            XCTAssertEqual(
                snapshot.itemIdentifiers(inSection: section).map(\.title), items.map(\.title), message, file: file,
                line: line)
        }
    }

    func testMutatingASnapshotLeavesItsCopyUnchanged() throws {
        for operation in everyMutation {
            let before = Model(try fixture())
            var after = before
            try operation.apply(to: &after)

            var snapshot = try fixture()
            let copy = snapshot
            try operation.apply(to: &snapshot)
            assertSame(snapshot, after, "\(operation): mutated value")
            assertSame(copy, before, "\(operation): copy")
        }
    }

    func testMutatingACopyLeavesTheOriginalUnchanged() throws {
        for operation in everyMutation {
            let before = Model(try fixture())
            var after = before
            try operation.apply(to: &after)

            let original = try fixture()
            var copy = original
            try operation.apply(to: &copy)
            assertSame(copy, after, "\(operation): mutated copy")
            assertSame(original, before, "\(operation): original")
        }
    }

    func testCopiesInAnArrayAreIndependent() throws {
        for operation in everyMutation {
            let before = Model(try fixture())
            var after = before
            try operation.apply(to: &after)

            var copies = Array(repeating: try fixture(), count: 3)
            try operation.apply(to: &copies[1])
            assertSame(copies[0], before, "\(operation): copies[0]")
            assertSame(copies[1], after, "\(operation): copies[1]")
            assertSame(copies[2], before, "\(operation): copies[2]")
        }
    }

    /// Each mutation applied to one of two copies in turn (whether it succeeds there or is
    /// refused): both diverge step by step and each stays equal to its own model.
    func testTwoCopiesMutatedInTurnDiverge() throws {
        var left = try fixture()
        var right = left
        var leftModel = Model(left)
        var rightModel = leftModel
        for (index, operation) in everyMutation.enumerated() where operation.description != "deleteAllItems()" {
            let problems =
                index.isMultiple(of: 2)
                ? operation.mismatches(applyingTo: &left, and: &leftModel)
                : operation.mismatches(applyingTo: &right, and: &rightModel)
            XCTAssertEqual(problems, [])
            assertSame(left, leftModel, "left after \(operation)")
            assertSame(right, rightModel, "right after \(operation)")
        }
        XCTAssertNotEqual(left, right)
    }

    /// A copy kept while its source goes through many mutations, including ones that grow
    /// the internal tables, stays as it was.
    func testCopyKeptDuringManyMutations() throws {
        var snapshot = try fixture()
        let copy = snapshot
        let before = Model(copy)
        for round in 0..<50 {
            try snapshot.appendSections(["s\(round)"])
            try snapshot.appendItems((0..<10).map { Song(1_000 + round * 10 + $0) })
            try snapshot.moveItem(Song(1_000 + round * 10), beforeItem: Song(2))
            try snapshot.reloadItems([Song(2, "round \(round)")])
            if round % 7 == 0 { snapshot.deleteSections(["s\(round / 2)"]) }
        }
        assertSame(copy, before, "copy")
        XCTAssertEqual(copy.itemIdentifiers.map(\.title), ["song 1", "song 2", "song 3", "song 4"])
        snapshot._checkInvariants()
    }

    /// A value sent to another task is a copy: mutating the local one does not affect it.
    func testCopySentToAnotherTask() async throws {
        var snapshot = try fixture()
        let sent = snapshot
        let reader = Task.detached { sent.itemIdentifiers.map(\.title) }
        try snapshot.reloadItems([Song(1, "changed")])
        snapshot.deleteItems([Song(2)])
        let titles = await reader.value
        XCTAssertEqual(titles, ["song 1", "song 2", "song 3", "song 4"])
        XCTAssertEqual(snapshot.itemIdentifiers.map(\.title), ["changed", "song 3", "song 4"])
    }
}

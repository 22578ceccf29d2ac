import DiffableDataSourceKit
import XCTest

/// The bad-input catalogue of the Batch-update rules article (BatchUpdateRules.md in the
/// DocC catalogue): every mutator with every kind of bad input it can receive. Each case must throw the specific ``ListSnapshotError`` naming the offending
/// identifiers and leave the snapshot exactly as it was (same sections, items, values and
/// marks, every query answering as before, invariants intact), whether its storage is shared
/// with a copy or not. See `assertRefuses`.
final class ListSnapshotBadInputTests: XCTestCase {
    typealias Snapshot = ListSnapshot<String, Int>

    /// a = [1, 2, 3], b = [4], c = []; 2 reloaded, 4 reconfigured, b reloaded. Items 10...
    /// and sections x... are new; 99 and z are used as unknown identifiers.
    private func fixture() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["a", "b", "c"])
        try snapshot.appendItems([1, 2, 3], toSection: "a")
        try snapshot.appendItems([4], toSection: "b")
        try snapshot.reloadItems([2])
        try snapshot.reconfigureItems([4])
        try snapshot.reloadSections(["b"])
        return snapshot
    }

    private func empty() -> Snapshot { Snapshot() }

    /// x = []
    private func oneEmptySection() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["x"])
        return snapshot
    }

    /// The fixture with all its sections deleted: empty, with internal tables that have
    /// been used.
    private func emptied() throws -> Snapshot {
        var snapshot = try fixture()
        snapshot.deleteSections(["a", "b", "c"])
        return snapshot
    }

    // MARK: appendItems

    func testAppendItemsDuplicateInArgument() throws {
        try assertRefuses(.duplicateItems([10]), fixture, absentItems: [10]) {
            try $0.appendItems([10, 10], toSection: "a")
        }
        try assertRefuses(.duplicateItems([10]), fixture, absentItems: [10]) { try $0.appendItems([10, 10]) }
        try assertRefuses(.duplicateItems([10]), oneEmptySection, absentItems: [10]) { try $0.appendItems([10, 10]) }
    }

    /// The mutator claims new items one by one; those claimed before the duplicate must be
    /// released again.
    func testAppendItemsDuplicateAfterValidNewItems() throws {
        try assertRefuses(.duplicateItems([11]), fixture, absentItems: [10, 11, 12]) {
            try $0.appendItems([10, 11, 12, 11], toSection: "c")
        }
        try assertRefuses(.duplicateItems([12]), fixture, absentItems: [10, 11, 12, 13]) {
            try $0.appendItems([10, 11, 12, 13, 12], toSection: "a")
        }
    }

    func testAppendItemsSeveralDuplicatesNamedOnceInOrderOfFirstRepeat() throws {
        try assertRefuses(.duplicateItems([11, 10]), fixture, absentItems: [10, 11]) {
            try $0.appendItems([10, 11, 11, 10, 11, 10], toSection: "b")
        }
    }

    func testAppendItemsDuplicatesAreReportedBeforePresentItems() throws {
        try assertRefuses(.duplicateItems([10]), fixture, absentItems: [10]) { try $0.appendItems([1, 10, 10]) }
        try assertRefuses(.duplicateItems([1]), fixture) { try $0.appendItems([1, 1], toSection: "c") }
    }

    func testAppendItemsAlreadyPresent() throws {
        try assertRefuses(.itemsAlreadyPresent([2]), fixture, absentItems: [10]) {
            try $0.appendItems([10, 2], toSection: "a")
        }
        try assertRefuses(.itemsAlreadyPresent([4]), fixture, absentItems: [10, 11]) {
            try $0.appendItems([10, 11, 4], toSection: "c")
        }
        try assertRefuses(.itemsAlreadyPresent([3, 1]), fixture, absentItems: [10]) {
            try $0.appendItems([3, 10, 1])
        }
    }

    func testAppendItemsUnknownSection() throws {
        try assertRefuses(.sectionsNotFound(["z"]), fixture, absentItems: [10], absentSections: ["z"]) {
            try $0.appendItems([10], toSection: "z")
        }
        try assertRefuses(.sectionsNotFound(["z"]), fixture, absentSections: ["z"]) {
            try $0.appendItems([], toSection: "z")
        }
        try assertRefuses(.sectionsNotFound(["z"]), empty, absentItems: [10]) {
            try $0.appendItems([10], toSection: "z")
        }
    }

    func testAppendItemsWithoutAnySection() throws {
        try assertRefuses(.noSectionToAppendTo, empty, absentItems: [10]) { try $0.appendItems([10]) }
        try assertRefuses(.noSectionToAppendTo, empty) { try $0.appendItems([], toSection: nil) }
        try assertRefuses(.noSectionToAppendTo, empty, absentItems: [10]) { try $0.appendItems([10, 10]) }
        try assertRefuses(.noSectionToAppendTo, emptied, absentItems: [1, 10]) { try $0.appendItems([10]) }
    }

    // MARK: insertItems

    private typealias InsertItems = (inout Snapshot, [Int], Int) throws -> Void
    private let insertVariants: [(String, InsertItems)] = [
        ("beforeItem", { try $0.insertItems($1, beforeItem: $2) }),
        ("afterItem", { try $0.insertItems($1, afterItem: $2) }),
    ]

    func testInsertItemsDuplicateInArgument() throws {
        for (label, insert) in insertVariants {
            try assertRefuses(.duplicateItems([10]), fixture, absentItems: [10], label) {
                try insert(&$0, [10, 10], 2)
            }
            try assertRefuses(.duplicateItems([11]), fixture, absentItems: [10, 11, 12], label) {
                try insert(&$0, [10, 11, 12, 11], 4)
            }
            try assertRefuses(.duplicateItems([11, 10]), fixture, absentItems: [10, 11], label) {
                try insert(&$0, [10, 11, 11, 10], 1)
            }
            try assertRefuses(.duplicateItems([3]), fixture, label) { try insert(&$0, [3, 3], 1) }
        }
    }

    func testInsertItemsAlreadyPresent() throws {
        for (label, insert) in insertVariants {
            try assertRefuses(.itemsAlreadyPresent([1]), fixture, absentItems: [10], label) {
                try insert(&$0, [10, 1], 3)
            }
            try assertRefuses(.itemsAlreadyPresent([4, 3]), fixture, absentItems: [10, 11], label) {
                try insert(&$0, [10, 4, 11, 3], 1)
            }
        }
    }

    func testInsertItemsRelativeToUnknownItem() throws {
        for (label, insert) in insertVariants {
            try assertRefuses(.itemsNotFound([99]), fixture, absentItems: [10, 99], label) { try insert(&$0, [10], 99) }
            try assertRefuses(.itemsNotFound([99]), fixture, absentItems: [99], label) { try insert(&$0, [], 99) }
            try assertRefuses(.itemsNotFound([99]), empty, absentItems: [10, 99], label) { try insert(&$0, [10], 99) }
            // The unknown anchor is reported even when the argument is bad too.
            try assertRefuses(.itemsNotFound([99]), fixture, absentItems: [10, 99], label) {
                try insert(&$0, [10, 10, 1], 99)
            }
            try assertRefuses(.itemsNotFound([99]), fixture, absentItems: [99], label) { try insert(&$0, [99], 99) }
        }
    }

    func testInsertItemsRelativeToAnItemOfTheSameArgument() throws {
        for (label, insert) in insertVariants {
            try assertRefuses(.itemRelativeToItself(2), fixture, absentItems: [10], label) {
                try insert(&$0, [10, 2], 2)
            }
            try assertRefuses(.itemRelativeToItself(4), fixture, label) { try insert(&$0, [4], 4) }
            try assertRefuses(.itemRelativeToItself(1), fixture, absentItems: [10], label) {
                try insert(&$0, [1, 10, 10, 1], 1)
            }
        }
    }

    // MARK: deleteItems / deleteAllItems never throw

    func testDeleteItemsIgnoresUnknownAndRepeatedItems() throws {
        var snapshot = try fixture()
        snapshot.deleteItems([99, 98, 99])
        assertSnapshot(snapshot, matches: ReferenceList(try fixture()), absentItems: [98, 99])
        snapshot.deleteItems([3, 3, 99, 3])
        var model = ReferenceList(try fixture())
        model.deleteItems([3])
        assertSnapshot(snapshot, matches: model, absentItems: [3, 99])
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 4])
    }

    // MARK: moveItem

    private typealias MoveItem = (inout Snapshot, Int, Int) throws -> Void
    private let moveItemVariants: [(String, MoveItem)] = [
        ("beforeItem", { try $0.moveItem($1, beforeItem: $2) }),
        ("afterItem", { try $0.moveItem($1, afterItem: $2) }),
    ]

    func testMoveItemUnknownSource() throws {
        for (label, move) in moveItemVariants {
            try assertRefuses(.itemsNotFound([99]), fixture, absentItems: [99], label) { try move(&$0, 99, 1) }
            try assertRefuses(.itemsNotFound([99]), fixture, absentItems: [99], label) { try move(&$0, 99, 4) }
        }
    }

    func testMoveItemUnknownDestination() throws {
        for (label, move) in moveItemVariants {
            try assertRefuses(.itemsNotFound([99]), fixture, absentItems: [99], label) { try move(&$0, 1, 99) }
            try assertRefuses(.itemsNotFound([99]), fixture, absentItems: [99], label) { try move(&$0, 4, 99) }
        }
    }

    func testMoveItemUnknownSourceAndDestination() throws {
        for (label, move) in moveItemVariants {
            try assertRefuses(.itemsNotFound([98, 99]), fixture, absentItems: [98, 99], label) { try move(&$0, 98, 99) }
            try assertRefuses(.itemsNotFound([98, 99]), empty, absentItems: [98, 99], label) { try move(&$0, 98, 99) }
        }
    }

    func testMoveItemRelativeToItself() throws {
        for (label, move) in moveItemVariants {
            try assertRefuses(.itemRelativeToItself(2), fixture, label) { try move(&$0, 2, 2) }
            try assertRefuses(.itemRelativeToItself(4), fixture, label) { try move(&$0, 4, 4) }
        }
    }

    // MARK: reloadItems / reconfigureItems

    private typealias MarkItems = (inout Snapshot, [Int]) throws -> Void
    private let markVariants: [(String, MarkItems)] = [
        ("reloadItems", { try $0.reloadItems($1) }),
        ("reconfigureItems", { try $0.reconfigureItems($1) }),
    ]

    func testMarkItemsDuplicateInArgument() throws {
        for (label, mark) in markVariants {
            try assertRefuses(.duplicateItems([1]), fixture, label) { try mark(&$0, [1, 1]) }
            try assertRefuses(.duplicateItems([4]), fixture, label) { try mark(&$0, [1, 3, 4, 4]) }
            try assertRefuses(.duplicateItems([3, 1]), fixture, label) { try mark(&$0, [1, 3, 3, 1]) }
            // Duplicates are reported before unknown items.
            try assertRefuses(.duplicateItems([99]), fixture, absentItems: [99], label) { try mark(&$0, [99, 99]) }
        }
    }

    func testMarkItemsUnknown() throws {
        for (label, mark) in markVariants {
            try assertRefuses(.itemsNotFound([99]), fixture, absentItems: [99], label) { try mark(&$0, [1, 99]) }
            try assertRefuses(.itemsNotFound([98, 99]), fixture, absentItems: [98, 99], label) {
                try mark(&$0, [98, 1, 4, 99])
            }
            try assertRefuses(.itemsNotFound([99]), empty, absentItems: [99], label) { try mark(&$0, [99]) }
        }
    }

    /// A refused reload or reconfigure must not store any of the values it was given.
    func testRefusedMarkStoresNoValue() throws {
        func songs() throws -> ListSnapshot<String, Song> {
            var snapshot = ListSnapshot<String, Song>()
            try snapshot.appendSections(["a"])
            try snapshot.appendItems([Song(1), Song(2)])
            return snapshot
        }
        let attempts: [(String, (inout ListSnapshot<String, Song>, [Song]) throws -> Void)] = [
            ("reloadItems", { try $0.reloadItems($1) }), ("reconfigureItems", { try $0.reconfigureItems($1) }),
        ]
        for (label, mark) in attempts {
            try assertRefuses(.itemsNotFound([Song(99)]), songs, label) { try mark(&$0, [Song(1, "new"), Song(99)]) }
            try assertRefuses(.duplicateItems([Song(2)]), songs, label) {
                try mark(&$0, [Song(1, "new"), Song(2, "new"), Song(2, "newer")])
            }
            var snapshot = try songs()
            XCTAssertThrowsError(try mark(&snapshot, [Song(2, "new"), Song(99)]), label)
            XCTAssertEqual(snapshot.itemIdentifiers.map(\.title), ["song 1", "song 2"], label)
            XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a").map(\.title), ["song 1", "song 2"], label)
        }
    }

    // MARK: appendSections

    func testAppendSectionsDuplicateInArgument() throws {
        try assertRefuses(.duplicateSections(["x"]), fixture, absentSections: ["x"]) {
            try $0.appendSections(["x", "x"])
        }
        try assertRefuses(.duplicateSections(["y"]), fixture, absentSections: ["x", "y", "w"]) {
            try $0.appendSections(["x", "y", "w", "y"])
        }
        try assertRefuses(.duplicateSections(["y", "x"]), empty, absentSections: ["x", "y"]) {
            try $0.appendSections(["x", "y", "y", "x"])
        }
        try assertRefuses(.duplicateSections(["a"]), fixture) { try $0.appendSections(["a", "a"]) }
    }

    func testAppendSectionsAlreadyPresent() throws {
        try assertRefuses(.sectionsAlreadyPresent(["a"]), fixture, absentSections: ["x"]) {
            try $0.appendSections(["x", "a"])
        }
        try assertRefuses(.sectionsAlreadyPresent(["c", "b"]), fixture, absentSections: ["x"]) {
            try $0.appendSections(["c", "x", "b"])
        }
    }

    // MARK: insertSections

    private typealias InsertSections = (inout Snapshot, [String], String) throws -> Void
    private let insertSectionVariants: [(String, InsertSections)] = [
        ("beforeSection", { try $0.insertSections($1, beforeSection: $2) }),
        ("afterSection", { try $0.insertSections($1, afterSection: $2) }),
    ]

    func testInsertSectionsDuplicateInArgument() throws {
        for (label, insert) in insertSectionVariants {
            try assertRefuses(.duplicateSections(["x"]), fixture, absentSections: ["x"], label) {
                try insert(&$0, ["x", "x"], "b")
            }
            try assertRefuses(.duplicateSections(["y"]), fixture, absentSections: ["x", "y"], label) {
                try insert(&$0, ["x", "y", "y"], "a")
            }
        }
    }

    func testInsertSectionsAlreadyPresent() throws {
        for (label, insert) in insertSectionVariants {
            try assertRefuses(.sectionsAlreadyPresent(["c"]), fixture, absentSections: ["x"], label) {
                try insert(&$0, ["x", "c"], "a")
            }
        }
    }

    func testInsertSectionsRelativeToUnknownSection() throws {
        for (label, insert) in insertSectionVariants {
            try assertRefuses(.sectionsNotFound(["z"]), fixture, absentSections: ["x", "z"], label) {
                try insert(&$0, ["x"], "z")
            }
            try assertRefuses(.sectionsNotFound(["z"]), empty, absentSections: ["x", "z"], label) {
                try insert(&$0, ["x"], "z")
            }
            try assertRefuses(.sectionsNotFound(["z"]), fixture, absentSections: ["z"], label) {
                try insert(&$0, [], "z")
            }
            try assertRefuses(.sectionsNotFound(["z"]), fixture, absentSections: ["z"], label) {
                try insert(&$0, ["z"], "z")
            }
        }
    }

    func testInsertSectionsRelativeToASectionOfTheSameArgument() throws {
        for (label, insert) in insertSectionVariants {
            try assertRefuses(.sectionRelativeToItself("b"), fixture, absentSections: ["x"], label) {
                try insert(&$0, ["x", "b"], "b")
            }
            try assertRefuses(.sectionRelativeToItself("a"), fixture, label) { try insert(&$0, ["a", "a"], "a") }
        }
    }

    // MARK: deleteSections never throws

    func testDeleteSectionsIgnoresUnknownAndRepeatedSections() throws {
        var snapshot = try fixture()
        snapshot.deleteSections(["z", "y", "z"])
        assertSnapshot(snapshot, matches: ReferenceList(try fixture()), absentSections: ["y", "z"])
        snapshot.deleteSections(["b", "z", "b"])
        var model = ReferenceList(try fixture())
        model.deleteSections(["b"])
        assertSnapshot(snapshot, matches: model, absentItems: [4], absentSections: ["b", "z"])
    }

    // MARK: moveSection

    private typealias MoveSection = (inout Snapshot, String, String) throws -> Void
    private let moveSectionVariants: [(String, MoveSection)] = [
        ("beforeSection", { try $0.moveSection($1, beforeSection: $2) }),
        ("afterSection", { try $0.moveSection($1, afterSection: $2) }),
    ]

    func testMoveSectionUnknownSource() throws {
        for (label, move) in moveSectionVariants {
            try assertRefuses(.sectionsNotFound(["z"]), fixture, absentSections: ["z"], label) {
                try move(&$0, "z", "a")
            }
        }
    }

    func testMoveSectionUnknownDestination() throws {
        for (label, move) in moveSectionVariants {
            try assertRefuses(.sectionsNotFound(["z"]), fixture, absentSections: ["z"], label) {
                try move(&$0, "c", "z")
            }
        }
    }

    func testMoveSectionUnknownSourceAndDestination() throws {
        for (label, move) in moveSectionVariants {
            try assertRefuses(.sectionsNotFound(["y", "z"]), fixture, absentSections: ["y", "z"], label) {
                try move(&$0, "y", "z")
            }
            try assertRefuses(.sectionsNotFound(["y", "z"]), empty, absentSections: ["y", "z"], label) {
                try move(&$0, "y", "z")
            }
        }
    }

    func testMoveSectionRelativeToItself() throws {
        for (label, move) in moveSectionVariants {
            try assertRefuses(.sectionRelativeToItself("b"), fixture, label) { try move(&$0, "b", "b") }
            try assertRefuses(.sectionRelativeToItself("c"), fixture, label) { try move(&$0, "c", "c") }
        }
    }

    // MARK: reloadSections

    func testReloadSectionsDuplicateInArgument() throws {
        try assertRefuses(.duplicateSections(["a"]), fixture) { try $0.reloadSections(["a", "a"]) }
        try assertRefuses(.duplicateSections(["c", "a"]), fixture) { try $0.reloadSections(["a", "c", "c", "a"]) }
        try assertRefuses(.duplicateSections(["z"]), fixture, absentSections: ["z"]) {
            try $0.reloadSections(["z", "z"])
        }
    }

    func testReloadSectionsUnknown() throws {
        try assertRefuses(.sectionsNotFound(["z"]), fixture, absentSections: ["z"]) {
            try $0.reloadSections(["a", "z"])
        }
        try assertRefuses(.sectionsNotFound(["y", "z"]), fixture, absentSections: ["y", "z"]) {
            try $0.reloadSections(["y", "c", "z"])
        }
        try assertRefuses(.sectionsNotFound(["z"]), empty, absentSections: ["z"]) { try $0.reloadSections(["z"]) }
    }

    // MARK: Messages

    func testErrorMessagesNameTheIdentifiers() {
        typealias Error = ListSnapshotError<String, Int>
        let expected: [(Error, String)] = [
            (.duplicateItems([1, 2]), "Supplied item identifiers are not unique. Duplicate identifiers: {1, 2}"),
            (.duplicateSections(["a"]), "Supplied section identifiers are not unique. Duplicate identifiers: {a}"),
            (.itemsAlreadyPresent([3]), "Item identifiers already exist in the snapshot: {3}"),
            (.sectionsAlreadyPresent(["a", "b"]), "Section identifiers already exist in the snapshot: {a, b}"),
            (.itemsNotFound([98, 99]), "Item identifiers do not exist in the snapshot: {98, 99}"),
            (.sectionsNotFound(["z"]), "Section identifiers do not exist in the snapshot: {z}"),
            (.noSectionToAppendTo, "There are currently no sections in the snapshot. Please add a section first."),
            (.itemRelativeToItself(2), "The destination of the item update is the same as the source: 2"),
            (.sectionRelativeToItself("b"), "The destination of the section update is the same as the source: b"),
        ]
        for (error, message) in expected {
            XCTAssertEqual(error.description, message)
            XCTAssertEqual("\(error)", message)
        }
    }

    func testErrorsAreEqualOnlyWithTheSameCaseAndIdentifiers() {
        typealias Error = ListSnapshotError<String, Int>
        XCTAssertEqual(Error.itemsNotFound([1, 2]), .itemsNotFound([1, 2]))
        XCTAssertNotEqual(Error.itemsNotFound([1, 2]), .itemsNotFound([2, 1]))
        XCTAssertNotEqual(Error.itemsNotFound([1]), .itemsAlreadyPresent([1]))
        XCTAssertNotEqual(Error.itemRelativeToItself(1), .itemRelativeToItself(2))
    }

    // MARK: After a refusal

    /// A refused call leaves a snapshot that keeps working: the identifiers it named can be
    /// used correctly afterwards.
    func testSnapshotKeepsWorkingAfterRefusals() throws {
        var snapshot = try fixture()
        XCTAssertThrowsError(try snapshot.appendItems([10, 11, 12, 11], toSection: "a"))
        XCTAssertThrowsError(try snapshot.insertItems([13, 14, 1], beforeItem: 4))
        try snapshot.appendItems([10, 11, 12], toSection: "c")
        try snapshot.insertItems([13, 14], beforeItem: 4)
        var model = ReferenceList(try fixture())
        try model.appendItems([10, 11, 12], toSection: "c")
        try model.insertItems([13, 14], beforeItem: 4)
        assertSnapshot(snapshot, matches: model)
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 3, 13, 14, 4, 10, 11, 12])
    }
}

import DiffableDataSourceKit
import Foundation
import XCTest

/// `Equatable`, `CustomStringConvertible` and `Codable`.
final class ListSnapshotCodingTests: XCTestCase {
    typealias Snapshot = ListSnapshot<String, Int>

    private func snapshot(_ sections: [(String, [Int])]) throws -> Snapshot {
        try ReferenceList(sections).makeSnapshot()
    }

    // MARK: Equatable

    func testEqualWhenSameSectionsAndItemsInTheSameOrder() throws {
        XCTAssertEqual(try snapshot([("a", [1, 2]), ("b", [])]), try snapshot([("a", [1, 2]), ("b", [])]))
        XCTAssertEqual(Snapshot(), Snapshot())
    }

    func testEqualRegardlessOfHowItWasBuilt() throws {
        var built = Snapshot()
        try built.appendSections(["b"])
        try built.insertSections(["a"], beforeSection: "b")
        try built.appendItems([2], toSection: "a")
        try built.insertItems([1], beforeItem: 2)
        try built.appendItems([3], toSection: "b")
        try built.moveItem(3, afterItem: 2)
        XCTAssertEqual(built, try snapshot([("a", [1, 2, 3]), ("b", [])]))
    }

    func testNotEqualWhenOrderOrPlacementDiffers() throws {
        let base = try snapshot([("a", [1, 2]), ("b", [3])])
        XCTAssertNotEqual(base, try snapshot([("a", [2, 1]), ("b", [3])]), "item order")
        XCTAssertNotEqual(base, try snapshot([("b", [3]), ("a", [1, 2])]), "section order")
        XCTAssertNotEqual(base, try snapshot([("a", [1]), ("b", [2, 3])]), "item in another section")
        XCTAssertNotEqual(base, try snapshot([("a", [1, 2]), ("c", [3])]), "section identifier")
        XCTAssertNotEqual(base, try snapshot([("a", [1, 2]), ("b", [3]), ("c", [])]), "extra empty section")
        XCTAssertNotEqual(base, try snapshot([("a", [1, 2]), ("b", [3, 4])]), "extra item")
        XCTAssertNotEqual(Snapshot(), try snapshot([("a", [])]), "empty section")
    }

    func testEqualityIgnoresMarks() throws {
        let plain = try snapshot([("a", [1, 2]), ("b", [3])])
        var marked = plain
        try marked.reloadItems([1])
        try marked.reconfigureItems([3])
        try marked.reloadSections(["b"])
        XCTAssertTrue(marked.hasMarks)
        XCTAssertEqual(marked, plain)
        XCTAssertEqual(plain, marked)
    }

    // MARK: CustomStringConvertible

    func testDescriptionOutlinesSectionsAndItems() throws {
        let music = try ReferenceList<String, String>([
            ("favorites", ["Let It Go"]), ("pop", ["Bad Guy", "Levitating"]),
        ]).makeSnapshot()
        XCTAssertEqual(
            music.description,
            """
            ListSnapshot: 2 sections, 3 items
              favorites (1)
                Let It Go
              pop (2)
                Bad Guy
                Levitating
            """)
    }

    func testDescriptionOfEmptySnapshotAndSections() throws {
        XCTAssertEqual(Snapshot().description, "ListSnapshot: 0 sections, 0 items")
        var single = Snapshot()
        try single.appendSections(["only"])
        try single.appendItems([7])
        XCTAssertEqual(single.description, "ListSnapshot: 1 section, 1 item\n  only (1)\n    7")
        XCTAssertEqual(
            try snapshot([("a", []), ("b", [7, 8]), ("c", [])]).description,
            """
            ListSnapshot: 3 sections, 2 items
              a (0)
              b (2)
                7
                8
              c (0)
            """)
    }

    func testDescriptionDoesNotShowMarks() throws {
        var marked = try snapshot([("a", [1, 2]), ("b", [])])
        try marked.reloadItems([2])
        try marked.reloadSections(["b"])
        XCTAssertEqual(marked.description, "ListSnapshot: 2 sections, 2 items\n  a (2)\n    1\n    2\n  b (0)")
        XCTAssertEqual("\(marked)", marked.description)
    }

    // MARK: Codable

    private func roundTrip<S: Codable, I: Codable>(_ snapshot: ListSnapshot<S, I>) throws -> ListSnapshot<S, I> {
        try JSONDecoder().decode(ListSnapshot<S, I>.self, from: JSONEncoder().encode(snapshot))
    }

    private func decode(_ json: String) throws -> Snapshot {
        try JSONDecoder().decode(Snapshot.self, from: Data(json.utf8))
    }

    func testEncodedFormWithoutMarks() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(try snapshot([("a", [1, 2]), ("b", [])]))
        XCTAssertEqual(
            String(decoding: data, as: UTF8.self),
            #"{"sections":[{"items":[1,2],"section":"a"},{"items":[],"section":"b"}]}"#)
    }

    func testEncodedFormWithMarks() throws {
        var marked = try snapshot([("a", [1, 2]), ("b", [3])])
        try marked.reloadItems([3, 1])
        try marked.reconfigureItems([2])
        try marked.reloadSections(["b"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(
            String(decoding: try encoder.encode(marked), as: UTF8.self),
            #"{"reconfiguredItems":[2],"reloadedItems":[1,3],"reloadedSections":["b"],"#
                + #""sections":[{"items":[1,2],"section":"a"},{"items":[3],"section":"b"}]}"#)
    }

    func testDecodesWrittenForm() throws {
        let decoded = try decode(
            #"{"sections":[{"section":"x","items":[]},{"section":"y","items":[5,4]}],"reloadedItems":[4],"#
                + #""reloadedSections":["x"]}"#)
        var model = ReferenceList<String, Int>([("x", []), ("y", [5, 4])])
        model.reloadedItems = [4]
        model.reloadedSections = ["x"]
        assertSnapshot(decoded, matches: model)
    }

    func testRoundTripEmpty() throws {
        let decoded = try roundTrip(Snapshot())
        assertSnapshot(decoded, matches: ReferenceList())
    }

    func testRoundTripKeepsSectionsItemsMarksAndValues() throws {
        var original = try ReferenceList<String, Song>([
            ("a", [Song(1), Song(2)]), ("empty", []), ("b", [Song(3), Song(4), Song(5)]),
        ]).makeSnapshot()
        try original.reloadItems([Song(4, "four"), Song(1, "one")])
        try original.reconfigureItems([Song(5, "five"), Song(4, "four again")])
        try original.reloadSections(["empty", "a"])
        let decoded = try roundTrip(original)
        XCTAssertEqual(decoded, original)
        assertSnapshot(decoded, matches: ReferenceList(original))
        XCTAssertEqual(decoded.itemIdentifiers.map(\.title), ["one", "song 2", "song 3", "four again", "five"])
        XCTAssertEqual(decoded.reloadedItemIdentifiers.map(\.title), ["one", "four again"])
        XCTAssertEqual(decoded.reconfiguredItemIdentifiers.map(\.title), ["four again", "five"])
        XCTAssertEqual(decoded.reloadedSectionIdentifiers, ["a", "empty"])
    }

    func testRoundTripAfterDeletesAndMoves() throws {
        var original = try snapshot([("a", [1, 2, 3]), ("b", [4]), ("c", [5, 6])])
        original.deleteSections(["b"])
        try original.moveItem(1, afterItem: 6)
        try original.moveSection("c", beforeSection: "a")
        try original.reloadItems([2])
        let decoded = try roundTrip(original)
        assertSnapshot(decoded, matches: ReferenceList(original))
        XCTAssertEqual(decoded.itemIdentifiers, [5, 6, 1, 2, 3])
    }

    // MARK: Corrupt data

    /// Decoding `json` must fail with `DecodingError.dataCorrupted` carrying the message of
    /// `expected`.
    private func assertCorrupt(
        _ json: String, _ expected: ListSnapshotError<String, Int>, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try decode(json), file: file, line: line) { error in
            guard case DecodingError.dataCorrupted(let context) = error else {
                return XCTFail("expected DecodingError.dataCorrupted, got \(error)", file: file, line: line)
            }
            XCTAssertEqual(context.debugDescription, expected.description, file: file, line: line)
        }
    }

    func testDecodingDuplicateSectionsFails() {
        assertCorrupt(
            #"{"sections":[{"section":"a","items":[]},{"section":"a","items":[]}]}"#, .duplicateSections(["a"]))
    }

    func testDecodingAnItemRepeatedInASectionFails() {
        assertCorrupt(#"{"sections":[{"section":"a","items":[1,2,1]}]}"#, .duplicateItems([1]))
    }

    func testDecodingAnItemInTwoSectionsFails() {
        assertCorrupt(
            #"{"sections":[{"section":"a","items":[1,2]},{"section":"b","items":[3,2]}]}"#,
            .itemsAlreadyPresent([2]))
    }

    func testDecodingMarksOfMissingIdentifiersFails() {
        let sections = #""sections":[{"section":"a","items":[1]}]"#
        assertCorrupt(#"{\#(sections),"reloadedItems":[1,9]}"#, .itemsNotFound([9]))
        assertCorrupt(#"{\#(sections),"reconfiguredItems":[8]}"#, .itemsNotFound([8]))
        assertCorrupt(#"{\#(sections),"reloadedSections":["z"]}"#, .sectionsNotFound(["z"]))
        assertCorrupt(#"{\#(sections),"reloadedItems":[1,1]}"#, .duplicateItems([1]))
    }

    func testDecodingMalformedDataFailsWithTheDecodersError() {
        XCTAssertThrowsError(try decode(#"{"items":[1]}"#)) { error in
            guard case DecodingError.keyNotFound(let key, _) = error else {
                return XCTFail("expected DecodingError.keyNotFound, got \(error)")
            }
            XCTAssertEqual(key.stringValue, "sections")
        }
        XCTAssertThrowsError(try decode(#"{"sections":[{"section":"a","items":["one"]}]}"#)) { error in
            guard case DecodingError.typeMismatch = error else {
                return XCTFail("expected DecodingError.typeMismatch, got \(error)")
            }
        }
    }
}

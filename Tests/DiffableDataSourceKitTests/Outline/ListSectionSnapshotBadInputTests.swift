import XCTest

@testable import DiffableDataSourceKit

/// Every mutator that can fail, with every kind of bad input it can receive: each must throw
/// the specific ``ListSectionSnapshotError`` naming the offending identifiers and leave the
/// snapshot exactly as it was (same tree, same expansion states, every query answering as
/// before), whether its storage is shared with a copy or not. See `assertRefuses`.
final class ListSectionSnapshotBadInputTests: XCTestCase {
    typealias Outline = ListSectionSnapshot<String>
    typealias Error = ListSectionSnapshotError<String>

    /// The shared fixture with Fruits and Citrus expanded, and its caches filled.
    private func fixture() throws -> Outline {
        var outline = try makeOutline()
        outline.expand(["Fruits", "Citrus"])
        _ = outline.index(of: "Nuts")
        return outline
    }

    private func empty() -> Outline { Outline() }

    /// Orange > [Blood orange], a tree new to the fixture.
    private func oranges() throws -> Outline {
        try makeOutline([("Orange", nil), ("Blood orange", "Orange")])
    }

    // MARK: append(_:to:)

    func testAppendDuplicatesInTheArgument() throws {
        try assertRefuses(.duplicateItems(["Kiwi"]), fixture) { try $0.append(["Kiwi", "Kiwi"]) }
        try assertRefuses(.duplicateItems(["Kiwi", "Fig"]), fixture) {
            try $0.append(["Kiwi", "Fig", "Kiwi", "Fig", "Kiwi"], to: "Citrus")
        }
        try assertRefuses(.duplicateItems(["Kiwi"]), empty) { try $0.append(["Kiwi", "Kiwi"]) }
    }

    func testAppendItemsAlreadyPresent() throws {
        try assertRefuses(.itemsAlreadyPresent(["Apple", "Nuts"]), fixture) {
            try $0.append(["Apple", "Kiwi", "Nuts"])
        }
        // Present at another level, or under the same parent.
        try assertRefuses(.itemsAlreadyPresent(["Lemon"]), fixture) { try $0.append(["Lemon"], to: "Fruits") }
        try assertRefuses(.itemsAlreadyPresent(["Lime"]), fixture) { try $0.append(["Lime"], to: "Citrus") }
    }

    func testAppendToAnUnknownParent() throws {
        try assertRefuses(.itemsNotFound(["Walnut"]), fixture) { try $0.append(["Kiwi"], to: "Walnut") }
        try assertRefuses(.itemsNotFound(["Walnut"]), empty) { try $0.append(["Kiwi"], to: "Walnut") }
        // The parent is checked first, even for an empty or otherwise bad argument.
        try assertRefuses(.itemsNotFound(["Walnut"]), fixture) { try $0.append([], to: "Walnut") }
        try assertRefuses(.itemsNotFound(["Walnut"]), fixture) { try $0.append(["Nuts", "Nuts"], to: "Walnut") }
    }

    func testAppendAParentUnderItself() throws {
        try assertRefuses(.itemPlacedUnderItself("Citrus"), fixture) { try $0.append(["Citrus"], to: "Citrus") }
        try assertRefuses(.itemPlacedUnderItself("Citrus"), fixture) {
            try $0.append(["Kiwi", "Citrus", "Kiwi"], to: "Citrus")
        }
    }

    // MARK: insert(_:before:) and insert(_:after:) with items

    func testInsertItemsRelativeToAnUnknownItem() throws {
        try assertRefuses(.itemsNotFound(["Walnut"]), fixture) { try $0.insert(["Kiwi"], before: "Walnut") }
        try assertRefuses(.itemsNotFound(["Walnut"]), fixture) { try $0.insert(["Kiwi"], after: "Walnut") }
        try assertRefuses(.itemsNotFound(["Walnut"]), empty) { try $0.insert([], after: "Walnut") }
    }

    func testInsertItemsRelativeToOneOfThem() throws {
        try assertRefuses(.itemPlacedUnderItself("Lemon"), fixture) { try $0.insert(["Lemon"], before: "Lemon") }
        try assertRefuses(.itemPlacedUnderItself("Lemon"), fixture) {
            try $0.insert(["Kiwi", "Lemon"], after: "Lemon")
        }
    }

    func testInsertItemsWithDuplicatesOrPresentItems() throws {
        try assertRefuses(.duplicateItems(["Kiwi"]), fixture) { try $0.insert(["Kiwi", "Kiwi"], before: "Apple") }
        try assertRefuses(.duplicateItems(["Kiwi"]), fixture) { try $0.insert(["Kiwi", "Kiwi"], after: "Nuts") }
        try assertRefuses(.itemsAlreadyPresent(["Carrot"]), fixture) {
            try $0.insert(["Kiwi", "Carrot"], before: "Apple")
        }
        try assertRefuses(.itemsAlreadyPresent(["Fruits"]), fixture) { try $0.insert(["Fruits"], after: "Lime") }
    }

    // MARK: replace(childrenOf:using:)

    func testReplaceChildrenOfAnUnknownParent() throws {
        try assertRefuses(.itemsNotFound(["Walnut"]), fixture) {
            try $0.replace(childrenOf: "Walnut", using: self.oranges())
        }
        try assertRefuses(.itemsNotFound(["Walnut"]), fixture) {
            try $0.replace(childrenOf: "Walnut", using: Outline())
        }
    }

    func testReplaceChildrenWithASnapshotHoldingTheParent() throws {
        var holding = try oranges()
        try holding.append(["Citrus"], to: "Blood orange")
        try assertRefuses(.itemPlacedUnderItself("Citrus"), fixture) {
            try $0.replace(childrenOf: "Citrus", using: holding)
        }
    }

    func testReplaceChildrenWithItemsFromElsewhere() throws {
        // Lemon is a child of Citrus, so it may come back; Nuts and Carrot are elsewhere,
        // named in the order of the new snapshot's items.
        let replacement = try makeOutline([("Nuts", nil), ("Carrot", "Nuts"), ("Lemon", nil), ("Kiwi", nil)])
        try assertRefuses(.itemsAlreadyPresent(["Nuts", "Carrot"]), fixture) {
            try $0.replace(childrenOf: "Citrus", using: replacement)
        }
        // An ancestor cannot become a descendant of its own descendant.
        try assertRefuses(.itemsAlreadyPresent(["Fruits"]), fixture) {
            try $0.replace(childrenOf: "Lemon", using: makeOutline([("Fruits", nil)]))
        }
    }

    // MARK: insert(_:before:) and insert(_:after:) with a snapshot

    func testInsertSnapshotRelativeToAnUnknownItem() throws {
        try assertRefuses(.itemsNotFound(["Walnut"]), fixture) { try $0.insert(self.oranges(), before: "Walnut") }
        try assertRefuses(.itemsNotFound(["Walnut"]), fixture) { try $0.insert(Outline(), after: "Walnut") }
    }

    func testInsertSnapshotRelativeToAnItemItHolds() throws {
        var holding = try oranges()
        try holding.append(["Lemon"], to: "Orange")
        try assertRefuses(.itemPlacedUnderItself("Lemon"), fixture) { try $0.insert(holding, before: "Lemon") }
        try assertRefuses(.itemPlacedUnderItself("Lemon"), fixture) { try $0.insert(holding, after: "Lemon") }
    }

    func testInsertSnapshotWithPresentItems() throws {
        var holding = try oranges()
        try holding.append(["Carrot"], to: "Orange")
        try holding.insert(["Pear"], before: "Orange")
        try assertRefuses(.itemsAlreadyPresent(["Pear", "Carrot"]), fixture) { try $0.insert(holding, after: "Nuts") }
        try assertRefuses(.itemsAlreadyPresent(["Pear", "Carrot"]), fixture) {
            try $0.insert(holding, before: "Lemon")
        }
    }

    // MARK: Calls that never throw

    func testCallsWithUnknownItemsChangeNothing() throws {
        let unknown = ["Walnut", "Kiwi"]
        var outline = try fixture()
        outline.delete(unknown)
        outline.expand(unknown)
        outline.collapse(unknown)
        outline.delete([])
        XCTAssertEqual(outline, try fixture())
        XCTAssertEqual(outline.items, try fixture().items)
    }

    // MARK: Messages

    func testMessagesNameTheIdentifiers() {
        XCTAssertEqual(
            Error.duplicateItems(["Kiwi", "Fig"]).description,
            "Supplied item identifiers are not unique. Duplicate identifiers: {Kiwi, Fig}")
        XCTAssertEqual(
            Error.itemsAlreadyPresent(["Nuts"]).description,
            "Item identifiers already exist in the section snapshot: {Nuts}")
        XCTAssertEqual(
            Error.itemsNotFound(["Walnut"]).description,
            "Item identifiers do not exist in the section snapshot: {Walnut}")
        XCTAssertEqual(
            Error.itemPlacedUnderItself("Citrus").description,
            "The destination of the item update is one of the items being placed: Citrus")
    }

    // MARK: Helper

    /// Runs `call` on a fresh `fixture()` twice, once while a copy shares its storage and
    /// once holding the only reference, and checks each time that it throws `expected` and
    /// leaves the snapshot equal to the fixture, every query answering as before.
    private func assertRefuses(
        _ expected: Error, _ fixture: () throws -> Outline, file: StaticString = #filePath, line: UInt = #line,
        _ call: (inout Outline) throws -> Void
    ) throws {
        let reference = try fixture()
        for shared in [true, false] {
            var outline = try fixture()
            let copy: Outline? = shared ? outline : nil
            do {
                try call(&outline)
                XCTFail("no error thrown, expected \(expected)", file: file, line: line)
            } catch let error as Error {
                XCTAssertEqual(error, expected, file: file, line: line)
            }
            let context = shared ? "with a copy" : "unshared"
            XCTAssertEqual(outline, reference, context, file: file, line: line)
            if let copy { XCTAssertEqual(copy, reference, context, file: file, line: line) }
            XCTAssertEqual(outline.items, reference.items, context, file: file, line: line)
            XCTAssertEqual(outline.visibleItems, reference.visibleItems, context, file: file, line: line)
            XCTAssertEqual(outline.rootItems, reference.rootItems, context, file: file, line: line)
            XCTAssertEqual(
                reference.items.map(outline.index(of:)), reference.items.map(reference.index(of:)), context,
                file: file, line: line)
            XCTAssertEqual(outline.visualDescription(), reference.visualDescription(), context, file: file, line: line)
            XCTAssertEqual(outline.invariantViolations(), [], context, file: file, line: line)
        }
    }
}

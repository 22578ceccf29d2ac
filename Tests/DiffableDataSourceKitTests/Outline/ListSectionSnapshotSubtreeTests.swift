import XCTest

@testable import DiffableDataSourceKit

/// `snapshot(of:includingParent:)`, `replace(childrenOf:using:)` and inserting a snapshot
/// before or after an item: subtrees move with the expansion states they carry.
final class ListSectionSnapshotSubtreeTests: XCTestCase {
    typealias Outline = ListSectionSnapshot<String>

    /// Citrus > [Lemon, Orange (expanded) > [Blood orange]], expanded.
    private func citrus() throws -> Outline {
        try makeOutline(
            [("Citrus", nil), ("Lemon", "Citrus"), ("Orange", "Citrus"), ("Blood orange", "Orange")],
            expanded: ["Citrus", "Orange"])
    }

    /// Berries > [Strawberry, Currant (expanded) > [Blackcurrant]], expanded.
    private func berries() throws -> Outline {
        try makeOutline(
            [("Berries", nil), ("Strawberry", "Berries"), ("Currant", "Berries"), ("Blackcurrant", "Currant")],
            expanded: ["Berries", "Currant"])
    }

    // MARK: snapshot(of:includingParent:)

    func testSnapshotOfAParentWithoutIt() throws {
        var outline = try makeOutline()
        outline.expand(["Fruits", "Citrus"])
        let fruits = outline.snapshot(of: "Fruits")
        XCTAssertEqual(fruits.rootItems, ["Apple", "Citrus", "Pear"])
        XCTAssertEqual(fruits.items, ["Apple", "Citrus", "Lemon", "Lime", "Pear"])
        XCTAssertEqual(fruits.visibleItems, ["Apple", "Citrus", "Lemon", "Lime", "Pear"])
        XCTAssertNil(fruits.parent(of: "Apple"))
        XCTAssertEqual(fruits.level(of: "Lemon"), 1)
        XCTAssertFalse(fruits.contains("Fruits"))
        XCTAssertEqual(fruits.invariantViolations(), [])
        // The result is a snapshot of its own: changing it leaves the outline alone.
        var changed = fruits
        try changed.append(["Berries"])
        XCTAssertFalse(outline.contains("Berries"))
    }

    func testSnapshotOfAParentIncludingIt() throws {
        var outline = try makeOutline()
        outline.expand(["Citrus"])
        let citrus = outline.snapshot(of: "Citrus", includingParent: true)
        XCTAssertEqual(citrus.rootItems, ["Citrus"])
        XCTAssertEqual(citrus.items, ["Citrus", "Lemon", "Lime"])
        XCTAssertTrue(citrus.isExpanded("Citrus"))
        XCTAssertEqual(citrus.level(of: "Lime"), 1)
        XCTAssertNil(citrus.parent(of: "Citrus"))
        assertOutline(citrus, ["+* Citrus", "   * Lemon", "   * Lime"])
    }

    func testSnapshotOfALeafOrAnUnknownItem() throws {
        let outline = try makeOutline()
        XCTAssertEqual(outline.snapshot(of: "Lemon"), Outline())
        XCTAssertEqual(outline.snapshot(of: "Lemon", includingParent: true).items, ["Lemon"])
        XCTAssertEqual(outline.snapshot(of: "Walnut"), Outline())
        XCTAssertEqual(outline.snapshot(of: "Walnut", includingParent: true), Outline())
    }

    func testSnapshotOfTheFirstAndLastRootKeepsNoSiblings() throws {
        let outline = try makeOutline()
        let fruits = outline.snapshot(of: "Fruits", includingParent: true)
        XCTAssertEqual(fruits.rootItems, ["Fruits"])
        let nuts = outline.snapshot(of: "Nuts", includingParent: true)
        XCTAssertEqual(nuts.rootItems, ["Nuts"])
        XCTAssertEqual(fruits.invariantViolations() + nuts.invariantViolations(), [])
    }

    // MARK: replace(childrenOf:using:)

    func testReplaceChildrenOfAParent() throws {
        var outline = try makeOutline()
        outline.expand(["Fruits"])
        try outline.replace(childrenOf: "Fruits", using: citrus())
        // The old children went with their descendants; the parent kept its own state.
        assertOutline(
            outline,
            [
                "+* Fruits",
                "  +* Citrus",
                "     * Lemon",
                "    +* Orange",
                "       * Blood orange",
                "-* Vegetables",
                "     Carrot",
                " * Nuts",
            ])
        XCTAssertFalse(outline.contains("Apple"))
        XCTAssertFalse(outline.contains("Lime"))
        XCTAssertEqual(outline.parent(of: "Citrus"), "Fruits")
        XCTAssertEqual(outline.level(of: "Blood orange"), 3)
    }

    func testReplaceTakesTheExpansionStatesOfTheNewSnapshotForItemsThatStay() throws {
        var outline = try makeOutline()
        outline.expand(["Fruits"])
        // Citrus and Lemon were already children; the new snapshot has Citrus collapsed.
        var replacement = try makeOutline([("Citrus", nil), ("Lemon", "Citrus")])
        replacement.expand(["Lemon"])
        outline.expand(["Citrus"])
        try outline.replace(childrenOf: "Fruits", using: replacement)
        XCTAssertFalse(outline.isExpanded("Citrus"))
        XCTAssertTrue(outline.isExpanded("Lemon"))
        XCTAssertEqual(outline.items, ["Fruits", "Citrus", "Lemon", "Vegetables", "Carrot", "Nuts"])
    }

    func testReplaceChildrenOfALeafOrWithNothing() throws {
        var outline = try makeOutline()
        try outline.replace(childrenOf: "Nuts", using: berries())
        XCTAssertEqual(outline.snapshot(of: "Nuts").rootItems, ["Berries"])
        try outline.replace(childrenOf: "Fruits", using: Outline())
        XCTAssertEqual(outline.rootItems, ["Fruits", "Vegetables", "Nuts"])
        XCTAssertEqual(outline.visibleDescendants(of: "Fruits"), [])
        XCTAssertEqual(
            outline.items,
            ["Fruits", "Vegetables", "Carrot", "Nuts", "Berries", "Strawberry", "Currant", "Blackcurrant"])
        XCTAssertEqual(outline.invariantViolations(), [])
    }

    func testReplaceCanMoveADescendantUp() throws {
        var outline = try makeOutline()
        // Lemon, a grandchild of Fruits, becomes its only child.
        try outline.replace(childrenOf: "Fruits", using: makeOutline([("Lemon", nil)]))
        XCTAssertEqual(outline.items, ["Fruits", "Lemon", "Vegetables", "Carrot", "Nuts"])
        XCTAssertEqual(outline.parent(of: "Lemon"), "Fruits")
    }

    // MARK: insert(_:before:) and insert(_:after:) with a snapshot

    func testInsertSnapshotBefore() throws {
        var outline = try makeOutline()
        try outline.insert(berries(), before: "Apple")
        XCTAssertEqual(
            outline.items,
            [
                "Fruits", "Berries", "Strawberry", "Currant", "Blackcurrant", "Apple", "Citrus", "Lemon", "Lime",
                "Pear", "Vegetables", "Carrot", "Nuts",
            ])
        XCTAssertEqual(outline.snapshot(of: "Fruits").rootItems, ["Berries", "Apple", "Citrus", "Pear"])
        XCTAssertEqual(outline.parent(of: "Berries"), "Fruits")
        XCTAssertEqual(outline.parent(of: "Blackcurrant"), "Currant")
        XCTAssertTrue(outline.isExpanded("Berries"))
        XCTAssertEqual(outline.invariantViolations(), [])
    }

    func testInsertSnapshotAfterKeepsItsExpansionStates() throws {
        var outline = Outline()
        try outline.append(["Fruits", "Nuts"])
        try outline.insert(citrus(), after: "Fruits")
        assertOutline(
            outline,
            [
                " * Fruits",
                "+* Citrus",
                "   * Lemon",
                "  +* Orange",
                "     * Blood orange",
                " * Nuts",
            ])
        XCTAssertEqual(outline.rootItems, ["Fruits", "Citrus", "Nuts"])
    }

    func testInsertSnapshotAtEveryLevel() throws {
        var outline = try makeOutline()
        let berries = try makeOutline([("Berries", nil), ("Strawberry", "Berries"), ("Grapes", nil)])
        try outline.insert(berries, after: "Lime")  // after a last grandchild
        XCTAssertEqual(outline.parent(of: "Berries"), "Citrus")
        XCTAssertEqual(outline.parent(of: "Grapes"), "Citrus")
        XCTAssertEqual(outline.parent(of: "Strawberry"), "Berries")
        let seeds = try makeOutline([("Seeds", nil), ("Chia", "Seeds")])
        try outline.insert(seeds, before: "Fruits")  // before the first root
        let grains = try makeOutline([("Grains", nil)])
        try outline.insert(grains, after: "Nuts")  // after the last root
        XCTAssertEqual(
            outline.items,
            [
                "Seeds", "Chia", "Fruits", "Apple", "Citrus", "Lemon", "Lime", "Berries", "Strawberry", "Grapes",
                "Pear", "Vegetables", "Carrot", "Nuts", "Grains",
            ])
        XCTAssertEqual(outline.rootItems, ["Seeds", "Fruits", "Vegetables", "Nuts", "Grains"])
        XCTAssertEqual(outline.level(of: "Strawberry"), 3)
        XCTAssertEqual(outline.invariantViolations(), [])
    }

    func testInsertingAnEmptySnapshotChangesNothing() throws {
        var outline = try makeOutline()
        try outline.insert(Outline(), before: "Lemon")
        try outline.insert(Outline(), after: "Nuts")
        XCTAssertEqual(outline, try makeOutline())
    }

    func testSnapshotOfThenInsertRoundTrips() throws {
        var outline = try makeOutline()
        outline.expand(["Citrus"])
        let citrus = outline.snapshot(of: "Citrus", includingParent: true)
        outline.delete(["Citrus"])
        try outline.insert(citrus, before: "Pear")
        var expected = try makeOutline()
        expected.expand(["Citrus"])
        XCTAssertEqual(outline, expected)
    }
}

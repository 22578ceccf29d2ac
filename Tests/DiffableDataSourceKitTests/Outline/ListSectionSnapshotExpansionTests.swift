import XCTest

@testable import DiffableDataSourceKit

/// Expanding, collapsing, visibility, `visibleItems`, `visibleDescendants(of:)` and
/// `visualDescription()`.
final class ListSectionSnapshotExpansionTests: XCTestCase {
    typealias Outline = ListSectionSnapshot<String>

    func testExpandAndCollapseSetOnlyTheirItemsFlags() throws {
        var outline = try makeOutline()
        outline.expand(["Citrus"])
        // Citrus is expanded but hidden: its parent is collapsed.
        XCTAssertTrue(outline.isExpanded("Citrus"))
        XCTAssertFalse(outline.isVisible("Citrus"))
        XCTAssertFalse(outline.isVisible("Lemon"))
        XCTAssertEqual(outline.visibleItems, ["Fruits", "Vegetables", "Nuts"])

        outline.expand(["Fruits"])
        XCTAssertEqual(
            outline.visibleItems, ["Fruits", "Apple", "Citrus", "Lemon", "Lime", "Pear", "Vegetables", "Nuts"])
        XCTAssertTrue(outline.isVisible("Lemon"))

        // Collapsing Fruits hides Citrus's children without changing Citrus's flag.
        outline.collapse(["Fruits"])
        XCTAssertTrue(outline.isExpanded("Citrus"))
        XCTAssertFalse(outline.isVisible("Lemon"))
        XCTAssertEqual(outline.visibleItems, ["Fruits", "Vegetables", "Nuts"])
        outline.expand(["Fruits"])
        XCTAssertTrue(outline.isVisible("Lime"))
        XCTAssertEqual(outline.invariantViolations(), [])
    }

    func testRootItemsAreAlwaysVisible() throws {
        let outline = try makeOutline()
        XCTAssertEqual(outline.rootItems.filter(outline.isVisible), outline.rootItems)
        XCTAssertEqual(outline.items.filter(outline.isVisible), outline.visibleItems)
        XCTAssertFalse(outline.isVisible("Walnut"))
    }

    func testExpandAndCollapseIgnoreUnknownItems() throws {
        var outline = try makeOutline()
        outline.expand(["Walnut"])
        outline.collapse(["Walnut", "Fruits"])
        XCTAssertEqual(outline, try makeOutline())
        XCTAssertFalse(outline.isExpanded("Walnut"))
        // Expanding an unknown item does not expand it once added.
        try outline.append(["Walnut"], to: "Nuts")
        XCTAssertFalse(outline.isExpanded("Walnut"))
    }

    func testExpandingALeafShowsChildrenAddedLater() throws {
        var outline = try makeOutline()
        outline.expand(["Nuts"])
        XCTAssertTrue(outline.isExpanded("Nuts"))
        try outline.append(["Walnut"], to: "Nuts")
        XCTAssertEqual(outline.visibleItems, ["Fruits", "Vegetables", "Nuts", "Walnut"])
    }

    func testExpansionSurvivesChangesAroundTheItem() throws {
        var outline = try makeOutline()
        outline.expand(["Fruits", "Citrus"])
        try outline.insert(["Grains"], before: "Fruits")
        try outline.append(["Orange"], to: "Citrus")
        outline.delete(["Apple", "Vegetables"])
        XCTAssertTrue(outline.isExpanded("Fruits"))
        XCTAssertTrue(outline.isExpanded("Citrus"))
        XCTAssertEqual(outline.visibleItems, ["Grains", "Fruits", "Citrus", "Lemon", "Lime", "Orange", "Pear", "Nuts"])
    }

    func testVisibleDescendantsSkipCollapsedSubtrees() throws {
        var outline = try makeOutline()
        // Fruits itself is collapsed: the answer is what expanding it would show.
        XCTAssertEqual(outline.visibleDescendants(of: "Fruits"), ["Apple", "Citrus", "Pear"])
        outline.expand(["Citrus"])
        XCTAssertEqual(outline.visibleDescendants(of: "Fruits"), ["Apple", "Citrus", "Lemon", "Lime", "Pear"])
        XCTAssertEqual(outline.visibleDescendants(of: "Citrus"), ["Lemon", "Lime"])
        XCTAssertEqual(outline.visibleDescendants(of: "Lemon"), [])
        XCTAssertEqual(outline.visibleDescendants(of: "Walnut"), [])
        // Nothing past the item's subtree.
        XCTAssertEqual(outline.visibleDescendants(of: "Vegetables"), ["Carrot"])
    }

    func testVisualDescription() throws {
        var outline = try makeOutline()
        assertOutline(
            outline,
            [
                "-* Fruits",
                "     Apple",
                "  -  Citrus",
                "       Lemon",
                "       Lime",
                "     Pear",
                "-* Vegetables",
                "     Carrot",
                " * Nuts",
            ])
        outline.expand(["Fruits", "Citrus", "Nuts"])  // Nuts has no children: no mark
        assertOutline(
            outline,
            [
                "+* Fruits",
                "   * Apple",
                "  +* Citrus",
                "     * Lemon",
                "     * Lime",
                "   * Pear",
                "-* Vegetables",
                "     Carrot",
                " * Nuts",
            ])
        XCTAssertEqual(
            outline.description,
            """
            ListSectionSnapshot: 9 items, 8 visible
              +* Fruits
                 * Apple
                +* Citrus
                   * Lemon
                   * Lime
                 * Pear
              -* Vegetables
                   Carrot
               * Nuts
            """)
        XCTAssertEqual(Outline().description, "ListSectionSnapshot: 0 items, 0 visible")
    }
}

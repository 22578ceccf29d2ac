import XCTest

@testable import DiffableDataSourceKit

/// Apple's documented behaviour of the calls that add, remove and look up items, member by
/// member, on small outlines.
final class ListSectionSnapshotItemTests: XCTestCase {
    typealias Outline = ListSectionSnapshot<String>

    // MARK: Building

    func testAnEmptySnapshotHasNothing() {
        let outline = Outline()
        XCTAssertEqual(outline.items, [])
        XCTAssertEqual(outline.rootItems, [])
        XCTAssertEqual(outline.visibleItems, [])
        XCTAssertEqual(outline.visualDescription(), "")
        XCTAssertFalse(outline.contains("Fruits"))
        XCTAssertEqual(outline, Outline())
        XCTAssertEqual(outline.invariantViolations(), [])
    }

    func testAppendAddsRootItemsInOrder() throws {
        var outline = Outline()
        try outline.append(["Fruits", "Vegetables"])
        try outline.append(["Nuts"], to: nil)
        XCTAssertEqual(outline.items, ["Fruits", "Vegetables", "Nuts"])
        XCTAssertEqual(outline.rootItems, ["Fruits", "Vegetables", "Nuts"])
        XCTAssertEqual(outline.visibleItems, ["Fruits", "Vegetables", "Nuts"])
        XCTAssertEqual(outline.rootItems.map(outline.level(of:)), [0, 0, 0])
        XCTAssertEqual(outline.rootItems.map(outline.parent(of:)), [nil, nil, nil])
    }

    func testAppendToAParentAddsItsLastChildren() throws {
        var outline = Outline()
        try outline.append(["Fruits", "Vegetables"])
        try outline.append(["Apple"], to: "Fruits")
        try outline.append(["Pear", "Plum"], to: "Fruits")
        try outline.append(["Carrot"], to: "Vegetables")
        try outline.append(["Gala"], to: "Apple")
        XCTAssertEqual(outline.items, ["Fruits", "Apple", "Gala", "Pear", "Plum", "Vegetables", "Carrot"])
        XCTAssertEqual(outline.rootItems, ["Fruits", "Vegetables"])
        XCTAssertEqual(outline.parent(of: "Pear"), "Fruits")
        XCTAssertEqual(outline.parent(of: "Gala"), "Apple")
        XCTAssertEqual(outline.level(of: "Gala"), 2)
        XCTAssertEqual(outline.invariantViolations(), [])
    }

    func testAppendingNothingChangesNothing() throws {
        var outline = try makeOutline()
        try outline.append([])
        try outline.append([], to: "Citrus")
        XCTAssertEqual(outline, try makeOutline())
    }

    func testNewItemsStartCollapsed() throws {
        var outline = try makeOutline()
        XCTAssertEqual(outline.items.filter(outline.isExpanded), [])
        XCTAssertEqual(outline.visibleItems, ["Fruits", "Vegetables", "Nuts"])
        outline.expand(["Fruits"])
        try outline.insert(["Berries"], after: "Citrus")
        try outline.append(["Cherry"], to: "Berries")
        XCTAssertFalse(outline.isExpanded("Berries"))
        XCTAssertEqual(outline.visibleItems, ["Fruits", "Apple", "Citrus", "Berries", "Pear", "Vegetables", "Nuts"])
    }

    // MARK: Inserting

    func testInsertBeforeAtEveryLevel() throws {
        var outline = try makeOutline()
        try outline.insert(["Grains"], before: "Fruits")  // before the first root
        try outline.insert(["Seeds"], before: "Nuts")  // before the last root
        try outline.insert(["Apricot"], before: "Apple")  // before a first child
        try outline.insert(["Orange", "Lime?"], before: "Lime")  // before a last grandchild
        XCTAssertEqual(
            outline.items,
            [
                "Grains", "Fruits", "Apricot", "Apple", "Citrus", "Lemon", "Orange", "Lime?", "Lime", "Pear",
                "Vegetables", "Carrot", "Seeds", "Nuts",
            ])
        XCTAssertEqual(outline.rootItems, ["Grains", "Fruits", "Vegetables", "Seeds", "Nuts"])
        XCTAssertEqual(outline.parent(of: "Apricot"), "Fruits")
        XCTAssertEqual(outline.parent(of: "Orange"), "Citrus")
        XCTAssertEqual(outline.level(of: "Lime?"), 2)
        XCTAssertNil(outline.parent(of: "Grains"))
        XCTAssertEqual(outline.invariantViolations(), [])
    }

    func testInsertAfterAtEveryLevel() throws {
        var outline = try makeOutline()
        try outline.insert(["Seeds"], after: "Nuts")  // after the last root
        try outline.insert(["Grains"], after: "Fruits")  // after a root with descendants
        try outline.insert(["Berries"], after: "Citrus")  // after a child with children
        try outline.insert(["Plum", "Quince"], after: "Pear")  // after a last child
        try outline.insert(["Yuzu"], after: "Lime")  // after a last grandchild
        try outline.insert(["Kumquat"], after: "Lemon")  // after a first grandchild
        XCTAssertEqual(
            outline.items,
            [
                "Fruits", "Apple", "Citrus", "Lemon", "Kumquat", "Lime", "Yuzu", "Berries", "Pear", "Plum", "Quince",
                "Grains", "Vegetables", "Carrot", "Nuts", "Seeds",
            ])
        XCTAssertEqual(outline.rootItems, ["Fruits", "Grains", "Vegetables", "Nuts", "Seeds"])
        XCTAssertEqual(outline.parent(of: "Berries"), "Fruits")
        XCTAssertEqual(outline.parent(of: "Yuzu"), "Citrus")
        XCTAssertEqual(outline.parent(of: "Quince"), "Fruits")
        XCTAssertEqual(outline.invariantViolations(), [])
    }

    func testInsertingNothingChangesNothing() throws {
        var outline = try makeOutline()
        try outline.insert([], before: "Lemon")
        try outline.insert([], after: "Nuts")
        XCTAssertEqual(outline, try makeOutline())
    }

    /// Links keep the value an item was added with, as items equal by identity may differ
    /// in content: an anchor passed with another title does not replace the stored one.
    func testRelativeCallsKeepTheStoredValueOfTheirAnchor() throws {
        var outline = ListSectionSnapshot<Song>()
        try outline.append([Song(1, "stored")])
        try outline.insert([Song(2)], before: Song(1, "argument"))
        try outline.insert([Song(3)], after: Song(1, "argument"))
        try outline.append([Song(4)], to: Song(1, "argument"))
        XCTAssertEqual(outline.items.map(\.title), ["song 2", "stored", "song 4", "song 3"])
        XCTAssertEqual(outline.rootItems.map(\.title), ["song 2", "stored", "song 3"])
        XCTAssertEqual(outline.parent(of: Song(4))?.title, "stored")
    }

    // MARK: Deleting

    func testDeleteTakesAllDescendants() throws {
        var outline = try makeOutline()
        outline.delete(["Citrus"])
        XCTAssertEqual(outline.items, ["Fruits", "Apple", "Pear", "Vegetables", "Carrot", "Nuts"])
        XCTAssertFalse(outline.contains("Lemon"))
        XCTAssertNil(outline.index(of: "Lime"))
        outline.delete(["Fruits"])
        XCTAssertEqual(outline.items, ["Vegetables", "Carrot", "Nuts"])
        XCTAssertEqual(outline.invariantViolations(), [])
    }

    func testDeleteIgnoresUnknownRepeatedAndAlreadyRemovedItems() throws {
        var outline = try makeOutline()
        outline.delete(["Walnut"])
        XCTAssertEqual(outline, try makeOutline())
        // Lemon goes with Fruits before its own turn comes; Carrot is named twice.
        outline.delete(["Fruits", "Lemon", "Carrot", "Carrot", "Walnut"])
        XCTAssertEqual(outline.items, ["Vegetables", "Nuts"])
        XCTAssertEqual(outline.invariantViolations(), [])
    }

    func testDeletingTheOnlyChildLeavesALeaf() throws {
        var outline = try makeOutline()
        outline.expand(["Vegetables"])
        outline.delete(["Carrot"])
        XCTAssertEqual(outline.visibleDescendants(of: "Vegetables"), [])
        // The flag stays: a child added later shows at once.
        XCTAssertTrue(outline.isExpanded("Vegetables"))
        try outline.append(["Leek"], to: "Vegetables")
        XCTAssertTrue(outline.isVisible("Leek"))
    }

    func testDeleteFirstMiddleAndLastSiblings() throws {
        var outline = try makeOutline()
        outline.delete(["Apple"])
        XCTAssertEqual(outline.snapshot(of: "Fruits").rootItems, ["Citrus", "Pear"])
        outline.delete(["Pear"])
        XCTAssertEqual(outline.snapshot(of: "Fruits").rootItems, ["Citrus"])
        outline.delete(["Vegetables"])
        XCTAssertEqual(outline.rootItems, ["Fruits", "Nuts"])
        outline.delete(["Nuts", "Fruits"])
        XCTAssertEqual(outline, Outline())
        XCTAssertEqual(outline.invariantViolations(), [])
    }

    func testDeleteAll() throws {
        var outline = try makeOutline()
        outline.expand(["Fruits"])
        outline.deleteAll()
        XCTAssertEqual(outline.items, [])
        XCTAssertEqual(outline, Outline())
        XCTAssertFalse(outline.isExpanded("Fruits"))
        // A deleted item comes back collapsed.
        try outline.append(["Fruits"])
        XCTAssertFalse(outline.isExpanded("Fruits"))
    }

    // MARK: Queries

    func testContainsParentAndLevel() throws {
        let outline = try makeOutline()
        XCTAssertTrue(outline.contains("Lime"))
        XCTAssertFalse(outline.contains("Walnut"))
        XCTAssertEqual(outline.parent(of: "Lime"), "Citrus")
        XCTAssertEqual(outline.parent(of: "Citrus"), "Fruits")
        XCTAssertNil(outline.parent(of: "Fruits"))
        XCTAssertNil(outline.parent(of: "Walnut"))
        XCTAssertEqual(outline.level(of: "Nuts"), 0)
        XCTAssertEqual(outline.level(of: "Carrot"), 1)
        XCTAssertEqual(outline.level(of: "Lime"), 2)
        XCTAssertEqual(outline.level(of: "Walnut"), -1)
    }

    func testIndexOfFollowsItems() throws {
        var outline = try makeOutline()
        XCTAssertEqual(outline.items.map(outline.index(of:)), Array(0..<9).map { Optional($0) })
        XCTAssertNil(outline.index(of: "Walnut"))
        // The index map is rebuilt after a change.
        try outline.insert(["Grains"], before: "Fruits")
        XCTAssertEqual(outline.index(of: "Fruits"), 1)
        XCTAssertEqual(outline.index(of: "Nuts"), 9)
        // Expanding changes no index.
        outline.expand(["Fruits", "Citrus"])
        XCTAssertEqual(outline.index(of: "Nuts"), 9)
    }

    func testItemsIsPreorderWhateverTheExpansion() throws {
        var outline = try makeOutline()
        let collapsed = outline.items
        outline.expand(["Citrus", "Vegetables"])
        XCTAssertEqual(outline.items, collapsed)
        XCTAssertEqual(
            collapsed, ["Fruits", "Apple", "Citrus", "Lemon", "Lime", "Pear", "Vegetables", "Carrot", "Nuts"])
    }

    func testCopyInitializer() throws {
        var outline = try makeOutline()
        outline.expand(["Citrus"])
        let copy = ListSectionSnapshot(outline)
        XCTAssertEqual(copy, outline)
        XCTAssertTrue(copy.isExpanded("Citrus"))
    }

    // MARK: Equality

    func testEqualityComparesTreesAndExpansionStates() throws {
        let built = try makeOutline()
        // The same tree by other calls.
        var other = Outline()
        try other.append(["Nuts"])
        try other.insert(["Fruits"], before: "Nuts")
        try other.insert(["Vegetables"], after: "Fruits")
        try other.append(["Carrot"], to: "Vegetables")
        try other.append(["Pear"], to: "Fruits")
        try other.insert(["Apple", "Citrus"], before: "Pear")
        try other.append(["Lime"], to: "Citrus")
        try other.insert(["Lemon"], before: "Lime")
        XCTAssertEqual(other, built)

        var expanded = built
        expanded.expand(["Lemon"])  // a leaf: still a difference
        XCTAssertNotEqual(expanded, built)
        expanded.collapse(["Lemon"])
        XCTAssertEqual(expanded, built)

        var reordered = Outline()
        try reordered.append(["Fruits", "Nuts", "Vegetables"])
        XCTAssertNotEqual(reordered.rootItems, built.rootItems)
        XCTAssertNotEqual(reordered, built)

        var moved = built
        // Nuts becomes Carrot's sibling: the same items in the same order, one level down.
        moved.delete(["Nuts"])
        try moved.append(["Nuts"], to: "Vegetables")
        XCTAssertEqual(moved.items, built.items)
        XCTAssertNotEqual(moved, built)
    }
}

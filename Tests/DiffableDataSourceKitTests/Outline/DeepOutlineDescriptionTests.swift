import DiffableDataSourceKit
import XCTest

/// An outline's description indented every line by two spaces per level, so a chain of
/// *n* nested items printed O(*n*²) bytes (400 MB in 9.8 s at 20,000 levels). Past a
/// depth it now writes the depth as a number instead, so the text grows with the items.
final class DeepOutlineDescriptionTests: XCTestCase {
    // Every mutator's invariant check is O(n) in checked builds: a shallower chain there.
    #if DIFFABLE_CHECK_INVARIANTS
    private let depth = 2_000
    #else
    private let depth = 20_000
    #endif

    func testADeepChainDescribesInLinearSpace() throws {
        var outline = ListSectionSnapshot<Int>()
        try outline.append([0])
        for item in 1..<depth { try outline.append([item], to: item - 1) }
        let visual = outline.visualDescription()
        let description = outline.description
        XCTAssertLessThan(visual.utf8.count, 100 * depth)
        XCTAssertLessThan(description.utf8.count, 100 * depth)
        let lines = visual.split(separator: "\n")
        XCTAssertEqual(lines.count, depth)
        XCTAssertEqual(lines.last.map(String.init)?.hasSuffix("[depth \(depth - 1)] \(depth - 1)"), true)
    }

    func testShallowLevelsAreIndentedTwoSpacesEach() throws {
        var outline = ListSectionSnapshot<Int>()
        try outline.append([0])
        for item in 1..<40 { try outline.append([item], to: item - 1) }
        let lines = outline.visualDescription().split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "-* 0")
        XCTAssertEqual(lines[1], "  -  1")
        XCTAssertEqual(lines[16], String(repeating: "  ", count: 16) + "-  16")
        XCTAssertEqual(lines[17], String(repeating: "  ", count: 16) + "-  [depth 17] 17")
        XCTAssertEqual(lines[39], String(repeating: "  ", count: 16) + "   [depth 39] 39")
    }
}

import XCTest

@testable import DiffableDataSourceKit

/// `disclosureChanges(since:)` walks the links instead of asking the public queries item
/// by item: it must name the same items, in the same order, as the queries do.
final class OutlineDisclosureChangesTests: XCTestCase {
    func testACollapsedParentAndItsLevelChangesAreNamed() throws {
        var before = ListSectionSnapshot<String>()
        try before.append(["Fruits", "Vegetables"])
        try before.append(["Apple", "Citrus"], to: "Fruits")
        try before.append(["Lemon"], to: "Citrus")
        before.expand(["Fruits", "Citrus"])

        var after = before
        after.collapse(["Citrus"])
        XCTAssertEqual(after.disclosureChanges(since: before), ["Citrus"])

        // Apple moves to the top level; Vegetables gains a child; Lemon was visible.
        after = before
        after.delete(["Apple"])
        try after.insert(["Apple"], before: "Fruits")
        try after.append(["Kale"], to: "Vegetables")
        XCTAssertEqual(after.disclosureChanges(since: before), ["Apple", "Vegetables"])
    }

    func testRandomOutlinesAgreeWithTheQueries() throws {
        for seed in SplitMix64.seeds(replaying: "DISCLOSURE_SEED", defaults: Array(0x0D15_C100..<0x0D15_C190)) {
            var generator = SplitMix64(seed: seed)
            let before = try Self.randomOutline(&generator)
            var after = before
            var fresh = 1_000
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let items = after.items
                guard let item = items.randomElement(using: &generator) else { break }
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: after.collapse([item])
                case 1: after.expand([item])
                case 2: after.delete([item])
                case 3:
                    after.delete([item])
                    try after.append([item], to: after.items.randomElement(using: &generator))
                default:
                    try after.append([fresh], to: item)
                    fresh += 1
                }
            }
            for (new, old) in [(after, before), (before, after), (try Self.randomOutline(&generator), before)] {
                let expected = new.visibleItems.filter { item in
                    (old.isExpanded(item) != new.isExpanded(item) || old.hasChildren(item) != new.hasChildren(item)
                        || old.level(of: item) != new.level(of: item)) && old.isVisible(item)
                }
                XCTAssertEqual(new.disclosureChanges(since: old), expected, "seed \(seed)")
            }
        }
    }

    /// Up to 40 items under random parents, each expanded or not.
    private static func randomOutline(_ generator: inout SplitMix64) throws -> ListSectionSnapshot<Int> {
        var outline = ListSectionSnapshot<Int>()
        for item in 0..<Int.random(in: 0...40, using: &generator) {
            let parent =
                Int.random(in: 0..<4, using: &generator) == 0 ? nil : outline.items.randomElement(using: &generator)
            try outline.append([item], to: parent)
            if Bool.random(using: &generator) { outline.expand([item]) }
        }
        return outline
    }
}

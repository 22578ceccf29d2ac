import XCTest

@testable import DiffableDataSourceKit

/// The diff of a copy edited from another snapshot, computed from the edited rows alone,
/// is exactly the full diff's changeset.
final class DiffLineageTests: XCTestCase {
    /// Seeded edit sequences per run: 300 (about 0.6 s), 100 with `DIFFABLE_QUICK=1`;
    /// `DIFFABLE_LINEAGE_SEEDS` sets another count, `DIFFABLE_LINEAGE_SEED` replays one.
    static let seedCount = environmentCount("DIFFABLE_LINEAGE_SEEDS", normal: 300, quick: 100)

    func testLineageDiffEqualsFullDiffOnRandomEdits() {
        var fastPaths = 0
        let seeds = SplitMix64.seeds(replaying: "DIFFABLE_LINEAGE_SEED", defaults: Array(1...UInt64(Self.seedCount)))
        for seed in seeds {
            var random = LineageEdits(seed: seed)
            let old = random.snapshot()
            var new = old
            var steps: [String] = []
            for _ in 0..<random.int(1...6) { steps.append(random.edit(&new)) }
            if assertSameChangeset(old, new, seed: seed, steps: steps) { fastPaths += 1 }
            // The copy edited again, diffed against its parent and against the first snapshot.
            var newer = new
            for _ in 0..<random.int(1...3) { steps.append(random.edit(&newer)) }
            assertSameChangeset(new, newer, seed: seed, steps: steps)
            assertSameChangeset(old, newer, seed: seed, steps: steps)
            // The first snapshot edited after the copy was: the lineage no longer holds.
            var oldEdited = old
            steps.append(random.edit(&oldEdited))
            assertSameChangeset(oldEdited, new, seed: seed, steps: steps)
        }
        // Most short edit sequences take the fast path; a change that stops it is a bug.
        XCTAssertGreaterThan(fastPaths, seeds.count / 3, "the lineage diff ran for \(fastPaths) of \(seeds.count)")
    }

    func testApplesPatternTakesTheFastPath() throws {
        let old = Self.list(count: 2_000)
        var append = old
        try append.appendItems([-1], toSection: 0)
        var delete = old
        delete.deleteItems([700])
        var reconfigure = old
        try reconfigure.reconfigureItems([900])
        var farMove = old
        try farMove.moveItem(3, afterItem: 1_000)
        var acrossSections = old
        try acrossSections.moveItem(5, beforeItem: 1_500)
        var twoEdits = old
        try twoEdits.appendItems([-2, -3], toSection: 1)
        try twoEdits.insertItems([-4], beforeItem: 10)
        twoEdits.deleteItems([1_999])
        for (name, new) in [
            ("append", append), ("delete", delete), ("reconfigure", reconfigure), ("far move", farMove),
            ("across sections", acrossSections), ("two edits", twoEdits),
        ] {
            let fast = DiffEngine.lineageChangeset(from: old, to: new)
            XCTAssertNotNil(fast, name)
            XCTAssertEqual(fast, DiffEngine.changeset(from: old, to: new.withoutLineage), name)
        }
        XCTAssertEqual(
            DiffEngine.lineageChangeset(from: old, to: farMove)?.itemMoves,
            [ListMove(source: IndexPath(section: 0, rowIndex: 3), destination: IndexPath(section: 0, rowIndex: 1_000))])
    }

    func testTiesAndUnrecordedEditsFallBack() throws {
        let old = Self.list(count: 600)
        // An adjacent swap has two minimal answers: the full diff picks one.
        var swap = old
        try swap.moveItem(10, afterItem: 11)
        XCTAssertNil(DiffEngine.lineageChangeset(from: old, to: swap))
        XCTAssertEqual(DiffEngine.changeset(from: old, to: swap).itemMoves.count, 1)
        var section = old
        try section.appendSections([9])
        XCTAssertNil(DiffEngine.lineageChangeset(from: old, to: section))
        var reloadSection = old
        try reloadSection.reloadSections([0])
        XCTAssertNil(DiffEngine.lineageChangeset(from: old, to: reloadSection))
        // Edited after the copy, the first snapshot is no longer the copy's base.
        var copy = old
        try copy.appendItems([-1], toSection: 0)
        var edited = old
        edited.deleteItems([3])
        XCTAssertNotNil(DiffEngine.lineageChangeset(from: old, to: copy))
        XCTAssertNil(DiffEngine.lineageChangeset(from: edited, to: copy))
    }

    func testFailedEditKeepsTheLineage() throws {
        let old = Self.list(count: 600)
        var new = old
        try new.appendItems([-1], toSection: 0)
        XCTAssertThrowsError(try new.appendItems([-2, 5], toSection: 0))
        XCTAssertThrowsError(try new.moveItem(-9, afterItem: 5))
        XCTAssertNotNil(DiffEngine.lineageChangeset(from: old, to: new))
        XCTAssertEqual(new.numberOfItems, 601)
    }

    /// Two sections of `count` items in all, split unevenly.
    static func list(count: Int) -> ListSnapshot<Int, Int> {
        var snapshot = ListSnapshot<Int, Int>()
        try? snapshot.appendSections([0, 1])
        try? snapshot.appendItems(Array(0..<(count * 3 / 4)), toSection: 0)
        try? snapshot.appendItems(Array((count * 3 / 4)..<count), toSection: 1)
        return snapshot
    }

    /// Checks the changeset against the full diff's; returns whether the fast path ran.
    @discardableResult
    func assertSameChangeset(
        _ old: ListSnapshot<Int, Int>, _ new: ListSnapshot<Int, Int>, seed: UInt64, steps: [String],
        line: UInt = #line
    ) -> Bool {
        let full = DiffEngine.changeset(from: old, to: new.withoutLineage)
        let fast = DiffEngine.lineageChangeset(from: old, to: new)
        if let fast {
            XCTAssertEqual(fast, full, "seed \(seed): \(steps)\nfast: \(fast)\nfull: \(full)", line: line)
        }
        XCTAssertEqual(DiffEngine.changeset(from: old, to: new), full, "seed \(seed): \(steps)", line: line)
        return fast != nil
    }
}

/// Random lists across several sections, whose sizes cross the chunk size (256 rows, or 4
/// with `DIFFABLE_SMALL_CHUNKS`), and random short edits of every kind.
struct LineageEdits {
    var random: SplitMix64
    var nextItem = 1_000_000

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    /// One to four sections of 0 to 700 items, sometimes with marks.
    mutating func snapshot() -> ListSnapshot<Int, Int> {
        var snapshot = ListSnapshot<Int, Int>()
        let sections = Array(0..<int(1...4))
        try? snapshot.appendSections(sections)
        var item = 0
        for section in sections {
            let count = chance(20) ? int(0...8) : int(0...700)
            try? snapshot.appendItems(Array(item..<(item + count)), toSection: section)
            item += count
        }
        if chance(15), item > 0 { try? snapshot.reconfigureItems([int(0...(item - 1))]) }
        return snapshot
    }

    mutating func freshItems(_ count: Int) -> [Int] {
        defer { nextItem += count }
        return Array(nextItem..<(nextItem + count))
    }

    /// One random edit of `snapshot`; returns its name, for failure messages.
    mutating func edit(_ snapshot: inout ListSnapshot<Int, Int>) -> String {
        let sections = snapshot.sectionIdentifiers
        let items = snapshot.itemIdentifiers
        let count = items.count
        func someItem(_ random: inout LineageEdits) -> Int? {
            guard count > 0 else { return nil }
            return items[random.int(0...(count - 1))]
        }
        let kind = int(0...15)
        switch kind {
        case 0, 1:
            let section = sections.randomElement(using: &random)
            try? snapshot.appendItems(freshItems(int(1...3)), toSection: section)
            return "append to \(section.map(String.init) ?? "none")"
        case 2:
            guard let anchor = someItem(&self) else { return "none" }
            let after = chance(50)
            if after {
                try? snapshot.insertItems(freshItems(int(1...2)), afterItem: anchor)
            } else {
                try? snapshot.insertItems(freshItems(int(1...2)), beforeItem: anchor)
            }
            return "insert \(after ? "after" : "before") \(anchor)"
        case 3, 4:
            let doomed = (0..<int(1...3)).compactMap { _ in someItem(&self) }
            snapshot.deleteItems(doomed)
            return "delete \(doomed)"
        case 5, 6, 7:
            guard let item = someItem(&self), let far = someItem(&self) else { return "none" }
            // Near anchors too, so that adjacent swaps (ties) come up.
            let index = items.firstIndex(of: item) ?? 0
            let near = chance(40) ? items[max(0, min(count - 1, index + int(-2...2)))] : nil
            let anchor = near ?? far
            let after = chance(50)
            if after {
                try? snapshot.moveItem(item, afterItem: anchor)
            } else {
                try? snapshot.moveItem(item, beforeItem: anchor)
            }
            return "move \(item) \(after ? "after" : "before") \(anchor)"
        case 8:
            let marked = (0..<int(1...2)).compactMap { _ in someItem(&self) }
            try? snapshot.reloadItems(Array(Set(marked)))
            return "reload \(marked)"
        case 9:
            let marked = (0..<int(1...2)).compactMap { _ in someItem(&self) }
            try? snapshot.reconfigureItems(Array(Set(marked)))
            return "reconfigure \(marked)"
        case 10:
            snapshot = snapshot.withoutMarks()
            return "without marks"
        case 11:
            switch int(0...3) {
            case 0: try? snapshot.appendSections([100 + int(0...20)])
            case 1: if let section = sections.randomElement(using: &random) { snapshot.deleteSections([section]) }
            case 2:
                if let section = sections.randomElement(using: &random),
                    let anchor = sections.randomElement(using: &random), section != anchor
                {
                    try? snapshot.moveSection(section, afterSection: anchor)
                }
            default: if let section = sections.randomElement(using: &random) { try? snapshot.reloadSections([section]) }
            }
            return "section edit"
        case 12:
            if chance(20) { snapshot.deleteAllItems() }
            return "delete all items"
        case 13:
            let appended = freshItems(1) + [someItem(&self) ?? 0]
            let kept = try? snapshot.appendItems(
                appended, toSection: sections.first, duplicates: chance(50) ? .keepFirst : .keepLast)
            return "append \(appended) with a duplicates policy, kept \(kept ?? [])"
        case 14:
            // A failing edit: the value and its lineage stay as they were.
            if let item = someItem(&self) { try? snapshot.appendItems([item], toSection: sections.first) }
            return "failing append"
        default:
            let many = freshItems(int(60...80))
            try? snapshot.appendItems(many, toSection: sections.last)
            return "append \(many.count)"
        }
    }
}

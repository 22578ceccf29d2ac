import XCTest

@testable import DiffableDataSourceKit

/// What a binding's update of some sections does to the shown snapshot: the listed
/// sections hold the new items, with their new values, in order; the edits stay few for
/// a small change, so the data source's diff follows them; the identical ends are found
/// across the 64-row blocks they are compared in.
final class SectionReplacementTests: XCTestCase {
    func testIdenticalEndsMatchARowByRowComparison() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let old = Array(0..<Int.random(in: 0...300, using: &random))
            var new = old
            for _ in 0..<Int.random(in: 0...2, using: &random) where !new.isEmpty {
                new[Int.random(in: 0..<new.count, using: &random)] = -1
            }
            if Bool.random(using: &random) { new.insert(-2, at: Int.random(in: 0...new.count, using: &random)) }
            let (prefix, suffix) = ListSnapshot<Int, Int>.identicalEnds(old, new)
            let shorter = min(old.count, new.count)
            let expectedPrefix = zip(old, new).prefix { $0 == $1 }.count
            let expectedSuffix = zip(old.reversed(), new.reversed()).prefix(shorter - expectedPrefix).prefix {
                $0 == $1
            }.count
            XCTAssertEqual(prefix, expectedPrefix, "\(old.count) → \(new.count)")
            XCTAssertEqual(suffix, expectedSuffix, "\(old.count) → \(new.count)")
        }
    }

    /// Random replacements of up to three of five sections, items moving between them:
    /// the snapshot holds exactly the new sections, values included, and the lineage
    /// diff (checked against the full diff in invariant builds) gives the full diff's
    /// changeset.
    func testReplacingSectionsGivesTheirNewItemsAndValues() throws {
        let seeds = SplitMix64.seeds(replaying: "DIFFABLE_REPLACEMENT_SEED", defaults: Array(1...40))
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            var next = 10_000
            var sections: [[Song]] = (0..<5).map { section in
                (0..<Int.random(in: 0...200, using: &random)).map { Song(section * 1_000 + $0) }
            }
            var base = ListSnapshot<Int, Song>()
            try base.appendSections(Array(0..<5))
            for (index, items) in sections.enumerated() { try base.appendItems(items, toSection: index) }
            let listed = Array((0..<5).shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let section = listed.randomElement(using: &random)!
                let position = Int.random(in: 0...sections[section].count, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0 where !sections[section].isEmpty:
                    sections[section].remove(at: min(position, sections[section].count - 1))
                case 1:
                    next += 1
                    sections[section].insert(Song(next), at: position)
                case 2 where !sections[section].isEmpty:
                    sections[section][min(position, sections[section].count - 1)].title = "new \(next)"
                    next += 1
                case 3:
                    // From another listed section (a move across sections).
                    let other = listed.randomElement(using: &random)!
                    guard other != section, !sections[other].isEmpty else { break }
                    let song = sections[other].remove(at: Int.random(in: 0..<sections[other].count, using: &random))
                    sections[section].insert(song, at: min(position, sections[section].count))
                default:
                    sections[section].shuffle(using: &random)
                }
            }
            var edited = base
            _ = try edited.replaceItems(listed.map { ($0, sections[$0]) }, comparing: nil)
            for index in 0..<5 {
                XCTAssertEqual(edited.itemIdentifiers(inSection: index), sections[index], "seed \(seed)")
                XCTAssertEqual(
                    edited.itemIdentifiers(inSection: index).map(\.title), sections[index].map(\.title), "seed \(seed)")
            }
            edited._checkInvariants()
            let full = DiffEngine.changeset(from: base, to: edited.withoutLineage)
            XCTAssertEqual(DiffEngine.changeset(from: base, to: edited), full, "seed \(seed)")
        }
    }

    /// One item replaced in a section of 10,000 is a few recorded edits: the snapshot keeps
    /// its lineage, so the apply's diff reads the touched items alone.
    func testOneChangedItemKeepsTheLineage() throws {
        var base = ListSnapshot<Int, Int>()
        try base.appendSections([0, 1])
        try base.appendItems(Array(0..<10_000), toSection: 0)
        try base.appendItems(Array(10_000..<10_010), toSection: 1)
        var items = Array(0..<10_000)
        items[5_000] = -1
        var edited = base
        let gained = try edited.replaceItems([(0, items)], comparing: nil)
        XCTAssertEqual(gained, [-1])
        XCTAssertEqual(edited.itemIdentifiers(inSection: 0), items)
        XCTAssertNotNil(DiffEngine.lineageChangeset(from: base, to: edited))
        XCTAssertEqual(edited.journal.lineage?.touched.count, 2)
    }
}

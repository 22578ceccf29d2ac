import DiffableDataSourceKit
import Foundation
import XCTest

/// Random edits of snapshots large enough that sections span many chunks of items: inserts
/// and deletes of runs that split chunks, empty them or leave them small, moves within a
/// chunk, across chunks and across sections, and section edits. After every step the
/// snapshot must agree with a plain array-of-arrays model (items, `indexOfItem`,
/// `indexPath(ofItem:)`, `itemIdentifier(at:)`), pass its invariant check, and a copy
/// taken before the step must still show the model from before it. The diff from the copy
/// (which shares most chunks with the edited snapshot, so the diff skips them) must equal
/// the diff between unshared rebuilds of both, and the headless table must accept it.
///
///     CHUNKS_SEED=1234 swift test --filter ListSnapshotChunkPropertyTests
///     DIFFABLE_CHUNK_SEQUENCES=100 swift test --filter ListSnapshotChunkPropertyTests
final class ListSnapshotChunkPropertyTests: XCTestCase {
    private struct Model: Equatable {
        var sections: [Int] = []
        var rows: [[Int]] = []

        func find(_ item: Int) -> (section: Int, row: Int)? {
            for (section, items) in rows.enumerated() {
                if let row = items.firstIndex(of: item) { return (section, row) }
            }
            return nil
        }
    }

    @MainActor
    func testRandomChunkedEditsAgreeWithAnArrayModel() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seeds: [UInt64] =
            environment["CHUNKS_SEED"].flatMap(UInt64.init).map { [$0] }
            ?? (0..<UInt64(environmentCount("DIFFABLE_CHUNK_SEQUENCES", normal: 3, quick: 2))).map { 0xC4_0000 + $0 }
        for seed in seeds {
            try run(seed: seed)
        }
    }

    @MainActor
    private func run(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var snapshot = ListSnapshot<Int, Int>()
        var model = Model()
        var nextItem = 0
        func fresh(_ count: Int) -> [Int] {
            defer { nextItem += count }
            return Array(nextItem..<(nextItem + count))
        }
        try snapshot.appendSections([0, 1, 2])
        model.sections = [0, 1, 2]
        model.rows = [[], [], []]
        for section in 0..<3 {
            let items = fresh(Int.random(in: 300...900, using: &random))
            try snapshot.appendItems(items, toSection: section)
            model.rows[section] = items
        }
        var nextSection = 3
        for step in 0..<120 {
            let copy = snapshot
            let before = model
            let description = try edit(&snapshot, &model, random: &random, fresh: fresh, nextSection: &nextSection)
            let context = "seed \(seed), step \(step): \(description)"
            snapshot._checkInvariants()
            check(snapshot, against: model, random: &random, context)
            check(copy, against: before, random: &random, "copy before \(context)")
            if step.isMultiple(of: 4) { try checkDiff(from: copy, to: snapshot, context) }
        }
    }

    /// Applies one random edit to both; returns what it did.
    private func edit(
        _ snapshot: inout ListSnapshot<Int, Int>, _ model: inout Model, random: inout SplitMix64,
        fresh: (Int) -> [Int], nextSection: inout Int
    ) throws -> String {
        let all = model.rows.flatMap { $0 }
        let count = [1, 1, 1, 2, 5, 40, 300][Int.random(in: 0..<7, using: &random)]
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1:
            guard let anchor = all.randomElement(using: &random) else { fallthrough }
            let items = fresh(count)
            let after = Bool.random(using: &random)
            if after {
                try snapshot.insertItems(items, afterItem: anchor)
            } else {
                try snapshot.insertItems(items, beforeItem: anchor)
            }
            guard let (section, row) = model.find(anchor) else { return "lost anchor" }
            model.rows[section].insert(contentsOf: items, at: row + (after ? 1 : 0))
            return "insert \(count) \(after ? "after" : "before") \(anchor)"
        case 2:
            guard !model.sections.isEmpty else { fallthrough }
            let section = Int.random(in: 0..<model.sections.count, using: &random)
            let items = fresh(count)
            try snapshot.appendItems(items, toSection: model.sections[section])
            model.rows[section] += items
            return "append \(count) to \(model.sections[section])"
        case 3, 4:
            guard !all.isEmpty else { fallthrough }
            // A run (empties chunks) or scattered items.
            let doomed: [Int]
            if Bool.random(using: &random) {
                let start = Int.random(in: 0..<all.count, using: &random)
                doomed = Array(all[start..<min(all.count, start + count)])
            } else {
                doomed = (0..<count).compactMap { _ in all.randomElement(using: &random) }
            }
            snapshot.deleteItems(doomed)
            let set = Set(doomed)
            model.rows = model.rows.map { $0.filter { !set.contains($0) } }
            return "delete \(doomed.count) from \(doomed.first ?? -1)"
        case 5, 6, 7:
            guard all.count >= 2 else { fallthrough }
            let item = all.randomElement(using: &random) ?? 0
            // Near (same chunk, often) or anywhere.
            let index = all.firstIndex(of: item) ?? 0
            let near = all[max(0, index - 3)...min(all.count - 1, index + 3)].filter { $0 != item }
            let pool = Bool.random(using: &random) ? Array(near) : all.filter { $0 != item }
            guard let anchor = pool.randomElement(using: &random) else { return "no anchor" }
            let after = Bool.random(using: &random)
            if after {
                try snapshot.moveItem(item, afterItem: anchor)
            } else {
                try snapshot.moveItem(item, beforeItem: anchor)
            }
            guard let (fromSection, fromRow) = model.find(item) else { return "lost item" }
            model.rows[fromSection].remove(at: fromRow)
            guard let (toSection, toRow) = model.find(anchor) else { return "lost anchor" }
            model.rows[toSection].insert(item, at: toRow + (after ? 1 : 0))
            return "move \(item) \(after ? "after" : "before") \(anchor)"
        case 8:
            guard model.sections.count >= 2 else { fallthrough }
            let from = Int.random(in: 0..<model.sections.count, using: &random)
            var to = Int.random(in: 0..<model.sections.count - 1, using: &random)
            if to >= from { to += 1 }
            let (section, anchor) = (model.sections[from], model.sections[to])
            try snapshot.moveSection(section, afterSection: anchor)
            let rows = model.rows.remove(at: from)
            model.sections.remove(at: from)
            let anchorIndex = model.sections.firstIndex(of: anchor) ?? 0
            model.sections.insert(section, at: anchorIndex + 1)
            model.rows.insert(rows, at: anchorIndex + 1)
            return "move section \(section) after \(anchor)"
        default:
            if model.sections.count > 1 && Bool.random(using: &random) {
                let index = Int.random(in: 0..<model.sections.count, using: &random)
                snapshot.deleteSections([model.sections[index]])
                defer {
                    model.sections.remove(at: index)
                    model.rows.remove(at: index)
                }
                return "delete section \(model.sections[index])"
            }
            let section = nextSection
            nextSection += 1
            let items = fresh(count * 3)
            try snapshot.appendSections([section])
            try snapshot.appendItems(items, toSection: section)
            model.sections.append(section)
            model.rows.append(items)
            return "append section \(section) with \(items.count) items"
        }
    }

    /// The diff between snapshots that share chunks equals the diff between rebuilt ones,
    /// and takes a table from one to the other.
    @MainActor
    private func checkDiff(
        from old: ListSnapshot<Int, Int>, to new: ListSnapshot<Int, Int>, _ context: String
    ) throws {
        func rebuilt(_ snapshot: ListSnapshot<Int, Int>) throws -> ListSnapshot<Int, Int> {
            var copy = ListSnapshot<Int, Int>()
            try copy.appendSections(snapshot.sectionIdentifiers)
            for section in snapshot.sectionIdentifiers {
                try copy.appendItems(snapshot.itemIdentifiers(inSection: section), toSection: section)
            }
            return copy
        }
        let changes = DiffEngine.changeset(from: old, to: new)
        XCTAssertEqual(changes, DiffEngine.changeset(from: try rebuilt(old), to: try rebuilt(new)), context)
        let table = HeadlessTableView()
        table.load(old)
        try table.performBatchUpdates(changes, showing: new)
        let shown: ListSnapshot<Int, Int>? = table.snapshot()
        XCTAssertEqual(shown, new, context)
    }

    private func check(
        _ snapshot: ListSnapshot<Int, Int>, against model: Model, random: inout SplitMix64, _ context: String
    ) {
        XCTAssertEqual(snapshot.sectionIdentifiers, model.sections, context)
        for (index, section) in model.sections.enumerated() {
            XCTAssertEqual(
                snapshot.itemIdentifiers(inSection: section), model.rows[index], "\(context): section \(index)")
        }
        let all = model.rows.flatMap { $0 }
        XCTAssertEqual(snapshot.numberOfItems, all.count, context)
        // Look-ups of a sample of items and index paths.
        for _ in 0..<20 where !all.isEmpty {
            let index = Int.random(in: 0..<all.count, using: &random)
            let item = all[index]
            XCTAssertEqual(snapshot.indexOfItem(item), index, "\(context): indexOfItem(\(item))")
            guard let (section, row) = model.find(item) else { continue }
            XCTAssertEqual(snapshot.indexPath(ofItem: item), IndexPath(row: row, section: section), context)
            XCTAssertEqual(snapshot.itemIdentifier(at: IndexPath(row: row, section: section)), item, context)
        }
    }
}

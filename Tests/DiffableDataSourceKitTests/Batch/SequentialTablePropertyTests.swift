import XCTest

@testable import DiffableDataSourceKit

/// The conversion of a diff's batch into `NSTableView`'s sequential calls, replayed on a
/// plain model of the table (``SequentialTableModel``) for random snapshot pairs: sections
/// inserted, deleted, moved and reloaded, items moved across sections, reloads.
///
/// For each pair and both ways of showing sections (group rows, items only), every call is
/// one the table takes, the rows end in the new snapshot's order with the group rows where
/// the sections are, each row once; the rows the batch keeps are carried (moved, not
/// removed and inserted again), and only those; the moves are the fewest possible; the
/// reloads land on the rows the batch reloads.
@MainActor
final class SequentialTablePropertyTests: XCTestCase {
    /// Seeded snapshot pairs: 10,000 a day (about 5 s in a debug build),
    /// `DIFFABLE_SEQUENTIAL_PAIRS` in CI's full-size pass (40,000); `DIFFABLE_QUICK=1`
    /// lowers it to 200 for the sanitizer runs.
    static let pairCount = environmentCount("DIFFABLE_SEQUENTIAL_PAIRS", normal: 10_000, quick: 200)
    static let maxFailures = 10

    func testRandomPairsReplayOnTheModelTable() async {
        var failures = 0
        let firstSeed = UInt64(47_000)
        for seed in firstSeed..<(firstSeed + UInt64(Self.pairCount)) {
            var random = RandomSnapshots(seed: seed)
            let old = random.snapshot()
            let new = random.edit(old)
            for style in [FlatTableLayout.Style.groupRows, .itemsOnly] where !replays(old, new, style, seed: seed) {
                failures += 1
            }
            if failures >= Self.maxFailures { break }
        }
    }

    func testLargeChurnReplaysOnTheModelTable() async {
        var random = RandomSnapshots(seed: 4_747)
        random.sectionPool = 12
        random.itemPool = 600
        for seed in UInt64(0)..<3 {
            let old = random.snapshot()
            var new = old
            for _ in 0..<20 { new = random.edit(new) }
            replays(old, new, .groupRows, seed: seed)
        }
    }

    /// Converts the diff from `old` to `new`, replays it on the model and checks the result;
    /// reports whether it passed.
    @discardableResult
    func replays(
        _ old: ListSnapshot<Int, Int>, _ new: ListSnapshot<Int, Int>, _ style: FlatTableLayout.Style, seed: UInt64,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let changes = DiffEngine.changeset(from: old, to: new)
        let context = "seed \(seed), \(style)"
        func fail(_ message: String) -> Bool {
            XCTFail("\(context): \(message)\n\(old)\n\(new)\n\(changes)", file: file, line: line)
            return false
        }
        let update: SequentialTableUpdate
        do {
            update = try SequentialTableUpdate(changes, before: old.flatLayout(style), after: new.flatLayout(style))
        } catch {
            return fail("the conversion refused the diff: \(error)")
        }
        let oldRows = old.flatRows(style)
        let newRows = new.flatRows(style)
        var table = SequentialTableModel(rows: oldRows)
        var moves = 0
        for call in update.calls {
            do {
                try table.perform(call)
            } catch {
                return fail("the table would raise on \(call): \(error)\ncalls: \(update.calls)")
            }
            if case .moveRow = call { moves += 1 }
        }
        // Every row in its place: carried rows where the new snapshot has them, inserted rows
        // filling the rest, group rows included.
        guard table.rows.count == newRows.count else {
            return fail("\(table.rows.count) rows, not \(newRows.count)\ncalls: \(update.calls)")
        }
        let shown = zip(table.rows, newRows).map { carried, expected in carried ?? expected }
        guard shown == newRows, zip(table.rows, newRows).allSatisfy({ $0 == nil || $0 == $1 }) else {
            return fail("the rows end as \(table.rows.map { $0?.description ?? "+" })\ncalls: \(update.calls)")
        }
        // Carried rows are exactly the rows the batch keeps (each once, as the old rows are
        // distinct): the rows it does not delete, nor delete with their section.
        let carried = Set(table.rows.compactMap { $0 })
        let kept = Set(oldRows).subtracting(removedRows(old, changes, style))
        guard carried == kept else {
            return fail("carried \(carried.subtracting(kept)) too many, \(kept.subtracting(carried)) too few")
        }
        // The fewest moves: the carried rows minus the longest run already in their new order.
        let survivors = oldRows.filter(kept.contains)
        let finalPlace = Dictionary(uniqueKeysWithValues: newRows.enumerated().map { ($1, $0) })
        let fewest = survivors.count - longestIncreasingRun(survivors.compactMap { finalPlace[$0] })
        guard moves == fewest else { return fail("\(moves) moves, the fewest is \(fewest)") }
        // Reloads name the final rows of the items the batch reloads.
        let reloaded = Set(
            changes.itemReloads.compactMap { old.itemIdentifier(at: $0) }.map { FlatRow<Int, Int>.item($0) })
        guard update.reloadedRows.allSatisfy(newRows.indices.contains),
            Set(update.reloadedRows.map { newRows[$0] }) == reloaded, update.reloadedRows.count == reloaded.count
        else { return fail("reloads \(update.reloadedRows), expected the rows of \(reloaded)") }
        return true
    }

    /// The old rows the changeset removes: its deleted items, and the group rows and items of
    /// its deleted and reloaded sections.
    func removedRows(
        _ old: ListSnapshot<Int, Int>, _ changes: ListChangeset<Int, Int>, _ style: FlatTableLayout.Style
    ) -> Set<FlatRow<Int, Int>> {
        var removed = Set(
            changes.itemDeletes.compactMap { old.itemIdentifier(at: $0) }.map { FlatRow<Int, Int>.item($0) })
        for index in changes.sectionDeletes + changes.sectionReloads {
            guard let section = old.sectionIdentifier(at: index) else { continue }
            if style == .groupRows { removed.insert(.section(section)) }
            for item in old.itemIdentifiers(inSection: section) { removed.insert(.item(item)) }
        }
        return removed
    }

    /// The length of the longest strictly increasing run in `values`, by plain dynamic
    /// programming.
    func longestIncreasingRun(_ values: [Int]) -> Int {
        var longest = [Int](repeating: 1, count: values.count)
        for index in values.indices {
            for earlier in 0..<index where values[earlier] < values[index] {
                longest[index] = max(longest[index], longest[earlier] + 1)
            }
        }
        return longest.max() ?? 0
    }
}

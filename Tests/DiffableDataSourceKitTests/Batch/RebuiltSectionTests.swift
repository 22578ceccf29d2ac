import DiffableDataSourceKit
import Foundation
import XCTest

/// Batches that change enough rows for the table to rebuild their sections rather than
/// edit them in place: every kind of row change, in runs and alone, at the ends, with each
/// row's height carried or measured, against what the app asked for.
@MainActor
final class RebuiltSectionTests: XCTestCase {
    typealias Snapshot = ListSnapshot<String, Int>

    /// Heights asked by index path in the snapshot shown, a height per item, no estimate:
    /// every row is measured when loaded, and after a batch only the rows it changes.
    final class ItemHeights: HeadlessTableViewDelegate {
        var shown: Snapshot
        private(set) var asked: Set<IndexPath> = []

        init(_ shown: Snapshot) { self.shown = shown }

        static func height(of item: Int) -> CGFloat { CGFloat(20 + item % 13) }

        func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            asked.insert(indexPath)
            return shown.itemIdentifier(at: indexPath).map(Self.height(of:)) ?? 0
        }

        func resetAsked() { asked = [] }
    }

    func testRandomLargeBatchesRebuildEachRowWithItsHeight() async throws {
        var kinds: [String: Int] = [:]
        for seed in 0..<24 {
            var random = SplitMix64(seed: UInt64(seed))
            let (old, new) = largePair(&random)
            let changes = referenceChangeset(from: old, to: new, reloadingSections: false, using: &random)
            for (kind, count) in changes.counts.byKind { kinds[kind, default: 0] += count }
            let context = "seed \(seed)"

            let table = HeadlessTableView()
            let heights = ItemHeights(old)
            table.delegate = heights
            table.load(old)
            heights.resetAsked()
            heights.shown = new
            guard assertBatch(changes, turns: table, into: new, context) else { continue }
            // Rows that stay or move keep the height measured for their item; only the rows
            // the batch inserts, reloads or reconfigures are measured again.
            let measured = Set(changes.itemInserts + changes.itemReconfigures + reloadedPlaces(changes, old, new))
            XCTAssertEqual(heights.asked, measured, context)
            for (section, sectionID) in new.sectionIdentifiers.enumerated() {
                for (row, item) in new.itemIdentifiers(inSection: sectionID).enumerated() {
                    let height = table.rectForRow(at: IndexPath(row: row, section: section)).height
                    guard height == ItemHeights.height(of: item) else {
                        XCTFail("row \(row) of section \(section) (item \(item)) is \(height) high\n\(context)")
                        break
                    }
                }
            }
        }
        // Every kind of row change occurs many times over the seeds.
        for kind in ["row deletes", "row inserts", "row moves", "row reloads", "row reconfigures"] {
            XCTAssertGreaterThan(kinds[kind, default: 0], 50, "too few \(kind) in \(kinds)")
        }
    }

    /// A reloaded row that lands on a reconfigured place, in a batch that rebuilds the
    /// section: refused, naming both places, and the table unchanged.
    func testAReloadedRowLandingOnAReconfiguredPlaceIsRefused() async {
        let rows = Array(0..<1_000)
        let table = HeadlessTableView()
        table.load(tableSnapshot([("A", rows)]))
        // Rows 0, 2, ..., 398 deleted: old row 500 lands at 300.
        let deleted = stride(from: 0, to: 400, by: 2).map { IndexPath(row: $0, section: 0) }
        let new = tableSnapshot([("A", rows.filter { $0 >= 400 || $0 % 2 == 1 })])
        assertBatchFails(
            table, .rowReloadedAndReconfigured,
            "attempt to reload and reconfigure the same row: index path ({0, 500}) before the update is index path ({0, 300}) after the update"
        ) {
            try table.performBatchUpdates(
                ListChangeset(
                    itemDeletes: deleted,
                    itemReloads: [IndexPath(row: 600, section: 0), IndexPath(row: 500, section: 0)],
                    itemReconfigures: [IndexPath(row: 300, section: 0), IndexPath(row: 700, section: 0)]),
                showing: new)
        }
    }

    /// Where the reloads of `changes` are after the update: reloaded rows stay, so each
    /// keeps its item.
    private func reloadedPlaces(_ changes: ListChangeset<String, Int>, _ old: Snapshot, _ new: Snapshot)
        -> [IndexPath]
    {
        changes.itemReloads.compactMap { old.itemIdentifier(at: $0).flatMap(new.indexPath(ofItem:)) }
    }

    /// Two sections of 300 to 1,500 rows, then a tenth of the rows deleted and as many
    /// inserted, alone and in runs, a few moved within and between sections, and the first
    /// or last rows sometimes all deleted or inserted.
    private func largePair(_ random: inout SplitMix64) -> (Snapshot, Snapshot) {
        var next = 0
        let oldSections = ["A", "B"].map { name -> (String, [Int]) in
            let count = Int.random(in: 300...1_500, using: &random)
            defer { next += count }
            return (name, Array(next..<next + count))
        }
        var newSections = oldSections
        var moving: [Int] = []
        for index in newSections.indices {
            var items = newSections[index].1
            if Bool.random(using: &random) { items.removeFirst(Int.random(in: 1...40, using: &random)) }
            if Bool.random(using: &random) { items.removeLast(Int.random(in: 1...40, using: &random)) }
            var kept: [Int] = []
            var run = 0
            for item in items {
                if run > 0 {
                    run -= 1
                    continue
                }
                switch Int.random(in: 0..<100, using: &random) {
                case 0..<7: break  // deleted
                case 7: run = Int.random(in: 1...12, using: &random)  // a run deleted
                case 8..<11: moving.append(item)
                default: kept.append(item)
                }
            }
            newSections[index].1 = kept
        }
        for item in moving {
            let index = Int.random(in: newSections.indices, using: &random)
            newSections[index].1.insert(item, at: Int.random(in: 0...newSections[index].1.count, using: &random))
        }
        for index in newSections.indices {
            let inserts = newSections[index].1.count / 10
            for _ in 0..<inserts {
                let run = Int.random(in: 0..<10, using: &random) == 0 ? Int.random(in: 2...12, using: &random) : 1
                let at = Int.random(in: 0...newSections[index].1.count, using: &random)
                newSections[index].1.insert(contentsOf: next..<next + run, at: at)
                next += run
            }
            if Bool.random(using: &random) { newSections[index].1.insert(contentsOf: next..<next + 20, at: 0) }
            next += 20
        }
        return (tableSnapshot(oldSections), tableSnapshot(newSections))
    }
}

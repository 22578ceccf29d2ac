import XCTest
import DiffableDataSourceKit

/// Every changeset the engine produces is accepted by the headless table, which enforces
/// UIKit's batch-update rules, and turns the old snapshot into exactly the new one.
final class DiffRoundTripTests: XCTestCase {
    /// Seeds per run; `DIFFABLE_ROUND_TRIPS` raises it for a long run.
    static let pairCount = 10_000

    @MainActor
    func testRandomSnapshotPairsRoundTripThroughTheTable() async throws {
        let table = HeadlessTableView()
        let firstSeed = UInt64(20_261_121)
        for seed in firstSeed..<(firstSeed + UInt64(Self.pairCount)) {
            var random = RandomSnapshots(seed: seed)
            let old = random.snapshot()
            let new = random.edit(old)
            try roundTrip(old, new, table: table, seed: seed)
        }
    }

    @MainActor
    func testLargeChurnRoundTripsThroughTheTable() async throws {
        let table = HeadlessTableView()
        var random = RandomSnapshots(seed: 99)
        random.sectionPool = 20
        random.itemPool = 3_000
        for seed in UInt64(0)..<20 {
            let old = random.snapshot()
            var new = old
            for _ in 0..<30 { new = random.edit(new) }
            try roundTrip(old, new, table: table, seed: seed)
        }
    }

    @MainActor
    func roundTrip(
        _ old: ListSnapshot<Int, Int>, _ new: ListSnapshot<Int, Int>, table: HeadlessTableView, seed: UInt64,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let changes = DiffEngine.changeset(from: old, to: new)
        table.load(old)
        do {
            try table.performBatchUpdates(changes, showing: new)
        } catch {
            XCTFail("seed \(seed): table refused the changeset: \(error)\n\(old)\n\(new)\n\(changes)", file: file, line: line)
            return
        }
        let shown: ListSnapshot<Int, Int>? = table.snapshot()
        XCTAssertEqual(shown, new, "seed \(seed): table does not show the new snapshot\n\(changes)", file: file, line: line)
        assertMarksAreCovered(old, new, changes, seed: seed, file: file, line: line)
    }

    /// Each marked item that survives in a section that is neither new nor reloaded is
    /// reloaded, reconfigured, or deleted and inserted again.
    func assertMarksAreCovered(
        _ old: ListSnapshot<Int, Int>, _ new: ListSnapshot<Int, Int>, _ changes: ListChangeset<Int, Int>,
        seed: UInt64, file: StaticString, line: UInt
    ) {
        let recreated = Set(new.reloadedSectionIdentifiers)
        for item in Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers) {
            guard let before = old.indexPath(ofItem: item), let after = new.indexPath(ofItem: item),
                let oldSection = old.sectionIdentifier(containingItem: item),
                let newSection = new.sectionIdentifier(containingItem: item),
                !recreated.contains(oldSection), !recreated.contains(newSection),
                changes.sectionInserts.contains(after.section) == false,
                changes.sectionDeletes.contains(before.section) == false
            else { continue }
            let covered =
                changes.itemReloads.contains(before) || changes.itemReconfigures.contains(after)
                || (changes.itemDeletes.contains(before) && changes.itemInserts.contains(after))
            XCTAssertTrue(covered, "seed \(seed): mark on \(item) is lost\n\(changes)", file: file, line: line)
        }
    }
}

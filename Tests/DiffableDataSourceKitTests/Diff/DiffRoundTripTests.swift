import DiffableDataSourceKit
import XCTest

/// Every changeset the engine produces is accepted by the headless table, which enforces
/// UIKit's batch-update rules, and turns the old snapshot into exactly the new one.
final class DiffRoundTripTests: XCTestCase {
    /// Seeded snapshot pairs per run: 10,000; `DIFFABLE_ROUND_TRIPS` sets another count (the
    /// README's long run uses 1,000,000), and `DIFFABLE_QUICK=1` lowers it to 1,000 for the
    /// sanitizer runs in CI.
    static let pairCount = environmentCount("DIFFABLE_ROUND_TRIPS", normal: 3_500, quick: 1_000)
    /// Snapshot pairs with thousands of items: 20, or 5 with `DIFFABLE_QUICK=1`.
    static let largePairCount = environmentCount("DIFFABLE_LARGE_ROUND_TRIPS", normal: 20, quick: 5)
    /// A long run stops after this many failing pairs rather than print a million failures.
    static let maxFailures = 20

    @MainActor
    func testRandomSnapshotPairsRoundTripThroughTheTable() async throws {
        let table = HeadlessTableView()
        let firstSeed = UInt64(20_261_121)
        let clock = ContinuousClock()
        let start = clock.now
        var failures = 0
        for seed in firstSeed..<(firstSeed + UInt64(Self.pairCount)) {
            var random = RandomSnapshots(seed: seed)
            let old = random.snapshot()
            let new = random.edit(old)
            if try !roundTrip(old, new, table: table, seed: seed) {
                failures += 1
                if failures == Self.maxFailures { break }
            }
        }
        if Self.pairCount > 10_000 {
            print("round trip: \(Self.pairCount) seeded pairs in \(clock.now - start), \(failures) failing")
        }
    }

    @MainActor
    func testLargeChurnRoundTripsThroughTheTable() async throws {
        let table = HeadlessTableView()
        var random = RandomSnapshots(seed: 99)
        random.sectionPool = 20
        random.itemPool = 3_000
        for seed in UInt64(0)..<UInt64(Self.largePairCount) {
            let old = random.snapshot()
            var new = old
            for _ in 0..<30 { new = random.edit(new) }
            try roundTrip(old, new, table: table, seed: seed)
        }
    }

    /// Runs the changeset from `old` to `new` on `table`; reports whether it passed.
    @MainActor
    @discardableResult
    func roundTrip(
        _ old: ListSnapshot<Int, Int>, _ new: ListSnapshot<Int, Int>, table: HeadlessTableView, seed: UInt64,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Bool {
        let changes = DiffEngine.changeset(from: old, to: new)
        table.load(old)
        do {
            try table.performBatchUpdates(changes, showing: new)
        } catch {
            XCTFail(
                "seed \(seed): table refused the changeset: \(error)\n\(old)\n\(new)\n\(changes)", file: file,
                line: line)
            return false
        }
        let shown: ListSnapshot<Int, Int>? = table.snapshot()
        XCTAssertEqual(
            shown, new, "seed \(seed): table does not show the new snapshot\n\(changes)", file: file, line: line)
        let covered = assertMarksAreCovered(old, new, changes, seed: seed, file: file, line: line)
        return shown == new && covered
    }

    /// Each marked item that survives in a section that is neither new nor reloaded is
    /// reloaded, reconfigured, or deleted and inserted again.
    @discardableResult
    func assertMarksAreCovered(
        _ old: ListSnapshot<Int, Int>, _ new: ListSnapshot<Int, Int>, _ changes: ListChangeset<Int, Int>,
        seed: UInt64, file: StaticString, line: UInt
    ) -> Bool {
        var allCovered = true
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
            allCovered = allCovered && covered
        }
        return allCovered
    }
}

/// A count from the environment: `name` if set, else `quick` when `DIFFABLE_QUICK=1` (the
/// sanitizer runs), else `normal`.
func environmentCount(_ name: String, normal: Int, quick: Int) -> Int {
    let environment = ProcessInfo.processInfo.environment
    if let count = environment[name].flatMap(Int.init) { return count }
    return environment["DIFFABLE_QUICK"] == "1" ? quick : normal
}

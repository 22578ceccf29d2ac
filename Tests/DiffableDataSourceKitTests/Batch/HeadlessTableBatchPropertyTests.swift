import DiffableDataSourceKit
import XCTest

/// Random and large batches, checked against a changeset built independently of the table.
@MainActor
final class HeadlessTableBatchPropertyTests: XCTestCase {
    typealias Snapshot = ListSnapshot<String, Int>

    /// Random old and new snapshots; every batch built from them must turn the old table
    /// into the new one, through a snapshot and through a data source with shuffled calls.
    func testRandomBatchesTurnOldIntoNew() async throws {
        var total: [String: Int] = [:]
        for seed in 0..<400 {
            var random = SplitMix64(seed: UInt64(seed))
            let (old, new) = randomPair(&random)
            let changes = referenceChangeset(from: old, to: new, using: &random)
            let context = "seed \(seed)\nold: \(old)\nnew: \(new)\n\(changes)"
            for (kind, count) in changes.counts.byKind { total[kind, default: 0] += count }

            let table = HeadlessTableView()
            table.load(old)
            guard assertBatch(changes, turns: table, into: new, context) else { continue }

            let viaDataSource = HeadlessTableView()
            viaDataSource.load(old)
            let dataSource = SnapshotTableDataSource(new)
            viaDataSource.dataSource = dataSource
            let calls = batchCalls(for: changes).shuffled(using: &random)
            try viaDataSource.performBatchUpdates { batch in
                for call in calls { call(&batch) }
            }
            XCTAssertEqual(viaDataSource.snapshot(), new, context)
        }
        // Every kind of change occurs many times over the seeds.
        XCTAssertEqual(total.count, 9)
        for (kind, count) in total {
            XCTAssertGreaterThan(count, 20, "too few \(kind) in \(total)")
        }
    }

    /// A long section: 10% deleted, 10% inserted, 1% moved, some rows reconfigured.
    func testLargeChurnBatch() async throws {
        // 20,000 rows day to day; CI's invariant pass sets `DIFFABLE_LARGE_BATCH_ROWS` to
        // 100,000, which takes over a minute in a debug build.
        let rows = environmentCount("DIFFABLE_LARGE_BATCH_ROWS", normal: 20_000, quick: 20_000)
        var random = SplitMix64(seed: UInt64(rows))
        let oldItems = Array(0..<rows)
        var newItems = oldItems.filter { $0 % 10 != 3 }
        for _ in 0..<rows / 100 {
            let item = newItems.remove(at: Int.random(in: 0..<newItems.count, using: &random))
            newItems.insert(item, at: Int.random(in: 0...newItems.count, using: &random))
        }
        for item in rows..<(rows + rows / 10) {
            newItems.insert(item, at: Int.random(in: 0...newItems.count, using: &random))
        }
        let old = tableSnapshot([("A", oldItems)])
        let new = tableSnapshot([("A", newItems)])
        let changes = referenceChangeset(from: old, to: new, reloadingSections: false, using: &random)
        XCTAssertEqual(changes.itemDeletes.count, rows / 10)
        XCTAssertEqual(changes.itemInserts.count, rows / 10)
        XCTAssertGreaterThanOrEqual(changes.itemMoves.count, rows / 100 * 9 / 10)

        let table = HeadlessTableView()
        table.load(old)
        try table.performBatchUpdates(changes, showing: new)
        XCTAssertEqual(table.snapshot(), new)
    }

    /// A batch large enough to rebuild its sections, made of row calls in a random order
    /// (moves out of the order of their places) from a data source.
    func testLargeBatchOfCallsInAnyOrder() async throws {
        var random = SplitMix64(seed: 3_000)
        var first = Array(0..<3_000).filter { $0 % 10 != 4 }
        var second = Array(3_000..<3_600)
        for _ in 0..<150 {
            let item = first.remove(at: Int.random(in: 0..<first.count, using: &random))
            if Bool.random(using: &random) {
                first.insert(item, at: Int.random(in: 0...first.count, using: &random))
            } else {
                second.insert(item, at: Int.random(in: 0...second.count, using: &random))
            }
        }
        for item in 10_000..<10_300 { first.insert(item, at: Int.random(in: 0...first.count, using: &random)) }
        let old = tableSnapshot([("A", Array(0..<3_000)), ("B", Array(3_000..<3_600))])
        let new = tableSnapshot([("A", first), ("B", second)])
        let changes = DiffEngine.changeset(from: old, to: new)
        XCTAssertGreaterThan(changes.itemMoves.count, 100)

        let table = HeadlessTableView()
        table.load(old)
        let dataSource = SnapshotTableDataSource(new)
        table.dataSource = dataSource
        let heights = RecordingHeightDelegate(height: { _ in 30 })
        table.delegate = heights
        heights.resetCounts()
        let calls = batchCalls(for: changes).shuffled(using: &random)
        try table.performBatchUpdates { batch in
            for call in calls { call(&batch) }
        }
        XCTAssertEqual(table.snapshot(), new)
        // Moved rows carry their height: only the inserted ones are measured.
        XCTAssertEqual(heights.heightRequests.count, changes.itemInserts.count)
    }

    /// 20,000 rows in 40 sections, with section moves, deletes, inserts and rows moving
    /// between sections. (Smaller than the one-section test: building the snapshots with
    /// invariant checks on costs O(rows) per section.)
    func testLargeBatchAcrossSections() async throws {
        var random = SplitMix64(seed: 7)
        let oldSections = (0..<40).map { section in ("S\(section)", Array(section * 500..<(section + 1) * 500)) }
        var newSections = oldSections.filter { !$0.0.hasSuffix("7") }  // 4 sections deleted
        newSections.swapAt(0, 20)
        newSections.swapAt(10, 30)
        for section in 0..<5 {
            newSections.insert(
                ("N\(section)", Array(200_000 + section * 100..<200_000 + (section + 1) * 100)), at: section * 7)
        }
        for _ in 0..<1000 {
            let from = Int.random(in: 0..<newSections.count, using: &random)
            guard !newSections[from].1.isEmpty else { continue }
            let item = newSections[from].1.remove(at: Int.random(in: 0..<newSections[from].1.count, using: &random))
            let to = Int.random(in: 0..<newSections.count, using: &random)
            newSections[to].1.insert(item, at: Int.random(in: 0...newSections[to].1.count, using: &random))
        }
        let old = tableSnapshot(oldSections)
        let new = tableSnapshot(newSections)
        let changes = referenceChangeset(from: old, to: new, reloadingSections: false, using: &random)
        XCTAssertEqual(changes.sectionDeletes.count, 4)
        XCTAssertEqual(changes.sectionInserts.count, 5)
        XCTAssertFalse(changes.sectionMoves.isEmpty)

        let table = HeadlessTableView()
        table.load(old)
        try table.performBatchUpdates(changes, showing: new)
        XCTAssertEqual(table.snapshot(), new)
    }

    // MARK: Reference

    /// The changeset as UIKit-style calls, one call per change, so they can be shuffled.
    func batchCalls(for changes: ListChangeset<String, Int>) -> [(inout ListBatch) -> Void] {
        var calls: [(inout ListBatch) -> Void] = []
        for section in changes.sectionDeletes { calls.append { $0.deleteSections([section]) } }
        for section in changes.sectionInserts { calls.append { $0.insertSections([section]) } }
        for move in changes.sectionMoves { calls.append { $0.moveSection(move.source, toSection: move.destination) } }
        for section in changes.sectionReloads { calls.append { $0.reloadSections([section]) } }
        for path in changes.itemDeletes { calls.append { $0.deleteRows(at: [path]) } }
        for path in changes.itemInserts { calls.append { $0.insertRows(at: [path]) } }
        for move in changes.itemMoves { calls.append { $0.moveRow(at: move.source, to: move.destination) } }
        for path in changes.itemReloads { calls.append { $0.reloadRows(at: [path]) } }
        for path in changes.itemReconfigures { calls.append { $0.reconfigureRows(at: [path]) } }
        return calls
    }

    /// A small random snapshot and a random edit of it: sections deleted, inserted and
    /// reordered; items deleted, inserted, swapped and moved between sections.
    func randomPair(_ random: inout SplitMix64) -> (Snapshot, Snapshot) {
        var nextItem = 0
        func items(_ count: Int) -> [Int] {
            defer { nextItem += count }
            return Array(nextItem..<nextItem + count)
        }
        let oldSections = (0..<Int.random(in: 0...4, using: &random)).map {
            ("S\($0)", items(Int.random(in: 0...6, using: &random)))
        }
        var newSections: [(String, [Int])] = []
        var loose: [Int] = []
        for (section, sectionItems) in oldSections {
            let survives = Int.random(in: 0..<5, using: &random) != 0
            var kept: [Int] = []
            for item in sectionItems {
                switch Int.random(in: 0..<10, using: &random) {
                case 0: break  // deleted
                case 1, 2: loose.append(item)  // moves somewhere else
                default: if survives { kept.append(item) } else { loose.append(item) }
                }
            }
            if kept.count > 1 && Bool.random(using: &random) {
                let at = Int.random(in: 1..<kept.count, using: &random)
                kept.swapAt(at - 1, at)
            }
            if survives { newSections.append((section, kept)) }
        }
        for index in 0..<Int.random(in: 0...2, using: &random) {
            newSections.insert(
                ("N\(index)", items(Int.random(in: 0...3, using: &random))),
                at: Int.random(in: 0...newSections.count, using: &random))
        }
        if newSections.count > 1 && Bool.random(using: &random) {
            let a = Int.random(in: 0..<newSections.count, using: &random)
            let b = Int.random(in: 0..<newSections.count, using: &random)
            newSections.swapAt(a, b)
        }
        if !newSections.isEmpty {
            for item in loose + items(Int.random(in: 0...3, using: &random)) {
                let section = Int.random(in: 0..<newSections.count, using: &random)
                newSections[section].1.insert(
                    item, at: Int.random(in: 0...newSections[section].1.count, using: &random))
            }
        }
        return (tableSnapshot(oldSections), tableSnapshot(newSections))
    }
}

extension ListChangeset.Counts {
    var byKind: [(String, Int)] {
        [
            ("section deletes", sectionDeletes), ("section inserts", sectionInserts), ("section moves", sectionMoves),
            ("section reloads", sectionReloads), ("row deletes", itemDeletes), ("row inserts", itemInserts),
            ("row moves", itemMoves), ("row reloads", itemReloads), ("row reconfigures", itemReconfigures),
        ]
    }
}

extension XCTestCase {
    /// Applies `changes` to `table`, showing `new`, and checks that the table shows it.
    ///
    /// - Returns: Whether the batch was accepted (a refused one is a failure).
    @MainActor
    func assertBatch(
        _ changes: ListChangeset<String, Int>, turns table: HeadlessTableView, into new: ListSnapshot<String, Int>,
        _ context: String, file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        do {
            try table.performBatchUpdates(changes, showing: new)
        } catch {
            XCTFail("\(error)\n\(context)", file: file, line: line)
            return false
        }
        XCTAssertEqual(table.snapshot(), new, context, file: file, line: line)
        return true
    }

    /// A valid (not minimal) changeset from `old` to `new`, built without the table's
    /// placement logic: surviving sections and rows on a greedy increasing run of old
    /// indexes stay, all others move explicitly; some staying sections are reloaded, some
    /// staying rows reloaded or reconfigured.
    func referenceChangeset(
        from old: ListSnapshot<String, Int>, to new: ListSnapshot<String, Int>, reloadingSections: Bool = true,
        using random: inout SplitMix64
    ) -> ListChangeset<String, Int> {
        var changes = ListChangeset<String, Int>()
        var staying: Set<String> = []
        var last = -1
        for (newIndex, section) in new.sectionIdentifiers.enumerated() {
            guard let oldIndex = old.indexOfSection(section) else {
                changes.sectionInserts.append(newIndex)
                continue
            }
            if oldIndex > last {
                staying.insert(section)
                last = oldIndex
            } else {
                changes.sectionMoves.append(ListMove(source: oldIndex, destination: newIndex))
            }
        }
        var reloaded: Set<String> = []
        for section in staying where reloadingSections && Int.random(in: 0..<10, using: &random) == 0 {
            reloaded.insert(section)
            changes.sectionReloads.append(old.indexOfSection(section)!)
        }
        // Sections whose rows a section operation already covers, on each side.
        func coveredBefore(_ section: String) -> Bool { !new.containsSection(section) || reloaded.contains(section) }
        func coveredAfter(_ section: String) -> Bool { !old.containsSection(section) || reloaded.contains(section) }

        for (oldIndex, section) in old.sectionIdentifiers.enumerated() {
            if !new.containsSection(section) {
                changes.sectionDeletes.append(oldIndex)
                continue
            }
            if reloaded.contains(section) { continue }
            for (row, item) in old.itemIdentifiers(inSection: section).enumerated() {
                let target = new.sectionIdentifier(containingItem: item)
                if target == nil || coveredAfter(target!) {
                    changes.itemDeletes.append(IndexPath(row: row, section: oldIndex))
                }
            }
        }
        for (newIndex, section) in new.sectionIdentifiers.enumerated() where !coveredAfter(section) {
            var lastRow = -1
            for (row, item) in new.itemIdentifiers(inSection: section).enumerated() {
                let destination = IndexPath(row: row, section: newIndex)
                guard let source = old.indexPath(ofItem: item), let from = old.sectionIdentifier(containingItem: item),
                    !coveredBefore(from)
                else {
                    changes.itemInserts.append(destination)
                    continue
                }
                if from == section && source.row > lastRow {
                    lastRow = source.row
                    let sectionMoves = changes.sectionMoves.contains { $0.source == source.section }
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0 where sectionMoves:
                        // A reload in a moving section is refused; send it as UIKit needs.
                        changes.itemDeletes.append(source)
                        changes.itemInserts.append(destination)
                    case 0: changes.itemReloads.append(source)
                    case 1: changes.itemReconfigures.append(destination)
                    default: break
                    }
                } else {
                    changes.itemMoves.append(ListMove(source: source, destination: destination))
                }
            }
        }
        return changes
    }
}

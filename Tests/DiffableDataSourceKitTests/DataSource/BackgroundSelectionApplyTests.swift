import DiffableDataSourceKit
import Foundation
import XCTest

/// Applies from a background queue while rows are selected: the queue builds and diffs
/// snapshots while the main thread lands the batches before them and carries the
/// selection, and another queue (an app's model) builds snapshots all along. The thread
/// sanitizer run of the suite (`.ci/run`) checks this for data races: an array of no
/// elements made with `init(unsafeUninitializedCapacity: 0)` writes the storage every
/// empty array shares, which a snapshot built on another thread reads.
final class BackgroundSelectionApplyTests: XCTestCase {
    /// Version `version`: 30 rows inserted at the top of "A" per version (enough to make
    /// the table rebuild the section, with no row deleted), "B" as it was.
    static func snapshot(_ version: Int) -> ListSnapshot<String, Int> {
        tableSnapshot([("A", Array(-30 * version..<20)), ("B", [100, 101])])
    }

    @MainActor
    func testBackgroundAppliesWithRowsSelectedKeepTheSelectionAndLandInOrder() async throws {
        let table = HeadlessTableView()
        table.allowsMultipleSelection = true
        let dataSource = DiffableTableDataSource<String, Int>(tableView: table) { _, _, _ in TableViewCell() }
        dataSource.apply(Self.snapshot(0), animatingDifferences: false, completion: nil)
        for item in [3, 7, 101] { dataSource.selectItem(item) }
        let count = 24
        let landed = Locked<[Int]>([])
        let selectedOnLanding = Locked<[[Int]]>([])
        // The model's queue builds snapshots until the last apply has landed; it shares no
        // lock with the main thread until then.
        let applied = Locked(false)
        let modelDone = DispatchSemaphore(value: 0)
        DispatchQueue(label: "model").async {
            var built = 0
            while !applied.withLock({ $0 }) {
                built += Self.snapshot(built % 4).numberOfItems
            }
            modelDone.signal()
        }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue(label: "applies").async {
                for version in 1...count {
                    dataSource.apply(Self.snapshot(version), animatingDifferences: version % 2 == 0) {
                        let selected = MainActor.assumeIsolated { dataSource.selectedItemIdentifiers }
                        landed.withLock { $0.append(version) }
                        selectedOnLanding.withLock { $0.append(selected) }
                        if version == count {
                            applied.withLock { $0 = true }
                            done.resume()
                        }
                    }
                }
            }
        }
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                modelDone.wait()
                finished.resume()
            }
        }
        XCTAssertEqual(landed.withLock { $0 }, Array(1...count))
        XCTAssertEqual(selectedOnLanding.withLock { $0 }, Array(repeating: [3, 7, 101], count: count))
        XCTAssertEqual(table.snapshot(), Self.snapshot(count))
        XCTAssertEqual(
            table.indexPathsForSelectedRows,
            [tableIndexPath(0, 30 * count + 3), tableIndexPath(0, 30 * count + 7), tableIndexPath(1, 1)])
    }
}

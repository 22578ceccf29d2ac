import Foundation
import XCTest

@testable import DiffableDataSourceKit

/// The item map keeps its arrays in pages of 4,096: tables of many pages, whose probe runs
/// cross page boundaries, stay consistent through removals (which move the last entry and
/// shift runs back) and relocations, and a copy's edits never show in the original.
final class ItemTablePagingTests: XCTestCase {
    func testAManyPageTableAndItsEditedCopyStayConsistent() {
        let seed: UInt64 = 31
        var random = SplitMix64(seed: seed)
        let count = 3 * _PagedArray<Int, _MapPages>.pageSize + 100
        var original = _ItemTable<Int>()
        XCTAssertTrue(original.insertNew(Array(0..<count)) { _ItemPosition(chunk: Int32($0 / 256), index: $0 % 256) })
        XCTAssertEqual(original.keys.pages.count, 4)
        XCTAssertGreaterThan(original.buckets.words.pages.count, 1)
        original.checkConsistency()

        var copy = original
        var expected = [Int: _ItemPosition]()
        for item in 0..<count { expected[item] = _ItemPosition(chunk: Int32(item / 256), index: item % 256) }
        for step in 0..<3_000 {
            let item = Int.random(in: 0..<(count + 2_000), using: &random)
            switch step % 3 {
            case 0:
                XCTAssertEqual(copy.removeValue(forKey: item), expected.removeValue(forKey: item), "seed \(seed)")
            case 1:
                guard let old = expected[item] else { continue }
                let new = _ItemPosition(chunk: old.chunk + 1_000, index: Int(old.index))
                copy.relocate(item, from: old, to: new, excluding: 0..<0)
                expected[item] = new
            default:
                let inserted = copy.insertNew([item]) { _ in _ItemPosition(chunk: -2, index: item) }
                XCTAssertEqual(inserted, expected[item] == nil, "seed \(seed)")
                if inserted { expected[item] = _ItemPosition(chunk: -2, index: item) }
            }
        }
        copy.checkConsistency()
        XCTAssertEqual(copy.count, expected.count, "seed \(seed)")
        for item in 0..<(count + 2_000) {
            XCTAssertEqual(copy[item], expected[item], "item \(item), seed \(seed)")
            XCTAssertEqual(
                original[item], item < count ? _ItemPosition(chunk: Int32(item / 256), index: item % 256) : nil)
        }
        original.checkConsistency()
    }

    func testAFailedInsertOfManyItemsLeavesTheTableUnchanged() {
        var table = _ItemTable<Int>()
        XCTAssertTrue(table.insertNew(Array(0..<5_000)) { _ItemPosition(chunk: 0, index: $0) })
        let copy = table
        // 9,000 new items, then one already present: all are released, across pages.
        XCTAssertFalse(table.insertNew(Array(5_000..<14_000) + [17]) { _ItemPosition(chunk: 1, index: $0) })
        XCTAssertEqual(table.count, 5_000)
        XCTAssertEqual(table.keys.pages.count, 2)
        table.checkConsistency()
        XCTAssertNil(table[6_000])
        XCTAssertEqual(table[17], copy[17])
    }

    /// Building writes every page of the buckets through pointers it gets all at once: the
    /// stack a build needs does not grow with the list, so a large snapshot builds on a
    /// thread with a small stack (the pages' own closures, nested one per page, took about
    /// 200 bytes of stack per page in release builds, more in debug ones).
    func testALargeSnapshotBuildsOnAThreadWithASmallStack() {
        let count = 600_000
        let built = Locked<(items: Int, found: Bool)?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var snapshot = ListSnapshot<Int, Int>()
            let result = Result { () throws(ListSnapshotError<Int, Int>) in
                try snapshot.appendSections([0])
                try snapshot.appendItems(Array(0..<count))
            }
            let succeeded = (try? result.get()) != nil
            built.withLock { $0 = (snapshot.numberOfItems, succeeded && snapshot.indexOfItem(count - 1) == count - 1) }
            done.signal()
        }
        thread.stackSize = 64 * 1024
        thread.start()
        done.wait()
        let outcome = built.withLock { $0 }
        XCTAssertEqual(outcome?.items, count)
        XCTAssertEqual(outcome?.found, true)
    }
}

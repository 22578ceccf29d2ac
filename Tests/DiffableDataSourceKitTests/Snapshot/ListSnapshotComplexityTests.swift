import DiffableDataSourceKit
import XCTest

/// The documented complexity of `ListSnapshot`, checked by counting hash and `==` calls on
/// an instrumented item type rather than by timing: each bound is a small multiple of the
/// linear cost that an implementation doing O(n) work per item (O(n²) in all) would exceed
/// by orders of magnitude.
///
/// With `DIFFABLE_CHECK_INVARIANTS` set, every mutator ends with `_checkInvariants()`, which
/// hashes and compares every item of the snapshot. ``cost(of:_:)`` subtracts that check's
/// own calls, measured by running it again on the unchanged result (it then probes the same
/// tables in the same order, so it makes exactly the same calls). Since the check makes N
/// single-item calls cost O(N²) in any case, those tests make fewer calls when it is on.
final class ListSnapshotComplexityTests: XCTestCase {
    typealias Snapshot = ListSnapshot<Int, Counted>

    private let counter = CallCounter()
    private let n = 10_000
    #if DIFFABLE_CHECK_INVARIANTS
    private let singleCalls = 1_000
    #else
    private let singleCalls = 10_000
    #endif

    private func items(_ range: Range<Int>) -> [Counted] { range.map { Counted(value: $0, counter: counter) } }
    private func item(_ value: Int) -> Counted { Counted(value: value, counter: counter) }

    /// `sectionCount` sections (0, 1, …) sharing the items `0..<itemCount` equally, in order.
    private func snapshot(items itemCount: Int, sections sectionCount: Int = 1) throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(Array(0..<sectionCount))
        let perSection = itemCount / sectionCount
        for section in 0..<sectionCount {
            try snapshot.appendItems(items(section * perSection..<(section + 1) * perSection), toSection: section)
        }
        return snapshot
    }

    /// The calls `mutation` makes, without those of the invariant check at the end of every
    /// mutator when checks are compiled in. `mutation` must change the snapshot (a mutator
    /// that finds nothing to do returns before the check).
    private func cost(of snapshot: inout Snapshot, _ mutation: (inout Snapshot) throws -> Void) rethrows
        -> CallCounter.Counts
    {
        let total = try counter.measure { try mutation(&snapshot) }
        #if DIFFABLE_CHECK_INVARIANTS
        return total - counter.measure { snapshot._checkInvariants() }
        #else
        return total
        #endif
    }

    /// The subtraction in `cost(of:_:)` is exact: an empty append changes nothing but still
    /// runs the check.
    func testInvariantCheckIsSubtractedExactly() throws {
        var snapshot = try snapshot(items: 1_000, sections: 4)
        let measured = try cost(of: &snapshot) { try $0.appendItems([]) }
        XCTAssertEqual(measured, CallCounter.Counts())
    }

    // MARK: Appending

    func testAppendingManyItemsInOneCallIsLinear() throws {
        var snapshot = Snapshot()
        try snapshot.appendSections([0])
        let measured = try cost(of: &snapshot) { try $0.appendItems(items(0..<n)) }
        XCTAssertEqual(snapshot.numberOfItems, n)
        XCTAssertLessThanOrEqual(measured.hashes, 2 * n, "\(measured)")
        XCTAssertLessThanOrEqual(measured.equalities, 4 * n, "\(measured)")
    }

    func testAppendingItemsOneCallEachIsLinear() throws {
        var snapshot = Snapshot()
        try snapshot.appendSections([0, 1])
        var total = CallCounter.Counts()
        for value in 0..<singleCalls {
            let one = item(value)
            let measured = try cost(of: &snapshot) { try $0.appendItems([one]) }
            total.hashes += measured.hashes
            total.equalities += measured.equalities
        }
        XCTAssertEqual(snapshot.numberOfItems(inSection: 1), singleCalls)
        XCTAssertLessThanOrEqual(total.hashes, 4 * singleCalls, "\(total)")
        XCTAssertLessThanOrEqual(total.equalities, 8 * singleCalls, "\(total)")
    }

    /// Appending to an earlier section moves later items in the flat array without hashing
    /// them.
    func testAppendingToAnEarlierSectionHashesOnlyTheNewItems() throws {
        var snapshot = try snapshot(items: n, sections: 10)
        let new = items(n..<(n + 100))
        let measured = try cost(of: &snapshot) { try $0.appendItems(new, toSection: 0) }
        XCTAssertEqual(snapshot.indexOfItem(item(n + 99)), 1_099)
        XCTAssertLessThanOrEqual(measured.hashes, 2 * new.count, "\(measured)")
        XCTAssertLessThanOrEqual(measured.equalities, 8 * new.count, "\(measured)")
    }

    // MARK: Queries

    func testLookingUpEveryItemIsLinear() throws {
        let snapshot = try snapshot(items: n, sections: 10)
        let all = items(0..<n)
        var indexes: [Int?] = []
        let indexCost = counter.measure { indexes = all.map(snapshot.indexOfItem) }
        XCTAssertEqual(indexes, Array(0..<n))
        XCTAssertLessThanOrEqual(indexCost.hashes, 2 * n, "indexOfItem: \(indexCost)")
        XCTAssertLessThanOrEqual(indexCost.equalities, 4 * n, "indexOfItem: \(indexCost)")

        var sections: [Int?] = []
        let sectionCost = counter.measure { sections = all.map(snapshot.sectionIdentifier(containingItem:)) }
        XCTAssertEqual(sections, (0..<n).map { $0 / 1_000 })
        XCTAssertLessThanOrEqual(sectionCost.hashes, 2 * n, "sectionIdentifier(containingItem:): \(sectionCost)")
        XCTAssertLessThanOrEqual(sectionCost.equalities, 4 * n, "sectionIdentifier(containingItem:): \(sectionCost)")

        var paths: [IndexPath?] = []
        let pathCost = counter.measure { paths = all.map(snapshot.indexPath(ofItem:)) }
        XCTAssertEqual(paths, (0..<n).map { IndexPath(row: $0 % 1_000, section: $0 / 1_000) })
        XCTAssertLessThanOrEqual(pathCost.hashes, 2 * n, "indexPath(ofItem:): \(pathCost)")
        XCTAssertLessThanOrEqual(pathCost.equalities, 4 * n, "indexPath(ofItem:): \(pathCost)")

        var found: [Bool] = []
        let containsCost = counter.measure { found = all.map(snapshot.containsItem) }
        XCTAssertEqual(found, Array(repeating: true, count: n))
        XCTAssertLessThanOrEqual(containsCost.hashes, 2 * n, "containsItem: \(containsCost)")
        XCTAssertLessThanOrEqual(containsCost.equalities, 4 * n, "containsItem: \(containsCost)")
    }

    func testReadingIdentifiersRepeatedlyHashesNothing() throws {
        let snapshot = try snapshot(items: n, sections: 10)
        var total = 0
        let measured = counter.measure {
            for _ in 0..<1_000 {
                total += snapshot.itemIdentifiers.count
                total += snapshot.itemIdentifiers(inSection: 3).count
                total += snapshot.numberOfItems + snapshot.numberOfItems(inSection: 7)
                total += snapshot.itemIdentifier(at: IndexPath(row: 5, section: 5)) == nil ? 0 : 1
            }
        }
        XCTAssertEqual(total, 1_000 * (n + 1_000 + n + 1_000 + 1))
        XCTAssertEqual(measured, CallCounter.Counts())
    }

    // MARK: Deleting

    func testDeletingHalfOfTheItemsIsLinear() throws {
        var snapshot = try snapshot(items: n, sections: 10)
        let doomed = items(0..<n).filter { $0.value.isMultiple(of: 2) }
        let measured = cost(of: &snapshot) { $0.deleteItems(doomed) }
        XCTAssertEqual(snapshot.itemIdentifiers, items(0..<n).filter { !$0.value.isMultiple(of: 2) })
        XCTAssertLessThanOrEqual(measured.hashes, 4 * n, "\(measured)")
        XCTAssertLessThanOrEqual(measured.equalities, 8 * n, "\(measured)")
    }

    /// Every other item of one long section: every survivor moves up and is re-indexed.
    func testDeletingEveryOtherItemOfOneSectionIsLinear() throws {
        var snapshot = try snapshot(items: n)
        let doomed = items(0..<n).filter { $0.value.isMultiple(of: 2) }
        let measured = cost(of: &snapshot) { $0.deleteItems(doomed.reversed()) }
        XCTAssertEqual(snapshot.numberOfItems, n / 2)
        XCTAssertEqual(snapshot.indexOfItem(item(n - 1)), n / 2 - 1)
        XCTAssertLessThanOrEqual(measured.hashes, 4 * n, "\(measured)")
        XCTAssertLessThanOrEqual(measured.equalities, 8 * n, "\(measured)")
    }

    func testDeletingSectionsHashesOnlyTheirItems() throws {
        var snapshot = try snapshot(items: n, sections: 10)
        let measured = cost(of: &snapshot) { $0.deleteSections([1, 3, 5, 7]) }
        XCTAssertEqual(snapshot.numberOfItems, 6_000)
        // 4,000 items removed, 6,000 kept; removing an entry from a hash table also rehashes
        // a few of its neighbours, hence more than one hash per removed item.
        XCTAssertLessThanOrEqual(measured.hashes, 4 * 4_000, "\(measured)")
    }

    /// Deleting sections that hold most of the items rebuilds the item map from the items
    /// that stay, with the hash tags they were stored with: nothing is hashed or compared,
    /// and the items that stay are found as before.
    func testDeletingSectionsOfMostItemsHashesNothing() throws {
        var snapshot = try snapshot(items: n, sections: 10)
        let measured = cost(of: &snapshot) { $0.deleteSections([0, 1, 2, 3, 5, 6, 7, 8]) }
        XCTAssertEqual(snapshot.numberOfItems, 2_000)
        XCTAssertEqual(measured.hashes, 0, "\(measured)")
        XCTAssertEqual(measured.equalities, 0, "\(measured)")
        XCTAssertEqual(snapshot.indexOfItem(item(4_000)), 0)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: item(9_999)), 9)
        XCTAssertNil(snapshot.indexOfItem(item(0)))
    }

    /// Regression: `deleteItems` and `deleteSections` looked every removed item up in the
    /// reload and reconfigure sets even when those were empty, hashing each removed item
    /// three times where the documentation promises once. Marks are now kept by item map
    /// entry, so deleting hashes nothing for them, marked or not.
    ///
    /// Two copies of one snapshot share the layout of their item table (a copy keeps the
    /// hash seed), so the table's own work is the same in both and any difference would be
    /// work done for the marks.
    func testDeletingHashesNothingForMarks() throws {
        let plain = try snapshot(items: n, sections: 10)
        var marked = plain
        try marked.reloadItems([item(1)])
        try marked.reconfigureItems([item(3)])
        try marked.reloadSections([0])
        let doomed = items(0..<n).filter { $0.value % 4 == 2 }

        var deletingFromPlain = plain
        var deletingFromMarked = marked
        let plainCost = cost(of: &deletingFromPlain) { $0.deleteItems(doomed) }
        let markedCost = cost(of: &deletingFromMarked) { $0.deleteItems(doomed) }
        XCTAssertEqual(deletingFromPlain, deletingFromMarked)
        XCTAssertEqual(plainCost.hashes, markedCost.hashes, "deleteItems: \(plainCost) vs \(markedCost)")

        var sectionsFromPlain = plain
        var sectionsFromMarked = marked
        let plainSectionCost = cost(of: &sectionsFromPlain) { $0.deleteSections([2, 5]) }
        let markedSectionCost = cost(of: &sectionsFromMarked) { $0.deleteSections([2, 5]) }
        XCTAssertEqual(sectionsFromPlain, sectionsFromMarked)
        XCTAssertEqual(
            plainSectionCost.hashes, markedSectionCost.hashes,
            "deleteSections: \(plainSectionCost) vs \(markedSectionCost)")
    }

    // MARK: Moving and marking

    func testMovingAnItemByOneRowHashesAFewItems() throws {
        var snapshot = try snapshot(items: n)
        let measured = try cost(of: &snapshot) { try $0.moveItem(self.item(5_000), afterItem: self.item(5_001)) }
        XCTAssertEqual(snapshot.indexOfItem(item(5_000)), 5_001)
        XCTAssertLessThanOrEqual(measured.hashes, 10, "\(measured)")
    }

    func testMovingSectionsHashesNoItem() throws {
        var snapshot = try snapshot(items: n, sections: 10)
        let measured = try cost(of: &snapshot) {
            try $0.moveSection(0, afterSection: 9)
        }
        XCTAssertEqual(snapshot.indexOfItem(item(0)), 9_000)
        XCTAssertEqual(measured, CallCounter.Counts())
    }

    func testInsertingSectionsHashesNoItem() throws {
        var snapshot = try snapshot(items: n, sections: 10)
        let measured = try cost(of: &snapshot) { try $0.insertSections([10, 11], beforeSection: 0) }
        XCTAssertEqual(snapshot.indexPath(ofItem: item(0)), IndexPath(row: 0, section: 2))
        XCTAssertEqual(measured, CallCounter.Counts())
    }

    func testMarkingItemsIsLinearInTheArgument() throws {
        var snapshot = try snapshot(items: n, sections: 10)
        let marked = (0..<100).map { item($0 * 97) }
        let reload = try cost(of: &snapshot) { try $0.reloadItems(marked) }
        let reconfigure = try cost(of: &snapshot) { try $0.reconfigureItems(marked) }
        XCTAssertEqual(snapshot.reloadedItemIdentifiers.count, 100)
        XCTAssertLessThanOrEqual(reload.hashes, 8 * marked.count, "reloadItems: \(reload)")
        XCTAssertLessThanOrEqual(reconfigure.hashes, 8 * marked.count, "reconfigureItems: \(reconfigure)")
    }
}

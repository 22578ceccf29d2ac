import DiffableDataSourceKit
import XCTest

/// Items that break `Hashable`'s contract (a hash that changes after insertion, a value not
/// equal to itself, an `==` that disagrees with the hash) must never make a snapshot trap or
/// read freed memory: every call succeeds or throws, and the snapshot stays internally
/// consistent (`_checkInvariants()`). An item whose hash changed, or that is not equal to
/// itself, stays where it is but can no longer be found by look-up.
final class BrokenIdentityTests: XCTestCase {
    // MARK: A hash that changes after insertion

    /// Deleting an item moved the item table's last entry into its hole and found that
    /// entry's bucket by hashing it again; with its hash changed the bucket kept an index
    /// past the end, which the next insertion of an item with the old hash read (a
    /// heap-use-after-free under the address sanitizer).
    func testLastEntryWhoseHashChangedIsRelocatedOnDelete() throws {
        let items = (0..<40).map(MutableIDItem.init)
        var snapshot = try oneSection(items)
        items[39].id = 1_000
        snapshot.deleteItems([items[0], items[5]])
        snapshot._checkInvariants()
        try snapshot.appendItems([MutableIDItem(39)], toSection: 0)
        snapshot._checkInvariants()
        XCTAssertEqual(snapshot.numberOfItems, 39)
        XCTAssertEqual(snapshot.itemIdentifiers.map(\.id), (1..<39).filter { $0 != 5 } + [1_000, 39])
        // The changed item cannot be found by its new hash; the new item can.
        XCTAssertNil(snapshot.indexOfItem(items[39]))
        XCTAssertEqual(snapshot.indexOfItem(MutableIDItem(39)), 38)
    }

    /// Items whose hash changed are renumbered, moved and removed by their stored place,
    /// never by looking them up again.
    func testItemsWhoseHashChangedSurviveEveryMutator() throws {
        let items = (0..<600).map(MutableIDItem.init)
        var snapshot = try oneSection(Array(items[..<300]))
        try snapshot.appendSections([1])
        try snapshot.appendItems(Array(items[300...]), toSection: 1)
        for item in items where item.id % 7 == 0 { item.id += 10_000 }
        try snapshot.insertItems((2_000..<2_300).map(MutableIDItem.init), beforeItem: items[1])
        try snapshot.moveItem(items[2], afterItem: items[450])
        try snapshot.moveItem(items[3], beforeItem: items[5])
        snapshot.deleteItems(Array(items[8..<200]))
        snapshot._checkInvariants()
        XCTAssertEqual(snapshot.numberOfItems, 900 - 192 + items[8..<200].filter { $0.id >= 10_000 }.count)
        snapshot.deleteSections([0])
        snapshot._checkInvariants()
        XCTAssertEqual(snapshot.numberOfItems, 301)
        XCTAssertEqual(
            snapshot.itemIdentifiers[150...151].map(ObjectIdentifier.init),
            [items[450], items[2]].map(ObjectIdentifier.init))
        snapshot.deleteSections([1])
        snapshot._checkInvariants()
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }

    /// An id changed and changed back can leave two equal items stored under one hash
    /// (found by the snapshot fuzzer): both stay, and a look-up finds one of them.
    func testAnIDChangedBackLeavesEqualTwins() throws {
        let first = MutableIDItem(5)
        var snapshot = try oneSection([first, MutableIDItem(1)])
        first.id = 7
        try snapshot.appendItems([MutableIDItem(5)], toSection: 0)
        first.id = 5
        snapshot._checkInvariants()
        XCTAssertEqual(snapshot.itemIdentifiers.map(\.id), [5, 1, 5])
        XCTAssertNotNil(snapshot.indexOfItem(MutableIDItem(5)))
        // Each argument removes the first twin a look-up finds.
        snapshot.deleteItems([MutableIDItem(5), MutableIDItem(5)])
        snapshot._checkInvariants()
        XCTAssertEqual(snapshot.itemIdentifiers.map(\.id), [1])
    }

    /// Marks were a `Set` of items; two marked items that became equal made the set trap
    /// ("Duplicate elements") when it next grew.
    func testMarkedItemsThatBecomeEqual() throws {
        let items = (0..<100).map(MutableIDItem.init)
        var snapshot = try oneSection(items)
        try snapshot.reloadItems([items[0], items[1]])
        items[1].id = 0
        try snapshot.reloadItems(Array(items[2..<100]))
        try snapshot.reconfigureItems(Array(items[2..<100]))
        snapshot._checkInvariants()
        XCTAssertEqual(snapshot.reloadedItemIdentifiers.count, 100)
        snapshot.deleteItems(Array(items[50..<100]))
        snapshot._checkInvariants()
        XCTAssertEqual(snapshot.reloadedItemIdentifiers.count, 50)
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers.count, 48)
    }

    // MARK: Values not equal to themselves

    func testNaNItemIsKeptButCannotBeFound() throws {
        var snapshot = ListSnapshot<Int, Double>()
        try snapshot.appendSections([0])
        try snapshot.appendItems([1.0, .nan], toSection: 0)
        snapshot.deleteItems([1.0])
        snapshot._checkInvariants()
        XCTAssertEqual(snapshot.numberOfItems, 1)
        XCTAssertEqual(snapshot.itemIdentifiers.first?.isNaN, true)
        XCTAssertNil(snapshot.indexOfItem(.nan))
        snapshot.deleteItems([.nan])
        XCTAssertEqual(snapshot.numberOfItems, 1)
        // Another NaN is another item.
        try snapshot.appendItems([.nan, 2.0, .nan])
        try snapshot.insertItems([0.5, .nan], beforeItem: 2.0)
        try snapshot.moveItem(2.0, beforeItem: 0.5)
        snapshot._checkInvariants()
        XCTAssertEqual(snapshot.itemIdentifiers.map(\.bitPattern), [.nan, .nan, 2, 0.5, .nan, .nan].map(\.bitPattern))
        XCTAssertThrowsError(try snapshot.reloadItems([.nan]))
        snapshot.deleteSections([0])
        snapshot._checkInvariants()
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }

    /// A struct with a `Double` field and synthesized `Hashable`, across chunk splits and
    /// merges.
    func testStructsHoldingNaNAcrossChunks() throws {
        let readings = (0..<700).map { Reading(sensor: $0, value: $0 % 3 == 0 ? .nan : Double($0)) }
        var snapshot = try oneSection(readings)
        try snapshot.insertItems((1_000..<1_300).map { Reading(sensor: $0, value: .nan) }, afterItem: readings[1])
        snapshot.deleteItems(readings.filter { $0.sensor % 2 == 0 })
        snapshot._checkInvariants()
        // Half the odd readings (those not NaN) were found and deleted.
        XCTAssertEqual(
            snapshot.numberOfItems, 700 + 300 - readings.filter { $0.sensor % 2 == 0 && !$0.value.isNaN }.count)
        try snapshot.moveItem(readings[7], beforeItem: readings[1])
        snapshot._checkInvariants()
        // NaN reading 0 could not be deleted: it stays first.
        XCTAssertEqual(snapshot.itemIdentifiers.prefix(3).map(\.sensor), [0, 7, 1])
    }

    // MARK: An `==` that disagrees with the hash

    /// The duplicate check built a `Set` of the argument, which traps ("Duplicate
    /// elements") when `==` says every two items are equal.
    func testAlwaysEqualItemsWithARepeat() throws {
        let items = (0..<200).map(AlwaysEqualItem.init)
        var snapshot = try oneSection([AlwaysEqualItem]())
        XCTAssertThrowsError(try snapshot.appendItems(items + [AlwaysEqualItem(id: 7)], toSection: 0)) { error in
            guard case .duplicateItems(let repeated)? = error as? ListSnapshotError<Int, AlwaysEqualItem> else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(repeated.map(\.id), [7])
        }
        XCTAssertEqual(snapshot.numberOfItems, 0)
        try snapshot.appendItems(items, toSection: 0)
        try snapshot.reloadItems(items)
        try snapshot.reconfigureItems(Array(items[..<50]))
        snapshot.deleteItems(Array(items[50..<150]))
        snapshot._checkInvariants()
        XCTAssertEqual(snapshot.itemIdentifiers.map(\.id), Array(0..<50) + Array(150..<200))
        XCTAssertEqual(snapshot.reloadedItemIdentifiers.map(\.id), Array(0..<50) + Array(150..<200))
    }

    /// A move of one item relative to another that both find the same stored item (`==`
    /// not transitive) is a move relative to itself, not a move past the section's end.
    func testMoveRelativeToAnItemThatFindsTheSameStoredItem() throws {
        var snapshot = try oneSection([ToleranceItem(value: 10), ToleranceItem(value: 0.6)])
        for after in [false, true] {
            XCTAssertThrowsError(
                try after
                    ? snapshot.moveItem(ToleranceItem(value: 0), afterItem: ToleranceItem(value: 1.2))
                    : snapshot.moveItem(ToleranceItem(value: 0), beforeItem: ToleranceItem(value: 1.2))
            ) { error in
                guard case .itemRelativeToItself? = error as? ListSnapshotError<Int, ToleranceItem> else {
                    return XCTFail("\(error)")
                }
            }
        }
        snapshot._checkInvariants()
        XCTAssertEqual(snapshot.itemIdentifiers.map(\.value), [10, 0.6])
    }

    func testRandomHashItemsNeverTrap() throws {
        let items = (0..<300).map(RandomHashItem.init)
        var snapshot = try oneSection(items)
        snapshot.deleteItems(Array(items[..<150]))
        snapshot._checkInvariants()
        _ = try? snapshot.reloadItems(Array(items[150...]))
        _ = try? snapshot.moveItem(items[200], beforeItem: items[290])
        _ = try? snapshot.appendItems(Array(items[..<20]), toSection: 0)
        snapshot._checkInvariants()
        snapshot.deleteSections([0])
        snapshot._checkInvariants()
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }

    // MARK: Helpers

    private func oneSection<Item>(_ items: [Item]) throws -> ListSnapshot<Int, Item> {
        var snapshot = ListSnapshot<Int, Item>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(items, toSection: 0)
        return snapshot
    }
}

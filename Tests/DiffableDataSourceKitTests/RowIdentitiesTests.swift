import XCTest

@testable import DiffableDataSourceKit

/// The table's identity slots: a planned batch changes nothing until it is applied, and
/// slots freed by deleted rows are handed out again.
final class RowIdentitiesTests: XCTestCase {
    func testAPlannedBatchTakesFreedSlotsOnlyWhenApplied() {
        var identities = RowIdentities()
        let slots = (0..<4).map { identities.add(AnyHashable("row \($0)")) }
        identities.release(slots[1])
        identities.release(slots[3])
        XCTAssertEqual(identities.occupiedCount, 2)

        let (planned, free) = identities.planChanges()
        var changes = planned
        let first = changes.newSlot(readingAt: RowPosition(section: 0, row: 0), free: free)
        let second = changes.newSlot(readingAt: RowPosition(section: 0, row: 1), free: free)
        let third = changes.newSlot(readingAt: RowPosition(section: 0, row: 2), free: free)
        changes.reread(slots[0], at: RowPosition(section: 0, row: 3))
        changes.release(slots[2])
        // The freed slots first (last freed first), then a new one.
        XCTAssertEqual([first, second, third], [slots[3], slots[1], 4])
        // Nothing changed yet.
        XCTAssertEqual(identities.occupiedCount, 2)
        XCTAssertEqual(identities[slots[0]], AnyHashable("row 0"))
        XCTAssertNil(identities[slots[1]])

        identities.apply(changes, identities: ["a", "b", "c", "d"].map { AnyHashable($0) })
        XCTAssertEqual(identities.occupiedCount, 4)
        XCTAssertEqual(
            [first, second, third, slots[0]].map { identities[$0] }, ["a", "b", "c", "d"].map { AnyHashable($0) })
        XCTAssertNil(identities[slots[2]])
        // The slot freed by the batch is the next one handed out.
        XCTAssertEqual(identities.add(AnyHashable("e")), slots[2])
    }
}

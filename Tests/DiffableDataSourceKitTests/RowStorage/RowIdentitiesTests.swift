import XCTest

@testable import DiffableDataSourceKit

/// The table's identity slots: a planned batch changes nothing until it is applied, and
/// slots freed by deleted rows are handed out again, first to the batch that frees them.
final class RowIdentitiesTests: XCTestCase {
    func testAPlannedBatchTakesFreedSlotsOnlyWhenApplied() {
        var identities = RowIdentities()
        let slots = (0..<4).map { identities.add(AnyHashable("row \($0)")) }
        identities.release(slots[1])
        identities.release(slots[3])
        XCTAssertEqual(identities.occupiedCount, 2)

        let (planned, free) = identities.planChanges()
        var changes = planned
        changes.release(slots[2])  // a row the batch deletes
        let taken = (0..<4).map { changes.newSlot(readingAt: RowPosition(section: 0, row: $0), free: free) }
        changes.reread(slots[0], at: RowPosition(section: 0, row: 4))
        // The slot the batch freed, then the table's free slots (last freed first), then a new one.
        XCTAssertEqual(taken, [slots[2], slots[3], slots[1], 4])
        // Nothing changed yet.
        XCTAssertEqual(identities.occupiedCount, 2)
        XCTAssertEqual(identities[slots[0]], AnyHashable("row 0"))
        XCTAssertEqual(identities[slots[2]], AnyHashable("row 2"))

        identities.apply(changes, identities: ["a", "b", "c", "d", "e"].map { AnyHashable($0) })
        XCTAssertEqual(identities.occupiedCount, 5)
        XCTAssertEqual((taken + [slots[0]]).map { identities[$0] }, ["a", "b", "c", "d", "e"].map { AnyHashable($0) })
    }

    func testSlotsABatchFreesAndDoesNotTakeAreHandedOutNext() {
        var identities = RowIdentities()
        let slots = (0..<3).map { identities.add(AnyHashable($0)) }
        var changes = identities.planChanges().changes
        changes.release(slots[0])
        changes.release(slots[2])
        let taken = changes.newSlot(readingAt: RowPosition(section: 0, row: 0), free: [])
        identities.apply(changes, identities: [AnyHashable(10)])
        XCTAssertEqual(taken, slots[0])
        XCTAssertEqual(identities.occupiedCount, 2)
        XCTAssertEqual(identities[slots[0]], AnyHashable(10))
        XCTAssertEqual(identities.add(AnyHashable(11)), slots[2])
    }

    func testAnUnknownIdentityReadsAsNilUntilOneIsStored() {
        var identities = RowIdentities()
        let slot = identities.add(nil)
        XCTAssertNil(identities[slot])
        identities[slot] = AnyHashable("known")
        XCTAssertEqual(identities[slot], AnyHashable("known"))
        identities[slot] = nil
        XCTAssertNil(identities[slot])
        // A slot freed while unknown and taken again holds what it is given.
        identities.release(slot)
        XCTAssertEqual(identities.add(AnyHashable(1)), slot)
        XCTAssertEqual(identities[slot], AnyHashable(1))
    }
}

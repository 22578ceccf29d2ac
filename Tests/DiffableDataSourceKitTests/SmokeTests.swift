import XCTest
import DiffableDataSourceKit

final class SmokeTests: XCTestCase {
    func testAppend() throws {
        var s = ListSnapshot<String, Int>()
        try s.appendSections(["a", "b"])
        try s.appendItems([1, 2, 3], toSection: "a")
        try s.appendItems([4, 5])
        try s.insertItems([9], beforeItem: 2)
        try s.moveItem(1, afterItem: 5)
        s.deleteItems([3])
        try s.moveSection("b", beforeSection: "a")
        XCTAssertEqual(s.itemIdentifiers, [4, 5, 1, 9, 2])
        s._checkInvariants()
    }
}

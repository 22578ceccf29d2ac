import XCTest

@testable import DiffableDataSourceKit

/// The chunk comparison the unchanged list's diff runs, four elements to a step, says what
/// `==` says: a difference at any position, in a full step or in the tail, is seen.
final class ArraySameElementsTests: XCTestCase {
    func testADifferenceAtAnyPositionIsSeen() {
        for count in 0...11 {
            let items = Array(0..<count)
            XCTAssertTrue(items.hasSameElements(as: Array(0..<count)), "count \(count)")
            XCTAssertFalse(items.hasSameElements(as: Array(0...count)), "count \(count) against one more")
            for position in 0..<count {
                var other = items
                other[position] = -1
                XCTAssertFalse(items.hasSameElements(as: other), "count \(count), position \(position)")
            }
        }
    }

    func testItAgreesWithEqualsForItemsThatAreNotEqualToThemselves() {
        let nan = [1.0, .nan, 3.0, 4.0, 5.0]
        // Separate storage: `==` compares the elements, and NaN is not equal to NaN.
        XCTAssertEqual(nan.hasSameElements(as: nan.map { $0 }), nan == nan.map { $0 })
        XCTAssertFalse(nan.hasSameElements(as: nan.map { $0 }))
        // Shared storage: `==` and this answer true without reading the elements.
        XCTAssertEqual(nan.hasSameElements(as: nan), nan == nan)
        XCTAssertTrue(nan.hasSameElements(as: nan))
    }
}

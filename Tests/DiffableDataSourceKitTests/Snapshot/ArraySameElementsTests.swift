import Foundation
import XCTest

@testable import DiffableDataSourceKit

/// The chunk comparison the unchanged list's diff runs says what `==` says: a difference
/// at any position is seen, whether the elements' bytes are compared (integers, `UUID`) or
/// the elements four to a step (anything else, in a full step or in the tail).
final class ArraySameElementsTests: XCTestCase {
    func testADifferenceAtAnyPositionIsSeen() {
        // Integers of each width, and strings (compared by `==`, never by bytes).
        assertEveryDifferenceIsSeen { $0 }
        assertEveryDifferenceIsSeen { Int8(truncatingIfNeeded: $0) }
        assertEveryDifferenceIsSeen { UInt32($0) }
        assertEveryDifferenceIsSeen { String($0) }
        assertEveryDifferenceIsSeen { UUID(uuid: (1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8($0))) }
    }

    func testOnlyTypesWhoseEqualityIsTheirBytesAreComparedAsBytes() {
        XCTAssertTrue([Int].equalityIsBytewise)
        XCTAssertTrue([UInt8].equalityIsBytewise)
        XCTAssertTrue([UUID].equalityIsBytewise)
        // Equal values with different bytes: the two zeros, and strings in two encodings.
        XCTAssertFalse([Double].equalityIsBytewise)
        XCTAssertTrue([0.0].hasSameElements(as: [-0.0]))
        XCTAssertFalse([String].equalityIsBytewise)
        XCTAssertTrue(["caf\u{E9}"].hasSameElements(as: ["cafe\u{301}"]))
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

    /// Every count from 0 to 11 against an equal array, a longer one, and one that differs
    /// at each position in turn.
    private func assertEveryDifferenceIsSeen<Element: Equatable>(
        _ make: (Int) -> Element?, file: StaticString = #filePath, line: UInt = #line
    ) {
        for count in 0...11 {
            let items = (0..<count).compactMap(make)
            XCTAssertEqual(items.count, count, file: file, line: line)
            XCTAssertTrue(
                items.hasSameElements(as: (0..<count).compactMap(make)), "count \(count)", file: file, line: line)
            XCTAssertFalse(
                items.hasSameElements(as: (0...count).compactMap(make)), "count \(count) against one more",
                file: file, line: line)
            for position in 0..<count {
                var other = items
                if let different = make(count + 1) { other[position] = different }
                XCTAssertFalse(
                    items.hasSameElements(as: other), "\(Element.self) count \(count), position \(position)",
                    file: file, line: line)
            }
        }
    }
}

import XCTest

@testable import ChatDemo

/// `swift run chat` tells what the README says: the row being read stays still while history
/// loads above and messages arrive below, the end stays in view while the user is at it, and
/// a selected message stays selected until it is deleted.
@MainActor
final class ChatStoryTests: XCTestCase {
    func testTheReadersPlaceAndSelectionSurvive() async throws {
        var lines: [String] = []
        ChatStory.run { lines.append($0) }
        let text = lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("#121 at y=220"), text)
        XCTAssertTrue(text.contains("#108 at y=0 before, y=0 after"), text)
        XCTAssertEqual(lines.filter { $0.hasPrefix("#108 at y=0; on screen:") }.count, 2, text)
        XCTAssertTrue(text.contains("after the edit: selected [#110]; the row shows \"message 110 (edited)\""), text)
        XCTAssertTrue(text.contains("after the move: selected [#110]"), text)
        XCTAssertTrue(text.contains("after reloadData: selected [#110]"), text)
        XCTAssertTrue(text.contains("removed while selected: [#110]"), text)
        XCTAssertTrue(text.contains("selected: []"), text)
        XCTAssertEqual(lines.last, "The table shows the data source's rows: true")
    }
}

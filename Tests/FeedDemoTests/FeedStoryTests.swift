import XCTest

@testable import FeedDemo

/// `swift run feed` tells what the README says: the list keeps updating through
/// overlapping pages, repeats and a broken id, and the log says what was dropped and why.
@MainActor
final class FeedStoryTests: XCTestCase {
    func testTheFeedKeepsUpdatingAndTheLogSaysWhy() async throws {
        var lines: [String] = []
        FeedStory.run { lines.append($0) }
        let text = lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("near the end: asking for the next page"), text)
        XCTAssertTrue(text.contains("log: duplicatesDropped"), text)
        XCTAssertTrue(text.contains("log: hashableContractBroken"), text)
        XCTAssertFalse(text.contains("refused"), text)
        // Every page landed, each post once, edits shown.
        let lastList = lines.last { $0.hasPrefix("feed: ") }
        XCTAssertEqual(lastList, "feed: 14 rows")
        XCTAssertTrue(text.contains("#6 Post 6 (edited)"), text)
        XCTAssertTrue(text.contains("#8 Post 8 (again)"), text)
        XCTAssertTrue(text.contains("#2 Post 2 (edited)"), text)
        XCTAssertEqual(lines.last, "The table shows the data source's rows: true")
    }
}

#if canImport(Observation)
import XCTest

@testable import ScoreboardDemo

/// `swift run scoreboard` tells what the README says: nobody applies, the list follows the
/// models once per tick however many changes the tick makes, reading again only the
/// leagues that changed, and the selected match and the match being read stay by identity.
@available(macOS 14, iOS 17, tvOS 17, *)
@MainActor
final class ScoreboardStoryTests: XCTestCase {
    func testTheListFollowsTheModelsOncePerTick() async {
        var lines: [String] = []
        await ScoreboardStory.run(interval: .milliseconds(1)) { lines.append($0) }
        let text = lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("→ update 1: 4 sections inserted; read: the list, and all 4 sections"), text)
        // Tick 1: two goals in two leagues, one update reading those two.
        XCTAssertTrue(text.contains("→ update 2: 2 rows reconfigured; read: Premier League, Serie A"), text)
        // Tick 2: 201 changes in one turn: one update, one league read again.
        XCTAssertTrue(text.contains("→ update 3: 1 row reconfigured; read: Premier League"), text)
        // Tick 3: a match above the one being read; tick 4: a new section (the body reads it).
        XCTAssertTrue(text.contains("→ update 4: 1 row inserted; read: Premier League"), text)
        XCTAssertTrue(
            text.contains("→ update 5: 1 section inserted, 1 row deleted; read: the list, and all 5 sections"), text)
        XCTAssertTrue(text.contains("→ update 6: 1 row reconfigured; read: La Liga"), text)
        XCTAssertFalse(text.contains("→ update 7"), text)
        XCTAssertTrue(text.contains("selection reported: [\"Inter 0–0 Milan\"]"), text)
        XCTAssertTrue(text.contains("scroll position reported: .item(Real 0–0 Barça, at: .top)"), text)
        XCTAssertTrue(
            text.contains(
                "209 model changes → 5 updates, one per tick; the list's body evaluated 2 times, sections read 14 times"
            ),
            text)
        XCTAssertTrue(text.contains("selected: [\"Inter 0–1 Milan\"] (by identity, now under Full time)"), text)
        XCTAssertTrue(text.contains("scroll position: .item(Real 0–2 Barça, at: .top); Real–Barça at y=0"), text)
        XCTAssertEqual(lines.filter { $0.contains("reported") }.count, 2, "the user's tap and scroll alone: \(text)")
        XCTAssertEqual(lines.last, "The collection view shows the data source's rows: true")
    }
}
#endif

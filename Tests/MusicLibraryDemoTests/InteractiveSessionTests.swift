import DiffableDataSourceKit
import XCTest

@testable import MusicLibraryDemo

/// Drives the interactive mode's session with keys, without a terminal.
final class InteractiveSessionTests: XCTestCase {
    @MainActor
    func testKeysChangeTheTableThroughTheAdapter() async throws {
        let session = InteractiveSession(colour: false)
        let adapter = session.library.adapter
        XCTAssertEqual(session.selected?.name, "Let It Go")
        XCTAssertTrue(
            session.screen().contains { $0.hasPrefix("▶+ ♡ Let It Go") }, "the cursor starts on the first row")

        session.handle(.down)
        XCTAssertEqual(session.selected?.name, "How Far I'll Go")

        // m: move to favorites (one move; the row is then reloaded as a Favorites card).
        session.handle(.character("m"))
        XCTAssertEqual(adapter.items(in: .favorites).map(\.name), ["How Far I'll Go"])
        let moved = try XCTUnwrap(session.screen().first { $0.hasPrefix("▶↕ ♡ How Far I'll Go") })
        XCTAssertTrue(moved.contains("CustomSongCardCell"), moved)

        // f in Favorites: a reload, so the row gets the card cell.
        session.handle(.character("f"))
        XCTAssertTrue(session.status.contains("adapter.reload"), session.status)
        let card = try XCTUnwrap(session.screen().first { $0.hasPrefix("▶↻ ♥ How Far I'll Go") })
        XCTAssertTrue(card.contains("CustomSongCardCell"), card)

        // a: add to Pop and select the new song.
        session.handle(.character("a"))
        XCTAssertEqual(session.selected?.name, "Flowers")
        XCTAssertEqual(adapter.items(in: .pop).last?.name, "Flowers")

        // Shift-up and [ drag up within Pop; at the top of Pop the drag would cross into
        // Disney, which the data source refuses by keeping the row where it is.
        for _ in 0..<3 { session.handle(.character("[")) }
        XCTAssertEqual(adapter.indexPath(for: session.selected!), IndexPath(row: 0, section: 2))
        let before = adapter.snapshot
        session.handle(.shiftUp)
        XCTAssertEqual(adapter.snapshot, before)
        XCTAssertTrue(session.status.hasPrefix("Cross-section drags are off"), session.status)
        session.handle(.shiftDown)
        XCTAssertEqual(adapter.indexPath(for: session.selected!), IndexPath(row: 1, section: 2))

        // f elsewhere: a reconfigure.
        session.handle(.character("f"))
        XCTAssertTrue(session.status.contains("adapter.reconfigure"), session.status)
        XCTAssertTrue(session.screen().contains { $0.hasPrefix("▶✎ ♥ Flowers") })

        // d: delete; the cursor stays at the same place.
        session.handle(.character("d"))
        XCTAssertFalse(adapter.snapshot.containsItem(SongCatalog.addition(0)))
        XCTAssertEqual(adapter.indexPath(for: session.selected!), IndexPath(row: 1, section: 2))
        XCTAssertTrue(session.screen().contains { $0.hasPrefix("  removed: ♥ Flowers") })

        // h: height mode.
        session.handle(.character("h"))
        XCTAssertEqual(session.library.heightMode, .closure)
        XCTAssertTrue(session.screen().first!.contains("heights: closure"))

        // x: a bad call is refused and changes nothing.
        let unchanged = adapter.snapshot
        session.handle(.character("x"))
        XCTAssertEqual(adapter.snapshot, unchanged)
        XCTAssertTrue(
            session.status.contains("Item identifiers do not exist in the snapshot: {\"Flowers\"}"), session.status)

        XCTAssertFalse(session.isFinished)
        session.handle(.character("q"))
        XCTAssertTrue(session.isFinished)
    }

    @MainActor
    func testScreenFitsTheTerminalAndKeepsTheCursor() async throws {
        let session = InteractiveSession(colour: false)
        for _ in 0..<8 { session.handle(.character("a")) }
        for _ in 0..<30 { session.handle(.down) }
        let screen = session.screen(height: 16)
        XCTAssertLessThanOrEqual(screen.count, 16)
        XCTAssertTrue(screen.contains { $0.hasPrefix("▶") }, screen.joined(separator: "\n"))
        // The table scrolled so the last song is on screen.
        let last = try XCTUnwrap(session.library.adapter.snapshot.itemIdentifiers.last)
        XCTAssertEqual(session.selected, last)
        XCTAssertTrue(
            (session.library.tableView.indexPathsForVisibleRows ?? []).contains(
                session.library.adapter.indexPath(for: last)!))
    }

    func testKeyParsing() {
        let bytes: [UInt8] = [0x1B, 0x5B, 0x41, 0x61, 0x1B, 0x5B, 0x31, 0x3B, 0x32, 0x42, 0x1B, 0x4F, 0x42, 0x03, 0x5B]
        XCTAssertEqual(Key.parse(bytes), [.up, .character("a"), .shiftDown, .down, .interrupt, .character("[")])
        XCTAssertEqual(Key.parse([0x1B]), [.unknown])
        XCTAssertEqual(Key.parse([0x1B, 0x5B, 0x43]), [.unknown])  // right arrow: not used
    }
}

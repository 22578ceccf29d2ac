import DiffableDataSourceKit
import XCTest

@testable import MusicLibraryDemo

/// Runs the scripted story with colour off and checks each step's table: exact lines for
/// several steps, and for every step that the marks match what the step did and that the
/// rows drawn are the adapter's snapshot.
final class StoryTests: XCTestCase {
    /// What a step is expected to mark, by song name.
    struct Expected {
        var inserted: Set<String> = []
        var moved: [String: IndexPath] = [:]
        var reloaded: Set<String> = []
        var reconfigured: Set<String> = []
        var removed: Set<String> = []
        var insertedSections: Set<MusicSection> = []
        var heightsChange = false
        var error: String?
        /// A fragment every step's log must contain (counts from the library itself).
        var log: String?
    }

    static let expectations: [Expected] = [
        Expected(
            inserted: [
                "Let It Go", "How Far I'll Go", "Under the Sea", "Circle of Life", "Bad Guy", "Levitating",
                "Blinding Lights",
            ],
            insertedSections: [.favorites, .disney, .pop], log: "applyInitialSnapshot: 3 sections inserted"),
        Expected(inserted: ["Flowers"], log: "append 1 item to pop: 1 row inserted"),
        Expected(
            moved: ["Let It Go": IndexPath(row: 0, section: 1)], heightsChange: true,
            log: "move \"Let It Go\" to favorites: 1 row moved"),
        Expected(removed: ["Levitating"], log: "delete 1 item: 1 row deleted"),
        Expected(heightsChange: true, log: "setHeightProviders(height: closure, estimated: closure)"),
        Expected(reloaded: ["Let It Go"], heightsChange: true, log: "reload \"Let It Go\": 1 row reloaded"),
        Expected(reconfigured: ["Bad Guy"], log: "reconfigure \"Bad Guy\": 1 row reconfigured"),
        Expected(reconfigured: ["Blinding Lights (Live)"], log: "applySnapshot: 1 row reconfigured"),
        Expected(heightsChange: true, log: "enableAutomaticDimension(estimatedRowHeight: 80.0)"),
        Expected(
            moved: ["Circle of Life": IndexPath(row: 2, section: 1)],
            log: "reorder: \"Circle of Life\" moved from [1, 2] to [1, 0]"),
        Expected(
            moved: ["Flowers": IndexPath(row: 2, section: 2)], log: "reorder: \"Flowers\" moved from [2, 2] to [2, 0]"),
        Expected(error: "Item identifiers do not exist in the snapshot: {\"Levitating\"}"),
    ]

    @MainActor
    func testEveryStepMarksWhatItDidAndDrawsTheSnapshot() async throws {
        let library = MusicLibrary()
        let records = Story.run(on: library)
        XCTAssertEqual(records.count, Self.expectations.count)
        let renderer = TableRenderer(colour: false)
        for (record, expected) in zip(records, Self.expectations) {
            let step = "step \(record.number) (\(record.title))"
            let outcome = record.outcome
            let frame = outcome.frame
            let rows = frame.visibleRows

            // The rows drawn are the adapter's snapshot after the step, section by section.
            XCTAssertEqual(frame.sections.map(\.section), outcome.snapshotAfter.sectionIdentifiers, step)
            for section in frame.sections {
                XCTAssertEqual(section.hiddenAbove + section.hiddenBelow, 0, "\(step): everything fits the screen")
                XCTAssertEqual(
                    section.rows.map(\.song), outcome.snapshotAfter.itemIdentifiers(inSection: section.section), step)
                XCTAssertEqual(section.rowCount, section.rows.count, step)
                // Each row's cell is the class its section asks for, also a row that moved in
                // from another section (the data source reloads it after the move).
                for row in section.rows {
                    XCTAssertEqual(row.cellClass, Self.cellClass(for: section.section), "\(step): \(row.song.name)")
                }
                // The row shows the song's current content (reloads and reconfigures carry
                // the new value to the cell).
                for row in section.rows {
                    XCTAssertEqual(
                        row.content.hasPrefix(row.song.isFavorite ? "♥" : "♡"), true, "\(step): \(row.content)")
                }
            }

            // The marks are exactly the step's change.
            func names(_ change: (RowChange) -> Bool) -> Set<String> {
                Set(rows.filter { $0.change.map(change) ?? false }.map(\.song.name))
            }
            XCTAssertEqual(names { $0 == .inserted }, expected.inserted, step)
            XCTAssertEqual(names { if case .reloaded = $0 { true } else { false } }, expected.reloaded, step)
            XCTAssertEqual(names { $0 == .reconfigured }, expected.reconfigured, step)
            var moved: [String: IndexPath] = [:]
            for row in rows { if case .moved(let source)? = row.change { moved[row.song.name] = source } }
            XCTAssertEqual(moved, expected.moved, step)
            XCTAssertEqual(Set(frame.removed.map(\.song.name)), expected.removed, step)
            XCTAssertEqual(Set(frame.sections.filter(\.isInserted).map(\.section)), expected.insertedSections, step)
            XCTAssertEqual(rows.contains { $0.previousHeight != nil }, expected.heightsChange, step)
            XCTAssertEqual(outcome.error, expected.error, step)
            if let log = expected.log {
                XCTAssertTrue(outcome.logLines.contains { $0.contains(log) }, "\(step): \(outcome.logLines)")
            }

            // The drawing shows each mark on its row, and only there.
            let lines = renderer.render(record)
            for row in rows {
                let line = try XCTUnwrap(lines.first { $0.contains(row.song.name + " — ") }, step)
                switch row.change {
                case .inserted?: XCTAssertTrue(line.hasPrefix(" + ") && line.hasSuffix("◀ inserted"), line)
                case .moved(let source)?:
                    XCTAssertTrue(line.hasPrefix(" ↕ ") && line.hasSuffix("◀ moved from \(source)"), line)
                case .reloaded?: XCTAssertTrue(line.hasPrefix(" ↻ ") && line.contains("◀ reloaded: new cell #"), line)
                case .reconfigured?:
                    XCTAssertTrue(line.hasPrefix(" ✎ ") && line.contains("◀ reconfigured: same cell #"), line)
                case nil: XCTAssertFalse(line.contains("◀"), line)
                }
            }
            for removed in frame.removed {
                XCTAssertTrue(lines.contains { $0.hasPrefix("  removed: ") && $0.contains(removed.song.name) }, step)
            }
            XCTAssertFalse(lines.joined().contains("\u{1B}"), "\(step): plain text when colour is off")
            if expected.error != nil {
                XCTAssertTrue(renderer.isUnchanged(outcome), "\(step): a refused call changes nothing")
                XCTAssertTrue(lines.contains("  unchanged: same snapshot, same rows, same cells"), step)
            }
        }
        // At the end the table itself reads back as the adapter's snapshot.
        XCTAssertEqual(
            library.tableView.snapshot(sectionType: MusicSection.self, itemType: Song.self), library.adapter.snapshot
        )
    }

    @MainActor
    func testStepsDrawExactly() async throws {
        let records = Story.run()
        let renderer = TableRenderer(colour: false)
        func lines(_ number: Int) -> [String] {
            renderer.render(records[number - 1]).map(Self.withoutTimings)
        }

        XCTAssertEqual(
            lines(2),
            [
                "━━ Step 2/12 · Add a song ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━",
                "  try adapter.append(flowers, to: .pop)",
                "  One row inserted at the end of Pop; no other row is touched.",
                "",
                "  Favorites (0)",
                "     (empty)",
                "  Disney (4)",
                "   ♡ Let It Go — Idina Menzel [off]              SwitchableSongTableViewCell     56 pt",
                "   ♡ How Far I'll Go — Auli'i Cravalho [off]     SwitchableSongTableViewCell     56 pt",
                "   ♡ Under the Sea — Samuel E. Wright [off]      SwitchableSongTableViewCell     56 pt",
                "   ♡ Circle of Life — Elton John [off]           SwitchableSongTableViewCell     56 pt",
                "  Pop (4)",
                "   ♡ Bad Guy — Billie Eilish ›                   NewSongTableViewCell            68 pt",
                "   ♡ Levitating — Dua Lipa ›                     NewSongTableViewCell            68 pt",
                "   ♡ Blinding Lights — The Weeknd ›              NewSongTableViewCell            68 pt",
                " + ♡ Flowers — Miley Cyrus ›                     NewSongTableViewCell            68 pt  ◀ inserted",
                "  log: [ReorderableDataSource] apply: 1 row inserted in <t> ms",
                "  log: [TableAdapter] append 1 item to pop: 1 row inserted",
            ])

        XCTAssertEqual(
            Array(lines(4).suffix(13)),
            [
                "  Favorites (1)",
                "   ♡ Let It Go — Idina Menzel                    CustomSongCardCell              88 pt",
                "  Disney (3)",
                "   ♡ How Far I'll Go — Auli'i Cravalho [off]     SwitchableSongTableViewCell     56 pt",
                "   ♡ Under the Sea — Samuel E. Wright [off]      SwitchableSongTableViewCell     56 pt",
                "   ♡ Circle of Life — Elton John [off]           SwitchableSongTableViewCell     56 pt",
                "  Pop (3)",
                "   ♡ Bad Guy — Billie Eilish ›                   NewSongTableViewCell            68 pt",
                "   ♡ Blinding Lights — The Weeknd ›              NewSongTableViewCell            68 pt",
                "   ♡ Flowers — Miley Cyrus ›                     NewSongTableViewCell            68 pt",
                "  removed: ♡ Levitating — Dua Lipa ›  (NewSongTableViewCell, was [2, 1])",
                "  log: [ReorderableDataSource] apply: 1 row deleted in <t> ms",
                "  log: [TableAdapter] delete 1 item: 1 row deleted",
            ])

        let reload = lines(6)
        let favorites = try XCTUnwrap(reload.firstIndex(of: "  Favorites (1)"))
        XCTAssertEqual(
            reload[favorites + 1],
            " ↻ ♥ Let It Go — Idina Menzel · favorite         CustomSongCardCell          96→120 pt  ◀ reloaded: new cell #10 replaced #9"
        )
        XCTAssertEqual(
            Array(reload.suffix(2)),
            [
                "  log: [ReorderableDataSource] apply: 1 row reloaded in <t> ms",
                "  log: [TableAdapter] reload \"Let It Go\": 1 row reloaded",
            ])

        let reconfigure = lines(7)
        XCTAssertTrue(
            reconfigure.contains(
                " ✎ ♥ Bad Guy — Billie Eilish ›                   NewSongTableViewCell            72 pt  ◀ reconfigured: same cell #5, configured again"
            ), reconfigure.joined(separator: "\n"))

        let rename = lines(8)
        XCTAssertTrue(
            rename.contains(
                " ✎ ♡ Blinding Lights (Live) — The Weeknd ›       NewSongTableViewCell            72 pt  ◀ reconfigured: same cell #7, configured again"
            ), rename.joined(separator: "\n"))

        XCTAssertEqual(
            Array(lines(11).suffix(10)),
            [
                "  Disney (3)",
                "   ♡ Circle of Life — Elton John [off]           SwitchableSongTableViewCell     56 pt",
                "   ♡ How Far I'll Go — Auli'i Cravalho [off]     SwitchableSongTableViewCell     56 pt",
                "   ♡ Under the Sea — Samuel E. Wright [off]      SwitchableSongTableViewCell     56 pt",
                "  Pop (3)",
                " ↕ ♡ Flowers — Miley Cyrus ›                     NewSongTableViewCell            68 pt  ◀ moved from [2, 2]",
                "   ♥ Bad Guy — Billie Eilish ›                   NewSongTableViewCell            68 pt",
                "   ♡ Blinding Lights (Live) — The Weeknd ›       NewSongTableViewCell            68 pt",
                "  drag: dropped on [1, 1] (Disney), landed at [2, 0] (Pop)",
                "  log: [ReorderableDataSource] reorder: \"Flowers\" moved from [2, 2] to [2, 0]",
            ])

        XCTAssertEqual(
            Array(lines(12).suffix(2)),
            [
                "  error: Item identifiers do not exist in the snapshot: {\"Levitating\"}",
                "  unchanged: same snapshot, same rows, same cells",
            ])
    }

    @MainActor
    func testColourOnlyWhenAsked() async throws {
        let record = try XCTUnwrap(Story.run().first { $0.title.hasPrefix("Delete") })
        let coloured = TableRenderer(colour: true).render(record)
        XCTAssertTrue(coloured.contains { $0.contains("\u{1B}[31;9m") }, "removed rows are red and struck through")
        let plain = TableRenderer(colour: false).render(record)
        XCTAssertEqual(coloured.map(Self.withoutEscapes), plain)
    }

    static func cellClass(for section: MusicSection) -> String {
        switch section {
        case .favorites: "CustomSongCardCell"
        case .disney: "SwitchableSongTableViewCell"
        case .pop: "NewSongTableViewCell"
        }
    }

    /// Replaces the data source's apply time (`in 0.12 ms`) with `in <t> ms`.
    static func withoutTimings(_ line: String) -> String {
        line.replacingOccurrences(of: #"in [0-9.]+ ms"#, with: "in <t> ms", options: .regularExpression)
    }

    static func withoutEscapes(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}

import DiffableDataSourceKit
import MusicLibraryDemo
import XCTest

@testable import OutlineDemo

/// Runs the outline story and checks each step's list line by line (rows, indentation,
/// disclosure marks, change marks), the handler calls in Apple's order, and that what the
/// cells show is the data source's outline.
@MainActor
final class OutlineStoryTests: XCTestCase {
    /// Each step's list as drawn, change marks included.
    static let expectedLists: [[String]] = [
        [
            "  + ▸ Disney",
            "  + ▸ Pop",
        ],
        [
            "  ✎ ▾ Disney",
            "  +   ▸ Idina Menzel",
            "  +   ▸ Auli'i Cravalho",
            "  +   ▸ Samuel E. Wright",
            "  +   ▸ Elton John",
            "    ▸ Pop",
        ],
        [
            "    ▾ Disney",
            "  ✎   ▾ Idina Menzel",
            "  +       Let It Go",
            "  +       Into the Unknown",
            "      ▸ Auli'i Cravalho",
            "      ▸ Samuel E. Wright",
            "      ▸ Elton John",
            "    ▸ Pop",
        ],
        [
            "  ✎ ▸ Disney",
            "  −   ▾ Idina Menzel",
            "  −       Let It Go",
            "  −       Into the Unknown",
            "  −   ▸ Auli'i Cravalho",
            "  −   ▸ Samuel E. Wright",
            "  −   ▸ Elton John",
            "    ▸ Pop",
        ],
        [
            "  ✎ ▾ Disney",
            "  +   ▾ Idina Menzel",
            "  +       Let It Go",
            "  +       Into the Unknown",
            "  +   ▸ Auli'i Cravalho",
            "  +   ▸ Samuel E. Wright",
            "  +   ▸ Elton John",
            "    ▸ Pop",
        ],
        [
            "    ▾ Disney",
            "      ▾ Idina Menzel",
            "          Let It Go",
            "          Into the Unknown",
            "      ▸ Auli'i Cravalho",
            "      ▸ Samuel E. Wright",
            "      ▸ Elton John",
            "    ▸ Pop",
        ],
        [
            "    ▾ Disney",
            "      ▾ Idina Menzel",
            "          Let It Go",
            "          Into the Unknown",
            "  +       Defying Gravity",
            "      ▸ Auli'i Cravalho",
            "      ▸ Samuel E. Wright",
            "      ▸ Elton John",
            "    ▸ Pop",
        ],
    ]

    /// Each step's log: the handler calls in the order they ran, then the data source's line.
    static let expectedLogs: [[String]] = [
        ["data source: apply (no animation): 1 section inserted"],
        [
            "handler: shouldExpandItem(Disney) → true",
            "handler: willExpandItem(Disney)",
            "handler: snapshotForExpandingParent(Disney) → as is",
            "data source: apply: 4 rows inserted, 1 row reconfigured",
        ],
        [
            "handler: shouldExpandItem(Idina Menzel) → true",
            "handler: willExpandItem(Idina Menzel)",
            "handler: snapshotForExpandingParent(Idina Menzel) → loaded 2 songs",
            "data source: apply: 2 rows inserted, 1 row reconfigured",
        ],
        [
            "handler: shouldCollapseItem(Disney) → true",
            "handler: willCollapseItem(Disney)",
            "data source: apply: 6 rows deleted, 1 row reconfigured",
        ],
        [
            "handler: shouldExpandItem(Disney) → true",
            "handler: willExpandItem(Disney)",
            "handler: snapshotForExpandingParent(Disney) → as is",
            "data source: apply: 6 rows inserted, 1 row reconfigured",
        ],
        ["handler: shouldCollapseItem(Disney) → false (pinned)"],
        ["data source: apply: 1 row inserted"],
    ]

    func testEachStepDrawsTheExpectedListAndLog() async throws {
        let records = OutlineStory.run()
        XCTAssertEqual(records.count, 7)
        for (index, record) in records.enumerated() {
            let step = "step \(record.number) (\(record.title))"
            XCTAssertNil(record.error, step)
            XCTAssertEqual(OutlineRenderer.render(record.frame), Self.expectedLists[index], step)
            XCTAssertEqual(record.logLines, Self.expectedLogs[index], step)
            // The rendered step holds the list and the log as they are, in that order.
            let lines = OutlineRenderer.render(record)
            let listStart = try XCTUnwrap(lines.firstIndex(of: Self.expectedLists[index][0]), step)
            XCTAssertEqual(
                Array(lines[listStart..<(listStart + Self.expectedLists[index].count)]), Self.expectedLists[index], step
            )
            let logStart = try XCTUnwrap(lines.firstIndex(of: "  " + Self.expectedLogs[index][0]), step)
            XCTAssertGreaterThan(logStart, listStart, step)
        }
    }

    func testTheCellsShowTheDataSourcesOutlineAfterEveryStep() async throws {
        let library = OutlineLibrary()
        OutlineStory.run(on: library) { record in
            let step = "step \(record.number)"
            let outline = library.dataSource.snapshot(for: .main)
            // The rows are the outline's visible items, and each cell's text is that item's
            // level and state now (a parent whose row was not configured again would show an
            // old mark).
            XCTAssertEqual(record.frame.visibleRows.map(\.node), outline.visibleItems, step)
            XCTAssertEqual(
                record.frame.visibleTexts, outline.visibleItems.map { OutlineLibrary.rowText(for: $0, in: outline) },
                step)
            // The collection view shows what the data source's snapshot holds.
            XCTAssertEqual(
                library.collectionView.snapshot(sectionType: LibrarySection.self, itemType: LibraryNode.self),
                library.dataSource.snapshot(), step)
            XCTAssertNil(library.collectionView.lastUpdateError, step)
        }
    }

    func testACollapsedGenreRemembersItsExpandedArtist() async throws {
        let library = OutlineLibrary()
        let idina = LibraryNode.artist("Idina Menzel")
        var states: [(expanded: Bool, visible: Bool)] = []
        let records = OutlineStory.run(on: library) { _ in
            let outline = library.dataSource.snapshot(for: .main)
            states.append((outline.isExpanded(idina), outline.isVisible(idina)))
        }
        // Expanded in step 3, hidden but still expanded after Disney collapses (step 4), shown
        // expanded again when Disney expands (step 5).
        XCTAssertEqual(states.map(\.expanded), [false, false, true, true, true, true, true])
        XCTAssertEqual(states.map(\.visible), [false, true, true, false, true, true, true])
        XCTAssertEqual(
            records[3].details,
            [
                "performUserTapOnOutlineDisclosure returned true",
                "Disney's subtree in dataSource.snapshot(for: .main), visualDescription():",
                "  -* Disney",
                "    +  Idina Menzel",
                "         Let It Go",
                "         Into the Unknown",
                "       Auli'i Cravalho",
                "       Samuel E. Wright",
                "       Elton John",
            ])
    }

    func testAVetoedCollapseAndASectionSnapshotApplyReportWhatHappened() async throws {
        let records = OutlineStory.run()
        XCTAssertEqual(records[5].details, ["performUserTapOnOutlineDisclosure returned false"])
        XCTAssertTrue(records[5].frame.rows.allSatisfy { $0.change == nil })
        XCTAssertTrue(OutlineRenderer.render(records[5]).contains("  (unchanged: same rows, same text)"))
        XCTAssertEqual(records[6].details, ["changes: 1 row inserted (itemInserts: [0, 4])"])
    }

    func testAVetoedStepIsDrawnInFull() async throws {
        let records = OutlineStory.run()
        XCTAssertEqual(
            OutlineRenderer.render(records[5]),
            [
                "━━ Step 6/7 · Pin Disney: shouldCollapseItem refuses ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━",
                "  library.pin(\"Disney\")   // shouldCollapseItem answers false for Disney now",
                "  collectionView.performUserTapOnOutlineDisclosure(at: IndexPath(item: 0, section: 0))",
                "  shouldCollapseItem vetoes the tap: willCollapseItem is not called and nothing changes.",
                "",
                "    ▾ Disney",
                "      ▾ Idina Menzel",
                "          Let It Go",
                "          Into the Unknown",
                "      ▸ Auli'i Cravalho",
                "      ▸ Samuel E. Wright",
                "      ▸ Elton John",
                "    ▸ Pop",
                "  (unchanged: same rows, same text)",
                "",
                "  handler: shouldCollapseItem(Disney) → false (pinned)",
                "  performUserTapOnOutlineDisclosure returned false",
            ])
    }

    func testSongsLoadOnlyOnAnArtistsFirstExpand() async throws {
        var outline = try LibraryCatalog.launchOutline()
        let idina = LibraryNode.artist("Idina Menzel")
        let first = LibraryCatalog.loadingSongs(of: idina, in: outline)
        XCTAssertEqual(first.loaded, 2)
        XCTAssertEqual(first.outline.snapshot(of: idina).items.map(\.title), ["Let It Go", "Into the Unknown"])
        outline = first.outline
        XCTAssertEqual(LibraryCatalog.loadingSongs(of: idina, in: outline).loaded, 0)
        XCTAssertEqual(LibraryCatalog.loadingSongs(of: .genre("Pop"), in: outline).outline, outline)
    }

    func testTheTranscriptIsTheSameOnEveryRunAndHasNoTimings() async throws {
        let first = OutlineRenderer.transcript()
        XCTAssertEqual(first, OutlineRenderer.transcript())
        XCTAssertFalse(first.contains { $0.hasSuffix(" ms") }, "timings are masked")
        XCTAssertEqual(first.filter { $0.hasPrefix("━━ Step ") }.count, 7)
    }

    func testTheFrameDrawsRemovedRowsWhereTheyWere() async throws {
        func row(_ name: String) -> OutlineFrameRow { OutlineFrameRow(node: .genre(name), text: name, change: nil) }
        let frame = OutlineFrame(
            before: [row("A"), row("B"), row("C"), row("D")], after: [row("A"), row("X"), row("D")])
        XCTAssertEqual(frame.rows.map(\.text), ["A", "B", "C", "X", "D"])
        XCTAssertEqual(frame.rows.map(\.change), [nil, .removed, .removed, .inserted, nil])
        XCTAssertEqual(frame.visibleTexts, ["A", "X", "D"])
    }
}

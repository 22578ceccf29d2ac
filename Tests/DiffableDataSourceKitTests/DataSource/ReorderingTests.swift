import DiffableDataSourceKit
import XCTest

/// The reference model of a user's drag, on plain arrays, with UIKit's meaning: the row is
/// removed at the source and inserted at the destination; a destination past the end of a
/// section is clamped to its end; a forbidden cross-section proposal is redirected into the
/// source section (above it: its first row; below it: its last row).
struct DragModel: Equatable, CustomStringConvertible {
    var sections: [(name: String, items: [Int])]

    static func == (lhs: DragModel, rhs: DragModel) -> Bool {
        lhs.sections.map(\.name) == rhs.sections.map(\.name) && lhs.sections.map(\.items) == rhs.sections.map(\.items)
    }

    var description: String { sections.map { "\($0.name): \($0.items)" }.joined(separator: "; ") }

    var snapshot: ListSnapshot<String, Int> { tableSnapshot(sections.map { ($0.name, $0.items) }) }

    /// Where the row lands, or `nil` when the drag is refused; mutates the model.
    mutating func drag(from source: IndexPath, to proposed: IndexPath, allowCrossSectionMove: Bool) -> IndexPath? {
        guard sections.indices.contains(source.section), sections[source.section].items.indices.contains(source.row)
        else { return nil }
        var section = proposed.section
        var row = proposed.row
        if !allowCrossSectionMove && section != source.section {
            row = section < source.section ? 0 : sections[source.section].items.count - 1
            section = source.section
        }
        guard sections.indices.contains(section), row >= 0 else { return nil }
        let count = sections[section].items.count - (section == source.section ? 1 : 0)
        row = min(row, count)
        if section == source.section && row == source.row { return source }
        let item = sections[source.section].items.remove(at: source.row)
        sections[section].items.insert(item, at: row)
        return IndexPath(row: row, section: section)
    }
}

/// A table showing `Int` items in `CountingCell`s through a `ReorderableDataSource`, with
/// logging and the reorder callbacks recorded. The table's delegate is the data source's
/// (`makeDelegate()`), so the drop-target policy redirects drags as the kit's guide expects.
@MainActor
final class ReorderFixture {
    let table = HeadlessTableView()
    let dataSource: ReorderableDataSource<String, Int>
    var lines: [String] = []
    var willReorder: [ReorderTransaction<String, Int>] = []
    var didReorder: [ReorderTransaction<String, Int>] = []
    var deleted: [Int] = []

    init(_ model: DragModel, allowCrossSectionMove: Bool) {
        table.register(CountingCell.self, forCellReuseIdentifier: CountingCell.identifier)
        dataSource = ReorderableDataSource<String, Int>.create(
            tableView: table, allowCrossSectionMove: allowCrossSectionMove, allowReordering: true, enableLogging: true
        ) { tableView, indexPath, item, _ in
            let cell = try tableView.dequeueReusableCell(
                CountingCell.self, withIdentifier: CountingCell.identifier,
                for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.logSink = LogSink { [unowned self] in lines.append($0) }
        dataSource.willReorder = { [unowned self] transaction in
            XCTAssertEqual(dataSource.snapshot(), transaction.initialSnapshot, "willReorder comes before the change")
            willReorder.append(transaction)
        }
        dataSource.didReorder = { [unowned self] transaction in
            XCTAssertEqual(dataSource.snapshot(), transaction.finalSnapshot, "didReorder comes after the change")
            didReorder.append(transaction)
        }
        dataSource.didDeleteItem = { [unowned self] in deleted.append($0) }
        table.delegate = dataSource.makeDelegate()
        dataSource.apply(model.snapshot, animatingDifferences: false, completion: nil)
        lines = []
    }

    /// The user drags a row and drops it; the run loop then turns, committing the drop.
    func drag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        defer { table.turnRunLoop() }
        return table.performUserMove(from: source, to: proposed)
    }

    /// The cells of every row (all rows are visible in these small tables).
    var cellsByItem: [Int: TableViewCell] {
        var cells: [Int: TableViewCell] = [:]
        for indexPath in table.visibleRowPaths {
            if let item = dataSource.itemIdentifier(for: indexPath) { cells[item] = table.cellForRow(at: indexPath) }
        }
        return cells
    }

    /// The table, the data source and every cell agree with `expected`.
    func assertShows(
        _ expected: DragModel, _ context: @autoclosure () -> String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(dataSource.snapshot(), expected.snapshot, "data source: \(context())", file: file, line: line)
        XCTAssertEqual(table.snapshot(), expected.snapshot, "table: \(context())", file: file, line: line)
        let rows = expected.sections.enumerated().flatMap { section, content in
            content.items.indices.map { IndexPath(row: $0, section: section) }
        }
        XCTAssertEqual(table.visibleRowPaths, rows, "visible rows: \(context())", file: file, line: line)
        for indexPath in rows {
            let item = expected.sections[indexPath.section].items[indexPath.row]
            XCTAssertEqual(
                table.cellForRow(at: indexPath)?.text, "\(item)", "cell at \(indexPath): \(context())",
                file: file, line: line)
        }
    }
}

final class ReorderingTests: XCTestCase {
    static let layouts: [DragModel] = [
        DragModel(sections: [("A", [1, 2, 3]), ("B", [4, 5])]),
        DragModel(sections: [("A", [1, 2, 3]), ("B", [])]),
        DragModel(sections: [("A", []), ("B", [4, 5])]),
        DragModel(sections: [("A", [1]), ("B", [2, 3]), ("C", [])]),
    ]

    /// Every drag on every small layout, with cross-section moves allowed and forbidden,
    /// against the reference model.
    @MainActor
    func testEveryDragMatchesTheReferenceModel() async throws {
        var cases = 0
        for layout in Self.layouts {
            for allowCross in [true, false] {
                for (sourceSection, source) in layout.sections.enumerated() {
                    for sourceRow in source.items.indices {
                        for (proposedSection, target) in layout.sections.enumerated() {
                            for proposedRow in 0...(target.items.count + 1) {
                                try checkDrag(
                                    layout, from: path(sourceSection, sourceRow),
                                    to: path(proposedSection, proposedRow), allowCross: allowCross)
                                cases += 1
                            }
                        }
                    }
                }
            }
        }
        XCTAssertEqual(cases, 2 * (5 * 9 + 3 * 7 + 2 * 6 + 3 * 9))
    }

    @MainActor
    private func checkDrag(
        _ layout: DragModel, from source: IndexPath, to proposed: IndexPath, allowCross: Bool,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let context = "\(layout), cross \(allowCross ? "allowed" : "forbidden"): drag \(source) to \(proposed)"
        let fixture = ReorderFixture(layout, allowCrossSectionMove: allowCross)
        let cellsBefore = fixture.cellsByItem
        let created = fixture.table.cellsCreated
        var expected = layout
        let expectedLanding = expected.drag(from: source, to: proposed, allowCrossSectionMove: allowCross)

        let landed = fixture.drag(from: source, to: proposed)

        XCTAssertEqual(landed, expectedLanding, context, file: file, line: line)
        if !allowCross { XCTAssertEqual(landed?.section, source.section, context, file: file, line: line) }
        fixture.assertShows(expected, context, file: file, line: line)
        let cellsAfter = fixture.cellsByItem
        let moved = expected != layout
        let item = layout.sections[source.section].items[source.row]
        // A row dropped into another section is reloaded after the drop (its new section may
        // use another cell class); every other row keeps its cell.
        let changedSection = moved && landed?.section != source.section
        XCTAssertEqual(
            fixture.table.cellsCreated, created + (changedSection ? 1 : 0), "cells built: \(context)",
            file: file, line: line)
        for (other, cell) in cellsBefore where !(changedSection && other == item) {
            XCTAssertTrue(cellsAfter[other] === cell, "item \(other) kept its cell: \(context)", file: file, line: line)
        }
        if changedSection {
            XCTAssertFalse(
                cellsAfter[item] === cellsBefore[item], "item \(item) got a new cell: \(context)",
                file: file, line: line)
        }

        guard moved, let landed else {
            XCTAssertEqual(fixture.lines, [], "nothing logged: \(context)", file: file, line: line)
            XCTAssertTrue(fixture.willReorder.isEmpty && fixture.didReorder.isEmpty, context, file: file, line: line)
            return
        }
        // No batch: the only log line is the reorder's, never an apply.
        XCTAssertEqual(
            fixture.lines, ["[ReorderableDataSource] reorder: \(item) moved from \(source) to \(landed)"],
            context, file: file, line: line)
        XCTAssertEqual(fixture.willReorder.count, 1, context, file: file, line: line)
        XCTAssertEqual(fixture.didReorder.count, 1, context, file: file, line: line)
        let transaction = try XCTUnwrap(fixture.didReorder.first, file: file, line: line)
        XCTAssertEqual(transaction.initialSnapshot, layout.snapshot, context, file: file, line: line)
        XCTAssertEqual(transaction.finalSnapshot, expected.snapshot, context, file: file, line: line)
        let changed = zip(layout.sections, expected.sections).filter { $0.items != $1.items }
        XCTAssertEqual(
            transaction.sectionTransactions.map(\.sectionIdentifier), changed.map(\.1.name), context,
            file: file, line: line)
        for (section, (before, after)) in zip(transaction.sectionTransactions, changed) {
            XCTAssertEqual(section.initialItems, before.items, context, file: file, line: line)
            XCTAssertEqual(section.finalItems, after.items, context, file: file, line: line)
            XCTAssertEqual(
                section.initialItems.applying(section.difference), section.finalItems, context,
                file: file, line: line)
        }
        XCTAssertEqual(fixture.willReorder.first?.finalSnapshot, transaction.finalSnapshot, file: file, line: line)

        // The data source and the table agree, so the next apply diffs cleanly.
        var next = fixture.dataSource.snapshot()
        try next.appendItems([99], toSection: "A")
        fixture.dataSource.apply(next, completion: nil)
        XCTAssertEqual(fixture.table.snapshot(), next, context, file: file, line: line)
        XCTAssertEqual(fixture.lines.last?.contains("1 row inserted"), true, context, file: file, line: line)
        XCTAssertFalse(
            fixture.lines.contains { $0.contains("refused") || $0.contains("reloading") }, context,
            file: file, line: line)
    }

    @MainActor
    func testTheSeedsForbiddenCrossSectionDragStaysInItsSection() async throws {
        // Drag the middle disney song up into favorites, then down into pop.
        let (table, dataSource) = MusicLibraryDataSourceTests.makeLibrary()
        let library = try MusicLibraryDataSourceTests.library()
        dataSource.apply(library, animatingDifferences: false, completion: nil)
        table.delegate = dataSource.makeDelegate()
        XCTAssertEqual(table.performUserMove(from: path(1, 1), to: path(0, 1)), path(1, 0))
        table.turnRunLoop()
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: .disney).map(\.id), [11, 10, 12])
        XCTAssertEqual(table.performUserMove(from: path(1, 0), to: path(2, 0)), path(1, 2))
        table.turnRunLoop()
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: .disney).map(\.id), [10, 12, 11])
        XCTAssertEqual(
            dataSource.snapshot().itemIdentifiers(inSection: .favorites), library.itemIdentifiers(inSection: .favorites)
        )
        MusicLibraryDataSourceTests.assertCellsMatch(table, dataSource.snapshot())
    }

    @MainActor
    func testReorderingOffRefusesEveryDrag() async throws {
        let layout = Self.layouts[0]
        let fixture = ReorderFixture(layout, allowCrossSectionMove: true)
        fixture.dataSource.allowReordering = false
        XCTAssertNil(fixture.drag(from: path(0, 0), to: path(0, 2)))
        XCTAssertNil(fixture.drag(from: path(1, 1), to: path(0, 0)))
        fixture.assertShows(layout, "reordering off")
        XCTAssertEqual(fixture.lines, [])
        XCTAssertTrue(fixture.willReorder.isEmpty && fixture.didReorder.isEmpty)
        XCTAssertFalse(fixture.dataSource.tableView(fixture.table, canMoveRowAt: path(0, 0)))

        fixture.dataSource.allowReordering = true
        XCTAssertEqual(fixture.drag(from: path(0, 0), to: path(0, 2)), path(0, 2))
    }

    @MainActor
    func testCanReorderItemRefusesSomeItems() async throws {
        let layout = Self.layouts[0]
        let fixture = ReorderFixture(layout, allowCrossSectionMove: true)
        var asked: [Int] = []
        fixture.dataSource.canReorderItem = {
            asked.append($0)
            return $0 != 2
        }
        XCTAssertNil(fixture.drag(from: path(0, 1), to: path(1, 0)))
        fixture.assertShows(layout, "item 2 is pinned")
        XCTAssertEqual(asked, [2])
        XCTAssertEqual(fixture.lines, [])

        var expected = layout
        _ = expected.drag(from: path(0, 0), to: path(1, 0), allowCrossSectionMove: true)
        XCTAssertEqual(fixture.drag(from: path(0, 0), to: path(1, 0)), path(1, 0))
        fixture.assertShows(expected, "item 1 may move")
    }

    @MainActor
    func testDragsFromOrToNowhereAreRefused() async throws {
        let layout = Self.layouts[0]
        let fixture = ReorderFixture(layout, allowCrossSectionMove: true)
        for (source, proposed) in [
            (path(0, 3), path(0, 0)), (path(2, 0), path(0, 0)), (path(-1, 0), path(0, 0)),
            (IndexPath(index: 0), path(0, 0)), (path(0, 0), path(2, 0)), (path(0, 0), path(-1, 0)),
            (path(0, 0), path(0, -1)), (path(0, 0), IndexPath()),
        ] {
            XCTAssertNil(fixture.drag(from: source, to: proposed), "\(source) to \(proposed)")
        }
        fixture.assertShows(layout, "refused drags")
        XCTAssertEqual(fixture.lines, [])

        // With cross-section moves forbidden, a proposal below the last section is
        // redirected into the source section like any other proposal below it.
        fixture.dataSource.allowCrossSectionMove = false
        XCTAssertEqual(fixture.drag(from: path(0, 0), to: path(5, 0)), path(0, 2))
    }

    @MainActor
    func testThePolicyHasTheLastWordOverTheAppsDelegate() async throws {
        final class Redirect: HeadlessTableViewDelegate {
            var proposals: [IndexPath] = []
            func tableView(
                _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                toProposedIndexPath proposedDestinationIndexPath: IndexPath
            ) -> IndexPath {
                proposals.append(proposedDestinationIndexPath)
                return IndexPath(row: 1, section: 1)
            }
        }
        let layout = Self.layouts[0]
        // Cross-section moves forbidden: the delegate's redirect into section 1 is kept in
        // section 0 (below it: its last row).
        let forbidding = ReorderFixture(layout, allowCrossSectionMove: false)
        let delegate = Redirect()
        forbidding.table.delegate = forbidding.dataSource.makeDelegate(forwardingTo: delegate)
        var expected = layout
        let lastRow = layout.sections[0].items.count - 1
        _ = expected.drag(from: path(0, 0), to: path(0, lastRow), allowCrossSectionMove: false)
        XCTAssertEqual(forbidding.drag(from: path(0, 0), to: path(0, 1)), path(0, lastRow))
        XCTAssertEqual(delegate.proposals, [path(0, 1)], "the delegate sees the user's proposal")
        forbidding.assertShows(expected, "delegate overruled")
        // Cross-section moves allowed: the delegate's redirect stands.
        let allowing = ReorderFixture(layout, allowCrossSectionMove: true)
        allowing.table.delegate = allowing.dataSource.makeDelegate(forwardingTo: delegate)
        var moved = layout
        _ = moved.drag(from: path(0, 0), to: path(1, 1), allowCrossSectionMove: true)
        XCTAssertEqual(allowing.drag(from: path(0, 0), to: path(0, 1)), path(1, 1))
        allowing.assertShows(moved, "delegate redirect")
    }

    @MainActor
    func testSeveralDragsInARowKeepEverythingInStep() async throws {
        var random = SplitMix64(seed: 4)
        for allowCross in [true, false] {
            var model = DragModel(sections: [("A", Array(0..<6)), ("B", []), ("C", Array(6..<10))])
            let fixture = ReorderFixture(model, allowCrossSectionMove: allowCross)
            for step in 0..<200 {
                let nonEmpty = model.sections.indices.filter { !model.sections[$0].items.isEmpty }
                let sourceSection = nonEmpty.randomElement(using: &random) ?? 0
                let source = path(
                    sourceSection,
                    Int.random(
                        in: 0..<model.sections[sourceSection].items.count,
                        using: &random))
                let targetSection = Int.random(in: 0..<3, using: &random)
                let proposed = path(
                    targetSection,
                    Int.random(
                        in: 0...model.sections[targetSection].items.count,
                        using: &random))
                let expected = model.drag(from: source, to: proposed, allowCrossSectionMove: allowCross)
                XCTAssertEqual(fixture.drag(from: source, to: proposed), expected, "step \(step)")
                fixture.assertShows(model, "step \(step)")
            }
            XCTAssertFalse(fixture.lines.contains { $0.contains("apply") }, "no drag issued a batch")
            // Rows dropped into another section are reloaded: one spare cell circulates
            // through the pool after the first, so 200 drags cost one cell more than 10.
            XCTAssertEqual(fixture.table.cellsCreated, allowCross ? 11 : 10)
        }
    }

    // MARK: Swipe to delete

    @MainActor
    func testSwipeToDeleteIsOffByDefault() async throws {
        let layout = Self.layouts[0]
        let fixture = ReorderFixture(layout, allowCrossSectionMove: true)
        XCTAssertFalse(fixture.dataSource.allowSwipeToDelete)
        XCTAssertFalse(fixture.table.performUserDelete(at: path(0, 0)))
        fixture.assertShows(layout, "swipe off")
        XCTAssertEqual(fixture.deleted, [])
        XCTAssertEqual(fixture.lines, [])
    }

    @MainActor
    func testSwipeToDeleteRemovesTheItem() async throws {
        let layout = Self.layouts[0]
        let fixture = ReorderFixture(layout, allowCrossSectionMove: true)
        fixture.dataSource.allowSwipeToDelete = true
        let kept = fixture.cellsByItem
        XCTAssertTrue(fixture.table.performUserDelete(at: path(0, 1)))
        let expected = DragModel(sections: [("A", [1, 3]), ("B", [4, 5])])
        fixture.assertShows(expected, "item 2 swiped away")
        XCTAssertEqual(fixture.deleted, [2])
        XCTAssertEqual(fixture.lines.count, 2)
        XCTAssertEqual(fixture.lines.first, "[ReorderableDataSource] swipe delete: 2 at [0, 1]")
        XCTAssertEqual(fixture.lines.last?.contains("1 row deleted"), true, fixture.lines.last ?? "")
        for item in [1, 3, 4, 5] { XCTAssertTrue(fixture.cellsByItem[item] === kept[item], "item \(item)") }

        XCTAssertTrue(fixture.table.performUserDelete(at: path(1, 1)))
        XCTAssertTrue(fixture.table.performUserDelete(at: path(1, 0)))
        fixture.assertShows(DragModel(sections: [("A", [1, 3]), ("B", [])]), "section B emptied")
        XCTAssertEqual(fixture.deleted, [2, 5, 4])
        XCTAssertFalse(fixture.table.performUserDelete(at: path(1, 0)), "nothing left there")
        XCTAssertFalse(fixture.table.performUserDelete(at: path(5, 0)))
        XCTAssertEqual(fixture.deleted, [2, 5, 4])
    }

    @MainActor
    func testCanDeleteItemRefusesSomeItems() async throws {
        let layout = Self.layouts[0]
        let fixture = ReorderFixture(layout, allowCrossSectionMove: true)
        fixture.dataSource.allowSwipeToDelete = true
        fixture.dataSource.canDeleteItem = { $0 % 2 == 1 }
        XCTAssertFalse(fixture.table.performUserDelete(at: path(0, 1)))
        XCTAssertFalse(fixture.table.performUserDelete(at: path(1, 0)))
        fixture.assertShows(layout, "even items are kept")
        XCTAssertTrue(fixture.table.performUserDelete(at: path(1, 1)))
        fixture.assertShows(DragModel(sections: [("A", [1, 2, 3]), ("B", [4])]), "item 5 deleted")
        XCTAssertEqual(fixture.deleted, [5])
    }

    @MainActor
    func testACommitOtherThanDeleteChangesNothing() async throws {
        let layout = Self.layouts[0]
        let fixture = ReorderFixture(layout, allowCrossSectionMove: true)
        fixture.dataSource.allowSwipeToDelete = true
        fixture.dataSource.tableView(fixture.table, commit: .insert, forRowAt: path(0, 0))
        fixture.dataSource.tableView(fixture.table, commit: .delete, forRowAt: path(7, 0))
        fixture.assertShows(layout, "nothing to commit")
        XCTAssertEqual(fixture.deleted, [])
    }
}

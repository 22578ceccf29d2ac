import XCTest

@testable import DiffableDataSourceKit

/// Section snapshots on the data source, on every view: applying an outline, toggling an
/// item as UIKit's outline disclosure does (asking the handlers in Apple's order), the
/// adapter's outline calls, and the outlines kept true through other applies.
@MainActor
final class SectionSnapshotDataSourceTests: XCTestCase {
    /// Genres with artists with songs: "Pop" > ["Dua", "Billie" > ["Bad Guy", "Lovely"]], "Jazz".
    func library() throws -> ListSectionSnapshot<String> {
        var outline = ListSectionSnapshot<String>()
        try outline.append(["Pop", "Jazz"])
        try outline.append(["Dua", "Billie"], to: "Pop")
        try outline.append(["Bad Guy", "Lovely"], to: "Billie")
        return outline
    }

    func makeTable() -> (HeadlessTableView, TableDataSource<String, String>) {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = TableDataSource<String, String>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            // The cell reads its item's level and state for indentation and disclosure.
            let source = tableView.dataSource as? TableDataSource<String, String>
            let outline = source?.snapshot(for: "Library") ?? ListSectionSnapshot()
            let mark = outline.snapshot(of: item).items.isEmpty ? " " : outline.isExpanded(item) ? "▾" : "▸"
            cell.text = String(repeating: "  ", count: max(0, outline.level(of: item))) + mark + " " + item
            return cell
        }
        return (table, dataSource)
    }

    func rows(_ table: HeadlessTableView) -> [String] { table.visibleCells.map { $0.text ?? "" } }

    func testApplyingAnOutlineShowsItsVisibleItemsAndAppendsTheSection() async throws {
        let (table, dataSource) = makeTable()
        var outline = try library()
        outline.expand(["Pop"])
        let changes = dataSource.apply(outline, to: "Library", animatingDifferences: false, completion: nil)
        XCTAssertEqual(changes.sectionInserts, [0])
        XCTAssertEqual(dataSource.snapshot().sectionIdentifiers, ["Library"])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Pop", "Dua", "Billie", "Jazz"])
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
        XCTAssertEqual(rows(table), ["▾ Pop", "    Dua", "  ▸ Billie", "  Jazz"])
        XCTAssertEqual(dataSource.snapshot(for: "Library"), outline)
        XCTAssertEqual(dataSource.snapshot(for: "Other"), ListSectionSnapshot())

        // A second outline, diffed against the first as any apply.
        var next = outline
        next.expand(["Billie"])
        try next.append(["Coltrane"], to: "Jazz")
        let second = dataSource.apply(next, to: "Library", completion: nil)
        XCTAssertEqual(second.itemInserts, [path(0, 3), path(0, 4)])
        XCTAssertEqual(rows(table), ["▾ Pop", "    Dua", "  ▾ Billie", "      Bad Guy", "      Lovely", "▸ Jazz"])
    }

    func testATapOnTheDisclosureAsksTheHandlersInApplesOrder() async throws {
        let (table, dataSource) = makeTable()
        dataSource.apply(try library(), to: "Library", animatingDifferences: false, completion: nil)
        var calls: [String] = []
        var allowCollapse = false
        dataSource.sectionSnapshotHandlers.shouldExpandItem = {
            calls.append("shouldExpand \($0)")
            return $0 != "Jazz"
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { calls.append("willExpand \($0)") }
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = {
            calls.append("shouldCollapse \($0)")
            return allowCollapse
        }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { calls.append("willCollapse \($0)") }

        XCTAssertTrue(table.performUserTapOnOutlineDisclosure(at: path(0, 0)))
        XCTAssertEqual(calls, ["shouldExpand Pop", "willExpand Pop"])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Pop", "Dua", "Billie", "Jazz"])
        XCTAssertTrue(dataSource.snapshot(for: "Library").isExpanded("Pop"))

        calls = []
        XCTAssertFalse(table.performUserTapOnOutlineDisclosure(at: path(0, 3)), "shouldExpandItem vetoes Jazz")
        XCTAssertEqual(calls, ["shouldExpand Jazz"])
        calls = []
        XCTAssertFalse(table.performUserTapOnOutlineDisclosure(at: path(0, 0)), "shouldCollapseItem vetoes")
        XCTAssertEqual(calls, ["shouldCollapse Pop"])
        allowCollapse = true
        calls = []
        XCTAssertTrue(table.performUserTapOnOutlineDisclosure(at: path(0, 0)))
        XCTAssertEqual(calls, ["shouldCollapse Pop", "willCollapse Pop"])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Pop", "Jazz"])
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
    }

    func testSnapshotForExpandingParentLoadsChildrenWhenAParentExpands() async throws {
        let (table, dataSource) = makeTable()
        dataSource.apply(try library(), to: "Library", animatingDifferences: false, completion: nil)
        var order: [String] = []
        dataSource.sectionSnapshotHandlers.willExpandItem = { order.append("will \($0)") }
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, outline in
            order.append("snapshot for \(parent)")
            var loaded = outline
            try? loaded.append(["Coltrane", "Monk"], to: parent)
            return loaded
        }
        XCTAssertTrue(table.performUserTapOnOutlineDisclosure(at: path(0, 1)))
        XCTAssertEqual(order, ["will Jazz", "snapshot for Jazz"])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Pop", "Jazz", "Coltrane", "Monk"])
        XCTAssertEqual(rows(table), ["▸ Pop", "▾ Jazz", "    Coltrane", "    Monk"])
    }

    func testTheAdaptersOutlineCallsShowAndHideRowsWithoutADiff() async throws {
        let (table, dataSource) = makeTable()
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        dataSource.apply(try library(), to: "Library", animatingDifferences: false, completion: nil)
        let expanded = try adapter.expand("Pop")
        XCTAssertEqual(expanded.itemInserts, [path(0, 1), path(0, 2)])
        XCTAssertEqual(try adapter.expand("Billie").itemInserts, [path(0, 3), path(0, 4)])
        XCTAssertEqual(try adapter.append(children: ["Ocean Eyes"], to: "Billie").itemInserts, [path(0, 5)])
        XCTAssertEqual(
            dataSource.snapshot().itemIdentifiers, ["Pop", "Dua", "Billie", "Bad Guy", "Lovely", "Ocean Eyes", "Jazz"])
        // Collapsing Pop hides every visible descendant; Billie stays expanded inside it.
        XCTAssertEqual(try adapter.collapse("Pop").itemDeletes.count, 5)
        XCTAssertEqual(try adapter.expand("Pop").itemInserts.count, 5)
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
        // Bad input throws and changes nothing.
        let before = dataSource.snapshot(for: "Library")
        XCTAssertThrowsError(try adapter.expand("Nobody")) {
            XCTAssertEqual($0 as? ListSnapshotError<String, String>, .itemsNotFound(["Nobody"]))
        }
        XCTAssertThrowsError(try adapter.append(children: ["Dua"], to: "Jazz")) {
            XCTAssertEqual($0 as? ListSnapshotError<String, String>, .itemsAlreadyPresent(["Dua"]))
        }
        XCTAssertEqual(dataSource.snapshot(for: "Library"), before)
    }

    func testAnOutlineWithAnItemAnotherSectionHasIsRefused() async throws {
        let (table, dataSource) = makeTable()
        var snapshot = ListSnapshot<String, String>()
        try snapshot.appendSections(["Favorites"])
        try snapshot.appendItems(["Lovely"], toSection: "Favorites")
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        let outline = try library()
        let (changes, diagnostics) = recordingDiagnostics { dataSource.apply(outline, to: "Library", completion: nil) }
        XCTAssertTrue(changes.isEmpty)
        XCTAssertEqual(diagnostics.map(\.kind), [.outlineRefused])
        XCTAssertEqual(table.snapshot(), snapshot)
    }

    func testAFullApplyKeepsOutlinesItLeavesAloneAndFlattensOnesItRewrites() async throws {
        let (table, dataSource) = makeTable()
        var outline = try library()
        outline.expand(["Pop"])
        dataSource.apply(outline, to: "Library", animatingDifferences: false, completion: nil)
        // A new section elsewhere: the outline stays.
        var snapshot = dataSource.snapshot()
        try snapshot.appendSections(["Favorites"])
        try snapshot.appendItems(["Single"], toSection: "Favorites")
        dataSource.apply(snapshot, completion: nil)
        XCTAssertEqual(dataSource.snapshot(for: "Library"), outline)
        // A reconfigure of an outlined item keeps the outline (with the new value).
        try snapshot.reconfigureItems(["Dua"])
        dataSource.apply(snapshot, completion: nil)
        XCTAssertEqual(dataSource.snapshot(for: "Library"), outline)
        // A row deleted from the outlined section by a full apply: its rows become a flat outline.
        snapshot.deleteItems(["Dua"])
        dataSource.apply(snapshot, completion: nil)
        var flat = ListSectionSnapshot<String>()
        try flat.append(["Pop", "Billie", "Jazz"])
        XCTAssertEqual(dataSource.snapshot(for: "Library"), flat)
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
        // A section deleted loses its outline.
        snapshot.deleteSections(["Library"])
        dataSource.apply(snapshot, completion: nil)
        XCTAssertEqual(dataSource.snapshot(for: "Library"), ListSectionSnapshot())
    }

    func testTheCollectionViewAndTheRecordingSurfaceShowOutlinesToo() async throws {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        let collection = CollectionDataSource<String, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            cell.text = item
            return cell
        }
        collection.apply(try library(), to: "Library", animatingDifferences: false, completion: nil)
        XCTAssertTrue(collectionView.performUserTapOnOutlineDisclosure(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(collectionView.visibleCells.map(\.text), ["Pop", "Dua", "Billie", "Jazz"])
        XCTAssertNil(collectionView.lastUpdateError)

        let view = RecordingListView()
        let recording = ListDataSource<String, String, RecordingListView>(
            view: view, surface: view, allowCrossSectionMove: false, allowReordering: true, enableLogging: false,
            callSite: CallSite(file: #fileID, line: #line)
        ) { _, _, _, _ in TableViewCell() }
        view.dataSourceCounts = { [weak recording] in recording?.snapshot().rowCounts ?? [] }
        recording.apply(try library(), to: "Library", animatingDifferences: false, completion: nil)
        view.clearCalls()
        XCTAssertTrue(recording.toggleExpansion(of: "Pop"))
        XCTAssertEqual(
            view.calls,
            [
                .batch(
                    .init(rowInserts: [path(0, 1), path(0, 2)]), animated: true, shown: [2], before: [2], after: [4]),
                // The parent's row is configured again: its disclosure shows it expanded.
                .reconfigure([path(0, 0)]),
            ])
        XCTAssertEqual(view.raised, [])
    }

    /// Random outlines and toggles against the plain model (`OutlineModel`): after every
    /// step the view shows the model's visible items and the data source holds its outline.
    func testRandomOutlinesAndTogglesMatchThePlainModel() async throws {
        let count = environmentCount("DIFFABLE_OUTLINE_SEQUENCES", normal: 60, quick: 15)
        for seed in SplitMix64.seeds(replaying: "DIFFABLE_OUTLINE_SEED", defaults: (1...UInt64(count)).map { $0 }) {
            var random = SplitMix64(seed: seed)
            let table = HeadlessTableView()
            let dataSource = TableDataSource<Int, Int>(tableView: table) { _, _, item in
                let cell = TableViewCell()
                cell.text = "\(item)"
                return cell
            }
            let adapter = TableAdapter(tableView: table, dataSource: dataSource)
            var model = OutlineModel()
            var outline = ListSectionSnapshot<Int>()
            var next = 0
            for step in 0..<30 {
                let items = model.items
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    let parent =
                        items.isEmpty || Bool.random(using: &random) ? nil : items.randomElement(using: &random)
                    let new = Array(next..<(next + Int.random(in: 1...3, using: &random)))
                    next += new.count
                    try model.append(new, to: parent)
                    try outline.append(new, to: parent)
                    dataSource.apply(outline, to: 0, animatingDifferences: Bool.random(using: &random), completion: nil)
                case 1 where !items.isEmpty:
                    let item = items.randomElement(using: &random) ?? 0
                    model.delete([item])
                    outline.delete([item])
                    dataSource.apply(outline, to: 0, completion: nil)
                case 2 where !items.isEmpty:
                    let item = items.randomElement(using: &random) ?? 0
                    if model.isExpanded(item) {
                        model.collapse([item])
                        outline.collapse([item])
                        try adapter.collapse(item)
                    } else {
                        model.expand([item])
                        outline.expand([item])
                        try adapter.expand(item)
                    }
                case 3:
                    let visible = model.visibleItems
                    guard let item = visible.randomElement(using: &random), let row = visible.firstIndex(of: item)
                    else { continue }
                    if table.performUserTapOnOutlineDisclosure(at: path(0, row)) {
                        if model.isExpanded(item) { model.collapse([item]) } else { model.expand([item]) }
                        outline = dataSource.snapshot(for: 0)
                    }
                default:
                    if !items.isEmpty {
                        table.contentOffset.y = CGFloat(Int.random(in: 0...items.count, using: &random) * 20)
                    }
                }
                let context = "seed \(seed), step \(step)"
                XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: 0), model.visibleItems, context)
                XCTAssertEqual(table.snapshot(), dataSource.snapshot(), context)
                XCTAssertNil(table.lastUpdateError, context)
                XCTAssertEqual(dataSource.snapshot(for: 0).items, model.items, context)
                XCTAssertEqual(dataSource.snapshot(for: 0).visibleItems, model.visibleItems, context)
                if dataSource.snapshot().itemIdentifiers(inSection: 0) != model.visibleItems { return }
            }
        }
    }
}

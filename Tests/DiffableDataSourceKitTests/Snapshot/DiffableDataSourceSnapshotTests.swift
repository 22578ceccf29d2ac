import XCTest

@testable import DiffableDataSourceKit

/// The snapshot of code ported by rename, without `try` (issue 48, item 6): each call applies
/// what is valid, drops the rest and reports it with the call's line.
@MainActor
final class DiffableDataSourceSnapshotTests: XCTestCase {
    enum HomeSection: Hashable, Sendable { case topSites, pocket }

    /// Firefox's home screen, ported by rename: one top site comes twice. Apple raises; a
    /// `try?` port shows an empty section; this snapshot shows every site once and names
    /// the repeat and the line.
    func testARepeatedTopSiteLeavesTheSectionShowingItsValidItemsAndNamesTheRepeat() async throws {
        let sites = ["mozilla.org", "wikipedia.org", "mozilla.org", "example.com"]

        // The one-line `try?` port, for contrast: the whole call is dropped.
        var tried = ListSnapshot<HomeSection, String>()
        try? tried.appendSections([.topSites])
        try? tried.appendItems(sites, toSection: .topSites)
        XCTAssertEqual(tried.numberOfItems(inSection: .topSites), 0)

        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "site")
        let dataSource = CollectionDataSource<HomeSection, String>(collectionView: collectionView) {
            collectionView, indexPath, site in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "site", for: indexPath)
            cell.text = site
            return cell
        }
        let appendLine = #line + 4
        let (_, diagnostics) = recordingDiagnostics {
            var snapshot = DiffableDataSourceSnapshot<HomeSection, String>()
            snapshot.appendSections([.topSites])
            snapshot.appendItems(sites, toSection: .topSites)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
        XCTAssertEqual(collectionView.visibleCells.map(\.text), ["mozilla.org", "wikipedia.org", "example.com"])
        XCTAssertEqual(diagnostics.map(\.kind), [.duplicatesDropped])
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertTrue(diagnostic.message.contains("mozilla.org"), diagnostic.message)
        XCTAssertEqual(diagnostic.file, "DiffableDataSourceKitTests/DiffableDataSourceSnapshotTests.swift")
        XCTAssertEqual(diagnostic.line, appendLine)
        XCTAssertTrue(diagnostic.description.contains("called at"))
    }

    /// A snapshot of sections "a" (1, 2) and "b" (3).
    func makeSnapshot() -> DiffableDataSourceSnapshot<String, Int> {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3])
        return snapshot
    }

    /// Runs `body` on a fresh snapshot; returns the snapshot's layout and the kinds
    /// reported.
    func run(_ body: (inout DiffableDataSourceSnapshot<String, Int>) -> Void) -> (String, [ListDiagnostic.Kind]) {
        var snapshot = makeSnapshot()
        let (_, diagnostics) = recordingDiagnostics { body(&snapshot) }
        let layout = snapshot.sectionIdentifiers.map { "\($0): \(snapshot.itemIdentifiers(inSection: $0))" }
        return (layout.joined(separator: "; "), diagnostics.map(\.kind))
    }

    func testValidCallsDoWhatTheKitsSnapshotDoesAndReportNothing() async throws {
        var port = makeSnapshot()
        var kit = ListSnapshot<String, Int>()
        try kit.appendSections(["a", "b"])
        try kit.appendItems([1, 2], toSection: "a")
        try kit.appendItems([3])
        XCTAssertEqual(port.listSnapshot, kit)
        let (_, diagnostics) = recordingDiagnostics {
            port.insertSections(["z"], beforeSection: "a")
            port.insertSections(["y"], afterSection: "b")
            port.moveSection("y", beforeSection: "z")
            port.moveSection("y", afterSection: "b")
            port.insertItems([0], beforeItem: 1)
            port.insertItems([4], afterItem: 3)
            port.moveItem(4, beforeItem: 0)
            port.moveItem(4, afterItem: 3)
            port.reloadItems([1])
            port.reconfigureItems([2])
            port.reloadSections(["b"])
            port.deleteItems([0, 99])
            port.deleteSections(["z", "nope"])
        }
        try kit.insertSections(["z"], beforeSection: "a")
        try kit.insertSections(["y"], afterSection: "b")
        try kit.moveSection("y", beforeSection: "z")
        try kit.moveSection("y", afterSection: "b")
        try kit.insertItems([0], beforeItem: 1)
        try kit.insertItems([4], afterItem: 3)
        try kit.moveItem(4, beforeItem: 0)
        try kit.moveItem(4, afterItem: 3)
        try kit.reloadItems([1])
        try kit.reconfigureItems([2])
        try kit.reloadSections(["b"])
        kit.deleteItems([0, 99])
        kit.deleteSections(["z", "nope"])
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(port.listSnapshot, kit)
        XCTAssertEqual(port.reloadedItemIdentifiers, [1])
        XCTAssertEqual(port.reconfiguredItemIdentifiers, [2])
        XCTAssertEqual(port.reloadedSectionIdentifiers, ["b"])
        XCTAssertEqual(
            [port.numberOfItems, port.numberOfSections, port.numberOfItems(inSection: "a"), port.indexOfItem(3)],
            [4, 3, 2, 2])
        XCTAssertEqual(port.sectionIdentifier(containingItem: 4), "b")
        XCTAssertEqual(port.indexOfSection("y"), 2)
        port.deleteAllItems()
        XCTAssertEqual(port.numberOfSections, 0)
    }

    func testEachCallAppliesWhatIsValidAndReportsTheRest() async {
        let cases: [(String, (inout DiffableDataSourceSnapshot<String, Int>) -> Void, String, [ListDiagnostic.Kind])] =
            [
                (
                    "repeated sections", { $0.appendSections(["c", "a", "c"]) }, "a: [1, 2]; b: [3]; c: []",
                    [.duplicatesDropped]
                ),
                (
                    "insert before a missing section", { $0.insertSections(["c"], beforeSection: "x") },
                    "a: [1, 2]; b: [3]",
                    [.invalidIdentifiersDropped]
                ),
                (
                    "insert a present section", { $0.insertSections(["c", "b"], afterSection: "a") },
                    "a: [1, 2]; c: []; b: [3]",
                    [.duplicatesDropped]
                ),
                (
                    "move a missing section", { $0.moveSection("x", beforeSection: "a") }, "a: [1, 2]; b: [3]",
                    [.invalidIdentifiersDropped]
                ),
                (
                    "move a section after itself", { $0.moveSection("a", afterSection: "a") }, "a: [1, 2]; b: [3]",
                    [.invalidIdentifiersDropped]
                ),
                (
                    "reload a missing section", { $0.reloadSections(["a", "x"]) }, "a: [1, 2]; b: [3]",
                    [.invalidIdentifiersDropped]
                ),
                (
                    "append to a missing section", { $0.appendItems([7], toSection: "x") }, "a: [1, 2]; b: [3]",
                    [.invalidIdentifiersDropped]
                ),
                (
                    "append repeats and present items", { $0.appendItems([7, 1, 7, 8], toSection: "a") },
                    "a: [1, 2, 7, 8]; b: [3]", [.duplicatesDropped]
                ),
                (
                    "insert before a missing item", { $0.insertItems([7], beforeItem: 99) }, "a: [1, 2]; b: [3]",
                    [.invalidIdentifiersDropped]
                ),
                (
                    "insert after an item among the inserted", { $0.insertItems([7, 2], afterItem: 2) },
                    "a: [1, 2, 7]; b: [3]",
                    [.duplicatesDropped]
                ),
                (
                    "move a missing item", { $0.moveItem(99, afterItem: 1) }, "a: [1, 2]; b: [3]",
                    [.invalidIdentifiersDropped]
                ),
                (
                    "move an item before itself", { $0.moveItem(1, beforeItem: 1) }, "a: [1, 2]; b: [3]",
                    [.invalidIdentifiersDropped]
                ),
                (
                    "reload a missing item", { $0.reloadItems([2, 99, 2]) }, "a: [1, 2]; b: [3]",
                    [.invalidIdentifiersDropped]
                ),
                (
                    "reconfigure a missing item", { $0.reconfigureItems([99]) }, "a: [1, 2]; b: [3]",
                    [.invalidIdentifiersDropped]
                ),
            ]
        for (name, call, layout, kinds) in cases {
            let result = run(call)
            XCTAssertEqual(result.0, layout, name)
            XCTAssertEqual(result.1, kinds, name)
        }
        var marked = makeSnapshot()
        _ = recordingDiagnostics { marked.reloadItems([2, 99, 2]) }
        XCTAssertEqual(marked.reloadedItemIdentifiers, [2], "the items there are marked")
    }

    func testAppendingWithNoSectionIsReportedAndNamesTheLine() async throws {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        let line = #line + 1
        let (_, diagnostics) = recordingDiagnostics { snapshot.appendItems([1]) }
        XCTAssertEqual(snapshot.numberOfItems, 0)
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(diagnostic.kind, .invalidIdentifiersDropped)
        XCTAssertEqual(diagnostic.line, line)
        XCTAssertTrue(diagnostic.message.contains("no sections"), diagnostic.message)
    }

    func testTheDataSourceAppliesAndHandsBackThePortsSnapshot() async throws {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = TableDataSource<String, Int>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.apply(makeSnapshot(), animatingDifferences: false, completion: nil)
        XCTAssertEqual(table.visibleCells.map(\.text), ["1", "2", "3"])

        var snapshot: DiffableDataSourceSnapshot<String, Int> = dataSource.snapshot()
        snapshot.appendItems([4], toSection: "a")
        await dataSource.apply(snapshot)
        XCTAssertEqual(table.visibleCells.map(\.text), ["1", "2", "4", "3"])

        var wrapped = DiffableDataSourceSnapshot(dataSource.snapshot())
        wrapped.deleteItems([1])
        dataSource.applySnapshotUsingReloadData(wrapped, completion: nil)
        XCTAssertEqual(table.visibleCells.map(\.text), ["2", "4", "3"])
        wrapped.deleteItems([2])
        await dataSource.applySnapshotUsingReloadData(wrapped)
        XCTAssertEqual(table.visibleCells.map(\.text), ["4", "3"])
        XCTAssertEqual(dataSource.snapshot(), wrapped.listSnapshot)
        XCTAssertEqual(wrapped, DiffableDataSourceSnapshot(dataSource.snapshot()))
    }
}

#if canImport(Observation)
import DiffableDataSourceKit
import Observation
import XCTest

/// Outlines declared in a bound list reach the data source as its section snapshots, on a
/// headless collection view: the rows are the visible items, the outline is what
/// `snapshot(for:)` returns, and what the user expanded survives an update.
@available(macOS 14, iOS 17, tvOS 17, *)
@MainActor
final class BoundOutlineTests: XCTestCase {
    /// Folders of files, as a sidebar keeps them.
    @Observable
    final class Folder {
        let name: String
        var files: [String]
        var isOpen: Bool

        init(_ name: String, files: [String], isOpen: Bool = false) {
            self.name = name
            self.files = files
            self.isOpen = isOpen
        }
    }

    @Observable
    final class Sidebar {
        var pinned = ["Inbox"]
        var folders = [Folder("Music", files: ["a.mp3", "b.mp3"], isOpen: true), Folder("Docs", files: ["c.txt"])]
    }

    func makeView() -> (HeadlessCollectionView, CollectionDataSource<String, String>) {
        let view = HeadlessCollectionView()
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        let dataSource = CollectionDataSource<String, String>(collectionView: view) { view, indexPath, item in
            let cell = try? view.dequeueReusableCell(
                CollectionViewCell.self, withReuseIdentifier: "row", for: indexPath)
            cell?.text = item
            return cell
        }
        return (view, dataSource)
    }

    @ListSnapshotBuilder<String, String>
    func declared(_ sidebar: Sidebar) -> ListSections<String, String> {
        ListSection("pinned", items: sidebar.pinned)
        ListSection("library") {
            for folder in sidebar.folders {
                OutlineItem(folder.name, expanded: folder.isOpen) { folder.files }
            }
        }
    }

    func testDeclaredOutlinesReachTheDataSourceAndFollowTheModels() async throws {
        let sidebar = Sidebar()
        let (view, dataSource) = makeView()
        let binding = dataSource.bind { [unowned self] in declared(sidebar) }
        var expected = ListSectionSnapshot<String>()
        try expected.append(["Music", "Docs"])
        try expected.append(["a.mp3", "b.mp3"], to: "Music")
        try expected.append(["c.txt"], to: "Docs")
        expected.expand(["Music"])
        XCTAssertEqual(dataSource.snapshot(for: "library"), expected)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Inbox", "Music", "a.mp3", "b.mp3", "Docs"])
        XCTAssertEqual(view.snapshot(), dataSource.snapshot())
        XCTAssertEqual(view.visibleCells.map(\.text), ["Inbox", "Music", "a.mp3", "b.mp3", "Docs"])

        // A file added to a closed folder: in the outline, not in the rows.
        sidebar.folders[1].files.append("d.txt")
        await nextTurn()
        try expected.append(["d.txt"], to: "Docs")
        XCTAssertEqual(dataSource.snapshot(for: "library"), expected)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Inbox", "Music", "a.mp3", "b.mp3", "Docs"])

        // The user opens Docs: the next update keeps it open though the model says closed,
        // and a new folder takes its declared state.
        XCTAssertTrue(dataSource.toggleExpansion(of: "Docs"))
        sidebar.folders.append(Folder("New", files: ["e"], isOpen: true))
        sidebar.pinned.append("Later")
        await nextTurn()
        XCTAssertEqual(
            dataSource.snapshot().itemIdentifiers,
            ["Inbox", "Later", "Music", "a.mp3", "b.mp3", "Docs", "c.txt", "d.txt", "New", "e"])
        XCTAssertEqual(view.snapshot(), dataSource.snapshot())
        XCTAssertEqual(dataSource.snapshot(for: "library").level(of: "e"), 1)

        // The pinned section alone changes: the library's outline is kept as it is.
        let library = dataSource.snapshot(for: "library")
        sidebar.pinned.removeFirst()
        await nextTurn()
        XCTAssertEqual(dataSource.snapshot(for: "library"), library)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: "pinned"), ["Later"])

        // A pinned item that a closed folder holds: refused, though it is in no row.
        let shown = dataSource.snapshot()
        let (_, reported) = await recordingDiagnosticsAsync {
            dataSource.toggleExpansion(of: "Music")  // closes Music, hiding a.mp3
            sidebar.pinned.append("a.mp3")
            await nextTurn()
        }
        XCTAssertEqual(reported.map(\.kind), [.bindingRefused])
        XCTAssertTrue(reported.first?.message.contains("a.mp3") == true, "\(reported)")
        XCTAssertEqual(
            dataSource.snapshot().itemIdentifiers(inSection: "pinned"), shown.itemIdentifiers(inSection: "pinned"))
        withExtendedLifetime(binding) {}
    }

    /// A declared list applied directly shows its outlines in one update, and a section
    /// declared flat loses the outline it had.
    func testADeclaredListIsAppliedWithItsOutlinesInOneUpdate() async throws {
        let (view, dataSource) = makeView()
        let sidebar = Sidebar()
        let list = try DeclaredList { self.declared(sidebar) }
        let changes = dataSource.apply(declared: list, animatingDifferences: false)
        XCTAssertEqual(changes.sectionInserts, [0, 1])
        XCTAssertEqual(dataSource.snapshot(for: "library"), list.sectionSnapshots["library"])
        XCTAssertEqual(view.snapshot(), list.snapshot)

        let flat = try DeclaredList<String, String> {
            ListSection("pinned", items: sidebar.pinned)
            ListSection("library", items: ["Music", "a.mp3"])
        }
        let second = dataSource.apply(declared: flat)
        // Two rows go; the two whose level or disclosure changed are configured again.
        XCTAssertEqual(second.itemDeletes.count, 2)  // b.mp3 and Docs
        XCTAssertEqual(second.itemReconfigures.count, 2)
        XCTAssertEqual(dataSource.snapshot(for: "library").items, ["Music", "a.mp3"])
        XCTAssertEqual(dataSource.snapshot(for: "library").level(of: "a.mp3"), 0)
    }
}
#endif

import XCTest

@testable import DiffableDataSourceKit

// Extensions as apps write them against Apple's classes, with Apple's generic parameter
// names, after the type renames only.

extension ListSnapshot where SectionIdentifierType == String, ItemIdentifierType == Song {
    /// The titles of a section's songs.
    func titles(in section: String) -> [String] { itemIdentifiers(inSection: section).map(\.title) }
}

extension ListSectionSnapshot where ItemIdentifierType == Song {
    /// The titles of the visible songs.
    var visibleTitles: [String] { visibleItems.map(\.title) }
}

extension ListDataSource where ItemIdentifierType == Song {
    /// The title of the song a row shows.
    func title(at indexPath: IndexPath) -> String? { itemIdentifier(for: indexPath)?.title }
}

extension TableDataSource where SectionIdentifierType == String, ItemIdentifierType == Song {
    /// The number of songs the table shows.
    var songCount: Int { snapshot().numberOfItems }
}

@MainActor
final class AppleGenericNameTests: XCTestCase {
    func testExtensionsWrittenWithApplesGenericNamesApply() async throws {
        var snapshot = ListSnapshot<String, Song>()
        try snapshot.appendSections(["pop"])
        try snapshot.appendItems([Song(1, "One"), Song(2, "Two")], toSection: "pop")
        XCTAssertEqual(snapshot.titles(in: "pop"), ["One", "Two"])

        var outline = ListSectionSnapshot<Song>()
        try outline.append([Song(3, "Three")])
        XCTAssertEqual(outline.visibleTitles, ["Three"])

        let table = HeadlessTableView()
        let dataSource = TableDataSource<String, Song>(tableView: table) { _, _, _ in TableViewCell() }
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        XCTAssertEqual(dataSource.title(at: IndexPath(row: 1, section: 0)), "Two")
        XCTAssertEqual(dataSource.songCount, 2)
    }

    func testDefaultRowAnimationKeepsApplesNameAndRawValues() async throws {
        let table = HeadlessTableView()
        let dataSource = TableDataSource<String, Song>(tableView: table) { _, _, _ in TableViewCell() }
        XCTAssertEqual(dataSource.defaultRowAnimation, .automatic)
        dataSource.defaultRowAnimation = .fade
        // UIKit's raw values, for code that stores or compares them.
        let all: [HeadlessTableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
        XCTAssertEqual(all.map(\.rawValue), [0, 1, 2, 3, 4, 5, 6, 100])
        var snapshot = ListSnapshot<String, Song>()
        try snapshot.appendSections(["pop"])
        try snapshot.appendItems([Song(1)], toSection: "pop")
        dataSource.apply(snapshot, completion: nil)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1, "the choice changes nothing a headless table does")
        XCTAssertEqual(dataSource.defaultRowAnimation, .fade)
    }
}

/// Subclasses as apps write them against Apple's classes: Apple's initializer overridden
/// unchanged (issue 32, item 3).
final class CountingInitTableDataSource: TableDataSource<String, Int> {
    private(set) var cellsBuilt = 0

    override init(tableView: HeadlessTableView, cellProvider: @escaping CellProvider) {
        var built: (() -> Void)?
        super.init(tableView: tableView) { tableView, indexPath, item in
            built?()
            return cellProvider(tableView, indexPath, item)
        }
        built = { [unowned self] in cellsBuilt += 1 }
    }
}

final class TitledCollectionDataSource: CollectionDataSource<String, Int> {
    let title: String

    override init(collectionView: HeadlessCollectionView, cellProvider: @escaping CellProvider) {
        title = "numbers"
        super.init(collectionView: collectionView, cellProvider: cellProvider)
    }

    /// Apple's shape: `super` returns a cell, without `try`.
    override func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = super.collectionView(collectionView, cellForItemAt: indexPath)
        cell.text = "#" + (cell.text ?? "")
        return cell
    }
}

/// Apple's shape: `super` returns a header, not an optional.
final class ShoutingHeaderDataSource: CollectionDataSource<String, Int> {
    override func collectionView(
        _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        let view = super.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
        view.text = view.text?.uppercased()
        return view
    }
}

/// Apple's shape: `super` returns a cell, without `try`.
final class MarkingTableDataSource: TableDataSource<String, Int> {
    override func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        cell.text = "#" + (cell.text ?? "")
        return cell
    }
}

@MainActor
final class AppleInitializerOverrideTests: XCTestCase {
    func testAnOverrideOfApplesTableInitializerFeedsTheTable() async {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = CountingInitTableDataSource(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.apply(tableSnapshot([("A", [1, 2, 3])]), animatingDifferences: false, completion: nil)
        XCTAssertEqual(table.visibleCells.map(\.text), ["1", "2", "3"])
        XCTAssertEqual(dataSource.cellsBuilt, 3, "the override's provider built every cell")
    }

    func testAnOverrideOfApplesCollectionInitializerFeedsTheCollectionView() async {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = TitledCollectionDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.apply(tableSnapshot([("A", [4, 5])]), animatingDifferences: false, completion: nil)
        XCTAssertEqual(dataSource.title, "numbers")
        XCTAssertEqual(collectionView.visibleCells.map(\.text), ["#4", "#5"])
    }

    func testAnOverrideOfTheSupplementaryViewCallsSuperAndANilHeaderShowsNone() async {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let kind = HeadlessCollectionView.elementKindSectionHeader
        collectionView.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        let dataSource = ShoutingHeaderDataSource(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.supplementaryViewProvider = { [unowned dataSource] collectionView, kind, indexPath in
            // Headers only, and none for section "b": the provider returns nil, as with Apple's.
            guard kind == HeadlessCollectionView.elementKindSectionHeader,
                let section = dataSource.sectionIdentifier(for: indexPath.section), section != "b"
            else { return nil }
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            header.text = section
            return header
        }
        dataSource.apply(
            tableSnapshot([("a", [1]), ("b", [2]), ("c", [])]), animatingDifferences: false, completion: nil)
        XCTAssertEqual(collectionView.visibleSupplementaryViews(ofKind: kind).map(\.text), ["A", "C"])
        XCTAssertNil(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)))
        // Headers take height only where shown: a 28 header, an item, an item, a header.
        XCTAssertEqual(collectionView.contentHeight, 28 + 44 + 44 + 28)
    }

    func testAnOverrideOfCellForRowAtCallsSuperWithoutTry() async {
        let table = HeadlessTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = MarkingTableDataSource(tableView: table) { tableView, indexPath, item in
            guard item != 2 else { return nil }
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        let (_, diagnostics) = recordingDiagnostics {
            dataSource.apply(tableSnapshot([("A", [1, 2, 3])]), animatingDifferences: false, completion: nil)
        }
        // The failed row is a plain cell, its error kept and reported, as before.
        XCTAssertEqual(table.visibleCells.map(\.text), ["#1", "#", "#3"])
        XCTAssertEqual(table.lastCellError as? TableViewError, .noCell(at: path(0, 1)))
        XCTAssertEqual(diagnostics.map(\.kind), [.nilCell])
    }
}

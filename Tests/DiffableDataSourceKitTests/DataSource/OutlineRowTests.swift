import XCTest

@testable import DiffableDataSourceKit

/// What a `UICollectionView`'s data source needs for an outline row: the level to indent a
/// list cell by, a toggle for the item a row shows at the moment of the tap, and a row
/// configured again when its item changes level.
@MainActor
final class OutlineRowTests: XCTestCase {
    /// "Pop" > ["Dua", "Billie" > ["Bad Guy"]], "Jazz" > ["Coltrane"]; all collapsed.
    func library() throws -> ListSectionSnapshot<String> {
        var outline = ListSectionSnapshot<String>()
        try outline.append(["Pop", "Jazz"])
        try outline.append(["Dua", "Billie"], to: "Pop")
        try outline.append(["Bad Guy"], to: "Billie")
        try outline.append(["Coltrane"], to: "Jazz")
        return outline
    }

    func makeDataSource() -> CollectionDataSource<String, String> {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        return CollectionDataSource<String, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            cell.text = item
            return cell
        }
    }

    func levels(_ dataSource: CollectionDataSource<String, String>, section: Int) -> [Int?] {
        (0..<dataSource.numberOfRows(inSection: section)).map { dataSource.outlineLevel(at: path(section, $0)) }
    }

    func testTheLevelIsTheRowsLevelInItsSectionsOutline() async throws {
        let dataSource = makeDataSource()
        var flat = ListSnapshot<String, String>()
        try flat.appendSections(["Favorites"])
        try flat.appendItems(["Lovely", "Monk"], toSection: "Favorites")
        dataSource.apply(flat, animatingDifferences: false, completion: nil)
        // No outline anywhere: indentation is the cell provider's business.
        XCTAssertEqual(levels(dataSource, section: 0), [nil, nil])

        var outline = try library()
        outline.expand(["Pop", "Billie"])
        dataSource.apply(outline, to: "Library", animatingDifferences: false, completion: nil)
        XCTAssertEqual(
            dataSource.snapshot().itemIdentifiers(inSection: "Library"), ["Pop", "Dua", "Billie", "Bad Guy", "Jazz"])
        XCTAssertEqual(levels(dataSource, section: 1), [0, 1, 1, 2, 0])
        // A section without an outline is flat once outlines are in use: a reused cell
        // that showed "Bad Guy" must not stay indented there.
        XCTAssertEqual(levels(dataSource, section: 0), [0, 0])
        XCTAssertNil(dataSource.outlineLevel(at: path(1, 5)))
        XCTAssertNil(dataSource.outlineLevel(at: path(2, 0)))

        // Rows that move down keep their item's level, at their new index path.
        XCTAssertTrue(dataSource.toggleExpansion(of: "Jazz"))
        XCTAssertEqual(levels(dataSource, section: 1), [0, 1, 1, 2, 0, 1])
        XCTAssertTrue(dataSource.toggleExpansion(of: "Pop"))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: "Library"), ["Pop", "Jazz", "Coltrane"])
        XCTAssertEqual(levels(dataSource, section: 1), [0, 0, 1])
    }

    func testATapTogglesTheItemTheRowShowsWhenTapped() async throws {
        let dataSource = makeDataSource()
        dataSource.apply(try library(), to: "Library", animatingDifferences: false, completion: nil)
        let jazzWhenConfigured = try XCTUnwrap(dataSource.indexPath(for: "Jazz"))
        XCTAssertEqual(jazzWhenConfigured, path(0, 1))

        XCTAssertTrue(dataSource.toggleExpansion(ofItemAt: path(0, 0)))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Pop", "Dua", "Billie", "Jazz"])
        // The index path kept from before now shows "Dua": a tap on Jazz's row goes by the
        // row it is in now.
        XCTAssertEqual(dataSource.itemIdentifier(for: jazzWhenConfigured), "Dua")
        XCTAssertTrue(dataSource.toggleExpansion(ofItemAt: path(0, 3)))
        XCTAssertTrue(dataSource.snapshot(for: "Library").isExpanded("Jazz"))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Pop", "Dua", "Billie", "Jazz", "Coltrane"])

        // A row that is not there toggles nothing.
        let before = dataSource.snapshot(for: "Library")
        XCTAssertFalse(dataSource.toggleExpansion(ofItemAt: path(0, 9)))
        XCTAssertFalse(dataSource.toggleExpansion(ofItemAt: path(3, 0)))
        XCTAssertEqual(dataSource.snapshot(for: "Library"), before)
    }

    func testAnItemThatChangesLevelInPlaceIsConfiguredAgain() async throws {
        let dataSource = makeDataSource()
        var outline = ListSectionSnapshot<String>()
        try outline.append(["Pop", "Jazz"])
        try outline.append(["Dua"], to: "Pop")
        try outline.append(["Monk"], to: "Jazz")
        outline.expand(["Pop", "Jazz"])
        dataSource.apply(outline, to: "Library", animatingDifferences: false, completion: nil)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Pop", "Dua", "Jazz", "Monk"])

        // "Dua" leaves "Pop" for the top level, "Monk" goes one deeper: every row stays
        // where it is, so only a configure gives their cells the new indentation.
        var moved = ListSectionSnapshot<String>()
        try moved.append(["Pop", "Dua", "Jazz"])
        try moved.append(["Bird"], to: "Jazz")
        try moved.append(["Monk"], to: "Bird")
        moved.expand(["Jazz", "Bird"])
        let changes = dataSource.apply(moved, to: "Library", animatingDifferences: false, completion: nil)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Pop", "Dua", "Jazz", "Bird", "Monk"])
        XCTAssertEqual(levels(dataSource, section: 0), [0, 0, 0, 1, 2])
        // "Pop" lost its children (its disclosure goes), "Dua" and "Monk" changed level;
        // "Jazz" is unchanged, and "Bird" is new.
        XCTAssertEqual(Set(changes.itemReconfigures), [path(0, 0), path(0, 1), path(0, 4)])
        XCTAssertEqual(changes.itemInserts, [path(0, 3)])
    }
}

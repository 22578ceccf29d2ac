import XCTest

@testable import DiffableDataSourceKit

// Cell and supplementary registrations as modern collection-view screens write them with
// UIKit (issue 48, item 2), on the headless collection view.

final class BadgeCell: CollectionViewCell {
    var badge: Int?
    /// How many times a handler configured this cell.
    var configurations = 0
}

final class TitleHeader: CollectionReusableView {
    var section: Int?
}

@MainActor
final class RegistrationTests: XCTestCase {
    typealias Registration = HeadlessCollectionView.CellRegistration<BadgeCell, Int>

    /// A collection view fed by a data source whose providers dequeue through
    /// registrations, showing `sections` (titles and items), 44-point items.
    func makeScreen(
        _ sections: [(String, [Int])], cell: Registration,
        header: HeadlessCollectionView.SupplementaryRegistration<TitleHeader>? = nil
    ) -> (HeadlessCollectionView, CollectionDataSource<String, Int>) {
        let collectionView = HeadlessCollectionView()
        let dataSource = CollectionDataSource<String, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        if let header {
            dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
                kind == HeadlessCollectionView.elementKindSectionHeader
                    ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath) : nil
            }
        }
        dataSource.apply(tableSnapshot(sections), animatingDifferences: false, completion: nil)
        return (collectionView, dataSource)
    }

    func testACellRegistrationMakesAndConfiguresEveryCellWithoutARegisterCall() async {
        let registration = Registration { cell, indexPath, item in
            cell.text = "\(item) at \(indexPath.item)"
            cell.badge = item * 10
            cell.configurations += 1
        }
        let (collectionView, _) = makeScreen([("A", [1, 2, 3])], cell: registration)
        let cells = collectionView.visibleCells.compactMap { $0 as? BadgeCell }
        XCTAssertEqual(cells.map(\.text), ["1 at 0", "2 at 1", "3 at 2"])
        XCTAssertEqual(cells.map(\.badge), [10, 20, 30])
        XCTAssertEqual(collectionView.lastCellError as? TableViewError, nil)
    }

    func testCellsOfARegistrationAreReusedAndAReconfigureHandsBackTheSameCell() async {
        let registration = Registration { cell, _, item in
            cell.text = "\(item)"
            cell.configurations += 1
        }
        let (collectionView, dataSource) = makeScreen([("A", Array(0..<100))], cell: registration)
        collectionView.viewportHeight = 440
        let firstCell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        collectionView.contentOffset.y = 44 * 50
        collectionView.contentOffset.y = 0
        XCTAssertLessThanOrEqual(collectionView.cellsCreated, 40, "cells leaving the screen are reused")

        let shown = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? BadgeCell
        let before = shown?.configurations ?? 0
        var snapshot = dataSource.snapshot()
        try? snapshot.reconfigureItems([1])
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        let after = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? BadgeCell
        XCTAssertTrue(after === shown, "the reconfigured item keeps its cell")
        XCTAssertEqual(after?.configurations, before + 1)
        XCTAssertNotNil(firstCell)
    }

    func testTwoRegistrationsOfOneClassKeepTheirCellsApart() async {
        let even = Registration { cell, _, item in cell.text = "even \(item)" }
        let odd = Registration { cell, _, item in cell.text = "odd \(item)" }
        let collectionView = HeadlessCollectionView()
        let dataSource = CollectionDataSource<String, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: item % 2 == 0 ? even : odd, for: indexPath, item: item)
        }
        dataSource.apply(tableSnapshot([("A", [1, 2, 3, 4])]), animatingDifferences: false, completion: nil)
        XCTAssertEqual(collectionView.visibleCells.map(\.text), ["odd 1", "even 2", "odd 3", "even 4"])
        let identifiers = collectionView.visibleCells.map(\.reuseIdentifier)
        XCTAssertEqual(Set(identifiers).count, 2)
        XCTAssertEqual(identifiers[0], identifiers[2])
        XCTAssertNotEqual(identifiers[0], identifiers[1])
    }

    func testASupplementaryRegistrationMakesTheHeaders() async {
        let cell = Registration { cell, _, item in cell.text = "\(item)" }
        var kinds: [String] = []
        let header = HeadlessCollectionView.SupplementaryRegistration<TitleHeader>(
            elementKind: HeadlessCollectionView.elementKindSectionHeader
        ) { view, kind, indexPath in
            view.text = "section \(indexPath.section)"
            view.section = indexPath.section
            kinds.append(kind)
        }
        let (collectionView, _) = makeScreen([("A", [1]), ("B", [2])], cell: cell, header: header)
        let headers = collectionView.visibleSupplementaryViews(ofKind: HeadlessCollectionView.elementKindSectionHeader)
        XCTAssertEqual(headers.map(\.text), ["section 0", "section 1"])
        XCTAssertEqual(headers.compactMap { ($0 as? TitleHeader)?.section }, [0, 1])
        XCTAssertEqual(Set(kinds), [HeadlessCollectionView.elementKindSectionHeader])
        XCTAssertEqual(collectionView.contentHeight, 28 + 44 + 28 + 44)
    }

    func testANilItemGivesTheCellUnconfigured() async {
        var calls = 0
        let registration = Registration { _, _, _ in calls += 1 }
        let collectionView = HeadlessCollectionView()
        let cell = collectionView.dequeueConfiguredReusableCell(
            using: registration, for: IndexPath(item: 0, section: 0), item: nil)
        XCTAssertNil(cell.badge)
        XCTAssertEqual(calls, 0)
    }
}

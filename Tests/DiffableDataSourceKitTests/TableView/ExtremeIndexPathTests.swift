import DiffableDataSourceKit
import XCTest

/// Index paths at the ends of `Int`'s range are out of range like any other: the queries
/// answer `.zero` or `nil` and the scrolls are ignored, as documented, instead of trapping
/// on arithmetic overflow (the row's place was computed before its range was checked).
final class ExtremeIndexPathTests: XCTestCase {
    private let extremes: [IndexPath] = [
        IndexPath(row: .max, section: 0), IndexPath(row: .min, section: 0), IndexPath(row: 0, section: .max),
        IndexPath(row: 0, section: .min), IndexPath(row: .max, section: .max), IndexPath(row: .max, section: -1),
        IndexPath(row: .max - 1, section: 1), IndexPath(row: -1, section: 0),
    ]

    @MainActor
    func testTableQueriesAndScrollsIgnoreExtremeIndexPaths() async {
        let (table, dataSource) = makeSizedTable([("A", [1, 2, 3]), ("B", [4])], viewportHeight: 50)
        table.contentOffset = CGPoint(x: 0, y: 10)
        XCTAssertEqual(table.contentOffset.y, 10)
        for indexPath in extremes {
            XCTAssertEqual(table.rectForRow(at: indexPath), .zero, "\(indexPath)")
            table.scrollToRow(at: indexPath)
            XCTAssertEqual(table.contentOffset.y, 10, "\(indexPath)")
        }
        withExtendedLifetime(dataSource) {}
    }

    @MainActor
    func testCollectionViewQueriesAndScrollsIgnoreExtremeIndexPaths() async {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CollectionDataSource<String, Int>.create(collectionView: collectionView) {
            collectionView, indexPath, _, _ in
            try collectionView.dequeueReusableCell(CollectionViewCell.self, withReuseIdentifier: "cell", for: indexPath)
        }
        var snapshot = ListSnapshot<String, Int>()
        try? snapshot.appendSections(["A", "B"])
        try? snapshot.appendItems([1, 2, 3], toSection: "A")
        try? snapshot.appendItems([4], toSection: "B")
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        for indexPath in extremes {
            XCTAssertNil(collectionView.frameForItem(at: indexPath), "\(indexPath)")
            collectionView.scrollToItem(at: indexPath)
            XCTAssertEqual(collectionView.contentOffset.y, 0, "\(indexPath)")
        }
        withExtendedLifetime(dataSource) {}
    }
}

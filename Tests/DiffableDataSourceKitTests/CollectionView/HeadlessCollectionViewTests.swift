import DiffableDataSourceKit
import XCTest

/// A cell that remembers what it was configured with.
final class DrinkCell: CollectionViewCell {
    var configurations = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        configurations = 0
    }
}

/// A header that counts its reuses.
final class DrinkHeader: CollectionReusableView {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// The headless collection view on its own: cells, supplementary views, the list layout,
/// drags.
@MainActor
final class HeadlessCollectionViewTests: XCTestCase {
    typealias DataSource = CollectionDataSource<String, Int>

    /// A collection view with a data source showing the given sections; headers for every
    /// section whose name does not start with "-".
    func make(
        _ layout: [(String, [Int])], crossSection: Bool = false, viewport: CGFloat = 844
    ) throws -> (HeadlessCollectionView, DataSource) {
        let collectionView = HeadlessCollectionView()
        collectionView.viewportHeight = viewport
        collectionView.register(DrinkCell.self, forCellWithReuseIdentifier: "drink")
        collectionView.register(
            DrinkHeader.self, forSupplementaryViewOfKind: HeadlessCollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let dataSource = DataSource.create(collectionView: collectionView, allowCrossSectionMove: crossSection) {
            collectionView, indexPath, item, section in
            let cell = try collectionView.dequeueReusableCell(
                DrinkCell.self, withReuseIdentifier: "drink", for: indexPath)
            cell.text = "\(item)"
            cell.secondaryText = section
            cell.configurations += 1
            return cell
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            guard kind == HeadlessCollectionView.elementKindSectionHeader,
                let section = dataSource.sectionIdentifier(for: indexPath.section), !section.hasPrefix("-"),
                case let header = collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            else { return nil }
            header.text = section
            return header
        }
        collectionView.delegate = dataSource.makeDelegate()
        dataSource.apply(tableSnapshot(layout), animatingDifferences: false)
        return (collectionView, dataSource)
    }

    func testListLayoutStacksItemsWithHeadersForSectionsThatHaveOne() async throws {
        let (collectionView, _) = try make([("A", [1, 2]), ("-B", [3]), ("C", [])])
        // A: header 28, items 44, 44; -B: no header, item 44; C: header 28.
        XCTAssertEqual(collectionView.contentHeight, 28 + 44 + 44 + 44 + 28)
        XCTAssertEqual(collectionView.frameForItem(at: IndexPath(item: 1, section: 0))?.minY, 72)
        XCTAssertEqual(collectionView.frameForItem(at: IndexPath(item: 0, section: 1))?.minY, 116)
        XCTAssertNil(collectionView.frameForItem(at: IndexPath(item: 5, section: 0)))
        XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 0, y: 120)), IndexPath(item: 0, section: 1))
        XCTAssertNil(collectionView.indexPathForItem(at: CGPoint(x: 0, y: 10)))  // a header
        let kind = HeadlessCollectionView.elementKindSectionHeader
        XCTAssertEqual(collectionView.visibleSupplementaryViews(ofKind: kind).map(\.text), ["A", "C"])
        XCTAssertNil(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.text, "3")
    }

    func testOnlyVisibleItemsHaveCellsAndScrolledOffCellsAreReused() async throws {
        let (collectionView, _) = try make([("-A", Array(0..<50))], viewport: 132)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, (0..<3).map { IndexPath(item: $0, section: 0) })
        XCTAssertEqual(collectionView.visibleCells.map(\.text), ["0", "1", "2"])
        XCTAssertEqual(collectionView.cellsCreated, 3)
        collectionView.contentOffset = CGPoint(x: 0, y: 44 * 20)
        XCTAssertEqual(collectionView.visibleCells.map(\.text), ["20", "21", "22"])
        XCTAssertEqual(collectionView.cellsCreated, 3, "scrolling reuses the cells that left")
        XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.scrollToItem(at: IndexPath(item: 49, section: 0))
        XCTAssertEqual(collectionView.contentOffset.y, 44 * 50 - 132, "clamped to the content")
    }

    func testSupplementaryViewsAreReused() async throws {
        let (collectionView, dataSource) = try make([("A", [1]), ("B", [2])])
        let kind = HeadlessCollectionView.elementKindSectionHeader
        let first = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(collectionView.supplementaryViewsCreated, 2)
        var snapshot = dataSource.snapshot()
        try snapshot.appendItems([3], toSection: "A")
        dataSource.apply(snapshot, completion: nil)
        XCTAssertEqual(collectionView.supplementaryViewsCreated, 2, "an item change builds no header")
        XCTAssertTrue(
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) === first)
        let headerOfB = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
        snapshot.deleteSections(["B"])
        dataSource.apply(snapshot, completion: nil)
        XCTAssertEqual(collectionView.visibleSupplementaryViews(ofKind: kind).map(\.text), ["A"])
        // B's header went back to the pool; a new section's header reuses it.
        try snapshot.appendSections(["C"])
        try snapshot.appendItems([4], toSection: "C")
        dataSource.apply(snapshot, completion: nil)
        XCTAssertEqual(collectionView.supplementaryViewsCreated, 2, "the new section's header is a reused view")
        let headerOfC = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
        XCTAssertTrue(headerOfC === headerOfB)
        XCTAssertEqual(headerOfC?.text, "C")
        XCTAssertGreaterThan((headerOfC as? DrinkHeader)?.reuses ?? 0, 0)
        let (plain, diagnostics) = recordingDiagnostics {
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        }
        XCTAssertTrue(type(of: plain) == CollectionReusableView.self)
        XCTAssertEqual(plain.reuseIdentifier, "nope")
        XCTAssertEqual(diagnostics.map(\.kind), [.unregisteredIdentifier])
    }

    func testDragWithinSectionKeepsTheCellAndUpdatesTheSnapshot() async throws {
        let (collectionView, dataSource) = try make([("A", [1, 2, 3]), ("B", [4])])
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        var transactions: [ReorderTransaction<String, Int>] = []
        dataSource.reorderingHandlers.didReorder = { transactions.append($0) }
        let landed = collectionView.performUserMove(
            from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        XCTAssertEqual(landed, IndexPath(item: 2, section: 0))
        XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("A", [2, 3, 1]), ("B", [4])]))
        XCTAssertEqual(collectionView.snapshot(), dataSource.snapshot())
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
        XCTAssertEqual(transactions.count, 1)
        XCTAssertEqual(transactions.first?.difference.count, 2)  // one remove, one insert
    }

    func testDragAcrossSectionsGivesTheNewSectionsCell() async throws {
        let (collectionView, dataSource) = try make([("A", [1, 2]), ("B", [4])], crossSection: true)
        let landed = collectionView.performUserMove(
            from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        XCTAssertEqual(landed, IndexPath(item: 1, section: 1))
        XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("A", [2]), ("B", [4, 1])]))
        XCTAssertEqual(collectionView.snapshot(), dataSource.snapshot())
        // The item keeps its old cell until the drop is committed; then it is reloaded.
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 1))?.secondaryText, "A")
        collectionView.turnRunLoop()
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 1))?.secondaryText, "B")
    }

    func testForbiddenCrossSectionDragStaysInItsSection() async throws {
        let (collectionView, dataSource) = try make([("A", [1, 2]), ("B", [4])])
        let landed = collectionView.performUserMove(
            from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        XCTAssertEqual(landed, IndexPath(item: 1, section: 0), "kept in its section, at its end")
        XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("A", [2, 1]), ("B", [4])]))
        XCTAssertEqual(collectionView.snapshot(), dataSource.snapshot())
    }

    func testTheAppsDelegateProposesAndThePolicyHasTheLastWord() async throws {
        final class Redirect: HeadlessCollectionViewDelegate {
            func collectionView(
                _ collectionView: HeadlessCollectionView,
                targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
            ) -> IndexPath { IndexPath(item: 0, section: 1) }
        }
        let (collectionView, dataSource) = try make([("A", [1, 2]), ("B", [4])])
        let redirect = Redirect()
        collectionView.delegate = dataSource.makeDelegate(forwardingTo: redirect)
        // The app's delegate sends it to section 1; the policy forbids that: end of section 0.
        XCTAssertEqual(
            collectionView.performUserMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 0)),
            IndexPath(item: 1, section: 0))
        collectionView.turnRunLoop()
        dataSource.allowCrossSectionMove = true
        XCTAssertEqual(
            collectionView.performUserMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 0)),
            IndexPath(item: 0, section: 1))
        XCTAssertEqual(collectionView.snapshot(), dataSource.snapshot())
    }

    func testDragOfUnknownPlaceOrDisallowedItemIsRefused() async throws {
        let (collectionView, dataSource) = try make([("A", [1, 2])])
        XCTAssertNil(
            collectionView.performUserMove(from: IndexPath(item: 9, section: 0), to: IndexPath(item: 0, section: 0)))
        XCTAssertNil(collectionView.performUserMove(from: IndexPath(indexes: [0]), to: IndexPath(item: 0, section: 0)))
        dataSource.reorderingHandlers.canReorderItem = { $0 != 1 }
        XCTAssertNil(
            collectionView.performUserMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("A", [1, 2])]))
    }
}

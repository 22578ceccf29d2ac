#if !canImport(UIKit)
import DiffableDataSourceKit
import HeadlessUIKit
import XCTest

@testable import ApplePorts

/// Extensions written with Apple's generic parameter names, in a module whose own types are
/// named `Section` and `Item` (issue 48, item 8): the names in the extensions are the app's.
@MainActor
final class ApplesGenericNamesInExtensionsTests: XCTestCase {
    func testASnapshotExtensionBuildsSelfWithTheAppsSectionAndItemTypes() async throws {
        let snapshot = try ListSnapshot<Section, Item>.starter(["milk", "eggs"])
        XCTAssertEqual(snapshot.sectionIdentifiers, [.main])
        XCTAssertEqual(snapshot.titles(in: .main), ["milk", "eggs"])
        XCTAssertEqual(snapshot.itemIdentifiers.map(\.id), [0, 1])

        let port = DiffableDataSourceSnapshot<Section, Item>.starter(["milk", "eggs"])
        XCTAssertEqual(port.listSnapshot, snapshot)

        let outline = try ListSectionSnapshot<Item>.roots(["a", "b", "c"])
        XCTAssertEqual(outline.rootItems.map(\.title), ["a", "b", "c"])
    }

    func testATransactionExtensionAndASendableSectionTransactionSeeTheDrag() async throws {
        let collectionView = UICollectionView()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = DiffableCollectionDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var transactions: [ListTransaction<Section, Item>] = []
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { transactions.append($0) }
        dataSource.apply(
            DiffableDataSourceSnapshot.starter(["a", "b", "c"]), animatingDifferences: false, completion: nil)

        collectionView.performUserMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        collectionView.turnRunLoop()
        let transaction = try XCTUnwrap(transactions.first)
        XCTAssertEqual(transaction.finalTitles, ["b", "c", "a"])
        let section = try XCTUnwrap(transaction.sectionTransactions.first)
        XCTAssertTrue(section.isMain)
        let titles = await titlesElsewhere(section)
        XCTAssertEqual(titles, ["b", "c", "a"])
    }
}
#endif

import DiffableDataSourceKit
import XCTest

/// A data source that shows a snapshot on a headless collection view.
@MainActor
final class SnapshotCollectionDataSource: HeadlessCollectionViewDataSource {
    var snapshot: ListSnapshot<String, Int>

    init(_ snapshot: ListSnapshot<String, Int>) {
        self.snapshot = snapshot
    }

    func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { snapshot.numberOfSections }

    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
        snapshot.sectionIdentifier(at: section).map(snapshot.numberOfItems(inSection:)) ?? 0
    }

    func collectionView(_ collectionView: HeadlessCollectionView, identityForItemAt indexPath: IndexPath)
        -> AnyHashable?
    {
        snapshot.itemIdentifier(at: indexPath)
    }

    func collectionView(_ collectionView: HeadlessCollectionView, identityForSection section: Int) -> AnyHashable? {
        snapshot.sectionIdentifier(at: section)
    }

    func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) throws
        -> CollectionViewCell
    {
        CollectionViewCell()
    }
}

/// The collection view's batch rules, each broken once, with UICollectionView's message
/// (see "Testing list code without UIKit" in the documentation).
@MainActor
final class CollectionViewBatchRuleTests: XCTestCase {
    /// A collection view showing `old`, whose data source already shows `new`.
    func collection(_ old: [(String, [Int])], _ new: [(String, [Int])]) -> (
        HeadlessCollectionView, SnapshotCollectionDataSource
    ) {
        let collectionView = HeadlessCollectionView()
        let dataSource = SnapshotCollectionDataSource(tableSnapshot(new))
        collectionView.dataSource = dataSource
        collectionView.load(tableSnapshot(old))
        return (collectionView, dataSource)
    }

    func assertRefused(
        _ old: [(String, [Int])], _ new: [(String, [Int])], _ kind: BatchUpdateError.Kind, _ message: String,
        file: StaticString = #filePath, line: UInt = #line,
        _ updates: (inout HeadlessCollectionView.BatchUpdate) -> Void
    ) {
        let (collectionView, dataSource) = collection(old, new)
        XCTAssertThrowsError(try collectionView.performBatchUpdates(updates), file: file, line: line) { error in
            guard let error = error as? BatchUpdateError else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertEqual(error.kind, kind, file: file, line: line)
            XCTAssertEqual(error.message, message, file: file, line: line)
        }
        // Nothing changed.
        XCTAssertEqual(collectionView.snapshot(), tableSnapshot(old), file: file, line: line)
        withExtendedLifetime(dataSource) {}
    }

    // MARK: A moved section carries no item operation

    func testItemDeletedFromMovedSectionIsRefused() async {
        assertRefused(
            [("A", [1, 2]), ("B", [3])], [("B", [3]), ("A", [2])], .itemOperationInMovedSection,
            "attempt to delete index path ({0, 0}) from section 0, which is moved in the same update"
        ) {
            $0.moveSection(0, toSection: 1)
            $0.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
    }

    func testItemInsertedIntoMovedSectionIsRefused() async {
        assertRefused(
            [("A", [1]), ("B", [3])], [("B", [3]), ("A", [1, 2])], .itemOperationInMovedSection,
            "attempt to insert index path ({1, 1}) into section 1, which is moved in the same update"
        ) {
            $0.moveSection(0, toSection: 1)
            $0.insertItems(at: [IndexPath(item: 1, section: 1)])
        }
    }

    func testItemReloadedInMovedSectionIsRefused() async {
        assertRefused(
            [("A", [1]), ("B", [3])], [("B", [3]), ("A", [1])], .itemOperationInMovedSection,
            "attempt to reload index path ({0, 0}) from section 0, which is moved in the same update"
        ) {
            $0.moveSection(0, toSection: 1)
            $0.reloadItems(at: [IndexPath(item: 0, section: 0)])
        }
    }

    func testItemMovedOutOfMovedSectionIsRefused() async {
        assertRefused(
            [("A", [1, 2]), ("B", [3]), ("C", [])], [("B", [3]), ("A", [1]), ("C", [2])], .itemOperationInMovedSection,
            "attempt to move index path ({0, 1}) to index path ({2, 0}) out of section 0, which is moved in the same update"
        ) {
            $0.moveSection(0, toSection: 1)
            $0.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 2))
        }
    }

    func testItemMovedIntoMovedSectionIsRefused() async {
        assertRefused(
            [("A", [1]), ("B", [3]), ("C", [2])], [("B", [3]), ("A", [1, 2]), ("C", [])], .itemOperationInMovedSection,
            "attempt to move index path ({2, 0}) to index path ({1, 1}) into section 1, which is moved in the same update"
        ) {
            $0.moveSection(0, toSection: 1)
            $0.moveItem(at: IndexPath(item: 0, section: 2), to: IndexPath(item: 1, section: 1))
        }
    }

    func testItemMovedWithinMovedSectionIsRefused() async {
        assertRefused(
            [("A", [1, 2]), ("B", [3])], [("B", [3]), ("A", [2, 1])], .itemOperationInMovedSection,
            "attempt to move index path ({0, 0}) to index path ({1, 1}) out of section 0, which is moved in the same update"
        ) {
            $0.moveSection(0, toSection: 1)
            $0.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        }
    }

    /// Reconfigures run after the batch: one in a moved section is fine.
    func testReconfigureInMovedSectionIsAccepted() async throws {
        let (collectionView, dataSource) = collection([("A", [1]), ("B", [3])], [("B", [3]), ("A", [1])])
        defer { withExtendedLifetime(dataSource) {} }
        try collectionView.performBatchUpdates {
            $0.moveSection(0, toSection: 1)
            $0.reconfigureItems(at: [IndexPath(item: 0, section: 1)])
        }
        XCTAssertEqual(collectionView.snapshot(), tableSnapshot([("B", [3]), ("A", [1])]))
    }

    // MARK: The same index path deleted twice is one delete

    func testSameIndexPathDeletedTwiceIsOneDelete() async throws {
        let (collectionView, dataSource) = collection([("A", [1, 2, 3])], [("A", [1, 3])])
        defer { withExtendedLifetime(dataSource) {} }
        try collectionView.performBatchUpdates {
            $0.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)])
            $0.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }
        XCTAssertEqual(collectionView.snapshot(), tableSnapshot([("A", [1, 3])]))
    }

    // MARK: The table's rules, in UICollectionView's words

    func testItemDeleteOutOfRangeInCollectionWords() async {
        assertRefused(
            [("A", [1, 2])], [("A", [1, 2])], .rowDeleteOutOfRange,
            "attempt to delete item 5 from section 0, which only contains 2 items before the update"
        ) { $0.deleteItems(at: [IndexPath(item: 5, section: 0)]) }
    }

    func testItemInsertOutOfRangeInCollectionWords() async {
        assertRefused(
            [("A", [1])], [("A", [1, 2])], .rowInsertOutOfRange,
            "attempt to insert item 4 into section 0, but there are only 2 items in section 0 after the update"
        ) { $0.insertItems(at: [IndexPath(item: 4, section: 0)]) }
    }

    func testInvalidNumberOfItemsInCollectionWords() async {
        assertRefused(
            [("A", [1, 2])], [("A", [1, 2, 3])], .invalidNumberOfRows,
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        ) { _ in }
    }

    func testInvalidNumberOfSectionsInCollectionWords() async {
        assertRefused(
            [("A", [1])], [("A", [1]), ("B", [])], .invalidNumberOfSections,
            "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        ) { _ in }
    }

    func testItemMovedToTwoDestinationsInCollectionWords() async {
        assertRefused(
            [("A", [1, 2, 3])], [("A", [1, 2, 3])], .rowMovedToTwoDestinations,
            "attempt to move item at index path {0, 0} to both {0, 1} and {0, 2}"
        ) {
            $0.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
            $0.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        }
    }

    // MARK: Table versus collection

    /// A diff that moves a section and changes its items: the table takes it as it is, the
    /// collection view refuses it, and takes it once converted with `forCollectionView()`.
    func testTableAcceptsWhatCollectionRefusesAndConversionPasses() async throws {
        let old = tableSnapshot([("A", [1, 2]), ("B", [3, 4])])
        let new = tableSnapshot([("B", [3, 4, 5]), ("A", [2])])
        let changes = DiffEngine.changeset(from: old, to: new)
        XCTAssertEqual(changes.sectionMoves.count, 1, "\(changes)")

        let table = HeadlessTableView()
        table.load(old)
        try table.performBatchUpdates(changes, showing: new)
        XCTAssertEqual(table.snapshot(), new)

        let collectionView = HeadlessCollectionView()
        collectionView.load(old)
        XCTAssertThrowsError(try collectionView.performBatchUpdates(changes, showing: new)) { error in
            XCTAssertEqual((error as? BatchUpdateError)?.kind, .itemOperationInMovedSection)
        }
        XCTAssertEqual(collectionView.snapshot(), old)

        let converted = changes.forCollectionView()
        XCTAssertTrue(converted.sectionMoves.isEmpty, "\(converted)")
        try collectionView.performBatchUpdates(converted, showing: new)
        XCTAssertEqual(collectionView.snapshot(), new)
    }
}

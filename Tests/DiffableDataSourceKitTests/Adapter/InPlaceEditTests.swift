import XCTest

@testable import DiffableDataSourceKit

/// One-row calls and outline toggles change the shown snapshot and the stored outline in
/// place: a copy of either costs O(n), which a one-row call must not. The storage's address
/// tells: an edit in place keeps it, a copy moves it (the old buffer is still alive while
/// the new one is filled, so the two cannot share an address).
@MainActor
final class InPlaceEditTests: XCTestCase {
    override func setUp() async throws {
        #if DIFFABLE_CHECK_INVARIANTS
        // Those builds keep the snapshot before each planned change, to diff it against.
        throw XCTSkip("the invariant checks copy the snapshot on purpose")
        #endif
    }

    func itemTableAddress(_ snapshot: ListSnapshot<Int, Int>) -> UnsafeRawPointer? {
        snapshot.positions.keys.pages.first?.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    func outlineAddress(_ outline: ListSectionSnapshot<Int>?) -> UnsafeRawPointer? {
        outline?.links.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    func testTheAdaptersOneRowCallsEditTheShownSnapshotInPlace() async throws {
        let (table, dataSource, adapter) = makeIntTableAdapter()
        try adapter.applyInitialSnapshot(sections: [0, 1], itemsBySection: [0: Array(0..<1_000)])
        // A delete first leaves room for one insert without growing the table.
        let calls: [(String, () throws -> Void)] = [
            ("delete", { try adapter.delete(500) }),
            ("insert", { try adapter.insert(500, before: 501) }),
            ("move", { try adapter.move(10, after: 900) }),
            ("move to section", { try adapter.move(11, to: 1) }),
            ("reload", { try adapter.reload(12) }),
            ("reconfigure", { try adapter.reconfigure(13) }),
        ]
        for (name, call) in calls {
            let before = itemTableAddress(dataSource.current)
            try call()
            XCTAssertEqual(itemTableAddress(dataSource.current), before, "\(name) copied the snapshot")
        }
        XCTAssertEqual(table.snapshot(), dataSource.snapshot())
    }

    func testExpandAndCollapseEditTheOutlineAndTheSnapshotInPlace() async throws {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        let dataSource = CollectionDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
        let adapter = CollectionAdapter(collectionView: collectionView, dataSource: dataSource)
        var outline = ListSectionSnapshot<Int>()
        try outline.append([-1, -2])
        try outline.append(Array(0..<100), to: -1)
        try outline.append(Array(100..<200), to: -2)
        outline.expand([-1, -2])
        dataSource.apply(outline, to: 0, animatingDifferences: false, completion: nil)
        outline = ListSectionSnapshot()  // the data source's copy is the only one now
        // Collapse first: the rows it hides leave room for the expand to show them again.
        for (name, call) in [
            ("collapse", { try adapter.collapse(-1) }), ("expand", { try adapter.expand(-1) }),
            ("toggle", { _ = dataSource.toggleExpansion(of: -2) }),
        ] as [(String, () throws -> Void)] {
            let snapshotBefore = itemTableAddress(dataSource.current)
            let outlineBefore = outlineAddress(dataSource.state.outline(of: 0))
            try call()
            XCTAssertEqual(itemTableAddress(dataSource.current), snapshotBefore, "\(name) copied the snapshot")
            XCTAssertEqual(outlineAddress(dataSource.state.outline(of: 0)), outlineBefore, "\(name) copied the outline")
        }
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 102)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [-1] + Array(0..<100) + [-2])
    }
}

import XCTest

@testable import DiffableDataSourceKit

/// The calls a data source makes on its view, one by one, as a UIKit view receives them:
/// which batch, in which coordinates, with the data source's counts before and after the
/// update block, and when it reloads instead. The UIKit bridges forward exactly these calls.
@MainActor
final class SurfaceCallTests: XCTestCase {
    typealias Batch = RecordingListView.Batch

    var view = RecordingListView()
    var dataSource: ListDataSource<String, Int, RecordingListView>!

    /// A: 1 2 3, B: 4 5, applied and shown; the calls so far are forgotten.
    override func setUp() async throws {
        view = RecordingListView()
        dataSource = .recording(on: view)
        dataSource.apply(
            tableSnapshot([("A", [1, 2, 3]), ("B", [4, 5])]), animatingDifferences: false, completion: nil)
        view.clearCalls()
    }

    func change(_ edit: (inout ListSnapshot<String, Int>) throws -> Void) rethrows -> ListSnapshot<String, Int> {
        var snapshot = dataSource.snapshot()
        try edit(&snapshot)
        return snapshot
    }

    // MARK: Batches

    func testTheFirstApplyIsOneBatchOfSectionInserts() async {
        let view = RecordingListView()
        let dataSource = ListDataSource<String, Int, RecordingListView>.recording(on: view)
        dataSource.apply(tableSnapshot([("A", [1, 2, 3]), ("B", [4, 5])]), completion: nil)
        XCTAssertEqual(
            view.calls,
            [
                .batch(Batch(sectionInserts: [0, 1]), animated: true, shown: [], before: [], after: [3, 2])
            ])
    }

    func testAnAppendIsOneBatchWithTheCountsAdvancedInsideIt() async throws {
        dataSource.apply(
            try change { try $0.appendItems([6], toSection: "A") }, animatingDifferences: false, completion: nil)
        // UIKit reads the old counts before the block and the new ones after it.
        XCTAssertEqual(
            view.calls,
            [
                .batch(
                    Batch(rowInserts: [path(0, 3)]), animated: false, shown: [3, 2], before: [3, 2], after: [4, 2])
            ])
    }

    func testEveryKindOfChangeGoesInOneBatchInUIKitCoordinates() async throws {
        let new = try change {
            $0.deleteItems([2])
            try $0.moveItem(5, beforeItem: 1)
            try $0.appendSections(["C"])
            try $0.appendItems([7], toSection: "C")
            try $0.moveSection("B", beforeSection: "A")
            try $0.reloadItems([3])
        }
        dataSource.apply(new, completion: nil)
        // Section B moves to the front; A's row 2 deleted; 5 moves from B into A; C inserted;
        // 3's reload is before-coordinates.
        XCTAssertEqual(
            view.calls,
            [
                .batch(
                    Batch(
                        sectionInserts: [2], sectionMoves: [ListMove(source: 1, destination: 0)],
                        rowDeletes: [path(0, 1)], rowMoves: [ListMove(source: path(1, 1), destination: path(1, 0))],
                        rowReloads: [path(0, 2)]),
                    animated: true, shown: [3, 2], before: [3, 2], after: [1, 3, 1]),
                // 5 changed section: reloaded at its new place, in a batch of its own.
                .batch(
                    Batch(rowReloads: [path(1, 0)]), animated: true, shown: [1, 3, 1], before: [1, 3, 1],
                    after: [1, 3, 1]),
            ])
        XCTAssertEqual(dataSource.snapshot(), new)
    }

    // MARK: After the batch

    func testReconfiguresGoAfterTheBatchAndOnlyForRowsWithACell() async throws {
        view.rowsWithCells = [path(0, 0), path(0, 1), path(0, 2)]
        dataSource.apply(
            try change {
                try $0.insertItems([0], beforeItem: 1)
                try $0.reconfigureItems([1, 4])
            }, completion: nil)
        // 1 sits at {0, 1} after the insert (after-update coordinates); 4 has no cell.
        XCTAssertEqual(
            view.calls,
            [
                .batch(
                    Batch(rowInserts: [path(0, 0)]), animated: true, shown: [3, 2], before: [3, 2], after: [4, 2]),
                .reconfigure([path(0, 1)]),
            ])
    }

    func testAReconfigureAloneRunsNoBatch() async throws {
        dataSource.apply(try change { try $0.reconfigureItems([2]) }, completion: nil)
        XCTAssertEqual(view.calls, [.reconfigure([path(0, 1)])])
    }

    func testARowThatChangedSectionIsReloadedInAFollowUpBatch() async throws {
        dataSource.apply(try change { try $0.moveItem(1, afterItem: 5) }, completion: nil)
        XCTAssertEqual(
            view.calls,
            [
                .batch(
                    Batch(rowMoves: [ListMove(source: path(0, 0), destination: path(1, 2))]), animated: true,
                    shown: [3, 2], before: [3, 2], after: [2, 3]),
                // A second batch: a reload may give the row its new section's cell class, and a
                // row may not be moved and reloaded in one batch.
                .batch(
                    Batch(rowReloads: [path(1, 2)]), animated: true, shown: [2, 3], before: [2, 3], after: [2, 3]),
            ])
    }

    func testARowThatChangedSectionWithoutACellNeedsNoReload() async throws {
        view.rowsWithCells = []
        dataSource.apply(try change { try $0.moveItem(1, afterItem: 5) }, completion: nil)
        XCTAssertEqual(view.calls.count, 1)
        XCTAssertEqual(
            view.calls.first,
            .batch(
                Batch(rowMoves: [ListMove(source: path(0, 0), destination: path(1, 2))]), animated: true,
                shown: [3, 2], before: [3, 2], after: [2, 3]))
    }

    // MARK: Reloading instead

    func testAViewWithoutAWindowIsReloaded() async throws {
        view.isInWindow = false
        let new = try change { try $0.appendItems([6], toSection: "B") }
        dataSource.apply(new, completion: nil)
        XCTAssertEqual(view.calls, [.reloadData(counts: [3, 3])])
        XCTAssertEqual(dataSource.snapshot(), new)
    }

    func testAViewThatDoesNotShowTheLastSnapshotIsReloaded() async throws {
        view.shownCounts = [3, 1]  // changed behind the data source's back
        dataSource.apply(try change { try $0.appendItems([6], toSection: "A") }, completion: nil)
        XCTAssertEqual(view.calls, [.reloadData(counts: [4, 2])])
    }

    func testReloadDataApplyReloads() async {
        dataSource.applySnapshotUsingReloadData(tableSnapshot([("A", [9])]), completion: nil)
        XCTAssertEqual(view.calls, [.reloadData(counts: [1])])
    }

    // MARK: Drags

    func testADragUpdatesTheSnapshotWithoutABatch() async {
        // The view has moved the row; the data source is told while the drop is uncommitted.
        view.hasUncommittedUpdates = true
        dataSource.userMovedItem(from: path(0, 0), to: path(0, 2))
        XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("A", [2, 3, 1]), ("B", [4, 5])]))
        view.commitDrop()
        XCTAssertEqual(view.calls, [])
    }

    func testADragIntoAnotherSectionReloadsTheRowOnceTheDropIsCommitted() async {
        let dataSource = ListDataSource<String, Int, RecordingListView>.recording(on: view, allowCrossSectionMove: true)
        dataSource.apply(tableSnapshot([("A", [1, 2, 3]), ("B", [4, 5])]), completion: nil)
        view.clearCalls()
        view.hasUncommittedUpdates = true
        view.shownCounts = [2, 3]
        dataSource.userMovedItem(from: path(0, 0), to: path(1, 1))
        XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("A", [2, 3]), ("B", [4, 1, 5])]))
        XCTAssertEqual(view.calls, [], "nothing runs under the user's finger")
        view.commitDrop()
        XCTAssertEqual(
            view.calls,
            [
                .batch(Batch(rowReloads: [path(1, 1)]), animated: true, shown: [2, 3], before: [2, 3], after: [2, 3])
            ])
    }

    func testAForbiddenCrossSectionDropIsTakenAtOnceAndUndoneByAnApplyAfterTheDrop() async {
        // A delegate that does not ask the data source let the row into section B.
        view.onUserMove = { [unowned self] in dataSource.userMovedItem(from: $0, to: $1) }
        let (_, diagnostics) = recordingDiagnostics { view.performUserMove(from: path(0, 0), to: path(1, 0)) }
        XCTAssertEqual(diagnostics.map(\.kind), [.dropTargetNotAsked])
        // The data source answers from what the view shows, so every index path names the
        // right item; the app's calls never asked for the move, so its snapshot is unchanged.
        XCTAssertEqual(dataSource.itemIdentifier(for: path(1, 0)), 1)
        XCTAssertEqual(dataSource.itemIdentifier(for: path(0, 0)), 2)
        XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("A", [1, 2, 3]), ("B", [4, 5])]))
        XCTAssertEqual(view.calls, [])
        view.commitDrop()
        // An ordinary apply puts it back, diffed against what the view shows, then reloads
        // the row for its section's cell class.
        XCTAssertEqual(
            view.calls,
            [
                .batch(
                    Batch(rowMoves: [ListMove(source: path(1, 0), destination: path(0, 0))]), animated: true,
                    shown: [2, 3], before: [2, 3], after: [3, 2]),
                .batch(
                    Batch(rowReloads: [path(0, 0)]), animated: true, shown: [3, 2], before: [3, 2], after: [3, 2]),
            ])
        XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("A", [1, 2, 3]), ("B", [4, 5])]))
        XCTAssertEqual(view.raised, [])
    }

    func testTheCrossSectionPolicyRedirectsTheDropTarget() async {
        XCTAssertEqual(
            dataSource.targetIndexPath(forMoveFromRowAt: path(0, 1), toProposedIndexPath: path(1, 0)), path(0, 2))
        XCTAssertEqual(
            dataSource.targetIndexPath(forMoveFromRowAt: path(1, 1), toProposedIndexPath: path(0, 2)), path(1, 0))
        XCTAssertEqual(
            dataSource.targetIndexPath(forMoveFromRowAt: path(0, 1), toProposedIndexPath: path(0, 0)), path(0, 0))
        dataSource.allowCrossSectionMove = true
        XCTAssertEqual(
            dataSource.targetIndexPath(forMoveFromRowAt: path(0, 1), toProposedIndexPath: path(1, 0)), path(1, 0))
    }

    func testAnApplyDuringADragWaitsForTheDropAndLandsOnce() async throws {
        view.hasUncommittedUpdates = true
        var completions: [String] = []
        let first = try change { try $0.appendItems([6], toSection: "B") }
        XCTAssertTrue(dataSource.applyReturningChanges(first) { completions.append("first") }.isEmpty)
        // The user's drop reaches the data source while the apply waits.
        dataSource.userMovedItem(from: path(0, 0), to: path(0, 1))
        var second = dataSource.snapshot()
        try second.appendItems([7], toSection: "B")
        dataSource.apply(second) { completions.append("second") }
        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(completions, [])

        // `snapshot()` returned the first apply with the drop replayed on it, so the second
        // builds on both: nothing the app or the user did is lost.
        XCTAssertEqual(second, tableSnapshot([("A", [2, 1, 3]), ("B", [4, 5, 6, 7])]))
        view.commitDrop()
        // One batch, from the dropped state to the newest snapshot; both completions run.
        XCTAssertEqual(
            view.calls,
            [
                .batch(
                    Batch(rowInserts: [path(1, 2), path(1, 3)]), animated: true, shown: [3, 2], before: [3, 2],
                    after: [3, 4])
            ])
        XCTAssertEqual(dataSource.snapshot(), second)
        // Both completions run when the batch's animations complete, not before.
        XCTAssertEqual(completions, [])
        view.finishAnimations()
        XCTAssertEqual(completions, ["first", "second"])
    }

    func testASwipeDeleteIsOneBatch() async {
        dataSource.allowSwipeToDelete = true
        XCTAssertTrue(dataSource.canDeleteItem(at: path(1, 0)))
        dataSource.userDeletedItem(at: path(1, 0))
        XCTAssertEqual(
            view.calls,
            [
                .batch(Batch(rowDeletes: [path(1, 0)]), animated: true, shown: [3, 2], before: [3, 2], after: [3, 1])
            ])
        dataSource.allowSwipeToDelete = false
        XCTAssertFalse(dataSource.canDeleteItem(at: path(1, 0)))
    }

    // MARK: Heights

    func testChangingTheHeightModeMeasuresTheRowsAgainOnce() async {
        let adapter = ListAdapter(tableView: view, dataSource: dataSource)
        adapter.setHeightProviders(height: { _, _, item, _ in CGFloat(40 + item) }, estimated: nil)
        XCTAssertEqual(view.calls, [.invalidateHeights])
        XCTAssertEqual(adapter.heightForRow(at: path(1, 1)), 45)
        XCTAssertEqual(dataSource.rowHeights?.heightForRow(at: path(1, 1)), 45, "the delegate's answer")
        view.clearCalls()
        adapter.enableAutomaticDimension(estimatedRowHeight: 80)
        XCTAssertEqual(view.rowHeight, RecordingListView.automaticDimension)
        XCTAssertEqual(view.estimatedRowHeight, 80)
    }

    // MARK: Collection views

    func testACollectionViewGetsASectionMoveWithItemsAsADeleteAndAnInsert() async throws {
        let view = RecordingListView(kind: .collection)
        let dataSource = ListDataSource<String, Int, RecordingListView>.recording(on: view)
        dataSource.apply(tableSnapshot([("A", [1, 2, 3]), ("B", [4, 5])]), completion: nil)
        view.clearCalls()
        var new = dataSource.snapshot()
        try new.moveSection("B", beforeSection: "A")
        try new.appendItems([6], toSection: "B")
        dataSource.apply(new, completion: nil)
        // A table would get moveSection 1 -> 0 and insertRows {0, 2}; a collection view
        // may not insert into a section that moves.
        XCTAssertEqual(
            view.calls,
            [
                .batch(
                    Batch(sectionDeletes: [1], sectionInserts: [0]), animated: true,
                    shown: [3, 2], before: [3, 2], after: [3, 3])
            ])
    }

    func testARowMovedIntoARecreatedCollectionSectionNeedsNoFollowUpReload() async throws {
        let view = RecordingListView(kind: .collection)
        let dataSource = ListDataSource<String, Int, RecordingListView>.recording(on: view)
        dataSource.apply(tableSnapshot([("A", [1, 2, 3]), ("B", [4, 5])]), completion: nil)
        view.clearCalls()
        var new = dataSource.snapshot()
        try new.moveSection("B", beforeSection: "A")
        try new.moveItem(1, afterItem: 5)
        dataSource.apply(new, completion: nil)
        // B is recreated (its new cells come from the builder); the row that moved into it
        // is an insert there, so there is nothing to reload afterwards. A table would move
        // the row and then reload it in a second batch.
        XCTAssertEqual(
            view.calls,
            [
                .batch(
                    Batch(sectionDeletes: [1], sectionInserts: [0], rowDeletes: [path(0, 0)]), animated: true,
                    shown: [3, 2], before: [3, 2], after: [3, 2])
            ])
    }
}

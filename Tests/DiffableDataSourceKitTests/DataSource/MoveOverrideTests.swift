import XCTest

@testable import DiffableDataSourceKit

/// What an app's override of the move method may do (`tableView(_:moveRowAt:to:)`,
/// `collectionView(_:moveItemAt:to:)`), Apple's editing sample first: it does not call
/// `super`, and applies a snapshot with the row moved itself.
enum MoveOverride: CaseIterable {
    /// Apple's editing sample: the moved snapshot, built from the data source's answers
    /// during the override, applied at once without animation.
    case appliesMovedSnapshot
    /// The same, animated.
    case appliesMovedSnapshotAnimated
    /// The moved snapshot built during the override and applied by the test later, once
    /// the drop is committed (and before the app's append, which it would otherwise undo).
    case appliesMovedSnapshotLater
    /// Calls `super`.
    case callsSuper
    /// Nothing.
    case doesNothing
    /// Applies another snapshot (one more item in "t"), without the move.
    case appliesSomethingElse

    /// Apple's editing sample's move, on the data source's answers: the source item is
    /// deleted and inserted after the item at the destination when moving down within its
    /// section, else before it, or appended when the destination is past the end.
    @MainActor
    static func movedSnapshot<View>(
        _ dataSource: ListDataSource<String, Int, View>, from source: IndexPath, to destination: IndexPath
    ) -> ListSnapshot<String, Int>? {
        guard let moved = dataSource.itemIdentifier(for: source), source != destination else { return nil }
        var snapshot = dataSource.snapshot()
        if let anchor = dataSource.itemIdentifier(for: destination) {
            guard let from = snapshot.indexOfItem(moved), let to = snapshot.indexOfItem(anchor) else { return nil }
            let isAfter =
                to > from
                && snapshot.sectionIdentifier(containingItem: moved)
                    == snapshot.sectionIdentifier(containingItem: anchor)
            snapshot.deleteItems([moved])
            if isAfter {
                try? snapshot.insertItems([moved], afterItem: anchor)
            } else {
                try? snapshot.insertItems([moved], beforeItem: anchor)
            }
        } else {
            let section = snapshot.sectionIdentifiers[destination.section]
            snapshot.deleteItems([moved])
            try? snapshot.appendItems([moved], toSection: section)
        }
        return snapshot
    }

    /// Runs the override; returns the snapshot to apply later, if any.
    @MainActor
    func run<View>(
        on dataSource: ListDataSource<String, Int, View>, from source: IndexPath, to destination: IndexPath,
        callingSuper: () -> Void
    ) -> ListSnapshot<String, Int>? {
        switch self {
        case .appliesMovedSnapshot, .appliesMovedSnapshotAnimated:
            if let moved = Self.movedSnapshot(dataSource, from: source, to: destination) {
                dataSource.apply(moved, animatingDifferences: self == .appliesMovedSnapshotAnimated, completion: nil)
            }
        case .appliesMovedSnapshotLater:
            return Self.movedSnapshot(dataSource, from: source, to: destination)
        case .callsSuper:
            callingSuper()
        case .doesNothing:
            break
        case .appliesSomethingElse:
            var other = dataSource.snapshot()
            try? other.appendItems([99], toSection: "t")
            dataSource.apply(other, animatingDifferences: true, completion: nil)
        }
        return nil
    }

    /// What the data source holds at the end, for rows s: 1 2 3 4, t: 5 6, a drag from
    /// `source` to `destination` landing where UIKit puts it, and the app's append of 7 to
    /// "t" before the drop is committed.
    func expected(movingRowFrom source: IndexPath, to destination: IndexPath) -> ListSnapshot<String, Int> {
        var sections: [[Int]] = [[1, 2, 3, 4], [5, 6]]
        if self == .appliesSomethingElse {
            sections[1].append(99)
        } else {
            let item = sections[source.section].remove(at: source.row)
            sections[destination.section].insert(item, at: destination.row)
        }
        sections[1].append(7)
        return tableSnapshot([("s", sections[0]), ("t", sections[1])])
    }
}

/// A headless table's data source whose move method is the app's override.
final class OverridingTableDataSource: TableDataSource<String, Int> {
    var override = MoveOverride.appliesMovedSnapshot
    var later: ListSnapshot<String, Int>?

    override func tableView(
        _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        later = override.run(on: self, from: sourceIndexPath, to: destinationIndexPath) {
            super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }
}

/// A headless collection view's data source whose move method is the app's override.
final class OverridingCollectionDataSource: CollectionDataSource<String, Int> {
    var override = MoveOverride.appliesMovedSnapshot
    var later: ListSnapshot<String, Int>?

    override func collectionView(
        _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        later = override.run(on: self, from: sourceIndexPath, to: destinationIndexPath) {
            super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        }
    }
}

/// Issue 32's first finding: an override of the move method that does not call `super`
/// (Apple's editing sample applies the moved snapshot itself) used to move the row a second
/// time once the drop was committed, so every index path named another item. Whatever the
/// override does, the view ends up showing the data source's snapshot, every cell its item,
/// and UIKit would refuse nothing.
@MainActor
final class MoveOverrideTests: XCTestCase {
    let drags: [(IndexPath, IndexPath)] = [
        (path(0, 0), path(0, 2)),  // down within the section
        (path(0, 3), path(0, 1)),  // up within the section
        (path(0, 0), path(1, 1)),  // into the other section
        (path(0, 1), path(1, 2)),  // to the other section's end
    ]

    func initial() -> ListSnapshot<String, Int> { tableSnapshot([("s", [1, 2, 3, 4]), ("t", [5, 6])]) }

    /// The app appends 7 to "t" from the data source's newest snapshot.
    func appApplies<View>(on dataSource: ListDataSource<String, Int, View>) {
        var snapshot = dataSource.snapshot()
        try? snapshot.appendItems([7], toSection: "t")
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
    }

    func testAHeadlessTableShowsTheDataSourceWhateverTheOverrideDoes() async {
        for override in MoveOverride.allCases {
            for (source, destination) in drags {
                let context = "\(override), \(source) -> \(destination)"
                let table = HeadlessTableView()
                table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
                let dataSource = OverridingTableDataSource(tableView: table) { tableView, indexPath, item in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                    cell.text = "\(item)"
                    return cell
                }
                dataSource.allowReordering = true
                dataSource.override = override
                dataSource.apply(initial(), animatingDifferences: false, completion: nil)

                XCTAssertEqual(table.performUserMove(from: source, to: destination), destination, context)
                assertShows(table, dataSource, context + ", dropped")
                if let later = dataSource.later {
                    // Applied once the drop is committed, before the app's next change.
                    table.turnRunLoop()
                    dataSource.apply(later, animatingDifferences: false, completion: nil)
                    appApplies(on: dataSource)
                } else {
                    appApplies(on: dataSource)
                    table.turnRunLoop()
                }
                XCTAssertNil(table.lastUpdateError, context)
                XCTAssertEqual(
                    dataSource.snapshot(), override.expected(movingRowFrom: source, to: destination), context)
                assertShows(table, dataSource, context + ", committed")
            }
        }
    }

    func testAHeadlessCollectionViewShowsTheDataSourceWhateverTheOverrideDoes() async {
        for override in MoveOverride.allCases {
            for (source, destination) in drags {
                let context = "\(override), \(source) -> \(destination)"
                let collectionView = HeadlessCollectionView()
                collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                let dataSource = OverridingCollectionDataSource(collectionView: collectionView) {
                    collectionView, indexPath, item in
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                    cell.text = "\(item)"
                    return cell
                }
                dataSource.allowReordering = true
                dataSource.override = override
                dataSource.apply(initial(), animatingDifferences: false, completion: nil)

                XCTAssertEqual(collectionView.performUserMove(from: source, to: destination), destination, context)
                if let later = dataSource.later {
                    // Applied once the drop is committed, before the app's next change.
                    collectionView.turnRunLoop()
                    dataSource.apply(later, animatingDifferences: false, completion: nil)
                    appApplies(on: dataSource)
                } else {
                    appApplies(on: dataSource)
                    collectionView.turnRunLoop()
                }
                XCTAssertNil(collectionView.lastUpdateError, context)
                XCTAssertEqual(
                    dataSource.snapshot(), override.expected(movingRowFrom: source, to: destination), context)
                XCTAssertEqual(collectionView.snapshot(), dataSource.snapshot(), context)
                for indexPath in collectionView.indexPathsForVisibleItems {
                    XCTAssertEqual(
                        collectionView.cellForItem(at: indexPath)?.text,
                        dataSource.itemIdentifier(for: indexPath).map { "\($0)" }, "\(context), cell \(indexPath)")
                }
            }
        }
    }

    /// What a UIKit view receives: its data source's override runs between the surface's
    /// two reports (the UIKit bridges' data-source proxies do this). Applying the moved
    /// snapshot moves nothing once the drop is committed; only the app's append is sent.
    func testAUIKitViewReceivesOnlyTheAppsAppendAfterTheSamplesOverride() async {
        for animated in [false, true] {
            let view = RecordingListView()
            let dataSource = ListDataSource<String, Int, RecordingListView>.recording(
                on: view, allowCrossSectionMove: true)
            dataSource.apply(initial(), animatingDifferences: false, completion: nil)
            view.shownCounts = [4, 2]
            view.clearCalls()
            view.onUserMove = { [weak dataSource] source, destination in
                guard let dataSource, let moved = MoveOverride.movedSnapshot(dataSource, from: source, to: destination)
                else { return }
                dataSource.apply(moved, animatingDifferences: animated, completion: nil)
            }
            view.performUserMove(from: path(0, 0), to: path(0, 2))
            XCTAssertEqual(view.calls, [], "nothing reaches the view under the user's finger")
            appApplies(on: dataSource)
            view.commitDrop()
            XCTAssertEqual(view.raised, [])
            XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("s", [2, 3, 1, 4]), ("t", [5, 6, 7])]))
            XCTAssertEqual(
                view.calls,
                [
                    .batch(
                        .init(rowInserts: [path(1, 2)]), animated: true, shown: [4, 2], before: [4, 2], after: [4, 3])
                ],
                "animated: \(animated)")
        }
    }

    /// An override that calls `super` twice moves the row once.
    func testSuperCalledTwiceMovesTheRowOnce() async {
        let view = RecordingListView()
        let dataSource = ListDataSource<String, Int, RecordingListView>.recording(on: view)
        dataSource.apply(initial(), animatingDifferences: false, completion: nil)
        view.onUserMove = { [weak dataSource] source, destination in
            dataSource?.userMovedItem(from: source, to: destination)
            dataSource?.userMovedItem(from: source, to: destination)
        }
        view.performUserMove(from: path(0, 0), to: path(0, 2))
        view.commitDrop()
        XCTAssertEqual(dataSource.snapshot(), tableSnapshot([("s", [2, 3, 1, 4]), ("t", [5, 6])]))
    }

    func assertShows(
        _ table: HeadlessTableView, _ dataSource: TableDataSource<String, Int>, _ context: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        // The data source answers the table from what it shows; each cell shows its row's item.
        XCTAssertEqual(
            (0..<table.numberOfSections).map(table.numberOfRows(inSection:)),
            (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:)), context, file: file,
            line: line)
        for indexPath in table.visibleRowPaths {
            XCTAssertEqual(
                table.cellForRow(at: indexPath)?.text, dataSource.itemIdentifier(for: indexPath).map { "\($0)" },
                "\(context), cell \(indexPath)", file: file, line: line)
        }
        if !table.hasUncommittedUpdates {
            XCTAssertEqual(table.snapshot(), dataSource.snapshot(), context, file: file, line: line)
        }
    }
}

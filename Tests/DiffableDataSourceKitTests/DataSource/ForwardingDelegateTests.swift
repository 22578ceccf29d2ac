import DiffableDataSourceKit
import XCTest

/// Records every message a table sends its delegate that the forwarding delegate does not
/// answer itself (the row heights are the data source's), in order.
@MainActor
final class TableMessageRecorder: HeadlessTableViewDelegate {
    private(set) var events: [String] = []

    func tableView(
        _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        events.append("target \(sourceIndexPath) \(proposedDestinationIndexPath)")
        return proposedDestinationIndexPath
    }

    func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: HeadlessTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        events.append("display \(indexPath.section).\(indexPath.row) \(cell.text ?? "-")")
    }
}

/// Records every message a collection view sends its delegate, in order.
@MainActor
final class CollectionMessageRecorder: HeadlessCollectionViewDelegate {
    private(set) var events: [String] = []

    func collectionView(
        _ collectionView: HeadlessCollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        events.append("target \(originalIndexPath) \(proposedIndexPath)")
        return proposedIndexPath
    }

    func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        events.append("display \(indexPath.section).\(indexPath.item) \(cell.text ?? "-")")
    }

    func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.section).\(indexPath.item)")
    }

    func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.section).\(indexPath.item)")
    }
}

/// The delegate a data source makes (`makeDelegate(forwardingTo:)`) passes on every message
/// it does not answer itself: the app's delegate hears of taps, deselections, rows shown and
/// drop targets exactly as it would as the view's own delegate.
@MainActor
final class ForwardingDelegateTests: XCTestCase {
    /// A user session: taps with single, then multiple selection, a scroll, a drag.
    func tableSession(forwarded: Bool) -> [String] {
        let table = HeadlessTableView()
        table.viewportHeight = 88
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = TableDataSource<String, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { _ in }
        let recorder = TableMessageRecorder()
        let forwarding = dataSource.makeDelegate(forwardingTo: recorder)
        table.delegate = forwarded ? forwarding : recorder
        dataSource.apply(tableSnapshot([("A", [1, 2, 3]), ("B", [4, 5])]), animatingDifferences: false)
        table.performUserTap(at: tableIndexPath(0, 0))
        table.performUserTap(at: tableIndexPath(0, 1))
        table.performUserTap(at: tableIndexPath(0, 1))
        table.allowsMultipleSelection = true
        table.performUserTap(at: tableIndexPath(1, 0))
        table.performUserTap(at: tableIndexPath(0, 1))
        table.contentOffset.y = 44
        table.performUserMove(from: tableIndexPath(0, 2), to: tableIndexPath(0, 0))
        table.turnRunLoop()
        return recorder.events
    }

    func testTheTablesForwardingDelegatePassesOnEveryTapAndDeselection() async {
        let direct = tableSession(forwarded: false)
        XCTAssertEqual(
            direct.filter { $0.hasPrefix("select") || $0.hasPrefix("deselect") },
            ["select 0.0", "deselect 0.0", "select 0.1", "select 0.1", "select 1.0", "deselect 0.1"],
            "fixture: the taps as the table reports them")
        XCTAssertEqual(tableSession(forwarded: true), direct)
    }

    func collectionSession(forwarded: Bool) -> [String] {
        let collectionView = HeadlessCollectionView()
        collectionView.viewportHeight = 88
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let dataSource = CollectionDataSource<String, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.text = "\(item)"
            return cell
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { _ in }
        let recorder = CollectionMessageRecorder()
        let forwarding = dataSource.makeDelegate(forwardingTo: recorder)
        collectionView.delegate = forwarded ? forwarding : recorder
        dataSource.apply(tableSnapshot([("A", [1, 2, 3]), ("B", [4, 5])]), animatingDifferences: false)
        collectionView.performUserTap(at: IndexPath(item: 0, section: 0))
        collectionView.performUserTap(at: IndexPath(item: 1, section: 0))
        collectionView.allowsMultipleSelection = true
        collectionView.performUserTap(at: IndexPath(item: 0, section: 1))
        collectionView.performUserTap(at: IndexPath(item: 1, section: 0))
        collectionView.contentOffset.y = 44
        collectionView.performUserMove(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        collectionView.turnRunLoop()
        return recorder.events
    }

    func testTheCollectionViewsForwardingDelegatePassesOnEveryTapAndDeselection() async {
        let direct = collectionSession(forwarded: false)
        XCTAssertEqual(
            direct.filter { $0.hasPrefix("select") || $0.hasPrefix("deselect") },
            ["select 0.0", "deselect 0.0", "select 0.1", "select 1.0", "deselect 0.1"],
            "fixture: the taps as the collection view reports them")
        XCTAssertEqual(collectionSession(forwarded: true), direct)
    }
}

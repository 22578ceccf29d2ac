import XCTest

@testable import DiffableDataSourceKit

/// The drop target the delegate `makeDelegate(forwardingTo:)` makes answers when the app's
/// delegate has several methods for it (a `UICollectionView`'s iOS 15 method and the older
/// one): the app's delegate is asked by the newest method it implements, and only by that
/// one, and the data source's cross-section policy decides last.
@MainActor
final class DelegateDropTargetTests: XCTestCase {
    /// "A": a1 a2 a3, "B": b1 b2; drags may not leave their section.
    func makeDataSource() throws -> CollectionDataSource<String, String> {
        let collectionView = HeadlessCollectionView()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        let dataSource = CollectionDataSource<String, String>.create(
            collectionView: collectionView, allowCrossSectionMove: false
        ) { collectionView, indexPath, item, _ in
            let cell = try collectionView.dequeueReusableCell(
                CollectionViewCell.self, withReuseIdentifier: "row", for: indexPath)
            cell.text = item
            return cell
        }
        var snapshot = ListSnapshot<String, String>()
        try snapshot.appendSections(["A", "B"])
        try snapshot.appendItems(["a1", "a2", "a3"], toSection: "A")
        try snapshot.appendItems(["b1", "b2"], toSection: "B")
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        return dataSource
    }

    func testTheNewestMethodTheAppImplementsIsAskedAndTheOlderOneIsNot() async throws {
        let dataSource = try makeDataSource()
        var asked: [String] = []
        let target = dataSource.delegateDropTarget(
            from: path(0, 2), proposed: path(0, 1),
            askingNewestFirst: [
                {
                    asked.append("newer \($0)")
                    return path(0, 0)
                },
                {
                    asked.append("older \($0)")
                    return path(0, 1)
                },
            ])
        XCTAssertEqual(target, path(0, 0))
        XCTAssertEqual(asked, ["newer \(path(0, 1))"])
    }

    func testADelegateWithOnlyTheOlderMethodIsAskedIt() async throws {
        let dataSource = try makeDataSource()
        var asked: [String] = []
        let target = dataSource.delegateDropTarget(
            from: path(0, 0), proposed: path(0, 1),
            askingNewestFirst: [
                {
                    asked.append("newer \($0)")
                    return nil  // not implemented
                },
                {
                    asked.append("older \($0)")
                    return path(0, 2)
                },
            ])
        XCTAssertEqual(target, path(0, 2), "the older method's answer, not UIKit's proposal")
        XCTAssertEqual(asked, ["newer \(path(0, 1))", "older \(path(0, 1))"])
    }

    func testThePolicyDecidesAfterTheAppsAnswer() async throws {
        let dataSource = try makeDataSource()
        // The app's older method sends a row of "A" into "B": the policy keeps it in "A",
        // at the end nearest the proposal.
        let older: [(IndexPath) -> IndexPath?] = [{ _ in nil }, { _ in path(1, 0) }]
        XCTAssertEqual(
            dataSource.delegateDropTarget(from: path(0, 0), proposed: path(0, 1), askingNewestFirst: older),
            path(0, 2))
        // Back from "B" into "A": the first row of "B".
        XCTAssertEqual(
            dataSource.delegateDropTarget(
                from: path(1, 1), proposed: path(1, 0), askingNewestFirst: [{ _ in nil }, { _ in path(0, 1) }]),
            path(1, 0))
        // Where the policy allows the move, the app's answer stands.
        dataSource.allowCrossSectionMove = true
        XCTAssertEqual(
            dataSource.delegateDropTarget(from: path(0, 0), proposed: path(0, 1), askingNewestFirst: older),
            path(1, 0))
    }

    func testWithoutAnAnswerUIKitsProposalGoesToThePolicy() async throws {
        let dataSource = try makeDataSource()
        let neither: [(IndexPath) -> IndexPath?] = [{ _ in nil }, { _ in nil }]
        XCTAssertEqual(
            dataSource.delegateDropTarget(from: path(0, 0), proposed: path(0, 2), askingNewestFirst: neither),
            path(0, 2))
        XCTAssertEqual(
            dataSource.delegateDropTarget(from: path(0, 0), proposed: path(1, 1), askingNewestFirst: neither),
            path(0, 2))
        XCTAssertEqual(
            dataSource.delegateDropTarget(from: path(0, 0), proposed: path(1, 1), askingNewestFirst: []),
            path(0, 2))
    }
}

import DiffableDataSourceKit
import XCTest

/// A headless collection view (a list layout of 44-point items, 440 points tall: ten items
/// in view), its data source with the forwarding delegate, and a coordinator whose reports
/// are recorded.
@MainActor
final class CoordinatedList {
    let view = HeadlessCollectionView()
    let dataSource: CollectionDataSource<String, Int>
    let coordinator: ListCoordinator<String, Int, HeadlessCollectionView>
    /// What the coordinator reported, in order.
    private(set) var selections: [Set<Int>] = []
    private(set) var positions: [ListScrollPosition<Int>] = []
    private(set) var moves: [ListItemMove<String, Int>] = []
    /// How many updates the view showed.
    private(set) var updates = 0
    private var observation: ListUpdateObservation?

    init(_ sections: [(String, [Int])] = [("a", Array(0..<40))], multipleSelection: Bool = true) {
        view.viewportHeight = 440
        view.allowsMultipleSelection = multipleSelection
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        dataSource = CollectionDataSource<String, Int>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        view.delegate = dataSource.makeDelegate()
        coordinator = ListCoordinator(dataSource: dataSource)
        coordinator.selectionDidChange = { [unowned self] in selections.append($0) }
        coordinator.scrollPositionDidChange = { [unowned self] in positions.append($0) }
        coordinator.didMoveItem = { [unowned self] in moves.append($0) }
        observation = dataSource.observeUpdates { [unowned self] _ in updates += 1 }
        show(sections)
    }

    /// Applies the sections, without animation.
    func show(_ sections: [(String, [Int])]) {
        dataSource.apply(Self.snapshot(sections), animatingDifferences: false, completion: nil)
    }

    static func snapshot(_ sections: [(String, [Int])]) -> ListSnapshot<String, Int> {
        var snapshot = ListSnapshot<String, Int>()
        try? snapshot.appendSections(sections.map(\.0))
        for (section, items) in sections { try? snapshot.appendItems(items, toSection: section) }
        return snapshot
    }

    /// The index path of an item.
    func path(_ item: Int, file: StaticString = #filePath, line: UInt = #line) -> IndexPath {
        guard let path = dataSource.indexPath(for: item) else {
            XCTFail("\(item) is not shown", file: file, line: line)
            return IndexPath(item: 0, section: 0)
        }
        return path
    }

    /// The items of the selected rows, as the view has them.
    var selectedInView: Set<Int> {
        Set((view.indexPathsForSelectedItems ?? []).compactMap { dataSource.itemIdentifier(for: $0) })
    }

    /// An item's top minus the offset: where it is on screen.
    func screenY(_ item: Int) -> CGFloat? {
        dataSource.indexPath(for: item).flatMap { view.frameForItem(at: $0) }.map { $0.minY - view.contentOffset.y }
    }

    /// The item of the first visible row.
    var firstVisible: Int? {
        view.indexPathsForVisibleItems.first.flatMap { dataSource.itemIdentifier(for: $0) }
    }

    /// Scrolls as the user does.
    func userScrolls(to y: CGFloat) {
        view.contentOffset = CGPoint(x: 0, y: y)
    }
}

/// Lets the main queue run what was queued on it before this call.
@MainActor
func mainQueueTurn() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
}

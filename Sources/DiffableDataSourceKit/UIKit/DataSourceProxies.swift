#if canImport(UIKit)
import UIKit

/// What a UIKit view holds as its data source when the data source's class overrides the
/// move method (see ``DataSourceHolding``): it passes every message on to the kit's data
/// source (the app's subclass, with its overrides) and tells the surface's observer around
/// the move method, which an app may override without calling `super` (Apple's editing
/// sample does). So the data source learns what the view shows after a drag whatever the
/// override does (see `ListDataSource+ReportedMoves.swift`). The two subclasses add the
/// methods each view's protocol requires.
@MainActor
class DataSourceProxy: NSObject {
    /// The data source; read by the runtime's forwarding, which is not isolated; set
    /// once, on the main thread.
    nonisolated(unsafe) weak var target: NSObject?
    /// The surface whose observer hears of moves.
    weak var surface: (any UserMoveReporting)?

    init(target: NSObject, surface: any UserMoveReporting) {
        self.target = target
        self.surface = surface
    }

    /// Runs the data source's move method between the two reports.
    func reportingMove(from source: IndexPath, to destination: IndexPath, _ move: () -> Void) {
        let observer = surface?.userMoveObserver
        observer?.viewWillReportUserMove(from: source, to: destination)
        move()
        observer?.viewDidReportUserMove(from: source, to: destination)
    }

    /// What the data source answers: UIKit shows a reorder control, a section index or
    /// titles only where it implements them.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        target?.responds(to: aSelector) ?? false
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        target?.responds(to: aSelector) == true ? target : nil
    }
}

/// The implementation of an instance method a class has, by the Objective-C runtime, for
/// ``DataSourceHolding``: a subclass that overrides the method has its own.
func objectiveCImplementation(of selector: Selector) -> (AnyClass) -> IMP? {
    { type in class_getInstanceMethod(type, selector).map(method_getImplementation) }
}

/// What a `UITableView` holds as its data source.
final class UITableViewDataSourceProxy: DataSourceProxy, UITableViewDataSource {
    private var dataSource: (any UITableViewDataSource)? { target as? any UITableViewDataSource }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        dataSource?.tableView(tableView, cellForRowAt: indexPath) ?? UITableViewCell()
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        reportingMove(from: sourceIndexPath, to: destinationIndexPath) {
            dataSource?.tableView?(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }
}

/// What a `UICollectionView` holds as its data source.
final class UICollectionViewDataSourceProxy: DataSourceProxy, UICollectionViewDataSource {
    private var dataSource: (any UICollectionViewDataSource)? { target as? any UICollectionViewDataSource }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        dataSource?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        // UIKit raises on a cell that was not dequeued; a data source gone mid-update is
        // the only way here, and UIKit asks no more once the view is released.
        dataSource?.collectionView(collectionView, cellForItemAt: indexPath) ?? UICollectionViewCell()
    }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        reportingMove(from: sourceIndexPath, to: destinationIndexPath) {
            dataSource?.collectionView?(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        }
    }
}
#endif

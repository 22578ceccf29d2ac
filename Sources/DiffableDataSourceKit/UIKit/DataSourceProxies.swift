#if canImport(UIKit)
import UIKit

/// What a `UITableView` holds as its data source: it passes every message on to the
/// kit's data source (the app's subclass, with its overrides) and tells the observer
/// around `moveRowAt`, which an app may override without calling `super` (Apple's
/// editing sample does). So the data source learns what the table shows after a drag
/// whatever the override does (see `ListDataSource+ReportedMoves.swift`).
@MainActor
final class UITableViewDataSourceProxy: NSObject, UITableViewDataSource {
    /// The data source; read by the runtime's forwarding, which is not isolated; set
    /// once, on the main thread.
    nonisolated(unsafe) weak var target: (any UITableViewDataSource)?
    /// The surface whose observer hears of moves.
    weak var surface: (any ListSurface)?

    init(target: any UITableViewDataSource, surface: any ListSurface) {
        self.target = target
        self.surface = surface
    }

    private var observer: (any UserMoveObserver)? { surface?.userMoveObserver }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        target?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        target?.tableView(tableView, cellForRowAt: indexPath) ?? UITableViewCell()
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        observer?.viewWillReportUserMove(from: sourceIndexPath, to: destinationIndexPath)
        target?.tableView?(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        observer?.viewDidReportUserMove(from: sourceIndexPath, to: destinationIndexPath)
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

/// What a `UICollectionView` holds as its data source; as ``UITableViewDataSourceProxy``,
/// around `moveItemAt`.
@MainActor
final class UICollectionViewDataSourceProxy: NSObject, UICollectionViewDataSource {
    /// The data source; read by the runtime's forwarding, which is not isolated; set
    /// once, on the main thread.
    nonisolated(unsafe) weak var target: (any UICollectionViewDataSource)?
    /// The surface whose observer hears of moves.
    weak var surface: (any ListSurface)?

    init(target: any UICollectionViewDataSource, surface: any ListSurface) {
        self.target = target
        self.surface = surface
    }

    private var observer: (any UserMoveObserver)? { surface?.userMoveObserver }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        target?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        // UIKit raises on a cell that was not dequeued; a data source gone mid-update is
        // the only way here, and UIKit asks no more once the view is released.
        target?.collectionView(collectionView, cellForItemAt: indexPath) ?? UICollectionViewCell()
    }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        observer?.viewWillReportUserMove(from: sourceIndexPath, to: destinationIndexPath)
        target?.collectionView?(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        observer?.viewDidReportUserMove(from: sourceIndexPath, to: destinationIndexPath)
    }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        target?.responds(to: aSelector) ?? false
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        target?.responds(to: aSelector) == true ? target : nil
    }
}
#endif

import DiffableDataSourceKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// A reorderable list's data source as apps subclass Apple's `UITableViewDiffableDataSource`,
// ported by rename: Apple's initializer overridden, `apply` overridden to keep an empty-state
// flag, and the drag handled the way Apple's table-editing sample does, without `super`:
// the override builds the snapshot with the row moved and applies it without animation.

/// The list of ingredients a recipe screen lets the user reorder.
final class IngredientsDataSource: DiffableTableDataSource<Int, String> {
    /// Whether the list is empty, as the screen's empty-state label reads it. Written by
    /// `apply`, which is `nonisolated` as Apple's; this screen applies on the main thread
    /// only, so nothing else writes it meanwhile.
    nonisolated(unsafe) private(set) var isEmpty = true
    /// Every order the user dragged the ingredients into, as the model saves it.
    private(set) var savedOrders: [[String]] = []

    override init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        super.init(tableView: tableView, cellProvider: cellProvider)
        allowReordering = true
    }

    override func apply(
        _ snapshot: ListSnapshot<Int, String>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        isEmpty = snapshot.numberOfItems == 0
        super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let source = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath else {
            return
        }
        var snapshot = self.snapshot()
        if let destination = itemIdentifier(for: destinationIndexPath),
            let sourceIndex = snapshot.indexOfItem(source), let destinationIndex = snapshot.indexOfItem(destination)
        {
            let isAfter = destinationIndex > sourceIndex
            snapshot.deleteItems([source])
            if isAfter {
                try? snapshot.insertItems([source], afterItem: destination)
            } else {
                try? snapshot.insertItems([source], beforeItem: destination)
            }
        } else {
            let section = snapshot.sectionIdentifiers[destinationIndexPath.section]
            snapshot.deleteItems([source])
            try? snapshot.appendItems([source], toSection: section)
        }
        savedOrders.append(snapshot.itemIdentifiers)
        apply(snapshot, animatingDifferences: false)
    }
}

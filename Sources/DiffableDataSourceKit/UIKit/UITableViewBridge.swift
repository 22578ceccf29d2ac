#if canImport(UIKit)
import UIKit

/// The UIKit side of a table's ``ListDataSource``: the table's `UITableViewDataSource`, its
/// `UITableViewDelegate` when it had none, and the surface the data source drives.
///
/// Everything here forwards: counts, cells, titles, editing and drags go to the data
/// source, which decides; batches, reloads and reconfigures come from it and go to the
/// table as they are. The tests pin the same calls on a recording surface.
@MainActor
final class UITableViewBridge<Section: Hashable & Sendable, Item: Hashable & Sendable>:
    NSObject, UITableViewDataSource, UITableViewDelegate, ListSurface
{
    weak var tableView: UITableView?
    weak var dataSource: ListDataSource<Section, Item, UITableView>?
    /// The animation of rows and sections in animated batches.
    var defaultRowAnimation: UITableView.RowAnimation = .automatic

    init(tableView: UITableView) {
        self.tableView = tableView
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int { dataSource?.numberOfSections ?? 0 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dataSource?.numberOfRows(inSection: section) ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // A builder that throws, or a row out of range, shows a plain cell (logged by the
        // data source) instead of raising.
        (try? dataSource?.cell(at: indexPath, in: tableView)) ?? UITableViewCell()
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        dataSource?.titleForHeader(inSection: section)
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        dataSource?.titleForFooter(inSection: section)
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        dataSource?.canDeleteItem(at: indexPath) ?? false
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete { dataSource?.userDeletedItem(at: indexPath) }
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        dataSource?.canMoveItem(at: indexPath) ?? false
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        dataSource?.userMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: UITableViewDelegate (only while the table has no other delegate)

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        dataSource?.rowHeights?.heightForRow(at: indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        dataSource?.rowHeights?.estimatedHeightForRow(at: indexPath) ?? tableView.estimatedRowHeight
    }

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        dataSource?.targetIndexPath(
            forMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
            ?? proposedDestinationIndexPath
    }

    // MARK: ListSurface

    var listKind: ListKind { .table }

    var isInWindow: Bool { tableView?.window != nil }

    var hasUncommittedUpdates: Bool { tableView?.hasUncommittedUpdates ?? false }

    var displayedSectionCount: Int { tableView?.numberOfSections ?? 0 }

    func displayedItemCount(inSection section: Int) -> Int { tableView?.numberOfRows(inSection: section) ?? 0 }

    func reloadData() { tableView?.reloadData() }

    func performBatchUpdates(_ batch: ListBatch, animated: Bool, updateData: () -> Void) {
        guard let tableView else { return updateData() }
        let animation = animated ? defaultRowAnimation : .none
        withoutActuallyEscaping(updateData) { updateData in
            // UIKit runs the block at once; the counts it reads after the block are the new
            // snapshot's, because the data source switched to it first.
            let updates = {
                updateData()
                tableView.deleteSections(IndexSet(batch.sectionDeletes), with: animation)
                tableView.insertSections(IndexSet(batch.sectionInserts), with: animation)
                for move in batch.sectionMoves { tableView.moveSection(move.source, toSection: move.destination) }
                tableView.reloadSections(IndexSet(batch.sectionReloads), with: animation)
                tableView.deleteRows(at: batch.rowDeletes, with: animation)
                tableView.insertRows(at: batch.rowInserts, with: animation)
                for move in batch.rowMoves { tableView.moveRow(at: move.source, to: move.destination) }
                tableView.reloadRows(at: batch.rowReloads, with: animation)
            }
            if animated {
                tableView.performBatchUpdates(updates)
            } else {
                UIView.performWithoutAnimation { tableView.performBatchUpdates(updates) }
            }
        }
    }

    func reconfigureItems(at indexPaths: [IndexPath]) { tableView?.reconfigureRows(at: indexPaths) }

    func hasCell(at indexPath: IndexPath) -> Bool { tableView?.cellForRow(at: indexPath) != nil }

    func afterUncommittedUpdates(_ work: @escaping @MainActor () -> Void) {
        guard hasUncommittedUpdates else { return work() }
        // UIKit has no callback for a committed drop: look again on the next turn.
        Task { @MainActor [weak self] in self?.afterUncommittedUpdates(work) }
    }

    func invalidateRowHeights() {
        guard let tableView, isInWindow, !hasUncommittedUpdates else { return }
        tableView.performBatchUpdates(nil)
    }
}
#endif

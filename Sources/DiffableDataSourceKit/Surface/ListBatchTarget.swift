import Foundation

/// What a view must do for a ``ListDataSource`` to show its updates on it: the seam every
/// view plugs into (``HeadlessTableView``, ``HeadlessCollectionView``, and the UIKit views
/// through their bridges), and the only required one.
///
/// The data source decides everything: which changeset to run, how it becomes one batch
/// (by the view's ``batchRules``), when to reload instead, which rows to reconfigure or
/// reload afterwards. The view only carries out the calls it receives, with the content it
/// is handed (fed forward: it never reads the data source back in the middle of an
/// update). A view that shows the user's place or a selection also implements
/// ``ListViewportTarget`` or ``ListSelectionTarget``. <doc:AddingAView> walks through one.
///
/// Everything runs on the main thread, as UIKit's views do.
@MainActor
public protocol ListBatchTarget: AnyObject {
    /// Which batch rules the view follows: ``ListBatchRules/table`` or
    /// ``ListBatchRules/collection``.
    var batchRules: ListBatchRules { get }
    /// Whether the view is in a window (UIKit's `window != nil`); off screen, a batch would
    /// animate nothing, so the data source reloads instead. `true` by default.
    var isInWindow: Bool { get }
    /// Whether a user's drag is in flight and not yet committed (UIKit's
    /// `hasUncommittedUpdates`): no batch and no reload is sent then. `false` by default.
    var hasUncommittedUpdates: Bool { get }
    /// Whether the view checks each batch by its rules itself and throws instead of
    /// crashing, as the headless views do; for a view that does not (`false`, the default,
    /// as UIKit's), the data source checks every batch against what the view shows before
    /// sending it, and reloads the view instead of sending one it would refuse.
    var checksBatches: Bool { get }
    /// The number of sections the view shows now.
    var displayedSectionCount: Int { get }
    /// The number of rows (items) the view shows now in a section in range.
    func displayedItemCount(inSection section: Int) -> Int
    /// Shows `content` afresh, without animation (UIKit's `reloadData()`).
    func reloadData(showing content: any ListContent)
    /// Runs one batch update: `updateData` first, inside the update (the data source
    /// switches to the new snapshot there, where UIKit reads the new counts, and returns
    /// what the view shows after the batch), then the batch's calls; `completion` once the
    /// batch is on screen (when its animations end; at once for a view that animates
    /// nothing).
    ///
    /// - Throws: For a view that ``checksBatches``, the rule the batch breaks; the view is
    ///   then unchanged and `completion` is not called. The data source reloads it instead.
    func performBatchUpdates(
        _ batch: ListBatch, animated: Bool, updateData: () -> any ListContent,
        completion: @escaping @MainActor () -> Void
    ) throws(BatchUpdateError)
    /// Configures the cells of rows again, keeping the cells, after a batch (index paths
    /// after the update; UIKit's `reconfigureRows(at:)`).
    func reconfigureItems(at indexPaths: [IndexPath])
    /// Whether a row has a cell now: rows without one need no reconfigure or reload (their
    /// cell is built fresh when they appear). `true` by default.
    func hasCell(at indexPath: IndexPath) -> Bool
    /// Runs `work` once no drag is in flight: at once when none is. By default the view is
    /// asked once a frame.
    func afterUncommittedUpdates(_ work: @escaping @MainActor () -> Void)
}

extension ListBatchTarget {
    /// In a window.
    public var isInWindow: Bool { true }

    /// No drag.
    public var hasUncommittedUpdates: Bool { false }

    /// The data source checks batches first.
    public var checksBatches: Bool { false }

    /// Every row may have a cell.
    public func hasCell(at indexPath: IndexPath) -> Bool { true }

    /// Runs `work` once ``hasUncommittedUpdates`` is false, looking once a frame: UIKit has
    /// no callback for a committed drop, and looking on every turn of the main actor would
    /// spin for as long as the finger stays down.
    public func afterUncommittedUpdates(_ work: @escaping @MainActor () -> Void) {
        guard hasUncommittedUpdates else { return work() }
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: 16_000_000)
            // A view released with the drop uncommitted: what waited runs all the same, so
            // an `await apply` made during the drag returns.
            guard let self else { return work() }
            self.afterUncommittedUpdates(work)
        }
    }
}

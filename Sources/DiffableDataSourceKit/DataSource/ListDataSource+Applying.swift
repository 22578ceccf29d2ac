import Dispatch
import Foundation

extension ListDataSource {
    /// Shows a snapshot: diffs it against the one shown, runs the changes on the view in
    /// one batch update, and clears the snapshot's marks.
    ///
    /// As with Apple's data source, call it from the main thread, or always from the same
    /// background queue:
    /// - On the main thread it runs at once: the view shows `snapshot` when it returns.
    /// - On another thread the diff runs there, against the snapshot the previous apply
    ///   left, and the batch runs on the main thread; applies land in the order they were
    ///   called, and a snapshot is never shown after a newer one. The returned changeset is
    ///   the one diffed here (on the main thread it is diffed again should the view have
    ///   changed meanwhile, by a drag for example).
    ///
    /// The view is reloaded instead when it is not in a window or does not show what this
    /// data source last applied. While the user drags a row, the apply waits until the drop
    /// is committed. `animatingDifferences: false` still diffs (Apple's documentation of
    /// `UICollectionViewDiffableDataSource.applySnapshot(_:animatingDifferences:)` says its
    /// diff is computed either way); ``applySnapshotUsingReloadData(_:completion:)`` is the
    /// form without a diff.
    ///
    /// `completion` runs on the main thread once the change is on screen: on a
    /// `UITableView` or `UICollectionView` when the batch's animations complete (UIKit's
    /// `performBatchUpdates` completion), after the reload when the view is reloaded
    /// instead, and on a headless view, which animates nothing, as soon as the batch is
    /// done (before this returns, when called on the main thread).
    /// - Returns: The changeset for the view, for logging or inspection; empty when the
    ///   apply waits for a drop.
    /// - Complexity: O(*n* + *s*) expected for the diff, plus the cells of visible rows.
    @inlinable
    @discardableResult
    nonisolated public func apply(
        _ snapshot: ListSnapshot<Section, Item>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) -> ListChangeset<Section, Item> {
        // Inlinable so that the diff, the costly part, is specialised for the caller's
        // identifier types (unspecialised, a 100k-row apply took about twice as long).
        guard Thread.isMainThread else {
            let (base, ticket) = submitFromAnotherThread(snapshot, animating: animatingDifferences)
            let changes = self.changes(from: base, to: snapshot)
            land(snapshot, changes: changes, base: base, ticket: ticket, completion: completion)
            return changes
        }
        // On the main thread already: the completion does not cross threads.
        let completion = UncheckedCompletion(completion)
        return MainActor.assumeIsolated {
            if isViewHeld {
                enqueue(snapshot, animating: animatingDifferences, completion: completion.completion)
                return ListChangeset()
            }
            let start = DispatchTime.now()
            let changes = self.changes(from: current, to: snapshot)
            showDiffed(
                snapshot, changes: changes, animating: animatingDifferences, start: start,
                completion: completion.completion)
            return changes
        }
    }

    /// Shows a snapshot by reloading the view instead of diffing, as UIKit's method of the
    /// same name: every visible cell is built again.
    ///
    /// Callable from any thread, as ``apply(_:animatingDifferences:completion:)``: from
    /// another thread the reload runs on the main thread, in call order with the applies.
    /// `completion` runs on the main thread after the reload.
    /// - Complexity: O(*n* + *s*).
    nonisolated public func applySnapshotUsingReloadData(
        _ snapshot: ListSnapshot<Section, Item>, completion: (() -> Void)? = nil
    ) {
        guard Thread.isMainThread else {
            let (base, ticket) = submitFromAnotherThread(snapshot, animating: false, usingReloadData: true)
            land(snapshot, changes: nil, base: base, ticket: ticket, completion: completion)
            return
        }
        let completion = UncheckedCompletion(completion)
        MainActor.assumeIsolated {
            if isViewHeld {
                enqueue(snapshot, animating: false, usingReloadData: true, completion: completion.completion)
            } else {
                reload(with: snapshot, ticket: newTicket(), completion: completion.completion)
            }
        }
    }

    /// Shows a snapshot by reloading the view, and returns once it is shown.
    ///
    /// - Complexity: O(*n* + *s*).
    nonisolated public func applySnapshotUsingReloadData(_ snapshot: ListSnapshot<Section, Item>) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { continuation.resume() }
        }
    }

    /// Shows a snapshot, computing the diff off the main thread, and returns once this
    /// snapshot or a newer one is shown.
    ///
    /// Applies coalesce: while one diff runs, newer snapshots replace each other and only
    /// the newest is applied next; a snapshot is never applied after a newer one (nor after
    /// a newer synchronous ``apply(_:animatingDifferences:completion:)``).
    ///
    /// As with UIKit, inside an `async` function `dataSource.apply(snapshot)` resolves to this
    /// method and needs `await`; pass `completion: nil` to call the synchronous one.
    /// - Complexity: as the synchronous apply, with the diff on a background task.
    nonisolated public func apply(_ snapshot: ListSnapshot<Section, Item>, animatingDifferences: Bool = true) async {
        await applyOnMain(snapshot, animating: animatingDifferences)
    }
}

/// A completion handed from another thread to the main thread.
///
/// `@unchecked Sendable`: Apple's `apply` takes a completion that is not `@Sendable` and
/// documents that it is called on the main queue; it is called there exactly once, and
/// nothing else touches it. (On the main thread it only passes into main-actor code that
/// runs at once.)
@usableFromInline
struct UncheckedCompletion: @unchecked Sendable {
    @usableFromInline let completion: (() -> Void)?

    @usableFromInline
    init(_ completion: (() -> Void)?) {
        self.completion = completion
    }
}

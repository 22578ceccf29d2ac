import Dispatch
import Foundation

extension ListDataSource {
    /// Applies a snapshot as ``apply(_:animatingDifferences:completion:)-(ListSnapshot<Section,Item>,_,_)`` does, through
    /// any override of it, and returns the changeset that apply diffed.
    ///
    ///     let changes = dataSource.applyReturningChanges(snapshot)
    ///     print(changes.counts)
    ///
    /// Apple's `apply` returns nothing, so an override spelled Apple's way compiles; this is
    /// the way to the changeset.
    /// - Returns: The changeset for the view; empty when the apply waits (for a drop, or
    ///   for an update in progress), or when an override did not call `super`. From another
    ///   thread, the changeset diffed there.
    /// - Complexity: as ``apply(_:animatingDifferences:completion:)-(ListSnapshot<Section,Item>,_,_)``.
    @discardableResult
    nonisolated public final func applyReturningChanges(
        _ snapshot: ListSnapshot<Section, Item>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) -> ListChangeset<Section, Item> {
        let report = AppliedChanges()
        AppliedChanges.current.withValue(report) {
            apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
        }
        return report.changes as? ListChangeset<Section, Item> ?? ListChangeset()
    }

    /// What ``apply(_:animatingDifferences:completion:)-(ListSnapshot<Section,Item>,_,_)`` does off the main thread: diffs
    /// the snapshot here against the snapshot the previous call left, and lands it on the
    /// main thread in call order. The diff runs through the snapshot's specialised closure
    /// (see `Snapshot/Storage/_SpecializedOperations.swift`).
    nonisolated func applyFromAnotherThread(
        _ snapshot: ListSnapshot<Section, Item>, animating animatingDifferences: Bool, completion: (() -> Void)?
    ) -> ListChangeset<Section, Item> {
        let (base, ticket) = state.submit(
            snapshot, animating: animatingDifferences)
        let changes = self.changes(from: base, to: snapshot)
        land(snapshot, changes: changes, base: base, ticket: ticket, completion: completion)
        return changes
    }

    /// What ``applySnapshotUsingReloadData(_:completion:)-(ListSnapshot<Section,Item>,_)`` does.
    nonisolated func applyReloading(_ snapshot: ListSnapshot<Section, Item>, completion: (() -> Void)?) {
        guard Thread.isMainThread else {
            let (base, ticket) = state.submit(
                snapshot, animating: false, usingReloadData: true)
            land(snapshot, changes: nil, base: base, ticket: ticket, completion: completion)
            return
        }
        let completion = _UncheckedCompletion(completion)
        MainActor.assumeIsolated {
            _ = updates.submit(
                UpdateRequest(change: .reloadData(snapshot), animating: false, completion: completion.completion))
        }
    }

    /// Hands a call made on another thread to the main thread, which shows it in call
    /// order (see `UpdatePipeline.landOnMain`). The data source is kept until it lands.
    nonisolated func land(
        _ snapshot: ListSnapshot<Section, Item>, changes: ListChangeset<Section, Item>?,
        base: ListSnapshot<Section, Item>, ticket: Int, completion: (() -> Void)?,
        outlines: _OutlinePlan<Section, Item>? = nil
    ) {
        let box = _UncheckedCompletion(completion)
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.updates.landOnMain(
                    snapshot, changes: changes, base: base, ticket: ticket, completion: box.completion,
                    outlines: outlines)
            }
        }
    }

    /// The `async` apply's hop to the main actor, in one step: reading `updates` from the
    /// nonisolated `apply` would hop there and back before the call hops again, and async
    /// applies made in one order could then be submitted in another.
    func applyAsyncOnMain(_ snapshot: ListSnapshot<Section, Item>, animating: Bool) async {
        await updates.applyOnMain(snapshot, animating: animating)
    }

    /// Whether a call must go through a snapshot value rather than edit the shown snapshot
    /// in place (see `UpdatePipeline.mustQueue`).
    ///
    /// - Complexity: O(1).
    var mustQueue: Bool { updates.mustQueue }
}

/// The changeset an `apply` diffed, carried back to ``ListDataSource/applyReturningChanges(_:animatingDifferences:completion:)``
/// past an override of `apply` that returns nothing. Bound for one call on one thread.
final class AppliedChanges: @unchecked Sendable {
    // @unchecked: bound to one synchronous call on one thread, read after it returns.
    static let current = TaskLocal<AppliedChanges?>(wrappedValue: nil)
    var changes: Any?
}

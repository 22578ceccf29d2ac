import Dispatch
import Foundation

extension ListDataSource {
    /// Applies a snapshot as ``apply(_:animatingDifferences:completion:)`` does, through
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
    /// - Complexity: as ``apply(_:animatingDifferences:completion:)``.
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

    /// What ``apply(_:animatingDifferences:completion:)`` does: diffs, then shows the
    /// changes, or queues the snapshot; the diff runs through the snapshot's specialised
    /// closure (see `ListSnapshot+SpecializedDiff.swift`).
    nonisolated func applyDiffing(
        _ snapshot: ListSnapshot<Section, Item>, animating animatingDifferences: Bool, completion: (() -> Void)?
    ) -> ListChangeset<Section, Item> {
        guard Thread.isMainThread else {
            let (base, ticket) = submitFromAnotherThread(snapshot, animating: animatingDifferences)
            let changes = self.changes(from: base, to: snapshot)
            land(snapshot, changes: changes, base: base, ticket: ticket, completion: completion)
            return changes
        }
        // On the main thread already: the completion does not cross threads.
        let completion = UncheckedCompletion(completion)
        return MainActor.assumeIsolated {
            applyOnMainThread(snapshot, animating: animatingDifferences, completion: completion.completion)
        }
    }

    /// The main-thread apply: diffs against what the view shows and shows it, or, while the
    /// view is held, queues it; `outlines` are committed with the snapshot (an outline call).
    func applyOnMainThread(
        _ snapshot: ListSnapshot<Section, Item>, animating: Bool, outlines: OutlinePlan<Section, Item>? = nil,
        completion: (() -> Void)?
    ) -> ListChangeset<Section, Item> {
        if isViewHeld {
            enqueue(snapshot, animating: animating, outlines: outlines, completion: completion)
            return ListChangeset()
        }
        let start = DispatchTime.now()
        let changes = self.changes(from: current, to: snapshot)
        show(
            snapshot, changes: changes, ticket: newTicket(), animating: animating, outlines: outlines, start: start,
            completion: completion)
        return changes
    }

    /// What ``applySnapshotUsingReloadData(_:completion:)`` does.
    nonisolated func applyReloading(_ snapshot: ListSnapshot<Section, Item>, completion: (() -> Void)?) {
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
}

/// The changeset an `apply` diffed, carried back to ``ListDataSource/applyReturningChanges(_:animatingDifferences:completion:)``
/// past an override of `apply` that returns nothing. Bound for one call on one thread.
final class AppliedChanges: @unchecked Sendable {
    // @unchecked: bound to one synchronous call on one thread, read after it returns.
    static let current = TaskLocal<AppliedChanges?>(wrappedValue: nil)
    var changes: Any?
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

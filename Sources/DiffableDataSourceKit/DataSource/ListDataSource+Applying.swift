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
    /// (see `ListSnapshot+_SpecializedDiff.swift`).
    nonisolated func applyFromAnotherThread(
        _ snapshot: ListSnapshot<Section, Item>, animating animatingDifferences: Bool, completion: (() -> Void)?
    ) -> ListChangeset<Section, Item> {
        let (base, ticket) = UpdatePipeline<Section, Item, View>.submitFromAnotherThread(
            snapshot, to: shown, animating: animatingDifferences)
        let changes = self.changes(from: base, to: snapshot)
        land(snapshot, changes: changes, base: base, ticket: ticket, completion: completion)
        return changes
    }

    /// What ``applySnapshotUsingReloadData(_:completion:)-(ListSnapshot<Section,Item>,_)`` does.
    nonisolated func applyReloading(_ snapshot: ListSnapshot<Section, Item>, completion: (() -> Void)?) {
        guard Thread.isMainThread else {
            let (base, ticket) = UpdatePipeline<Section, Item, View>.submitFromAnotherThread(
                snapshot, to: shown, animating: false, usingReloadData: true)
            land(snapshot, changes: nil, base: base, ticket: ticket, completion: completion)
            return
        }
        let completion = _UncheckedCompletion(completion)
        MainActor.assumeIsolated {
            _ = updates.submit(
                UpdateRequest(.reloadData(snapshot), animating: false, completion: completion.completion))
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

    /// Runs a change whose changeset the caller knows, through the update pipeline (see
    /// `UpdatePipeline.applyPlanned`): an adapter call, an outline toggle.
    ///
    /// - Returns: `changes`, or the changeset shown when the change was queued (empty while
    ///   it waits).
    /// - Complexity: the cost of `edit` plus the batch: no diff; O(*n*) when queued.
    func applyPlanned(
        knownChanges changes: ListChangeset<Section, Item>, insertedSectionRows: Int = 0, animating: Bool,
        outlines: _OutlinePlan<Section, Item>? = nil,
        edit: (inout ListSnapshot<Section, Item>) throws(ListSnapshotError<Section, Item>) -> Void
    ) -> ListChangeset<Section, Item> {
        // The request runs before `submit` returns: `edit` never outlives this call.
        withoutActuallyEscaping(edit) { edit in
            updates.submit(
                UpdateRequest(
                    .planned(changes: changes, insertedSectionRows: insertedSectionRows, edit: edit),
                    animating: animating, outlines: outlines))
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

    /// Runs the app's code a view calls while it lays out with the view held (see
    /// `UpdatePipeline.callingBackFromView`).
    func callingBackFromView<Result>(_ body: () throws -> Result) rethrows -> Result {
        try updates.callingBackFromView(body)
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
struct _UncheckedCompletion: @unchecked Sendable {
    @usableFromInline let completion: (() -> Void)?

    @usableFromInline
    init(_ completion: (() -> Void)?) {
        self.completion = completion
    }
}

/// An update a data source's view shows now, as an observer added with
/// ``ListDataSource/observeUpdates(_:)`` is told of it.
public struct ListUpdate<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
    /// The snapshot the view shows now, without reload or reconfigure marks.
    public let snapshot: ListSnapshot<Section, Item>
    /// What changed from the snapshot shown before, as the view's batch had it; `nil` when
    /// the view was reloaded without a diff (``ListDataSource/applySnapshotUsingReloadData(_:completion:)-(ListSnapshot<Section,Item>,_)``).
    public let changes: ListChangeset<Section, Item>?
}

/// An observer added with ``ListDataSource/observeUpdates(_:)``; ``cancel()`` removes it.
@MainActor
public final class ListUpdateObservation {
    private var remove: (() -> Void)?

    init(remove: @escaping () -> Void) {
        self.remove = remove
    }

    /// Stops the observer: it is not told of any later update. Calling it again does
    /// nothing.
    ///
    /// - Complexity: O(*k*) for *k* observers of the data source.
    public func cancel() {
        remove?()
        remove = nil
    }
}

extension ListDataSource {
    /// Tells `observer` of every update once the view shows it: every apply (on any thread,
    /// through any override of `apply` that calls `super`), adapter call, binding, outline
    /// change, reload, and the user's drop the data source takes, with the snapshot shown
    /// and the changeset the view received (a drop's: the one move).
    ///
    ///     let observation = dataSource.observeUpdates { update in
    ///         emptyStateView.isHidden = update.snapshot.numberOfItems > 0
    ///     }
    ///
    /// This is the hook for what must follow every change: an override of `apply` sees the
    /// applies only (an adapter's calls do not go through it). The observer runs on the
    /// main thread once the batch is done, before the apply's completion, with the view held
    /// (a call it makes runs right after). Observers are told in the order they were
    /// added; keep the returned observation to ``ListUpdateObservation/cancel()`` it (the
    /// data source holds the observer until then, or until it is released itself).
    /// - Complexity: O(1); each update then costs one call per observer.
    @discardableResult
    public func observeUpdates(
        _ observer: @escaping @MainActor (ListUpdate<Section, Item>) -> Void
    ) -> ListUpdateObservation {
        let pipeline = updates
        let id = (pipeline.observers.last?.id ?? 0) + 1
        pipeline.observers.append((id, observer))
        return ListUpdateObservation { [weak pipeline] in pipeline?.observers.removeAll { $0.id == id } }
    }
}

/// The data source's applies for a ``DiffableDataSourceSnapshot``, the snapshot of code
/// ported by rename: each applies the kit's snapshot it holds, through any override of the
/// ``ListSnapshot`` form (an override of `apply` keeps that form).
extension ListDataSource {
    /// Applies a snapshot built with Apple's calls, as
    /// ``apply(_:animatingDifferences:completion:)-(ListSnapshot<Section,Item>,_,_)`` does with its ``ListSnapshot``.
    ///
    /// - Complexity: as ``apply(_:animatingDifferences:completion:)-(ListSnapshot<Section,Item>,_,_)``.
    nonisolated public func apply(
        _ snapshot: DiffableDataSourceSnapshot<Section, Item>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot.listSnapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Applies a snapshot built with Apple's calls and returns once it (or a newer one) is
    /// shown, as the `async` ``apply(_:animatingDifferences:)-(ListSnapshot<Section,Item>,_)``.
    ///
    /// - Complexity: as ``apply(_:animatingDifferences:)-(ListSnapshot<Section,Item>,_)``.
    nonisolated public func apply(
        _ snapshot: DiffableDataSourceSnapshot<Section, Item>, animatingDifferences: Bool = true
    ) async {
        await apply(snapshot.listSnapshot, animatingDifferences: animatingDifferences)
    }

    /// Shows a snapshot built with Apple's calls by reloading the view, as
    /// ``applySnapshotUsingReloadData(_:completion:)-(ListSnapshot<Section,Item>,_)``.
    ///
    /// - Complexity: O(*n* + *s*).
    nonisolated public func applySnapshotUsingReloadData(
        _ snapshot: DiffableDataSourceSnapshot<Section, Item>, completion: (() -> Void)? = nil
    ) {
        applySnapshotUsingReloadData(snapshot.listSnapshot, completion: completion)
    }

    /// Shows a snapshot built with Apple's calls by reloading the view, and returns once it
    /// is shown.
    ///
    /// - Complexity: O(*n* + *s*).
    nonisolated public func applySnapshotUsingReloadData(_ snapshot: DiffableDataSourceSnapshot<Section, Item>) async {
        await applySnapshotUsingReloadData(snapshot.listSnapshot)
    }

    /// The snapshot the app's calls so far produce, as ``snapshot()->ListSnapshot<Section,Item>``, for a variable or a
    /// result declared as ``DiffableDataSourceSnapshot``:
    ///
    ///     var snapshot: DiffableDataSourceSnapshot<Section, Item> = dataSource.snapshot()
    ///     snapshot.reconfigureItems([item])   // no `try`
    ///
    /// Where nothing asks for that type, `snapshot()` is the ``ListSnapshot`` form.
    /// - Complexity: O(1).
    @_disfavoredOverload
    nonisolated public func snapshot() -> DiffableDataSourceSnapshot<Section, Item> {
        DiffableDataSourceSnapshot(snapshot() as ListSnapshot<Section, Item>)
    }
}

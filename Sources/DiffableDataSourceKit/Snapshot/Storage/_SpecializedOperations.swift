/// The snapshot's operations for one pair of identifier types, compiled where the app names
/// them: its diff, and the copy of its items at given places.
///
/// A data source's `apply` is `open`, as Apple's, so the app can override it; the library
/// then runs it for every `Section` and `Item` through their witness tables, and the diff,
/// the costly part, would be about twice as slow. Snapshots the app makes with
/// ``ListSnapshot/init()``, which is inlined where the app calls it, carry this closure
/// instead: its body is specialised for the app's types, and every copy and edit of the
/// snapshot keeps it, so the apply diffs through it. `ListSnapshot(sections:duplicates:)`
/// and both forms of the adapter's `applyInitialSnapshot` are inlined for the same reason,
/// and a snapshot the library builds from another (an outline shown in a section) keeps
/// that one's closure rather than make its own. The second closure, the copy of the items
/// at given places into given slots (`_copyItems(at:into:)`, which a headless table reads
/// its new rows' identities through), is here for the same reason.
@usableFromInline
struct _SpecializedOperations<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
    @usableFromInline
    let changes:
        @Sendable (ListSnapshot<Section, Item>, ListSnapshot<Section, Item>, ContentComparison<Item>?) ->
            ListChangeset<Section, Item>
    /// `ListSnapshot._copyItems(at:into:)`.
    @usableFromInline let copyItems: @Sendable (ListSnapshot<Section, Item>, [_ItemSlot], inout [Item]) -> [Int32]

    @inlinable
    init() {
        changes = { old, new, comparison in DiffEngine.changeset(from: old, to: new, comparing: comparison) }
        copyItems = { snapshot, places, values in snapshot._copyItems(at: places, into: &values) }
    }
}

extension ListSnapshot {
    /// An empty snapshot made by the library, without a diff of its own: made here, the
    /// closure would be the unspecialised diff, and hide the app's.
    ///
    /// - Complexity: O(1).
    init(unspecialized: Void) {}
}

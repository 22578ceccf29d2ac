/// The nine lists of one batch update, held once: the storage of a ``ListChangeset`` and of
/// a ``ListBatch``, so that comparing, counting and converting one into the other is
/// written once.
///
/// Deletes and reloads name places before the update; inserts and reconfigures places after
/// it; moves go from before to after.
@usableFromInline
struct _ChangeLists: Equatable, Sendable {
    @usableFromInline var sectionDeletes: [Int] = []
    @usableFromInline var sectionInserts: [Int] = []
    @usableFromInline var sectionMoves: [ListMove<Int>] = []
    @usableFromInline var sectionReloads: [Int] = []
    @usableFromInline var rowDeletes: [IndexPath] = []
    @usableFromInline var rowInserts: [IndexPath] = []
    @usableFromInline var rowMoves: [ListMove<IndexPath>] = []
    @usableFromInline var rowReloads: [IndexPath] = []
    @usableFromInline var rowReconfigures: [IndexPath] = []

    @inlinable
    init() {}

    /// Whether no list holds a change.
    ///
    /// - Complexity: O(1).
    var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && rowDeletes.isEmpty && rowInserts.isEmpty && rowMoves.isEmpty && rowReloads.isEmpty
            && rowReconfigures.isEmpty
    }
}

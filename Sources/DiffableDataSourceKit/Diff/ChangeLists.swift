/// The nine lists of one batch update, held once: the storage of a ``ListChangeset`` and of
/// a ``ListBatch``, so that comparing, counting and converting one into the other is
/// written once.
///
/// Deletes and reloads name places before the update; inserts and reconfigures places after
/// it; moves go from before to after.
@usableFromInline
struct ChangeLists: Equatable, Sendable {
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

    /// The number of changes in each list, in declaration order.
    ///
    /// - Complexity: O(1).
    var counts: [Int] {
        [
            sectionDeletes.count, sectionInserts.count, sectionMoves.count, sectionReloads.count, rowDeletes.count,
            rowInserts.count, rowMoves.count, rowReloads.count, rowReconfigures.count,
        ]
    }

    /// Whether no list holds a change.
    ///
    /// - Complexity: O(1).
    var isEmpty: Bool { counts.allSatisfy { $0 == 0 } }
}

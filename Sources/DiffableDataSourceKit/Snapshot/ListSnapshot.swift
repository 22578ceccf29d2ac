/// The state of a sectioned list at one moment: ordered sections, each with ordered items.
///
/// `ListSnapshot` has the whole API of UIKit's `NSDiffableDataSourceSnapshot`, under the
/// same names and argument labels, so code written for one reads the same with the other:
///
///     var snapshot = ListSnapshot<String, String>()
///     try snapshot.appendSections(["favorites", "pop"])
///     try snapshot.appendItems(["Let It Go"], toSection: "favorites")
///     try snapshot.appendItems(["Bad Guy", "Levitating"])   // to the last section
///     snapshot.indexOfItem("Bad Guy")                       // 1
///
/// ## Motivation
/// Apple's snapshot raises an exception for bad input (a duplicate identifier, an unknown
/// section, a move relative to itself) and crashes the app. Every mutator here that can fail
/// throws a typed ``ListSnapshotError`` naming the offending identifiers instead, and leaves
/// the snapshot exactly as it was (strong exception guarantee). `reloadItems(_:)` and
/// `reconfigureItems(_:)` also store the value passed in, so the cell builder sees the
/// updated item rather than a stale copy.
///
/// ## Performance
/// Look-ups by identifier (`indexOfItem(_:)`, `indexOfSection(_:)`,
/// `sectionIdentifier(containingItem:)`, `containsItem(_:)`, `indexPath(ofItem:)`) are O(1)
/// expected: the snapshot keeps a hash map from every item to its place. Inserting,
/// deleting or moving one item anywhere costs O(log *n*) plus a few integer updates per 256
/// rows of its section, whatever its position; `itemIdentifier(at:)` is O(log *n*).
/// `itemIdentifiers` is built on each call, in O(*n*) (Apple's is O(*n*) too).
///
/// Copying a snapshot is O(1). The first edit of a copy whose storage another value still
/// holds (Apple's pattern: `var s = dataSource.snapshot()`, edit `s`, apply it) copies only
/// the pages of the item map it writes, 32 KB each, and the table of the 64 pages around
/// each (pages are kept in groups of 64), and retains the rest: O(64 + *n* / 262,144)
/// retains per table written, about 280 at a million items where one table of every page
/// took about 1,000 (an append's edit, 0.0035-0.0041 ms at a million items, 1.9-2.2 times
/// the same edit at 10k; copying the whole map took 2.8-4.7 ms); later edits of the copy
/// cost as above.
/// A copy changed by up to 64 inserted, deleted or moved items, and any number of marks,
/// remembers which, and ``DiffEngine`` diffs it against the snapshot it was copied from in
/// O(*t* log *t*) for *t* touched items, whatever *n*, with the changeset the full diff
/// gives (see `_EditJournal.swift`); section edits, `reloadSections(_:)`, duplicate policies
/// that replace stored values, and longer edit runs fall back to the full diff.
/// Every member states its complexity, in terms of *n* (items in the snapshot), *s*
/// (sections), *k* (identifiers in the argument) and *m* (items in the affected section).
///
/// ## Implementation details
/// A value type built from arrays and dictionaries, so copies share storage until one of
/// them is mutated (copy-on-write) and the type is `Sendable`. The one shared mutable part
/// is a cache of joined item arrays (`_FlatItemsCache`), behind a lock. Each section's
/// items live in chunks of at most 256 (`_SectionChunks`, `_ChunkStore`), so an edit
/// renumbers the rest of one chunk, not of the section, and an edit to a copy copies one
/// chunk of items, not the list. A hash table maps each item to its chunk and its index
/// there; chunk IDs never change while a chunk lives, and each chunk knows the *slot* of its
/// section, which never changes while the section exists, so inserting or moving sections
/// rewrites only per-section tables, never the item map. The item map is an `_ItemTable`
/// (flat arrays) rather than a `Dictionary`: it touches half the memory at random, which is
/// what building a large snapshot costs, and it is kept in pages of 4,096, in groups of 64
/// pages (`_PagedArray`, `_WordPages`).
public struct ListSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// Sections in order.
    @usableFromInline var sections: [SectionIdentifierType] = [] { didSet { journal.invalidate() } }
    /// Section → its index in `sections`.
    @usableFromInline var sectionIndexes: [SectionIdentifierType: Int] = [:] { didSet { journal.invalidate() } }
    /// Section index → its slot.
    @usableFromInline var sectionSlots: [Int32] = [] { didSet { journal.invalidate() } }
    /// Slot → section index, or -1 for a free slot.
    @usableFromInline var slotIndexes: [Int] = [] { didSet { journal.invalidate() } }
    /// Slots freed by deleted sections, reused first.
    @usableFromInline var freeSlots: [Int32] = [] { didSet { journal.invalidate() } }
    /// Section index → its rows, as chunks of `chunks`.
    @usableFromInline var sectionRows: [_SectionChunks] = [] { didSet { journal.invalidate() } }
    /// Section index → the index across all sections of its first item; one extra entry
    /// holds the count. The empty sections at the end may store none: their start is the
    /// last entry (read through `itemStart(ofSection:)`), so filling appended sections in
    /// order never moves the starts of the sections after them.
    @usableFromInline var itemStarts: [Int] = [0] { didSet { journal.invalidate() } }
    /// The items, in chunks.
    @usableFromInline var chunks = _ChunkStore<ItemIdentifierType>() { didSet { journal.invalidate() } }
    /// Item → its chunk and its index in the chunk, and its reload and reconfigure marks.
    @usableFromInline var positions = _ItemTable<ItemIdentifierType>() { didSet { journal.invalidate() } }
    /// Sections marked by `reloadSections(_:)`.
    @usableFromInline var reloadedSections: Set<SectionIdentifierType> = [] { didSet { journal.invalidate() } }
    /// Joined item arrays, built when first read; replaced by every mutator.
    @usableFromInline var flatItems = _FlatItemsCache<ItemIdentifierType>()
    /// The diff compiled for this snapshot's types where the app made it (see
    /// `Snapshot/Storage/_SpecializedOperations.swift`); not compared, kept by copies and edits.
    @usableFromInline var specialized: _SpecializedOperations<SectionIdentifierType, ItemIdentifierType>?
    /// The stamp of these rows and the recorded edits that made them from earlier rows
    /// (see `_EditJournal.swift`); not compared. The observers on the stored properties
    /// above clear it on every change that is not recorded.
    @usableFromInline var journal = _EditJournal<ItemIdentifierType>()

    /// Creates an empty snapshot: no sections, no items.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init() {
        // Inlined where the app names its types, so the diff it carries is specialised.
        specialized = _SpecializedOperations()
    }
}

/// Where an item lives: its chunk and its index in that chunk.
///
/// Two 32-bit fields keep the per-item map small.
@usableFromInline
struct _ItemPosition: Hashable, Sendable {
    @usableFromInline var chunk: Int32
    @usableFromInline var index: Int32

    @inlinable
    init(chunk: Int32, index: Int) {
        self.chunk = chunk
        self.index = Int32(truncatingIfNeeded: index)
    }

    /// The place of an item taken out of its row while it moves to another: no row's.
    @inlinable
    static var detached: _ItemPosition { _ItemPosition(chunk: -1, index: -1) }
}

extension ListSnapshot: Equatable {
    /// Two snapshots are equal when they hold the same sections and items in the same order.
    ///
    /// Reload and reconfigure marks are not compared, as with Apple's snapshot.
    /// - Complexity: O(*n* + *s*); O(*n* / 256 + *s*) for sections that still share
    ///   storage, as a snapshot and its unedited copy do.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections == rhs.sections
            && lhs.sections.indices.allSatisfy { lhs.rowsEqual(inSection: $0, to: rhs, section: $0) }
    }
}

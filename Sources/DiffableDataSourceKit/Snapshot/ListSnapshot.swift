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
/// `sectionIdentifier(containingItem:)`, `containsItem(_:)`) are O(1) expected: the snapshot
/// keeps a hash map from every item to its place. `itemIdentifiers` and
/// `itemIdentifiers(inSection:)` return stored arrays. Appending *k* items hashes each once.
/// Every member states its complexity, in terms of *n* (items in the snapshot), *s*
/// (sections), *k* (identifiers in the argument) and *m* (items after the change point in
/// the affected section).
///
/// ## Implementation details
/// A value type built from arrays and dictionaries, so copies share storage until one of
/// them is mutated (copy-on-write) and the type is `Sendable` without locks. Items live in
/// one array per section and in one flat array; a hash table maps each item to its row and
/// to a *slot* of its section. Slots never change while a section exists, so inserting or
/// moving sections rewrites only per-section tables, never the per-item map. The item map
/// is an `ItemTable` (flat arrays too) rather than a `Dictionary`: it touches half the
/// memory at random, which is what building a large snapshot costs.
public struct ListSnapshot<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
    /// Sections in order.
    @usableFromInline var sections: [Section] = []
    /// Section → its index in `sections`.
    @usableFromInline var sectionIndexes: [Section: Int] = [:]
    /// Section index → its slot.
    @usableFromInline var sectionSlots: [Int32] = []
    /// Slot → section index, or -1 for a free slot.
    @usableFromInline var slotIndexes: [Int] = []
    /// Slots freed by deleted sections, reused first.
    @usableFromInline var freeSlots: [Int32] = []
    /// Section index → its items in order.
    @usableFromInline var sectionItems: [[Item]] = []
    /// Section index → offset of its first item in `items`; one extra entry holds the count.
    @usableFromInline var itemStarts: [Int] = [0]
    /// All items, section by section.
    @usableFromInline var items: [Item] = []
    /// Item → slot of its section and row within it.
    @usableFromInline var positions = ItemTable<Item>()
    /// Items marked by `reloadItems(_:)`.
    @usableFromInline var reloadedItems: Set<Item> = []
    /// Items marked by `reconfigureItems(_:)`.
    @usableFromInline var reconfiguredItems: Set<Item> = []
    /// Sections marked by `reloadSections(_:)`.
    @usableFromInline var reloadedSections: Set<Section> = []

    /// Creates an empty snapshot: no sections, no items.
    ///
    /// - Complexity: O(1).
    public init() {}
}

/// Where an item lives: the slot of its section and its row in that section.
///
/// Two 32-bit fields keep the per-item map small; a section holds at most `Int32.max` rows.
@usableFromInline
struct ItemPosition: Hashable, Sendable {
    @usableFromInline var slot: Int32
    @usableFromInline var row: Int32

    @inlinable
    init(slot: Int32, row: Int) {
        self.slot = slot
        self.row = Int32(truncatingIfNeeded: row)
    }

    @inlinable
    init(slot: Int32, row: Int32) {
        self.slot = slot
        self.row = row
    }
}

extension ListSnapshot: Equatable {
    /// Two snapshots are equal when they hold the same sections and items in the same order.
    ///
    /// Reload and reconfigure marks are not compared, as with Apple's snapshot.
    /// - Complexity: O(*n* + *s*).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections == rhs.sections && lhs.sectionItems == rhs.sectionItems
    }
}

/// The items of one section as an outline: an ordered tree of items, each expanded or
/// collapsed.
///
/// `ListSectionSnapshot` has the API of UIKit's `NSDiffableDataSourceSectionSnapshot`,
/// under the same names and argument labels:
///
///     var outline = ListSectionSnapshot<String>()
///     try outline.append(["Fruits", "Vegetables"])
///     try outline.append(["Apple", "Pear"], to: "Fruits")
///     outline.items           // ["Fruits", "Apple", "Pear", "Vegetables"]
///     outline.visibleItems    // ["Fruits", "Vegetables"]: new items start collapsed
///     outline.expand(["Fruits"])
///     outline.visibleItems    // ["Fruits", "Apple", "Pear", "Vegetables"]
///     outline.level(of: "Pear")   // 1
///
/// ## Motivation
/// Apple's section snapshot raises an exception for bad input (an unknown parent, an item
/// added twice, a parent placed under itself) and crashes the app. Every mutator here that
/// can fail throws a typed ``ListSectionSnapshotError`` naming the offending identifiers
/// instead, and leaves the snapshot exactly as it was (strong exception guarantee).
///
/// ## Performance
/// Look-ups by identifier (`contains(_:)`, `parent(of:)`, `isExpanded(_:)`) are O(1)
/// expected; `level(of:)` and `isVisible(_:)` walk up the ancestors, O(*depth*). Adding an
/// item anywhere costs O(1) expected, whatever the shape of the tree, so building a tree
/// of *n* items by any sequence of appends and inserts costs O(*n*). Expanding or
/// collapsing an item only sets its flag, O(1). `items` and `index(of:)` are answered from
/// a pre-order built on the first read after a change, O(*n*), then O(1). `visibleItems`
/// costs O(*v*) for *v* visible items: collapsed subtrees are skipped without being read.
/// Every member states its complexity, in terms of *n* (items in the snapshot), *k* (items
/// in the argument or the result) and *depth* (the number of ancestors of an item).
///
/// ## Implementation details
/// A dictionary from each item to its node: its parent, its previous and next siblings,
/// its first and last children, and its expansion flag; plus the first and last root items.
/// Siblings are linked rather than kept in arrays so that inserting before or after any
/// item, or appending to any parent, never shifts or searches a list of siblings. Links are
/// items, not positions, so two snapshots holding the same tree hold equal dictionaries,
/// which is what `==` compares. The one shared mutable part is the cached pre-order
/// (`PreorderCache`), behind a lock, replaced by every mutation that changes the order.
/// Copies share storage until one of them is mutated (copy-on-write); the first mutation of
/// a shared copy copies its dictionary, O(*n*).
public struct ListSectionSnapshot<Item: Hashable & Sendable>: Sendable {
    /// Item → its node.
    var nodes: [Item: Node] = [:]
    /// The first root item, or `nil` when the snapshot is empty.
    var firstRoot: Item?
    /// The last root item, or `nil` when the snapshot is empty.
    var lastRoot: Item?
    /// Every item in pre-order and each item's index there, built when first read; replaced
    /// by every mutation that changes the order.
    var preorder = PreorderCache<Item>()

    /// Creates an empty section snapshot.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// Creates a copy of a section snapshot, expansion states included.
    ///
    /// The copy shares storage with `snapshot` until one of them is mutated, as any copy
    /// of a value does; this initializer exists because Apple's has it.
    /// - Complexity: O(1).
    public init(_ snapshot: ListSectionSnapshot<Item>) {
        self = snapshot
    }

    /// One item's place in the tree and its expansion state.
    struct Node: Equatable, Sendable {
        /// The parent, or `nil` for a root item.
        var parent: Item?
        /// The sibling just before, or `nil` for a first child (or the first root).
        var previous: Item?
        /// The sibling just after, or `nil` for a last child (or the last root).
        var next: Item?
        /// The first child, or `nil` when the item has no children.
        var firstChild: Item?
        /// The last child, or `nil` when the item has no children.
        var lastChild: Item?
        /// Whether the item is expanded; items start collapsed.
        var isExpanded = false
    }
}

extension ListSectionSnapshot: Equatable {
    /// Two section snapshots are equal when they hold the same items in the same places
    /// (same parents, same order) with the same expansion states.
    ///
    /// - Complexity: O(*n*) expected.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        // Every link names an item, so equal trees have equal dictionaries of nodes.
        lhs.firstRoot == rhs.firstRoot && lhs.lastRoot == rhs.lastRoot && lhs.nodes == rhs.nodes
    }
}

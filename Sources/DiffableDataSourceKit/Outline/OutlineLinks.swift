/// One slot of a ``ListSectionSnapshot``: where its item sits in the tree, as the slots of
/// its parent, neighbours and end children (`-1` for none), and whether it is expanded.
///
/// Not generic, so code that runs unspecialized (a generic caller in another module, such
/// as the data source) reads and writes links at the cost of an array access, and walking
/// the tree hashes nothing. Slots are 32-bit: a snapshot holds fewer than 2^31 items, as
/// rows are 32-bit elsewhere in the package.
struct OutlineLinks: Equatable, Sendable {
    /// The value of a link to nothing.
    static let none: Int32 = -1

    /// The parent's slot, or `none` for a root item.
    var parent = none
    /// The slot of the sibling just before, or `none` for a first child (or the first root).
    var previous = none
    /// The slot of the sibling just after, or `none` for a last child (or the last root).
    var next = none
    /// The first child's slot, or `none` when the item has no children.
    var firstChild = none
    /// The last child's slot, or `none` when the item has no children.
    var lastChild = none
    /// Whether the item is expanded; items start collapsed.
    var isExpanded = false
}

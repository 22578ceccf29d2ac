/// A depth-first pre-order walk over the links of a ``ListSectionSnapshot``: the chain of
/// siblings from a first slot (or only the subtree of that slot) with the descendants of
/// each, optionally skipping those below collapsed items.
///
///     var walk = OutlineWalk(from: firstRoot, skippingCollapsed: true)
///     while let (slot, depth) = walk.next(in: links) { ... }   // the visible items
///
/// Iterative, so a deep tree does not exhaust the stack, and not generic, so it runs at the
/// cost of array accesses even unspecialized. The next slot is found before a slot is
/// returned, so the caller may release the returned slot (not its links) as it goes.
/// - Complexity: O(*k*) for *k* visited slots: the descendants of a skipped item are not
///   read, and climbing back out of a subtree crosses each visited parent once.
struct OutlineWalk {
    private var current: Int32
    private var depth = 0
    private let skippingCollapsed: Bool
    private let staysInSubtree: Bool

    /// A walk of the chain of siblings that starts at `first` (`OutlineLinks.none` for an
    /// empty walk), or with `subtreeOnly` of `first` and its descendants only.
    init(from first: Int32, skippingCollapsed: Bool, subtreeOnly: Bool = false) {
        current = first
        self.skippingCollapsed = skippingCollapsed
        staysInSubtree = subtreeOnly
    }

    /// The next slot and its depth below the starting chain (0 for the chain itself), or
    /// `nil` when the walk is over.
    mutating func next(in links: [OutlineLinks]) -> (slot: Int32, depth: Int)? {
        guard current >= 0 else { return nil }
        let slot = current
        let level = depth
        let node = links[Int(slot)]
        if node.firstChild >= 0 && (node.isExpanded || !skippingCollapsed) {
            current = node.firstChild
            depth += 1
            return (slot, level)
        }
        // The next sibling of this item or of its nearest ancestor below the chain.
        var climbing = node
        while climbing.next < 0 && depth > 0 {
            climbing = links[Int(climbing.parent)]
            depth -= 1
        }
        current = depth == 0 && staysInSubtree ? OutlineLinks.none : climbing.next
        return (slot, level)
    }
}

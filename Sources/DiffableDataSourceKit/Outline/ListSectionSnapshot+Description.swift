extension ListSectionSnapshot: CustomStringConvertible {
    /// A readable outline of the tree, one line per item in the order of ``items``.
    ///
    ///     // Fruits (expanded) > [Apple, Citrus (collapsed) > [Lemon]], Vegetables
    ///     print(outline.visualDescription())
    ///     // +* Fruits
    ///     //    * Apple
    ///     //   -* Citrus
    ///     //        Lemon
    ///     //  * Vegetables
    ///
    /// Each line is indented by two spaces per level, then has two marks and the item: the
    /// first mark is `+` for an expanded item with children, `-` for a collapsed one, and a
    /// space for an item without children; the second is `*` for a visible item and a space
    /// for a hidden one (our format: Apple documents `visualDescription()` as a debugging
    /// aid without fixing its text). An empty snapshot gives an empty string.
    /// - Complexity: O(*n*).
    public func visualDescription() -> String {
        visualLines().joined(separator: "\n")
    }

    /// A summary line with the item counts, then ``visualDescription()`` indented by two
    /// spaces.
    ///
    ///     ListSectionSnapshot: 5 items, 4 visible
    ///       +* Fruits
    ///       ...
    ///
    /// - Complexity: O(*n*).
    public var description: String {
        let count = slots.count
        let header = "ListSectionSnapshot: \(count) item\(count == 1 ? "" : "s"), \(visibleItems.count) visible"
        return ([header] + visualLines().map { "  " + $0 }).joined(separator: "\n")
    }

    private func visualLines() -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(slots.count)
        // Entry d: whether the children of the last item visited at depth d are visible.
        var childrenVisible: [Bool] = []
        var walk = OutlineWalk(from: firstRoot, skippingCollapsed: false)
        while let (slot, depth) = walk.next(in: links) {
            let node = links[Int(slot)]
            let isVisible = depth == 0 || childrenVisible[depth - 1]
            childrenVisible.removeSubrange(depth...)
            childrenVisible.append(isVisible && node.isExpanded)
            let expansion = node.firstChild < 0 ? " " : node.isExpanded ? "+" : "-"
            let item = itemAt[Int(slot)].map { "\($0)" } ?? ""
            lines.append(String(repeating: "  ", count: depth) + expansion + (isVisible ? "*" : " ") + " " + item)
        }
        return lines
    }
}

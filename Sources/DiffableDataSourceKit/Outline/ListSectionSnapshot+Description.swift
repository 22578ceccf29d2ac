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
    /// aid without fixing its text). Past 16 levels the indentation stays at 16 levels and
    /// the line names its depth after the marks (`-* [depth 17] Item`), so that a deep chain
    /// is not printed in space quadratic in its depth. An empty snapshot gives an empty
    /// string.
    /// - Complexity: O(*n*) for *n* items (and the length of their descriptions), at any
    ///   depth.
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
    /// - Complexity: O(*n*), as ``visualDescription()``.
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
        let deepestIndentation = String(repeating: "  ", count: Self.deepestIndentedLevel)
        while let (slot, depth) = walk.next(in: links) {
            let node = links[Int(slot)]
            let isVisible = depth == 0 || childrenVisible[depth - 1]
            childrenVisible.removeSubrange(depth...)
            childrenVisible.append(isVisible && node.isExpanded)
            let expansion = node.firstChild < 0 ? " " : node.isExpanded ? "+" : "-"
            let item = itemAt[Int(slot)].map { "\($0)" } ?? ""
            let marks = expansion + (isVisible ? "*" : " ") + " "
            if depth <= Self.deepestIndentedLevel {
                lines.append(String(repeating: "  ", count: depth) + marks + item)
            } else {
                lines.append(deepestIndentation + marks + "[depth \(depth)] " + item)
            }
        }
        return lines
    }

    /// The deepest level indented by its depth; deeper lines name their depth instead.
    private static var deepestIndentedLevel: Int { 16 }

}

extension ListSectionSnapshot {
    /// The outline declared by items in pre-order with their places (level and expansion):
    /// each item the last child of the nearest item before it at a lower level.
    ///
    /// - Parameters:
    ///   - items: The items, unique, in pre-order.
    ///   - places: Each item's level and whether it is expanded; as many as `items`.
    ///   - shown: An outline whose items keep their expansion state here; `nil` keeps the
    ///     declared states.
    /// - Throws: ``ListSectionSnapshotError/duplicateItems(_:)`` for an item given twice.
    /// - Complexity: O(*k*) expected for *k* items: one `append` per item with children.
    init(
        declared items: [ItemIdentifierType], places: [_OutlinePlace], keepingExpansionOf shown: ListSectionSnapshot?
    ) throws(ListSectionSnapshotError<ItemIdentifierType>) {
        self.init()
        var roots: [ItemIdentifierType] = []
        var children = [[ItemIdentifierType]](repeating: [], count: items.count)
        var expanded: [ItemIdentifierType] = []
        // The indices of the last item at each level above the current one.
        var ancestors: [(index: Int, level: Int32)] = []
        for index in items.indices {
            let place = index < places.count ? places[index] : _OutlinePlace(level: 0, isExpanded: false)
            while let last = ancestors.last, last.level >= place.level { ancestors.removeLast() }
            if let parent = ancestors.last {
                children[parent.index].append(items[index])
            } else {
                roots.append(items[index])
            }
            ancestors.append((index, place.level))
            let isExpanded =
                if let shown, shown.contains(items[index]) { shown.isExpanded(items[index]) } else {
                    place.isExpanded
                }
            if isExpanded { expanded.append(items[index]) }
        }
        try append(roots)
        // In pre-order, so each parent is in the outline before its children are added.
        for index in items.indices where !children[index].isEmpty {
            try append(children[index], to: items[index])
        }
        expand(expanded)
    }
}

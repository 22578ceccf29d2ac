extension ListSnapshot {
    /// Puts `item` where a user's drop put it in `moved` (the shown snapshot after the
    /// drop), by its neighbours there: after the item before it in its section, else before
    /// the item after it, else at the top of the section. Used on a snapshot a call asked
    /// for while the row was lifted, so the drop survives that call. Nothing changes when
    /// this snapshot no longer has the item or the section.
    ///
    /// - Complexity: O(*m*) for the *m* items of the sections involved.
    mutating func replay(moving item: ItemIdentifierType, like moved: ListSnapshot) {
        guard containsItem(item), let path = moved.indexPath(ofItem: item),
            let section = moved.sectionIdentifier(at: path.sectionIndex), containsSection(section)
        else { return }
        func neighbour(_ offset: Int) -> ItemIdentifierType? {
            let row = path.rowIndex + offset
            guard row >= 0, let other = moved.itemIdentifier(at: IndexPath(section: path.sectionIndex, rowIndex: row)),
                other != item, sectionIdentifier(containingItem: other) == section
            else { return nil }
            return other
        }
        do {
            if let before = neighbour(-1) {
                try moveItem(item, afterItem: before)
            } else if let after = neighbour(1) {
                try moveItem(item, beforeItem: after)
            } else if let first = itemIdentifier(at: IndexPath(section: indexOfSection(section) ?? 0, rowIndex: 0)),
                first != item
            {
                try moveItem(item, beforeItem: first)
            } else if sectionIdentifier(containingItem: item) != section,
                let value = indexPath(ofItem: item).flatMap(itemIdentifier(at:))
            {
                deleteItems([item])
                try appendItems([value], toSection: section)
            }
        } catch {
            return  // Unreachable: every identifier was checked above; the value is kept.
        }
    }
}

extension ListSnapshot {
    /// Takes over the marks of a snapshot this one replaces before it was shown, for the
    /// items and sections this one still has: an apply that waited (for a drop, or behind
    /// another update) and is overtaken by a newer one still gets its rows reloaded or
    /// reconfigured. Where this snapshot marks an item itself, its own mark wins.
    ///
    /// - Complexity: O(*r*) expected for *r* marks in `older`.
    mutating func carryMarks(from older: ListSnapshot) {
        guard older.hasMarks else { return }
        for item in older.reloadedItems where containsItem(item) && !reconfiguredItems.contains(item) {
            reloadedItems.insert(item)
        }
        for item in older.reconfiguredItems where containsItem(item) && !reloadedItems.contains(item) {
            reconfiguredItems.insert(item)
        }
        for section in older.reloadedSections where containsSection(section) {
            reloadedSections.insert(section)
        }
    }
}

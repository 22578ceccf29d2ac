extension ListSnapshot {
    /// Takes over the marks of a snapshot this one replaces before it was shown, for the
    /// items and sections this one still has: an apply that waited (for a drop, or behind
    /// another update) and is overtaken by a newer one still gets its rows reloaded or
    /// reconfigured. Where this snapshot marks an item itself, its own mark wins.
    ///
    /// - Complexity: O(*r*) expected for *r* marks in `older`.
    mutating func carryMarks(from older: ListSnapshot) {
        guard older.hasMarks else { return }
        for (olderEntry, marks) in older.positions.marks {
            let place = older.positions.places[olderEntry]
            let item = older.chunks.items[Int(place.chunk)][Int(place.index)]
            // Found by look-up: an item that no longer finds itself (a broken hash) keeps
            // no mark, which costs only its refresh.
            guard let entry = positions.entry(of: item), positions.marks[entry] == nil else { continue }
            positions.marks[entry] = marks
        }
        for section in older.reloadedSections where containsSection(section) {
            reloadedSections.insert(section)
        }
        checkInvariants()
    }
}

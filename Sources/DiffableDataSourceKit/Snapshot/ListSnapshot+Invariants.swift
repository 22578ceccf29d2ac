extension ListSnapshot {
    /// Checks that the stored tables agree with each other; called at the end of every
    /// mutator.
    ///
    /// Compiled in only when the `DIFFABLE_CHECK_INVARIANTS` flag is set (CI's test run sets
    /// it), so release builds pay nothing. A failure here is a bug in this package, never a
    /// consequence of user input: every mutator validates its input before changing state.
    @usableFromInline
    func checkInvariants() {
        #if DIFFABLE_CHECK_INVARIANTS
        _checkInvariants()
        #endif
    }

    /// Traps when the snapshot's internal tables disagree: unique sections, unique items
    /// across sections, and index maps that agree with the arrays.
    ///
    /// Meant for tests; it runs in O(*n* + *s*).
    public func _checkInvariants() {
        precondition(sections.count == sectionIndexes.count, "duplicate or stale sections")
        precondition(sectionItems.count == sections.count && sectionSlots.count == sections.count)
        precondition(itemStarts.count == sections.count + 1 && itemStarts.first == 0)
        var liveSlots = 0
        for (index, section) in sections.enumerated() {
            precondition(sectionIndexes[section] == index, "section index map disagrees at \(index)")
            let slot = Int(sectionSlots[index])
            precondition(slotIndexes[slot] == index, "slot map disagrees at \(index)")
            precondition(itemStarts[index + 1] == itemStarts[index] + sectionItems[index].count)
            for (row, item) in sectionItems[index].enumerated() {
                precondition(
                    positions[item] == ItemPosition(slot: Int32(slot), row: row),
                    "item map disagrees at section \(index), row \(row)"
                )
                precondition(items[itemStarts[index] + row] == item, "flat items disagree")
            }
        }
        precondition(itemStarts.last == items.count, "flat item count disagrees")
        for slot in slotIndexes where slot >= 0 { liveSlots += 1 }
        precondition(freeSlots.allSatisfy { slotIndexes[Int($0)] == -1 }, "a free slot is in use")
        precondition(liveSlots == sections.count && liveSlots + freeSlots.count == slotIndexes.count)
        precondition(items.count == positions.count, "duplicate or stale items")
        positions.checkConsistency()
        precondition(reloadedItems.allSatisfy { positions[$0] != nil }, "stale reload mark")
        precondition(reconfiguredItems.allSatisfy { positions[$0] != nil }, "stale reconfigure mark")
        precondition(reloadedSections.allSatisfy { sectionIndexes[$0] != nil }, "stale section mark")
    }
}

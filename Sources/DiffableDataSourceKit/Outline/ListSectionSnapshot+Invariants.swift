extension ListSectionSnapshot {
    /// Traps when the snapshot's tables disagree; called at the end of every mutator.
    ///
    /// Compiled in only when the `DIFFABLE_CHECK_INVARIANTS` flag is set (CI's test run sets
    /// it), so release builds pay nothing. A failure here is a bug in this package, never a
    /// consequence of user input: every mutator validates its input before changing state.
    func checkInvariants() {
        #if DIFFABLE_CHECK_INVARIANTS
        let violations = invariantViolations()
        precondition(violations.isEmpty, violations.joined(separator: "; "))
        #endif
    }

    /// The ways the tables disagree, if any: the item map and the slots agree, free slots
    /// are free, each chain of siblings runs both ways and ends where its parent (or the
    /// root list) says, every item's parent is the one whose chain holds it, and every item
    /// is reached from the root items. Meant for tests.
    ///
    /// - Complexity: O(*n* + *f*) expected for *f* free slots.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        guard itemAt.count == links.count else { return ["\(itemAt.count) items for \(links.count) links"] }
        let freeSet = Set(free)
        if freeSet.count != free.count { violations.append("a slot is freed twice") }
        if free.contains(where: { $0 < 0 || Int($0) >= itemAt.count || itemAt[Int($0)] != nil }) {
            violations.append("a free slot holds an item")
        }
        if slots.count + free.count != itemAt.count {
            violations.append("\(slots.count) items in \(itemAt.count - free.count) slots")
        }
        for (item, slot) in slots where slot < 0 || Int(slot) >= itemAt.count || itemAt[Int(slot)] != item {
            violations.append("the map puts \(item) in the wrong slot")
        }
        guard violations.isEmpty else { return violations }

        var chained = 0
        // The chain of `parent`'s children (the root items for `none`), bounded so that a
        // cycle cannot loop forever.
        func checkChain(from first: Int32, to last: Int32, under parent: Int32) {
            var previous = OutlineLinks.none
            var slot = first
            while slot >= 0 {
                guard Int(slot) < links.count, !freeSet.contains(slot) else {
                    violations.append("slot \(slot) is linked but free or out of range")
                    return
                }
                let node = links[Int(slot)]
                if node.parent != parent { violations.append("slot \(slot) has parent \(node.parent), not \(parent)") }
                if node.previous != previous { violations.append("slot \(slot) has a wrong previous sibling") }
                chained += 1
                if chained > slots.count {
                    violations.append("a chain of siblings loops")
                    return
                }
                previous = slot
                slot = node.next
            }
            if previous != last { violations.append("the children of slot \(parent) end at the wrong slot") }
        }
        checkChain(from: firstRoot, to: lastRoot, under: OutlineLinks.none)
        for slot in slots.values {
            let node = links[Int(slot)]
            if (node.firstChild < 0) != (node.lastChild < 0) { violations.append("slot \(slot) has half a chain") }
            if node.firstChild >= 0 { checkChain(from: node.firstChild, to: node.lastChild, under: slot) }
        }
        // Each chain holds only items with its parent, so the chains are disjoint; holding
        // as many items as the snapshot, they leave none out (so no item names a parent
        // that is not in the snapshot). A cycle of parents would still hide items from the
        // root items.
        if chained != slots.count { violations.append("\(slots.count) items, \(chained) in chains") }
        guard violations.isEmpty else { return violations }
        if preorderItems().count != slots.count { violations.append("items unreachable from the root items") }
        return violations
    }
}

extension ListSectionSnapshot {
    /// Traps when the snapshot's links disagree; called at the end of every mutator.
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

    /// The ways the links disagree, if any: each chain of siblings runs both ways and ends
    /// where its parent (or the root list) says, every item's parent is the one whose chain
    /// holds it, and every item is reached from the root items. Meant for tests.
    ///
    /// - Complexity: O(*n*) expected.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        var chained = 0
        // The chain of `parent`'s children (the root items for `nil`), bounded so that a
        // cycle cannot loop forever.
        func checkChain(from first: Item?, to last: Item?, under parent: Item?) {
            var previous: Item?
            var current = first
            while let item = current {
                guard let node = nodes[item] else {
                    violations.append("\(item) is linked but not in the snapshot")
                    return
                }
                if node.parent != parent { violations.append("\(item) has parent \(String(describing: node.parent))") }
                if node.previous != previous { violations.append("\(item) has a wrong previous sibling") }
                chained += 1
                if chained > nodes.count {
                    violations.append("a chain of siblings loops")
                    return
                }
                previous = item
                current = node.next
            }
            if previous != last {
                violations.append("the children of \(String(describing: parent)) end at the wrong item")
            }
        }
        checkChain(from: firstRoot, to: lastRoot, under: nil)
        for (item, node) in nodes {
            if (node.firstChild == nil) != (node.lastChild == nil) { violations.append("\(item) has half a chain") }
            if node.firstChild != nil { checkChain(from: node.firstChild, to: node.lastChild, under: item) }
        }
        // Each chain holds only items with its parent, so the chains are disjoint; holding
        // as many items as the snapshot, they leave none out (so no item names a parent
        // that is not in the snapshot). A cycle of parents would still hide items from the
        // root items.
        if chained != nodes.count { violations.append("\(nodes.count) items, \(chained) in chains") }
        guard violations.isEmpty else { return violations }
        if preorderItems().count != nodes.count { violations.append("items unreachable from the root items") }
        return violations
    }
}

extension ListSectionSnapshot {
    // MARK: Reading the links

    /// An item as stored, with its node, or `nil` when the item is not in the snapshot.
    ///
    /// Links store the value the item was added with; mutators link to that value rather
    /// than to an argument equal to it, so that the same value is returned everywhere.
    /// - Complexity: O(1) expected: one hash.
    func entry(_ item: Item) -> (item: Item, node: Node)? {
        guard let index = nodes.index(forKey: item) else { return nil }
        let (stored, node) = nodes[index]
        return (stored, node)
    }

    /// Visits, in pre-order, the chain of siblings that starts at `first` and the
    /// descendants of each, or with `skippingCollapsed` only those below expanded items.
    /// `body` receives each item, its node, and its depth below the chain (0 for the chain
    /// itself).
    ///
    /// Iterative, so a deep tree does not exhaust the stack.
    /// - Complexity: O(*k*) expected for *k* visited items: the descendants of a skipped item
    ///   are not read, and climbing back out of a subtree crosses each visited
    ///   parent once.
    func walk(from first: Item?, skippingCollapsed: Bool, _ body: (Item, Node, Int) -> Void) {
        var current = first
        var depth = 0
        while let item = current, let node = nodes[item] {
            body(item, node, depth)
            if let child = node.firstChild, node.isExpanded || !skippingCollapsed {
                current = child
                depth += 1
                continue
            }
            // The next sibling of this item or of its nearest ancestor below the chain.
            var climbing = node
            while climbing.next == nil && depth > 0 {
                guard let parent = climbing.parent, let parentNode = nodes[parent] else { return }
                climbing = parentNode
                depth -= 1
            }
            current = climbing.next
        }
    }

    /// Every item in pre-order, built without the cache.
    ///
    /// - Complexity: O(*n*) expected.
    func preorderItems() -> [Item] {
        var result: [Item] = []
        result.reserveCapacity(nodes.count)
        walk(from: firstRoot, skippingCollapsed: false) { item, _, _ in result.append(item) }
        return result
    }

    // MARK: Changing the links

    /// Gives the snapshot a pre-order cache of its own, empty; called by every mutator
    /// before it changes the tree.
    ///
    /// - Complexity: O(1).
    mutating func invalidatePreorder() {
        if !isKnownUniquelyReferenced(&preorder) || !preorder.isEmpty {
            preorder = PreorderCache()
        }
    }

    /// Links items that are not in the snapshot, and distinct, as consecutive new children
    /// of `parent` (root items for `nil`), collapsed, between the adjacent siblings
    /// `previous` and `next` (`nil` at either end of the chain).
    ///
    /// - Complexity: O(*k*) expected: each item is hashed once, and the two neighbours once
    ///   each.
    mutating func link(_ newItems: [Item], under parent: Item?, after previous: Item?, before next: Item?) {
        guard let first = newItems.first, let last = newItems.last else { return }
        invalidatePreorder()
        nodes.reserveCapacity(nodes.count + newItems.count)
        for index in newItems.indices {
            nodes[newItems[index]] = Node(
                parent: parent,
                previous: index == 0 ? previous : newItems[index - 1],
                next: index == newItems.count - 1 ? next : newItems[index + 1])
        }
        attach(first: first, last: last, under: parent, after: previous, before: next)
    }

    /// Copies the trees of `snapshot`, whose items must not be in this one, as consecutive
    /// new children of `parent` (root items for `nil`) between the adjacent siblings
    /// `previous` and `next`, with the expansion states `snapshot` gives them.
    ///
    /// - Complexity: O(*k*) expected for the *k* items of `snapshot`.
    mutating func graft(_ snapshot: Self, under parent: Item?, after previous: Item?, before next: Item?) {
        guard let first = snapshot.firstRoot, let last = snapshot.lastRoot else { return }
        invalidatePreorder()
        nodes.reserveCapacity(nodes.count + snapshot.nodes.count)
        for (item, var node) in snapshot.nodes {
            // The roots of `snapshot` become children of `parent`, and the ends of their
            // chain meet the new neighbours; every other link stays inside the copied trees.
            if node.parent == nil {
                node.parent = parent
                if node.previous == nil { node.previous = previous }
                if node.next == nil { node.next = next }
            }
            nodes[item] = node
        }
        attach(first: first, last: last, under: parent, after: previous, before: next)
    }

    /// Takes an item, with its subtree, out of its chain of siblings. Its node, still in
    /// `nodes`, keeps links that are no longer true: the caller removes it or relinks it.
    ///
    /// - Complexity: O(1) expected.
    mutating func unlink(_ node: Node) {
        if let previous = node.previous {
            nodes[previous]?.next = node.next
        } else {
            setFirst(node.next, under: node.parent)
        }
        if let next = node.next {
            nodes[next]?.previous = node.previous
        } else {
            setLast(node.previous, under: node.parent)
        }
    }

    /// Removes the nodes of an item and of all its descendants, whatever the links to
    /// them (see `unlink(_:)`).
    ///
    /// - Complexity: O(*k*) expected for the *k* removed items.
    mutating func removeSubtree(_ item: Item) {
        var pending = [item]
        while let current = pending.popLast() {
            guard let node = nodes.removeValue(forKey: current) else { continue }
            var child = node.firstChild
            while let next = child {
                pending.append(next)
                child = nodes[next]?.next
            }
        }
    }

    /// Points the neighbours of a new chain `first`...`last` at it: the sibling before (or
    /// the start of `parent`'s children) and the sibling after (or their end).
    private mutating func attach(
        first: Item, last: Item, under parent: Item?, after previous: Item?, before next: Item?
    ) {
        if let previous {
            nodes[previous]?.next = first
        } else {
            setFirst(first, under: parent)
        }
        if let next {
            nodes[next]?.previous = last
        } else {
            setLast(last, under: parent)
        }
    }

    /// Sets the first child of `parent`, or the first root item for `nil`.
    private mutating func setFirst(_ item: Item?, under parent: Item?) {
        if let parent {
            nodes[parent]?.firstChild = item
        } else {
            firstRoot = item
        }
    }

    /// Sets the last child of `parent`, or the last root item for `nil`.
    private mutating func setLast(_ item: Item?, under parent: Item?) {
        if let parent {
            nodes[parent]?.lastChild = item
        } else {
            lastRoot = item
        }
    }
}

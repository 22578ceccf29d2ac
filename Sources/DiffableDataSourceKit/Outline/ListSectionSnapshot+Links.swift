extension ListSectionSnapshot {
    // MARK: Reading the links

    /// The items a walk visits, in order.
    ///
    /// - Complexity: O(*k*) for *k* visited items.
    func items(visitedBy walk: OutlineWalk) -> [ItemIdentifierType] {
        var walk = walk
        var result: [ItemIdentifierType] = []
        while let (slot, _) = walk.next(in: links) {
            if let item = itemAt[Int(slot)] { result.append(item) }
        }
        return result
    }

    /// Every item in pre-order, built without the cache.
    ///
    /// - Complexity: O(*n*).
    func preorderItems() -> [ItemIdentifierType] {
        items(visitedBy: OutlineWalk(from: firstRoot, skippingCollapsed: false))
    }

    /// Slot → its index in pre-order, `-1` for a free slot; built without the cache.
    ///
    /// - Complexity: O(*n*): free slots are at most max(64, *n*) (see `compactIfSparse()`).
    func preorderIndexes() -> [Int32] {
        var result = [Int32](repeating: OutlineLinks.none, count: links.count)
        var walk = OutlineWalk(from: firstRoot, skippingCollapsed: false)
        var index: Int32 = 0
        while let (slot, _) = walk.next(in: links) {
            result[Int(slot)] = index
            index += 1
        }
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
    /// of the item in slot `parent` (root items for `OutlineLinks.none`), collapsed,
    /// between the adjacent siblings in slots `previous` and `next` (`OutlineLinks.none` at
    /// either end of the chain).
    ///
    /// - Complexity: O(*k*) expected: each item is hashed once.
    mutating func link(_ newItems: [ItemIdentifierType], under parent: Int32, after previous: Int32, before next: Int32)
    {
        guard !newItems.isEmpty else { return }
        invalidatePreorder()
        slots.reserveCapacity(slots.count + newItems.count)
        var chain = OutlineChain(parent: parent, previous: previous)
        for item in newItems {
            chain.append(allocate(item), in: &links)
        }
        close(chain, before: next)
    }

    /// Copies the items of `source` that `walk` visits, with their expansion states and
    /// their places relative to each other, into this snapshot: the items the walk visits
    /// at depth 0 become consecutive new children of the item in slot `parent` (root items
    /// for `OutlineLinks.none`), between the adjacent siblings in slots `previous` and
    /// `next`. None of the copied items may be in this snapshot.
    ///
    /// - Complexity: O(*k*) expected for *k* visited items: each is hashed once.
    mutating func copy(
        _ source: Self, visitedBy walk: OutlineWalk, under parent: Int32, after previous: Int32, before next: Int32
    ) {
        var walk = walk
        var chain = OutlineChain(parent: parent, previous: previous)
        // The new slot of the last item copied at each depth, down to the current one.
        var path: [Int32] = []
        while let (sourceSlot, depth) = walk.next(in: source.links) {
            guard let item = source.itemAt[Int(sourceSlot)] else { continue }
            if chain.first == OutlineLinks.none { invalidatePreorder() }
            let slot = allocate(item)
            links[Int(slot)].isExpanded = source.links[Int(sourceSlot)].isExpanded
            // A pre-order walk goes at most one level deeper per step.
            path.removeSubrange(depth...)
            path.append(slot)
            if depth == 0 {
                chain.append(slot, in: &links)
            } else {
                appendChild(slot, to: path[depth - 1])
            }
        }
        close(chain, before: next)
    }

    /// Takes the item in `slot`, with its subtree, out of its chain of siblings. Its links
    /// are left as they were: the caller releases the slot or relinks it.
    ///
    /// - Complexity: O(1).
    mutating func unlink(_ slot: Int32) {
        let node = links[Int(slot)]
        if node.previous >= 0 {
            links[Int(node.previous)].next = node.next
        } else {
            setFirst(node.next, under: node.parent)
        }
        if node.next >= 0 {
            links[Int(node.next)].previous = node.previous
        } else {
            setLast(node.previous, under: node.parent)
        }
    }

    /// Releases the slot of an item and the slots of all its descendants, whatever the
    /// links to them (see `unlink(_:)`).
    ///
    /// - Complexity: O(*k*) expected for the *k* released items.
    mutating func removeSubtree(_ slot: Int32) {
        var walk = OutlineWalk(from: slot, skippingCollapsed: false, subtreeOnly: true)
        // The walk finds each next slot before returning one, and releasing keeps links.
        while let (released, _) = walk.next(in: links) {
            release(released)
        }
    }

    /// Rebuilds the storage without free slots once they outnumber the items (and 64), so
    /// that memory, copies and the first `index(of:)` follow the items, not the largest size
    /// the snapshot ever had. Called at the end of the mutators that release slots.
    ///
    /// - Complexity: O(*n*) expected when it rebuilds, which takes more released slots
    ///   since the last rebuild than there are items left: O(1) amortized per released
    ///   slot.
    mutating func compactIfSparse() {
        guard free.count > Swift.max(64, slots.count) else { return }
        var compact = ListSectionSnapshot()
        compact.copy(
            self, visitedBy: OutlineWalk(from: firstRoot, skippingCollapsed: false), under: OutlineLinks.none,
            after: OutlineLinks.none, before: OutlineLinks.none)
        self = compact
    }

    /// Releases a slot: its item leaves the snapshot, and the slot is reused later.
    ///
    /// - Complexity: O(1) expected: one hash.
    mutating func release(_ slot: Int32) {
        if let item = itemAt[Int(slot)] { slots.removeValue(forKey: item) }
        itemAt[Int(slot)] = nil
        free.append(slot)
    }

    // MARK: Implementation

    /// Puts a slot for a new item, collapsed and linked to nothing, in `slots`.
    ///
    /// - Complexity: O(1) expected, amortized: one hash.
    private mutating func allocate(_ item: ItemIdentifierType) -> Int32 {
        let slot: Int32
        if let reused = free.popLast() {
            slot = reused
            itemAt[Int(slot)] = item
            links[Int(slot)] = OutlineLinks()
        } else {
            slot = Int32(truncatingIfNeeded: itemAt.count)
            itemAt.append(item)
            links.append(OutlineLinks())
        }
        slots[item] = slot
        return slot
    }

    /// Links the slot of a new item as the last child of the item in slot `parent`.
    private mutating func appendChild(_ slot: Int32, to parent: Int32) {
        let last = links[Int(parent)].lastChild
        links[Int(slot)].parent = parent
        links[Int(slot)].previous = last
        if last >= 0 {
            links[Int(last)].next = slot
        } else {
            links[Int(parent)].firstChild = slot
        }
        links[Int(parent)].lastChild = slot
    }

    /// Points a built chain's last slot at `next`, and its neighbours (or its parent's
    /// ends) at the chain; does nothing for an empty chain.
    private mutating func close(_ chain: OutlineChain, before next: Int32) {
        guard chain.first >= 0 else { return }
        links[Int(chain.last)].next = next
        if chain.previous >= 0 {
            links[Int(chain.previous)].next = chain.first
        } else {
            setFirst(chain.first, under: chain.parent)
        }
        if next >= 0 {
            links[Int(next)].previous = chain.last
        } else {
            setLast(chain.last, under: chain.parent)
        }
    }

    /// Sets the first child of the item in slot `parent`, or the first root item.
    private mutating func setFirst(_ slot: Int32, under parent: Int32) {
        if parent >= 0 {
            links[Int(parent)].firstChild = slot
        } else {
            firstRoot = slot
        }
    }

    /// Sets the last child of the item in slot `parent`, or the last root item.
    private mutating func setLast(_ slot: Int32, under parent: Int32) {
        if parent >= 0 {
            links[Int(parent)].lastChild = slot
        } else {
            lastRoot = slot
        }
    }
}

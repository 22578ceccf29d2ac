extension ListSectionSnapshot {
    /// The visible items that were visible in `before` too and whose disclosure or
    /// indentation differs there: expanded or collapsed, with or without children, or at
    /// another level. A data source configures these rows again, as UIKit's outline
    /// disclosure and a list cell's indentation follow their item's place in the outline.
    ///
    /// The same items, in the same order, as filtering ``visibleItems`` with
    /// `isExpanded`, `hasChildren`, `level(of:)` and `isVisible` on both snapshots, which
    /// hashed each item seven times: this walk reads this snapshot's links and depths
    /// without hashing, and hashes each item once, in `before`. It runs unspecialised
    /// (the data source's generic code), where that filter took a quarter of applying a
    /// 100k-item outline.
    /// - Complexity: O(*v* *d*) expected for *v* visible items at depth at most *d*.
    func disclosureChanges(since before: ListSectionSnapshot) -> [ItemIdentifierType] {
        var walk = OutlineWalk(from: firstRoot, skippingCollapsed: true)
        var result: [ItemIdentifierType] = []
        let oldLinks = before.links
        // Through a buffer: an array's own subscript looks up type metadata on every call
        // in unspecialised code.
        itemAt.withUnsafeBufferPointer { itemAt in
            while let (slot, depth) = walk.next(in: links) {
                guard let item = itemAt[Int(slot)], let oldSlot = before.slots[item] else { continue }
                let node = links[Int(slot)]
                let old = oldLinks[Int(oldSlot)]
                var (level, wasVisible) = (0, true)
                var parent = old.parent
                while parent >= 0 {
                    wasVisible = wasVisible && oldLinks[Int(parent)].isExpanded
                    level += 1
                    parent = oldLinks[Int(parent)].parent
                }
                guard wasVisible else { continue }
                if old.isExpanded != node.isExpanded || (old.firstChild >= 0) != (node.firstChild >= 0)
                    || level != depth
                {
                    result.append(item)
                }
            }
        }
        return result
    }
}

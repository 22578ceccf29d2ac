/// Reports of identities that break the assumptions a diff makes, found where they cost
/// next to nothing: a row whose item its own snapshot cannot find again (checked once per
/// cell built), and an apply that replaces almost every row of a long list with rows of
/// the same content (checked only when the diff already deleted and inserted them all).
extension ListDataSource {
    /// Reports ``ListDiagnostic/Kind/hashableContractBroken`` when `item`, shown at
    /// `indexPath`, is not found there by its own hash and `==`: its hash changed since it
    /// was added (a class hashed by a property that changed), or `==` and the hash disagree
    /// (a NaN). The snapshot stays consistent either way; such an item cannot be found by
    /// look-ups, so calls that name it do not reach it.
    ///
    /// - Complexity: O(1) expected.
    func checkIdentity(of item: Item, shownAt indexPath: IndexPath) {
        guard state.shown.indexPath(ofItem: item) != indexPath else { return }
        report(
            .hashableContractBroken,
            "\(Item.self) \(item) at \(indexPath) is not found by its own hash and ==: its hash changed since "
                + "it was added (hashed by a property that changes?), or == and hash disagree (a NaN?). "
                + "Hash a stable id that == also compares.")
    }

    /// Reports ``ListDiagnostic/Kind/identityUnstable`` when an apply deletes and inserts at
    /// least 90% of the rows of a list of more than 50, and the items at the same places
    /// before and after are the same items under new identities (sampled): every apply then
    /// animates every row out and in, because the items' identity is not stable.
    ///
    /// The same items under new identities: at every sampled place the two values show the
    /// same content, and that content tells the sampled items apart (at least half of them
    /// have content no other sampled item has). Content is the items' ``ContentEquatable``
    /// comparison when they have one; otherwise the stored properties but one, the same one
    /// at every place, which differs (the unstable one: a `UUID()` made in an initializer,
    /// or a changing field a synthesized `Hashable` includes). A page of genuinely new items
    /// shares no such content with the page before: what stays equal place by place is a
    /// flag or a state most items share (an id and an `isRead` flag), not what tells them
    /// apart, so it is not reported.
    /// - Complexity: O(1) unless the apply deleted and inserted nearly every row; then
    ///   O(*n*) to flatten the items, and for the *p* ≤ 127 sampled places O(*p*²)
    ///   comparisons at most.
    func checkStability(
        from old: ListSnapshot<Section, Item>, to new: ListSnapshot<Section, Item>,
        changes: ListChangeset<Section, Item>
    ) {
        let count = old.numberOfItems
        guard count > 50, new.numberOfItems == count, changes.itemDeletes.count * 10 >= count * 9,
            changes.itemInserts.count * 10 >= count * 9
        else { return }
        let before = old.itemIdentifiers
        let after = new.itemIdentifiers
        let samples = stride(from: 0, to: count, by: max(1, count / 64)).map { (before[$0], after[$0]) }
        let sameItems: Bool
        if let declared = ContentComparison<Item>.declared {
            sameItems =
                samples.allSatisfy { declared.isContentEqual($0, $1) }
                && Self.tellsApart(samples.map(\.0), same: declared.isContentEqual)
        } else {
            sameItems = Self.sameItemsButOneProperty(samples)
        }
        guard sameItems else { return }
        report(
            .identityUnstable,
            "an apply replaced \(changes.itemDeletes.count) of \(count) rows with rows of the same content: the "
                + "identity of \(Item.self) is not stable, so every apply animates every row out and in. Hash a "
                + "stable id (not a UUID() made in an initializer, nor a field that changes).")
    }

    /// Whether every pair has the same bytes, or stored properties of which only one
    /// differs (with at least two to compare), the same one in every pair, and the other
    /// properties tell the first values apart.
    private static func sameItemsButOneProperty(_ pairs: [(Item, Item)]) -> Bool {
        var differing: Int?
        var kept: [[Any]] = []
        kept.reserveCapacity(pairs.count)
        for (lhs, rhs) in pairs {
            let left = Mirror(reflecting: lhs).children.map(\.value)
            if !ReflectedContent.sameBytes(lhs, rhs) {
                let right = Mirror(reflecting: rhs).children.map(\.value)
                guard left.count >= 2, left.count == right.count else { return false }
                for index in left.indices where !ReflectedContent.equal(left[index], right[index]) {
                    // Another property than at an earlier place: content changed.
                    guard differing == nil || differing == index else { return false }
                    differing = index
                }
            }
            kept.append(left)
        }
        if let differing {
            for index in kept.indices where kept[index].indices.contains(differing) {
                kept[index].remove(at: differing)
            }
        }
        return tellsApart(kept) { lhs, rhs in
            lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { ReflectedContent.equal($0, $1) }
        }
    }

    /// Whether at least half of `values` are unlike every value before them: content that
    /// tells items apart (a title, a name), not a flag or a state most of them share.
    ///
    /// - Complexity: O(*p*²) comparisons at most for *p* values; it stops once half are
    ///   found unlike the others.
    private static func tellsApart<Value>(_ values: [Value], same: (Value, Value) -> Bool) -> Bool {
        let needed = (values.count + 1) / 2
        var distinct: [Value] = []
        for value in values where !distinct.contains(where: { same($0, value) }) {
            distinct.append(value)
            if distinct.count >= needed { return true }
        }
        return false
    }
}

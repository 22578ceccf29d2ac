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
        guard current.indexPath(ofItem: item) != indexPath else { return }
        report(
            .hashableContractBroken,
            "\(Item.self) \(item) at \(indexPath) is not found by its own hash and ==: its hash changed since "
                + "it was added (hashed by a property that changes?), or == and hash disagree (a NaN?). "
                + "Hash a stable id that == also compares.")
    }

    /// Reports ``ListDiagnostic/Kind/identityUnstable`` when an apply deletes and inserts at
    /// least 90% of the rows of a list of more than 50, and the items at the same places
    /// before and after show the same content (sampled): every apply then animates every
    /// row out and in, because the items' identity is not stable.
    ///
    /// Content is the items' ``ContentEquatable`` comparison when they have one; otherwise
    /// two values are taken as the same content when at most one of their stored
    /// properties differs (the unstable one: a `UUID()` made in an initializer, or a
    /// changing field a synthesized `Hashable` includes).
    /// - Complexity: O(1) unless the apply deleted and inserted nearly every row; then
    ///   O(*n*) to flatten the items and 64 comparisons.
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
        let declared = ContentComparison<Item>.declared
        let samples = stride(from: 0, to: count, by: max(1, count / 64))
        let sameContent = samples.allSatisfy { index in
            if let declared { return declared.isContentEqual(before[index], after[index]) }
            return Self.differInAtMostOneProperty(before[index], after[index])
        }
        guard sameContent else { return }
        report(
            .identityUnstable,
            "an apply replaced \(changes.itemDeletes.count) of \(count) rows with rows of the same content: the "
                + "identity of \(Item.self) is not stable, so every apply animates every row out and in. Hash a "
                + "stable id (not a UUID() made in an initializer, nor a field that changes).")
    }

    /// Whether two values have the same bytes, or stored properties of which at most one
    /// differs (with at least two to compare).
    private static func differInAtMostOneProperty(_ lhs: Item, _ rhs: Item) -> Bool {
        if ReflectedContent.sameBytes(lhs, rhs) { return true }
        let left = Array(Mirror(reflecting: lhs).children)
        let right = Array(Mirror(reflecting: rhs).children)
        guard left.count >= 2, left.count == right.count else { return false }
        var differing = 0
        for (a, b) in zip(left, right) where !ReflectedContent.equal(a.value, b.value) {
            differing += 1
            if differing > 1 { return false }
        }
        return true
    }
}

/// What a call that takes a list of items does with an item it is given twice, or that the
/// snapshot already holds: a feed that repeats an id across pages, or inside one.
///
///     try snapshot.appendItems(page, toSection: .feed, duplicates: .keepLast)
///
/// Every dropped id is reported through ``ListDiagnostics`` as
/// ``ListDiagnostic/Kind/duplicatesDropped``, with the call site, so it shows in logs
/// without failing the update.
public enum DuplicatePolicy: Sendable, Hashable {
    /// Throw ``ListSnapshotError/duplicateItems(_:)`` or
    /// ``ListSnapshotError/itemsAlreadyPresent(_:)`` and change nothing: the default, for
    /// a programmer's mistake.
    case throwError
    /// Keep the item already in the snapshot, or the first of the call's repeats; drop the
    /// others.
    case keepFirst
    /// Keep the place of the item already in the snapshot, or of the first of the call's
    /// repeats, with the value of the call's last one; drop the others.
    case keepLast
}

/// The items of one call split by a ``DuplicatePolicy``: the one resolver a snapshot's calls
/// and the adapter's use.
struct DuplicateResolution<Item: Hashable> {
    /// The items to add: each id once, at its first place in the call, with the value the
    /// policy keeps (the call's last one for ``DuplicatePolicy/keepLast``).
    var new: [Item] = []
    /// For ``DuplicatePolicy/keepLast``, the values the call gives items already present
    /// (their place stays).
    var updated: [Item] = []
    /// The call's repeats of an id it gave before, in argument order.
    var repeated: [Item] = []
    /// The call's items already present, in argument order.
    var present: [Item] = []
    /// Every occurrence dropped (a repeat, or an item already present), in argument order.
    var dropped: [Item] = []
}

extension DuplicatePolicy {
    /// Splits a call's items by this policy, where `isPresent` says which items the snapshot
    /// holds already. ``throwError`` adds every item and drops none (the call then throws).
    ///
    /// - Complexity: O(*k*) expected for *k* items, plus *k* calls of `isPresent`.
    func resolve<Item: Hashable>(_ items: [Item], isPresent: (Item) -> Bool) -> DuplicateResolution<Item> {
        var resolution = DuplicateResolution<Item>()
        guard self != .throwError else {
            resolution.new = items
            return resolution
        }
        // For each id: where the call gives it first, and last.
        var last: [Int] = Array(items.indices)
        var repeatOf = [Int?](repeating: nil, count: items.count)
        items.forEachOccurrence { index, first in
            guard let first else { return }
            repeatOf[index] = first
            last[first] = index
        }
        for index in items.indices {
            let item = items[index]
            guard repeatOf[index] == nil else {
                resolution.repeated.append(item)
                resolution.dropped.append(item)
                continue
            }
            let kept = self == .keepLast ? items[last[index]] : item
            if isPresent(item) {
                resolution.present.append(item)
                resolution.dropped.append(item)
                if self == .keepLast { resolution.updated.append(kept) }
            } else {
                resolution.new.append(kept)
            }
        }
        return resolution
    }
}

import Foundation

/// The joined item arrays of one snapshot value, built on first read and kept until the
/// snapshot changes, so reading `itemIdentifiers` again returns the same array in O(1).
///
/// ## Implementation details
/// A snapshot owns its cache by reference; copies share it while they are equal. Every
/// mutator calls ``ListSnapshot/invalidateFlatItems()``, which gives the snapshot a fresh
/// cache unless it holds the only reference to an empty one, so a copy never sees arrays
/// built from another value. Reads may come from several threads at once (a snapshot is
/// `Sendable`), hence the lock; it is held only to look up or store an array. The readers
/// are inlinable so that they run specialized: unspecialized, looking up the generic
/// metadata of `[Item]?` cost more than the read itself.
@usableFromInline
final class _FlatItemsCache<Item: Sendable>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline var all: [Item]?
    /// Section index -> its joined items, if read.
    @usableFromInline var sections: [[Item]?] = []

    @usableFromInline
    init() {}

    /// Whether nothing has been stored.
    @usableFromInline
    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return all == nil && sections.isEmpty
    }

    /// Every item, if stored.
    ///
    /// - Complexity: O(1).
    @inlinable
    var allItems: [Item]? {
        lock.lock()
        defer { lock.unlock() }
        return all
    }

    /// Stores every item, unless another reader stored them first; returns what is stored.
    @usableFromInline
    func storeAll(_ items: [Item]) -> [Item] {
        lock.lock()
        defer { lock.unlock() }
        if let all { return all }
        all = items
        return items
    }

    /// The items of the section at `section`, if stored.
    ///
    /// - Complexity: O(1).
    @inlinable
    func items(inSection section: Int) -> [Item]? {
        lock.lock()
        defer { lock.unlock() }
        return section < sections.count ? sections[section] : nil
    }

    /// Stores the items of the section at `section`, unless another reader stored them
    /// first; returns what is stored.
    @usableFromInline
    func store(_ items: [Item], inSection section: Int) -> [Item] {
        lock.lock()
        defer { lock.unlock() }
        if section < sections.count, let stored = sections[section] { return stored }
        if section >= sections.count { sections += repeatElement(nil, count: section + 1 - sections.count) }
        sections[section] = items
        return items
    }
}

import Foundation

/// The joined item arrays of one snapshot value, built on first read and kept until the
/// snapshot changes, so reading `itemIdentifiers` again returns the same array in O(1).
///
/// ## Implementation details
/// A snapshot owns its cache by reference; copies share it while they are equal. Every
/// mutator calls ``ListSnapshot/invalidateFlatItems()``, which gives the snapshot a fresh
/// cache unless it holds the only reference to an empty one, so a copy never sees arrays
/// built from another value. Reads may come from several threads at once (a snapshot is
/// `Sendable`), hence the lock; it is held only to look up or store an array.
@usableFromInline
final class FlatItemsCache<Item: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [Item]?
    private var sections: [Int: [Item]] = [:]

    @usableFromInline
    init() {}

    /// Whether nothing has been stored.
    @usableFromInline
    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return all == nil && sections.isEmpty
    }

    /// Every item, built by `build` on the first call.
    ///
    /// - Complexity: O(1) once built.
    @usableFromInline
    func items(building build: () -> [Item]) -> [Item] {
        lock.lock()
        if let all {
            lock.unlock()
            return all
        }
        lock.unlock()
        let built = build()
        lock.lock()
        defer { lock.unlock() }
        if let all { return all }
        all = built
        return built
    }

    /// The items of the section at `section`, built by `build` on the first call.
    ///
    /// - Complexity: O(1) expected once built.
    @usableFromInline
    func items(inSection section: Int, building build: () -> [Item]) -> [Item] {
        lock.lock()
        if let items = sections[section] {
            lock.unlock()
            return items
        }
        lock.unlock()
        let built = build()
        lock.lock()
        defer { lock.unlock() }
        if let items = sections[section] { return items }
        sections[section] = built
        return built
    }
}

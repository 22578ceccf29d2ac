import Foundation

/// The items of one ``ListSectionSnapshot`` value in pre-order, and each slot's index
/// there, built on first read and kept until the snapshot's order changes, so reading
/// `items` again returns the same array in O(1) and `index(of:)` is a look-up.
///
/// ## Implementation details
/// A snapshot owns its cache by reference; copies share it while their trees are the
/// same. Every mutator that changes the tree calls
/// ``ListSectionSnapshot/invalidatePreorder()``, which gives the snapshot a fresh cache
/// unless it holds the only reference to an empty one, so a copy never sees an order built
/// from another value. Expanding and collapsing keep the cache: they change no item's
/// index. Reads may come from several threads at once (a snapshot is `Sendable`), hence
/// the lock, which makes the class safe to share although the compiler cannot prove it
/// (`@unchecked Sendable`); it is held only to look up or store a value, never while one
/// is built, so two readers may both build the same value and the first one stored wins.
final class PreorderCache<Item: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// Every item in pre-order, if built; guarded by `lock`.
    private var storedItems: [Item]?
    /// Slot → its index in pre-order (`-1` for a free slot), if built; guarded by `lock`.
    private var storedIndexes: [Int32]?

    init() {}

    /// Whether nothing has been stored.
    var isEmpty: Bool {
        locked { storedItems == nil && storedIndexes == nil }
    }

    /// Every item in pre-order: the stored array, or `build()` stored.
    ///
    /// - Complexity: O(1) when stored; otherwise the cost of `build`.
    func items(building build: () -> [Item]) -> [Item] {
        if let stored = locked({ storedItems }) { return stored }
        let built = build()
        return locked {
            if let stored = storedItems { return stored }
            storedItems = built
            return built
        }
    }

    /// Slot → its index in pre-order: the stored array, or `build()` stored.
    ///
    /// - Complexity: O(1) when stored; otherwise the cost of `build`.
    func indexes(building build: () -> [Int32]) -> [Int32] {
        if let stored = locked({ storedIndexes }) { return stored }
        let built = build()
        return locked {
            if let stored = storedIndexes { return stored }
            storedIndexes = built
            return built
        }
    }

    /// Runs `body` holding the lock.
    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

/// The items a ``ListSection`` declares, in order: what a ``ListItemsBuilder`` closure
/// produces.
///
/// You rarely name this type: it is the result of a section's content closure, and of a
/// helper that builds part of one.
///
///     @ListItemsBuilder<Song>
///     func pinned(_ library: Library) -> ListItems<Song> {
///         library.pinned
///         if let playing = library.nowPlaying { playing }
///     }
///
/// Items declared with ``OutlineItem`` carry their place in a tree; a section whose items
/// include any becomes an outline (see ``DeclaredList/sectionSnapshots``).
public struct ListItems<Item: Hashable & Sendable> {
    @usableFromInline var storage: _ItemsStorage<Item>

    @inlinable
    init(_ storage: _ItemsStorage<Item>) {
        self.storage = storage
    }

    /// No items.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init() {
        storage = .many([])
    }

    /// The items of an array, in order, as root items.
    ///
    /// - Complexity: O(1): the array's storage is shared.
    @inlinable
    public init(_ items: [Item]) {
        storage = .many(items)
    }

    /// The number of items declared, descendants of outline items included.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var count: Int {
        switch storage {
        case .one: 1
        case .many(let items): items.count
        case .outline(let items, _): items.count
        }
    }

    /// Whether any item was declared with ``OutlineItem``.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var isOutline: Bool {
        if case .outline = storage { return true }
        return false
    }

    /// Every item declared, in order; an outline item comes just before its descendants
    /// (pre-order).
    ///
    /// - Complexity: O(1) for items declared as one array; else O(*k*).
    @inlinable
    public var items: [Item] {
        switch storage {
        case .one(let item): [item]
        case .many(let items): items
        case .outline(let items, _): items
        }
    }
}

extension ListItems: Sendable {}

/// How ``ListItems`` holds its items: one item (a builder's expression, without an array of
/// its own), an array, or an outline's items in pre-order with each one's depth and
/// expansion.
@usableFromInline
enum _ItemsStorage<Item: Hashable & Sendable>: Sendable {
    case one(Item)
    case many([Item])
    /// Items in pre-order, and for each its level (0 for a root) and whether it is expanded.
    case outline([Item], [_OutlinePlace])
}

/// An outline item's level (0 for a root item) and whether it is declared expanded.
@usableFromInline
struct _OutlinePlace: Sendable, Equatable {
    @usableFromInline var level: Int32
    @usableFromInline var isExpanded: Bool

    @inlinable
    init(level: Int32, isExpanded: Bool) {
        self.level = level
        self.isExpanded = isExpanded
    }
}

extension ListItems {
    /// The items of `parts`, one after another.
    ///
    /// - Complexity: O(*k*) for *k* items in all.
    @inlinable
    static func joining(_ parts: [ListItems]) -> ListItems {
        if parts.count == 1 { return parts[0] }
        var total = 0
        var isOutline = false
        for part in parts {
            total &+= part.count
            if part.isOutline { isOutline = true }
        }
        var items: [Item] = []
        items.reserveCapacity(total)
        guard isOutline else {
            for part in parts {
                switch part.storage {
                case .one(let item): items.append(item)
                case .many(let more): items.append(contentsOf: more)
                case .outline(let more, _): items.append(contentsOf: more)
                }
            }
            return ListItems(.many(items))
        }
        var places: [_OutlinePlace] = []
        places.reserveCapacity(total)
        let root = _OutlinePlace(level: 0, isExpanded: false)
        for part in parts {
            switch part.storage {
            case .one(let item):
                items.append(item)
                places.append(root)
            case .many(let more):
                items.append(contentsOf: more)
                places.append(contentsOf: repeatElement(root, count: more.count))
            case .outline(let more, let morePlaces):
                items.append(contentsOf: more)
                places.append(contentsOf: morePlaces)
            }
        }
        return ListItems(.outline(items, places))
    }

    /// These items as an outline (each flat item a root), `levels` deeper.
    ///
    /// - Complexity: O(*k*).
    @inlinable
    func outlinePlaces(deeper levels: Int32) -> [_OutlinePlace] {
        switch storage {
        case .one: return [_OutlinePlace(level: levels, isExpanded: false)]
        case .many(let items):
            return Array(repeating: _OutlinePlace(level: levels, isExpanded: false), count: items.count)
        case .outline(_, let places):
            guard levels != 0 else { return places }
            return places.map { _OutlinePlace(level: $0.level &+ levels, isExpanded: $0.isExpanded) }
        }
    }
}

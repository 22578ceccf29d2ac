/// How a data source tells that an item which keeps its identity changed its content, and
/// what it does then: set it as ``ListDataSource/contentComparison``.
///
///     dataSource.contentComparison = ContentComparison { $0.name == $1.name && $0.isFavorite == $1.isFavorite }
///     dataSource.contentComparison = ContentComparison(as: .reload) { $0.artwork == $1.artwork }
///
/// Items that conform to ``ContentEquatable`` have one from the start
/// (``ContentEquatable/isContentEqual(to:)``, as reconfigures).
public struct ContentComparison<Item: Sendable>: Sendable {
    /// What a changed item gets: a reconfigure (its cell configured again, the default) or
    /// a reload (a new cell, for a change of height or cell class).
    public var update: DiffEngine.ContentChange
    /// Whether two values of the same item show the same content; called once for every
    /// item an apply keeps, on the thread the diff runs on.
    public var isContentEqual: @Sendable (Item, Item) -> Bool

    /// A comparison by a closure.
    ///
    /// - Parameters:
    ///   - update: What a changed item gets; a reconfigure by default.
    ///   - isContentEqual: Whether two values of the same item show the same content.
    public init(
        as update: DiffEngine.ContentChange = .reconfigure, isContentEqual: @escaping @Sendable (Item, Item) -> Bool
    ) {
        self.update = update
        self.isContentEqual = isContentEqual
    }

    /// The comparison `Item` declares by conforming to ``ContentEquatable``, as reconfigures;
    /// `nil` when it does not.
    static var declared: ContentComparison? {
        guard let type = Item.self as? any (ContentEquatable & Sendable).Type else { return nil }
        return declared(by: type)
    }

    /// `T`'s comparison for `Item`, which is `T`: the conformance is looked up once here,
    /// not on every call (a cast to `any ContentEquatable` per item cost about 100 ns, a
    /// quarter of a 100k-row apply).
    private static func declared<T: ContentEquatable & Sendable>(by type: T.Type) -> ContentComparison? {
        guard ObjectIdentifier(type) == ObjectIdentifier(Item.self), MemoryLayout<T>.size == MemoryLayout<Item>.size
        else { return nil }
        return ContentComparison { lhs, rhs in
            unsafeBitCast(lhs, to: T.self).isContentEqual(to: unsafeBitCast(rhs, to: T.self))
        }
    }
}

extension ContentComparison where Item: ContentEquatable {
    /// The item's own ``ContentEquatable/isContentEqual(to:)``, as `update`.
    ///
    ///     dataSource.contentComparison = .contentEquatable(as: .reload)
    public static func contentEquatable(as update: DiffEngine.ContentChange = .reconfigure) -> Self {
        ContentComparison(as: update) { $0.isContentEqual(to: $1) }
    }
}

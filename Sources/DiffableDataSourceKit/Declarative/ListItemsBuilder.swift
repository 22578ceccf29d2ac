/// Builds the items of a ``ListSection``, or the children of an ``OutlineItem``, from
/// statements: items, arrays and other sequences of items, ``OutlineItem``s, `if`/`else`,
/// `switch`, `for` loops, optional items and `if #available`.
///
///     ListSection(.queue) {
///         nowPlaying                      // one item
///         upNext                          // an array of items
///         if showsHistory { history }     // only when true
///         for album in albums where album.isPinned {
///             album.tracks
///         }
///         OutlineItem(.folder("Live"), expanded: true) { liveTracks }
///     }
///
/// - Complexity: O(*k*) for *k* items declared: one item costs no array of its own, and
///   an array of items is kept, not copied, when it is all a block declares.
@resultBuilder
public enum ListItemsBuilder<Item: Hashable & Sendable> {
    /// One item.
    @inlinable
    public static func buildExpression(_ item: Item) -> ListItems<Item> {
        ListItems(.one(item))
    }

    /// An optional item: nothing when `nil`.
    @inlinable
    public static func buildExpression(_ item: Item?) -> ListItems<Item> {
        item.map { ListItems(.one($0)) } ?? ListItems()
    }

    /// An array of items, in order.
    @inlinable
    public static func buildExpression(_ items: [Item]) -> ListItems<Item> {
        ListItems(.many(items))
    }

    /// A sequence of items, in order.
    @inlinable
    public static func buildExpression<S: Sequence>(_ items: S) -> ListItems<Item> where S.Element == Item {
        ListItems(.many(Array(items)))
    }

    /// An outline item and its descendants.
    @inlinable
    public static func buildExpression(_ item: OutlineItem<Item>) -> ListItems<Item> {
        item.declared
    }

    /// Items built elsewhere (a function marked `@ListItemsBuilder`).
    @inlinable
    public static func buildExpression(_ items: ListItems<Item>) -> ListItems<Item> {
        items
    }

    /// An empty block.
    @inlinable
    public static func buildBlock() -> ListItems<Item> {
        ListItems()
    }

    /// A block of one statement.
    @inlinable
    public static func buildBlock(_ items: ListItems<Item>) -> ListItems<Item> {
        items
    }

    /// A block of statements, one after another.
    @inlinable
    public static func buildBlock(_ parts: ListItems<Item>...) -> ListItems<Item> {
        ListItems.joining(parts)
    }

    /// The body of an `if` without `else`: nothing when the condition is false.
    @inlinable
    public static func buildOptional(_ items: ListItems<Item>?) -> ListItems<Item> {
        items ?? ListItems()
    }

    /// The first branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither(first items: ListItems<Item>) -> ListItems<Item> {
        items
    }

    /// The second branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither(second items: ListItems<Item>) -> ListItems<Item> {
        items
    }

    /// The iterations of a `for` loop, one after another.
    @inlinable
    public static func buildArray(_ parts: [ListItems<Item>]) -> ListItems<Item> {
        ListItems.joining(parts)
    }

    /// The body of an `if #available`.
    @inlinable
    public static func buildLimitedAvailability(_ items: ListItems<Item>) -> ListItems<Item> {
        items
    }
}

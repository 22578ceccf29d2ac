/// A section of a declared list: its identifier and its items.
///
///     ListSnapshot<Shelf, Song.ID> {
///         ListSection(.favorites) {
///             library.favorites.map(\.id)
///         }
///         for genre in library.genres {
///             ListSection(.genre(genre.id), items: genre.songIDs)
///         }
///     }
///
/// The items are not read where the section is declared, but when the list is built: in a
/// data source's `bind`, each section's items are read under their own observation, so a
/// change to one section's model re-reads that section alone.
///
/// - Complexity: Declaring a section is O(1); its items are read when the list is built.
public struct ListSection<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// The section's identifier.
    public let id: Section
    /// Reads the section's items.
    @usableFromInline let content: () -> ListItems<Item>

    /// A section whose items a builder declares: items, arrays, ``OutlineItem``s, `if`,
    /// `for` (see ``ListItemsBuilder``).
    ///
    ///     ListSection(.queue) {
    ///         nowPlaying
    ///         upNext
    ///     }
    ///
    /// - Parameters:
    ///   - id: The section's identifier, unique in the list.
    ///   - content: The section's items; called when the list is built, not here.
    /// - Complexity: O(1).
    @inlinable
    public init(_ id: Section, @ListItemsBuilder<Item> content: @escaping () -> ListItems<Item>) {
        self.id = id
        self.content = content
    }

    /// A section showing an array of items.
    ///
    ///     ListSection(genre.id, items: genre.songs)
    ///
    /// - Parameters:
    ///   - id: The section's identifier, unique in the list.
    ///   - items: The items, in order; the expression is evaluated when the list is built,
    ///     not here.
    /// - Complexity: O(1); building the list keeps the array, without copying it.
    @inlinable
    public init(_ id: Section, items: @autoclosure @escaping () -> [Item]) {
        self.id = id
        self.content = { ListItems(.many(items())) }
    }

    /// A section showing a sequence of items.
    ///
    ///     ListSection(.recent, items: history.suffix(20))
    ///
    /// - Parameters:
    ///   - id: The section's identifier, unique in the list.
    ///   - items: The items, in order; the expression is evaluated when the list is built,
    ///     not here.
    /// - Complexity: O(1); building the list copies the items into an array, O(*k*).
    @inlinable
    public init<S: Sequence>(_ id: Section, items: @autoclosure @escaping () -> S) where S.Element == Item {
        self.id = id
        self.content = { ListItems(.many(Array(items()))) }
    }

    /// A section without items.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(_ id: Section) {
        self.id = id
        self.content = { ListItems() }
    }

    /// Reads the section's items.
    ///
    /// - Complexity: the cost of the section's content.
    @inlinable
    func declared() -> _DeclaredSection<Section, Item> {
        _DeclaredSection(id: id, items: content())
    }
}

/// A section whose items have been read: what a list is built from.
@usableFromInline
struct _DeclaredSection<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
    @usableFromInline var id: Section
    @usableFromInline var items: ListItems<Item>

    @inlinable
    init(id: Section, items: ListItems<Item>) {
        self.id = id
        self.items = items
    }
}

/// Builds the sections of a list from statements: ``ListSection``s, arrays of them,
/// `if`/`else`, `switch`, `for` loops and `if #available`.
///
///     let snapshot = try ListSnapshot<Shelf, Song.ID> {
///         ListSection(.favorites) { library.favorites }
///         if library.showsRecent {
///             ListSection(.recent, items: library.recent)
///         }
///         for genre in library.genres {
///             ListSection(.genre(genre.id), items: genre.songIDs)
///         }
///     }
///
/// Used by `ListSnapshot { … }`, ``DeclaredList`` and the data source's `bind`.
/// - Complexity: O(*s*) for *s* sections declared; their items are read when the list is
///   built.
@resultBuilder
public enum ListSnapshotBuilder<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// One section.
    @inlinable
    public static func buildExpression(_ section: ListSection<Section, Item>) -> ListSections<Section, Item> {
        ListSections([section])
    }

    /// Sections made elsewhere, in order.
    @inlinable
    public static func buildExpression(_ sections: [ListSection<Section, Item>]) -> ListSections<Section, Item> {
        ListSections(sections)
    }

    /// Sections built elsewhere (a function marked `@ListSnapshotBuilder`).
    @inlinable
    public static func buildExpression(_ sections: ListSections<Section, Item>) -> ListSections<Section, Item> {
        sections
    }

    /// An empty block.
    @inlinable
    public static func buildBlock() -> ListSections<Section, Item> {
        ListSections()
    }

    /// A block of one statement.
    @inlinable
    public static func buildBlock(_ sections: ListSections<Section, Item>) -> ListSections<Section, Item> {
        sections
    }

    /// A block of statements, one after another.
    @inlinable
    public static func buildBlock(_ parts: ListSections<Section, Item>...) -> ListSections<Section, Item> {
        ListSections.joining(parts)
    }

    /// The body of an `if` without `else`: nothing when the condition is false.
    @inlinable
    public static func buildOptional(_ sections: ListSections<Section, Item>?) -> ListSections<Section, Item> {
        sections ?? ListSections()
    }

    /// The first branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither(first sections: ListSections<Section, Item>) -> ListSections<Section, Item> {
        sections
    }

    /// The second branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither(second sections: ListSections<Section, Item>) -> ListSections<Section, Item> {
        sections
    }

    /// The iterations of a `for` loop, one after another.
    @inlinable
    public static func buildArray(_ parts: [ListSections<Section, Item>]) -> ListSections<Section, Item> {
        ListSections.joining(parts)
    }

    /// The body of an `if #available`.
    @inlinable
    public static func buildLimitedAvailability(
        _ sections: ListSections<Section, Item>
    ) -> ListSections<Section, Item> {
        sections
    }
}

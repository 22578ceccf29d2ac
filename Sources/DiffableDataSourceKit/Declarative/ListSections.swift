/// The sections of a declared list, in order: what a ``ListSnapshotBuilder`` closure
/// produces.
///
/// You rarely name this type: it is the result of the closure given to
/// `ListSnapshot { … }`, ``DeclaredList`` or a data source's `bind`, and of a helper that
/// declares some of the sections.
///
///     @ListSnapshotBuilder<Shelf, Song.ID>
///     func genreSections(_ library: Library) -> ListSections<Shelf, Song.ID> {
///         for genre in library.genres {
///             ListSection(.genre(genre.id), items: genre.songIDs)
///         }
///     }
///
/// The sections' items are read when the list is built, not when the sections are
/// declared (see ``ListSection``).
public struct ListSections<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// The sections, in order.
    public var sections: [ListSection<Section, Item>]

    /// The given sections, in order.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(_ sections: [ListSection<Section, Item>] = []) {
        self.sections = sections
    }

    /// Reads every section's items, in order.
    ///
    /// - Complexity: the cost of the sections' content.
    @inlinable
    func declared() -> [_DeclaredSection<Section, Item>] {
        var result: [_DeclaredSection<Section, Item>] = []
        result.reserveCapacity(sections.count)
        for section in sections { result.append(section.declared()) }
        return result
    }

    /// The sections of `parts`, one after another.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    @inlinable
    static func joining(_ parts: [ListSections]) -> ListSections {
        if parts.count == 1 { return parts[0] }
        var sections: [ListSection<Section, Item>] = []
        sections.reserveCapacity(parts.reduce(0) { $0 &+ $1.sections.count })
        for part in parts { sections.append(contentsOf: part.sections) }
        return ListSections(sections)
    }
}

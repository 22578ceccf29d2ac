/// An item of an outline section, with the items under it: a tree declared where it is
/// built, in a section's content.
///
///     ListSection(.library) {
///         OutlineItem(.genre("Pop"), expanded: true) {
///             for artist in pop.artists {
///                 OutlineItem(.artist(artist.id)) {
///                     artist.songs.map(Row.song)
///                 }
///             }
///         }
///         OutlineItem(.genre("Jazz"))   // no children
///     }
///
/// A section that declares any `OutlineItem` becomes an outline: its
/// ``ListSectionSnapshot`` holds the whole tree (``DeclaredList/sectionSnapshots``), and
/// its rows are the items not hidden under a collapsed item. Items declared plainly next to
/// outline items are root items without children.
///
/// - Complexity: Declaring an item with *k* descendants costs O(*k*).
public struct OutlineItem<Item: Hashable & Sendable> {
    /// The item and its descendants, in pre-order, with their levels.
    @usableFromInline let declared: ListItems<Item>

    /// An item with children.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - expanded: Whether its children show; `false` (the default) hides them, as a new
    ///     item of a section snapshot starts collapsed.
    ///   - children: The items under it, in order; ``OutlineItem``s nest.
    /// - Complexity: O(*k*) for *k* descendants.
    @inlinable
    public init(_ item: Item, expanded: Bool = false, @ListItemsBuilder<Item> children: () -> ListItems<Item>) {
        let below = children()
        var items: [Item] = []
        items.reserveCapacity(below.count &+ 1)
        items.append(item)
        var places: [_OutlinePlace] = []
        places.reserveCapacity(below.count &+ 1)
        places.append(_OutlinePlace(level: 0, isExpanded: expanded))
        switch below.storage {
        case .one(let child): items.append(child)
        case .many(let more): items.append(contentsOf: more)
        case .outline(let more, _): items.append(contentsOf: more)
        }
        places.append(contentsOf: below.outlinePlaces(deeper: 1))
        declared = ListItems(.outline(items, places))
    }

    /// An item without children.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - expanded: Whether it counts as expanded (it has nothing to show either way).
    /// - Complexity: O(1).
    @inlinable
    public init(_ item: Item, expanded: Bool = false) {
        declared = ListItems(.outline([item], [_OutlinePlace(level: 0, isExpanded: expanded)]))
    }
}

extension OutlineItem: Sendable {}

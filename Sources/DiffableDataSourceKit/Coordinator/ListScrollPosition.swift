/// Where a list is scrolled, by identity: at its top, at its end, or with an item at an
/// edge of the visible area.
///
///     coordinator.scroll(to: .item(message.id, at: .top))   // the app scrolls
///     coordinator.scrollPosition                           // .item(42, at: .top) after a user's scroll
///
/// A position names an item, not a row or an offset, so it stays true while rows are
/// inserted, deleted, moved or reloaded around the item: with the data source's
/// ``ListDataSource/scrollAnchor`` the item stays where it is on screen, and the position
/// with it.
public enum ListScrollPosition<Item: Hashable & Sendable>: Hashable, Sendable {
    /// The start of the list is in view.
    case top
    /// The end of the list is in view: with ``ScrollAnchor/bottom``, the end stays in view
    /// as rows are added (a chat).
    case bottom
    /// An item at an edge of the visible area: at ``ListEdge/top``, the row the top edge
    /// cuts or that starts there (the row being read); at ``ListEdge/bottom``, the row the
    /// bottom edge cuts or that ends there. The edges are inside the view's insets (below a
    /// translucent bar).
    case item(Item, at: ListEdge)
}

/// An edge of a list's visible area.
public enum ListEdge: Sendable, Hashable {
    /// The top edge (below the top inset).
    case top
    /// The bottom edge (above the bottom inset).
    case bottom
}

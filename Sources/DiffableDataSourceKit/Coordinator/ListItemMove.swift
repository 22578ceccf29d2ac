/// A user's drag, by identity: the item moved, the section it landed in, and its neighbours
/// there, as a ``ListCoordinator`` reports it.
///
///     coordinator.didMoveItem = { move in
///         library.remove(move.item)
///         var songs = library.songs(in: move.section)
///         songs.insert(move.item, at: move.insertionIndex(in: songs))
///         library.setSongs(songs, in: move.section)
///     }
///
/// Neighbours instead of index paths: an index path is only true of the rows shown at the
/// moment of the drop, while the item it now follows names the same place in the app's
/// model, whatever else the model holds (filtered rows, items loading).
public struct ListItemMove<Section: Hashable & Sendable, Item: Hashable & Sendable>: Hashable, Sendable {
    /// The item the user dragged.
    public let item: Item
    /// The section it landed in.
    public let section: Section
    /// The item it now follows in `section`, or `nil` when it is the section's first.
    public let afterItem: Item?
    /// The item it now precedes in `section`, or `nil` when it is the section's last.
    public let beforeItem: Item?

    /// Creates a move.
    ///
    /// - Complexity: O(1).
    public init(item: Item, section: Section, afterItem: Item?, beforeItem: Item?) {
        self.item = item
        self.section = section
        self.afterItem = afterItem
        self.beforeItem = beforeItem
    }

    /// Where the item goes in its new section's items, given without it: just after
    /// ``afterItem``, else just before ``beforeItem``, else at the start. An `items` that
    /// holds neither neighbour (the model moved on) gives the start.
    ///
    ///     ListItemMove(item: "c", section: 0, afterItem: "a", beforeItem: "b")
    ///         .insertionIndex(in: ["a", "b"])   // 1
    ///
    /// - Complexity: O(*m*) for the *m* items.
    public func insertionIndex(in items: [Item]) -> Int {
        if let afterItem, let index = items.firstIndex(of: afterItem) { return index + 1 }
        if let beforeItem, let index = items.firstIndex(of: beforeItem) { return index }
        return 0
    }
}

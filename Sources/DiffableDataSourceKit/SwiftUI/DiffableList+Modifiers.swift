#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

/// What the list's modifiers set, handed to its coordinator on each update.
@available(iOS 16, *)
struct DiffableListOptions<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    var appearance = UICollectionLayoutListConfiguration.Appearance.plain
    var scrollAnchor = ScrollAnchor.visibleItem
    var nearEnd: (section: Section?, rows: Int, action: @MainActor () async -> Void)?
    var move: (@MainActor (ListItemMove<Section, Item>) -> Void)?
    var swipeActions: (@MainActor (Item, ListSwipeEdge) -> [ListSwipeAction])?
}

@available(iOS 16, *)
extension DiffableList {
    /// The list layout's appearance (`.plain` by default), as
    /// `UICollectionLayoutListConfiguration`'s; read when the list is made.
    ///
    /// - Complexity: O(1).
    public func listAppearance(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> Self {
        var list = self
        list.options.appearance = appearance
        return list
    }

    /// What stays still on screen when the list updates: the row being read
    /// (``ScrollAnchor/visibleItem``, the default: rows added above do not move it), the
    /// end while it is in view (``ScrollAnchor/bottom``, a chat), or nothing
    /// (``ScrollAnchor/none``, UIKit's behaviour).
    ///
    /// - Complexity: O(1).
    public func scrollAnchor(_ anchor: ScrollAnchor) -> Self {
        var list = self
        list.options.scrollAnchor = anchor
        return list
    }

    /// Runs `action` when a row within `rows` rows of the end of `section` (by default the
    /// last section) is about to appear, once per page: again after the section's items
    /// changed (see ``ListCoordinator/whenNearEnd(of:within:perform:)``).
    ///
    /// - Complexity: O(1), and O(1) per row shown.
    public func onNearEnd(
        of section: Section? = nil, within rows: Int = 5, perform action: @escaping @MainActor () async -> Void
    ) -> Self {
        var list = self
        list.options.nearEnd = (section, rows, action)
        return list
    }

    /// Lets the user drag rows while the environment's edit mode is active (an
    /// `EditButton`), across sections, and reports each drag as the item, the section it
    /// landed in and its neighbours there (``ListItemMove``): apply it to the model.
    ///
    /// - Complexity: O(1), and O(1) expected per drag.
    public func onMove(perform action: @escaping @MainActor (ListItemMove<Section, Item>) -> Void) -> Self {
        var list = self
        list.options.move = action
        return list
    }

    /// The actions a swipe from an edge reveals on a row, built for its item when the user
    /// swipes it (see ``ListCoordinator/swipeActions(forItemAt:edge:)``).
    ///
    /// - Complexity: O(1).
    public func swipeActions(_ actions: @escaping @MainActor (Item, ListSwipeEdge) -> [ListSwipeAction]) -> Self {
        var list = self
        list.options.swipeActions = actions
        return list
    }
}
#endif

/// An action the user reaches by swiping a row, as UIKit's `UIContextualAction` and
/// SwiftUI's `swipeActions`: a title, an optional symbol, whether it destroys, and what it
/// does.
///
///     ListSwipeAction("Archive", systemImage: "archivebox") { mailbox.archive(message) }
///     ListSwipeAction("Delete", role: .destructive) { mailbox.delete(message) }
///
/// Built per item (see `ListCoordinator.swipeActions`), so `handler` captures the item, not
/// the row: it acts on the item the user swiped even if the list changed meanwhile.
public struct ListSwipeAction: Sendable {
    /// What an action does to its row, for how the view draws it.
    public enum Role: Sendable, Hashable {
        /// An ordinary action.
        case normal
        /// An action that removes or destroys the item (drawn in red on UIKit).
        case destructive
    }

    /// The title the view shows.
    public var title: String
    /// The name of an SF Symbol the view shows, or `nil` for the title alone.
    public var systemImage: String?
    /// Whether the action destroys the item.
    public var role: Role
    /// What the action does, on the main actor, when the user taps it.
    public var handler: @MainActor () -> Void

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The title the view shows.
    ///   - systemImage: An SF Symbol's name, or `nil`.
    ///   - role: ``Role/destructive`` for an action that removes the item.
    ///   - handler: What the action does when the user taps it.
    /// - Complexity: O(1).
    public init(
        _ title: String, systemImage: String? = nil, role: Role = .normal, handler: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.systemImage = systemImage
        self.role = role
        self.handler = handler
    }
}

/// The edge of a row the user swipes from.
public enum ListSwipeEdge: Sendable, Hashable {
    /// From the leading edge (the left, in left-to-right languages).
    case leading
    /// From the trailing edge (the right, in left-to-right languages): where UIKit puts
    /// Delete.
    case trailing
}

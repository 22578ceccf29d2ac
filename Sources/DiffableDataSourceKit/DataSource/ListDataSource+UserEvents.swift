/// What a data source hears of the user through its view's delegate (the one
/// `makeDelegate(forwardingTo:)` makes) and its drags, handed on to one listener: the list
/// coordinator that binds selection and scroll position by identity. Each handler is told
/// after the view changed, and reads what it needs from the data source itself.
struct UserEventHandlers<Item: Hashable & Sendable> {
    /// A tap selected or deselected a row.
    var selectionChanged: (@MainActor () -> Void)?
    /// The view's content offset changed (the user, the app, or the data source keeping the
    /// user's place scrolled it).
    var scrolled: (@MainActor () -> Void)?
    /// A user's drag moved an item, which the snapshot now shows at its new place.
    var moved: (@MainActor (Item) -> Void)?
}

extension ListDataSource {
    /// A tap changed the view's selection: the listener hears of it.
    ///
    /// - Complexity: O(1) plus the listener.
    func delegateDidChangeSelection() {
        userEvents.selectionChanged?()
    }

    /// The view scrolled: the listener hears of it.
    ///
    /// - Complexity: O(1) plus the listener.
    func delegateDidScroll() {
        userEvents.scrolled?()
    }
}

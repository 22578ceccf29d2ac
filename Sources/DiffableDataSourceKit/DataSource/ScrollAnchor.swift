/// What a data source keeps still on screen when it updates its view: the user's place.
///
/// A `UITableView` or `UICollectionView` keeps its content offset across a batch update, so
/// rows inserted, deleted or resized above the visible area move the content under the
/// user's eyes. With an anchor the data source corrects the offset in the same update, after
/// the view's layout, from the rows' measured frames before and after.
///
///     dataSource.scrollAnchor = .visibleItem   // a feed: new posts above do not move the reader
///     dataSource.scrollAnchor = .bottom        // a chat: the newest message stays in view
public enum ScrollAnchor: Sendable, Hashable {
    /// UIKit's behaviour: the offset stays as it is (the default).
    case none
    /// The first row the user can see stays at the same place on screen across any update
    /// (an apply, a drag's commit, an outline toggle, an adapter call, a height change). Its
    /// item is found again by identity; if it was deleted, the nearest surviving row before
    /// it (among the 64 rows above it) ends where the deleted row began. Rows inserted above push the offset, not the
    /// content.
    case visibleItem
    /// While the user is at the end of the list, the end stays in view as rows are added (a
    /// chat); otherwise as ``visibleItem``.
    case bottom
}

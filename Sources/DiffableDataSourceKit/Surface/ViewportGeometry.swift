import Foundation

/// Where a view is scrolled, in content coordinates, for keeping the user's place.
struct ViewportGeometry: Equatable {
    /// The content offset's `y`.
    var offset: CGFloat
    /// The height of the visible area.
    var height: CGFloat
    /// The height of the content.
    var contentHeight: CGFloat
    /// The smallest offset the view scrolls to (minus its top inset, on UIKit).
    var minOffset: CGFloat = 0
    /// Extra room below the content (its bottom inset, on UIKit).
    var bottomInset: CGFloat = 0

    /// The largest offset the view scrolls to: the end of the content in view.
    var maxOffset: CGFloat { max(minOffset, contentHeight + bottomInset - height) }

    /// Whether the end of the content is in view, within half a point.
    var isAtEnd: Bool { offset >= maxOffset - 0.5 }

    /// `offset` kept within what the view scrolls to.
    func clamped(_ offset: CGFloat) -> CGFloat { min(max(offset, minOffset), maxOffset) }
}

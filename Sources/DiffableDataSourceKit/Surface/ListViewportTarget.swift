import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A view that scrolls: what a ``ListDataSource`` reads and sets to keep the user's place
/// across updates (its ``ListDataSource/scrollAnchor``), and, for a table, to measure its
/// rows again when the height rules change. Optional: a ``ListBatchTarget`` without it keeps
/// no place.
@MainActor
public protocol ListViewportTarget: AnyObject {
    /// Where the view is scrolled, after laying out what changed; `nil` when it has no
    /// geometry to keep.
    func viewport() -> ListViewport?
    /// The first row the user can see, at least in part.
    func firstVisibleRow() -> IndexPath?
    /// The top and bottom of a row in content coordinates, measured, after laying out;
    /// `nil` for a row out of range.
    func verticalExtent(ofRowAt indexPath: IndexPath) -> ClosedRange<CGFloat>?
    /// Scrolls to a content offset `y` (already clamped), without animation.
    func scroll(toOffset offset: CGFloat)
    /// Measures row heights again after the height rules changed. Nothing by default.
    func invalidateRowHeights()
    /// Whether the view's delegate asks the data source's adapter for row heights (it is
    /// the delegate `makeDelegate(forwardingTo:)` made, or the app's own that answers
    /// heights); `true` by default, as for a view whose rows size themselves.
    var delegateAsksForRowHeights: Bool { get }
}

extension ListViewportTarget {
    /// Nothing to measure.
    public func invalidateRowHeights() {}

    /// Nothing to ask.
    public var delegateAsksForRowHeights: Bool { true }
}

/// Where a view is scrolled, in content coordinates, for keeping the user's place.
public struct ListViewport: Equatable, Sendable {
    /// The content offset's `y`.
    public var offset: CGFloat
    /// The height of the visible area.
    public var height: CGFloat
    /// The height of the content.
    public var contentHeight: CGFloat
    /// The smallest offset the view scrolls to (minus its top inset, on UIKit).
    public var minOffset: CGFloat
    /// Extra room below the content (its bottom inset, on UIKit).
    public var bottomInset: CGFloat

    /// A viewport; the view scrolls from `minOffset` to the end of the content plus
    /// `bottomInset`.
    public init(
        offset: CGFloat, height: CGFloat, contentHeight: CGFloat, minOffset: CGFloat = 0, bottomInset: CGFloat = 0
    ) {
        self.offset = offset
        self.height = height
        self.contentHeight = contentHeight
        self.minOffset = minOffset
        self.bottomInset = bottomInset
    }

    /// The largest offset the view scrolls to: the end of the content in view.
    public var maxOffset: CGFloat { max(minOffset, contentHeight + bottomInset - height) }

    /// Whether the end of the content is in view, within half a point.
    public var isAtEnd: Bool { offset >= maxOffset - 0.5 }

    /// `offset` kept within what the view scrolls to.
    public func clamped(_ offset: CGFloat) -> CGFloat { min(max(offset, minOffset), maxOffset) }
}

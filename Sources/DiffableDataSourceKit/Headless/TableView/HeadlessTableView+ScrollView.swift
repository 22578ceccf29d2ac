import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scroll view's members that apps call on a table (`UIScrollView`'s insets and
/// offset, `UIView`'s layout), and the geometry they change: the range the offset stays in,
/// and where a row stands when the table scrolls to it.
extension HeadlessTableView {
    /// Extra room around the content, as `UIScrollView.contentInset`: the offset may go
    /// from `-top` to the end of the content plus `bottom`, and a row scrolled to the top
    /// or the bottom stands inside the insets. `.zero` by default.
    ///
    /// - Complexity: O(*v*) for the visible rows laid out again.
    public var contentInset: HeadlessEdgeInsets {
        get { chrome.contentInset }
        set {
            chrome.contentInset = newValue
            layoutVisibleRows()
        }
    }

    /// The room the screen's bars take, as `UIView.safeAreaInsets` (read-only in UIKit;
    /// a test sets it here, as a window would). `.zero` by default: a headless view is
    /// under no bar.
    ///
    /// - Complexity: O(*v*) for the visible rows laid out again.
    public var safeAreaInsets: HeadlessEdgeInsets {
        get { chrome.safeAreaInsets }
        set {
            chrome.safeAreaInsets = newValue
            layoutVisibleRows()
        }
    }

    /// The insets the table scrolls with, as `UIScrollView.adjustedContentInset`:
    /// ``contentInset`` plus the ``safeAreaInsets``, as UIKit adjusts a view that scrolls
    /// vertically (`contentInsetAdjustmentBehavior` `.automatic`).
    ///
    /// - Complexity: O(1).
    public var adjustedContentInset: HeadlessEdgeInsets {
        let content = chrome.contentInset
        let safe = chrome.safeAreaInsets
        return HeadlessEdgeInsets(
            top: content.top + safe.top, left: content.left + safe.left, bottom: content.bottom + safe.bottom,
            right: content.right + safe.right)
    }

    /// Scrolls to an offset, as `UIScrollView.setContentOffset(_:animated:)`; kept inside
    /// what the table scrolls to, as ``contentOffset`` is.
    ///
    /// - Parameters:
    ///   - contentOffset: The offset; only `y` is used.
    ///   - animated: Ignored: nothing animates headless.
    /// - Complexity: O(log *n*) plus the cells of the rows that become visible.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Lays out the visible rows now, as `UIView.layoutIfNeeded()`: gives each visible row
    /// its cell. The table lays out as soon as something changes, so this finds little to
    /// do, except while a data source catches up with a user's drag (then it waits).
    ///
    /// - Complexity: O(*v*) for *v* visible rows, plus the cells they need.
    public func layoutIfNeeded() {
        guard !isWaitingForDataSource else { return }
        layoutVisibleRows()
    }

    /// Scrolls so that a row stands at a place in the viewport, as UIKit's method of the
    /// same name: at the top, middle or bottom of the area inside ``adjustedContentInset``,
    /// as far as the content allows. ``ScrollPosition/none`` scrolls as little as shows the
    /// whole row, and not at all when it is shown whole, as Apple documents for this call. A
    /// row out of range is ignored (UIKit raises).
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - scrollPosition: Where the row stands.
    ///   - animated: Ignored: nothing animates headless.
    /// - Complexity: O(log *n*) plus the cells of the rows that become visible.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let position = RowPosition(indexPath)
        guard scrollPosition == .none else { return scroll(toRow: position, at: scrollPosition) }
        guard let (top, bottom) = contentExtent(ofRow: position) else { return }
        let insets = adjustedContentInset
        let visibleTop = Double(contentOffset.y + insets.top)
        let visibleBottom = Double(contentOffset.y + viewportHeight - insets.bottom)
        if top < visibleTop || bottom - top > visibleBottom - visibleTop {
            scroll(toRow: position, at: .top)
        } else if bottom > visibleBottom {
            scroll(toRow: position, at: .bottom)
        }
    }
}

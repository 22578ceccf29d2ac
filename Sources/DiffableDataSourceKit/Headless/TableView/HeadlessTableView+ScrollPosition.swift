import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HeadlessTableView {
    /// Where a row ends up in the viewport when the table scrolls to it, modelled on
    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Sendable, Hashable {
        /// No scrolling: ``HeadlessTableView/selectRow(at:animated:scrollPosition:)`` with
        /// it leaves ``HeadlessTableView/contentOffset`` as it is.
        case none
        /// The row's top at the top of the viewport.
        case top
        /// The row's middle at the middle of the viewport.
        case middle
        /// The row's bottom at the bottom of the viewport.
        case bottom
    }

    /// Scrolls so that a row stands at `scrollPosition` in the viewport inside the
    /// ``adjustedContentInset``, as far as the content allows (the layout clamps the
    /// offset); `.none` and a row out of range leave the offset alone.
    ///
    /// - Complexity: O(log *n*) plus the cells of the rows that become visible.
    func scroll(toRow position: RowPosition, at scrollPosition: ScrollPosition) {
        guard scrollPosition != .none, let (top, bottom) = contentExtent(ofRow: position) else { return }
        let insets = adjustedContentInset
        let visible = Double(viewportHeight - insets.top - insets.bottom)
        let offset: Double
        switch scrollPosition {
        case .none: return
        case .top: offset = top - Double(insets.top)
        case .middle: offset = (top + bottom) / 2 - visible / 2 - Double(insets.top)
        case .bottom: offset = bottom + Double(insets.bottom) - Double(viewportHeight)
        }
        contentOffset = CGPoint(x: contentOffset.x, y: CGFloat(offset))
    }
}

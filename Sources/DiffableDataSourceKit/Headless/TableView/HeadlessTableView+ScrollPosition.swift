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

    /// Scrolls so that a row stands at `scrollPosition` in the viewport, as far as the
    /// content allows (the layout clamps the offset); `.none` and a row out of range leave
    /// the offset alone.
    ///
    /// - Complexity: O(log *n*) plus the cells of the rows that become visible.
    func scroll(toRow position: RowPosition, at scrollPosition: ScrollPosition) {
        guard scrollPosition != .none, let entry = geometry.entry(section: position.section, row: position.row)
        else { return }
        let top = geometry.top(ofEntry: entry)
        let height = geometry.height(ofEntry: entry)
        let viewport = Double(viewportHeight)
        let offset: Double
        switch scrollPosition {
        case .none: return
        case .top: offset = top
        case .middle: offset = top + height / 2 - viewport / 2
        case .bottom: offset = top + height - viewport
        }
        contentOffset = CGPoint(x: contentOffset.x, y: CGFloat(offset))
    }
}

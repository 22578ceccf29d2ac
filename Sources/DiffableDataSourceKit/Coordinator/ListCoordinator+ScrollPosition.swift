import Dispatch
import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ListCoordinator {
    /// Scrolls to a position (two-way binding's way in), without animation: the top, the
    /// end, or an item's top at the top edge (``ListEdge/top``) or its bottom at the bottom
    /// edge (``ListEdge/bottom``), as far as the content allows.
    ///
    ///     coordinator.scroll(to: .item(message.id, at: .bottom))
    ///
    /// Nothing happens when `position` is the position already. When the view cannot show
    /// it (an item the list does not show, or one too near the end to reach the top edge),
    /// the position becomes where the list is, and ``scrollPositionDidChange`` is told.
    ///
    /// - Complexity: O(1) when `position` is the position already; else O(log *n*) plus
    ///   the cells of the rows scrolled in.
    public func scroll(to position: ListScrollPosition<Item>) {
        guard position != scrollPosition else { return }
        guard let view = dataSource.viewportTarget, let viewport = view.viewport() else { return }
        if let target = offset(showing: position, in: viewport, of: view) {
            let offset = viewport.clamped(target)
            if abs(offset - viewport.offset) >= 0.5 {
                isScrolling = true
                view.scroll(toOffset: offset)
                isScrolling = false
            }
        }
        if describes(position) {
            scrollPosition = position
        } else {
            scrollPosition = readScrollPosition()
            reportScrollPosition()
        }
    }

    /// The view scrolled: the position is read again, unless the coordinator scrolls it
    /// itself or an update is under way (whose end reads it).
    func viewDidScroll() {
        guard !isScrolling, dataSource.updates.phase == .idle else { return }
        checkScrollPosition(edgesWin: true)
    }

    /// Reads the position again when the last one is no longer true, and reports it. With
    /// `edgesWin` (after a scroll), a list scrolled to its top or end is at
    /// ``ListScrollPosition/top`` or ``ListScrollPosition/bottom`` even while an item
    /// position is still true: a chat learns that the user reached the end.
    ///
    /// - Complexity: O(log *n*).
    func checkScrollPosition(edgesWin: Bool = false) {
        let isTrue = describes(scrollPosition)
        if isTrue {
            guard edgesWin, case .item = scrollPosition else { return }
        }
        let now = readScrollPosition()
        if isTrue, case .item = now { return }
        guard now != scrollPosition else { return }
        scrollPosition = now
        reportScrollPosition()
    }

    /// Reads the position on the main queue's next turn: after a drop, whose rows the view
    /// lays out once the data source took the move.
    func checkScrollPositionOnNextTurn() {
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.checkScrollPosition() }
        }
    }

    /// Where the list is: ``ListScrollPosition/top`` when scrolled to its start,
    /// ``ListScrollPosition/bottom`` at its end, else the row at the top edge.
    ///
    /// - Complexity: O(log *n*).
    func readScrollPosition() -> ListScrollPosition<Item> {
        guard let view = dataSource.viewportTarget, let viewport = view.viewport() else { return .top }
        if viewport.offset <= viewport.minOffset + 0.5 { return .top }
        if viewport.isAtEnd { return .bottom }
        if let path = rowAtTopEdge(of: view, in: viewport), let item = dataSource.itemIdentifier(for: path) {
            return .item(item, at: .top)
        }
        return .top
    }

    /// The row the top edge cuts (or that starts there): the first visible row, or, when
    /// rows are visible under the top inset (a translucent bar), the first one below it.
    ///
    /// - Complexity: O(log *n*) plus the rows under the inset.
    private func rowAtTopEdge(of view: any ListViewportTarget, in viewport: ListViewport) -> IndexPath? {
        guard var path = view.firstVisibleRow() else { return nil }
        let edge = viewport.offset - viewport.minOffset
        while let extent = view.verticalExtent(ofRowAt: path), extent.upperBound <= edge + 0.5 {
            guard let next = row(after: path) else { return path }
            path = next
        }
        return path
    }

    /// The row after `path` in the list's order, across sections; `nil` after the last.
    private func row(after path: IndexPath) -> IndexPath? {
        var section = path.sectionIndex
        var row = path.rowIndex + 1
        while section < dataSource.numberOfSections {
            if row < dataSource.numberOfRows(inSection: section) { return IndexPath(section: section, rowIndex: row) }
            section += 1
            row = 0
        }
        return nil
    }

    /// Whether `position` is true of the view now: it is scrolled to its start or its end,
    /// the top edge cuts the item (or it starts there), or the bottom edge cuts it (or it
    /// ends there).
    ///
    /// - Complexity: O(log *n*).
    func describes(_ position: ListScrollPosition<Item>) -> Bool {
        guard let view = dataSource.viewportTarget, let viewport = view.viewport() else { return position == .top }
        switch position {
        case .top:
            return viewport.offset <= viewport.minOffset + 0.5
        case .bottom:
            return viewport.isAtEnd
        case .item(let item, at: .top):
            return rowAtTopEdge(of: view, in: viewport).flatMap { dataSource.itemIdentifier(for: $0) } == item
        case .item(let item, at: .bottom):
            guard let path = dataSource.indexPath(for: item), let extent = view.verticalExtent(ofRowAt: path) else {
                return false
            }
            let edge = viewport.offset + viewport.height - viewport.bottomInset
            return extent.lowerBound < edge - 0.5 && extent.upperBound >= edge - 0.5
        }
    }

    /// The offset that shows `position`, before clamping; `nil` for an item not shown.
    private func offset(
        showing position: ListScrollPosition<Item>, in viewport: ListViewport, of view: any ListViewportTarget
    ) -> CGFloat? {
        switch position {
        case .top:
            return viewport.minOffset
        case .bottom:
            return viewport.maxOffset
        case .item(let item, let edge):
            guard let path = dataSource.indexPath(for: item), let extent = view.verticalExtent(ofRowAt: path) else {
                return nil
            }
            // The top edge is `minOffset` below the offset (the top inset); the bottom edge is
            // the bottom inset above the viewport's end.
            return edge == .top
                ? extent.lowerBound + viewport.minOffset
                : extent.upperBound + viewport.bottomInset - viewport.height
        }
    }
}

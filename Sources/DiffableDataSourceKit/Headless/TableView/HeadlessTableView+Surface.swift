import Foundation

extension HeadlessTableView: DiffableTableView {
    /// A headless table's cells are ``TableViewCell``s.
    public typealias Cell = TableViewCell
}

extension HeadlessTableView: ListSurface {
    var listKind: ListKind { .table }

    /// It checks every batch and throws, as the data source's guard would.
    var checksBatches: Bool { true }

    var displayedSectionCount: Int { numberOfSections }

    func displayedItemCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    func reconfigureItems(at indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }

    func hasCell(at indexPath: IndexPath) -> Bool { cellForRow(at: indexPath) != nil }

    func afterUncommittedUpdates(_ work: @escaping @MainActor () -> Void) {
        if hasUncommittedUpdates {
            workAfterDrop.append(work)
        } else {
            work()
        }
    }

    func invalidateRowHeights() { layoutAfterStructureChange() }

    /// Any delegate but none: a headless delegate's methods all have defaults, so whether
    /// the app's own answers heights cannot be told, and it is taken to.
    var delegateAsksForRowHeights: Bool { delegate != nil }

    func viewport() -> ViewportGeometry? {
        let insets = adjustedContentInset
        return ViewportGeometry(
            offset: contentOffset.y, height: viewportHeight, contentHeight: contentHeight, minOffset: -insets.top,
            bottomInset: insets.bottom)
    }

    func firstVisibleRow() -> IndexPath? { visibleRows.first?.indexPath }

    func verticalExtent(ofRowAt indexPath: IndexPath) -> ClosedRange<CGFloat>? {
        guard contains(RowPosition(indexPath)) else { return nil }
        let frame = rectForRow(at: indexPath)
        return frame.minY...frame.maxY
    }

    func scroll(toOffset offset: CGFloat) { contentOffset.y = offset }

    func selectedRows() -> [IndexPath] { indexPathsForSelectedRows ?? [] }

    func selectRow(at indexPath: IndexPath, animated: Bool) {
        selectRow(at: indexPath, animated: animated, scrollPosition: .none)
    }
}

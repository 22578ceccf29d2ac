import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HeadlessTableView {
    /// The height of all sections, headers, rows and footers, and of the table's header
    /// and footer views.
    ///
    /// - Complexity: O(log *n*).
    public var contentHeight: CGFloat { CGFloat(contentTop + geometry.contentHeight + contentBottom) }

    /// A row's frame in content coordinates (width 0: the table has no width).
    ///
    /// - Returns: The frame, or `.zero` for a row out of range, as UIKit.
    /// - Complexity: O(log *n*).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        let position = RowPosition(indexPath)
        guard let (top, bottom) = contentExtent(ofRow: position) else { return .zero }
        return CGRect(x: 0, y: top, width: 0, height: bottom - top)
    }

    /// The row at a point in content coordinates.
    ///
    /// - Returns: The row, or `nil` for a point on a header, a footer or outside the content.
    /// - Complexity: O(log *n*).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let y = Double(point.y) - contentTop
        guard y >= 0, y < geometry.contentHeight,
            let entry = geometry.entry(atOffset: y), let row = geometry.row(ofEntry: entry)
        else { return nil }
        return IndexPath(section: row.section, rowIndex: row.row)
    }

    /// Scrolls so that a row is at the top of the viewport (as far as the content allows),
    /// as ``scrollToRow(at:at:animated:)`` with ``ScrollPosition/top``.
    ///
    /// A row out of range is ignored.
    /// - Complexity: O(log *n*) plus the cells of the rows that become visible.
    public func scrollToRow(at indexPath: IndexPath) {
        scroll(toRow: RowPosition(indexPath), at: .top)
    }

    // MARK: Internal

    /// The height of the table header view: the rows start below it.
    var contentTop: Double {
        guard let header = chrome.headerView else { return 0 }
        return max(0, Double(header.frame.height))
    }

    /// The height of the table footer view, below the rows.
    var contentBottom: Double {
        guard let footer = chrome.footerView else { return 0 }
        return max(0, Double(footer.frame.height))
    }

    /// The top and bottom of a row in content coordinates, or `nil` out of range.
    func contentExtent(ofRow position: RowPosition) -> (top: Double, bottom: Double)? {
        guard let entry = geometry.entry(section: position.section, row: position.row) else { return nil }
        let top = contentTop + geometry.top(ofEntry: entry)
        return (top, top + geometry.height(ofEntry: entry))
    }

    /// The offsets the table scrolls to: from above the content by the top inset to the
    /// end of the content in view, plus the bottom inset.
    var offsetRange: ClosedRange<Double> {
        // ``adjustedContentInset``'s top and bottom, read without making the insets.
        let lowest = -Double(chrome.contentInset.top + chrome.safeAreaInsets.top)
        let bottom = Double(chrome.contentInset.bottom + chrome.safeAreaInsets.bottom)
        return lowest...max(lowest, Double(contentHeight) + bottom - Double(viewportHeight))
    }

    /// Whether rows take estimated heights until they are visible.
    var usesEstimatedHeights: Bool {
        if estimatedRowHeight > 0 { return true }
        return rowHeight == Self.automaticDimension
    }

    /// Measures the rows again after the rows or the sizing rules changed, then lays out
    /// the visible rows.
    func layoutAfterStructureChange() {
        measureAllRows()
        layoutVisibleRows()
    }

    /// Updates the row geometry after a batch made as row edits, which `sections` already
    /// shows: rows that leave are removed, rows that arrive are added (a moved row keeps its
    /// height, an inserted one is measured), and reloaded and reconfigured rows are measured
    /// again. No other row is measured. Sections the edits append are measured separately
    /// (``measureAppendedSections()``).
    ///
    /// - Complexity: O(*k* (log *n* + *s*)) for *k* row changes, amortized.
    func updateGeometry(with edits: RowEdits) {
        let delegate = heightDelegate
        // The heights moved rows bring, read before any row leaves.
        var carried = [Double?](repeating: nil, count: edits.arrivals.count)
        for (index, arrival) in edits.arrivals.enumerated() {
            guard let source = arrival.source, let entry = geometry.entry(section: source.section, row: source.row)
            else { continue }
            carried[index] = geometry.height(ofEntry: entry)
        }
        for position in edits.removals {
            geometry.removeRow(section: position.section, row: position.row)
        }
        for (index, arrival) in edits.arrivals.enumerated() {
            let position = arrival.position
            let height = carried[index] ?? measuredHeight(at: position, delegate: delegate)
            geometry.insertRow(height, section: position.section, row: position.row)
        }
        for position in edits.reloads + edits.reconfigures {
            sections[position.section].rows[position.row].isMeasured = false
            if let entry = geometry.entry(section: position.section, row: position.row) {
                geometry.setHeight(measuredHeight(at: position, delegate: delegate), ofEntry: entry)
            }
        }
    }

    /// Rebuilds the row geometry after a batch that rebuilt sections, which `sections`
    /// already shows: every row that survives keeps its height (and whether it was
    /// measured), and only the rows `origins` marks as new are measured. With
    /// `uniformRowHeight`, every row has that height and `origins` carry none.
    ///
    /// - Complexity: O(*n* + *s*) for *n* rows and *s* sections, plus one measure per new,
    ///   reloaded or reconfigured row.
    func rebuildGeometry(carrying origins: [RowOrigins], uniformRowHeight: Double?) {
        let old = geometry
        let dataSource = dataSource
        let delegate = heightDelegate
        var builder = RowGeometry.Builder()
        if let height = uniformRowHeight {
            for section in sections.indices {
                builder.append(headerHeight(of: section, dataSource: dataSource))
                builder.append(repeating: height, count: sections[section].rows.count)
                builder.append(footerHeight(of: section, dataSource: dataSource))
                builder.endSection()
            }
            geometry = builder.build(uniformRowHeight: height)
            return
        }
        // Plain loops: a closure formed here would check, on every row, that it runs on
        // the main actor.
        for (section, origin) in origins.enumerated() {
            builder.append(headerHeight(of: section, dataSource: dataSource))
            switch origin {
            case .section(let source):
                builder.append(contentsOf: old.rowHeights(ofSection: source)[...])
            case .created:
                for row in 0..<sections[section].rows.count {
                    builder.append(measuredHeight(at: RowPosition(section: section, row: row), delegate: delegate))
                }
            case .carried(let heights, let measuring):
                let firstRow = builder.nextEntry
                builder.append(contentsOf: heights[...])
                for row in measuring {
                    builder.setHeight(
                        measuredHeight(at: RowPosition(section: section, row: row), delegate: delegate),
                        ofEntry: firstRow + row)
                }
            }
            builder.append(footerHeight(of: section, dataSource: dataSource))
            builder.endSection()
        }
        geometry = builder.build()
    }

    /// The delegate to ask for heights while measuring many rows, read once per batch (a
    /// weak reference costs an atomic operation per read); `nil` when it would answer with
    /// the table's own heights, which are then read without a call per row.
    var heightDelegate: (any HeadlessTableViewDelegate)? {
        guard let delegate else { return nil }
        if let own = delegate as? any TableOwnRowHeights, own.usesTableRowHeights { return nil }
        return delegate
    }

    /// The height any row measured now gets without asking anyone: `rowHeight`, when no
    /// delegate gives heights and rows are neither estimated nor sized by their cells.
    var fixedRowHeight: Double? {
        guard !usesEstimatedHeights, rowHeight != Self.automaticDimension, heightDelegate == nil else { return nil }
        return RowGeometry.clamped(Double(rowHeight))
    }

    /// A row's height as the geometry stores it before the row is visible: its estimate
    /// when heights are estimated, else the height the delegate or `rowHeight` asks for.
    /// `delegate` is ``heightDelegate``, read once by a caller that measures many rows.
    private func measuredHeight(at position: RowPosition, delegate: (any HeadlessTableViewDelegate)?) -> Double {
        if usesEstimatedHeights { return estimatedHeight(at: position, delegate: delegate) }
        let requested = requestedHeight(at: position, delegate: delegate)
        if requested == Self.automaticDimension { hasSelfSizingRows = true }
        return height(requested, at: position, cell: nil, delegate: delegate)
    }

    /// Rebuilds the row geometry for the current rows, without touching cells; every row
    /// is measured again when it is next visible.
    func measureAllRows() {
        for section in sections.indices {
            sections[section].rows.updateEach { $0.isMeasured = false }
        }
        let estimated = usesEstimatedHeights
        var selfSizing = false
        let dataSource = dataSource
        let delegate = heightDelegate
        geometry = RowGeometry(
            rowCounts: sections.map(\.rows.count),
            header: { section in self.headerHeight(of: section, dataSource: dataSource) },
            footer: { section in self.footerHeight(of: section, dataSource: dataSource) },
            uniformRowHeight: fixedRowHeight,
            row: { section, row in
                let position = RowPosition(section: section, row: row)
                if estimated { return self.estimatedHeight(at: position, delegate: delegate) }
                let requested = self.requestedHeight(at: position, delegate: delegate)
                if requested == Self.automaticDimension { selfSizing = true }
                return self.height(requested, at: position, cell: nil, delegate: delegate)
            }
        )
        hasSelfSizingRows = selfSizing
        layoutVisibleRows()
    }

    /// Adds the geometry of the sections after the ones it has (sections a batch appended),
    /// measuring only their rows.
    ///
    /// - Complexity: O(*m* + *c*) for *m* rows in the new sections and *c* geometry chunks.
    func measureAppendedSections() {
        let dataSource = dataSource
        let delegate = heightDelegate
        for section in geometry.sectionCount..<sections.count {
            var heights: [Double] = []
            heights.reserveCapacity(sections[section].rows.count)
            for row in 0..<sections[section].rows.count {
                heights.append(measuredHeight(at: RowPosition(section: section, row: row), delegate: delegate))
            }
            geometry.appendSection(
                header: headerHeight(of: section, dataSource: dataSource), rows: heights,
                footer: footerHeight(of: section, dataSource: dataSource))
        }
    }

    /// A section header's height: none without a title, else ``sectionHeaderHeight`` as
    /// ``titleHeight(_:)`` takes it.
    private func headerHeight(of section: Int, dataSource: (any HeadlessTableViewDataSource)?) -> Double {
        dataSource?.tableView(self, titleForHeaderInSection: section) == nil ? 0 : titleHeight(sectionHeaderHeight)
    }

    /// A section footer's height: none without a title, else ``sectionFooterHeight`` as
    /// ``titleHeight(_:)`` takes it.
    private func footerHeight(of section: Int, dataSource: (any HeadlessTableViewDataSource)?) -> Double {
        dataSource?.tableView(self, titleForFooterInSection: section) == nil ? 0 : titleHeight(sectionFooterHeight)
    }

    /// The height of a header or footer that shows a title: ``automaticDimension`` (UIKit's
    /// default, a height that fits the title) is ``automaticTitleHeight``, as there is no
    /// font to fit; any other height is clamped as the geometry stores it.
    private func titleHeight(_ height: CGFloat) -> Double {
        RowGeometry.clamped(Double(height == Self.automaticDimension ? Self.automaticTitleHeight : height))
    }

    /// Finds the visible rows, gives each a cell (measuring it when heights are estimated or
    /// some rows are sized by their cells), and sends cells of rows no longer visible back
    /// to the pool.
    func layoutVisibleRows() {
        var offset = clampedOffset(Double(contentOffset.y))
        var visible = visibleRange(from: offset)
        recycleCellsScrolledOff(keeping: visible)
        if usesEstimatedHeights || hasSelfSizingRows {
            // Measuring can change heights and so what fits, and can shrink the content
            // under the offset (estimates larger than the real heights, near the end):
            // settle in a few passes, keeping the offset inside the content.
            for _ in 0..<4 {
                var changed = false
                for position in visible {
                    let cell = ensureCell(at: position)
                    guard !sections[position.section].rows[position.row].isMeasured,
                        let entry = geometry.entry(section: position.section, row: position.row)
                    else { continue }
                    sections[position.section].rows[position.row].isMeasured = true
                    let height = exactHeight(at: position, cell: cell)
                    if geometry.height(ofEntry: entry) != height {
                        geometry.setHeight(height, ofEntry: entry)
                        changed = true
                    }
                }
                if !changed { break }
                offset = clampedOffset(offset)
                visible = visibleRange(from: offset)
            }
        }
        // Cells by identity, not key: a new cell can renumber the keys (`takeCellKey()`).
        var used = Set<ObjectIdentifier>()
        for position in visible {
            used.insert(ObjectIdentifier(ensureCell(at: position)))
        }
        for (key, cell) in cells where !used.contains(ObjectIdentifier(cell)) {
            cells[key] = nil
            recycle(cell)
        }
        let wasVisible = visibleRows
        visibleRows = visible
        if offset != Double(contentOffset.y) {
            // Store the clamped offset without laying out again: this layout is for it.
            isStoringClampedOffset = true
            defer { isStoringClampedOffset = false }
            contentOffset.y = CGFloat(offset)
        }
        tellDelegateOfRowsShown(visible, after: wasVisible)
    }

    /// Calls the delegate's `willDisplay` for each row of `visible` that `wasVisible` did not
    /// have (by place), once the layout is done, so the delegate sees a settled table.
    ///
    /// - Complexity: O(*v*) expected for *v* visible rows.
    private func tellDelegateOfRowsShown(_ visible: [RowPosition], after wasVisible: [RowPosition]) {
        guard let delegate, !visible.isEmpty else { return }
        var before = Set<RowPosition>(minimumCapacity: wasVisible.count)
        for position in wasVisible { before.insert(position) }
        for position in visible where !before.contains(position) {
            guard let cell = cellForRow(at: position.indexPath) else { continue }
            delegate.tableView(self, willDisplay: cell, forRowAt: position.indexPath)
        }
    }

    /// An offset kept inside the content: from 0 to the content height minus the viewport,
    /// widened by the insets (``offsetRange``).
    private func clampedOffset(_ offset: Double) -> Double {
        let range = offsetRange
        return min(max(range.lowerBound, offset), range.upperBound)
    }

    /// Sends the cells of rows that were visible and no longer are back to the pool before
    /// any new row gets a cell, so rows scrolling in reuse them, as in UIKit.
    ///
    /// Only rows the table still shows are considered (the last visible positions, which
    /// may be stale after a structural change: the row now there is checked instead). Cells
    /// of deleted or reloaded rows belong to no row; they stay out of the pool until the
    /// layout is done, so a reloaded row always gets a new cell.
    /// - Complexity: O(*v*) expected for *v* visible rows.
    private func recycleCellsScrolledOff(keeping visible: [RowPosition]) {
        // A plain loop: a closure formed here is main-actor isolated, and checks that it
        // runs on the main actor on every call.
        var kept = Set<Int>(minimumCapacity: visible.count)
        for position in visible where contains(position) {
            kept.insert(sections[position.section].rows[position.row].cellKey)
        }
        for position in visibleRows where contains(position) {
            let key = sections[position.section].rows[position.row].cellKey
            if key != 0, !kept.contains(key), let cell = cells.removeValue(forKey: key) { recycle(cell) }
        }
    }

    /// The rows with a positive height that intersect the viewport at `offset` (in content
    /// coordinates: the rows start below the table header view).
    private func visibleRange(from offset: Double) -> [RowPosition] {
        let top = offset - contentTop
        let bottom = top + Double(viewportHeight)
        guard bottom > top, bottom > 0, top < geometry.contentHeight,
            let first = geometry.entry(atOffset: max(0, top)),
            let last = geometry.entry(atOffset: max(top, bottom.nextDown))
        else { return [] }
        var rows: [RowPosition] = []
        for entry in first...last where geometry.height(ofEntry: entry) > 0 {
            if let row = geometry.row(ofEntry: entry) {
                rows.append(RowPosition(section: row.section, row: row.row))
            }
        }
        return rows
    }

    /// A row's height before it is measured: an estimate that is not positive (or NaN) is
    /// 44 points, a larger one than the geometry keeps its maximum (`RowGeometry.clamped(_:)`).
    private func estimatedHeight(at position: RowPosition, delegate: (any HeadlessTableViewDelegate)?) -> Double {
        var height = Double(estimatedRowHeight)
        if let delegate, estimatedRowHeight > 0 {
            height = Double(delegate.tableView(self, estimatedHeightForRowAt: position.indexPath))
        }
        return height > 0 ? RowGeometry.clamped(height) : 44
    }

    /// A row's real height: the delegate's or `rowHeight`, or its cell's fitting height for
    /// ``automaticDimension`` (the estimate while it has no cell).
    private func exactHeight(at position: RowPosition, cell: TableViewCell?) -> Double {
        let delegate = heightDelegate
        return height(requestedHeight(at: position, delegate: delegate), at: position, cell: cell, delegate: delegate)
    }

    /// The height the delegate or `rowHeight` asks for; may be ``automaticDimension``.
    private func requestedHeight(at position: RowPosition, delegate: (any HeadlessTableViewDelegate)?) -> CGFloat {
        guard let delegate else { return rowHeight }
        return delegate.tableView(self, heightForRowAt: position.indexPath)
    }

    /// A requested height made real: ``automaticDimension`` becomes the cell's fitting
    /// height (the estimate while the row has no cell); clamped as the geometry stores it
    /// (NaN and negative heights are 0, infinite ones `RowGeometry.maximumHeight`).
    private func height(
        _ requested: CGFloat, at position: RowPosition, cell: TableViewCell?, delegate: (any HeadlessTableViewDelegate)?
    ) -> Double {
        if requested == Self.automaticDimension {
            return cell.map { RowGeometry.clamped(Double($0.fittingHeight)) }
                ?? estimatedHeight(at: position, delegate: delegate)
        }
        return RowGeometry.clamped(Double(requested))
    }
}

extension HeadlessTableView: ListViewportTarget {
    /// Lays the rows out again.
    public func invalidateRowHeights() { layoutAfterStructureChange() }

    /// Any delegate but none: a headless delegate's methods all have defaults, so whether
    /// the app's own answers heights cannot be told, and it is taken to.
    public var delegateAsksForRowHeights: Bool { delegate != nil }

    /// The offset, ``viewportHeight`` and ``contentHeight``, with the scroll range the
    /// ``adjustedContentInset`` gives.
    public func viewport() -> ListViewport? {
        let insets = adjustedContentInset
        return ListViewport(
            offset: contentOffset.y, height: viewportHeight, contentHeight: contentHeight, minOffset: -insets.top,
            bottomInset: insets.bottom)
    }

    /// The first of the visible rows.
    public func firstVisibleRow() -> IndexPath? { visibleRows.first?.indexPath }

    /// ``rectForRow(at:)``'s top and bottom, for a row in range.
    public func verticalExtent(ofRowAt indexPath: IndexPath) -> ClosedRange<CGFloat>? {
        guard contains(RowPosition(indexPath)) else { return nil }
        let frame = rectForRow(at: indexPath)
        return frame.minY...frame.maxY
    }

    /// Sets ``contentOffset``'s `y`.
    public func scroll(toOffset offset: CGFloat) { contentOffset.y = offset }
}

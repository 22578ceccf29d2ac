import Foundation

extension HeadlessTableView {
    /// Registers a cell class for a reuse identifier, as UIKit's method of the same name.
    ///
    ///     table.register(SongCell.self, forCellReuseIdentifier: "song")
    ///
    /// Registering again for the same identifier replaces the class; cells of the old class
    /// are not handed out again.
    /// - Complexity: O(1) expected.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
        reusePool[identifier] = nil
    }

    /// A cell for a row: a reused one of the registered class when one is waiting, else a
    /// new one, as UIKit's method of the same name.
    ///
    /// While the data source reconfigures a row, dequeueing at that index path with the
    /// row's identifier returns the row's current cell, without `prepareForReuse()`, as
    /// UIKit does for `reconfigureItems`. An identifier no class is registered for (UIKit
    /// raises) gives a plain ``TableViewCell``, keeps
    /// ``TableViewError/unregisteredIdentifier(_:)`` in ``lastCellError`` and reports it
    /// through ``ListDiagnostics``, naming this call site.
    /// - Complexity: O(1) expected.
    public func dequeueReusableCell(
        withIdentifier identifier: String, for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line
    ) -> TableViewCell {
        do {
            return try dequeueRegisteredCell(withIdentifier: identifier, for: indexPath)
        } catch {
            lastCellError = error
            ListDiagnostics.report(.unregisteredIdentifier, error.description, at: CallSite(file: file, line: line))
            let cell = TableViewCell()
            cell.reuseIdentifier = identifier
            cellsCreated += 1
            return cell
        }
    }

    /// A cell of the class registered for `identifier`, reused or new.
    ///
    /// - Throws: ``TableViewError/unregisteredIdentifier(_:)``, taking no cell.
    func dequeueRegisteredCell(
        withIdentifier identifier: String, for indexPath: IndexPath
    ) throws(TableViewError) -> TableViewCell {
        if let (path, cell) = reconfiguring, path == indexPath, cell.reuseIdentifier == identifier {
            return cell
        }
        guard let cellClass = registeredCells[identifier] else { throw .unregisteredIdentifier(identifier) }
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        cellsCreated += 1
        return cell
    }

    /// A cell of a given class for a row, so a cell builder needs no force cast.
    ///
    ///     let cell = try tableView.dequeueReusableCell(SongCell.self, withIdentifier: "song", for: indexPath)
    ///
    /// - Throws: ``TableViewError/unregisteredIdentifier(_:)``, or
    ///   ``TableViewError/wrongCellClass(identifier:expected:registered:)`` when another
    ///   class is registered for `identifier`. A refused dequeue takes no cell from the pool
    ///   and creates none, so a builder may try one class and fall back to another.
    /// - Complexity: O(1) expected.
    public func dequeueReusableCell<Cell: TableViewCell>(
        _ cellClass: Cell.Type, withIdentifier identifier: String, for indexPath: IndexPath
    ) throws(TableViewError) -> Cell {
        // Check the registered class before taking a cell (unless the row's own cell is
        // handed back for a reconfigure: then the cell itself is checked below).
        let handsBackRowsCell = reconfiguring.map { $0.path == indexPath && $0.cell.reuseIdentifier == identifier }
        if handsBackRowsCell != true, let registered = registeredCells[identifier], !(registered is Cell.Type) {
            throw .wrongCellClass(identifier: identifier, expected: "\(Cell.self)", registered: "\(registered)")
        }
        let cell = try dequeueRegisteredCell(withIdentifier: identifier, for: indexPath)
        guard let typed = cell as? Cell else {
            throw .wrongCellClass(
                identifier: identifier, expected: "\(Cell.self)", registered: "\(type(of: cell))"
            )
        }
        return typed
    }

    /// The cell of a visible row.
    ///
    /// - Returns: The cell, or `nil` when the row is not visible or out of range (only
    ///   visible rows have cells, as in UIKit).
    /// - Complexity: O(log *n*) expected, for *n* rows in the section.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        let position = RowPosition(indexPath)
        guard contains(position) else { return nil }
        let key = sections[position.section].rows[position.row].cellKey
        return key == 0 ? nil : cells[key]
    }

    /// The index paths of the visible rows, in order; optional as UIKit declares it, so
    /// code that unwraps it ports unchanged, and never `nil` here (no visible row is `[]`).
    ///
    /// - Complexity: O(*v*) for *v* visible rows.
    public var indexPathsForVisibleRows: [IndexPath]? { visibleRows.map(\.indexPath) }

    /// The cells of the visible rows, in order.
    ///
    /// - Complexity: O(*v*) for *v* visible rows.
    public var visibleCells: [TableViewCell] { visibleRows.compactMap { cellForRow(at: $0.indexPath) } }

    /// Configures the cells of rows again, outside a batch update, as UIKit's
    /// `reconfigureRows(at:)`: each visible row's cell is handed back to the data source
    /// (dequeueing at the row returns it); rows not visible are built fresh when they appear.
    /// Each row takes the identity the data source shows there now (the item's new value).
    ///
    /// Index paths out of range are ignored.
    /// - Complexity: O(*k* log *n*) for *n* rows, plus the visible rows' cells.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        var marked = false
        for path in indexPaths {
            let position = RowPosition(path)
            guard contains(position) else { continue }
            if let identity = dataSource?.tableView(self, identityForRowAt: path) {
                rowIdentities[sections[position.section].rows[position.row].identitySlot] = identity
            }
            sections[position.section].rows[position.row].needsReconfigure = true
            sections[position.section].rows[position.row].isMeasured = false
            marked = true
        }
        if marked && !isWaitingForDataSource { layoutVisibleRows() }
    }

    // MARK: Internal

    /// Whether a position names a row the table shows.
    func contains(_ position: RowPosition) -> Bool {
        guard sections.indices.contains(position.section) else { return false }
        return sections[position.section].rows.indices.contains(position.row)
    }

    /// Makes sure a visible row has a cell, building it or configuring it again as needed;
    /// returns the cell.
    @discardableResult
    func ensureCell(at position: RowPosition) -> TableViewCell {
        let record = sections[position.section].rows[position.row]
        if record.cellKey != 0, let cell = cells[record.cellKey] {
            guard record.needsReconfigure else { return cell }
            sections[position.section].rows[position.row].needsReconfigure = false
            reconfiguring = (position.indexPath, cell)
            let configured = buildCell(at: position)
            reconfiguring = nil
            if configured !== cell {
                recycle(cell)
                cells[record.cellKey] = configured
            }
            return configured
        }
        let cell = buildCell(at: position)
        let key = takeCellKey()
        cells[key] = cell
        sections[position.section].rows[position.row].cellKey = key
        sections[position.section].rows[position.row].needsReconfigure = false
        return cell
    }

    /// A key for a new cell. Keys fit the 30 bits a row record keeps for them: when they run
    /// out (after about a billion cells), the cells shown are numbered again from 1 and
    /// every other row forgets its key, so no two rows ever share one.
    ///
    /// - Complexity: O(1), and O(*n*) for *n* rows once every `cellKeyLimit` cells.
    private func takeCellKey() -> Int {
        if nextCellKey >= cellKeyLimit {
            var renumbered: [Int: Int] = [:]
            for key in cells.keys { renumbered[key] = renumbered.count + 1 }
            cells = Dictionary(uniqueKeysWithValues: cells.map { (renumbered[$0.key] ?? 0, $0.value) })
            for section in sections.indices {
                sections[section].rows.updateEach { $0.cellKey = renumbered[$0.cellKey] ?? 0 }
            }
            nextCellKey = renumbered.count + 1
        }
        defer { nextCellKey += 1 }
        return nextCellKey
    }

    /// Asks the data source for a row's cell; a failure shows a plain cell instead.
    private func buildCell(at position: RowPosition) -> TableViewCell {
        do {
            guard let dataSource else { throw TableViewError.noDataSource }
            return try dataSource.tableView(self, cellForRowAt: position.indexPath)
        } catch {
            return placeholderCell(for: error)
        }
    }

    /// The plain cell shown for a row whose cell could not be built, keeping the error.
    func placeholderCell(for error: any Error) -> TableViewCell {
        lastCellError = error
        cellsCreated += 1
        return TableViewCell()
    }

    /// Puts a cell that left the screen back in the pool of its identifier, unless its class
    /// is no longer the one registered for it (then it is dropped).
    func recycle(_ cell: TableViewCell) {
        guard let identifier = cell.reuseIdentifier, let registered = registeredCells[identifier],
            type(of: cell) == registered
        else { return }
        reusePool[identifier, default: []].append(cell)
    }

    /// Sends every cell to the pool, before the table reads everything again.
    func recycleAllCells() {
        for cell in cells.values { recycle(cell) }
        cells = [:]
        visibleRows = []
    }
}

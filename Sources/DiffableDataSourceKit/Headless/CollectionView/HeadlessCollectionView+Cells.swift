import Foundation

extension HeadlessCollectionView {
    /// Registers a cell class for a reuse identifier, as UIKit's method of the same name.
    /// Registering again for the same identifier replaces the class.
    ///
    /// - Complexity: O(1) expected.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        list.register(cellClass, forCellReuseIdentifier: identifier)
    }

    /// A cell for an item: a reused one of the registered class when one is waiting, else a
    /// new one, as UIKit's method of the same name. While the data source reconfigures an
    /// item, dequeueing at that index path with the item's identifier returns the item's
    /// current cell, as UIKit does.
    ///
    /// An identifier no cell class is registered for (UIKit raises) gives a plain
    /// ``CollectionViewCell``, keeps ``TableViewError/unregisteredIdentifier(_:)`` in
    /// ``lastCellError`` and reports it through ``ListDiagnostics``.
    /// - Complexity: O(1) expected.
    public func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath, file: StaticString = #fileID,
        line: UInt = #line
    ) -> CollectionViewCell {
        do {
            return try list.dequeueReusableCell(CollectionViewCell.self, withIdentifier: identifier, for: indexPath)
        } catch {
            list.lastCellError = error
            ListDiagnostics.report(.unregisteredIdentifier, error.description, at: CallSite(file: file, line: line))
            let cell = CollectionViewCell()
            cell.reuseIdentifier = identifier
            list.cellsCreated += 1
            return cell
        }
    }

    /// A cell of a given class for an item, so a cell builder needs no force cast.
    ///
    ///     let cell = try collectionView.dequeueReusableCell(DrinkCell.self, withReuseIdentifier: "drink", for: indexPath)
    ///
    /// - Throws: ``TableViewError/unregisteredIdentifier(_:)``, or
    ///   ``TableViewError/wrongCellClass(identifier:expected:registered:)`` when another
    ///   class is registered for `identifier`; a refused dequeue takes no cell.
    /// - Complexity: O(1) expected.
    public func dequeueReusableCell<Cell: CollectionViewCell>(
        _ cellClass: Cell.Type, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) throws(TableViewError) -> Cell {
        try list.dequeueReusableCell(cellClass, withIdentifier: identifier, for: indexPath)
    }

    /// The cell of a visible item, or `nil` when the item is not visible or out of range.
    ///
    /// - Complexity: O(1) expected.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        list.cellForRow(at: indexPath) as? CollectionViewCell
    }

    /// The index paths of the visible items, in order.
    ///
    /// - Complexity: O(*v*) for *v* visible items.
    public var indexPathsForVisibleItems: [IndexPath] { list.visibleRows.map(\.indexPath) }

    /// The cells of the visible items, in order.
    ///
    /// - Complexity: O(*v*) for *v* visible items.
    public var visibleCells: [CollectionViewCell] { list.visibleCells.compactMap { $0 as? CollectionViewCell } }

    /// Configures the cells of items again, outside a batch update, as UIKit's
    /// `reconfigureItems(at:)`: each visible item's cell is handed back to the data source;
    /// items not visible are built fresh when they appear. Index paths out of range are
    /// ignored.
    ///
    /// - Complexity: O(*k*) plus the visible items' cells.
    public func reconfigureItems(at indexPaths: [IndexPath]) { list.reconfigureRows(at: indexPaths) }

    // MARK: Supplementary views

    /// Registers a header or footer class for a kind and reuse identifier, as UIKit's
    /// method of the same name. Registering again replaces the class.
    ///
    /// - Complexity: O(1) expected.
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        let key = ViewKey(kind: kind, identifier: identifier)
        registeredViews[key] = viewClass
        viewPool[key] = nil
    }

    /// A header or footer view: a reused one of the registered class when one is waiting,
    /// else a new one, as UIKit's method of the same name.
    ///
    /// A kind and identifier no class is registered for (UIKit raises) gives a plain
    /// ``CollectionReusableView`` and is reported through ``ListDiagnostics``.
    /// - Complexity: O(1) expected.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath,
        file: StaticString = #fileID, line: UInt = #line
    ) -> CollectionReusableView {
        do {
            return try dequeueRegisteredSupplementaryView(ofKind: kind, withReuseIdentifier: identifier)
        } catch {
            ListDiagnostics.report(.unregisteredIdentifier, error.description, at: CallSite(file: file, line: line))
            let view = CollectionReusableView()
            view.elementKind = kind
            view.reuseIdentifier = identifier
            supplementaryViewsCreated += 1
            return view
        }
    }

    /// A view of the class registered for `kind` and `identifier`, reused or new.
    ///
    /// - Throws: ``TableViewError/unregisteredIdentifier(_:)``, taking no view.
    func dequeueRegisteredSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String
    ) throws(TableViewError) -> CollectionReusableView {
        let key = ViewKey(kind: kind, identifier: identifier)
        guard let viewClass = registeredViews[key] else { throw .unregisteredIdentifier(identifier) }
        if let view = viewPool[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let view = viewClass.init()
        view.elementKind = kind
        view.reuseIdentifier = identifier
        supplementaryViewsCreated += 1
        return view
    }

    /// A header or footer view of a given class, so a provider needs no force cast.
    ///
    /// - Throws: ``TableViewError/unregisteredIdentifier(_:)``, or
    ///   ``TableViewError/wrongCellClass(identifier:expected:registered:)`` when another
    ///   class is registered; a refused dequeue takes no view.
    /// - Complexity: O(1) expected.
    public func dequeueReusableSupplementaryView<View: CollectionReusableView>(
        _ viewClass: View.Type, ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) throws(TableViewError) -> View {
        if let registered = registeredViews[ViewKey(kind: kind, identifier: identifier)], !(registered is View.Type) {
            throw .wrongCellClass(identifier: identifier, expected: "\(View.self)", registered: "\(registered)")
        }
        let view = try dequeueRegisteredSupplementaryView(ofKind: kind, withReuseIdentifier: identifier)
        guard let typed = view as? View else {
            throw .wrongCellClass(identifier: identifier, expected: "\(View.self)", registered: "\(type(of: view))")
        }
        return typed
    }

    /// The header or footer view of a section (`indexPath` names the section; its item is
    /// ignored), or `nil` when the section has none.
    ///
    /// - Complexity: O(1) expected.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        supplementaryViews[PlaceKey(kind: kind, section: indexPath.sectionIndex)]
    }

    /// The index paths (item 0 of each section) of the headers or footers of a kind that
    /// intersect the viewport, in order.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
        let top = Double(contentOffset.y)
        let bottom = top + Double(viewportHeight)
        let isHeader = kind == Self.elementKindSectionHeader
        return (0..<numberOfSections).compactMap { section in
            guard supplementaryViews[PlaceKey(kind: kind, section: section)] != nil,
                let frame = list.frameOfSectionBoundary(section, header: isHeader),
                frame.height > 0, frame.top < bottom, frame.top + frame.height > top
            else { return nil }
            return IndexPath(section: section, rowIndex: 0)
        }
    }

    /// The headers or footers of a kind that intersect the viewport, in order.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public func visibleSupplementaryViews(ofKind kind: String) -> [CollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: kind).compactMap {
            supplementaryView(forElementKind: kind, at: $0)
        }
    }

    // MARK: Internal

    /// The plain cell shown for an item whose cell could not be built, keeping the error
    /// in ``lastCellError``.
    func placeholderCell(for error: any Error) -> CollectionViewCell {
        list.lastCellError = error
        list.cellsCreated += 1
        return CollectionViewCell()
    }

    /// Asks the data source for a section's header or footer while the layout measures it;
    /// the previous view of that place goes back to the pool first, so it is usually the
    /// one handed out again. Returns whether the section has one.
    func refreshSupplementaryView(ofKind kind: String, inSection section: Int) -> Bool {
        let place = PlaceKey(kind: kind, section: section)
        if let old = supplementaryViews.removeValue(forKey: place) { recycle(old) }
        guard let dataSource else { return false }
        let view = dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: kind, at: IndexPath(section: section, rowIndex: 0))
        // Only a view dequeued for this kind is shown: a plain one says there is none.
        guard view.elementKind == kind else { return false }
        supplementaryViews[place] = view
        return true
    }

    /// Sends the views of sections that no longer exist back to the pool.
    func pruneSupplementaryViews() {
        for (place, view) in supplementaryViews where place.section >= numberOfSections {
            supplementaryViews[place] = nil
            recycle(view)
        }
    }

    func recycleAllSupplementaryViews() {
        for view in supplementaryViews.values { recycle(view) }
        supplementaryViews = [:]
    }

    private func recycle(_ view: CollectionReusableView) {
        guard let kind = view.elementKind, let identifier = view.reuseIdentifier else { return }
        let key = ViewKey(kind: kind, identifier: identifier)
        guard let registered = registeredViews[key], type(of: view) == registered else { return }
        viewPool[key, default: []].append(view)
    }
}

extension HeadlessTableView {
    /// The top and height of a section's header or footer in content coordinates, or `nil`
    /// for a section out of range.
    func frameOfSectionBoundary(_ section: Int, header: Bool) -> (top: Double, height: Double)? {
        guard section >= 0, section < geometry.sectionCount else { return nil }
        let entry = header ? geometry.sectionStarts[section] : geometry.sectionStarts[section + 1] - 1
        return (contentTop + geometry.top(ofEntry: entry), geometry.heights[entry])
    }
}

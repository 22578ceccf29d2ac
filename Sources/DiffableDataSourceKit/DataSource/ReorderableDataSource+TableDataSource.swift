extension ReorderableDataSource {
    /// The number of sections in the current snapshot.
    public func numberOfSections(in tableView: HeadlessTableView) -> Int { numberOfSections }

    /// The number of items in a section of the current snapshot.
    public func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
        numberOfRows(inSection: section)
    }

    /// The item a row shows, so the table can be read back as a snapshot.
    public func tableView(_ tableView: HeadlessTableView, identityForRowAt indexPath: IndexPath) -> AnyHashable? {
        itemIdentifier(for: indexPath)
    }

    /// The section at an index, so the table can be read back as a snapshot.
    public func tableView(_ tableView: HeadlessTableView, identityForSection section: Int) -> AnyHashable? {
        sectionIdentifier(for: section)
    }

    /// Builds a row's cell with the cell builder, from the item's freshest value.
    ///
    /// - Throws: What the cell builder throws (the table then shows a plain cell); the
    ///   error is logged.
    public func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return TableViewCell() }
        do {
            return try cellBuilder(tableView, indexPath, item, sectionIdentifier(for: indexPath.section))
        } catch {
            log("cell builder failed at \(indexPath): \(error)")
            throw error
        }
    }

    /// The header title from ``headerTitle``.
    public func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
        guard let headerTitle, let identifier = sectionIdentifier(for: section) else { return nil }
        return headerTitle(identifier)
    }

    /// The footer title from ``footerTitle``.
    public func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
        guard let footerTitle, let identifier = sectionIdentifier(for: section) else { return nil }
        return footerTitle(identifier)
    }

    /// Whether a swipe may delete the row: ``allowSwipeToDelete`` and ``canDeleteItem``.
    public func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard allowSwipeToDelete, let item = itemIdentifier(for: indexPath) else { return false }
        return canDeleteItem?(item) ?? true
    }

    /// Deletes the swiped row's item from the snapshot and applies it.
    public func tableView(
        _ tableView: HeadlessTableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = current
        snapshot.deleteItems([item])
        log("swipe delete: \(item) at \(indexPath)")
        apply(snapshot, animatingDifferences: true)
        didDeleteItem?(item)
    }
}

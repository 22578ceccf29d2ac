extension ListCoordinator {
    /// A user's drag moved `item`, which the snapshot shows at its new place: reports the
    /// move by identity, marks the declared content to be read again, and reads the scroll
    /// position once the view laid the rows out.
    ///
    /// - Complexity: O(1) expected.
    func userMoved(_ item: Item) {
        guard let move = move(of: item) else { return }
        contentIsStale = true
        reportMove { [weak self] in self?.didMoveItem?(move) }
        checkScrollPositionOnNextTurn()
    }

    /// The move that put `item` where the data source shows it: its section and neighbours.
    ///
    /// - Complexity: O(1) expected.
    func move(of item: Item) -> ListItemMove<Section, Item>? {
        guard let path = dataSource.indexPath(for: item),
            let section = dataSource.sectionIdentifier(for: path.sectionIndex)
        else { return nil }
        func neighbour(_ offset: Int) -> Item? {
            let row = path.rowIndex + offset
            return row < 0 ? nil : dataSource.itemIdentifier(for: IndexPath(section: path.sectionIndex, rowIndex: row))
        }
        return ListItemMove(item: item, section: section, afterItem: neighbour(-1), beforeItem: neighbour(1))
    }
}

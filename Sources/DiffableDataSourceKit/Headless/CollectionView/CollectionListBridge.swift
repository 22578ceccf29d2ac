/// The internal table's data source and delegate inside a ``HeadlessCollectionView``: it
/// answers the table's questions with the collection view's data source and delegate, so
/// that the table's logic (batches, layout, cells, drags) serves the collection view as it
/// is. Every method only forwards.
@MainActor
final class CollectionListBridge: HeadlessTableViewDataSource {
    weak var collectionView: HeadlessCollectionView?

    private var dataSource: (any HeadlessCollectionViewDataSource)? { collectionView?.dataSource }

    func numberOfSections(in tableView: HeadlessTableView) -> Int {
        guard let collectionView else { return 0 }
        return dataSource?.numberOfSections(in: collectionView) ?? 0
    }

    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
        guard let collectionView else { return 0 }
        return dataSource?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
    }

    func tableView(_ tableView: HeadlessTableView, identityForRowAt indexPath: IndexPath) -> AnyHashable? {
        guard let collectionView else { return nil }
        return dataSource?.collectionView(collectionView, identityForItemAt: indexPath)
    }

    func tableView(_ tableView: HeadlessTableView, identityForSection section: Int) -> AnyHashable? {
        guard let collectionView else { return nil }
        return dataSource?.collectionView(collectionView, identityForSection: section)
    }

    /// A failing cell builder shows a plain ``CollectionViewCell`` (so `cellForItem(at:)`
    /// still finds a cell of the collection's class), with the error kept as the table
    /// keeps it.
    func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        do {
            guard let collectionView, let dataSource else { throw TableViewError.noDataSource }
            return try dataSource.collectionView(collectionView, cellForItemAt: indexPath)
        } catch {
            tableView.lastCellError = error
            tableView.cellsCreated += 1
            return CollectionViewCell()
        }
    }

    /// A section has a header when the data source gives it a header view.
    func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
        let kind = HeadlessCollectionView.elementKindSectionHeader
        return collectionView?.refreshSupplementaryView(ofKind: kind, inSection: section) == true ? "" : nil
    }

    /// A section has a footer when the data source gives it a footer view.
    func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
        let kind = HeadlessCollectionView.elementKindSectionFooter
        return collectionView?.refreshSupplementaryView(ofKind: kind, inSection: section) == true ? "" : nil
    }

    func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        guard let collectionView else { return false }
        return dataSource?.collectionView(collectionView, canMoveItemAt: indexPath) ?? false
    }

    func tableView(_ tableView: HeadlessTableView, toggleOutlineAt indexPath: IndexPath) -> Bool {
        guard let collectionView, let dataSource else { return false }
        return dataSource.collectionView(collectionView, toggleOutlineAt: indexPath)
    }

    func tableView(
        _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let collectionView else { return }
        dataSource?.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }
}

/// The internal table's delegate inside a ``HeadlessCollectionView``: the collection view's
/// delegate answers a drag's destination and hears of taps, as the table's delegate does.
@MainActor
final class CollectionListDelegateBridge: HeadlessTableViewDelegate {
    weak var collectionView: HeadlessCollectionView?

    func tableView(
        _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        guard let collectionView, let delegate = collectionView.delegate else { return proposedDestinationIndexPath }
        return delegate.collectionView(
            collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: sourceIndexPath,
            atCurrentIndexPath: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
    }

    func tableView(_ tableView: HeadlessTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        guard let collectionView, let delegate = collectionView.delegate,
            let cell = collectionView.cellForItem(at: indexPath)
        else { return }
        delegate.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
        guard let collectionView, let delegate = collectionView.delegate else { return }
        delegate.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    func tableView(_ tableView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath) {
        guard let collectionView, let delegate = collectionView.delegate else { return }
        delegate.collectionView(collectionView, didDeselectItemAt: indexPath)
    }

    func scrollViewDidScroll(_ tableView: HeadlessTableView) {
        guard let collectionView, let delegate = collectionView.delegate else { return }
        delegate.scrollViewDidScroll(collectionView)
    }
}

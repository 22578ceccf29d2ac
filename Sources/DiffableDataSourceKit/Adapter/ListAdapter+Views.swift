extension ListAdapter where View: DiffableTableView {
    /// Creates an adapter for a table and its data source.
    ///
    /// The adapter's height providers size the rows once the table's delegate asks for
    /// them: set it to the data source's `makeDelegate(forwardingTo:)`, or return
    /// ``heightForRow(at:)`` from your own delegate, as the kit's guide does.
    /// - Complexity: O(1).
    public convenience init(
        tableView: View, dataSource: ListDataSource<Section, Item, View>, enableLogging: Bool = false
    ) {
        self.init(view: tableView, dataSource: dataSource, enableLogging: enableLogging)
    }

    /// The table the adapter drives.
    public var tableView: View { view }
}

extension ListAdapter where View: DiffableCollectionView {
    /// Creates an adapter for a collection view and its data source: the same calls as for
    /// a table (`append`, `insert`, `delete`, `move`, `reload`, `reconfigure`,
    /// `performBatchUpdates`), run under the collection view's batch rules.
    ///
    /// - Complexity: O(1).
    public convenience init(
        collectionView: View, dataSource: ListDataSource<Section, Item, View>, enableLogging: Bool = false
    ) {
        self.init(view: collectionView, dataSource: dataSource, enableLogging: enableLogging)
    }

    /// The collection view the adapter drives.
    public var collectionView: View { view }
}

extension ListDataSource where View: DiffableTableView {
    /// The table this data source feeds; not retained.
    public var tableView: View? { view }
}

extension ListDataSource where View: DiffableCollectionView {
    /// The collection view this data source feeds; not retained.
    public var collectionView: View? { view }
}

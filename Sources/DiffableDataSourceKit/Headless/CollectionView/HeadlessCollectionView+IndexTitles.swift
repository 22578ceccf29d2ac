extension HeadlessCollectionView {
    /// The titles of the index the collection view shows along its edge, from the data
    /// source; `nil` for none.
    ///
    /// - Complexity: O(1) plus the data source.
    public var indexTitles: [String]? { dataSource?.indexTitles(for: self) }

    /// Simulates the user tapping the index title at `index`: the place the data source
    /// says it jumps to, or `nil` when there is no such title.
    ///
    /// - Complexity: O(1) plus the data source.
    public func performUserTapOnIndexTitle(at index: Int) -> IndexPath? {
        guard let dataSource, let titles = dataSource.indexTitles(for: self), titles.indices.contains(index)
        else { return nil }
        return dataSource.collectionView(self, indexPathForIndexTitle: titles[index], at: index)
    }
}

extension ListDataSource where View: DiffableCollectionView {
    /// Builds a cell the way `UICollectionViewDiffableDataSource.CellProvider` does: the
    /// view, the item's index path and the item (its freshest value); `nil` means no cell.
    public typealias CellProvider = (View, IndexPath, Item) -> View.Cell?

    /// Builds a header or footer, as `UICollectionViewDiffableDataSource`'s
    /// `SupplementaryViewProvider`: the view, the element kind and the index path (item 0
    /// of the section).
    public typealias SupplementaryViewProvider = (View, String, IndexPath) -> View.SupplementaryView?

    /// Builds section headers and footers, as `UICollectionViewDiffableDataSource`'s
    /// property of the same name; `nil` (the default) shows none.
    ///
    /// A section has a header in the headless list layout when this returns a view for
    /// ``HeadlessCollectionView/elementKindSectionHeader`` (and a footer likewise). On a
    /// `UICollectionView`, whose layout decides which supplementary views exist, returning
    /// `nil` shows an empty view instead of raising as UIKit does.
    public var supplementaryViewProvider: SupplementaryViewProvider? {
        get { supplementaryProvider as? SupplementaryViewProvider }
        set { supplementaryProvider = newValue }
    }

    /// The provider's view for a place, or `nil`.
    func supplementaryView(in view: View, ofKind kind: String, at indexPath: IndexPath) -> View.SupplementaryView? {
        guard let provider = supplementaryViewProvider, sectionIdentifier(for: indexPath.sectionIndex) != nil else {
            return nil
        }
        return provider(view, kind, indexPath)
    }
}

extension ListDataSource where View: DiffableCollectionView {
    /// Builds a cell the way `UICollectionViewDiffableDataSource.CellProvider` does: the
    /// view, the item's index path and the item (its freshest value); `nil` means no cell.
    public typealias CellProvider = @MainActor (View, IndexPath, Item) -> View.Cell?

    /// Builds a header or footer, as `UICollectionViewDiffableDataSource`'s
    /// `SupplementaryViewProvider`: the view, the element kind and the index path (item 0
    /// of the section).
    public typealias SupplementaryViewProvider = @MainActor (View, String, IndexPath) -> View.SupplementaryView?

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

    /// The cell builder for a `UICollectionViewDiffableDataSource`-style cell provider: a
    /// `nil` cell becomes an error (the view then shows a plain cell), not UIKit's crash.
    static func cellBuilder(from cellProvider: @escaping CellProvider) -> CellBuilder {
        { view, indexPath, item, _ in
            guard let cell = cellProvider(view, indexPath, item) else {
                throw CollectionViewError.noCell(at: indexPath)
            }
            return cell
        }
    }
}

/// A mistake in how a collection view's data source is used, reported instead of UIKit's
/// crash.
public enum CollectionViewError: Error, Equatable, CustomStringConvertible {
    /// A cell provider returned `nil` for an item; the item shows a plain cell.
    case noCell(at: IndexPath)

    /// A message in the words UIKit uses for the same mistake.
    public var description: String {
        switch self {
        case .noCell(let indexPath):
            "the cell provider returned a nil cell for the item at index path \(indexPath) - cells must be dequeued and returned"
        }
    }
}

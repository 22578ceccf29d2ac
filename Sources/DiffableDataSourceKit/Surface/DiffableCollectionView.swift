/// A collection view a ``ListDataSource`` can drive: ``HeadlessCollectionView`` on every
/// platform, and `UICollectionView` where UIKit exists.
///
/// Besides its cell class, a collection view names the class of its supplementary views
/// (section headers and footers), so a data source's `supplementaryViewProvider` returns
/// the right type.
@MainActor
public protocol DiffableCollectionView: DiffableListView {
    /// The class of the view's headers and footers: ``CollectionReusableView`` or
    /// `UICollectionReusableView`.
    associatedtype SupplementaryView: AnyObject
}

import Foundation

/// An item's view in a ``HeadlessCollectionView``: the headless counterpart of
/// `UICollectionViewListCell`.
///
/// It is a ``TableViewCell`` with another name: the content a list cell shows
/// (``TableViewCell/text``, ``TableViewCell/secondaryText``, ``TableViewCell/imageName``, an
/// ``TableViewCell/accessory``) is the same in both kinds of list, and
/// the collection view keeps, reuses, measures and reconfigures its cells with the table's
/// machinery, so the cells must be of that class. Subclass it for each kind of item and
/// register the subclass with ``HeadlessCollectionView/register(_:forCellWithReuseIdentifier:)``:
///
///     final class DrinkCell: CollectionViewCell {
///         func configure(with drink: Drink) { text = drink.name }
///     }
///
/// The collection view keeps cells only for visible items and reuses them: override
/// ``TableViewCell/prepareForReuse()`` to reset state the cell builder does not always set.
///
/// It is `@preconcurrency @MainActor`, as UIKit's cells and ``TableViewCell``: in Swift 5
/// mode a subclass's property can be set from a closure that is not isolated (a
/// registration's handler), as with UIKit.
@preconcurrency @MainActor
open class CollectionViewCell: TableViewCell {
    /// Creates a cell; the collection view sets its reuse identifier when it dequeues one.
    public required init() {
        super.init()
    }
}

/// A section header or footer of a ``HeadlessCollectionView``: the headless counterpart of
/// `UICollectionReusableView` used as a supplementary view.
///
/// Subclass it for each kind of header or footer and register the subclass with
/// ``HeadlessCollectionView/register(_:forSupplementaryViewOfKind:withReuseIdentifier:)``;
/// a data source's `supplementaryViewProvider` dequeues and configures it.
@preconcurrency @MainActor
open class CollectionReusableView {
    /// The kind the view was registered and dequeued for (for example
    /// ``HeadlessCollectionView/elementKindSectionHeader``); `nil` for a view made directly.
    public internal(set) var elementKind: String?
    /// The identifier the view was registered and dequeued with; `nil` for a view made
    /// directly.
    public internal(set) var reuseIdentifier: String?
    /// The text the header or footer shows.
    public var text: String?

    /// Creates a view; the collection view sets ``elementKind`` and ``reuseIdentifier``
    /// when it dequeues one.
    public required init() {}

    /// Resets the view before the collection view hands it out again. The base
    /// implementation clears ``text``; call `super` when overriding.
    open func prepareForReuse() {
        text = nil
    }
}

/// The object that tells a ``HeadlessCollectionView`` what it shows, as
/// `UICollectionViewDataSource` does for a `UICollectionView`.
///
/// As in UIKit, the data source must already answer with the state *after* an update when
/// the batch is performed. The identity methods say which item or section a place shows, so
/// a test can read the collection view back as a snapshot; they are asked only for items and
/// sections the collection view (re)creates. A ``ListDataSource`` created for the collection
/// view implements all of it.
@MainActor
public protocol HeadlessCollectionViewDataSource: AnyObject {
    /// The number of sections the collection view shows.
    func numberOfSections(in collectionView: HeadlessCollectionView) -> Int

    /// The number of items in a section; only asked for sections in range.
    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int

    /// The identity of the item at a place, or `nil` when the data source does not say.
    /// The default returns `nil`.
    func collectionView(_ collectionView: HeadlessCollectionView, identityForItemAt indexPath: IndexPath)
        -> AnyHashable?

    /// The identity of a section, or `nil` when the data source does not say. The default
    /// returns `nil`.
    func collectionView(_ collectionView: HeadlessCollectionView, identityForSection section: Int) -> AnyHashable?

    /// The cell for a visible item, usually from
    /// ``HeadlessCollectionView/dequeueReusableCell(withReuseIdentifier:for:file:line:)``.
    ///
    /// An error makes the item show a plain ``CollectionViewCell`` and is kept in
    /// ``HeadlessCollectionView/lastCellError``; the collection view never crashes.
    func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) throws
        -> CollectionViewCell

    /// The header or footer of a section (`indexPath` is item 0 of the section), as
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`, with Apple's shape: a
    /// view, never `nil`. The collection view shows a view it dequeued for that kind
    /// (``HeadlessCollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:file:line:)``);
    /// any other view, such as a plain `CollectionReusableView()`, means the section has
    /// none (UIKit raises on a view it did not dequeue). The default returns a plain view.
    func collectionView(
        _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView

    /// Whether the user may drag an item. The default is `false`.
    func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// Called after the user dragged an item, which the collection view has already moved:
    /// update the model to match without another batch update. The default does nothing.
    func collectionView(
        _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    )

    /// The titles of the index along the collection view's edge, or `nil` for none. The
    /// default is `nil`.
    func indexTitles(for collectionView: HeadlessCollectionView) -> [String]?

    /// The place the user's tap on an index title jumps to. The default is the first item
    /// of the section at `index`.
    func collectionView(
        _ collectionView: HeadlessCollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath

    /// The user tapped an item's outline disclosure (UIKit's
    /// `UICellAccessory.outlineDisclosure`): expand or collapse the item. Returns whether it
    /// did. The default does nothing.
    func collectionView(_ collectionView: HeadlessCollectionView, toggleOutlineAt indexPath: IndexPath) -> Bool
}

extension HeadlessCollectionViewDataSource {
    /// Returns `nil`: no index.
    public func indexTitles(for collectionView: HeadlessCollectionView) -> [String]? { nil }

    /// Returns the first item of the section at `index`.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath { IndexPath(section: index, rowIndex: 0) }

    /// Does nothing: returns `false`.
    public func collectionView(_ collectionView: HeadlessCollectionView, toggleOutlineAt indexPath: IndexPath)
        -> Bool
    { false }

    /// Returns `nil`: a data source that does not track identities leaves them unknown.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, identityForItemAt indexPath: IndexPath
    ) -> AnyHashable? { nil }

    /// Returns `nil`: a data source that does not track identities leaves them unknown.
    public func collectionView(_ collectionView: HeadlessCollectionView, identityForSection section: Int)
        -> AnyHashable?
    {
        nil
    }

    /// Returns a plain view: no header or footer.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView { CollectionReusableView() }

    /// Returns `false`: items cannot be dragged.
    public func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Does nothing.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {}
}

/// The object that may redirect a drag in a ``HeadlessCollectionView`` and hears of the
/// user's taps, as `UICollectionViewDelegate` does. Every method has a default.
@MainActor
public protocol HeadlessCollectionViewDelegate: AnyObject {
    /// Where a dragged item goes when the user proposes a place; return another index path
    /// to redirect it, as UIKit's method of the same name (iOS 15). The default accepts
    /// the proposal.
    func collectionView(
        _ collectionView: HeadlessCollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath

    /// An item is about to come on screen with its cell, as UIKit's
    /// `collectionView(_:willDisplay:forItemAt:)`: called for each item a layout makes
    /// visible that was not visible before. The default does nothing.
    func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)

    /// A user's tap selected an item, as UIKit's `collectionView(_:didSelectItemAt:)`; not
    /// called for ``HeadlessCollectionView/selectItem(at:animated:scrollPosition:)``. The
    /// default does nothing.
    func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath)

    /// A user's tap deselected an item, as UIKit's `collectionView(_:didDeselectItemAt:)`;
    /// not called for ``HeadlessCollectionView/deselectItem(at:animated:)``. The default
    /// does nothing.
    func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath)

    /// The collection view's ``HeadlessCollectionView/contentOffset`` changed, as UIKit's
    /// `scrollViewDidScroll(_:)`: after the user, the app or a data source keeping the user's
    /// place scrolled it, once the items now visible are laid out. The default does nothing.
    func scrollViewDidScroll(_ collectionView: HeadlessCollectionView)
}

extension HeadlessCollectionViewDelegate {
    /// Accepts the proposal.
    public func collectionView(
        _ collectionView: HeadlessCollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }

    /// Does nothing.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Does nothing.
    public func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// Does nothing.
    public func scrollViewDidScroll(_ collectionView: HeadlessCollectionView) {}
}

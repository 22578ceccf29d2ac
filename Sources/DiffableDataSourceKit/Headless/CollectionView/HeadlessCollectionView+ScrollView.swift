import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scroll view's members that apps call on a collection view, and UIKit's ways of
/// finding a cell's item and scrolling to an item. The internal table does the work (see
/// `HeadlessTableView+ScrollView.swift`).
extension HeadlessCollectionView {
    /// Extra room around the content, as `UIScrollView.contentInset`; see
    /// ``HeadlessTableView/contentInset``.
    public var contentInset: HeadlessEdgeInsets {
        get { list.contentInset }
        set { list.contentInset = newValue }
    }

    /// The room the screen's bars take, as `UIView.safeAreaInsets`; see
    /// ``HeadlessTableView/safeAreaInsets``.
    public var safeAreaInsets: HeadlessEdgeInsets {
        get { list.safeAreaInsets }
        set { list.safeAreaInsets = newValue }
    }

    /// The insets the collection view scrolls with, as
    /// `UIScrollView.adjustedContentInset`: ``contentInset`` plus the ``safeAreaInsets``.
    public var adjustedContentInset: HeadlessEdgeInsets { list.adjustedContentInset }

    /// Scrolls to an offset, as `UIScrollView.setContentOffset(_:animated:)`; kept inside
    /// what the collection view scrolls to.
    ///
    /// - Parameters:
    ///   - contentOffset: The offset; only `y` is used.
    ///   - animated: Ignored: nothing animates headless.
    /// - Complexity: O(log *n*) plus the cells of the items that become visible.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        list.setContentOffset(contentOffset, animated: animated)
    }

    /// Lays out the visible items now, as `UIView.layoutIfNeeded()`; see
    /// ``HeadlessTableView/layoutIfNeeded()``.
    ///
    /// - Complexity: O(*v*) for *v* visible items, plus the cells they need.
    public func layoutIfNeeded() { list.layoutIfNeeded() }

    /// Scrolls so that an item stands at a place in the viewport inside
    /// ``adjustedContentInset``, as UIKit's method of the same name (as far as the content
    /// allows); ``ScrollPosition/none`` does not scroll, and an item out of range is ignored
    /// (UIKit raises).
    ///
    ///     collectionView.scrollToItem(at: IndexPath(item: 0, section: 2), at: .top, animated: true)
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - scrollPosition: Where the item stands.
    ///   - animated: Ignored: nothing animates headless.
    /// - Complexity: O(log *n*) plus the cells of the items that become visible.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        list.scroll(toRow: RowPosition(indexPath), at: scrollPosition.tablePosition)
    }

    /// The item a visible cell shows, as `UICollectionView.indexPath(for:)`: `nil` for a
    /// cell that is not on screen.
    ///
    /// - Complexity: O(*v*) for *v* visible items.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? { list.indexPath(for: cell) }
}

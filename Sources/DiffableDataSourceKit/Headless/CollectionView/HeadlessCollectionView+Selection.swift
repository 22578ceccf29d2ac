import Foundation

/// Selection as `UICollectionView` has it, in its names. The rules and the bookkeeping are
/// the internal table's (see `HeadlessTableView+Selection.swift`); the collection view
/// only renames, and its delegate hears of taps through the delegate bridge.
extension HeadlessCollectionView {
    /// Where an item ends up in the viewport when the collection view scrolls to it, the
    /// vertical cases of `UICollectionView.ScrollPosition`.
    public enum ScrollPosition: Sendable, Hashable {
        /// No scrolling.
        case none
        /// The item's top at the top of the viewport.
        case top
        /// The item's middle at the middle of the viewport.
        case centeredVertically
        /// The item's bottom at the bottom of the viewport.
        case bottom

        /// The table's name for the same place.
        var tablePosition: HeadlessTableView.ScrollPosition {
            switch self {
            case .none: .none
            case .top: .top
            case .centeredVertically: .middle
            case .bottom: .bottom
            }
        }
    }

    /// Whether the user can select items, as `UICollectionView.allowsSelection`; `true` by
    /// default. While it is `false`, taps select nothing, and
    /// ``selectItem(at:animated:scrollPosition:)`` and ``deselectItem(at:animated:)`` do
    /// nothing (as Apple documents for both).
    public var allowsSelection: Bool {
        get { list.allowsSelection }
        set { list.allowsSelection = newValue }
    }

    /// Whether the user can select more than one item, as
    /// `UICollectionView.allowsMultipleSelection`; `false` by default. With it, a tap on a
    /// selected item deselects it.
    public var allowsMultipleSelection: Bool {
        get { list.allowsMultipleSelection }
        set { list.allowsMultipleSelection = newValue }
    }

    /// The selected items in order (by section, then item), as
    /// `UICollectionView.indexPathsForSelectedItems`; `nil` when none is selected.
    ///
    /// - Complexity: O(*m*) for *m* selected items.
    public var indexPathsForSelectedItems: [IndexPath]? { list.indexPathsForSelectedRows }

    /// Selects an item from code, as `UICollectionView.selectItem(at:animated:scrollPosition:)`,
    /// and scrolls it to `scrollPosition`; the delegate is not told. `nil` clears the
    /// selection. Without ``allowsMultipleSelection`` the item replaces the selection.
    ///
    /// - Parameters:
    ///   - indexPath: The item, or `nil` to clear the selection.
    ///   - animated: Ignored: nothing animates headless.
    ///   - scrollPosition: Where to scroll the item; ``ScrollPosition/none`` does not scroll.
    /// - Complexity: as ``HeadlessTableView/selectRow(at:animated:scrollPosition:)``.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        list.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition.tablePosition)
    }

    /// Deselects an item from code, as `UICollectionView.deselectItem(at:animated:)`; the
    /// delegate is not told. Does nothing while ``allowsSelection`` is `false`.
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - animated: Ignored: nothing animates headless.
    /// - Complexity: as ``HeadlessTableView/deselectRow(at:animated:)``.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard allowsSelection else { return }
        list.deselectRow(at: indexPath, animated: animated)
    }

    /// Simulates the user tapping an item, which selects it by UIKit's rules (as
    /// ``HeadlessTableView/performUserTap(at:)``), telling the delegate's
    /// `didDeselectItemAt` and `didSelectItemAt`.
    ///
    /// - Returns: Whether the tap selected or deselected an item.
    /// - Complexity: as ``HeadlessTableView/performUserTap(at:)``.
    @discardableResult
    public func performUserTap(at indexPath: IndexPath) -> Bool { list.performUserTap(at: indexPath) }
}

import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// UIKit's interactive movement of an item (iOS 9), as apps drive it from a long-press
/// gesture: begin at the pressed item, update with the finger's position, end or cancel.
///
///     switch gesture.state {
///     case .began:
///         guard let indexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else { break }
///         collectionView.beginInteractiveMovementForItem(at: indexPath)
///     case .changed:
///         collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: collectionView))
///     case .ended:
///         collectionView.endInteractiveMovement()
///     default:
///         collectionView.cancelInteractiveMovement()
///     }
///
/// The movement is a user's drag (``beginUserDrag(at:)``): the data source decides whether
/// an item can move, the delegate may redirect the drop, and the data source is told of
/// the move (`moveItemAt`) when it ends.
extension HeadlessCollectionView {
    /// Lifts an item to move it, as UIKit's method of the same name.
    ///
    /// - Returns: Whether the movement began: the data source's `canMoveItemAt` allows it,
    ///   the item exists, and no other drag is in flight.
    /// - Complexity: O(log *n*) plus the data source.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard beginUserDrag(at: indexPath) else { return false }
        interactiveTarget = indexPath
        return true
    }

    /// Moves the lifted item's target to the item under a point in content coordinates, as
    /// UIKit's method of the same name: the item would take that item's place. A point over
    /// a header, a footer or outside the content keeps the last target.
    ///
    /// - Complexity: O(log *n*).
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard interactiveTarget != nil, let target = indexPathForItem(at: targetPosition) else { return }
        interactiveTarget = target
    }

    /// Drops the lifted item at its target, as UIKit's method of the same name: the
    /// collection view moves the item and tells the data source (`moveItemAt`).
    ///
    /// Apple documents that the move is permanent once this returns, and that only drops
    /// leave updates uncommitted (`hasUncommittedUpdates`): so the drop is committed at
    /// once, and a `reloadData()` or an apply right after it runs, as on UIKit.
    ///
    /// - Complexity: as ``dropUserDrag(at:)``, plus the work that waited for the drop.
    public func endInteractiveMovement() {
        guard let target = interactiveTarget else { return }
        interactiveTarget = nil
        dropUserDrag(at: target)
        turnRunLoop()
    }

    /// Puts the lifted item back where it was, as UIKit's method of the same name: the data
    /// source is told nothing, and what waited for the movement runs at once.
    ///
    /// - Complexity: O(1) plus the work that waited.
    public func cancelInteractiveMovement() {
        guard interactiveTarget != nil else { return }
        interactiveTarget = nil
        cancelUserDrag()
        turnRunLoop()
    }

    /// Simulates the user letting go of a lifted item where it started: the drag ends
    /// without a move, committed when the run loop turns, as
    /// ``HeadlessTableView/cancelUserDrag()``.
    ///
    /// - Returns: Whether a lifted item was let go.
    /// - Complexity: O(1).
    @discardableResult
    public func cancelUserDrag() -> Bool {
        interactiveTarget = nil
        return list.cancelUserDrag()
    }
}

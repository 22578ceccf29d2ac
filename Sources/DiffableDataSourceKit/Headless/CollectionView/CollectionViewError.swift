import Foundation

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

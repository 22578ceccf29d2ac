import Foundation

/// A mistake in how a ``HeadlessTableView`` is used, reported instead of UIKit's crash.
public enum TableViewError: Error, Equatable, CustomStringConvertible {
    /// A cell was dequeued with an identifier that no class was registered for.
    case unregisteredIdentifier(String)
    /// A cell was dequeued as a class other than the one registered for its identifier.
    case wrongCellClass(identifier: String, expected: String, registered: String)
    /// The table had to show a row but has no data source; the table does not retain its
    /// data source, so keep a reference to it.
    case noDataSource
    /// A cell provider returned `nil` for a row; the row shows a plain cell.
    case noCell(at: IndexPath)

    /// A message in the words UIKit uses for the same mistake.
    public var description: String {
        switch self {
        case .unregisteredIdentifier(let identifier):
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier"
        case .wrongCellClass(let identifier, let expected, let registered):
            "the cell registered for identifier \(identifier) is of class \(registered), not \(expected)"
        case .noDataSource:
            "the table view has no data source (it does not retain one: keep a strong reference to it)"
        case .noCell(let indexPath):
            "the cell provider returned a nil cell for the row at index path \(indexPath) - cells must be dequeued and returned"
        }
    }
}

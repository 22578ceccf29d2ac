@testable import DiffableDataSourceKit

extension HeadlessTableView {
    /// The visible rows' index paths, unwrapped: `indexPathsForVisibleRows` is optional as
    /// UIKit declares it, and never `nil` on the headless table.
    var visibleRowPaths: [IndexPath] { indexPathsForVisibleRows ?? [] }
}

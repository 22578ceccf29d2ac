import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A list view a ``ListDataSource`` can drive: ``HeadlessTableView`` and
/// ``HeadlessCollectionView`` on every platform, and `UITableView` and `UICollectionView`
/// where UIKit exists.
///
/// The protocol only names the view's cell class, so a data source's cell builder returns
/// the right type. What the data source asks of the view (batch updates, visible cells,
/// whether it is in a window) stays inside the package: every decision lives in the data
/// source, once, and each view only carries out what it is told.
@MainActor
public protocol DiffableListView: AnyObject {
    /// The class of the view's cells: `TableViewCell`, `CollectionViewCell`,
    /// `UITableViewCell` or `UICollectionViewCell`.
    associatedtype Cell: AnyObject
}

/// A table whose rows a ``ListAdapter`` can size with closures, as the kit's
/// adapter does: ``HeadlessTableView`` and `UITableView`.
///
/// Both already have these members; the protocol only lets the adapter's height API be
/// written once for both.
@MainActor
public protocol DiffableTableView: DiffableListView {
    /// The default row height, or ``automaticDimension`` to size rows by their cells.
    var rowHeight: CGFloat { get set }
    /// The height of rows not yet measured; 0 (headless) turns estimates off.
    var estimatedRowHeight: CGFloat { get set }
    /// The height value that asks a row's cell for its height.
    static var automaticDimension: CGFloat { get }
}

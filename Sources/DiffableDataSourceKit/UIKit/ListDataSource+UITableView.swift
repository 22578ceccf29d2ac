#if canImport(UIKit)
import UIKit

/// The kit's data source for a `UITableView`: a ``ListDataSource`` whose cell
/// builder receives the table and returns a `UITableViewCell`.
public typealias BaseReorderableDiffableDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    ListDataSource<Section, Item, UITableView>

/// The kit's adapter for a `UITableView`.
public typealias DiffableTableAdapter<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    ListAdapter<Section, Item, UITableView>

extension UITableView: DiffableTableView {
    /// A table's cells are `UITableViewCell`s.
    public typealias Cell = UITableViewCell
}

extension ListDataSource where View == UITableView {
    /// Creates a data source for a table and becomes its data source, and its delegate when
    /// it has none (to answer the drag policy and an adapter's row heights).
    ///
    /// - Complexity: O(1).
    public convenience init(
        tableView: UITableView, allowCrossSectionMove: Bool = false, allowReordering: Bool = true,
        enableLogging: Bool = false, cellBuilder: @escaping CellBuilder
    ) {
        let bridge = UITableViewBridge<Section, Item>(tableView: tableView)
        self.init(
            view: tableView, surface: bridge, allowCrossSectionMove: allowCrossSectionMove,
            allowReordering: allowReordering, enableLogging: enableLogging, cellBuilder: cellBuilder
        )
        self.bridge = bridge
        bridge.dataSource = self
        tableView.dataSource = bridge
        if tableView.delegate == nil { tableView.delegate = bridge }
    }

    /// Creates a data source for a table, as the kit's
    /// `BaseReorderableDiffableDataSource.create` does.
    ///
    ///     dataSource = BaseReorderableDiffableDataSource.create(
    ///         tableView: tableView, allowCrossSectionMove: false, allowReordering: true, enableLogging: true
    ///     ) { tableView, indexPath, song, section in
    ///         let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
    ///         cell.textLabel?.text = song.name
    ///         return cell
    ///     }
    ///
    /// - Parameters:
    ///   - tableView: The table to feed; it does not retain the data source, so keep it.
    ///   - allowCrossSectionMove: Whether drags may change a row's section.
    ///   - allowReordering: Whether rows may be dragged at all.
    ///   - enableLogging: Whether to log each apply and drag.
    ///   - cellBuilder: Builds a row's cell from the table, index path, item and section.
    /// - Complexity: O(1).
    public static func create(
        tableView: UITableView, allowCrossSectionMove: Bool = false, allowReordering: Bool = true,
        enableLogging: Bool = false, cellBuilder: @escaping CellBuilder
    ) -> ListDataSource {
        ListDataSource(
            tableView: tableView, allowCrossSectionMove: allowCrossSectionMove, allowReordering: allowReordering,
            enableLogging: enableLogging, cellBuilder: cellBuilder
        )
    }

    /// The animation of inserted, deleted and reloaded rows and sections when an apply
    /// animates; `.automatic` by default, as `UITableViewDiffableDataSource`.
    public var defaultRowAnimation: UITableView.RowAnimation {
        get { (bridge as? UITableViewBridge<Section, Item>)?.defaultRowAnimation ?? .automatic }
        set { (bridge as? UITableViewBridge<Section, Item>)?.defaultRowAnimation = newValue }
    }
}
#endif

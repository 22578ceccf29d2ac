#if canImport(UIKit)
import UIKit

/// Apple's `UITableViewDiffableDataSource`, with typed errors, fresh values and UIKit's
/// batch rules checked before UIKit sees a batch: a port is a rename.
///
///     dataSource = DiffableTableDataSource<Section, City>(tableView: tableView) {
///         tableView, indexPath, city in
///         let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
///         cell.textLabel?.text = city.name
///         return cell
///     }
///
/// After `init` the data source feeds the table, as its `dataSource` (keep it: the table
/// does not retain it). Subclass it to override the data-source methods with Apple's
/// signatures (`titleForHeaderInSection`, `canEditRowAt`, `commit(_:forRowAt:)`,
/// `canMoveRowAt`, `moveRowAt`, `sectionIndexTitles(for:)`, …). A subclass that overrides
/// `moveRowAt` is reached through a proxy the table holds as its `dataSource` instead,
/// which tells the data source of the user's move around the override, so the override
/// need not call `super`. An override of
/// `commit(_:forRowAt:)` that does not call `super` applies the change itself. The data source never touches the table's delegate; see
/// ``makeDelegate(forwardingTo:)``. Every decision is made by ``ListDataSource``, which
/// the headless ``TableDataSource`` shares.
open class DiffableTableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    ListDataSource<SectionIdentifierType, ItemIdentifierType, UITableView>, UITableViewDataSource
{
    /// Builds a row's cell, as `UITableViewDiffableDataSource.CellProvider`; `nil` shows a
    /// plain cell and is reported (UIKit raises).
    public typealias CellProvider = (
        _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UITableViewCell?

    private let tableSurface: UITableViewSurface

    /// Creates a data source for a table with Apple's initializer, and becomes its data
    /// source. As with Apple's, rows cannot be dragged until `tableView(_:canMoveRowAt:)`
    /// is overridden (or ``ListDataSource/allowReordering`` set), and may go to any section.
    ///
    /// - Parameters:
    ///   - tableView: The table to feed.
    ///   - cellProvider: Builds a row's cell.
    /// - Complexity: O(1).
    public init(
        tableView: UITableView, cellProvider: @escaping CellProvider
    ) {
        tableSurface = UITableViewSurface(tableView: tableView)
        super.init(
            view: tableView, surface: tableSurface, allowCrossSectionMove: true, allowReordering: false,
            enableLogging: false, callSite: CallSite(dataSource: Self.self),
            cellBuilder: Self.cellBuilder(from: cellProvider))
        ownedSurface = tableSurface
        becomeDataSource()
    }

    /// Creates a data source with the kit's section-aware cell builder and policy.
    init(
        tableView: UITableView, allowCrossSectionMove: Bool, allowReordering: Bool, enableLogging: Bool,
        callSite: CallSite, cellBuilder: @escaping CellBuilder
    ) {
        tableSurface = UITableViewSurface(tableView: tableView)
        super.init(
            view: tableView, surface: tableSurface, allowCrossSectionMove: allowCrossSectionMove,
            allowReordering: allowReordering, enableLogging: enableLogging, callSite: callSite,
            cellBuilder: cellBuilder)
        ownedSurface = tableSurface
        becomeDataSource()
    }

    /// Becomes the table's data source: itself, or a proxy when this class overrides
    /// `moveRowAt` (``DataSourceHolding``).
    private func becomeDataSource() {
        tableSurface.adopt(
            self, kitClass: DiffableTableDataSource<SectionIdentifierType, ItemIdentifierType>.self,
            moveImplementation: objectiveCImplementation(
                of: #selector(UITableViewDataSource.tableView(_:moveRowAt:to:))))
    }

    /// The animation of inserted, deleted and reloaded rows and sections when an apply
    /// animates; `.automatic` by default, as Apple's.
    public var defaultRowAnimation: UITableView.RowAnimation {
        get { tableSurface.defaultRowAnimation }
        set { tableSurface.defaultRowAnimation = newValue }
    }

    /// A delegate for the table that answers what the data source and its adapter decide
    /// (the drop target of a drag, an adapter's row heights) and forwards every other
    /// message to the app's own delegate:
    ///
    ///     tableView.delegate = dataSource.makeDelegate(forwardingTo: self)
    ///
    /// - Parameter delegate: The app's delegate, or `nil`; not retained.
    /// - Returns: The object to set as the table's delegate; the data source keeps it alive.
    /// - Complexity: O(1).
    public func makeDelegate(forwardingTo delegate: (any UITableViewDelegate)? = nil) -> any UITableViewDelegate {
        keepDelegate(UITableViewForwardingDelegate(dataSource: self, forwardingTo: delegate))
    }

    // MARK: UITableViewDataSource (in the class body: a generic class's extension cannot
    // hold Objective-C methods)

    /// The number of sections in the current snapshot.
    open func numberOfSections(in tableView: UITableView) -> Int { numberOfSections }

    /// The number of items in a section of the current snapshot.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        numberOfRows(inSection: section)
    }

    /// Builds a row's cell with the cell provider, from the item's freshest value; a
    /// provider that fails, or a row out of range, shows a plain cell and is reported.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        (try? cell(at: indexPath, in: tableView)) ?? UITableViewCell()
    }

    /// The header title from ``ListDataSource/headerTitle``; `nil` by default.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titleForHeader(inSection: section)
    }

    /// The footer title from ``ListDataSource/footerTitle``; `nil` by default.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        titleForFooter(inSection: section)
    }

    /// Whether a swipe may delete the row: ``ListDataSource/canDeleteItem(at:)``.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        canDeleteItem(at: indexPath)
    }

    /// Deletes the swiped row's item from the snapshot and applies it.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete { userDeletedItem(at: indexPath) }
    }

    /// Whether the user may drag a row: ``ListDataSource/canMoveItem(at:)``.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        canMoveItem(at: indexPath)
    }

    /// Updates the snapshot after the table moved a dragged row, without another batch.
    /// An override need not call `super`.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        userMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The titles of the section index; `nil` (no index) by default, as Apple's.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The section an index title jumps to; the title's own index by default.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}

/// The kit's adapter for a `UITableView`.
public typealias DiffableTableAdapter<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    ListAdapter<Section, Item, UITableView>
#endif

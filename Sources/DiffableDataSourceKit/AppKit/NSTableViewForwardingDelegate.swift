#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The table delegate a ``DiffableNSTableDataSource`` installs (and
/// ``DiffableNSTableDataSource/makeDelegate(forwardingTo:)`` makes): it gives the table the
/// data source's views and group rows, and hands every other delegate message to the app's
/// delegate, through the Objective-C runtime's forwarding. The data source decides; this
/// only forwards.
@MainActor
final class NSTableViewForwardingDelegate<Section: Hashable & Sendable, Item: Hashable & Sendable>: NSObject,
    NSTableViewDelegate
{
    weak var dataSource: DiffableNSTableDataSource<Section, Item>?
    /// Read by the runtime's forwarding, which is not isolated; set once, on the main thread.
    nonisolated(unsafe) weak var forward: (any NSTableViewDelegate)?

    init(dataSource: DiffableNSTableDataSource<Section, Item>, forwardingTo forward: (any NSTableViewDelegate)?) {
        self.dataSource = dataSource
        self.forward = forward
    }

    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        dataSource?.view(for: tableColumn, row: row, in: tableView)
    }

    func tableView(_ tableView: NSTableView, rowViewForRow row: Int) -> NSTableRowView? {
        dataSource?.rowView(forRow: row, in: tableView) ?? forward?.tableView?(tableView, rowViewForRow: row)
    }

    func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
        dataSource?.isGroupRow(row) ?? forward?.tableView?(tableView, isGroupRow: row) ?? false
    }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forward?.responds(to: aSelector) == true
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        forward?.responds(to: aSelector) == true ? forward : nil
    }
}
#endif

import Foundation

extension HeadlessTableView {
    /// Registers a class for a reuse identifier as UIKit's method does, taking any class:
    /// code that registers cell types held as a protocol's metatypes ports unchanged.
    ///
    ///     cellTypes.forEach { tableView.register($0, forCellReuseIdentifier: $0.cellIdentifier) }
    ///
    /// `nil` removes the identifier's registration, as in UIKit. A class that is not a
    /// ``TableViewCell`` is reported through ``ListDiagnostics`` as
    /// ``ListDiagnostic/Kind/unregisteredIdentifier``, naming this call, and leaves the
    /// identifier unregistered: its dequeues give a plain cell, never a crash. A
    /// ``TableViewCell`` subclass resolves to ``register(_:forCellReuseIdentifier:)``.
    ///
    /// - Parameters:
    ///   - cellClass: The cell class, or `nil`.
    ///   - identifier: The reuse identifier.
    ///   - file: The call site a report names.
    ///   - line: The line in `file`.
    /// - Complexity: O(1) expected.
    public func register(
        _ cellClass: AnyClass?, forCellReuseIdentifier identifier: String, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        registeredCells[identifier] = nil
        reusePool[identifier] = nil
        guard let cellClass else { return }
        guard let cellType = cellClass as? TableViewCell.Type else {
            return Self.reportNotACell(
                cellClass, expected: TableViewCell.self, identifier: identifier, standIn: "cell",
                at: CallSite(file: file, line: line))
        }
        register(cellType, forCellReuseIdentifier: identifier)
    }

    /// Reports a class registered for cells or views that is not of the view's class.
    static func reportNotACell(
        _ cellClass: AnyClass, expected: AnyClass, identifier: String, standIn: String, at site: CallSite
    ) {
        ListDiagnostics.report(
            .unregisteredIdentifier,
            "\(cellClass) is not a \(expected) subclass: identifier \(identifier) stays unregistered, "
                + "and its dequeues give a plain \(standIn)",
            at: site)
    }
}

import Foundation

extension HeadlessCollectionView {
    /// Registers a cell class for a reuse identifier as UIKit's method does, taking any
    /// class: code that registers cell types held as a protocol's metatypes ports unchanged.
    ///
    ///     func register<T: ReusableCell>(cellType: T.Type) {
    ///         collectionView.register(T.self, forCellWithReuseIdentifier: T.cellIdentifier)
    ///     }
    ///
    /// `nil` removes the identifier's registration, as in UIKit. A class that is not a
    /// ``CollectionViewCell`` is reported through ``ListDiagnostics`` as
    /// ``ListDiagnostic/Kind/unregisteredIdentifier``, naming this call, and leaves the
    /// identifier unregistered: its dequeues give a plain cell, never a crash. A
    /// ``CollectionViewCell`` subclass resolves to
    /// ``register(_:forCellWithReuseIdentifier:)``.
    ///
    /// - Parameters:
    ///   - cellClass: The cell class, or `nil`.
    ///   - identifier: The reuse identifier.
    ///   - file: The call site a report names.
    ///   - line: The line in `file`.
    /// - Complexity: O(1) expected.
    public func register(
        _ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        guard let cellClass else { return list.register(nil, forCellReuseIdentifier: identifier) }
        guard let cellType = cellClass as? CollectionViewCell.Type else {
            list.register(nil, forCellReuseIdentifier: identifier)
            return HeadlessTableView.reportNotACell(
                cellClass, expected: CollectionViewCell.self, identifier: identifier, standIn: "cell",
                at: CallSite(file: file, line: line))
        }
        register(cellType, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a header or footer class for a kind and reuse identifier as UIKit's method
    /// does, taking any class.
    ///
    /// `nil` removes the registration, as in UIKit. A class that is not a
    /// ``CollectionReusableView`` is reported through ``ListDiagnostics`` as
    /// ``ListDiagnostic/Kind/unregisteredIdentifier``, naming this call, and leaves the kind
    /// and identifier unregistered: its dequeues give a plain view, never a crash.
    ///
    /// - Parameters:
    ///   - viewClass: The view class, or `nil`.
    ///   - kind: The element kind, such as ``elementKindSectionHeader``.
    ///   - identifier: The reuse identifier.
    ///   - file: The call site a report names.
    ///   - line: The line in `file`.
    /// - Complexity: O(1) expected.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        let key = ViewKey(kind: kind, identifier: identifier)
        registeredViews[key] = nil
        viewPool[key] = nil
        guard let viewClass else { return }
        guard let viewType = viewClass as? CollectionReusableView.Type else {
            return HeadlessTableView.reportNotACell(
                viewClass, expected: CollectionReusableView.self, identifier: identifier, standIn: "view",
                at: CallSite(file: file, line: line))
        }
        register(viewType, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
}

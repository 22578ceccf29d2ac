import Foundation

/// A view of your own, driven by the same data source as the headless and UIKit views:
/// the view implements ``ListBatchTarget`` (and, optionally, ``ListViewportTarget`` and
/// ``ListSelectionTarget``), and asks the data source for its cells. See <doc:AddingAView>.
extension ListDataSource {
    /// Creates a data source for a view of your own, which it drives through `target`: the
    /// view itself, or an object that drives it (kept by the caller; the data source holds
    /// neither strongly). Rows cannot be dragged and may go to any section, as with Apple's
    /// initializers; set ``allowReordering`` and ``allowCrossSectionMove`` to change it.
    ///
    ///     let list = TerminalList()                        // a ListBatchTarget of yours
    ///     let dataSource = ListDataSource<Int, String, TerminalList>(view: list, target: list) {
    ///         list, indexPath, item, section in TerminalList.Row(text: item)
    ///     }
    ///     dataSource.apply(snapshot)                      // list.performBatchUpdates(...)
    ///
    /// - Parameters:
    ///   - view: The view; its cells are the builder's result type.
    ///   - target: What carries out the data source's batches and reloads on the view.
    ///   - file: Where the data source is created, named by its diagnostics.
    ///   - line: The line in `file`.
    ///   - cellBuilder: Builds a row's cell from the view, the row's index path, its item
    ///     (the freshest value) and its section.
    /// - Complexity: O(1).
    public convenience init(
        view: View, target: some ListBatchTarget, file: StaticString = #fileID, line: UInt = #line,
        cellBuilder: @escaping CellBuilder
    ) {
        self.init(
            view: view, surface: target, allowCrossSectionMove: true, allowReordering: false, enableLogging: false,
            callSite: CallSite(file: file, line: line), cellBuilder: cellBuilder)
    }

    /// The cell for a row, as a view of your own asks for it while it lays out: built by the
    /// cell builder from the item's freshest value. A cell builder that throws, or a row out
    /// of range, is reported through ``ListDiagnostics``.
    ///
    /// - Returns: The cell, or `nil` for an index path out of range or once the view is gone.
    /// - Throws: What the cell builder threw.
    /// - Complexity: O(1) plus the cell builder.
    public func cellForRow(at indexPath: IndexPath) throws -> View.Cell? {
        guard let view else { return nil }
        return try cell(at: indexPath, in: view)
    }
}

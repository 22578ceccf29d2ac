/// The object that tells a ``HeadlessTableView`` what it shows, as `UITableViewDataSource`
/// does for a `UITableView`.
///
/// The table asks for counts in ``HeadlessTableView/reloadData()`` and in every
/// `performBatchUpdates` call that has no `showing:` snapshot; as in UIKit, the data source
/// must already answer with the state *after* the update when the batch is performed.
/// The identity methods say which item or section a row or section shows; the table records
/// them so a test can read the table back as a snapshot. They are asked only for rows and
/// sections the table (re)creates: everything on a reload, and inserted, reloaded and
/// reconfigured ones in a batch.
///
///     final class Songs: HeadlessTableViewDataSource {
///         var songs = ["Let It Go", "Bad Guy"]
///         func numberOfSections(in tableView: HeadlessTableView) -> Int { 1 }
///         func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
///             songs.count
///         }
///         func tableView(_ tableView: HeadlessTableView, identityForRowAt indexPath: IndexPath) -> AnyHashable? {
///             songs[indexPath.row]
///         }
///     }
@MainActor
public protocol HeadlessTableViewDataSource: AnyObject {
    /// The number of sections the table shows.
    ///
    /// - Complexity: The table calls it once per `reloadData()` and once per batch.
    func numberOfSections(in tableView: HeadlessTableView) -> Int

    /// The number of rows in a section; only asked for sections in range.
    ///
    /// - Complexity: The table calls it once per section per `reloadData()` and per batch.
    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int

    /// The identity of the item a row shows, or `nil` when the data source does not say.
    ///
    /// The default implementation returns `nil`.
    /// - Complexity: The table calls it once per row on `reloadData()`, and in a batch once
    ///   per inserted, reloaded or reconfigured row and per row of an inserted or reloaded
    ///   section, at the row's place after the update.
    func tableView(_ tableView: HeadlessTableView, identityForRowAt indexPath: IndexPath) -> AnyHashable?

    /// The identity of a section, or `nil` when the data source does not say.
    ///
    /// The default implementation returns `nil`.
    /// - Complexity: The table calls it once per section on `reloadData()`, and in a batch
    ///   once per inserted or reloaded section, at its index after the update.
    func tableView(_ tableView: HeadlessTableView, identityForSection section: Int) -> AnyHashable?

    /// The cell for a visible row, usually from
    /// ``HeadlessTableView/dequeueReusableCell(withIdentifier:for:file:line:)``.
    ///
    /// Asked only for rows that become visible, are inserted or reloaded while visible, or
    /// are reconfigured while visible (then dequeueing at the row hands back its cell). An
    /// error makes the row show a plain ``TableViewCell`` and is kept in
    /// ``HeadlessTableView/lastCellError``; the table never crashes.
    func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell

    /// Whether the user may drag a row. The default is `false`.
    func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// Called after the user dragged a row, which the table has already moved: update the
    /// model to match without another batch update. The default does nothing.
    func tableView(
        _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    )

    /// Whether the user may edit (swipe to delete) a row. The default is `false`.
    func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// Called when the user confirms an edit; for a delete, remove the row's item and
    /// apply. The default does nothing.
    func tableView(
        _ tableView: HeadlessTableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    )

    /// The title of a section's header, or `nil` for no header. The default is `nil`.
    func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String?

    /// The title of a section's footer, or `nil` for no footer. The default is `nil`.
    func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String?

    /// The titles of the section index along the table's edge, or `nil` for no index. The
    /// default is `nil`.
    func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]?

    /// The section the user's tap on an index title jumps to. The default is `index`.
    func tableView(_ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int

    /// The user tapped a row's outline disclosure (UIKit's `UICellAccessory.outlineDisclosure`):
    /// expand or collapse the row's item. Returns whether it did. The default does nothing.
    func tableView(_ tableView: HeadlessTableView, toggleOutlineAt indexPath: IndexPath) -> Bool
}

extension HeadlessTableViewDataSource {
    /// Returns `nil`: a data source that does not track identities leaves them unknown.
    ///
    /// - Complexity: O(1).
    public func tableView(_ tableView: HeadlessTableView, identityForRowAt indexPath: IndexPath) -> AnyHashable? {
        nil
    }

    /// Returns `nil`: a data source that does not track identities leaves them unknown.
    ///
    /// - Complexity: O(1).
    public func tableView(_ tableView: HeadlessTableView, identityForSection section: Int) -> AnyHashable? {
        nil
    }

    /// Returns `false`: rows cannot be dragged.
    public func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing.
    public func tableView(
        _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    /// Returns `false`: rows cannot be edited.
    public func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing.
    public func tableView(
        _ tableView: HeadlessTableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}

    /// Returns `nil`: no header.
    public func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// Returns `nil`: no footer.
    public func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Returns `nil`: no section index.
    public func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]? { nil }

    /// Returns `index`.
    public func tableView(
        _ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int { index }

    /// Does nothing: returns `false`.
    public func tableView(_ tableView: HeadlessTableView, toggleOutlineAt indexPath: IndexPath) -> Bool { false }
}

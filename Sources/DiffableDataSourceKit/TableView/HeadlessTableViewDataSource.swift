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
}

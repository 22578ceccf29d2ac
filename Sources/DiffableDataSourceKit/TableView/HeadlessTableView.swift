/// An in-memory `UITableView`: the sections and rows a table shows, without any drawing.
///
/// The table holds what it shows and which identity (item or section identifier, as
/// `AnyHashable`) each section and row shows, so a test can read it back as a snapshot and
/// compare it with the snapshot it should show:
///
///     let table = HeadlessTableView()
///     table.load(old)                                    // shows `old`
///     try table.performBatchUpdates(changes, showing: new)
///     table.snapshot(sectionType: String.self, itemType: Int.self) == new   // true
///
/// ## Motivation
/// `UITableView.performBatchUpdates` raises `NSInternalInconsistencyException` for a batch
/// that does not match the data source, and only on a device or simulator. This table
/// enforces the same rules (see `UIKIT_RULES.md`, section B) and a few stricter ones, on any
/// platform, and throws a ``BatchUpdateError`` in UIKit's words instead of crashing. A batch
/// that passes the counts but names the wrong rows shows up too: rows that survive or move
/// keep the identity they had, so the table then shows different identities than the new
/// snapshot.
///
/// ## Implementation details
/// One record per section, holding the section's identity and an array of row records. A
/// batch is validated completely and the new layout is built aside before anything is
/// stored, so a failed batch leaves the table exactly as it was. Sections a batch does not
/// touch keep their row arrays (shared, not copied).
@MainActor
public final class HeadlessTableView {
    /// What one row shows.
    struct RowRecord {
        /// The identity of the item shown, as the data source or snapshot gave it.
        var identity: AnyHashable?
    }

    /// What one section shows: its identity and its rows, in order.
    struct SectionRecord {
        var identity: AnyHashable?
        var rows: [RowRecord]
    }

    /// The sections shown, in order.
    var sections: [SectionRecord] = []

    /// The object that says what the table shows; the table does not retain it, as in UIKit.
    ///
    /// Setting it reads nothing; call ``reloadData()`` (or ``load(_:)``) to show its content.
    /// - Complexity: O(1).
    public weak var dataSource: (any HeadlessTableViewDataSource)?

    /// Creates an empty table: no sections, no data source.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// The number of sections shown.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { sections.count }

    /// The number of rows shown in a section.
    ///
    /// - Returns: The count, or `0` for a section out of range.
    /// - Complexity: O(1).
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// The identity of the item a row shows.
    ///
    /// - Returns: The identity, or `nil` when the index path is out of range or malformed, or
    ///   the row's identity is unknown.
    /// - Complexity: O(1).
    public func rowIdentity(at indexPath: IndexPath) -> AnyHashable? {
        let position = RowPosition(indexPath)
        guard sections.indices.contains(position.section),
            sections[position.section].rows.indices.contains(position.row)
        else { return nil }
        return sections[position.section].rows[position.row].identity
    }

    /// The identity of a section.
    ///
    /// - Returns: The identity, or `nil` when the index is out of range or the identity is
    ///   unknown.
    /// - Complexity: O(1).
    public func sectionIdentity(at section: Int) -> AnyHashable? {
        sections.indices.contains(section) ? sections[section].identity : nil
    }

    /// Reads everything from the data source again: counts and identities.
    ///
    /// Without a data source the table shows nothing.
    /// - Complexity: O(*n* + *s*) calls to the data source, for *n* rows and *s* sections.
    public func reloadData() {
        sections = DataSourceContent(table: self).allSections()
    }

    /// Makes the table show a snapshot directly, without asking the data source.
    ///
    /// Convenient in tests, and for a data source's first apply (UIKit reloads the table
    /// for that one too).
    /// - Complexity: O(*n* + *s*) for *n* items and *s* sections in `snapshot`.
    public func load<S, I>(_ snapshot: ListSnapshot<S, I>) {
        sections = SnapshotContent(snapshot: snapshot).allSections()
    }
}

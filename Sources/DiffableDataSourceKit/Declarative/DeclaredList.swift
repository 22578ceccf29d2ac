/// A list declared with ``ListSnapshotBuilder``, whole: the snapshot, and the outline of
/// each section declared with ``OutlineItem``s, for a data source to apply in one update.
///
///     let list = try DeclaredList<Sidebar, Row> {
///         ListSection(.pinned, items: pinned)
///         ListSection(.library) {
///             for genre in genres {
///                 OutlineItem(.genre(genre.id), expanded: genre.isOpen) {
///                     genre.songs.map(Row.song)
///                 }
///             }
///         }
///     }
///     dataSource.apply(declared: list)   // the rows, and the library section's outline
///
/// ``snapshot`` holds the rows: every flat section's items, and each outline section's
/// visible items (those not under a collapsed item). ``sectionSnapshots`` holds each
/// outline section's whole tree, expansion states included, as
/// `dataSource.apply(_:to:)` takes it. The two always agree; the type has no mutators, so
/// they stay so.
public struct DeclaredList<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable, Equatable {
    /// The rows: each section with its visible items.
    public let snapshot: ListSnapshot<Section, Item>
    /// The outline of each section declared with ``OutlineItem``s; flat sections have none.
    public let sectionSnapshots: [Section: ListSectionSnapshot<Item>]

    /// Builds a list from declared sections, in order.
    ///
    /// - Parameters:
    ///   - policy: What to do with an item declared twice, in one section or across
    ///     sections, hidden outline items included: throw (the default), or keep one (see
    ///     ``DuplicatePolicy``); a dropped outline item takes its descendants with it.
    ///     Dropped items are reported through ``ListDiagnostics``.
    ///   - file: The call site named by a ``ListDiagnostic/Kind/duplicatesDropped`` report.
    ///   - line: The line in `file`.
    ///   - content: The sections (see ``ListSnapshotBuilder``).
    /// - Throws: as ``ListSnapshot/init(duplicates:file:line:_:)``, for hidden outline
    ///   items too.
    /// - Complexity: O(*n* + *s*) expected for *n* items in *s* sections, plus the cost of
    ///   reading the sections' content; with outline sections, each item is hashed once
    ///   more, and each outline costs one `append` per item with children.
    @inlinable
    public init(
        duplicates policy: DuplicatePolicy = .throwError, file: StaticString = #fileID, line: UInt = #line,
        @ListSnapshotBuilder<Section, Item> _ content: () -> ListSections<Section, Item>
    ) throws(ListSnapshotError<Section, Item>) {
        // The snapshot is made here, where the app names its types (see `ListSnapshot.init()`).
        var snapshot = ListSnapshot<Section, Item>()
        let outlines = try snapshot.appendDeclared(content().declared(), duplicates: policy, file: file, line: line)
        self.init(snapshot: snapshot, sectionSnapshots: outlines)
    }

    /// A snapshot and the outlines of its sections, which show their visible items.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    init(snapshot: ListSnapshot<Section, Item>, sectionSnapshots: [Section: ListSectionSnapshot<Item>]) {
        self.snapshot = snapshot
        self.sectionSnapshots = sectionSnapshots
    }
}

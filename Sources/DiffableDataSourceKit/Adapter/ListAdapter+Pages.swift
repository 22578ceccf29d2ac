/// Where a page of items goes in its section.
public enum PagePlacement: Sendable, Hashable {
    /// After the section's last item: the next page of a feed.
    case end
    /// Before the section's first item: older history loaded above, as in a chat.
    case start
}

extension ListAdapter {
    /// Merges a page of items into a section by identity: items already shown keep their row
    /// and take the page's value (reconfigured), new ones are added at the section's end
    /// (or start), and items the page repeats follow `policy`. The section is created at the
    /// end when missing. Arms ``whenNearEnd(of:within:perform:)`` again once the view shows
    /// it (not before).
    ///
    ///     adapter.whenNearEnd(of: .feed, within: 5) { Task { try await loadNextPage() } }
    ///     try adapter.merge(page, into: .feed)
    ///
    /// Dropped repeats are reported through ``ListDiagnostics`` as
    /// ``ListDiagnostic/Kind/duplicatesDropped``, with the call site.
    ///
    /// - Parameters:
    ///   - page: The page's items, repeats allowed.
    ///   - section: The section to merge into.
    ///   - placement: Where new items go: ``PagePlacement/end`` or ``PagePlacement/start``.
    ///   - policy: Which of an item's values the merge keeps when the page repeats it
    ///     (``DuplicatePolicy/keepLast`` by default: the newest data);
    ///     ``DuplicatePolicy/keepFirst`` also leaves shown items' values as they are.
    ///     ``DuplicatePolicy/throwError`` refuses a page with repeats or shown items, as
    ///     ``append(contentsOf:to:animatingDifferences:)`` does.
    ///   - animatingDifferences: Whether the view animates the batch.
    ///   - file: The call site named by the ``ListDiagnostic/Kind/duplicatesDropped`` report.
    ///   - line: The line in `file`.
    /// - Returns: The changeset of the merge: one batch, no diff.
    /// - Throws: with ``DuplicatePolicy/throwError``, ``ListSnapshotError/duplicateItems(_:)``
    ///   or ``ListSnapshotError/itemsAlreadyPresent(_:)``; nothing changes on error.
    /// - Complexity: O(*k* + log *n*) expected for a page of *k* items, plus the batch.
    @discardableResult
    public func merge(
        _ page: [Item], into section: Section, at placement: PagePlacement = .end,
        duplicates policy: DuplicatePolicy = .keepLast, animatingDifferences: Bool = true,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        // Items already shown are merged, not dropped: only the page's own repeats are.
        let (fresh, updated, dropped, _) =
            policy == .throwError ? (page, [], [], []) : split(page, by: policy)
        let changes = try applyPlanned(
            { (shown) throws(SnapshotError) in
                try shown.plannedMerge(fresh, updating: updated, into: section, atStart: placement == .start)
            },
            insertedSectionRows: fresh.count, animatingDifferences: animatingDifferences,
            call: "merge \(page.count) item\(page.count == 1 ? "" : "s") into \(section)",
            edit: { (snapshot) throws(SnapshotError) in
                if !snapshot.containsSection(section) { try snapshot.appendSections([section]) }
                if placement == .start,
                    let first = snapshot.itemIdentifier(
                        at: IndexPath(section: snapshot.indexOfSection(section) ?? 0, rowIndex: 0))
                {
                    try snapshot.insertItems(fresh, beforeItem: first)
                } else {
                    try snapshot.appendItems(fresh, toSection: section)
                }
                if !updated.isEmpty { try snapshot.reconfigureItems(updated) }
            })
        if !dropped.isEmpty {
            ListDiagnostics.report(
                .duplicatesDropped,
                "merge dropped \(dropped.count) duplicate item\(dropped.count == 1 ? "" : "s") into \(section): "
                    + "\(dropped)", at: CallSite(file: file, line: line))
        }
        // Armed once the view shows the merge, not before: at once, unless it was queued
        // (an action that merges during the view's layout, a merge while a drag holds the
        // view), when the rows near the end of those shown are not near the end of the page.
        if nearEnd?.section == section {
            nearEnd?.isArmed = false
            nearEnd?.armsAtTicket = dataSource.state.ticketsTaken
            nearEnd?.armIfShown(committedTicket: dataSource.updates.committedTicket)
        }
        return changes
    }

    /// Calls `action` when the view is about to show a row within `rows` rows of the end of
    /// `section`, once, until the next ``merge(_:into:at:duplicates:animatingDifferences:file:line:)``
    /// re-arms it: infinite scroll in three lines. Replaces the trigger set before; `nil`
    /// removes it.
    ///
    /// The view tells the data source through the delegate
    /// `dataSource.makeDelegate(forwardingTo:)` makes (on UIKit, its `willDisplay`), so set
    /// it as the view's delegate. `action` runs while the view lays out: a change it makes
    /// at once is queued and runs right after that layout. A merge into the section arms
    /// the trigger once the view shows it, and not while it waits, so an action that merges
    /// synchronous data runs once per page, not once for every row of that layout near the
    /// end of the rows shown before it.
    /// - Complexity: O(1) per row shown.
    public func whenNearEnd(of section: Section, within rows: Int, perform action: (@MainActor () -> Void)?) {
        guard let action else {
            nearEnd = nil
            return
        }
        nearEnd = NearEndTrigger(section: section, rows: max(1, rows), action: action)
        dataSource.rowDisplays = self
    }
}

extension ListAdapter: RowDisplayWatcher {
    /// Fires the near-end trigger for a row within its distance of its section's end.
    ///
    /// - Complexity: O(1).
    func rowWillDisplay(at indexPath: IndexPath) {
        nearEnd?.armIfShown(committedTicket: dataSource.updates.committedTicket)
        guard let trigger = nearEnd, trigger.isArmed,
            dataSource.sectionIdentifier(for: indexPath.sectionIndex) == trigger.section
        else { return }
        let count = dataSource.numberOfRows(inSection: indexPath.sectionIndex)
        guard indexPath.rowIndex >= count - trigger.rows else { return }
        nearEnd?.isArmed = false
        log("near the end of \(trigger.section) at \(indexPath)")
        trigger.action()
    }
}

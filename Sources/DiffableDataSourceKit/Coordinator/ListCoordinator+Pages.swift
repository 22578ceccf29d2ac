/// A near-end trigger asked of a coordinator: the section watched (`nil`: the last), how
/// near its end, the app's action, the section the adapter's trigger watches now, and,
/// once it fired, the section's item count then.
struct NearEndRequest<Section: Hashable & Sendable> {
    var section: Section?
    var rows: Int
    var action: @MainActor () -> Void
    var armedSection: Section?
    var firedAt: (section: Section, count: Int)?
}

extension ListCoordinator {
    /// Calls `action` when the view is about to show a row within `rows` rows of the end of
    /// `section` (by default the list's last section, whichever it is), once per page: it
    /// fires again after an update changed that section's item count (the next page
    /// arrived), however it arrived (a declared list, an apply, a merge). Replaces the
    /// trigger set before; `nil` removes it. Asked again for the same section and distance
    /// (a view that sets it on each of its updates), it only takes the new action: whether
    /// it fired for this page stays.
    ///
    ///     coordinator.whenNearEnd(within: 5) { Task { await feed.loadNextPage() } }
    ///
    /// Built on the adapter's trigger (``ListAdapter/whenNearEnd(of:within:perform:)``):
    /// one per data source, heard through the delegate `makeDelegate(forwardingTo:)` makes.
    /// `action` runs while the view lays out: a change it makes at once is queued and runs
    /// right after that layout, and the trigger waits for the update that shows it.
    /// - Complexity: O(1), and O(1) per row shown.
    public func whenNearEnd(of section: Section? = nil, within rows: Int, perform action: (@MainActor () -> Void)?) {
        guard let action else {
            if nearEnd != nil { pages?.nearEnd = nil }
            nearEnd = nil
            return
        }
        if let request = nearEnd, request.section == section, request.rows == max(1, rows) {
            nearEnd?.action = action
            return
        }
        nearEnd = NearEndRequest(section: section, rows: max(1, rows), action: action)
        arm(showing: dataSource.snapshot())
    }

    /// After an update: arms the trigger again when the section it fired in gained or lost
    /// items, or when the section it watches is no longer the one asked for (a new last
    /// section).
    func rearmNearEnd(showing snapshot: ListSnapshot<Section, Item>) {
        guard let request = nearEnd else { return }
        let wanted = request.section ?? snapshot.sectionIdentifiers.last
        if let fired = request.firedAt {
            guard let wanted,
                wanted != fired.section || snapshot.containsSection(wanted) == false
                    || snapshot.numberOfItems(inSection: wanted) != fired.count
            else { return }
            arm(showing: snapshot)
        } else if wanted != request.armedSection {
            arm(showing: snapshot)
        }
    }

    /// Sets the adapter's trigger on the section wanted, if the list has it.
    private func arm(showing snapshot: ListSnapshot<Section, Item>) {
        guard var request = nearEnd, let target = request.section ?? snapshot.sectionIdentifiers.last,
            let adapter = pageAdapter()
        else { return }
        request.armedSection = target
        request.firedAt = nil
        nearEnd = request
        adapter.whenNearEnd(of: target, within: request.rows) { [weak self] in self?.nearEndFired(in: target) }
    }

    /// The adapter's trigger fired: it stays off until an update changes the section. (A
    /// merge re-arms the adapter's trigger at once; the coordinator's waits all the same.)
    private func nearEndFired(in section: Section) {
        guard nearEnd?.firedAt == nil else { return }
        let snapshot = dataSource.snapshot()
        let count = snapshot.containsSection(section) ? snapshot.numberOfItems(inSection: section) : 0
        nearEnd?.firedAt = (section, count)
        nearEnd?.armedSection = nil
        nearEnd?.action()
    }

    /// The adapter given, or one made for the near-end trigger alone: it answers no row
    /// heights (an adapter of a table takes them over when made, so they are given back).
    private func pageAdapter() -> ListAdapter<Section, Item, View>? {
        if let pages { return pages }
        guard let view = dataSource.view else { return nil }
        let heights = dataSource.rowHeights
        let adapter = ListAdapter(view: view, dataSource: dataSource, enableLogging: false)
        dataSource.rowHeights = heights
        pages = adapter
        return adapter
    }
}

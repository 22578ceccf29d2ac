import Foundation

extension ListDataSource {
    /// Shows a declared list in one update: its snapshot, and each of its section snapshots
    /// as that section's outline; sections declared flat lose any outline they had.
    ///
    ///     let list = try DeclaredList<Sidebar, Row> {
    ///         ListSection(.pinned, items: pinned)
    ///         ListSection(.library) {
    ///             OutlineItem(.genre("Pop"), expanded: true) { popRows }
    ///         }
    ///     }
    ///     dataSource.apply(declared: list)
    ///
    /// The change goes through the same diff, batch rules and fresh values as any apply;
    /// a row whose disclosure or level changes is configured again, as with
    /// `apply(_:to:animatingDifferences:completion:)`. Without outlines, on either side, this
    /// is ``apply(_:animatingDifferences:completion:)-(ListSnapshot<Section,Item>,_,_)`` of the snapshot (through an
    /// override of it). Callable from any thread, as that apply: from another thread the
    /// update runs on the main thread, in call order.
    /// - Returns: The changeset for the view; empty while the update waits (for a drop, or
    ///   an update in progress), and when called off the main thread with outlines.
    /// - Complexity: as ``apply(_:animatingDifferences:completion:)-(ListSnapshot<Section,Item>,_,_)``, plus O(*v* *d*)
    ///   for each outline's *v* visible items at depth at most *d*, to find the rows whose
    ///   disclosure changes.
    @discardableResult
    nonisolated public func apply(
        declared list: DeclaredList<Section, Item>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) -> ListChangeset<Section, Item> {
        guard Thread.isMainThread else {
            // Built here, over what this thread's calls produced so far, and recorded in call
            // order with them, as an outline apply from another thread is.
            let (latest, outlines) = state.latestWithOutlines()
            if list.sectionSnapshots.isEmpty && outlines.isEmpty {
                return applyReturningChanges(
                    list.snapshot, animatingDifferences: animatingDifferences, completion: completion)
            }
            let full = Self.snapshot(showing: list, over: latest, outlines: outlines, changedSections: nil)
            let plan = _OutlinePlan<Section, Item>.checked(list.sectionSnapshots)
            let (base, ticket) = state.submit(full, animating: animatingDifferences, outlines: plan)
            land(full, changes: nil, base: base, ticket: ticket, completion: completion, outlines: plan)
            return ListChangeset()
        }
        let completion = _UncheckedCompletion(completion)
        return MainActor.assumeIsolated {
            applyDeclared(
                list, animating: animatingDifferences, changedSections: nil, throughOverride: true,
                completion: completion.completion)
        }
    }

    /// ``apply(declared:animatingDifferences:completion:)`` on the main thread.
    ///
    /// - Parameter changedSections: The only sections whose outline (or lack of one) may
    ///   differ from the one shown, so that the others' rows are not walked for disclosure
    ///   changes; `nil` for any section.
    /// - Parameter throughOverride: Whether a list without outlines goes through `apply`, and
    ///   so through an override of it, as the app's own `apply(declared:)` does; a binding's
    ///   updates, as the adapter's calls, go to the update pipeline (observers see them).
    @discardableResult
    func applyDeclared(
        _ list: DeclaredList<Section, Item>, animating: Bool, changedSections: Set<Section>?, throughOverride: Bool,
        completion: (() -> Void)?
    ) -> ListChangeset<Section, Item> {
        // Over the newest snapshot and outlines: the calls before this one survive it.
        let queued = mustQueue
        let (base, outlines) = queued ? state.latestWithOutlines() : (current, state.outlinesOnMainThread)
        if list.sectionSnapshots.isEmpty && outlines.isEmpty {
            guard throughOverride else {
                return updates.submit(
                    UpdateRequest(change: .snapshot(list.snapshot), animating: animating, completion: completion))
            }
            return applyReturningChanges(list.snapshot, animatingDifferences: animating, completion: completion)
        }
        let full = Self.snapshot(showing: list, over: base, outlines: outlines, changedSections: changedSections)
        return updates.submit(
            UpdateRequest(
                change: .snapshot(full), animating: animating,
                outlines: queued ? .checked(list.sectionSnapshots) : .given(list.sectionSnapshots),
                completion: completion))
    }

    /// The list's snapshot with the rows whose disclosure or level changes from `base`
    /// (whose outlines are `outlines`) marked to be configured again.
    ///
    /// - Complexity: O(*v* *d*) for each outline section's *v* visible items at depth at
    ///   most *d*, and O(*m*) for each of *m* rows of a section that loses its outline.
    nonisolated static func snapshot(
        showing list: DeclaredList<Section, Item>, over base: ListSnapshot<Section, Item>,
        outlines: [Section: ListSectionSnapshot<Item>], changedSections: Set<Section>?
    ) -> ListSnapshot<Section, Item> {
        var full = list.snapshot
        var changed: [Item] = []
        func flat(_ items: [Item]) -> ListSectionSnapshot<Item> {
            var outline = ListSectionSnapshot<Item>()
            try? outline.append(items)
            return outline
        }
        for (section, outline) in list.sectionSnapshots where changedSections?.contains(section) ?? true {
            let before = outlines[section] ?? flat(base.itemIdentifiers(inSection: section))
            changed += outline.disclosureChanges(since: before)
        }
        for (section, before) in outlines where list.sectionSnapshots[section] == nil {
            guard changedSections?.contains(section) ?? true, full.containsSection(section) else { continue }
            changed += flat(full.itemIdentifiers(inSection: section)).disclosureChanges(since: before)
        }
        // Visible items of the list's own sections: found, and each named once.
        if !changed.isEmpty { try? full.reconfigureItems(changed) }
        return full
    }
}

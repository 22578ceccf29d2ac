import Foundation

extension ListDataSource {
    /// Shows a section as an outline: the section shows the section snapshot's visible
    /// items, as Apple's `apply(_:to:animatingDifferences:completion:)` does for
    /// `NSDiffableDataSourceSectionSnapshot`.
    ///
    ///     var outline = ListSectionSnapshot<Item>()
    ///     try outline.append([.genre("Pop")])
    ///     try outline.append(popArtists, to: .genre("Pop"))
    ///     dataSource.apply(outline, to: .library)
    ///
    /// The section is appended when the snapshot does not have it. The change goes through
    /// the same diff, batch rules and fresh values as any apply (``ListSnapshot``'s
    /// ``ListSnapshot/itemIdentifiers`` hold the visible items only); the outline is kept,
    /// for ``snapshot(for:)`` and for expanding and collapsing. Callable from any thread, as
    /// ``apply(_:animatingDifferences:completion:)-(ListSnapshot<Section,Item>,_,_)``: from another thread the apply runs on
    /// the main thread, in call order.
    ///
    /// An outline with an item another section already shows (or holds hidden in its own
    /// outline) is refused, reported through ``ListDiagnostics``, and changes nothing.
    /// - Returns: The changeset for the view; empty when refused, when waiting for a drop,
    ///   and when called off the main thread (the apply then runs on the main thread,
    ///   after this returns).
    /// - Complexity: O(*n*) for the snapshot's *n* items, plus the diff and the cells of
    ///   visible rows.
    @discardableResult
    nonisolated public func apply(
        _ snapshot: ListSectionSnapshot<Item>, to section: Section, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) -> ListChangeset<Section, Item> {
        guard Thread.isMainThread else {
            // Built here, from what this thread's calls produced so far, and recorded in
            // call order with them: `snapshot()` on this queue sees it at once, and a later
            // apply from this queue builds on it and lands after it.
            let full: ListSnapshot<Section, Item>
            let (latest, outlines) = state.latestWithOutlines()
            do {
                full = try Self.snapshot(showing: snapshot, in: section, over: latest, outlines: outlines)
            } catch {
                let box = _UncheckedCompletion(completion)
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        self.report(.outlineRefused, "apply(_:to: \(section)) refused: \(error)")
                        box.completion?()
                    }
                }
                return ListChangeset()
            }
            var given = outlines
            given[section] = snapshot
            let (base, ticket) = state.submit(
                full, animating: animatingDifferences, outlines: .checked(given))
            land(full, changes: nil, base: base, ticket: ticket, completion: completion, outlines: .checked(given))
            return ListChangeset()
        }
        let completion = _UncheckedCompletion(completion)
        return MainActor.assumeIsolated {
            applyOutline(snapshot, to: section, animating: animatingDifferences, completion: completion.completion)
        }
    }

    /// Shows a section as an outline, and returns once it is state.
    ///
    /// - Complexity: as ``apply(_:to:animatingDifferences:completion:)``.
    nonisolated public func apply(
        _ snapshot: ListSectionSnapshot<Item>, to section: Section, animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            apply(snapshot, to: section, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// A section's items as a section snapshot: its outline, expansion states included, when
    /// it was given one (and nothing changed its rows another way since); else its items as
    /// root items; empty for a section the snapshot does not have.
    ///
    /// Callable from any thread, as ``snapshot()->ListSnapshot<Section,Item>``.
    /// - Complexity: O(1) expected for a section with an outline; O(*m*) for *m* items
    ///   otherwise.
    nonisolated public func snapshot(for section: Section) -> ListSectionSnapshot<Item> {
        if let outline = state.latestOutline(of: section) { return outline }
        var flat = ListSectionSnapshot<Item>()
        try? flat.append(snapshot().itemIdentifiers(inSection: section))
        return flat
    }

    /// Expands or collapses an item, as a tap on UIKit's outline disclosure accessory does
    /// with a section snapshot: for a collapsed item, ``SectionSnapshotHandlers/shouldExpandItem``
    /// (which may refuse), then ``SectionSnapshotHandlers/willExpandItem``, then
    /// ``SectionSnapshotHandlers/snapshotForExpandingParent`` (whose snapshot is used), and
    /// the item expands; for an expanded one, ``SectionSnapshotHandlers/shouldCollapseItem``
    /// then ``SectionSnapshotHandlers/willCollapseItem``, and it collapses. On a
    /// `UICollectionView`, call it from the accessory's action handler.
    ///
    /// - Returns: Whether the item expanded or collapsed; `false` when a handler refused or
    ///   the item is in no section's outline.
    /// - Complexity: O(*k* + log *n*) for *k* rows shown or hidden, when no
    ///   `snapshotForExpandingParent` is set; with one, as applying its snapshot.
    @discardableResult
    public func toggleExpansion(of item: Item) -> Bool {
        guard let section = sectionOfOutline(holding: item) else { return false }
        let handlers = sectionSnapshotHandlers
        if state.outline(of: section)?.isExpanded(item) == true {
            guard handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
            collapse(item, in: section)
            return true
        }
        guard handlers.shouldExpandItem?(item) ?? true else { return false }
        handlers.willExpandItem?(item)
        if let replace = handlers.snapshotForExpandingParent, let outline = state.outline(of: section) {
            var given = replace(item, outline)
            given.expand([item])
            applyOutline(given, to: section, animating: true, completion: nil)
            return state.outline(of: section)?.isExpanded(item) == true
        }
        expand(item, in: section)
        return true
    }

    /// Expands or collapses the item a row shows now, as a tap on the row's outline
    /// disclosure does (``toggleExpansion(of:)``).
    ///
    /// The index path is read when the tap comes, never kept from when the row was
    /// configured: once rows above it are shown or hidden, a kept index path names another
    /// item.
    /// - Returns: Whether the item expanded or collapsed; `false` for an index path out of
    ///   range.
    /// - Complexity: O(1) plus ``toggleExpansion(of:)``.
    @discardableResult
    func toggleExpansion(ofItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath) else { return false }
        return toggleExpansion(of: item)
    }

    /// How far the row at `indexPath` is indented, as UIKit indents a list cell from
    /// Apple's section snapshots: its item's level in its section's outline (`0` for a root
    /// item), and `0` in a section without an outline once any section has one (a cell
    /// that showed a deep row of an outline may be reused there).
    ///
    /// - Returns: The level, or `nil` when no section has an outline (the data source then
    ///   leaves indentation to the cell provider) or the index path is out of range.
    /// - Complexity: O(1) expected, plus O(*depth*) for the item's ancestors: the level is
    ///   counted, not stored, so that no change to an outline costs a pass over every item
    ///   to keep stored levels true.
    func outlineLevel(at indexPath: IndexPath) -> Int? {
        guard !state.outlinesOnMainThread.isEmpty, let item = itemIdentifier(for: indexPath),
            let section = sectionIdentifier(for: indexPath.sectionIndex)
        else { return nil }
        return max(0, state.outline(of: section)?.level(of: item) ?? 0)
    }

    /// The section whose outline holds `item`.
    ///
    /// - Complexity: O(1) expected when `item` is shown; O(*o*) for *o* outlines otherwise.
    func sectionOfOutline(holding item: Item) -> Section? {
        if let section = current.sectionIdentifier(containingItem: item),
            state.outline(of: section)?.contains(item) == true
        {
            return section
        }
        return state.outlinesOnMainThread.first { $0.value.contains(item) }?.key
    }

    /// A section's outline edited by `body`, for a change committed with its snapshot by
    /// ``commitOutline(of:_:showing:after:inserting:reconfiguring:animating:)``.
    ///
    /// While the view shows the newest call, the outline is taken out of the store for the
    /// edit, so that the edit does not copy its storage (O(*n*) for a one-item change); it
    /// is stored again with the snapshot it belongs to, and put back unchanged when `body`
    /// throws. While a call waits to be shown, the newest call's outline is edited instead.
    /// - Returns: The edited outline and what `body` returns; `nil` when the section has no
    ///   outline.
    /// - Complexity: O(1) plus `body`.
    func editOutline<Result, Failure: Error>(
        of section: Section, _ body: (inout ListSectionSnapshot<Item>) throws(Failure) -> Result
    ) throws(Failure) -> (outline: ListSectionSnapshot<Item>, result: Result)? {
        if mustQueue {
            guard var outline = state.latestOutline(of: section) else { return nil }
            let result = try body(&outline)
            return (outline, result)
        }
        guard var outline = state.takeOutline(of: section) else { return nil }
        do throws(Failure) {
            let result = try body(&outline)
            return (outline, result)
        } catch {
            state.restoreOutline(outline, of: section)  // unchanged: the edits' strong guarantee
            throw error
        }
    }

    /// Expands `item` of `section`'s outline: its visible descendants are inserted after it
    /// (when it is visible), without a diff.
    ///
    /// - Complexity: O(*k* + log *n*) for *k* rows state.
    @discardableResult
    func expand(_ item: Item, in section: Section, animating: Bool = true) -> ListChangeset<Section, Item> {
        let edited = editOutline(of: section) { outline in
            let showsRows = outline.isVisible(item) && !outline.isExpanded(item)
            outline.expand([item])
            return showsRows ? outline.visibleDescendants(of: item) : []
        }
        guard let edited else { return ListChangeset() }
        return commitOutline(
            of: section, edited.outline, showing: edited.result, after: item, inserting: true, reconfiguring: item,
            animating: animating)
    }

    /// Collapses `item` of `section`'s outline: its visible descendants are deleted (when it
    /// is visible), without a diff.
    ///
    /// - Complexity: O(*k* + log *n*) for *k* rows hidden.
    @discardableResult
    func collapse(_ item: Item, in section: Section, animating: Bool = true) -> ListChangeset<Section, Item> {
        let edited = editOutline(of: section) { outline in
            let hidesRows = outline.isVisible(item) && outline.isExpanded(item)
            let rows = hidesRows ? outline.visibleDescendants(of: item) : []
            outline.collapse([item])
            return rows
        }
        guard let edited else { return ListChangeset() }
        return commitOutline(
            of: section, edited.outline, showing: edited.result, after: item, inserting: false, reconfiguring: item,
            animating: animating)
    }

    /// Commits a section's edited outline (from ``editOutline(of:_:)``) with the snapshot
    /// it belongs to, in the same state update: its rows shown or hidden as a planned
    /// change (inserted just after `anchor`, or deleted), and `parent`'s row reconfigured
    /// (its disclosure shows its new state). A change that shows or hides no row (a hidden
    /// item's) commits the outline alone.
    ///
    /// - Complexity: O(*k* + log *n*) for *k* rows, plus the batch.
    @discardableResult
    func commitOutline(
        of section: Section, _ outline: ListSectionSnapshot<Item>, showing rows: [Item], after anchor: Item,
        inserting: Bool, reconfiguring parent: Item, animating: Bool = true
    ) -> ListChangeset<Section, Item> {
        let queued = mustQueue
        var outlines = queued ? state.latestWithOutlines().1 : state.outlinesOnMainThread
        outlines[section] = outline
        let outlinePlan: _OutlinePlan<Section, Item> = queued ? .checked(outlines) : .given(outlines)
        let shows = (queued ? state.latest() : current).containsItem(anchor)
        guard shows else {
            // No row shows or hides (a hidden item's outline changed): the outline alone.
            guard queued else {
                state.update(outlines: outlinePlan) { _ in }
                return ListChangeset()
            }
            return updates.submit(
                UpdateRequest(change: .snapshot(state.latest()), animating: animating, outlines: outlinePlan))
        }
        // The rows shown or hidden, at their places in the snapshot the change is made on.
        func plan(_ snapshot: ListSnapshot<Section, Item>) throws(ListSnapshotError<Section, Item>) -> ListChangeset<
            Section, Item
        > {
            guard let place = snapshot.indexPath(ofItem: anchor), let parentPath = snapshot.indexPath(ofItem: parent)
            else { throw .itemsNotFound([anchor, parent]) }
            let paths = rows.indices.map { IndexPath(section: place.sectionIndex, rowIndex: place.rowIndex + 1 + $0) }
            var changes =
                inserting ? ListChangeset<Section, Item>(itemInserts: paths) : ListChangeset(itemDeletes: paths)
            changes.itemReconfigures = [parentPath]  // rows only change after the parent
            return changes
        }
        do {
            return try updates.submitPlanned(plan, animating: animating, outlines: outlinePlan) {
                snapshot throws(ListSnapshotError<Section, Item>) in
                if inserting {
                    try snapshot.insertItems(rows, afterItem: anchor)
                } else {
                    snapshot.deleteItems(rows)
                }
                try snapshot.reconfigureItems([parent])
            }
        } catch {
            log("an outline change does not fit the newest snapshot: \(error)")
            return ListChangeset()
        }
    }

    /// Shows `outline` in `section` (appending the section when missing) through the
    /// ordinary apply path, and stores it.
    @discardableResult
    func applyOutline(
        _ outline: ListSectionSnapshot<Item>, to section: Section, animating: Bool, completion: (() -> Void)?
    ) -> ListChangeset<Section, Item> {
        let full: ListSnapshot<Section, Item>
        // Over the newest snapshot and outlines: the calls before this one survive it.
        let queued = mustQueue
        let (base, outlines) = queued ? state.latestWithOutlines() : (current, state.outlinesOnMainThread)
        do {
            full = try Self.snapshot(showing: outline, in: section, over: base, outlines: outlines)
        } catch {
            report(.outlineRefused, "apply(_:to: \(section)) refused: \(error)")
            completion?()
            return ListChangeset()
        }
        var given = outlines
        given[section] = outline
        return updates.submit(
            UpdateRequest(
                change:
                    .snapshot(full), animating: animating, outlines: queued ? .checked(given) : .given(given),
                completion: completion))
    }

    /// The snapshot `base` becomes with `section` showing `outline`: its visible items, and
    /// the rows whose disclosure changes (expanded or collapsed, children gained or lost) or
    /// whose level changes marked to be configured again, as UIKit's outline disclosure and
    /// a list cell's indentation follow their item's place in the outline.
    ///
    /// - Throws: ``ListSnapshotError/itemsAlreadyPresent(_:)`` when another section shows
    ///   one of the outline's items, or holds it in its own outline.
    /// - Complexity: as `ListSnapshot.showing(_:in:others:)`, plus O(*k*) for the outline's
    ///   *k* visible items.
    nonisolated static func snapshot(
        showing outline: ListSectionSnapshot<Item>, in section: Section, over base: ListSnapshot<Section, Item>,
        outlines: [Section: ListSectionSnapshot<Item>]
    ) throws(ListSnapshotError<Section, Item>) -> ListSnapshot<Section, Item> {
        var full = try base.showing(outline, in: section, others: outlines)
        let before =
            outlines[section]
            ?? {
                var flat = ListSectionSnapshot<Item>()
                try? flat.append(base.itemIdentifiers(inSection: section))
                return flat
            }()
        try? full.reconfigureItems(outline.disclosureChanges(since: before))
        return full
    }
}

extension ListSnapshot {
    /// This snapshot with `section` showing `outline`'s visible items (the section appended
    /// when missing).
    ///
    /// - Throws: ``ListSnapshotError/itemsAlreadyPresent(_:)`` when another section shows
    ///   one of the outline's items, or holds it in its own outline.
    /// - Complexity: O(*n* + *k* + *o*·*k*) for the snapshot's *n* items and the outline's
    ///   *k* items, against *o* other outlines.
    func showing(
        _ outline: ListSectionSnapshot<ItemIdentifierType>, in section: SectionIdentifierType,
        others: [SectionIdentifierType: ListSectionSnapshot<ItemIdentifierType>]
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) -> ListSnapshot {
        let items = outline.items
        // Only items in other sections can clash: none when they hold none. Hashing every
        // item here took a quarter of applying a 100k-item outline to a list of one section.
        let elsewhere = numberOfItems - numberOfItems(inSection: section)
        var clashes =
            elsewhere == 0
            ? []
            : items.filter { item in
                sectionIdentifier(containingItem: item).map { $0 != section } ?? false
            }
        for (other, otherOutline) in others where other != section {
            clashes += items.filter { otherOutline.contains($0) }
        }
        if !clashes.isEmpty { throw .itemsAlreadyPresent(clashes.uniqueElements()) }
        // Built afresh (appends only): deleting the section's old rows one by one from a
        // copy hashed each of them again, and took twice as long. It keeps this snapshot's
        // diff: one made here would be the library's unspecialised one, and the apply
        // would take it over the app's (see `_SpecializedOperations`).
        var result = ListSnapshot(unspecialized: ())
        result.specialized = specialized
        try result.appendSections(containsSection(section) ? sections : sections + [section])
        for each in result.sections {
            try result.appendItems(
                each == section ? outline.visibleItems : itemIdentifiers(inSection: each), toSection: each)
        }
        return result
    }
}

import Dispatch

extension UpdatePipeline {
    /// Shows a snapshot by reloading the view; the main-thread half of
    /// ``ListDataSource/applySnapshotUsingReloadData(_:completion:)``.
    func reload(
        with snapshot: ListSnapshot<Section, Item>, ticket: Int, outlines: _OutlinePlan<Section, Item>? = nil,
        completion: (() -> Void)?
    ) {
        guard ticket > committedTicket else {
            completion?()
            return
        }
        // A reload while a drop is uncommitted would discard it (Apple's documentation of
        // `UITableView.hasUncommittedUpdates` and `reloadData()`): it waits for the drop,
        // as it waits for an update in progress.
        guard !isViewHeld else {
            if let completion { waiting.append((ticket, completion)) }
            return scheduleCatchUp()
        }
        committedTicket = max(committedTicket, ticket)
        holdingView {
            state.update(shownUpTo: committedTicket, outlines: outlines ?? .checked(state.outlinesOnMainThread)) {
                $0 = snapshot.withoutMarks()
            }
            host.surface?.reloadData(showing: shownContent)
        }
        host.log("reloadData: \(snapshot.numberOfSections) sections, \(snapshot.numberOfItems) items")
        if !observers.isEmpty { tellObservers(ListUpdate(snapshot: state.shown, changes: nil)) }
        completion?()
        settleWaiting()
        catchUpIfQueued()
    }

    /// What the view shows once the data source switched to it: handed to the view, so
    /// it never reads the data source back in the middle of an update.
    ///
    /// - Complexity: O(1): the snapshot is shared, not copied.
    var shownContent: SnapshotContent<Section, Item> { SnapshotContent(snapshot: state.shown) }

    // MARK: Showing a changeset

    /// Runs a changeset on the view: one batch with the snapshot switched inside it (by
    /// `edit`, then its marks cleared, with the outlines `outlines` plans committed in the
    /// same state update), then reconfigures, then a follow-up reload of rows
    /// that changed section. A view that is not in a window, or whose counts are not the old
    /// snapshot's, is reloaded instead. `completion` runs once the change is on screen.
    func runOnView(
        changes: ListChangeset<Section, Item>, ticket: Int, animating: Bool, outlines: _OutlinePlan<Section, Item>?,
        start: DispatchTime,
        completion: (() -> Void)?, countsAfter: @autoclosure () -> [Int],
        edit: (inout ListSnapshot<Section, Item>) -> Void
    ) {
        committedTicket = max(committedTicket, ticket)
        // Only the old sections are needed afterwards (which rows changed section): the
        // array is shared, not copied, unless the edit changes sections.
        let previousSections = state.shown.sections
        var switched = false
        func switchSnapshot() {
            guard !switched else { return }
            switched = true
            state.update(shownUpTo: committedTicket, outlines: outlines, changes: changes) { snapshot in
                edit(&snapshot)
                snapshot.clearMarks()
            }
        }
        var finished = completion
        let surface = host.surface
        holdingView {
            if let surface, !surface.isInWindow {
                switchSnapshot()
                surface.reloadData(showing: shownContent)
                host.log("reloadData: the view is not in a window")
            } else if let surface, !surface.displays(state.shown) {
                // Someone changed the view behind this data source's back: a batch computed
                // from the snapshot would not match what it shows.
                let shown = surface.shownRowCounts
                switchSnapshot()
                host.report(
                    .batchReplacedByReload,
                    "reloadData: the view shows \(shown) rows per section, not the last snapshot's; reloading")
                surface.reloadData(showing: shownContent)
            } else if let surface, !changes.isEmpty {
                do {
                    // What the view receives (a collection view's form differs); the steps
                    // after the batch work from it too.
                    let sent = changes.converted(for: surface.listKind)
                    let batch = ListBatch(structuralChangesOf: sent)
                    if batch.isEmpty {
                        switchSnapshot()  // only reconfigures, which run after the batch
                    } else {
                        let done = finished
                        finished = nil
                        try send(
                            batch, to: surface, countsAfter: countsAfter(), animated: animating,
                            updateData: switchSnapshot
                        ) { done?() }
                    }
                    refreshRows(after: sent, from: previousSections, on: surface, animating: animating)
                } catch {
                    // Only possible if the view was changed behind this data source's back: the
                    // guard (or the headless view) refused the batch UIKit would raise on.
                    switchSnapshot()
                    host.report(.batchReplacedByReload, "batch refused (\(error)); reloading the view")
                    surface.reloadData(showing: shownContent)
                    finished = completion
                }
            } else {
                switchSnapshot()
            }
        }
        if host.enableLogging {
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
            let rounded = (milliseconds * 100).rounded() / 100
            host.log("apply\(animating ? "" : " (no animation)"): \(changes.counts) in \(rounded) ms")
        }
        if !observers.isEmpty { tellObservers(ListUpdate(snapshot: state.shown, changes: changes)) }
        finished?()
        settleWaiting()
        catchUpIfQueued()
    }

    /// After a batch: reconfigures the rows that have cells, then reloads, in a follow-up
    /// batch, the rows that moved into another section and have cells.
    ///
    /// A reconfigure must keep the cell's class, so a row whose new section uses another
    /// cell class needs a reload; moving and reloading a row in one batch is not allowed,
    /// hence the second batch. Rows without a cell need neither: their cell is built from
    /// the new snapshot when they appear.
    private func refreshRows(
        after changes: ListChangeset<Section, Item>, from previousSections: [Section],
        on surface: any ListSurface, animating: Bool
    ) {
        let reconfigured = changes.itemReconfigures.filter(surface.hasCell)
        if !reconfigured.isEmpty { surface.reconfigureItems(at: reconfigured) }
        let moved = Self.rowsThatChangedSection(changes.itemMoves, from: previousSections, to: state.shown).filter(
            surface.hasCell)
        reloadInFollowUpBatch(moved, animating: animating)
    }

    /// Reloads rows in their own batch, with no change to the snapshot.
    func reloadInFollowUpBatch(_ rows: [IndexPath], animating: Bool) {
        guard let surface = host.surface, !rows.isEmpty else { return }
        var batch = ListBatch()
        batch.reloadRows(at: rows)
        holdingView {
            do {
                try send(
                    batch, to: surface, countsAfter: state.shown.rowCounts, animated: animating, updateData: {},
                    completion: {})
            } catch {
                host.report(.batchReplacedByReload, "follow-up reload refused (\(error)); reloading the view")
                surface.reloadData(showing: shownContent)
            }
        }
        catchUpIfQueued()
    }

    /// Hands a batch to the view. A view that does not check batches itself (UIKit) gets it
    /// only if `BatchGuard` passes it against what the view shows now and `countsAfter`,
    /// the counts this data source gives once `updateData` ran.
    ///
    /// - Throws: What the guard or the view refused; the view is unchanged then.
    /// - Complexity: O(*s* + *k*) for the guard, plus the view's work.
    private func send(
        _ batch: ListBatch, to surface: any ListSurface, countsAfter: @autoclosure () -> [Int], animated: Bool,
        updateData: () -> Void, completion: @escaping @MainActor () -> Void
    ) throws(BatchUpdateError) {
        if !surface.checksBatches {
            try BatchGuard.check(
                batch, shownCounts: surface.shownRowCounts, countsAfter: countsAfter(), kind: surface.listKind)
        }
        try surface.performBatchUpdates(
            batch, animated: animated,
            updateData: {
                updateData()
                return shownContent
            }, completion: completion)
    }

    /// The destinations of moves whose row now sits in another section (by identifier).
    /// Not isolated: a closure formed in main-actor code checks its isolation on every call.
    nonisolated static func rowsThatChangedSection(
        _ moves: [ListMove<IndexPath>], from oldSections: [Section], to new: ListSnapshot<Section, Item>
    ) -> [IndexPath] {
        if oldSections == new.sections {
            // Same sections at the same places: compare indexes, not identifiers (a 10%
            // churn of 100k rows has a thousand moves to check).
            return moves.compactMap { $0.source.sectionIndex == $0.destination.sectionIndex ? nil : $0.destination }
        }
        return moves.compactMap { move in
            let index = move.source.sectionIndex
            let before = oldSections.indices.contains(index) ? oldSections[index] : nil
            return before == new.sectionIdentifier(at: move.destination.sectionIndex) ? nil : move.destination
        }
    }
}

extension ListSurface {
    /// Whether the view shows a snapshot's counts: the same number of sections, and of rows
    /// in each. A view that does not cannot take a batch computed from that snapshot.
    ///
    /// - Complexity: O(*s*).
    func displays<S, I>(_ snapshot: ListSnapshot<S, I>) -> Bool {
        guard displayedSectionCount == snapshot.numberOfSections else { return false }
        return snapshot.sectionRows.indices.allSatisfy {
            displayedItemCount(inSection: $0) == snapshot.rowCount(inSection: $0)
        }
    }
}

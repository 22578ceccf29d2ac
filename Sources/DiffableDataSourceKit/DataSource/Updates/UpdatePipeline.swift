import Dispatch

/// One call that changes what a view shows, as the update pipeline takes it (see
/// `UpdatePipeline.submit(_:)`); a change the caller plans without a diff goes in through
/// `UpdatePipeline.submitPlanned(_:insertedSectionRows:animating:outlines:edit:)` instead.
struct UpdateRequest<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// What the call changes.
    enum Change {
        /// Show a snapshot, diffed against what the view shows (`apply`, an outline apply,
        /// a swipe's deletion, an adapter's whole-snapshot call).
        case snapshot(ListSnapshot<Section, Item>)
        /// Show a snapshot by reloading the view (`applySnapshotUsingReloadData`).
        case reloadData(ListSnapshot<Section, Item>)
        /// Put back a user's move the data source refused: show the snapshot the app's calls
        /// produced once the drop is committed, unless a newer call already waits.
        case undoMove(ListSnapshot<Section, Item>)
    }

    /// What the call changes.
    var change: Change
    /// Whether the view animates the change.
    var animating: Bool
    /// The outlines committed with the snapshot (``_OutlinePlan``); `nil`: the shown ones,
    /// followed through the change.
    var outlines: _OutlinePlan<Section, Item>?
    /// Runs on the main thread once the change, or a newer one, is on screen.
    var completion: (() -> Void)?
}

/// The order of updates, in one place: every call that changes what a view shows comes in
/// here (an apply of any kind, an adapter call, an outline change, a refused move's undo),
/// takes its ticket from the one counter in `_DataSourceState`, and the view is brought to
/// show what the calls so far produce (`_DataSourceState.latest()`) as soon as nothing holds
/// it. ``ListDataSource`` is the Apple-shaped facade over it. This file holds the whole of
/// one apply on the main thread: the request, the one diff-and-show step, and the commit
/// (one batch with the snapshot switched inside it, reconfigures, a follow-up batch).
///
/// What holds the view: a user's drag until its drop is committed (UIKit refuses batches
/// then), and an update in progress (``Phase/updating(depth:)``: a call from a cell
/// provider, a height closure or a diagnostics handler runs after it, never inside it). A
/// call made meanwhile is recorded as the snapshot ahead of the view, so
/// ``ListDataSource/snapshot()`` returns it and the next call builds on it; the view
/// catches up with the newest one when it is free. Calls from other threads are diffed
/// there and land here in call order (`UpdatePipeline+OtherThreads.swift`); work that waits
/// for a drop is in `UpdatePipeline+AfterDrop.swift`.
@MainActor
final class UpdatePipeline<Section: Hashable & Sendable, Item: Hashable & Sendable, View: DiffableListView> {
    /// Where the pipeline is.
    enum Phase: Equatable {
        /// No update of the view in progress: a call runs at once, unless a drag holds the
        /// view.
        case idle
        /// An update of the view is in progress, `depth` deep (a batch, a reload, the cells
        /// they build): a call made from there is queued and runs after it.
        case updating(depth: Int)
    }

    /// The data source this pipeline updates the view of; it owns the pipeline. Work that
    /// runs later is reached through it (`host.updates`), so the data source is alive
    /// while its pipeline runs.
    unowned let host: ListDataSource<Section, Item, View>
    /// The state shared with other threads: the snapshot shown, the one ahead, the tickets.
    let state: _DataSourceState<Section, Item>
    /// Where the pipeline is.
    private(set) var phase = Phase.idle
    /// A call was queued during the update in progress: catch up once it ends.
    var needsCatchUp = false
    /// How many catch-ups run nested in each other (a cell provider that applies on every
    /// call would otherwise recurse without end): past a bound the next one is scheduled.
    var catchUpNesting = 0
    /// The ticket of the newest update that reached the view; an update with an older
    /// ticket that arrives later is dropped.
    var committedTicket = 0
    /// Whether a diff for the `async` apply runs off the main thread.
    var isDiffingOffMain = false
    /// Completions waiting for their call to reach the view, with its ticket: each runs
    /// with the batch that shows that call or a newer one (after its animations on UIKit).
    var waiting: [(ticket: Int, run: () -> Void)] = []
    /// `async` applies waiting to return, with their tickets: each returns once the view
    /// shows its call or a newer one.
    var returning: [(ticket: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// What waits for the user's drop to be committed (see `UpdatePipeline+AfterDrop.swift`).
    var workAfterDrop = WorkAfterDrop<Section, Item>()
    var isWorkAfterDropScheduled = false
    /// Told of every update once the view shows it (see ``ListDataSource/observeUpdates(_:)``).
    var observers: [(id: Int, observer: @MainActor (ListUpdate<Section, Item>) -> Void)] = []

    init(host: ListDataSource<Section, Item, View>, state: _DataSourceState<Section, Item>) {
        self.host = host
        self.state = state
    }

    /// Whether the view cannot take an update now: a drag is in flight, or an update is in
    /// progress.
    ///
    /// - Complexity: O(1).
    var isViewHeld: Bool {
        if phase != .idle { return true }
        return host.surface?.hasUncommittedUpdates == true
    }

    /// Whether a call must go through a snapshot value rather than edit the shown snapshot
    /// in place: the view is held, or a call's snapshot waits to be shown.
    ///
    /// - Complexity: O(1).
    var mustQueue: Bool { isViewHeld || state.isAhead }

    // MARK: Requests

    /// Takes one call: shows it now, or records it as the newest snapshot ahead of the
    /// view while the view is held.
    ///
    /// - Returns: The changeset shown; empty when the call waits.
    /// - Complexity: the diff, plus the batch.
    @discardableResult
    func submit(_ request: UpdateRequest<Section, Item>) -> ListChangeset<Section, Item> {
        switch request.change {
        case .snapshot(let snapshot):
            guard !isViewHeld else {
                enqueue(snapshot, animating: request.animating, outlines: request.outlines, request.completion)
                return ListChangeset()
            }
            return show(
                snapshot, ticket: state.takeTicket(), animating: request.animating, outlines: request.outlines,
                completion: request.completion)
        case .reloadData(let snapshot):
            if isViewHeld {
                enqueue(
                    snapshot, animating: false, usingReloadData: true, outlines: request.outlines, request.completion)
            } else {
                reload(
                    with: snapshot, ticket: state.takeTicket(), outlines: request.outlines,
                    completion: request.completion)
            }
            return ListChangeset()
        case .undoMove(let snapshot):
            // A newer call waits already: it is what the calls produce, and it is shown then.
            if !state.isAhead {
                enqueue(snapshot, animating: request.animating, outlines: request.outlines, request.completion)
            }
            return ListChangeset()
        }
    }

    /// Takes a change whose changeset the caller works out from the snapshot it changes
    /// (`plan`, which checks everything `edit` could throw for and throws the same), made by
    /// `edit`: an adapter call, an outline toggle. This is the one place that decides how:
    ///
    /// - While the view is free and shows the newest call, `plan` reads the shown snapshot
    ///   and `edit` changes it in place, inside the batch (where an apply switches
    ///   snapshots): no copy, no diff. With `DIFFABLE_CHECK_INVARIANTS` the planned
    ///   changeset is compared with ``DiffEngine``'s.
    /// - While the view is held or a call waits to be shown, the change is planned against
    ///   and made on the newest snapshot, which is then submitted as a snapshot, so it
    ///   builds on every call before it.
    ///
    /// `insertedSectionRows` counts the rows of the sections `edit` inserts, for the counts
    /// the view has after the batch.
    /// - Returns: The changeset shown; empty when the change waits.
    /// - Throws: What `plan` throws; nothing changes then.
    /// - Complexity: the plan and the edit plus the batch; O(*n*) when queued (a copy of
    ///   the newest snapshot, and its diff later).
    @discardableResult
    func submitPlanned(
        _ plan: (ListSnapshot<Section, Item>) throws(ListSnapshotError<Section, Item>) -> ListChangeset<Section, Item>,
        insertedSectionRows: Int = 0, animating: Bool, outlines: _OutlinePlan<Section, Item>? = nil,
        edit: (inout ListSnapshot<Section, Item>) throws(ListSnapshotError<Section, Item>) -> Void
    ) throws(ListSnapshotError<Section, Item>) -> ListChangeset<Section, Item> {
        if mustQueue {
            var snapshot = state.latest()
            _ = try plan(snapshot)
            try edit(&snapshot)
            return submit(
                UpdateRequest(change: .snapshot(snapshot), animating: animating, outlines: outlines?.toBeChecked))
        }
        let changes = try plan(state.shown)
        let start = DispatchTime.now()
        // The counts are read before the edit, from the snapshot before it: holding that
        // snapshot in a variable instead would make the edit copy its storage (O(n) for a
        // one-row change).
        runOnView(
            changes: changes, ticket: state.takeTicket(), animating: animating, outlines: outlines, start: start,
            completion: nil,
            countsAfter: state.shown.rowCounts(afterPlanned: changes, insertedSectionRows: insertedSectionRows)
        ) { snapshot in
            #if DIFFABLE_CHECK_INVARIANTS
            let old = snapshot
            #endif
            do {
                try edit(&snapshot)
            } catch {
                // Unreachable: `plan` refused whatever `edit` throws for. Should it happen
                // anyway, the snapshot keeps its value (the mutators' strong guarantee) and a
                // headless view refuses the batch and is reloaded.
                host.log("an edit failed after its checks passed: \(error)")
                #if DIFFABLE_CHECK_INVARIANTS
                preconditionFailure("an edit failed after its checks passed: \(error)")
                #endif
            }
            #if DIFFABLE_CHECK_INVARIANTS
            // Test builds only (the flag is never set for an app): a wrong planned changeset
            // is a bug in the planning, caught here against the diff.
            let diffed = DiffEngine.changeset(from: old, to: snapshot)
            precondition(diffed == changes, "planned changeset differs from the diff:\n\(changes)\ndiff:\n\(diffed)")
            #endif
        }
        return changes
    }

    /// Brings the view to `snapshot`: the one place a snapshot is diffed and shown. The
    /// diff runs against what the view shows, unless `known` is a changeset already diffed
    /// against exactly that (off the main thread).
    ///
    /// - Returns: The changeset shown.
    /// - Complexity: the diff (none with `known`), plus the batch.
    @discardableResult
    func show(
        _ snapshot: ListSnapshot<Section, Item>, changes known: ListChangeset<Section, Item>? = nil, ticket: Int,
        animating: Bool, outlines: _OutlinePlan<Section, Item>?, completion: (() -> Void)?
    ) -> ListChangeset<Section, Item> {
        let start = DispatchTime.now()
        let changes: ListChangeset<Section, Item>
        if let known { changes = known } else { changes = state.changes(from: state.shown, to: snapshot) }
        host.checkStability(from: state.shown, to: snapshot, changes: changes)
        runOnView(
            changes: changes, ticket: ticket, animating: animating, outlines: outlines, start: start,
            completion: completion, countsAfter: snapshot.rowCounts
        ) { $0 = snapshot }
        return changes
    }

    // MARK: Queueing

    /// Records a snapshot a main-thread call asked for while the view is held, and brings
    /// the view to it once it is free.
    ///
    /// - Complexity: O(1) plus the marks carried over (see `_DataSourceState.submit`).
    private func enqueue(
        _ snapshot: ListSnapshot<Section, Item>, animating: Bool, usingReloadData: Bool = false,
        outlines: _OutlinePlan<Section, Item>?, _ completion: (() -> Void)?
    ) {
        let ticket = state.submit(
            snapshot, animating: animating, usingReloadData: usingReloadData, outlines: outlines
        ).ticket
        if let completion { waiting.append((ticket, completion)) }
        host.log("\(usingReloadData ? "reloadData" : "apply") while the view is held: queued")
        scheduleCatchUp()
    }

    // MARK: Holding the view

    /// Runs `body`, an update of the view, with the view held: calls from the app's code it
    /// reaches (cell providers, height closures, diagnostics handlers) are queued.
    func holdingView(_ body: () -> Void) {
        let outermost = phase == .idle
        enter()
        defer { leave() }
        // The outermost update keeps the user's place (the selection by item, selection calls
        // that wait for it, and the row ``ListDataSource/scrollAnchor`` keeps still); without
        // any there is nothing to keep.
        guard outermost else { return body() }
        if host.scrollAnchor == .none, host.waitingSelection.calls.isEmpty,
            host.selectionTarget?.selectedRows().isEmpty != false
        {
            return body()
        }
        host.keepingPlace(body)
    }

    /// Runs `body`, the app's code that a view calls while it lays out (a cell provider, a
    /// height closure), with the view held. Outside a data source's update, what it queued
    /// runs on the main queue's next turn: the view is still in the middle of its layout.
    func callingBackFromView<Result>(_ body: () throws -> Result) rethrows -> Result {
        enter()
        defer {
            leave()
            if phase == .idle, needsCatchUp {
                needsCatchUp = false
                DispatchQueue.main.async { [weak host = self.host] in
                    MainActor.assumeIsolated { host?.updates.catchUp() }
                }
            }
        }
        return try body()
    }

    /// Tells every observer of an update the view shows now, in the order they were added,
    /// with the view held: a call an observer makes runs after it.
    func tellObservers(_ update: ListUpdate<Section, Item>) {
        enter()
        defer { leave() }
        for entry in observers { entry.observer(update) }
    }

    private func enter() {
        switch phase {
        case .idle: phase = .updating(depth: 1)
        case .updating(let depth): phase = .updating(depth: depth + 1)
        }
    }

    private func leave() {
        if case .updating(let depth) = phase { phase = depth > 1 ? .updating(depth: depth - 1) : .idle }
    }

    // MARK: Catching up

    /// Asks for a catch-up when the view is free: after the update in progress, after the
    /// drop is committed, or now.
    func scheduleCatchUp() {
        if phase != .idle {
            needsCatchUp = true
        } else if let surface = host.surface, surface.hasUncommittedUpdates {
            afterDrop { $0.catchUp = true }
        } else {
            catchUp()
        }
    }

    /// Shows the snapshot ahead of the view, if it is newer than what the view shows; when
    /// none is, the view shows the newest call, and the selection calls that waited apply.
    func catchUp() {
        guard let ahead = state.waiting else {
            host.selectionCaughtUp()
            return settleWaiting()
        }
        guard ahead.ticket > committedTicket else {
            state.shown(upTo: committedTicket)
            host.selectionCaughtUp()
            return settleWaiting()
        }
        guard !isViewHeld else { return scheduleCatchUp() }
        let completion = takeWaiting(upTo: ahead.ticket)
        if ahead.usingReloadData {
            reload(with: ahead.snapshot, ticket: ahead.ticket, outlines: ahead.outlines, completion: completion)
        } else {
            show(
                ahead.snapshot, ticket: ahead.ticket, animating: ahead.animating, outlines: ahead.outlines,
                completion: completion)
        }
    }

    /// After an update: shows the newest call queued during it, once no update is in
    /// progress.
    func catchUpIfQueued() {
        guard phase == .idle, needsCatchUp else { return }
        needsCatchUp = false
        if catchUpNesting < 16 {
            catchUpNesting += 1
            defer { catchUpNesting -= 1 }
            catchUp()
        } else {
            // An app that applies from its cell provider on every call: let the run loop turn.
            DispatchQueue.main.async { [weak host = self.host] in MainActor.assumeIsolated { host?.updates.catchUp() } }
        }
    }

    // MARK: What waits for the view

    /// The completions waiting for updates up to `ticket`, as one, removed from the queue.
    func takeWaiting(upTo ticket: Int) -> (() -> Void)? {
        guard waiting.contains(where: { $0.ticket <= ticket }) else { return nil }
        let ready = waiting.filter { $0.ticket <= ticket }.map(\.run)
        waiting.removeAll { $0.ticket <= ticket }
        return { for run in ready { run() } }
    }

    /// Runs what waited for updates the view shows now, or that a newer one overtook, and
    /// lets the `async` applies among them return.
    func settleWaiting() {
        if !waiting.isEmpty { takeWaiting(upTo: committedTicket)?() }
        guard returning.contains(where: { $0.ticket <= committedTicket }) else { return }
        let ready = returning.filter { $0.ticket <= committedTicket }
        returning.removeAll { $0.ticket <= committedTicket }
        for entry in ready { entry.continuation.resume() }
    }
}

// MARK: - The commit

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
                    let sent = surface.batchRules.prepare(changes)
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
        on surface: any ListBatchTarget, animating: Bool
    ) {
        if !changes.itemReconfigures.isEmpty {
            var reconfigured: [IndexPath] = []
            for path in changes.itemReconfigures where surface.hasCell(at: path) { reconfigured.append(path) }
            if !reconfigured.isEmpty { surface.reconfigureItems(at: reconfigured) }
        }
        guard !changes.itemMoves.isEmpty else { return }
        var moved: [IndexPath] = []
        for path in Self.rowsThatChangedSection(changes.itemMoves, from: previousSections, to: state.shown)
        where surface.hasCell(at: path) {
            moved.append(path)
        }
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
    /// only if its rules pass it (``ListBatchRules/check(_:shownCounts:countsAfter:)``)
    /// against what the view shows now and `countsAfter`, the counts this data source gives
    /// once `updateData` ran.
    ///
    /// - Throws: What the guard or the view refused; the view is unchanged then.
    /// - Complexity: O(*s* + *k*) for the guard, plus the view's work.
    private func send(
        _ batch: ListBatch, to surface: any ListBatchTarget, countsAfter: @autoclosure () -> [Int], animated: Bool,
        updateData: () -> Void, completion: @escaping @MainActor () -> Void
    ) throws(BatchUpdateError) {
        if !surface.checksBatches {
            try surface.batchRules.check(batch, shownCounts: surface.shownRowCounts, countsAfter: countsAfter())
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

extension ListBatchTarget {
    /// Whether the view shows a snapshot's counts: the same number of sections, and of rows
    /// in each. A view that does not cannot take a batch computed from that snapshot.
    ///
    /// - Complexity: O(*s*).
    func displays<S, I>(_ snapshot: ListSnapshot<S, I>) -> Bool {
        guard displayedSectionCount == snapshot.numberOfSections else { return false }
        for section in snapshot.sectionRows.indices
        where displayedItemCount(inSection: section) != snapshot.rowCount(inSection: section) {
            return false
        }
        return true
    }

    /// The rows the view shows in each section now.
    ///
    /// - Complexity: O(*s*).
    var shownRowCounts: [Int] { (0..<displayedSectionCount).map(displayedItemCount(inSection:)) }
}

/// The content of a snapshot (``ListContent``): what the pipeline hands its view with each
/// update (``UpdatePipeline/shownContent``), and what a headless table driven by snapshots
/// alone shows.
struct SnapshotContent<S: Hashable & Sendable, I: Hashable & Sendable>: ListContent {
    let snapshot: ListSnapshot<S, I>

    var numberOfSections: Int { snapshot.numberOfSections }

    func numberOfRows(inSection section: Int) -> Int {
        snapshot.sectionRows.indices.contains(section) ? snapshot.rowCount(inSection: section) : 0
    }

    func sectionIdentity(at section: Int) -> AnyHashable? {
        snapshot.sectionIdentifier(at: section)
    }

    func rowIdentity(at indexPath: IndexPath) -> AnyHashable? {
        snapshot.itemIdentifier(at: indexPath)
    }
}

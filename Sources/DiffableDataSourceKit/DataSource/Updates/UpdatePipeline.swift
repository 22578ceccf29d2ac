import Dispatch

/// The order of updates, in one place: every call that changes what a view shows comes in
/// as an ``UpdateRequest`` (an apply of any kind, an adapter call, an outline change, a
/// refused move's undo), takes its ticket from the one counter in `_DataSourceState`, and
/// the view is brought to show what the calls so far produce (`_DataSourceState.latest()`)
/// as soon as nothing holds it. ``ListDataSource`` is the Apple-shaped facade over it.
///
/// What holds the view: a user's drag until its drop is committed (UIKit refuses batches
/// then), and an update in progress (``Phase/updating(depth:)``: a call from a cell
/// provider, a height closure or a diagnostics handler runs after it, never inside it). A
/// call made meanwhile is recorded as the snapshot ahead of the view, so
/// ``ListDataSource/snapshot()`` returns it and the next call builds on it; the view
/// catches up with the newest one when it is free. Calls from other threads are diffed
/// there and land here in call order (`UpdatePipeline+OtherThreads.swift`); the commit
/// itself (batch, refreshed rows, follow-up batch) is in `UpdatePipeline+Commit.swift`.
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

    init(host: ListDataSource<Section, Item, View>) {
        self.host = host
    }

    /// The state shared with other threads: the snapshot shown, the one ahead, the tickets.
    var state: _DataSourceState<Section, Item> { host.shown }
    /// What the view shows. Main thread only.
    var current: ListSnapshot<Section, Item> { host.current }
    var surface: (any ListSurface)? { host.surface }

    /// Whether the view cannot take an update now: a drag is in flight, or an update is in
    /// progress.
    ///
    /// - Complexity: O(1).
    var isViewHeld: Bool { phase != .idle || surface?.hasUncommittedUpdates == true }

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
    /// - Complexity: the diff (none for a planned change), plus the batch.
    @discardableResult
    func submit(_ request: UpdateRequest<Section, Item>) -> ListChangeset<Section, Item> {
        switch request.change {
        case .snapshot(let snapshot):
            if isViewHeld {
                enqueue(
                    snapshot, animating: request.animating, outlines: request.outlines, completion: request.completion)
                return ListChangeset()
            }
            let start = DispatchTime.now()
            let changes = host.changes(from: current, to: snapshot)
            show(
                snapshot, changes: changes, ticket: state.takeTicket(), animating: request.animating,
                outlines: request.outlines, start: start, completion: request.completion)
            return changes
        case .reloadData(let snapshot):
            if isViewHeld {
                enqueue(
                    snapshot, animating: false, usingReloadData: true, outlines: request.outlines,
                    completion: request.completion)
            } else {
                reload(
                    with: snapshot, ticket: state.takeTicket(), outlines: request.outlines,
                    completion: request.completion)
            }
            return ListChangeset()
        case .planned(let changes, let insertedSectionRows, let edit):
            if mustQueue { return queuePlanned(edit, animating: request.animating, outlines: request.outlines) }
            return applyPlanned(
                knownChanges: changes, insertedSectionRows: insertedSectionRows, ticket: state.takeTicket(),
                animating: request.animating, outlines: request.outlines, edit: edit)
        case .undoMove(let snapshot):
            // A newer call waits already: it is what the calls produce, and it is shown then.
            if !state.isAhead {
                enqueue(
                    snapshot, animating: request.animating, outlines: request.outlines, completion: request.completion)
            }
            return ListChangeset()
        }
    }

    // MARK: Requests from other threads

    /// The main-thread half of the `async` apply: records the snapshot as the newest call,
    /// and returns once the view shows it or a newer one. The diff runs off the main
    /// thread; snapshots that arrive meanwhile coalesce (only the newest is diffed next).
    func applyOnMain(_ snapshot: ListSnapshot<Section, Item>, animating: Bool) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ticket = state.submit(snapshot, animating: animating).ticket
            returning.append((ticket, continuation))
            guard !isDiffingOffMain else { return }
            isDiffingOffMain = true
            // The data source is kept until the loop ends, as the app's `await` keeps it.
            let host = host
            Task { await host.updates.diffAheadOffMain() }
        }
    }

    /// Records a call made on another thread as the newest snapshot ahead of the view. Any
    /// thread: it touches only the state shared with other threads.
    ///
    /// - Returns: What the call replaces (to diff against), and its ticket.
    /// - Complexity: O(1) plus the marks carried over.
    nonisolated static func submitFromAnotherThread(
        _ snapshot: ListSnapshot<Section, Item>, to state: _DataSourceState<Section, Item>, animating: Bool,
        usingReloadData: Bool = false, outlines: _OutlinePlan<Section, Item>? = nil
    ) -> (base: ListSnapshot<Section, Item>, ticket: Int) {
        state.submit(snapshot, animating: animating, usingReloadData: usingReloadData, outlines: outlines)
    }

    // MARK: Queueing

    /// Records a snapshot a main-thread call asked for while the view is held, and brings
    /// the view to it once it is free.
    ///
    /// - Complexity: O(1) plus the marks carried over (see `_DataSourceState.submit`).
    private func enqueue(
        _ snapshot: ListSnapshot<Section, Item>, animating: Bool, usingReloadData: Bool = false,
        outlines: _OutlinePlan<Section, Item>?, completion: (() -> Void)?
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
        // The outermost update keeps the user's place (``ListDataSource/scrollAnchor``).
        if outermost { host.keepingPlace(body) } else { body() }
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
        } else if let surface, surface.hasUncommittedUpdates {
            afterDrop { $0.catchUp = true }
        } else {
            catchUp()
        }
    }

    /// Shows the snapshot ahead of the view, if it is newer than what the view shows.
    func catchUp() {
        guard let ahead = state.waiting else { return settleWaiting() }
        guard ahead.ticket > committedTicket else {
            state.shown(upTo: committedTicket)
            return settleWaiting()
        }
        guard !isViewHeld else { return scheduleCatchUp() }
        let completion = takeWaiting(upTo: ahead.ticket)
        if ahead.usingReloadData {
            reload(with: ahead.snapshot, ticket: ahead.ticket, outlines: ahead.outlines, completion: completion)
        } else {
            let start = DispatchTime.now()
            let changes = host.changes(from: current, to: ahead.snapshot)
            show(
                ahead.snapshot, changes: changes, ticket: ahead.ticket, animating: ahead.animating,
                outlines: ahead.outlines, start: start, completion: completion)
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
        takeWaiting(upTo: committedTicket)?()
        guard returning.contains(where: { $0.ticket <= committedTicket }) else { return }
        let ready = returning.filter { $0.ticket <= committedTicket }
        returning.removeAll { $0.ticket <= committedTicket }
        for entry in ready { entry.continuation.resume() }
    }

    /// Records that the view is reaching the update with `ticket`: older calls that have not
    /// reached it are overtaken. The snapshot ahead from them is forgotten when the state
    /// switches to the new snapshot (`_DataSourceState.update(shownUpTo:outlines:changes:_:)`),
    /// in the same locked update, so `snapshot()` on another thread never reads an older one.
    func commit(ticket: Int) {
        committedTicket = max(committedTicket, ticket)
    }
}

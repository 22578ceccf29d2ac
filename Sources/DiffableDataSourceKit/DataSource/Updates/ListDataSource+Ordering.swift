import Dispatch

/// The order of updates, in one place: every call that changes what a view shows (an
/// apply of any kind, an adapter call, an outline apply, a swipe, a refused drop's undo)
/// takes its ticket from `DataSourceState`, and the view is brought to show what the calls
/// so far produce (`DataSourceState.latest()`) as soon as nothing holds it.
///
/// What holds the view: a user's drag until its drop is committed (UIKit refuses batches
/// then), and an update in progress (a call from a cell provider, a height closure or a
/// diagnostics handler runs after it, never inside it). A call made meanwhile is recorded
/// as the snapshot ahead of the view, so ``ListDataSource/snapshot()`` returns it and the
/// next call builds on it; the view catches up with the newest one when it is free.
extension ListDataSource {
    /// Whether the view cannot take an update now: a drag is in flight, or an update is in
    /// progress.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    var isViewHeld: Bool { updateDepth > 0 || surface?.hasUncommittedUpdates == true }

    /// Whether a call must go through a snapshot value rather than edit the shown snapshot
    /// in place: the view is held, or a call's snapshot waits to be shown.
    ///
    /// - Complexity: O(1).
    var mustQueue: Bool { isViewHeld || shown.isAhead }

    /// A ticket for a call shown at once on the main thread: later than every call before.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func newTicket() -> Int { shown.takeTicket() }

    /// Records a call made on another thread as the newest snapshot ahead of the view.
    ///
    /// - Returns: What the call replaces (to diff against), and its ticket.
    /// - Complexity: O(1) plus the marks carried over.
    @usableFromInline
    nonisolated func submitFromAnotherThread(
        _ snapshot: ListSnapshot<Section, Item>, animating: Bool, usingReloadData: Bool = false,
        outlines: OutlinePlan<Section, Item>? = nil
    ) -> (base: ListSnapshot<Section, Item>, ticket: Int) {
        shown.submit(snapshot, animating: animating, usingReloadData: usingReloadData, outlines: outlines)
    }

    /// Records a snapshot a main-thread call asked for while the view is held, and brings
    /// the view to it once it is free.
    ///
    /// - Complexity: O(1) plus the marks carried over (see `DataSourceState.submit`).
    @usableFromInline
    func enqueue(
        _ snapshot: ListSnapshot<Section, Item>, animating: Bool, usingReloadData: Bool = false,
        outlines: OutlinePlan<Section, Item>? = nil, completion: (() -> Void)?
    ) {
        let ticket = shown.submit(
            snapshot, animating: animating, usingReloadData: usingReloadData, outlines: outlines
        ).ticket
        if let completion { waiting.append((ticket, completion)) }
        log("\(usingReloadData ? "reloadData" : "apply") while the view is held: queued")
        scheduleCatchUp()
    }

    /// Asks for a catch-up when the view is free: after the update in progress, after the
    /// drop is committed, or now.
    func scheduleCatchUp() {
        if updateDepth > 0 {
            needsCatchUp = true
        } else if let surface, surface.hasUncommittedUpdates {
            afterDrop { $0.catchUp = true }
        } else {
            catchUp()
        }
    }

    /// Shows the snapshot ahead of the view, if it is newer than what the view shows.
    func catchUp() {
        guard let ahead = shown.waiting else { return settleWaiting() }
        guard ahead.ticket > committedTicket else {
            shown.shown(upTo: committedTicket)
            return settleWaiting()
        }
        guard !isViewHeld else { return scheduleCatchUp() }
        let completion = takeWaiting(upTo: ahead.ticket)
        if ahead.usingReloadData {
            reload(with: ahead.snapshot, ticket: ahead.ticket, outlines: ahead.outlines, completion: completion)
        } else {
            let start = DispatchTime.now()
            let changes = self.changes(from: current, to: ahead.snapshot)
            show(
                ahead.snapshot, changes: changes, ticket: ahead.ticket, animating: ahead.animating,
                outlines: ahead.outlines, start: start, completion: completion)
        }
    }

    /// Runs `body`, an update of the view, with the view held: calls from the app's code it
    /// reaches (cell providers, height closures, diagnostics handlers) are queued.
    func holdingView(_ body: () -> Void) {
        updateDepth += 1
        defer { updateDepth -= 1 }
        // The outermost update keeps the user's place (``scrollAnchor``).
        if updateDepth == 1 { keepingPlace(body) } else { body() }
    }

    /// Runs `body`, the app's code that a view calls while it lays out (a cell provider, a
    /// height closure), with the view held. Outside a data source's update, what it queued
    /// runs on the main queue's next turn: the view is still in the middle of its layout.
    func callingBackFromView<Result>(_ body: () throws -> Result) rethrows -> Result {
        updateDepth += 1
        defer {
            updateDepth -= 1
            if updateDepth == 0, needsCatchUp {
                needsCatchUp = false
                DispatchQueue.main.async { MainActor.assumeIsolated { [weak self] in self?.catchUp() } }
            }
        }
        return try body()
    }

    /// After an update: shows the newest call queued during it, once no update is in
    /// progress.
    func catchUpIfQueued() {
        guard updateDepth == 0, needsCatchUp else { return }
        needsCatchUp = false
        if catchUpNesting < 16 {
            catchUpNesting += 1
            defer { catchUpNesting -= 1 }
            catchUp()
        } else {
            // An app that applies from its cell provider on every call: let the run loop turn.
            DispatchQueue.main.async { MainActor.assumeIsolated { [weak self] in self?.catchUp() } }
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

    // MARK: Applies that arrive from another thread

    /// Hands an apply diffed on another thread to the main thread, which shows it in call
    /// order (see ``apply(_:animatingDifferences:completion:)``).
    @usableFromInline
    nonisolated func land(
        _ snapshot: ListSnapshot<Section, Item>, changes: ListChangeset<Section, Item>?,
        base: ListSnapshot<Section, Item>, ticket: Int, completion: (() -> Void)?,
        outlines: OutlinePlan<Section, Item>? = nil
    ) {
        let box = UncheckedCompletion(completion)
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.landOnMain(
                    snapshot, changes: changes, base: base, ticket: ticket, completion: box.completion,
                    outlines: outlines)
            }
        }
    }

    /// Shows a call made on another thread, unless a newer update reached the view first;
    /// while the view is held it waits, and the view catches up with the newest call then.
    private func landOnMain(
        _ snapshot: ListSnapshot<Section, Item>, changes: ListChangeset<Section, Item>?,
        base: ListSnapshot<Section, Item>, ticket: Int, completion: (() -> Void)?,
        outlines: OutlinePlan<Section, Item>?
    ) {
        guard ticket > committedTicket else {
            completion?()
            return
        }
        if let completion { waiting.append((ticket, completion)) }
        guard !isViewHeld else { return scheduleCatchUp() }
        // The call's own snapshot, as a drop replayed on it may have changed it; an older
        // call's, when a newer one waits behind it (each is shown, in order).
        let ahead = shown.waiting
        let own = ahead?.ticket == ticket ? ahead : nil
        let target = own?.snapshot ?? snapshot
        // An outline call's outlines are committed with its snapshot, in the same update.
        let plan = if let own { own.outlines } else { outlines }
        if own?.usingReloadData == true {
            return reload(with: target, ticket: ticket, outlines: plan, completion: takeWaiting(upTo: ticket))
        }
        let start = DispatchTime.now()
        let fresh =
            if let changes, (own?.edits ?? 0) == 0, current == base { changes } else {
                self.changes(from: current, to: target)
            }
        show(
            target, changes: fresh, ticket: ticket, animating: own?.animating ?? true, outlines: plan,
            start: start, completion: takeWaiting(upTo: ticket))
    }

    // MARK: The async apply

    /// The main-thread half of the `async` apply: records the snapshot as the newest call,
    /// and returns once the view shows it or a newer one. The diff runs off the main
    /// thread; snapshots that arrive meanwhile coalesce (only the newest is diffed next).
    func applyOnMain(_ snapshot: ListSnapshot<Section, Item>, animating: Bool) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ticket = shown.submit(snapshot, animating: animating).ticket
            returning.append((ticket, continuation))
            guard !isDiffing else { return }
            isDiffing = true
            Task { await diffAheadOffMain() }
        }
    }

    /// Diffs the snapshot ahead of the view on a background task and shows it, until
    /// nothing newer waits; while the view is held, leaves it to the catch-up.
    private func diffAheadOffMain() async {
        defer { isDiffing = false }
        while let ahead = shown.waiting, ahead.ticket > committedTicket {
            if isViewHeld { return scheduleCatchUp() }
            if ahead.usingReloadData { return catchUp() }
            let base = current
            let start = DispatchTime.now()
            let state = shown
            let changes = await Task.detached(priority: .userInitiated) {
                state.changes(from: base, to: ahead.snapshot)
            }.value
            // Overtaken, edited, or the view changed meanwhile: look again.
            guard let now = shown.waiting, now.ticket == ahead.ticket, now.edits == ahead.edits, current == base else {
                continue
            }
            if isViewHeld { return scheduleCatchUp() }
            show(
                ahead.snapshot, changes: changes, ticket: ahead.ticket, animating: ahead.animating,
                outlines: ahead.outlines, start: start, completion: takeWaiting(upTo: ahead.ticket))
        }
        settleWaiting()
    }
}

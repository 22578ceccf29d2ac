import Dispatch

/// Calls that reach the pipeline from another thread: an apply diffed on a background
/// queue lands here in call order, and the `async` apply diffs off the main thread.
extension UpdatePipeline {
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

    /// Shows a call made on another thread, unless a newer update reached the view first;
    /// while the view is held it waits, and the view catches up with the newest call then.
    func landOnMain(
        _ snapshot: ListSnapshot<Section, Item>, changes: ListChangeset<Section, Item>?,
        base: ListSnapshot<Section, Item>, ticket: Int, completion: (() -> Void)?,
        outlines: _OutlinePlan<Section, Item>?
    ) {
        guard ticket > committedTicket else {
            completion?()
            return
        }
        if let completion { waiting.append((ticket, completion)) }
        guard !isViewHeld else { return scheduleCatchUp() }
        // The call's own snapshot, as a drop replayed on it may have changed it; an older
        // call's, when a newer one waits behind it (each is shown, in order).
        let ahead = state.waiting
        let own = ahead?.ticket == ticket ? ahead : nil
        let target = own?.snapshot ?? snapshot
        // An outline call's outlines are committed with its snapshot, in the same update.
        let plan = if let own { own.outlines } else { outlines }
        if own?.usingReloadData == true {
            return reload(with: target, ticket: ticket, outlines: plan, completion: takeWaiting(upTo: ticket))
        }
        // Diffed there against what the view shows now: shown as it is; else diffed again.
        let known = (own?.edits ?? 0) == 0 && state.shown == base ? changes : nil
        show(
            target, changes: known, ticket: ticket, animating: own?.animating ?? true, outlines: plan,
            completion: takeWaiting(upTo: ticket))
    }

    /// Diffs the snapshot ahead of the view on a background task and shows it, until
    /// nothing newer waits; while the view is held, leaves it to the catch-up.
    func diffAheadOffMain() async {
        defer { isDiffingOffMain = false }
        while let ahead = state.waiting, ahead.ticket > committedTicket {
            if isViewHeld { return scheduleCatchUp() }
            if ahead.usingReloadData { return catchUp() }
            let base = state.shown
            let shared = state
            let changes = await Task.detached(priority: .userInitiated) {
                shared.changes(from: base, to: ahead.snapshot)
            }.value
            // Overtaken, edited, or the view changed meanwhile: look again.
            guard let now = state.waiting, now.ticket == ahead.ticket, now.edits == ahead.edits, state.shown == base
            else {
                continue
            }
            if isViewHeld { return scheduleCatchUp() }
            show(
                ahead.snapshot, changes: changes, ticket: ahead.ticket, animating: ahead.animating,
                outlines: ahead.outlines, completion: takeWaiting(upTo: ahead.ticket))
        }
        settleWaiting()
    }
}

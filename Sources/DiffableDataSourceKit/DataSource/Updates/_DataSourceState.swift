import Foundation

/// What a data source shows and what the app's calls ask for, shared with every thread an
/// app applies from or reads `snapshot()` on: the snapshot shown, the snapshot the calls so
/// far produce when the view does not show it yet (*ahead*), the one ticket counter that
/// orders every update, the sections' outlines, and the content comparison every diff
/// reads.
///
/// The main thread owns the snapshot shown and the outlines: it is the only writer, and
/// writes only while holding the lock, so the main thread reads them without the lock and
/// other threads read them with the lock. Tickets, the snapshot ahead and the comparison
/// are read and written with the lock only.
///
/// The rule the data source keeps with it: ``latest()`` is what the app's calls so far
/// produce, in call order (an apply replaces it, an adapter call or an accepted drop edits
/// it), and the view is brought to show it as soon as nothing holds the view (a drag, an
/// update in progress).
@usableFromInline
final class _DataSourceState<Section: Hashable & Sendable, Item: Hashable & Sendable>: @unchecked Sendable {
    // @unchecked Sendable: see the type's comment; every access follows that rule, and
    // `shown` is changed through `update(_:)` only.
    private let lock = NSLock()
    /// What the view shows. Main thread only: read it there without the lock; change it with
    /// ``update(shownUpTo:outlines:changes:_:)``.
    private(set) var shown = ListSnapshot<Section, Item>(unspecialized: ())
    /// The newest snapshot an app's call asked for that the view does not show yet, with
    /// the ticket of that call (marks kept: they are for the view once it is shown).
    private var ahead: Ahead?
    /// The last ticket handed out: every update takes one when it is called.
    private var lastTicket = 0
    /// The data source's content comparison, which every diff reads, on any thread.
    private var comparison: ContentComparison<Item>?
    /// The outline of each section given one (`apply(_:to:)`); main thread writes only.
    private var sectionOutlines: [Section: ListSectionSnapshot<Item>] = [:]

    /// A snapshot ahead of the view: the call's ticket, and how it is to be shown.
    struct Ahead {
        var snapshot: ListSnapshot<Section, Item>
        var ticket: Int
        var animating: Bool
        var usingReloadData: Bool
        /// The outlines to commit with it; `nil`: the shown ones, followed through the diff.
        var outlines: _OutlinePlan<Section, Item>?
        /// How often it changed after it was submitted (a drop replayed on it): a diff made
        /// against it before such a change is stale.
        var edits = 0
    }

    @usableFromInline
    init() {}

    /// Changes what the view shows, in place, stores the outlines that belong to the result
    /// (see ``_OutlinePlan``) and forgets a snapshot ahead from a call up to `ticket`, all in
    /// one update (`nil`: none); another thread's `latest()` reads either the call's snapshot ahead or the
    /// same snapshot shown, never the one before it. Main thread only; `body` must not call
    /// back into this object.
    ///
    /// - Complexity: O(1) plus `body`: no copy unless someone else holds the snapshot;
    ///   plus the outlines' commit, nothing without outlines.
    func update(
        shownUpTo ticket: Int? = nil, outlines plan: _OutlinePlan<Section, Item>? = nil,
        changes: ListChangeset<Section, Item>? = nil, _ body: (inout ListSnapshot<Section, Item>) -> Void
    ) {
        lock.lock()
        defer { lock.unlock() }
        if plan == nil, sectionOutlines.isEmpty {
            // No outline to store or follow.
            body(&shown)
            if let ticket, let entry = ahead, entry.ticket <= ticket { ahead = nil }
            return
        }
        // Held only when the outlines follow the changes: holding it makes an edit of the
        // sections copy them.
        let previousSections = plan == nil ? shown.sections : []
        body(&shown)
        _OutlinePlan.commit(plan, to: &sectionOutlines, changes: changes, from: previousSections, to: shown)
        if let ticket, let entry = ahead, entry.ticket <= ticket { ahead = nil }
    }

    /// A new ticket, later than every ticket handed out before.
    ///
    /// - Complexity: O(1).
    func takeTicket() -> Int {
        lock.lock()
        defer { lock.unlock() }
        lastTicket += 1
        return lastTicket
    }

    /// How many tickets were handed out: it changes exactly when a call is made.
    ///
    /// - Complexity: O(1).
    var ticketsTaken: Int {
        lock.lock()
        defer { lock.unlock() }
        return lastTicket
    }

    /// Records `snapshot` as what the calls now produce, ahead of the view, under a new
    /// ticket, and returns what it replaces (the snapshot ahead before, or the one shown):
    /// for an apply from another thread, what to diff it against. The marks of a snapshot
    /// ahead that was never shown are carried over.
    ///
    /// - Complexity: O(1), plus O(*r*) for *r* marks carried over.
    @usableFromInline
    func submit(
        _ snapshot: ListSnapshot<Section, Item>, animating: Bool = true, usingReloadData: Bool = false,
        outlines: _OutlinePlan<Section, Item>? = nil
    ) -> (base: ListSnapshot<Section, Item>, ticket: Int) {
        lock.lock()
        defer { lock.unlock() }
        lastTicket += 1
        let base = ahead?.snapshot ?? shown
        var next = snapshot
        if let older = ahead?.snapshot { next.carryMarks(from: older) }
        // An older call's outlines, not yet shown, are the newest the calls produce.
        ahead = Ahead(
            snapshot: next, ticket: lastTicket, animating: animating, usingReloadData: usingReloadData,
            outlines: outlines ?? ahead?.outlines?.toBeChecked)
        return (base.withoutMarks(), lastTicket)
    }

    /// The snapshot ahead of the view and its ticket, if any.
    ///
    /// - Complexity: O(1).
    var waiting: Ahead? {
        lock.lock()
        defer { lock.unlock() }
        return ahead
    }

    /// Whether a call asked for a snapshot the view does not show yet.
    ///
    /// - Complexity: O(1).
    var isAhead: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ahead != nil
    }

    /// Changes the snapshot ahead of the view, in place (a drop the user made while it
    /// waited); nothing when there is none.
    ///
    /// - Complexity: O(1) plus `body`.
    func updateAhead(_ body: (inout ListSnapshot<Section, Item>) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        guard var entry = ahead else { return }
        ahead = nil  // so that `body` edits the only reference: no copy
        body(&entry.snapshot)
        entry.outlines = entry.outlines?.toBeChecked
        entry.edits += 1
        ahead = entry
    }

    /// The update with `ticket` reached the view: a snapshot ahead from that call or an
    /// earlier one is shown or overtaken, and forgotten.
    ///
    /// - Complexity: O(1).
    func shown(upTo ticket: Int) {
        lock.lock()
        defer { lock.unlock() }
        if let entry = ahead, entry.ticket <= ticket { ahead = nil }
    }

    /// What the app's calls so far produce, without marks: the snapshot ahead of the view,
    /// or the one shown. Any thread.
    ///
    /// - Complexity: O(1), plus O(*r*) to drop *r* marks of a snapshot ahead.
    func latest() -> ListSnapshot<Section, Item> {
        lock.lock()
        let snapshot = ahead?.snapshot ?? shown
        lock.unlock()
        return snapshot.withoutMarks()
    }

    /// The content comparison diffs use; set on the main thread, read anywhere.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    var contentComparison: ContentComparison<Item>? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return comparison
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            comparison = newValue
        }
    }

    /// The changeset from `old` to `new`: the diff, comparing content when a comparison is
    /// set. Inlinable, so the diff is specialised for the caller's types.
    ///
    /// - Complexity: as ``DiffEngine``, plus one comparison per item kept when comparing.
    @inlinable
    func changes(
        from old: ListSnapshot<Section, Item>, to new: ListSnapshot<Section, Item>
    ) -> ListChangeset<Section, Item> {
        let comparison = contentComparison
        // The diff compiled where the app made either snapshot, else this one.
        if let diff = new.specialized ?? old.specialized { return diff.changes(old, new, comparison) }
        return DiffEngine.changeset(from: old, to: new, comparing: comparison)
    }

    /// The outlines of the sections given one. Main thread only.
    ///
    /// - Complexity: O(1).
    var outlinesOnMainThread: [Section: ListSectionSnapshot<Item>] { sectionOutlines }

    /// Removes a section's outline and returns it, so that an edit of it does not copy its
    /// storage; main thread only. The caller commits the edited outline with its snapshot
    /// (``update(shownUpTo:outlines:changes:_:)``), or puts it back with ``restoreOutline(_:of:)``.
    ///
    /// - Complexity: O(1) expected.
    func takeOutline(of section: Section) -> ListSectionSnapshot<Item>? {
        lock.lock()
        defer { lock.unlock() }
        return sectionOutlines.removeValue(forKey: section)
    }

    /// Puts back an outline ``takeOutline(of:)`` took, unchanged. Main thread only.
    ///
    /// - Complexity: O(1) expected.
    func restoreOutline(_ outline: ListSectionSnapshot<Item>, of section: Section) {
        lock.lock()
        defer { lock.unlock() }
        sectionOutlines[section] = outline
    }

    /// What the app's calls so far produce, without marks, with its outlines, read at once;
    /// any thread. The outlines of a queued snapshot that follows the shown ones through
    /// its diff are the shown ones until it is shown.
    ///
    /// - Complexity: O(1), plus the marks dropped (see ``latest()``).
    func latestWithOutlines() -> (ListSnapshot<Section, Item>, [Section: ListSectionSnapshot<Item>]) {
        lock.lock()
        let snapshot = ahead?.snapshot ?? shown
        let outlines = ahead?.outlines?.outlines ?? sectionOutlines
        lock.unlock()
        return (snapshot.withoutMarks(), outlines)
    }

    /// A section's outline as shown. Main thread only.
    ///
    /// - Complexity: O(1) expected.
    func outline(of section: Section) -> ListSectionSnapshot<Item>? { sectionOutlines[section] }

    /// A section's outline as the app's calls so far produce it (see
    /// ``latestWithOutlines()``), from any thread.
    ///
    /// - Complexity: O(1) expected.
    func latestOutline(of section: Section) -> ListSectionSnapshot<Item>? {
        lock.lock()
        defer { lock.unlock() }
        return (ahead?.outlines?.outlines ?? sectionOutlines)[section]
    }
}

import Foundation

/// What a data source shows and the applies in flight, shared with every thread an app
/// applies from or reads `snapshot()` on: the snapshot, the sections' outlines, the
/// tickets that order applies, and the content comparison every diff reads.
///
/// The main thread owns the snapshot and the outlines: it is the only writer, and writes
/// only while holding the lock, so the main thread reads them without the lock and other
/// threads read them with the lock. Tickets, the snapshot submitted from another thread
/// and the comparison are read and written with the lock only.
@usableFromInline
final class DataSourceState<Section: Hashable & Sendable, Item: Hashable & Sendable>: @unchecked Sendable {
    // @unchecked Sendable: see the type's comment; every access follows that rule, and
    // `current` is reached through `update(_:)` or `onMainThread` only.
    private let lock = NSLock()
    private var shown = ListSnapshot<Section, Item>()
    /// The newest snapshot applied from another thread that has not landed, with its ticket.
    private var submitted: (snapshot: ListSnapshot<Section, Item>, ticket: Int)?
    /// The last ticket handed out: every apply takes one when it is called.
    private var lastTicket = 0
    /// The data source's content comparison, which every diff reads, on any thread.
    private var comparison: ContentComparison<Item>?
    /// The outline of each section given one (`apply(_:to:)`); main thread writes only.
    private var sectionOutlines: [Section: ListSectionSnapshot<Item>] = [:]

    @usableFromInline
    init() {}

    /// What the view shows. Main thread only.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    var onMainThread: ListSnapshot<Section, Item> { shown }

    /// Changes what the view shows, in place. Main thread only; `body` must not call back
    /// into this object.
    ///
    /// - Complexity: O(1) plus `body`: no copy unless someone else holds the snapshot.
    func update(_ body: (inout ListSnapshot<Section, Item>) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body(&shown)
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

    /// For an apply from another thread: takes a ticket, records `snapshot` as the newest
    /// submitted one, and returns what to diff it against (the snapshot submitted before,
    /// or the one shown).
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func submit(_ snapshot: ListSnapshot<Section, Item>) -> (base: ListSnapshot<Section, Item>, ticket: Int) {
        lock.lock()
        defer { lock.unlock() }
        lastTicket += 1
        let base = submitted?.snapshot ?? shown
        submitted = (snapshot.withoutMarks(), lastTicket)
        return (base, lastTicket)
    }

    /// The apply with `ticket` has landed (or was dropped): forgets the submitted snapshot
    /// if it is that one.
    ///
    /// - Complexity: O(1).
    func landed(ticket: Int) {
        lock.lock()
        defer { lock.unlock() }
        if submitted?.ticket == ticket { submitted = nil }
    }

    /// The snapshot the newest finished apply call left: submitted from another thread and
    /// still on its way to the main thread, or shown.
    ///
    /// - Complexity: O(1).
    func latest() -> ListSnapshot<Section, Item> {
        lock.lock()
        defer { lock.unlock() }
        return submitted?.snapshot ?? shown
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
        guard let comparison = contentComparison else { return DiffEngine.changeset(from: old, to: new) }
        return DiffEngine.changeset(
            from: old, to: new, reportingContentChangesAs: comparison.update, isContentEqual: comparison.isContentEqual)
    }

    /// The outlines of the sections given one. Main thread only.
    ///
    /// - Complexity: O(1).
    var outlinesOnMainThread: [Section: ListSectionSnapshot<Item>] { sectionOutlines }

    /// Changes the outlines, in place. Main thread only.
    ///
    /// - Complexity: O(1) plus `body`.
    func updateOutlines(_ body: (inout [Section: ListSectionSnapshot<Item>]) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body(&sectionOutlines)
    }

    /// Removes a section's outline and returns it, so that a change to it does not copy its
    /// storage; main thread only, with `updateOutlines` to put it back.
    ///
    /// - Complexity: O(1) expected.
    func takeOutline(of section: Section) -> ListSectionSnapshot<Item>? {
        lock.lock()
        defer { lock.unlock() }
        return sectionOutlines.removeValue(forKey: section)
    }

    /// A section's outline, from any thread.
    ///
    /// - Complexity: O(1) expected.
    func outline(of section: Section) -> ListSectionSnapshot<Item>? {
        if Thread.isMainThread { return sectionOutlines[section] }
        lock.lock()
        defer { lock.unlock() }
        return sectionOutlines[section]
    }
}

/// The identity of one state of a snapshot's rows: two values holding the same stamp hold
/// the same sections and rows in the same order.
///
/// A class only for its identity; it holds nothing.
@usableFromInline
final class _SnapshotStamp: Sendable {
    @inlinable
    init() {}
}

/// What a snapshot knows about how it was made: the stamp of its current rows, and, when
/// it was edited from another snapshot's rows by a few recorded edits, that snapshot's
/// stamp and the items those edits touched.
///
/// ## Motivation
/// Apple's way of changing a list is to copy the data source's snapshot, edit the copy,
/// and apply it; the diff then compares two lists that differ in a handful of rows. With
/// the lineage, ``DiffEngine`` finds those rows from the touched items alone (see
/// `DiffEngine+Lineage.swift`), instead of scanning every row.
///
/// ## Implementation details
/// - A recorded edit (inserting, deleting or moving items, marking items, clearing marks)
///   keeps the stamp when no other value holds it, and otherwise takes a new stamp and
///   starts a lineage from the old one. No other value holding a stamp means no other
///   value can claim these rows, so an edit may change them under the same stamp; a value
///   sharing the stamp, or a lineage naming it as its base, keeps the stamp from being
///   unique, so the rows it names never change under it.
/// - Every other change to the rows (section edits, `reloadSections`, replacing stored
///   values, any future mutator) clears the stamp and the lineage through the observers on
///   the snapshot's stored properties, so an unrecorded edit can only make the diff slower
///   (it falls back to the full diff), never wrong.
/// - The lineage keeps at most ``touchLimit`` items; past that it is dropped, since a
///   longer journal gains little over the full diff.
@usableFromInline
struct _EditJournal<Item: Hashable & Sendable>: Sendable {
    /// The stamp of the current rows; `nil` after an unrecorded change.
    @usableFromInline var stamp: _SnapshotStamp?
    /// The rows this value was edited from, when known.
    @usableFromInline var lineage: Lineage?

    /// The stamp of earlier rows and the items every recorded edit since touched.
    @usableFromInline
    struct Lineage: Sendable {
        @usableFromInline let base: _SnapshotStamp
        /// Items inserted, deleted or moved since `base`, in no order, possibly repeated.
        @usableFromInline var touched: [Item]

        @inlinable
        init(base: _SnapshotStamp, touched: [Item]) {
            self.base = base
            self.touched = touched
        }
    }

    /// The most touched items a lineage keeps.
    @inlinable
    static var touchLimit: Int { 64 }

    /// A new state: a fresh stamp, no lineage.
    ///
    /// - Complexity: O(1) (one small allocation).
    @inlinable
    init() {
        stamp = _SnapshotStamp()
        lineage = nil
    }

    @inlinable
    init(stamp: _SnapshotStamp?, lineage: Lineage?) {
        self.stamp = stamp
        self.lineage = lineage
    }

    /// Forgets the rows' identity after an unrecorded change.
    ///
    /// - Complexity: O(1).
    @inlinable
    mutating func invalidate() {
        if stamp != nil { stamp = nil }
        if lineage != nil { lineage = nil }
    }

    /// The journal a recorded edit of this value's rows will leave, before `touching`: the
    /// same stamp when this value holds it alone, else a new stamp with a lineage from it.
    /// Changes nothing, so a failing edit can leave the old journal in place.
    ///
    /// - Complexity: O(1).
    @inlinable
    mutating func forEdit() -> _EditJournal {
        guard stamp != nil else { return _EditJournal() }
        if isKnownUniquelyReferenced(&stamp) { return self }
        // The stamp is non-nil here (checked above); `map` avoids a force unwrap.
        return _EditJournal(stamp: _SnapshotStamp(), lineage: stamp.map { Lineage(base: $0, touched: []) })
    }

    /// Adds `items` to the lineage's touched items, dropping the lineage when they pass
    /// ``touchLimit``.
    ///
    /// - Complexity: O(`items.count`) amortized.
    @inlinable
    mutating func touch<Items: Collection>(_ items: Items) where Items.Element == Item {
        guard lineage != nil else { return }
        if let count = lineage?.touched.count, count + items.count <= Self.touchLimit {
            lineage?.touched.append(contentsOf: items)
        } else {
            lineage = nil
        }
    }
}

extension ListSnapshot {
    /// Runs a recorded edit of the rows: `body` changes them, and on success the journal
    /// records `touched(result)` as the items it touched; on failure the journal is left as
    /// it was (as is the rest of the value, by the mutators' strong guarantee).
    ///
    /// - Complexity: O(1) plus `body` and the touched items.
    @inlinable
    @discardableResult
    mutating func recordingEdit<Result, Touched: Collection, Failure: Error>(
        _ body: (inout Self) throws(Failure) -> Result, touched: (Result) -> Touched
    ) throws(Failure) -> Result where Touched.Element == ItemIdentifierType {
        var recorded = journal.forEdit()
        let saved = journal
        do {
            let result = try body(&self)
            recorded.touch(touched(result))
            journal = recorded
            return result
        } catch {
            journal = saved
            throw error
        }
    }

    /// This snapshot without its lineage, so that a diff against it runs in full. For tests.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    var withoutLineage: Self {
        var copy = self
        copy.journal = _EditJournal()
        return copy
    }
}

/// What a call that takes a list of items does with an item it is given twice, or that the
/// snapshot already holds: a feed that repeats an id across pages, or inside one.
///
///     try snapshot.appendItems(page, toSection: .feed, duplicates: .keepLast)
///
/// Every dropped id is reported through ``ListDiagnostics`` as
/// ``ListDiagnostic/Kind/duplicatesDropped``, with the call site, so it shows in logs
/// without failing the update.
public enum DuplicatePolicy: Sendable, Hashable {
    /// Throw ``ListSnapshotError/duplicateItems(_:)`` or
    /// ``ListSnapshotError/itemsAlreadyPresent(_:)`` and change nothing: the default, for
    /// a programmer's mistake.
    case throwError
    /// Keep the item already in the snapshot, or the first of the call's repeats; drop the
    /// others.
    case keepFirst
    /// Keep the place of the item already in the snapshot, or of the first of the call's
    /// repeats, with the value of the call's last one; drop the others.
    case keepLast
}

import DiffableDataSourceKit

/// What one change did: the table after it (with the change marked), what was logged, and
/// the error if the call was refused.
public struct StepOutcome: Sendable {
    /// The table after the change, changes marked.
    public var frame: TableFrame
    /// The lines the data source and the adapter logged during the change.
    public var logLines: [String]
    /// The refused call's message, or `nil` when the change went through.
    public var error: String?
    /// A line the action reported (where a drag landed, for example).
    public var detail: String?
    /// The snapshot before the change.
    public var snapshotBefore: ListSnapshot<MusicSection, Song>
    /// The snapshot after the change (what the adapter's `snapshot` is).
    public var snapshotAfter: ListSnapshot<MusicSection, Song>
}

extension MusicLibrary {
    /// Runs one change and records what it did to the table.
    ///
    /// - Parameter action: The change; it may return a line to show under the table. A
    ///   thrown error is recorded as the outcome's ``StepOutcome/error``.
    public func perform(_ action: (MusicLibrary) throws -> String?) -> StepOutcome {
        let before = TableFrame.capture(self)
        let snapshotBefore = adapter.snapshot
        let logStart = logLines.count
        var error: String?
        var detail: String?
        do {
            detail = try action(self)
        } catch let failure {
            error = "\(failure)"
        }
        let snapshotAfter = adapter.snapshot
        let frame = TableFrame.capture(self).marking(
            changesFrom: before, snapshotBefore: snapshotBefore, snapshotAfter: snapshotAfter
        )
        return StepOutcome(
            frame: frame, logLines: Array(logLines[logStart...]), error: error, detail: detail,
            snapshotBefore: snapshotBefore, snapshotAfter: snapshotAfter
        )
    }
}

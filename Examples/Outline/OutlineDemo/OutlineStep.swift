import DiffableDataSourceKit

/// One step of the outline demo: what it shows, the code it runs, and the action.
@MainActor
public struct OutlineStep {
    /// A short title.
    public let title: String
    /// The calls the step makes, as Swift source.
    public let code: [String]
    /// What to look for in the list.
    public let note: String
    /// Runs the step; returns lines to show under the list (what a call returned).
    public let action: (OutlineLibrary) throws -> [String]
}

/// A step that has run: its place in the story, the list after it, and what was logged.
public struct OutlineRecord: Sendable {
    /// 1-based.
    public let number: Int
    /// The number of steps in the story.
    public let total: Int
    /// The step's title.
    public let title: String
    /// The calls the step made.
    public let code: [String]
    /// What to look for.
    public let note: String
    /// The list after the step, changes marked.
    public let frame: OutlineFrame
    /// What the step's calls returned, one line each.
    public let details: [String]
    /// The handler calls and data source lines logged during the step, in order.
    public let logLines: [String]
    /// The error a call threw, or `nil`.
    public let error: String?
}

extension OutlineLibrary {
    /// Runs one step and records what it did to the list.
    public func perform(_ step: OutlineStep, number: Int, total: Int) -> OutlineRecord {
        let before = OutlineFrame.capture(self)
        let logStart = logLines.count
        var details: [String] = []
        var error: String?
        do {
            details = try step.action(self)
        } catch let failure {
            error = "\(failure)"
        }
        return OutlineRecord(
            number: number, total: total, title: step.title, code: step.code, note: step.note,
            frame: OutlineFrame(before: before, after: OutlineFrame.capture(self)), details: details,
            logLines: Array(logLines[logStart...]), error: error)
    }
}

import DiffableDataSourceKit
import Foundation

/// Collects the diagnostics reported while `body` runs, instead of printing them, and puts
/// the previous handler back afterwards.
@MainActor
func recordingDiagnostics<Result>(_ body: () throws -> Result) rethrows -> (Result, [ListDiagnostic]) {
    let recorded = DiagnosticLog()
    let previous = ListDiagnostics.handler
    ListDiagnostics.handler = { recorded.append($0) }
    defer { ListDiagnostics.handler = previous }
    let result = try body()
    return (result, recorded.entries)
}

/// The diagnostics one `recordingDiagnostics` call saw.
final class DiagnosticLog: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var stored: [ListDiagnostic] = []

    func append(_ diagnostic: ListDiagnostic) {
        lock.lock()
        stored.append(diagnostic)
        lock.unlock()
    }

    var entries: [ListDiagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

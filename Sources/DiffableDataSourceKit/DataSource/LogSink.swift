/// Where data sources (``ListDataSource``) and adapters (``ListAdapter``) write their log
/// lines when logging is on: standard output by default, or any closure (a test,
/// `os.Logger`, a file). Lines are written on the main actor, where those classes live.
///
///     dataSource.logSink = LogSink { line in lines.append(line) }
public struct LogSink: Sendable {
    private let write: @MainActor (String) -> Void

    /// A sink that hands each line to `write`.
    public init(_ write: @escaping @MainActor (String) -> Void) {
        self.write = write
    }

    /// Prints each line to standard output.
    public static let standardOutput = LogSink { print($0) }

    /// Writes one line.
    @MainActor public func callAsFunction(_ line: String) { write(line) }
}

import Foundation

/// Where the package reports the programmer errors it survives: one hook for every data
/// source, adapter and view.
///
/// The default handler prints each diagnostic once per kind and call site (the place the
/// data source was created), whether or not logging is on, so a mistake is seen without
/// flooding the console. A test can make every diagnostic fail it:
///
///     override func setUp() { ListDiagnostics.handler = { XCTFail("\($0)") } }
///     override func tearDown() { ListDiagnostics.handler = ListDiagnostics.printOnce }
///
/// Nothing here ever traps.
public enum ListDiagnostics {
    /// Receives every diagnostic, on the thread that found it (the main thread for all but
    /// a few). Setting it is thread-safe.
    public static var handler: @Sendable (ListDiagnostic) -> Void {
        get { state.withLock { $0.handler } }
        set { state.withLock { $0.handler = newValue } }
    }

    /// The default handler: prints a diagnostic the first time its kind is seen for its
    /// call site, and stays quiet for repeats.
    public static let printOnce = onceForEachKindAndCallSite { print($0) }

    /// A handler that writes a diagnostic's description the first time its kind is seen
    /// for its call site, and drops repeats; each handler made here remembers on its own.
    ///
    /// - Parameter write: Where a line goes (``printOnce`` prints it).
    public static func onceForEachKindAndCallSite(
        _ write: @escaping @Sendable (String) -> Void
    ) -> @Sendable (ListDiagnostic) -> Void {
        let seen = Locked(Set<String>())
        return { diagnostic in
            let key = "\(diagnostic.kind.rawValue) \(diagnostic.file):\(diagnostic.line)"
            if seen.withLock({ $0.insert(key).inserted }) { write(diagnostic.description) }
        }
    }

    /// Hands a diagnostic to the handler.
    static func report(_ kind: ListDiagnostic.Kind, _ message: String, at site: CallSite) {
        handler(ListDiagnostic(kind: kind, message: message, file: site.file, line: site.line))
    }

    private static let state = Locked(State())

    private struct State {
        var handler: @Sendable (ListDiagnostic) -> Void = ListDiagnostics.printOnce
    }
}

/// The place a data source was created, which its diagnostics name.
struct CallSite: Sendable, Hashable {
    var file: String
    var line: Int

    init(file: StaticString, line: UInt) {
        self.file = "\(file)"
        self.line = Int(line)
    }

    /// A data source made with Apple's initializer, which takes no call site (an
    /// override of it must compile unchanged): its diagnostics name its type, at line 0.
    init(dataSource: AnyObject.Type) {
        file = "\(dataSource)"
        line = 0
    }
}

/// A value behind a lock, for state that several threads read and write.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: every access to `value` goes through `withLock`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

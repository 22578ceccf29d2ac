import Foundation

/// Counts of `hash(into:)` and `==` calls, shared by the `Counted` values of one test, to
/// check complexity by counting work instead of timing it:
///
///     let counter = CallCounter()
///     let items = (0..<1_000).map { Counted(value: $0, counter: counter) }
///     let cost = counter.measure { _ = Set(items) }   // about 1,000 hashes
///
/// A class whose every access goes through its lock (hence `@unchecked Sendable`), so that
/// the counted items stay `Sendable`, as `ListSnapshot` requires, without global state.
final class CallCounter: @unchecked Sendable {
    struct Counts: Equatable, CustomStringConvertible {
        var hashes = 0
        var equalities = 0

        static func - (lhs: Counts, rhs: Counts) -> Counts {
            Counts(hashes: lhs.hashes - rhs.hashes, equalities: lhs.equalities - rhs.equalities)
        }

        var description: String { "\(hashes) hashes, \(equalities) ==" }
    }

    private let lock = NSLock()
    private var counts = Counts()  // guarded by `lock`

    func recordHash() { lock.withLock { counts.hashes += 1 } }
    func recordEquality() { lock.withLock { counts.equalities += 1 } }
    var current: Counts { lock.withLock { counts } }

    /// The calls made while `body` runs.
    func measure(_ body: () throws -> Void) rethrows -> Counts {
        let start = current
        try body()
        return current - start
    }
}

/// An `Int` that reports every `hash(into:)` and `==` call to its counter.
struct Counted: Hashable, Sendable, CustomStringConvertible {
    let value: Int
    let counter: CallCounter

    static func == (lhs: Counted, rhs: Counted) -> Bool {
        lhs.counter.recordEquality()
        return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        counter.recordHash()
        hasher.combine(value)
    }

    var description: String { "\(value)" }
}

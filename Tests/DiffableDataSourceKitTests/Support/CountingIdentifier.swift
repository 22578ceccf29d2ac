import Foundation

/// Counts hash and `==` calls made on ``CountedID`` values, from any thread.
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var hashCalls = 0
    private var equalityCalls = 0

    func countHash() { lock.withLock { hashCalls += 1 } }
    func countEquality() { lock.withLock { equalityCalls += 1 } }
    func reset() { lock.withLock { (hashCalls, equalityCalls) = (0, 0) } }
    var hashes: Int { lock.withLock { hashCalls } }
    var equalities: Int { lock.withLock { equalityCalls } }
}

/// An identifier that reports every hash and `==` call to its counter, to prove complexity
/// by counting work instead of timing it.
struct CountedID: Hashable, Sendable {
    let value: Int
    let counter: CallCounter

    static func == (lhs: CountedID, rhs: CountedID) -> Bool {
        lhs.counter.countEquality()
        return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        counter.countHash()
        hasher.combine(value)
    }
}

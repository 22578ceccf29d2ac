/// Items that break `Hashable`'s contract in the ways apps do by mistake, for the tests that
/// check a snapshot survives them.

/// An item hashed and compared by a mutable `id`: changing `id` after the item is stored
/// changes its hash under the snapshot's feet.
final class MutableIDItem: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: tests mutate `id` on one thread only; the point is that it changes.
    var id: Int

    init(_ id: Int) { self.id = id }

    static func == (lhs: MutableIDItem, rhs: MutableIDItem) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    var description: String { "#\(id)" }
}

/// An item whose `==` is always true while its hash follows `id`.
struct AlwaysEqualItem: Hashable, Sendable, CustomStringConvertible {
    var id: Int

    static func == (_: AlwaysEqualItem, _: AlwaysEqualItem) -> Bool { true }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    var description: String { "=\(id)" }
}

/// An item whose hash is random on every call while `==` compares `id`.
struct RandomHashItem: Hashable, Sendable, CustomStringConvertible {
    var id: Int

    static func == (lhs: RandomHashItem, rhs: RandomHashItem) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(Int.random(in: .min ... .max)) }
    var description: String { "?\(id)" }
}

/// A value with a `Double` field and synthesized `Hashable`: with `.nan` it is not equal
/// to itself.
struct Reading: Hashable, Sendable, CustomStringConvertible {
    var sensor: Int
    var value: Double

    var description: String { "\(sensor):\(value)" }
}

/// An item equal to another within a tolerance, with one hash for all: legal for `Hashable`
/// but not transitive, so two unequal values can both equal a third.
struct ToleranceItem: Hashable, Sendable, CustomStringConvertible {
    var value: Double

    static func == (lhs: ToleranceItem, rhs: ToleranceItem) -> Bool { abs(lhs.value - rhs.value) < 1 }
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var description: String { "~\(value)" }
}

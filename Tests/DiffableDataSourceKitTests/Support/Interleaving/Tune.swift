/// The interleaving runs' item: equal and hashed by `id` alone, with a `version` that
/// stands for content, so a run sees which value a snapshot holds and a cell shows.
struct Tune: Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var version: Int

    init(_ id: Int, version: Int = 0) {
        self.id = id
        self.version = version
    }

    static func == (lhs: Tune, rhs: Tune) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// `3`, or `3v2` for version 2 of tune 3.
    var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

/// Where an interleaving run's choices come from: a seeded generator in the property test,
/// the input bytes in the fuzzer.
protocol InterleavingChoices {
    /// A number in `0..<bound` (`bound` > 0).
    mutating func choose(below bound: Int) -> Int
    /// Whether the choices ran out (the fuzzer's input did); the run stops then.
    var isExhausted: Bool { get }
}

extension InterleavingChoices {
    /// One of two.
    mutating func chance() -> Bool { choose(below: 2) == 1 }
}

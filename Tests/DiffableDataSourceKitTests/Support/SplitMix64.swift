import Foundation

/// A small, fast, seedable pseudo-random generator (Steele, Lea and Flood's SplitMix64).
///
/// Tests use it so that a failure can be replayed from the seed printed in its message:
///
///     var rng = SplitMix64(seed: 42)
///     let n = Int.random(in: 0..<10, using: &rng)   // the same on every run and platform
///
/// Not for cryptography.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// The seeds a property test runs: the one in environment variable `variable` when set
    /// (to replay a failure), else `defaults`.
    static func seeds(replaying variable: String, defaults: [UInt64]) -> [UInt64] {
        ProcessInfo.processInfo.environment[variable].flatMap(UInt64.init).map { [$0] } ?? defaults
    }
}

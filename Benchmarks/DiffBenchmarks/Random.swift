/// A small seeded generator (SplitMix64), so every run diffs the same inputs.
struct SeededGenerator: RandomNumberGenerator {
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

extension SeededGenerator {
    /// `count` distinct offsets in `0..<range`, marked in a flag array of that length.
    mutating func distinctFlags(count: Int, in range: Int) -> [Bool] {
        var flags = [Bool](repeating: false, count: range)
        var chosen = 0
        if count * 2 <= range {
            while chosen < count {
                let offset = Int.random(in: 0..<range, using: &self)
                if !flags[offset] {
                    flags[offset] = true
                    chosen += 1
                }
            }
        } else {
            for offset in Array(0..<range).shuffled(using: &self).prefix(count) { flags[offset] = true }
        }
        return flags
    }
}

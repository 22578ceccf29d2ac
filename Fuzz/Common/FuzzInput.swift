/// A fuzzer's input bytes, read front to back as small numbers.
///
/// Every read succeeds: once the bytes run out, reads return zero and ``isExhausted`` is
/// true, so any byte string decodes to some sequence of operations and libFuzzer's
/// mutations (flip, insert, erase, splice) change a few operations at a time.
///
///     var input = FuzzInput([7, 200])
///     input.int(below: 4)   // 3
///     input.bool()          // false
///     input.isExhausted     // true
struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isExhausted: Bool { offset >= bytes.count }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in `0..<bound`.
    mutating func int(below bound: Int) -> Int {
        Int(byte()) % bound
    }

    /// A number in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(byte()) % range.count
    }

    /// One bit of the next byte.
    mutating func bool() -> Bool {
        byte() & 1 == 1
    }
}

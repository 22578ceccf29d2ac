/// The fuzzers' item that breaks `Hashable`: a class equal and hashed by a mutable `id`,
/// which the fuzzer changes while a snapshot holds the item. An `id` of 200 or more stands
/// for NaN: such an item is equal to nothing, itself included.
final class BrokenFuzzItem: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: a fuzzer runs on one thread; the point is that `id` changes.
    var id: UInt8

    init(_ id: UInt8) {
        self.id = id
    }

    static func == (lhs: BrokenFuzzItem, rhs: BrokenFuzzItem) -> Bool { lhs.id == rhs.id && lhs.id < 200 }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// `3`, or `nan200`.
    var description: String { id < 200 ? "\(id)" : "nan\(id)" }
}

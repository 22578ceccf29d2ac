/// The fuzzers' item: equal and hashed by `id` alone, with a `version` that stands for
/// content, so the fuzzers can see which copy of an item a snapshot, a table or a cell holds
/// (`reloadItems` and `reconfigureItems` store the value passed in).
struct FuzzItem: Hashable, Sendable, CustomStringConvertible {
    var id: UInt8
    var version: UInt8

    init(id: UInt8, version: UInt8 = 0) {
        self.id = id
        self.version = version
    }

    static func == (lhs: FuzzItem, rhs: FuzzItem) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// `3`, or `3v2` for version 2 of item 3.
    var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

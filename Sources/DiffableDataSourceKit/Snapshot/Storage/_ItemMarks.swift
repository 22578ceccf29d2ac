/// The marks an item can carry in a snapshot: reload, reconfigure, or both.
@usableFromInline
struct _ItemMarks: OptionSet, Sendable {
    @usableFromInline var rawValue: UInt8

    @inlinable
    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Marked by `reloadItems(_:)`.
    @usableFromInline static let reload = _ItemMarks(rawValue: 1)
    /// Marked by `reconfigureItems(_:)`.
    @usableFromInline static let reconfigure = _ItemMarks(rawValue: 2)
}

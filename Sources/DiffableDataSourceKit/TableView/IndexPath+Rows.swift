#if canImport(FoundationEssentials)
@_exported import struct FoundationEssentials.IndexPath
#else
@_exported import struct Foundation.IndexPath
#endif

// UIKit adds `row`, `section` and `init(row:section:)` to `IndexPath`; AppKit adds
// `section`. Where those frameworks are absent we add the same members, so code that
// reads index paths is written once for iOS, macOS and Linux.

#if !canImport(UIKit)
extension IndexPath {
    /// Creates an index path for a row in a section, as UIKit's initializer does.
    ///
    ///     let path = IndexPath(row: 2, section: 1)   // [1, 2]
    ///
    /// - Complexity: O(1).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row of a two-element index path (its second index), as in UIKit.
    ///
    /// An index path with fewer than two elements has no row; it reads as `-1` rather
    /// than trapping, so a malformed path from outside finds no row instead of crashing.
    /// - Complexity: O(1).
    public var row: Int {
        count > 1 ? self[1] : -1
    }
}
#endif

#if !canImport(UIKit) && !canImport(AppKit)
extension IndexPath {
    /// The section of a two-element index path (its first index), as in UIKit.
    ///
    /// An empty index path reads as section `-1` (no section) rather than trapping.
    /// - Complexity: O(1).
    public var section: Int {
        count > 0 ? self[0] : -1
    }
}
#endif

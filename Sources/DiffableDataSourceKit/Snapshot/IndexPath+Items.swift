// UIKit and AppKit give `IndexPath` `item` and `init(item:section:)` for collection views;
// elsewhere this file adds them, so collection-view code reads the same on every platform.
// Like `row` (see IndexPath+Rows.swift), `item` never traps on a malformed path.

#if !canImport(UIKit) && !canImport(AppKit)
extension IndexPath {
    /// Creates an index path for an item in a section, as UIKit's initializer does.
    ///
    ///     let path = IndexPath(item: 2, section: 1)   // [1, 2]
    ///
    /// - Complexity: O(1).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item of a two-element index path (its second index), as in UIKit.
    ///
    /// An index path with fewer than two elements has no item; it reads as `-1` rather
    /// than trapping.
    /// - Complexity: O(1).
    public var item: Int { rowIndex }
}
#endif

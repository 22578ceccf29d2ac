#if canImport(FoundationEssentials)
@_exported import struct FoundationEssentials.IndexPath
#else
@_exported import struct Foundation.IndexPath
#endif

#if canImport(AppKit) && !canImport(UIKit)
// On macOS, `section`, `item` and `init(item:section:)` live in AppKit's Swift overlay, which
// only a module that imports AppKit loads. Importing it here puts them beside this package's
// `row` for every app that imports the package, as UIKit's are on iOS.
import AppKit
#endif

// UIKit gives `IndexPath` `row`, `section` and `init(row:section:)`; AppKit gives it
// `section` and `item`. Where UIKit is absent this file adds `row` and `init(row:section:)`,
// and `section` too where AppKit is absent as well, so code that reads index paths is
// written once for iOS, macOS and Linux. A public `section` next to AppKit's would make a
// user's file that imports both ambiguous, so on macOS `section` stays AppKit's.
//
// The library itself reads index paths only through `sectionIndex` and `rowIndex` below,
// which exist on every platform and never trap: UIKit's `row` and `section` stop the app
// on a path that does not have two elements, and such a path can come from user input.

#if !canImport(UIKit)
extension IndexPath {
    /// Creates an index path for a row in a section, as UIKit's initializer does.
    ///
    ///     let path = IndexPath(row: 2, section: 1)   // [1, 2]
    ///
    /// - Complexity: O(1).
    public init(row: Int, section: Int) {
        self.init(section: section, rowIndex: row)
    }

    /// The row of a two-element index path (its second index), as in UIKit.
    ///
    /// An index path with fewer than two elements has no row; it reads as `-1` rather
    /// than trapping, so a malformed path from outside finds no row instead of crashing.
    /// - Complexity: O(1).
    public var row: Int { rowIndex }
}
#endif

#if !canImport(UIKit) && !canImport(AppKit)
extension IndexPath {
    /// The section of a two-element index path (its first index), as in UIKit.
    ///
    /// An empty index path reads as section `-1` (no section) rather than trapping.
    /// - Complexity: O(1).
    public var section: Int { sectionIndex }
}
#endif

extension IndexPath {
    /// The first index, or `-1` for an empty path: the section, read without trapping.
    @usableFromInline var sectionIndex: Int { isEmpty ? -1 : self[0] }

    /// The second index, or `-1` for a path with fewer than two: the row (or item), read
    /// without trapping.
    @usableFromInline var rowIndex: Int { count > 1 ? self[1] : -1 }

    /// A two-element path, on every platform.
    ///
    /// Built by appending to a one-element path, which Foundation stores inline: an array
    /// literal would allocate an array per path (about 3x slower, and table layouts make
    /// one path per row).
    @usableFromInline init(section: Int, rowIndex: Int) {
        self.init(index: section)
        append(rowIndex)
    }
}

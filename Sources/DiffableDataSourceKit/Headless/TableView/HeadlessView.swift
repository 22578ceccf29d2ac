import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A view without drawing: a frame. A table's header or footer view
/// (``HeadlessTableView/tableHeaderView``) is one, and takes its frame's height above or
/// below the rows, as in UIKit.
///
///     table.tableHeaderView = HeadlessView(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
///     table.tableFooterView = HeadlessView()   // UIKit's idiom for no separators below: no height
@preconcurrency @MainActor
open class HeadlessView {
    /// The view's frame; a table reads its height when the view is set, and when it lays
    /// out again.
    public var frame: CGRect

    /// Creates a view with a frame; an empty one by default, as `UIView()`.
    public init(frame: CGRect = .zero) {
        self.frame = frame
    }
}

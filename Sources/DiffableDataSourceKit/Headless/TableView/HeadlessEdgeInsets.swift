import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Room around a headless view's content, as `UIEdgeInsets`: the type of
/// ``HeadlessTableView/contentInset`` and ``HeadlessTableView/safeAreaInsets``.
///
///     table.contentInset = HeadlessEdgeInsets(top: 0, left: 0, bottom: 80, right: 0)
public struct HeadlessEdgeInsets: Hashable, Sendable {
    /// The room above the content.
    public var top: CGFloat
    /// The room on the leading side; kept, unused by a headless view, which has no width.
    public var left: CGFloat
    /// The room below the content.
    public var bottom: CGFloat
    /// The room on the trailing side; kept, unused.
    public var right: CGFloat

    /// No room on any side.
    public static let zero = HeadlessEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets, with UIKit's labels.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

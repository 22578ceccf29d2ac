extension HeadlessTableView {
    /// The row animations of UIKit's `UITableView.RowAnimation`, with its raw values, so code
    /// that chooses one (`dataSource.defaultRowAnimation = .fade`) ports unchanged. A headless
    /// table animates nothing: the choice is kept, not acted on.
    public enum RowAnimation: Int, Sendable {
        /// The row fades in or out.
        case fade = 0
        /// The row slides in from, or out to, the right.
        case right = 1
        /// The row slides in from, or out to, the left.
        case left = 2
        /// The row slides in from, or out to, the top.
        case top = 3
        /// The row slides in from, or out to, the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// The row stays centred while it appears or goes.
        case middle = 6
        /// The table chooses.
        case automatic = 100
    }
}

#if !canImport(UIKit)
import DiffableDataSourceKit
import Foundation

// UIKit's names for the headless views, for the ported examples in `Examples/ApplePorts`:
// the same view-controller file compiles against UIKit where it exists and against these
// here, so a test runs the code an app runs. Only what those examples use is here; it is
// an example's support, not part of the library.

/// `UITableView`: the headless table.
public typealias UITableView = HeadlessTableView
/// `UITableViewCell`: the headless cell.
public typealias UITableViewCell = TableViewCell
/// `UITableViewDelegate`: the headless table's delegate.
public typealias UITableViewDelegate = HeadlessTableViewDelegate
/// `UICollectionView`: the headless collection view.
public typealias UICollectionView = HeadlessCollectionView
/// `UICollectionViewCell`: the headless collection view's cell.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionReusableView`: the headless header or footer.
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionViewListCell`: the headless collection view's cell, a list cell.
public typealias UICollectionViewListCell = CollectionViewCell
/// `UIListContentConfiguration`: what a headless list cell shows.
public typealias UIListContentConfiguration = ListContentConfiguration
/// `UIEdgeInsets`: the headless views' insets.
public typealias UIEdgeInsets = HeadlessEdgeInsets

/// A view controller without a screen: a `view` and the `viewDidLoad()` step of its life.
@MainActor
open class UIViewController {
    /// The root view.
    public let view = UIView()
    private var isViewLoaded = false

    /// Creates a view controller whose view is not loaded yet.
    public init() {}

    /// Creates a view controller as UIKit's designated initializer does; no nib is loaded.
    public init(nibName: String?, bundle: Bundle?) {}

    /// UIKit's initializer from an archive, which subclasses must provide; nothing is
    /// archived here.
    public required init?(coder: NSCoder) {}

    /// Called once, when the view is loaded.
    open func viewDidLoad() {}

    /// Loads the view, as UIKit does the first time `view` is shown.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }
}

/// A view that keeps its subviews, so a test can find the table a controller added.
@MainActor
open class UIView {
    /// The views added, in order.
    public private(set) var subviews: [AnyObject] = []
    /// The view's bounds: a phone's screen.
    public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Creates an empty view.
    public init() {}

    /// Adds a view.
    public func addSubview(_ view: AnyObject) { subviews.append(view) }
}

/// A label: its text.
@MainActor
open class UILabel {
    /// The text shown.
    public var text: String?

    /// Creates an empty label.
    public init() {}
}

/// A layout a collection view is made with; the headless collection view lays out a list
/// whatever it is given.
@MainActor
open class UICollectionViewLayout {
    /// Creates a layout.
    public init() {}
}

/// A compositional layout: only its list form.
@MainActor
public final class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The layout of a list with the given configuration.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout()
    }
}

/// A list layout's configuration: its appearance and whether sections have headers.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The list's look.
    public enum Appearance: Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Where a section's header comes from.
    public enum HeaderMode: Sendable { case none, supplementary, firstItemInSection }
    /// The list's look.
    public var appearance: Appearance
    /// Where a section's header comes from; none by default.
    public var headerMode = HeaderMode.none

    /// Creates a configuration.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

extension HeadlessCollectionView {
    /// Creates a collection view as UIKit's initializer does: a frame with a height sets the
    /// viewport's (an empty one, sized later by constraints on a device, keeps a phone's
    /// screen), and the layout is a list whatever it is.
    public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.init()
        if frame.height > 0 { viewportHeight = frame.height }
    }
}

/// A gesture recognizer whose state and location a test sets, as the finger would.
@MainActor
open class UIGestureRecognizer {
    /// The moments of a gesture.
    public enum State: Sendable { case possible, began, changed, ended, cancelled, failed }
    /// Where the gesture is.
    public var state = State.possible
    /// Where the finger is, in the view's coordinates.
    public var locationInView = CGPoint.zero

    /// Creates a recognizer.
    public init() {}

    /// Where the finger is in a view: the location the test set.
    public func location(in view: AnyObject?) -> CGPoint { locationInView }
}

/// A long press.
@MainActor
public final class UILongPressGestureRecognizer: UIGestureRecognizer {}
#endif

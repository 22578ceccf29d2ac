#if !canImport(UIKit)
import DiffableDataSourceKit

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

/// A view controller without a screen: a `view` and the `viewDidLoad()` step of its life.
@MainActor
open class UIViewController {
    /// The root view.
    public let view = UIView()
    private var isViewLoaded = false

    /// Creates a view controller whose view is not loaded yet.
    public init() {}

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
#endif

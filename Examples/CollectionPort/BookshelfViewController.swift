import DiffableDataSourceKit
import Foundation

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// A collection-view screen as apps write it for Apple's diffable data source, ported by the
// documented renames only (see the Migrating article): `UICollectionViewDiffableDataSource`
// -> `DiffableCollectionDataSource` and `NSDiffableDataSourceSnapshot` ->
// `DiffableDataSourceSnapshot`, plus `import DiffableDataSourceKit`. No `try`, no `try?`.
// It uses cell and supplementary registrations, a long press that moves a book with the
// collection view's interactive movement (and reloads after it, as Mastodon's profile
// screen does), and `scrollToItem` to jump to a shelf. Where UIKit exists it compiles
// against UIKit; elsewhere against `Examples/HeadlessUIKit`, and `Tests/ApplePortsTests`
// runs it on the headless collection view. What only a device has (the label's layout, the
// gesture's target-action) is behind `#if canImport(UIKit)`.

/// A shelf's header: its name.
final class ShelfHeaderView: UICollectionReusableView {
    let label = UILabel()

    #if canImport(UIKit)
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        label.frame = bounds.insetBy(dx: 16, dy: 0)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
    #endif
}

public final class BookshelfViewController: UIViewController {
    public let bookshelf: Bookshelf
    public private(set) var collectionView: UICollectionView!
    private var dataSource: DiffableCollectionDataSource<Shelf, Book>!

    public init(bookshelf: Bookshelf) {
        self.bookshelf = bookshelf
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override public func viewDidLoad() {
        super.viewDidLoad()
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshot()
    }

    private func configureHierarchy() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        #if canImport(UIKit)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let longPress = UILongPressGestureRecognizer(target: self, action: #selector(longPressed(_:)))
        collectionView.addGestureRecognizer(longPress)
        #endif
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Book> {
            cell, indexPath, book in
            var content = cell.defaultContentConfiguration()
            content.text = book.title
            content.secondaryText = book.author
            cell.contentConfiguration = content
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<ShelfHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned self] header, elementKind, indexPath in
            header.label.text = dataSource.sectionIdentifier(for: indexPath.section)?.rawValue
        }

        dataSource = DiffableCollectionDataSource<Shelf, Book>(collectionView: collectionView) {
            collectionView, indexPath, book in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: book)
        }
        dataSource.supplementaryViewProvider = { collectionView, elementKind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
            for section in transaction.sectionTransactions {
                bookshelf.save(section.finalSnapshot.items, on: section.sectionIdentifier)
            }
        }
    }

    private func applyInitialSnapshot() {
        let snapshot = DiffableDataSourceSnapshot<Shelf, Book>.shelves(of: bookshelf)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Scrolls a shelf's first book to the top.
    public func show(_ shelf: Shelf) {
        guard let section = dataSource.index(for: shelf), collectionView.numberOfItems(inSection: section) > 0 else {
            return
        }
        collectionView.scrollToItem(at: IndexPath(item: 0, section: section), at: .top, animated: true)
    }

    /// Moves the pressed book with the finger, then puts it down.
    public func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
        let location = gesture.location(in: collectionView)
        switch gesture.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location) else { return }
            collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended:
            collectionView.endInteractiveMovement()
            collectionView.reloadData()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    #if canImport(UIKit)
    @objc private func longPressed(_ gesture: UILongPressGestureRecognizer) {
        handleLongPress(gesture)
    }
    #endif
}

extension DiffableDataSourceSnapshot where SectionIdentifierType == Shelf, ItemIdentifierType == Book {
    /// Every shelf and its books, in the reader's order.
    static func shelves(of bookshelf: Bookshelf) -> Self {
        var snapshot = Self()
        snapshot.appendSections(Shelf.allCases)
        for shelf in Shelf.allCases {
            snapshot.appendItems(bookshelf.books[shelf] ?? [], toSection: shelf)
        }
        return snapshot
    }
}

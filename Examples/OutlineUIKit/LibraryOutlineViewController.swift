#if canImport(UIKit)
import DiffableDataSourceKit
import OutlineDemo
import UIKit

// The library outline of `swift run outline` (genres > artists > songs) on a real
// UICollectionView with a sidebar list layout, written as with Apple's
// `UICollectionViewDiffableDataSource` and `NSDiffableDataSourceSectionSnapshot`, renamed
// `DiffableCollectionDataSource` and `ListSectionSnapshot`. Two things differ from Apple's
// code, because this data source is not Apple's class and UIKit does not know it has
// section snapshots:
//   - the outline disclosure comes from `dataSource.outlineDisclosureAccessory(for:options:)`,
//     whose action handler calls `toggleExpansion(of:)` for the item the cell shows when
//     tapped (see `accessories(for:node:)`);
//   - the cell reports its expansion state itself (`LibraryOutlineCell`), so the disclosure
//     points the right way.
// The cell's indentation level needs no code: the data source sets it from the outline, as
// UIKit does for its own diffable data source.

/// A list cell that tells its accessories whether its item is expanded.
///
/// UIKit fills `configurationState.isExpanded` from its own diffable data source's section
/// snapshot; with this package's data source it would always be `false`, and the outline
/// disclosure would never turn. The registration sets ``isOutlineExpanded`` from the
/// outline instead (the data source reconfigures a parent's row when it expands or
/// collapses).
public final class LibraryOutlineCell: UICollectionViewListCell {
    /// Whether the cell's item is expanded in the outline.
    public var isOutlineExpanded = false {
        didSet {
            if isOutlineExpanded != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// The state UIKit gives, with ``isOutlineExpanded`` as `isExpanded`.
    override public var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isExpanded = isOutlineExpanded
        return state
    }
}

/// The music library as a sidebar outline: genres, their artists, each artist's songs,
/// loaded the first time the artist expands.
public final class LibraryOutlineViewController: UIViewController {
    /// Genres the user cannot collapse (`shouldCollapseItem` refuses them).
    public var pinnedGenres: Set<String> = []

    private var collectionView: UICollectionView!
    private var dataSource: DiffableCollectionDataSource<LibrarySection, LibraryNode>!

    override public func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Library"
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshot()
    }

    /// A collection view with a sidebar list layout, filling the view.
    private func configureHierarchy() {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<LibraryOutlineCell, LibraryNode> {
            [weak self] cell, _, node in
            var content = cell.defaultContentConfiguration()
            content.text = node.title
            if case .genre = node { content.textProperties.font = .preferredFont(forTextStyle: .headline) }
            cell.contentConfiguration = content
            cell.isOutlineExpanded = self?.dataSource.snapshot(for: .main).isExpanded(node) ?? false
            cell.accessories = self?.accessories(for: cell, node: node) ?? []
        }

        dataSource = DiffableCollectionDataSource<LibrarySection, LibraryNode>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, node: LibraryNode) -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: node)
        }

        var handlers = DiffableCollectionDataSource<LibrarySection, LibraryNode>.SectionSnapshotHandlers<LibraryNode>()
        handlers.shouldCollapseItem = { [weak self] node in
            guard case .genre(let name) = node else { return true }
            return !(self?.pinnedGenres.contains(name) ?? false)
        }
        // An artist's songs are loaded when it first expands.
        handlers.snapshotForExpandingParent = { node, outline in
            LibraryCatalog.loadingSongs(of: node, in: outline).outline
        }
        dataSource.sectionSnapshotHandlers = handlers
    }

    /// A parent's outline disclosure (a header style for genres); nothing for a song.
    private func accessories(for cell: UICollectionViewCell, node: LibraryNode) -> [UICellAccessory] {
        guard node.isParent else { return [] }
        let style: UICellAccessory.OutlineDisclosureOptions.Style
        if case .genre = node { style = .header } else { style = .cell }
        // UIKit's own `.outlineDisclosure()` would expand and collapse through Apple's
        // diffable data source, which this data source is not. This one asks the section
        // snapshot handlers in Apple's order, then shows or hides the rows.
        return [dataSource.outlineDisclosureAccessory(for: cell, options: .init(style: style))]
    }

    private func applyInitialSnapshot() {
        do {
            let section = try LibraryCatalog.launchOutline()
            dataSource.apply(section, to: .main, animatingDifferences: false)
        } catch {
            print(error)  // a ListSectionSnapshotError naming the items at fault
        }
    }
}
#endif

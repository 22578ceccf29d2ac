#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

/// What a ``DiffableList`` keeps between SwiftUI's updates: its collection view's data
/// source, the ``ListCoordinator`` that makes every decision, and the UIKit objects that
/// forward to it (the cell and header registrations, the swipe providers, the refresh
/// control).
@available(iOS 16, *)
@MainActor
public final class DiffableListCoordinator<
    Section: Hashable & Sendable, Item: Hashable & Sendable, Row: View, Header: View
> {
    /// The list's coordinator, once the collection view is made.
    public private(set) var list: ListCoordinator<Section, Item, UICollectionView>?
    /// The collection view's data source, once it is made.
    public private(set) var dataSource: DiffableCollectionDataSource<Section, Item>?
    var row: (Item) -> Row
    var header: (Section) -> Header
    private var nearEndAction: (@MainActor () async -> Void)?
    private var reorders = false

    init(row: @escaping (Item) -> Row, header: @escaping (Section) -> Header) {
        self.row = row
        self.header = header
    }

    /// A collection view with a list layout, its data source and coordinator.
    func makeCollectionView(
        appearance: UICollectionLayoutListConfiguration.Appearance, hasHeaders: Bool
    ) -> UICollectionView {
        var layout = UICollectionLayoutListConfiguration(appearance: appearance)
        layout.headerMode = hasHeaders ? .supplementary : .none
        layout.leadingSwipeActionsConfigurationProvider = { [weak self] path in
            self?.swipeConfiguration(at: path, edge: .leading)
        }
        layout.trailingSwipeActionsConfigurationProvider = { [weak self] path in
            self?.swipeConfiguration(at: path, edge: .trailing)
        }
        let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: layout))
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { [weak self] cell, _, item in
            guard let self else { return }
            // The item is the row's identity: SwiftUI state never passes to another item.
            let content = row(item).id(item)
            cell.contentConfiguration = UIHostingConfiguration { content }.minSize(width: 0, height: 0)
            cell.accessories = reorders ? [.reorder(displayed: .whenEditing)] : []
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] view, _, path in
            guard let self, let section = self.dataSource?.sectionIdentifier(for: path.section) else { return }
            let content = header(section)
            view.contentConfiguration = UIHostingConfiguration { content }.minSize(width: 0, height: 0)
        }
        let dataSource = DiffableCollectionDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, path, item in
            collectionView.dequeueConfiguredReusableCell(using: rows, for: path, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, path in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
        collectionView.delegate = dataSource.makeDelegate()
        self.dataSource = dataSource
        list = ListCoordinator(dataSource: dataSource)
        return collectionView
    }

    /// Forwards the modifiers and the environment to the data source and the coordinator:
    /// rows are selectable when the list binds a selection (several while editing, as
    /// SwiftUI's `List` with a set), and draggable while editing when it reports moves.
    func apply(
        _ options: DiffableListOptions<Section, Item>, refresh: (@MainActor () async -> Void)?, selects: Bool,
        isEditing: Bool, to collectionView: UICollectionView
    ) {
        guard let list, let dataSource else { return }
        collectionView.allowsSelection = selects
        collectionView.allowsMultipleSelectionDuringEditing = selects
        dataSource.scrollAnchor = options.scrollAnchor
        reorders = options.move != nil
        dataSource.allowReordering = reorders
        dataSource.allowCrossSectionMove = true
        if collectionView.isEditing != isEditing { collectionView.isEditing = isEditing }
        list.didMoveItem = options.move
        list.swipeActions = options.swipeActions
        nearEndAction = options.nearEnd?.action
        if let nearEnd = options.nearEnd {
            list.whenNearEnd(of: nearEnd.section, within: nearEnd.rows) { [weak self] in
                guard let action = self?.nearEndAction else { return }
                Task { await action() }
            }
        } else {
            list.whenNearEnd(within: 1, perform: nil)
        }
        list.refreshAction = refresh
        if refresh == nil {
            collectionView.refreshControl = nil
        } else if collectionView.refreshControl == nil {
            let control = UIRefreshControl()
            control.addAction(
                UIAction { [weak list, weak control] _ in list?.refresh { control?.endRefreshing() } },
                for: .valueChanged)
            collectionView.refreshControl = control
        }
    }

    /// The coordinator's swipe actions for a row, as UIKit's contextual actions.
    private func swipeConfiguration(at indexPath: IndexPath, edge: ListSwipeEdge) -> UISwipeActionsConfiguration? {
        guard let actions = list?.swipeActions(forItemAt: indexPath, edge: edge), !actions.isEmpty else { return nil }
        return UISwipeActionsConfiguration(
            actions: actions.map { action in
                let contextual = UIContextualAction(
                    style: action.role == .destructive ? .destructive : .normal, title: action.title
                ) {
                    _, _, done in
                    action.handler()
                    done(true)
                }
                contextual.image = action.systemImage.flatMap { UIImage(systemName: $0) }
                return contextual
            })
    }
}
#endif

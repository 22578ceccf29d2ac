#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

/// A SwiftUI list over a `UICollectionView` list layout, driven by this package's data
/// source: rows are SwiftUI views in `UIHostingConfiguration`s, and the selection and the
/// scroll position are bound by identity.
///
///     DiffableList(version: library.revision, selection: $selection, scrollPosition: $position) {
///         for shelf in library.shelves {
///             ListSection(shelf.id, items: shelf.songIDs)
///         }
///     } row: { id in
///         SongRow(song: library.song(id))
///     } header: { shelf in
///         Text(library.title(of: shelf))
///     }
///     .onNearEnd(within: 5) { await library.loadMore() }
///     .onMove { move in library.move(move) }
///     .swipeActions { id, edge in [ListSwipeAction("Delete", role: .destructive) { library.delete(id) }] }
///     .refreshable { await library.reload() }
///
/// ## Content
/// Declared with ``ListSnapshotBuilder``, and read only when it may have changed, so a
/// SwiftUI update that does not change the list costs O(1), whatever its size: with
/// `version:`, when the version changes (a revision the model bumps); with the
/// initializer without it (iOS 17), the content reads `@Observable` models and the list
/// follows them by itself, through ``ListDataSource/bind(animatingDifferences:duplicates:file:line:_:)``.
/// A versioned update animates when SwiftUI's transaction does (`withAnimation`).
///
/// ## Rows
/// Each row is `row(item)` in a `UIHostingConfiguration` without a minimum size, with the
/// item as its identity: a row's SwiftUI state belongs to its item, never to the cell the
/// collection view reuses for another item. A row whose item keeps its identity but changes
/// content is configured again as any apply decides (see ``ListDataSource/contentComparison``).
///
/// ## Design
/// The list is thin: every decision (what changed, when to read the content, what to
/// select and where to scroll, what to report and when, the near end, the swipes and moves
/// by identity) is made by a ``ListCoordinator`` over a `DiffableCollectionDataSource`,
/// which the package's tests drive on the headless collection view.
@available(iOS 16, *)
@MainActor
public struct DiffableList<Section: Hashable & Sendable, Item: Hashable & Sendable, Row: View, Header: View>:
    UIViewRepresentable
{
    /// Where the list's content comes from.
    enum Content {
        /// Read when the version changes.
        case versioned(AnyHashable, () -> ListSections<Section, Item>)
        /// Bound to the `@Observable` models it reads.
        case observed(@MainActor () -> ListSections<Section, Item>)
    }

    let content: Content
    let row: (Item) -> Row
    let header: (Section) -> Header
    let selection: Binding<Set<Item>>?
    let scrollPosition: Binding<ListScrollPosition<Item>>?
    var options = DiffableListOptions<Section, Item>()

    init(
        content: Content, selection: Binding<Set<Item>>?, scrollPosition: Binding<ListScrollPosition<Item>>?,
        row: @escaping (Item) -> Row, header: @escaping (Section) -> Header
    ) {
        self.content = content
        self.selection = selection
        self.scrollPosition = scrollPosition
        self.row = row
        self.header = header
    }

    /// A list whose content is read when `version` changes.
    ///
    /// - Parameters:
    ///   - version: What changes with the content (a revision counter, an identifier of
    ///     the data loaded); the content is read only when it changed, or after a user's
    ///     drag.
    ///   - selection: The selected items, two-way; `nil` for a list without selection.
    ///   - scrollPosition: Where the list is scrolled, two-way; `nil` to leave it unbound.
    ///   - content: The sections (see ``ListSnapshotBuilder``).
    ///   - row: A row's view for an item.
    ///   - header: A section's header view.
    /// - Complexity: A SwiftUI update with the same `version` costs O(*k*) for *k* selected
    ///   items (a set comparison), whatever the size of the list.
    public init(
        version: some Hashable, selection: Binding<Set<Item>>? = nil,
        scrollPosition: Binding<ListScrollPosition<Item>>? = nil,
        @ListSnapshotBuilder<Section, Item> content: @escaping () -> ListSections<Section, Item>,
        @ViewBuilder row: @escaping (Item) -> Row, @ViewBuilder header: @escaping (Section) -> Header
    ) {
        self.init(
            content: .versioned(AnyHashable(version), content), selection: selection, scrollPosition: scrollPosition,
            row: row, header: header)
    }

    /// A list whose content reads `@Observable` models and follows them by itself: any
    /// number of model changes in one main-actor turn make one update, and a change re-reads
    /// only the sections that read it (see ``ListDataSource/bind(animatingDifferences:duplicates:file:line:_:)``).
    ///
    /// The content closure of the list's first update is kept: let it read the models
    /// (reference types), not values captured from the view.
    ///
    /// - Parameters:
    ///   - selection: The selected items, two-way; `nil` for a list without selection.
    ///   - scrollPosition: Where the list is scrolled, two-way; `nil` to leave it unbound.
    ///   - content: The sections, read under observation.
    ///   - row: A row's view for an item.
    ///   - header: A section's header view.
    /// - Complexity: A SwiftUI update costs O(*k*) for *k* selected items; the content is
    ///   read when the models change, not when the view updates.
    @available(iOS 17, *)
    public init(
        selection: Binding<Set<Item>>? = nil, scrollPosition: Binding<ListScrollPosition<Item>>? = nil,
        @ListSnapshotBuilder<Section, Item> content: @escaping @MainActor () -> ListSections<Section, Item>,
        @ViewBuilder row: @escaping (Item) -> Row, @ViewBuilder header: @escaping (Section) -> Header
    ) {
        self.init(
            content: .observed(content), selection: selection, scrollPosition: scrollPosition, row: row,
            header: header)
    }

    /// Makes the object that holds the data source and the ``ListCoordinator``.
    ///
    /// - Complexity: O(1).
    public func makeCoordinator() -> DiffableListCoordinator<Section, Item, Row, Header> {
        DiffableListCoordinator(row: row, header: header)
    }

    /// Makes the collection view, its list layout, data source and coordinator.
    ///
    /// - Complexity: O(1).
    public func makeUIView(context: Context) -> UICollectionView {
        context.coordinator.makeCollectionView(
            appearance: options.appearance, hasHeaders: Header.self != EmptyView.self)
    }

    /// Hands the view's update to the coordinator: the content, the bindings, the
    /// modifiers, the environment's refresh action and edit mode, and the transaction's
    /// animation.
    ///
    /// - Complexity: O(*k*) for *k* selected items when nothing changed (see
    ///   ``init(version:selection:scrollPosition:content:row:header:)``).
    public func updateUIView(_ collectionView: UICollectionView, context: Context) {
        let coordinator = context.coordinator
        coordinator.row = row
        coordinator.header = header
        guard let list = coordinator.list else { return }
        let selection = selection
        let scrollPosition = scrollPosition
        list.selectionDidChange = nil
        if let selection { list.selectionDidChange = { selection.wrappedValue = $0 } }
        list.scrollPositionDidChange = nil
        if let scrollPosition { list.scrollPositionDidChange = { scrollPosition.wrappedValue = $0 } }
        var refresh: (@MainActor () async -> Void)?
        if let action = context.environment.refresh { refresh = { await action() } }
        coordinator.apply(
            options, refresh: refresh, selects: selection != nil,
            isEditing: context.environment.editMode?.wrappedValue.isEditing == true, to: collectionView)
        let animated = context.transaction.animation != nil && !context.transaction.disablesAnimations
        let content = content
        list.update(
            fromView: {
                switch content {
                case .versioned(let version, let content):
                    _ = list.update(version: version, animatingDifferences: animated, content: content)
                case .observed(let content):
                    if #available(iOS 17, *) { list.bind(content) }
                }
            }, selection: selection?.wrappedValue, scrollPosition: scrollPosition?.wrappedValue, animated: animated)
    }

    /// Stops the coordinator (and an Observation binding) when SwiftUI removes the list.
    ///
    /// - Complexity: O(1).
    public static func dismantleUIView(
        _ collectionView: UICollectionView, coordinator: DiffableListCoordinator<Section, Item, Row, Header>
    ) {
        coordinator.list?.cancel()
    }
}

@available(iOS 16, *)
extension DiffableList where Header == EmptyView {
    /// A list without section headers whose content is read when `version` changes; see
    /// ``init(version:selection:scrollPosition:content:row:header:)``.
    ///
    /// - Complexity: as that initializer.
    public init(
        version: some Hashable, selection: Binding<Set<Item>>? = nil,
        scrollPosition: Binding<ListScrollPosition<Item>>? = nil,
        @ListSnapshotBuilder<Section, Item> content: @escaping () -> ListSections<Section, Item>,
        @ViewBuilder row: @escaping (Item) -> Row
    ) {
        self.init(
            content: .versioned(AnyHashable(version), content), selection: selection, scrollPosition: scrollPosition,
            row: row, header: { _ in EmptyView() })
    }

    /// A list without section headers that follows the `@Observable` models its content
    /// reads; see ``init(selection:scrollPosition:content:row:header:)``.
    ///
    /// - Complexity: as that initializer.
    @available(iOS 17, *)
    public init(
        selection: Binding<Set<Item>>? = nil, scrollPosition: Binding<ListScrollPosition<Item>>? = nil,
        @ListSnapshotBuilder<Section, Item> content: @escaping @MainActor () -> ListSections<Section, Item>,
        @ViewBuilder row: @escaping (Item) -> Row
    ) {
        self.init(
            content: .observed(content), selection: selection, scrollPosition: scrollPosition, row: row,
            header: { _ in EmptyView() })
    }
}
#endif

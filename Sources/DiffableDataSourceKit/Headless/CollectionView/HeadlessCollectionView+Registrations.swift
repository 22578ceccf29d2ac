import Foundation

extension HeadlessCollectionView {
    /// How to make and configure the cells of one kind of item, as UIKit's
    /// `UICollectionView.CellRegistration`: code written with registrations ports by rename.
    ///
    ///     let registration = HeadlessCollectionView.CellRegistration<CollectionViewCell, Drink> {
    ///         cell, indexPath, drink in
    ///         cell.text = drink.name
    ///     }
    ///     let dataSource = CollectionDataSource<Section, Drink>(collectionView: collectionView) {
    ///         collectionView, indexPath, drink in
    ///         collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: drink)
    ///     }
    ///
    /// Each registration has a reuse identifier of its own, registered with the collection
    /// view the first time a cell is dequeued with it: no `register` call is needed, and
    /// cells of two registrations are never reused for each other. Make it once, outside the
    /// cell provider (UIKit asks the same).
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a dequeued cell for an item, as UIKit's handler.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The configuration the dequeue runs.
        let handler: Handler
        /// The reuse identifier of this registration's cells.
        let reuseIdentifier: String

        /// Creates a registration of `Cell` configured by `handler`.
        ///
        /// - Complexity: O(1).
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = "\(Cell.self) registration \(UUID().uuidString)"
        }
    }

    /// How to make and configure a kind of header or footer, as UIKit's
    /// `UICollectionView.SupplementaryRegistration`.
    ///
    ///     let header = HeadlessCollectionView.SupplementaryRegistration<CollectionReusableView>(
    ///         elementKind: HeadlessCollectionView.elementKindSectionHeader
    ///     ) { view, kind, indexPath in
    ///         view.text = dataSource.sectionIdentifier(for: indexPath.section)?.title
    ///     }
    ///     dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
    ///         collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    ///     }
    ///
    /// As ``CellRegistration``, it registers itself on first use, under an identifier of its
    /// own.
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures a dequeued view, as UIKit's handler.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath)
            -> Void

        /// The kind of view, such as ``HeadlessCollectionView/elementKindSectionHeader``.
        let elementKind: String
        /// The configuration the dequeue runs.
        let handler: Handler
        /// The reuse identifier of this registration's views.
        let reuseIdentifier: String

        /// Creates a registration of `Supplementary` views of a kind, configured by
        /// `handler`.
        ///
        /// - Complexity: O(1).
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = "\(Supplementary.self) registration \(UUID().uuidString)"
        }
    }

    /// A cell of the registration's class, reused or new, configured by its handler for
    /// `item`, as UIKit's method of the same name.
    ///
    /// While the data source reconfigures the item, the item's current cell is handed back
    /// and configured again, as UIKit does. A `nil` item gives the cell unconfigured (the
    /// handler takes an item).
    ///
    /// - Parameters:
    ///   - registration: The registration that makes and configures the cell.
    ///   - indexPath: The item's place.
    ///   - item: The item the cell shows.
    /// - Returns: The configured cell.
    /// - Complexity: O(1) expected, plus the handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let identifier = registration.reuseIdentifier
        if list.registeredCells[identifier] == nil { register(Cell.self, forCellWithReuseIdentifier: identifier) }
        let cell: Cell
        if let dequeued = try? list.dequeueReusableCell(Cell.self, withIdentifier: identifier, for: indexPath) {
            cell = dequeued
        } else {
            // Not reached: the identifier is the registration's own, and registered with
            // its class above. A cell all the same, rather than a trap.
            cell = Cell()
            cell.reuseIdentifier = identifier
            list.cellsCreated += 1
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A header or footer of the registration's class and kind, reused or new, configured by
    /// its handler, as UIKit's method of the same name.
    ///
    /// - Parameters:
    ///   - registration: The registration that makes and configures the view.
    ///   - indexPath: The place of the view (its section).
    /// - Returns: The configured view.
    /// - Complexity: O(1) expected, plus the handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        let identifier = registration.reuseIdentifier
        if registeredViews[ViewKey(kind: kind, identifier: identifier)] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        let view: Supplementary
        if let dequeued = try? dequeueReusableSupplementaryView(
            Supplementary.self, ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        {
            view = dequeued
        } else {
            // Not reached, as for cells above.
            view = Supplementary()
            view.elementKind = kind
            view.reuseIdentifier = identifier
            supplementaryViewsCreated += 1
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}

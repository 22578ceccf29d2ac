extension ListDataSource {
    /// The reordering closures as one value, with the names and shape of
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`; for tables and collection
    /// views alike.
    public struct ReorderingHandlers {
        /// Decides per item whether it may be dragged; see ``ListDataSource/canReorderItem``.
        public var canReorderItem: ((Item) -> Bool)?
        /// Called before a drag changes the snapshot; see ``ListDataSource/willReorder``.
        public var willReorder: ((ReorderTransaction<Section, Item>) -> Void)?
        /// Called after a drag changed the snapshot, with the transaction's initial and
        /// final snapshots and their difference; see ``ListDataSource/didReorder``.
        public var didReorder: ((ReorderTransaction<Section, Item>) -> Void)?

        /// Creates handlers; every closure is optional.
        public init(
            canReorderItem: ((Item) -> Bool)? = nil, willReorder: ((ReorderTransaction<Section, Item>) -> Void)? = nil,
            didReorder: ((ReorderTransaction<Section, Item>) -> Void)? = nil
        ) {
            self.canReorderItem = canReorderItem
            self.willReorder = willReorder
            self.didReorder = didReorder
        }
    }

    /// The reordering closures ``canReorderItem``, ``willReorder`` and ``didReorder`` as one
    /// value, as `UICollectionViewDiffableDataSource.reorderingHandlers`:
    ///
    ///     dataSource.reorderingHandlers.canReorderItem = { _ in true }
    ///     dataSource.reorderingHandlers.didReorder = { transaction in
    ///         backingStore = transaction.finalSnapshot.itemIdentifiers
    ///     }
    ///
    /// Setting handlers with a `canReorderItem` turns ``allowReordering`` on, as UIKit
    /// enables reordering exactly then; clearing it leaves ``allowReordering`` as it is.
    /// - Complexity: O(1).
    public var reorderingHandlers: ReorderingHandlers {
        get { ReorderingHandlers(canReorderItem: canReorderItem, willReorder: willReorder, didReorder: didReorder) }
        set {
            canReorderItem = newValue.canReorderItem
            willReorder = newValue.willReorder
            didReorder = newValue.didReorder
            if newValue.canReorderItem != nil { allowReordering = true }
        }
    }
}

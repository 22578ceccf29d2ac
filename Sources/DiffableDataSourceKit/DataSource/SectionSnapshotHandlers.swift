extension ListDataSource {
    /// The closures that take part when the user expands or collapses an item, with the
    /// names and shape of `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`; for
    /// every view. See ``ListDataSource/toggleExpansion(of:)`` for the order they run in.
    ///
    /// Generic over the item type, as Apple's, so `SectionSnapshotHandlers<Item>()` ports
    /// by rename; the data source's ``ListDataSource/sectionSnapshotHandlers`` uses its own
    /// item type.
    public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable & Sendable> {
        /// Whether an item may expand; `nil` lets every item expand.
        public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
        /// Called before an item expands.
        public var willExpandItem: ((ItemIdentifierType) -> Void)?
        /// Whether an item may collapse; `nil` lets every item collapse.
        public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
        /// Called before an item collapses.
        public var willCollapseItem: ((ItemIdentifierType) -> Void)?
        /// The section snapshot to show when a parent expands, given the parent and its
        /// section's snapshot (for example with the parent's children loaded now); `nil`
        /// expands the snapshot as it is.
        public var snapshotForExpandingParent:
            (
                (ItemIdentifierType, ListSectionSnapshot<ItemIdentifierType>) -> ListSectionSnapshot<ItemIdentifierType>
            )?

        /// Handlers with no closures: every item expands and collapses.
        public init() {}
    }
}

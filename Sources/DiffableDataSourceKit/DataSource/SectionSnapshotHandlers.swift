extension ListDataSource {
    /// The closures that take part when the user expands or collapses an item, with the
    /// names and shape of `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`; for
    /// every view. See ``ListDataSource/toggleExpansion(of:)`` for the order they run in.
    public struct SectionSnapshotHandlers {
        /// Whether an item may expand; `nil` lets every item expand.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before an item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether an item may collapse; `nil` lets every item collapse.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before an item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The section snapshot to show when a parent expands, given the parent and its
        /// section's snapshot (for example with the parent's children loaded now); `nil`
        /// expands the snapshot as it is.
        public var snapshotForExpandingParent: ((Item, ListSectionSnapshot<Item>) -> ListSectionSnapshot<Item>)?

        /// Handlers with no closures: every item expands and collapses.
        public init() {}
    }
}

/// What a user's drag changed, handed to ``ListDataSource/willReorder`` and
/// ``ListDataSource/didReorder``, like UIKit's `NSDiffableDataSourceTransaction`.
public struct ReorderTransaction<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
    /// The snapshot before the drag.
    public let initialSnapshot: ListSnapshot<Section, Item>
    /// The snapshot after the drag: what the table shows now.
    public let finalSnapshot: ListSnapshot<Section, Item>
    /// One entry for each section whose items changed, in the final snapshot's order.
    public let sectionTransactions: [SectionTransaction]

    /// The change to one section's items.
    public struct SectionTransaction: Sendable {
        /// The section.
        public let sectionIdentifier: Section
        /// Its items before the drag.
        public let initialItems: [Item]
        /// Its items after the drag.
        public let finalItems: [Item]
        /// The standard library's difference from `initialItems` to `finalItems`.
        public let difference: CollectionDifference<Item>
    }

    /// Builds the transaction between two snapshots that differ by one drag.
    ///
    /// - Complexity: O(*n*) for the sections involved; only sections whose items differ are
    ///   compared element by element.
    init(initial: ListSnapshot<Section, Item>, final: ListSnapshot<Section, Item>) {
        initialSnapshot = initial
        finalSnapshot = final
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.itemIdentifiers(inSection: section)
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return SectionTransaction(
                sectionIdentifier: section, initialItems: before, finalItems: after,
                difference: after.difference(from: before)
            )
        }
    }
}

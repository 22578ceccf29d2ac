/// What a user's drag changed, handed to ``ListDataSource/willReorder`` and
/// ``ListDataSource/didReorder``, with the shape and names of UIKit's
/// `NSDiffableDataSourceTransaction` (also named ``ListTransaction``).
public struct ReorderTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// The snapshot before the drag.
    public let initialSnapshot: ListSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the drag: what the table shows now.
    public let finalSnapshot: ListSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// One entry for each section whose items changed, in the final snapshot's order.
    public let sectionTransactions: [SectionTransaction]

    /// The difference between the initial and the final snapshot's items, in order across
    /// sections, as `NSDiffableDataSourceTransaction.difference`.
    ///
    /// - Complexity: O(*n* + *d*²) for *n* items and *d* differences (the standard
    ///   library's difference); a drag makes *d* at most 2.
    public var difference: CollectionDifference<ItemIdentifierType> {
        finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
    }

    /// The change to one section's items, with the shape and names of UIKit's
    /// `NSDiffableDataSourceSectionTransaction` (also named ``ListSectionTransaction``).
    public struct SectionTransaction: Sendable {
        /// The section.
        public let sectionIdentifier: SectionIdentifierType
        /// Its items before the drag.
        public let initialItems: [ItemIdentifierType]
        /// Its items after the drag.
        public let finalItems: [ItemIdentifierType]
        /// The standard library's difference from `initialItems` to `finalItems`.
        public let difference: CollectionDifference<ItemIdentifierType>

        /// The section's items before the drag, as a section snapshot (Apple's
        /// `initialSnapshot`): root items, in order.
        ///
        /// - Complexity: O(*m*) for the section's *m* items, built when read.
        public var initialSnapshot: ListSectionSnapshot<ItemIdentifierType> { Self.flat(initialItems) }

        /// The section's items after the drag, as a section snapshot (Apple's
        /// `finalSnapshot`, whose `items` an app saves): root items, in order.
        ///
        /// - Complexity: O(*m*) for the section's *m* items, built when read.
        public var finalSnapshot: ListSectionSnapshot<ItemIdentifierType> { Self.flat(finalItems) }

        private static func flat(_ items: [ItemIdentifierType]) -> ListSectionSnapshot<ItemIdentifierType> {
            var snapshot = ListSectionSnapshot<ItemIdentifierType>()
            // Cannot throw: the items are one section's, so they are distinct.
            try? snapshot.append(items)
            return snapshot
        }
    }

    /// Builds the transaction between two snapshots that differ by one drag.
    ///
    /// - Complexity: O(*n*) for the sections involved; only sections whose items differ are
    ///   compared element by element.
    init(
        initial: ListSnapshot<SectionIdentifierType, ItemIdentifierType>,
        final: ListSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
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

/// Apple's `NSDiffableDataSourceTransaction`, under the package's naming: a drag's
/// ``ReorderTransaction``.
public typealias ListTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    ReorderTransaction<SectionIdentifierType, ItemIdentifierType>

/// Apple's `NSDiffableDataSourceSectionTransaction`, under the package's naming: one
/// section's part of a ``ReorderTransaction``.
public typealias ListSectionTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> =
    ReorderTransaction<SectionIdentifierType, ItemIdentifierType>.SectionTransaction

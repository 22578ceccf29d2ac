extension ListSnapshot {
    /// Adds sections at the end.
    ///
    /// - Parameter identifiers: The sections to add, none of them already in the snapshot.
    /// - Throws: ``ListSnapshotError/duplicateSections(_:)`` or
    ///   ``ListSnapshotError/sectionsAlreadyPresent(_:)``. The snapshot is unchanged on error.
    /// - Complexity: O(*k*) amortized.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) throws(ListSnapshotError<
        SectionIdentifierType, ItemIdentifierType
    >) {
        try insertNewSections(identifiers, at: sections.count)
    }

    /// Inserts sections just before another section.
    ///
    /// - Throws: ``ListSnapshotError/sectionsNotFound(_:)`` for an unknown
    ///   `toIdentifier`, ``ListSnapshotError/sectionRelativeToItself(_:)`` when it is one
    ///   of `identifiers`, ``ListSnapshotError/duplicateSections(_:)`` or
    ///   ``ListSnapshotError/sectionsAlreadyPresent(_:)``. The snapshot is unchanged on error.
    /// - Complexity: O(*k* + *s*).
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        try insertSections(identifiers, relativeTo: toIdentifier, after: false)
    }

    /// Inserts sections just after another section.
    ///
    /// - Throws: as ``insertSections(_:beforeSection:)``. The snapshot is unchanged on error.
    /// - Complexity: O(*k* + *s*).
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        try insertSections(identifiers, relativeTo: toIdentifier, after: true)
    }

    /// Removes sections with all their items and marks.
    ///
    /// Identifiers that are not in the snapshot, and repeated identifiers, are ignored, as
    /// with Apple's snapshot, so this never throws.
    /// - Complexity: O(*r* + *s*) for *r* items in the removed sections. When they are
    ///   fewer than the items that stay, each is hashed twice (removing it moves the item
    ///   map's last entry into its place) and other sections' items are not touched;
    ///   otherwise the map is rebuilt from the items that stay, which keep the hash tags
    ///   they were stored with (nothing is hashed), in one pass over its entries.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var doomed = Set<Int>()
        for section in identifiers {
            if let index = sectionIndexes[section] { doomed.insert(index) }
        }
        guard let first = doomed.min() else { return }
        invalidateFlatItems()
        // Most items leave: the map is rebuilt from those that stay, with the tags they were
        // stored with (nothing hashed), rather than two hashes per item that leaves.
        let leaving = doomed.reduce(0) { $0 + rowCount(inSection: $1) }
        let rebuilt = leaving > numberOfItems - leaving
        if rebuilt {
            var doomedChunks = [Bool](repeating: false, count: chunks.items.count)
            for index in doomed {
                for id in sectionRows[index].ids { doomedChunks[Int(id)] = true }
            }
            positions.removeEntries { place in
                place.chunk >= 0 && Int(place.chunk) < doomedChunks.count && doomedChunks[Int(place.chunk)]
            }
        }
        for index in doomed {
            for id in sectionRows[index].ids {
                // By place, not by `==`: an item whose hash changed must leave the map too.
                // By index, not `enumerated()`, whose tuple's metadata unspecialised code
                // looks up per item.
                if !rebuilt {
                    let items = chunks.items[Int(id)]
                    for offset in items.indices {
                        positions.remove(items[offset], at: _ItemPosition(chunk: id, index: offset))
                    }
                }
                chunks.release(id)
            }
            let section = sections[index]
            sectionIndexes.removeValue(forKey: section)
            reloadedSections.remove(section)
            slotIndexes[Int(sectionSlots[index])] = -1
            freeSlots.append(sectionSlots[index])
        }
        var kept = first
        for index in first..<sections.count where !doomed.contains(index) {
            sections[kept] = sections[index]
            sectionRows[kept] = sectionRows[index]
            sectionSlots[kept] = sectionSlots[index]
            kept += 1
        }
        sections.removeSubrange(kept...)
        sectionRows.removeSubrange(kept...)
        sectionSlots.removeSubrange(kept...)
        reindexSections(from: first)
        rebuildItemStarts(from: first)
        checkInvariants()
    }

    /// Moves a section to just before another section.
    ///
    /// - Throws: ``ListSnapshotError/sectionRelativeToItself(_:)`` when both are the same,
    ///   ``ListSnapshotError/sectionsNotFound(_:)`` naming whichever is not in the snapshot.
    ///   The snapshot is unchanged on error.
    /// - Complexity: O(*s*); no item is touched.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        try moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section to just after another section.
    ///
    /// - Throws: as ``moveSection(_:beforeSection:)``. The snapshot is unchanged on error.
    /// - Complexity: as ``moveSection(_:beforeSection:)``.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        try moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    // MARK: Implementation

    private mutating func insertSections(
        _ identifiers: [SectionIdentifierType], relativeTo anchor: SectionIdentifierType, after: Bool
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        guard let anchorIndex = sectionIndexes[anchor] else { throw .sectionsNotFound([anchor]) }
        if identifiers.contains(anchor) { throw .sectionRelativeToItself(anchor) }
        try insertNewSections(identifiers, at: anchorIndex + (after ? 1 : 0))
    }

    private mutating func insertNewSections(
        _ identifiers: [SectionIdentifierType], at index: Int
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        let duplicates = identifiers.repeatedElements()
        if !duplicates.isEmpty { throw .duplicateSections(duplicates) }
        let present = identifiers.filter { sectionIndexes[$0] != nil }
        if !present.isEmpty { throw .sectionsAlreadyPresent(present) }
        guard !identifiers.isEmpty else { return }
        invalidateFlatItems()
        var slots: [Int32] = []
        slots.reserveCapacity(identifiers.count)
        for _ in identifiers {
            if let free = freeSlots.popLast() {
                slots.append(free)
            } else {
                slots.append(Int32(truncatingIfNeeded: slotIndexes.count))
                slotIndexes.append(-1)
            }
        }
        sections.insert(contentsOf: identifiers, at: index)
        sectionSlots.insert(contentsOf: slots, at: index)
        sectionRows.insert(contentsOf: repeatElement(_SectionChunks(), count: identifiers.count), at: index)
        // Empty sections at or past the last stored start store none.
        if index < itemStarts.count - 1 {
            itemStarts.insert(contentsOf: repeatElement(itemStarts[index], count: identifiers.count), at: index)
        }
        reindexSections(from: index)
        checkInvariants()
    }

    private mutating func moveSection(
        _ section: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) {
        if section == anchor { throw .sectionRelativeToItself(section) }
        guard let from = sectionIndexes[section], var to = sectionIndexes[anchor] else {
            throw .sectionsNotFound([section, anchor].filter { sectionIndexes[$0] == nil })
        }
        if to > from { to -= 1 }
        if after { to += 1 }
        guard to != from else { return }
        invalidateFlatItems()
        let low = min(from, to)
        let high = max(from, to)
        sectionRows.insert(sectionRows.remove(at: from), at: to)
        sections.insert(sections.remove(at: from), at: to)
        sectionSlots.insert(sectionSlots.remove(at: from), at: to)
        reindexSections(from: low, upTo: high + 1)
        rebuildItemStarts(from: low)
        checkInvariants()
    }

    /// Rewrites `sectionIndexes` and `slotIndexes` for sections `start..<end`.
    mutating func reindexSections(from start: Int, upTo end: Int? = nil) {
        for index in start..<(end ?? sections.count) {
            sectionIndexes[sections[index]] = index
            slotIndexes[Int(sectionSlots[index])] = index
        }
    }
}

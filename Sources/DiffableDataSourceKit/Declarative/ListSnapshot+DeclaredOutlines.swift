extension ListSnapshot {
    /// `appendDeclared` for a list with outline sections: an item hidden under a collapsed
    /// item is in no row, yet must be unique in the list all the same (a data source
    /// refuses an outline holding an item another section shows), so repeats are found
    /// here, over every declared item, before anything is appended.
    ///
    /// With ``DuplicatePolicy/keepFirst`` or ``DuplicatePolicy/keepLast``, a repeated item
    /// is dropped with its descendants (they hang under it); `keepLast` stores the value
    /// of the last repeat at the first one's place, as `appendItems` does.
    ///
    /// - Complexity: O(*n* + *s*) expected: each item hashed once here, then appended.
    @usableFromInline
    mutating func appendDeclaredOutlines(
        _ sections: [_DeclaredSection<SectionIdentifierType, ItemIdentifierType>], duplicates policy: DuplicatePolicy,
        keepingExpansionOf shown: [SectionIdentifierType: ListSectionSnapshot<ItemIdentifierType>], file: StaticString,
        line: UInt
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) -> [SectionIdentifierType:
        ListSectionSnapshot<ItemIdentifierType>]
    {
        try appendSections(sections.map(\.id))
        var items: [ItemIdentifierType] = []
        var places: [_OutlinePlace] = []
        var starts = [0]
        for section in sections {
            items.append(contentsOf: section.items.items)
            places.append(contentsOf: section.items.outlinePlaces(deeper: 0))
            starts.append(items.count)
        }
        var kept = [Bool](repeating: true, count: items.count)
        let dropped = try Self.resolveRepeats(in: &items, places: places, starts: starts, kept: &kept, policy: policy)
        var outlines: [SectionIdentifierType: ListSectionSnapshot<ItemIdentifierType>] = [:]
        for (offset, section) in sections.enumerated() {
            let range = starts[offset]..<starts[offset + 1]
            var sectionItems: [ItemIdentifierType] = []
            var sectionPlaces: [_OutlinePlace] = []
            sectionItems.reserveCapacity(range.count)
            for index in range where kept[index] {
                sectionItems.append(items[index])
                if section.items.isOutline { sectionPlaces.append(places[index]) }
            }
            guard section.items.isOutline else {
                try appendItems(sectionItems, toSection: section.id)
                continue
            }
            let outline: ListSectionSnapshot<ItemIdentifierType>
            do {
                outline = try ListSectionSnapshot(
                    declared: sectionItems, places: sectionPlaces, keepingExpansionOf: shown[section.id])
            } catch {
                // Unreachable after the pass above, unless an item breaks `Hashable`.
                throw Self.snapshotError(error)
            }
            outlines[section.id] = outline
            try appendItems(outline.visibleItems, toSection: section.id)
        }
        if !dropped.isEmpty {
            let kept = policy == .keepLast ? "the last value kept at the first place" : "the first kept"
            ListDiagnostics.report(
                .duplicatesDropped,
                "a declared list dropped \(dropped.count) duplicate item\(dropped.count == 1 ? "" : "s") "
                    + "(\(kept); an outline item with its descendants): \(dropped)",
                at: CallSite(file: file, line: line))
        }
        return outlines
    }

    /// Finds repeated items over every section (`starts` gives each section's first
    /// index): throws for ``DuplicatePolicy/throwError``, as appending section by section
    /// would; otherwise clears `kept` for each repeat and its descendants and returns them.
    ///
    /// - Complexity: O(*n*) expected, each item hashed once; with `throwError`, twice.
    private static func resolveRepeats(
        in items: inout [ItemIdentifierType], places: [_OutlinePlace], starts: [Int], kept: inout [Bool],
        policy: DuplicatePolicy
    ) throws(ListSnapshotError<SectionIdentifierType, ItemIdentifierType>) -> [ItemIdentifierType] {
        var buckets = _HashBuckets()
        buckets.reserveCapacity(items.count)
        var dropped: [ItemIdentifierType] = []
        for section in 0..<(starts.count - 1) {
            let range = starts[section]..<starts[section + 1]
            if policy == .throwError {
                // A repeat inside the section first, as `appendItems` checks its argument first.
                let repeated = Array(items[range]).repeatedElements()
                if !repeated.isEmpty { throw .duplicateItems(repeated) }
            }
            var present: [ItemIdentifierType] = []
            // Dropping a subtree: the items deeper than this level are in it.
            var droppedLevel: Int32?
            for index in range {
                if let level = droppedLevel {
                    if places[index].level > level {
                        kept[index] = false
                        dropped.append(items[index])
                        continue
                    }
                    droppedLevel = nil
                }
                let item = items[index]
                let tag = _HashBuckets.tag(of: item)
                let (found, empty) = buckets.find(tag: tag) { items[$0] == item }
                guard let found else {
                    buckets.occupy(empty, tag: tag, payload: index)
                    continue
                }
                switch policy {
                case .throwError:
                    present.append(item)
                case .keepFirst, .keepLast:
                    kept[index] = false
                    dropped.append(item)
                    droppedLevel = places[index].level
                    if policy == .keepLast { items[buckets.payload(at: found)] = item }
                }
            }
            if !present.isEmpty { throw .itemsAlreadyPresent(present) }
        }
        return dropped
    }

    /// A section snapshot's error as the snapshot error for the same mistake.
    private static func snapshotError(_ error: ListSectionSnapshotError<ItemIdentifierType>) -> ListSnapshotError<
        SectionIdentifierType, ItemIdentifierType
    > {
        switch error {
        case .duplicateItems(let items), .itemsAlreadyPresent(let items): .duplicateItems(items)
        case .itemsNotFound(let items): .itemsNotFound(items)
        case .itemPlacedUnderItself(let item): .itemRelativeToItself(item)
        }
    }
}

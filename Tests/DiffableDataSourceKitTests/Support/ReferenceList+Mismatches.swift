import DiffableDataSourceKit

// Kept apart from the XCTest assertions so that the fuzz targets in `Fuzz/` can compile the
// reference model (this file, `ReferenceList.swift` and `SnapshotOperation.swift`) without
// XCTest.

extension ReferenceList {
    /// Every way in which `snapshot` disagrees with this model, one line each, through every
    /// public query of `ListSnapshot` (marks included); empty when they agree.
    ///
    /// Plain comparisons rather than XCTest assertions, so that the exhaustive tests can call
    /// it hundreds of thousands of times.
    ///
    /// - Parameters:
    ///   - absentItems: Items known not to be in the model; queries for them must find nothing.
    ///   - absentSections: Sections known not to be in the model.
    func mismatches(
        with snapshot: ListSnapshot<Section, Item>, absentItems: [Item] = [], absentSections: [Section] = []
    ) -> [String] {
        var found: [String] = []
        func check<T: Equatable>(_ actual: T, _ expected: T, _ what: @autoclosure () -> String) {
            if actual != expected { found.append("\(what()): got \(actual), expected \(expected)") }
        }
        let allItems = itemIdentifiers
        check(snapshot.numberOfSections, sections.count, "numberOfSections")
        check(snapshot.numberOfItems, allItems.count, "numberOfItems")
        check(snapshot.sectionIdentifiers, sectionIdentifiers, "sectionIdentifiers")
        check(snapshot.itemIdentifiers, allItems, "itemIdentifiers")
        var globalIndex = 0
        for (sectionIndex, (section, items)) in sections.enumerated() {
            check(snapshot.indexOfSection(section), sectionIndex, "indexOfSection(\(section))")
            check(snapshot.sectionIdentifier(at: sectionIndex), section, "sectionIdentifier(at: \(sectionIndex))")
            check(snapshot.containsSection(section), true, "containsSection(\(section))")
            check(snapshot.numberOfItems(inSection: section), items.count, "numberOfItems(inSection: \(section))")
            check(snapshot.itemIdentifiers(inSection: section), items, "itemIdentifiers(inSection: \(section))")
            for (row, item) in items.enumerated() {
                let path = IndexPath(row: row, section: sectionIndex)
                check(snapshot.indexOfItem(item), globalIndex, "indexOfItem(\(item))")
                check(
                    snapshot.sectionIdentifier(containingItem: item), section,
                    "sectionIdentifier(containingItem: \(item))")
                check(snapshot.indexPath(ofItem: item), path, "indexPath(ofItem: \(item))")
                check(snapshot.itemIdentifier(at: path), item, "itemIdentifier(at: \(path))")
                check(snapshot.containsItem(item), true, "containsItem(\(item))")
                globalIndex += 1
            }
            let pastEnd = IndexPath(row: items.count, section: sectionIndex)
            check(snapshot.itemIdentifier(at: pastEnd), nil, "itemIdentifier(at: \(pastEnd))")
        }
        check(snapshot.sectionIdentifier(at: sections.count), nil, "sectionIdentifier(at: \(sections.count))")
        check(snapshot.sectionIdentifier(at: -1), nil, "sectionIdentifier(at: -1)")
        let noSection = IndexPath(row: 0, section: sections.count)
        check(snapshot.itemIdentifier(at: noSection), nil, "itemIdentifier(at: \(noSection))")
        for item in absentItems {
            check(snapshot.indexOfItem(item), nil, "indexOfItem(\(item)) of an absent item")
            check(snapshot.indexPath(ofItem: item), nil, "indexPath(ofItem: \(item)) of an absent item")
            check(snapshot.sectionIdentifier(containingItem: item), nil, "sectionIdentifier(containingItem: \(item))")
            check(snapshot.containsItem(item), false, "containsItem(\(item)) of an absent item")
        }
        for section in absentSections {
            check(snapshot.indexOfSection(section), nil, "indexOfSection(\(section)) of an absent section")
            check(snapshot.containsSection(section), false, "containsSection(\(section)) of an absent section")
            check(snapshot.numberOfItems(inSection: section), 0, "numberOfItems(inSection: \(section))")
            check(snapshot.itemIdentifiers(inSection: section), [], "itemIdentifiers(inSection: \(section))")
        }
        check(snapshot.reloadedItemIdentifiers, reloadedItemIdentifiers, "reloadedItemIdentifiers")
        check(snapshot.reconfiguredItemIdentifiers, reconfiguredItemIdentifiers, "reconfiguredItemIdentifiers")
        check(snapshot.reloadedSectionIdentifiers, reloadedSectionIdentifiers, "reloadedSectionIdentifiers")
        let marked = !reloadedItems.isEmpty || !reconfiguredItems.isEmpty || !reloadedSections.isEmpty
        check(snapshot.hasMarks, marked, "hasMarks")
        return found
    }
}

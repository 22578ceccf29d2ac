import DiffableDataSourceKit
import XCTest

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

/// Fails once for every way in which `snapshot` disagrees with `model` (see
/// ``ReferenceList/mismatches(with:absentItems:absentSections:)``), then runs the snapshot's
/// `_checkInvariants()`, which traps on inconsistent internal tables.
func assertSnapshot<Section, Item>(
    _ snapshot: ListSnapshot<Section, Item>, matches model: ReferenceList<Section, Item>,
    absentItems: [Item] = [], absentSections: [Section] = [],
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let mismatches = model.mismatches(with: snapshot, absentItems: absentItems, absentSections: absentSections)
    if !mismatches.isEmpty {
        let context = message()
        for mismatch in mismatches {
            XCTFail(context.isEmpty ? mismatch : "\(context): \(mismatch)", file: file, line: line)
        }
    }
    snapshot._checkInvariants()
}

/// Checks that `mutation` is refused with exactly `expected` and changes nothing.
///
/// The mutation runs twice: on a copy that shares storage with a snapshot made by `fixture`
/// (so the copy must be copied out before it is written), and on a snapshot that is the
/// sole owner of its storage (so a mutator that writes in place must undo its writes).
/// Each time the snapshot must still equal the fixture with `==`, answer every query as
/// before, with the same marks (which `==` ignores), and pass `_checkInvariants()`; the
/// shared original must be untouched too.
///
/// - Parameter absentItems: Items that are not in the fixture, such as new items of the
///   refused argument; they must not be found afterwards.
func assertRefuses<Section, Item>(
    _ expected: ListSnapshotError<Section, Item>,
    _ fixture: () throws -> ListSnapshot<Section, Item>,
    absentItems: [Item] = [], absentSections: [Section] = [],
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line,
    _ mutation: (inout ListSnapshot<Section, Item>) throws -> Void
) throws {
    let original = try fixture()
    let model = ReferenceList(original)
    var shared = original
    var unique = try fixture()
    func attempt(_ snapshot: inout ListSnapshot<Section, Item>, _ kind: String) {
        let context = message().isEmpty ? kind : "\(message()) (\(kind))"
        do {
            try mutation(&snapshot)
            XCTFail("\(context): expected \(expected), nothing was thrown", file: file, line: line)
        } catch {
            if error as? ListSnapshotError<Section, Item> != expected {
                XCTFail("\(context): expected \(expected), got \(error)", file: file, line: line)
            }
        }
        if snapshot != original {
            XCTFail("\(context): changed by a refused mutation:\n\(snapshot)", file: file, line: line)
        }
        assertSnapshot(
            snapshot, matches: model, absentItems: absentItems, absentSections: absentSections, context,
            file: file, line: line)
    }
    attempt(&shared, "copy")
    attempt(&unique, "unique")
    assertSnapshot(original, matches: model, "original after a refused mutation of its copy", file: file, line: line)
}

import XCTest

@testable import DiffableDataSourceKit

/// The snapshot keeps each section's first-item index, and leaves out the empty sections at
/// the end, so that Apple's pattern (append every section, then fill each in turn) never
/// moves a later section's start: O(*n* + *s*) where storing every start cost O(*s*²).
final class ListSnapshotSectionStartsTests: XCTestCase {
    /// Filling section `i` of many appended ones stores no start past `i + 1`: the starts
    /// of the sections after it, which the old layout moved one by one, are not stored.
    func testFillingAppendedSectionsInOrderStoresNoLaterStart() throws {
        let count = 2_000
        var snapshot = ListSnapshot<Int, Int>()
        try snapshot.appendSections(Array(0..<count))
        XCTAssertEqual(snapshot.itemStarts.count, 1, "empty sections at the end store no start")
        for section in 0..<count {
            try snapshot.appendItems([2 * section, 2 * section + 1], toSection: section)
            XCTAssertLessThanOrEqual(snapshot.itemStarts.count, section + 2, "after filling section \(section)")
        }
        XCTAssertEqual(snapshot.numberOfItems, 2 * count)
        XCTAssertEqual(snapshot.indexOfItem(2 * count - 1), 2 * count - 1)
        XCTAssertEqual(snapshot.itemIdentifiers, Array(0..<(2 * count)))
    }

    /// Every edit that reads or moves the starts, on a snapshot whose last sections store
    /// none, against a plain model: the items' flat indexes and the sections' contents.
    func testEditsAroundTheUnstoredStartsAgreeWithAModel() throws {
        var snapshot = ListSnapshot<Int, Int>()
        typealias Entry = (section: Int, items: [Int])
        var model: [Entry] = (0..<8).map { ($0, []) }
        func place(_ section: Int) throws -> Int { try XCTUnwrap(model.firstIndex { $0.section == section }) }
        try snapshot.appendSections(Array(0..<8))
        func check(_ step: String) {
            let flat = model.flatMap(\.items)
            XCTAssertEqual(snapshot.sectionIdentifiers, model.map(\.section), step)
            XCTAssertEqual(snapshot.itemIdentifiers, flat, step)
            XCTAssertEqual(snapshot.numberOfItems, flat.count, step)
            for (index, item) in flat.enumerated() {
                XCTAssertEqual(snapshot.indexOfItem(item), index, "\(step): indexOfItem(\(item))")
            }
            for (section, items) in model {
                XCTAssertEqual(snapshot.numberOfItems(inSection: section), items.count, "\(step): section \(section)")
            }
            snapshot._checkInvariants()
        }
        func fill(_ section: Int, _ items: [Int]) throws {
            try snapshot.appendItems(items, toSection: section)
            model[try place(section)].items += items
        }
        try fill(2, [20, 21])  // a later section first: sections 0 and 1 stay empty before it
        check("fill 2")
        try snapshot.insertSections([103], beforeSection: 2)  // before the last stored section
        model.insert((103, [Int]()), at: try place(2))
        check("insert before 2, the last filled")
        try snapshot.insertSections([104], beforeSection: 3)  // before the first unstored one
        model.insert((104, [Int]()), at: try place(3))
        check("insert before 3, the first empty one after it")
        try fill(0, [0])
        check("fill 0")
        try fill(6, [60])  // past the stored starts, with empty sections between
        check("fill 6")
        try snapshot.insertSections([100, 101], beforeSection: 4)  // inside the unstored run
        model.insert(contentsOf: [(100, []), (101, [])] as [Entry], at: try place(4))
        check("insert before 4")
        try snapshot.insertSections([102], beforeSection: 2)  // inside the stored run
        model.insert((102, [Int]()), at: try place(2))
        check("insert before 2")
        try fill(101, [1010])
        check("fill 101")
        snapshot.deleteItems([60])  // the last stored section empties again
        model[try place(6)].items = []
        check("delete 60")
        try snapshot.moveSection(7, beforeSection: 0)
        model.insert(model.remove(at: try place(7)), at: 0)
        check("move 7 first")
        try snapshot.moveSection(2, afterSection: 5)
        let two = model.remove(at: try place(2))
        model.insert(two, at: try place(5) + 1)
        check("move 2 after 5")
        snapshot.deleteSections([101, 5])
        model.removeAll { $0.section == 101 || $0.section == 5 }
        check("delete 101 and 5")
        try fill(6, [61, 62])
        check("fill 6 again")
    }
}

import DiffableDataSourceKit
import XCTest

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

import DiffableDataSourceKit
import XCTest

/// Every snapshot shape of up to 3 sections with up to 4 items each (156 shapes), and on each
/// every item move, item insert, item delete set, section move, insert and delete, compared
/// with ``ReferenceList`` through every query, with invariants checked after each operation.
///
/// In a shape, sections are named S0, S1, S2 and items are numbered 0, 1, 2… across sections.
/// Some items and sections are marked (reload, reconfigure) so that marks are checked to
/// follow every change. Item 100 and section "N" are new; 101 and "Z" are never inserted.
final class ListSnapshotExhaustiveTests: XCTestCase {
    typealias Snapshot = ListSnapshot<String, Int>
    typealias Model = ReferenceList<String, Int>
    typealias Operation = SnapshotOperation<String, Int>

    private static let newItem = 100
    private static let unknownItem = 101

    /// Calls `body` with every shape: its item counts per section, the model and a snapshot
    /// built with the mutators (items appended to later sections first, so that appending
    /// to an earlier section has to shift them).
    private func withEveryShape(_ body: ([Int], Model, Snapshot) throws -> Void) throws {
        for sectionCount in 0...3 {
            var counts = [Int](repeating: 0, count: sectionCount)
            while true {
                var model = Model()
                var next = 0
                for (index, count) in counts.enumerated() {
                    model.sections.append(("S\(index)", Array(next..<(next + count))))
                    next += count
                }
                model.reloadedItems = Set(model.itemIdentifiers.filter { $0 % 3 == 0 })
                model.reconfiguredItems = Set(model.itemIdentifiers.filter { $0 % 3 == 1 })
                model.reloadedSections = Set(model.sectionIdentifiers.enumerated().filter { $0.0 % 2 == 0 }.map(\.1))

                var snapshot = Snapshot()
                try snapshot.appendSections(model.sectionIdentifiers)
                for (section, items) in model.sections.reversed() {
                    try snapshot.appendItems(items, toSection: section)
                }
                try snapshot.reloadItems(model.reloadedItemIdentifiers.reversed())
                try snapshot.reconfigureItems(model.reconfiguredItemIdentifiers)
                try snapshot.reloadSections(model.reloadedSectionIdentifiers)
                assertSnapshot(snapshot, matches: model, "building shape \(counts)")

                try body(counts, model, snapshot)

                // Advance to the next combination of counts, like an odometer.
                guard let digit = counts.lastIndex(where: { $0 < 4 }) else { break }
                counts[digit] += 1
                for later in (digit + 1)..<counts.count { counts[later] = 0 }
            }
        }
    }

    /// Applies each operation to a fresh copy of `snapshot` and of `model` and compares them.
    private func check(_ operations: [Operation], shape: [Int], model: Model, snapshot: Snapshot) {
        let possibleItems = model.itemIdentifiers + [Self.newItem, Self.unknownItem]
        let possibleSections = model.sectionIdentifiers + ["N", "Z"]
        for operation in operations {
            var modelCopy = model
            var snapshotCopy = snapshot
            let problems = operation.mismatches(
                applyingTo: &snapshotCopy, and: &modelCopy, possibleItems: possibleItems,
                possibleSections: possibleSections)
            if !problems.isEmpty {
                XCTFail("shape \(shape): " + problems.joined(separator: "\n"))
            }
            snapshotCopy._checkInvariants()
        }
        // The snapshot the copies came from is untouched.
        let problems = model.mismatches(with: snapshot)
        if !problems.isEmpty { XCTFail("shape \(shape), original after copies changed: \(problems)") }
    }

    func testEveryItemMove() throws {
        var count = 0
        try withEveryShape { shape, model, snapshot in
            let items = model.itemIdentifiers
            var operations: [Operation] = []
            for item in items {
                for anchor in items {
                    operations.append(.moveItem(item, anchor, after: false))
                    operations.append(.moveItem(item, anchor, after: true))
                }
            }
            for item in items.prefix(2) {
                operations += [
                    .moveItem(item, Self.unknownItem, after: false), .moveItem(Self.unknownItem, item, after: true),
                ]
            }
            count += operations.count
            check(operations, shape: shape, model: model, snapshot: snapshot)
        }
        XCTAssertGreaterThan(count, 10_000, "the shapes were not enumerated")
    }

    func testEveryItemInsertAndAppend() throws {
        try withEveryShape { shape, model, snapshot in
            var operations: [Operation] = []
            for anchor in model.itemIdentifiers {
                operations.append(.insertItems([Self.newItem], anchor, after: false))
                operations.append(.insertItems([Self.newItem], anchor, after: true))
                operations.append(.insertItems([Self.newItem, anchor], anchor, after: true))
                operations.append(.insertItems([anchor], Self.unknownItem, after: false))
            }
            for section in model.sectionIdentifiers.map(Optional.some) + [nil, "Z"] {
                operations.append(.appendItems([Self.newItem], toSection: section))
                operations.append(.appendItems([Self.newItem, Self.unknownItem], toSection: section))
            }
            check(operations, shape: shape, model: model, snapshot: snapshot)
        }
    }

    func testEveryItemDeleteSet() throws {
        var count = 0
        try withEveryShape { shape, model, snapshot in
            let items = model.itemIdentifiers
            var operations: [Operation] = []
            for mask in 0..<(1 << items.count) {
                var doomed = items.indices.filter { mask & (1 << $0) != 0 }.map { items[$0] }
                // Vary the argument: reversed order, repeats and unknown items are all allowed.
                if mask % 3 == 1 { doomed.reverse() }
                if mask % 5 == 2 { doomed += doomed }
                if mask % 2 == 1 { doomed.insert(Self.unknownItem, at: doomed.count / 2) }
                operations.append(.deleteItems(doomed))
            }
            count += operations.count
            check(operations, shape: shape, model: model, snapshot: snapshot)
        }
        XCTAssertEqual(count, 1 + 31 + 31 * 31 + 31 * 31 * 31, "one delete per subset of every shape")
    }

    func testEveryItemMark() throws {
        try withEveryShape { shape, model, snapshot in
            var operations: [Operation] = []
            for item in model.itemIdentifiers {
                operations += [.reloadItems([item]), .reconfigureItems([item])]
            }
            operations += [
                .reloadItems(model.itemIdentifiers), .reconfigureItems(model.itemIdentifiers.reversed()),
                .reloadItems([Self.unknownItem]),
            ]
            check(operations, shape: shape, model: model, snapshot: snapshot)
        }
    }

    func testEverySectionMoveInsertAndDelete() throws {
        try withEveryShape { shape, model, snapshot in
            let sections = model.sectionIdentifiers
            var operations: [Operation] = [.appendSections(["N"]), .appendSections(["N", "Z"]), .deleteAllItems]
            for section in sections {
                for anchor in sections {
                    operations.append(.moveSection(section, anchor, after: false))
                    operations.append(.moveSection(section, anchor, after: true))
                }
                operations.append(.moveSection(section, "Z", after: false))
                operations.append(.insertSections(["N"], section, after: false))
                operations.append(.insertSections(["N"], section, after: true))
                operations.append(.insertSections(["N", section], section, after: true))
                operations.append(.reloadSections([section]))
            }
            for mask in 0..<(1 << sections.count) {
                var doomed = sections.indices.filter { mask & (1 << $0) != 0 }.map { sections[$0] }
                if mask % 2 == 1 { doomed.reverse() }
                operations.append(.deleteSections(doomed + ["Z"]))
            }
            check(operations, shape: shape, model: model, snapshot: snapshot)
        }
    }

    /// Two operations in a row: every item move, then appending a new item to the first
    /// section (which shifts the later ones) or deleting the anchor, so that the internal row
    /// and offset tables left by the move are used by the next operation.
    func testEveryItemMoveThenAppend() throws {
        try withEveryShape { shape, model, snapshot in
            let items = model.itemIdentifiers
            for item in items {
                for anchor in items where anchor != item {
                    var movedModel = model
                    var moved = snapshot
                    let problems = SnapshotOperation.moveItem(item, anchor, after: item > anchor)
                        .mismatches(applyingTo: &moved, and: &movedModel)
                    if !problems.isEmpty { XCTFail("shape \(shape): \(problems)") }
                    let next: [Operation] = [
                        .appendItems([Self.newItem], toSection: movedModel.sectionIdentifiers.first),
                        .deleteItems([anchor]),
                    ]
                    check(next, shape: shape, model: movedModel, snapshot: moved)
                }
            }
        }
    }
}

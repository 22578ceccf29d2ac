import Foundation
import XCTest

@testable import DiffableDataSourceKit

/// Random sequences of every mutator, valid and invalid, applied to a section snapshot and
/// to ``OutlineModel``: the snapshot must throw exactly where the model does, with the same
/// error, be unchanged when it throws, and agree with the model after every step on every
/// query (items, root items, visible items, and for each item of the pool: contains,
/// parent, level, visibility, expansion, index, visible descendants, a subtree), on
/// `visualDescription()`, on equality with a snapshot rebuilt from the model, and on its
/// own invariants.
///
/// Each sequence is generated from its own seed, printed in every failure message. To
/// replay one, or to run more sequences:
///
///     SECTION_SNAPSHOT_SEED=1234 swift test --filter ListSectionSnapshotPropertyTests
///     SECTION_SNAPSHOT_SEQUENCES=10000 swift test --filter ListSectionSnapshotPropertyTests
final class ListSectionSnapshotPropertyTests: XCTestCase {
    private static let pool = 0..<24
    private static let steps = 40

    func testRandomSequencesAgreeWithTheModel() {
        let environment = ProcessInfo.processInfo.environment
        let seeds: [UInt64]
        if let seed = environment["SECTION_SNAPSHOT_SEED"].flatMap(UInt64.init) {
            seeds = [seed]
        } else {
            let count = environment["SECTION_SNAPSHOT_SEQUENCES"].flatMap(UInt64.init) ?? 150
            seeds = (0..<count).map { 0x0071_1E00_0000 + $0 }
        }
        var statistics = Statistics()
        for seed in seeds {
            run(seed: seed, statistics: &statistics)
        }
        // The generator must have exercised every kind of outcome, or the test proves little.
        guard seeds.count >= 100 else { return }
        XCTAssertEqual(statistics.errorKinds, Statistics.allErrorKinds, "error kinds never produced")
        XCTAssertEqual(statistics.successes, OutlineOperation.allKinds, "operations that never succeeded")
        XCTAssertGreaterThan(statistics.refusals, statistics.steps / 10, "too few refused calls")
        XCTAssertLessThan(statistics.refusals, statistics.steps / 2, "too few successful calls")
        XCTAssertGreaterThan(statistics.deepest, 3, "trees never grew deep")
        XCTAssertGreaterThan(statistics.largest, 15, "trees never grew large")
    }

    /// Deleting most of a large random tree, batch by batch, keeps it equal to the model
    /// while the storage is rebuilt without its freed slots (which the small pool of the
    /// sequences above never frees enough of to trigger).
    func testManyDeletesKeepTheTreeAndShrinkTheStorage() throws {
        let seed: UInt64 = 0x0071_1E00_DE1E
        var generator = SplitMix64(seed: seed)
        var model = OutlineModel()
        var snapshot = ListSectionSnapshot<Int>()
        for value in 0..<400 {
            let items = model.items
            let parent =
                items.isEmpty || Int.random(in: 0..<5, using: &generator) == 0
                ? nil : items.randomElement(using: &generator)
            try model.append([value], to: parent)
            try snapshot.append([value], to: parent)
            if Bool.random(using: &generator) {
                model.expand([value])
                snapshot.expand([value])
            }
        }
        var rebuilds = 0
        while !model.items.isEmpty {
            let doomed = (0..<3).compactMap { _ in model.items.randomElement(using: &generator) }
            let slotsBefore = snapshot.links.count
            model.delete(doomed)
            snapshot.delete(doomed)
            if snapshot.links.count < slotsBefore { rebuilds += 1 }
            let problems = Self.mismatches(snapshot, model, probe: &generator)
            if !problems.isEmpty {
                XCTFail("seed \(seed): delete(\(doomed)):\n  " + problems.joined(separator: "\n  "))
                return
            }
            XCTAssertLessThanOrEqual(snapshot.free.count, max(64, snapshot.items.count), "seed \(seed)")
        }
        XCTAssertGreaterThan(rebuilds, 0, "seed \(seed): the storage was never rebuilt")
    }

    /// Runs one sequence; stops at its first disagreement.
    private func run(seed: UInt64, statistics: inout Statistics) {
        var generator = SplitMix64(seed: seed)
        var snapshot = ListSectionSnapshot<Int>()
        var model = OutlineModel()
        var history: [String] = []
        for step in 0..<Self.steps {
            let operation = Self.operation(for: model, using: &generator)
            history.append(operation.description)
            let modelBefore = model
            // Every other step keeps a copy, so that both the copy-on-write path and the
            // in-place path are exercised.
            let copy: ListSectionSnapshot<Int>? = step.isMultiple(of: 2) ? nil : snapshot
            let (error, expectedError) = operation.apply(to: &snapshot, and: &model)
            var problems: [String] = []
            if error != expectedError {
                problems.append("threw \(String(describing: error)), expected \(String(describing: expectedError))")
            }
            problems += Self.mismatches(snapshot, model, probe: &generator)
            if let copy {
                problems += Self.mismatches(copy, modelBefore, probe: &generator).map { "copy taken before: \($0)" }
                if expectedError != nil && copy != snapshot { problems.append("a refused call changed the snapshot") }
            }
            statistics.record(operation, error: expectedError, model: model)
            if !problems.isEmpty {
                XCTFail(
                    "seed \(seed): step \(step): \(operation):\n  " + problems.joined(separator: "\n  ")
                        + "\n  calls so far:\n    " + history.joined(separator: "\n    ")
                        + "\n  model:\n    " + model.visualLines().joined(separator: "\n    "))
                return
            }
        }
    }

    /// Everything that must agree between a snapshot and the model.
    static func mismatches(
        _ snapshot: ListSectionSnapshot<Int>, _ model: OutlineModel, probe generator: inout SplitMix64
    ) -> [String] {
        var problems: [String] = []
        func check<T: Equatable>(_ name: String, _ actual: T, _ expected: T) {
            if actual != expected { problems.append("\(name): \(actual), expected \(expected)") }
        }
        problems += snapshot.invariantViolations()
        check("items", snapshot.items, model.items)
        check("rootItems", snapshot.rootItems, model.rootItems)
        check("visibleItems", snapshot.visibleItems, model.visibleItems)
        for item in pool {
            check("contains(\(item))", snapshot.contains(item), model.contains(item))
            check("parent(of: \(item))", snapshot.parent(of: item), model.parent(of: item))
            check("level(of: \(item))", snapshot.level(of: item), model.level(of: item))
            check("isVisible(\(item))", snapshot.isVisible(item), model.isVisible(item))
            check("isExpanded(\(item))", snapshot.isExpanded(item), model.isExpanded(item))
            check("index(of: \(item))", snapshot.index(of: item), model.index(of: item))
            check(
                "visibleDescendants(of: \(item))", snapshot.visibleDescendants(of: item),
                model.visibleDescendants(of: item))
        }
        check("visualDescription()", snapshot.visualDescription(), model.visualLines().joined(separator: "\n"))
        if let rebuilt = try? ListSectionSnapshot(model) {
            if snapshot != rebuilt { problems.append("differs from the snapshot rebuilt from the model") }
        } else {
            problems.append("the model does not rebuild")
        }
        // One subtree, with or without its parent, of an item that may be absent.
        let parent = Int.random(in: pool, using: &generator)
        let includingParent = Bool.random(using: &generator)
        let subtree = snapshot.snapshot(of: parent, includingParent: includingParent)
        let expected = model.snapshot(of: parent, includingParent: includingParent)
        problems += subtree.invariantViolations().map { "snapshot(of: \(parent)): \($0)" }
        check("snapshot(of: \(parent), includingParent: \(includingParent)).items", subtree.items, expected.items)
        if subtree != OutlineOperation.snapshot(of: expected) {
            problems.append("snapshot(of: \(parent), includingParent: \(includingParent)) differs from the model's")
        }
        return problems
    }

    // MARK: Generating calls

    static func operation(for model: OutlineModel, using generator: inout SplitMix64) -> OutlineOperation {
        let items = model.items
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }
        func any() -> Int { Int.random(in: pool, using: &generator) }
        /// Mostly an item of the model; sometimes any item of the pool.
        func present() -> Int {
            items.isEmpty || chance(8) ? any() : items[Int.random(in: items.indices, using: &generator)]
        }
        /// Mostly items not in the model; sometimes one that is, or a repeat.
        func newItems(upTo limit: Int) -> [Int] {
            var result: [Int] = []
            for _ in 0..<Int.random(in: 0...limit, using: &generator) {
                if !result.isEmpty && chance(5) {
                    result.append(result[Int.random(in: result.indices, using: &generator)])
                } else if chance(6) {
                    result.append(present())
                } else if let fresh = pool.filter({ !model.contains($0) && !result.contains($0) }).randomElement(
                    using: &generator)
                {
                    result.append(fresh)
                }
            }
            return result
        }
        /// A small random tree of items mostly not in the model (or below `parent`).
        func tree(below parent: Int?) -> OutlineModel {
            let below = parent.map { model.preorder(under: $0, visibleOnly: false) } ?? []
            var chosen: [Int] = []
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                let candidates: [Int]
                if chance(8) {
                    candidates = items  // a refusal, or the parent itself
                } else if !below.isEmpty && chance(40) {
                    candidates = below
                } else {
                    candidates = pool.filter { !model.contains($0) }
                }
                if let item = candidates.filter({ !chosen.contains($0) }).randomElement(using: &generator) {
                    chosen.append(item)
                }
            }
            var result = OutlineModel()
            for (index, item) in chosen.enumerated() {
                let under = index == 0 || chance(40) ? nil : chosen[Int.random(in: 0..<index, using: &generator)]
                try? result.append([item], to: under)
                if chance(50) { result.expand([item]) }
            }
            return result
        }
        func someItems() -> [Int] { (0..<Int.random(in: 0...3, using: &generator)).map { _ in present() } }

        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<28:
            var parent = chance(30) ? nil : Optional(present())
            var added = newItems(upTo: 4)
            if let target = parent, chance(4) { added.insert(target, at: 0) }
            if chance(2) { parent = nil }
            return .append(added, to: parent)
        case 28..<46:
            let anchor = present()
            var added = newItems(upTo: 3)
            if chance(4) { added.append(anchor) }
            return .insert(added, anchor: anchor, after: chance(50))
        case 46..<55:
            return .delete(someItems())
        case 55..<56:
            return .deleteAll
        case 56..<70:
            return .expand(someItems())
        case 70..<78:
            return .collapse(someItems())
        case 78..<89:
            let parent = present()
            var argument = tree(below: parent)
            if chance(4) { try? argument.append([parent], to: nil) }
            return .replace(childrenOf: parent, using: argument)
        default:
            let anchor = present()
            var argument = tree(below: nil)
            if chance(4) { try? argument.append([anchor], to: nil) }
            return .insertSnapshot(argument, anchor: anchor, after: chance(50))
        }
    }

    // MARK: Statistics

    private struct Statistics {
        static let allErrorKinds: Set<String> = [
            "duplicateItems", "itemsAlreadyPresent", "itemsNotFound", "itemPlacedUnderItself",
        ]
        var errorKinds: Set<String> = []
        var successes: Set<String> = []
        var steps = 0
        var refusals = 0
        var deepest = 0
        var largest = 0

        mutating func record(_ operation: OutlineOperation, error: ListSectionSnapshotError<Int>?, model: OutlineModel)
        {
            steps += 1
            if let error {
                refusals += 1
                switch error {
                case .duplicateItems: errorKinds.insert("duplicateItems")
                case .itemsAlreadyPresent: errorKinds.insert("itemsAlreadyPresent")
                case .itemsNotFound: errorKinds.insert("itemsNotFound")
                case .itemPlacedUnderItself: errorKinds.insert("itemPlacedUnderItself")
                }
            } else {
                successes.insert(operation.kind)
            }
            largest = max(largest, model.items.count)
            deepest = max(deepest, model.items.map(model.level(of:)).max() ?? 0)
        }
    }
}

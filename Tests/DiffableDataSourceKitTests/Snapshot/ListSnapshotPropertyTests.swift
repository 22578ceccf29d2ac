import DiffableDataSourceKit
import Foundation
import XCTest

/// Random sequences of every mutator, valid and invalid, applied to a snapshot and to the
/// reference model: the snapshot must throw exactly where the model does, with the same
/// error, be unchanged when it throws, and agree with the model (values and marks included)
/// after every step.
///
/// Each sequence is generated from its own seed, printed in every failure message. To
/// replay one, or to run more sequences:
///
///     LISTSNAPSHOT_SEED=1234 swift test --filter ListSnapshotPropertyTests
///     LISTSNAPSHOT_SEQUENCES=100000 swift test --filter ListSnapshotPropertyTests
final class ListSnapshotPropertyTests: XCTestCase {
    typealias Snapshot = ListSnapshot<String, Song>
    typealias Model = ReferenceList<String, Song>
    typealias Operation = SnapshotOperation<String, Song>

    private static let sectionPool = (0..<6).map { "S\($0)" }
    private static let itemPool = 0..<24
    private static let steps = 40

    func testRandomSequencesAgreeWithTheModel() {
        let environment = ProcessInfo.processInfo.environment
        let seeds: [UInt64]
        if let seed = environment["LISTSNAPSHOT_SEED"].flatMap(UInt64.init) {
            seeds = [seed]
        } else {
            let count = environment["LISTSNAPSHOT_SEQUENCES"].flatMap(UInt64.init) ?? 200
            seeds = (0..<count).map { 0x5EED_0000 + $0 }
        }
        var statistics = Statistics()
        for seed in seeds {
            run(seed: seed, statistics: &statistics)
        }
        // The generator must have exercised every kind of outcome, or the test proves little.
        guard seeds.count >= 100 else { return }
        XCTAssertEqual(statistics.errorKinds, Statistics.allErrorKinds, "error kinds never produced")
        XCTAssertEqual(Set(statistics.successes.keys), Statistics.allOperationKinds, "operations that never succeeded")
        let total = statistics.successes.values.reduce(0, +) + statistics.failures
        XCTAssertGreaterThan(statistics.failures, total / 10, "too few refused operations")
        XCTAssertLessThan(statistics.failures, total / 2, "too few successful operations")
        XCTAssertGreaterThan(statistics.largestSnapshot, 12, "snapshots never grew")
    }

    /// Runs one sequence; stops at its first disagreement.
    private func run(seed: UInt64, statistics: inout Statistics) {
        var generator = OperationGenerator(seed: seed)
        var snapshot = Snapshot()
        var model = Model()
        var history: [Operation] = []
        for step in 0..<Self.steps {
            let operation = generator.next(for: model)
            history.append(operation)
            let modelBefore = model
            let refusal = Self.refusal(of: operation, on: model)
            // Every other step keeps a copy, so that both the copy-on-write path and the
            // in-place path (where a refused call must undo its own writes) are exercised.
            let copy: Snapshot? = step.isMultiple(of: 2) ? nil : snapshot
            var problems = operation.mismatches(
                applyingTo: &snapshot, and: &model, possibleItems: Self.itemPool.map { Song($0) },
                possibleSections: Self.sectionPool)
            problems += valueMismatches(snapshot, model)
            if let copy {
                problems += modelBefore.mismatches(with: copy).map { "copy taken before the call: \($0)" }
                if refusal != nil && copy != snapshot { problems.append("refused call changed the snapshot") }
            }
            snapshot._checkInvariants()
            statistics.record(operation, refusal: refusal, size: model.numberOfItems)
            if !problems.isEmpty {
                XCTFail(
                    "seed \(seed): step \(step): \(operation):\n  " + problems.joined(separator: "\n  ")
                        + "\n  calls so far:\n    " + history.map(\.description).joined(separator: "\n    "))
                return
            }
        }
    }

    /// The titles (which `==` ignores) of every item and every marked item.
    private func valueMismatches(_ snapshot: Snapshot, _ model: Model) -> [String] {
        var found: [String] = []
        func compare(_ actual: [Song], _ expected: [Song], _ what: String) {
            if actual.map(\.title) != expected.map(\.title) {
                found.append("\(what) values: got \(actual), expected \(expected)")
            }
        }
        compare(snapshot.itemIdentifiers, model.itemIdentifiers, "itemIdentifiers")
        for (section, items) in model.sections {
            compare(snapshot.itemIdentifiers(inSection: section), items, "itemIdentifiers(inSection: \(section))")
        }
        compare(snapshot.reloadedItemIdentifiers, model.reloadedItemIdentifiers, "reloadedItemIdentifiers")
        compare(snapshot.reconfiguredItemIdentifiers, model.reconfiguredItemIdentifiers, "reconfiguredItemIdentifiers")
        return found
    }

    /// The error the model throws for `operation`, if any.
    private static func refusal(of operation: Operation, on model: Model) -> ListSnapshotError<String, Song>? {
        var probe = model
        do {
            try operation.apply(to: &probe)
            return nil
        } catch {
            return error
        }
    }

    /// The test of the test: the seeded generator is deterministic, so a printed seed
    /// replays the same sequence.
    func testSameSeedGivesTheSameSequence() {
        var first = OperationGenerator(seed: 42)
        var second = OperationGenerator(seed: 42)
        var other = OperationGenerator(seed: 43)
        var model = Model()
        var firstCalls: [String] = []
        var secondCalls: [String] = []
        var otherCalls: [String] = []
        for _ in 0..<50 {
            let operation = first.next(for: model)
            firstCalls.append(operation.description)
            secondCalls.append(second.next(for: model).description)
            otherCalls.append(other.next(for: model).description)
            try? operation.apply(to: &model)
        }
        XCTAssertEqual(firstCalls, secondCalls)
        XCTAssertNotEqual(firstCalls, otherCalls)
    }

    func testSplitMix64KnownValues() {
        // Reference values of SplitMix64 for seed 0 (from the published algorithm).
        var generator = SplitMix64(seed: 0)
        XCTAssertEqual(generator.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(generator.next(), 0x6E78_9E6A_A1B9_65F4)
        XCTAssertEqual(generator.next(), 0x06C4_5D18_8009_454F)
    }
}

/// Generates calls of every mutator, biased towards identifiers the model holds so that
/// most calls succeed, with duplicates, unknown identifiers and self-relative moves mixed in.
private struct OperationGenerator {
    typealias Operation = SnapshotOperation<String, Song>

    var rng: SplitMix64
    /// Incremented for every song generated, so that every value passed in is new.
    var version = 0

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }

    private mutating func song(_ id: Int) -> Song {
        version += 1
        return Song(id, "v\(version)")
    }

    private mutating func anySection() -> String { ListSnapshotPropertyTests.sectionPoolElement(using: &rng) }

    /// A section of the model (most of the time) or any section of the pool.
    private mutating func section(of model: ReferenceList<String, Song>) -> String {
        if chance(85), let section = model.sectionIdentifiers.randomElement(using: &rng) { return section }
        return anySection()
    }

    /// A section that is new to the model (most of the time).
    private mutating func newSection(for model: ReferenceList<String, Song>) -> String {
        let new = ListSnapshotPropertyTests.allSections.filter { !model.containsSection($0) }
        if chance(90), let section = new.randomElement(using: &rng) { return section }
        return anySection()
    }

    private mutating func item(of model: ReferenceList<String, Song>) -> Song {
        if chance(85), let item = model.itemIdentifiers.randomElement(using: &rng) { return song(item.id) }
        return song(Int.random(in: ListSnapshotPropertyTests.itemPoolRange, using: &rng))
    }

    private mutating func newItem(for model: ReferenceList<String, Song>) -> Song {
        let new = ListSnapshotPropertyTests.itemPoolRange.filter { !model.containsItem(Song($0)) }
        if chance(92), let id = new.randomElement(using: &rng) { return song(id) }
        return song(Int.random(in: ListSnapshotPropertyTests.itemPoolRange, using: &rng))
    }

    /// Up to `maximum` elements from `element`, sometimes with one of them repeated.
    private mutating func list<T>(upTo maximum: Int, _ element: (inout Self) -> T) -> [T] {
        var result: [T] = []
        for _ in 0..<Int.random(in: 0...maximum, using: &rng) { result.append(element(&self)) }
        if chance(8), let repeated = result.randomElement(using: &rng) {
            result.insert(repeated, at: Int.random(in: 0...result.count, using: &rng))
        }
        return result
    }

    mutating func next(for model: ReferenceList<String, Song>) -> Operation {
        // Grow small snapshots first, so that most calls have something to work on.
        if model.sections.isEmpty && chance(70) {
            return .appendSections((0..<Int.random(in: 1...3, using: &rng)).map { _ in newSection(for: model) })
        }
        if model.numberOfItems < 6 && chance(40) {
            return .appendItems(
                (0..<Int.random(in: 1...4, using: &rng)).map { _ in newItem(for: model) }, toSection: section(of: model)
            )
        }
        let after = chance(50)
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<8: return .appendSections(list(upTo: 2) { $0.newSection(for: model) })
        case 8..<14:
            return .insertSections(list(upTo: 2) { $0.newSection(for: model) }, section(of: model), after: after)
        case 14..<18: return .deleteSections(list(upTo: 2) { $0.section(of: model) })
        case 18..<26: return .moveSection(section(of: model), section(of: model), after: after)
        case 26..<30: return .reloadSections(list(upTo: 2) { $0.section(of: model) })
        case 30..<44:
            let target: String? = chance(40) ? nil : section(of: model)
            return .appendItems(list(upTo: 4) { $0.newItem(for: model) }, toSection: target)
        case 44..<56: return .insertItems(list(upTo: 3) { $0.newItem(for: model) }, item(of: model), after: after)
        case 56..<64: return .deleteItems(list(upTo: 3) { $0.item(of: model) })
        case 64..<65: return .deleteAllItems
        case 65..<85: return .moveItem(item(of: model), item(of: model), after: after)
        case 85..<93: return .reloadItems(list(upTo: 3) { $0.item(of: model) })
        default: return .reconfigureItems(list(upTo: 3) { $0.item(of: model) })
        }
    }
}

extension ListSnapshotPropertyTests {
    fileprivate static var allSections: [String] { sectionPool }
    fileprivate static var itemPoolRange: Range<Int> { itemPool }
    fileprivate static func sectionPoolElement(using rng: inout SplitMix64) -> String {
        sectionPool[Int.random(in: 0..<sectionPool.count, using: &rng)]
    }
}

/// What the random sequences did, to check that they covered every case.
private struct Statistics {
    static let allErrorKinds: Set<String> = [
        "duplicateItems", "duplicateSections", "itemsAlreadyPresent", "sectionsAlreadyPresent", "itemsNotFound",
        "sectionsNotFound", "noSectionToAppendTo", "itemRelativeToItself", "sectionRelativeToItself",
    ]
    static let allOperationKinds: Set<String> = [
        "appendSections", "insertSections", "deleteSections", "moveSection", "reloadSections", "appendItems",
        "insertItems", "deleteItems", "deleteAllItems", "moveItem", "reloadItems", "reconfigureItems",
    ]

    var errorKinds: Set<String> = []
    var successes: [String: Int] = [:]
    var failures = 0
    var largestSnapshot = 0

    mutating func record(
        _ operation: SnapshotOperation<String, Song>, refusal: ListSnapshotError<String, Song>?, size: Int
    ) {
        largestSnapshot = max(largestSnapshot, size)
        if let refusal {
            failures += 1
            errorKinds.insert(Self.kind(of: refusal))
        } else {
            successes[Self.kind(of: operation), default: 0] += 1
        }
    }

    /// The name of an operation without its arguments: `moveItem(1, afterItem: 2)` → `moveItem`.
    private static func kind(of operation: SnapshotOperation<String, Song>) -> String {
        String(operation.description.prefix { $0.isLetter })
    }

    private static func kind(of error: ListSnapshotError<String, Song>) -> String {
        switch error {
        case .duplicateItems: "duplicateItems"
        case .duplicateSections: "duplicateSections"
        case .itemsAlreadyPresent: "itemsAlreadyPresent"
        case .sectionsAlreadyPresent: "sectionsAlreadyPresent"
        case .itemsNotFound: "itemsNotFound"
        case .sectionsNotFound: "sectionsNotFound"
        case .noSectionToAppendTo: "noSectionToAppendTo"
        case .itemRelativeToItself: "itemRelativeToItself"
        case .sectionRelativeToItself: "sectionRelativeToItself"
        }
    }
}

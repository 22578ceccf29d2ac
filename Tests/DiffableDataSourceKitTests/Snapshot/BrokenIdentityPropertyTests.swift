import DiffableDataSourceKit
import Foundation
import XCTest

/// Random sequences of every mutator on snapshots of items that break `Hashable`: class
/// items whose `id` (hence hash) changes after insertion, items whose `==` is always true,
/// items with a random hash, and `Double`s with NaNs. No model can say what such a snapshot
/// should hold, so each step checks what must hold whatever the items do: nothing traps, the
/// internal tables agree (`_checkInvariants()`), the queries agree with each other, a call
/// that throws leaves the snapshot as it was, and a diff from the previous step does not
/// trap either.
///
/// Each sequence is generated from its own seed, printed in every failure message; a trap
/// prints no message, so `BROKENIDENTITY_VERBOSE=1` prints each seed before it runs. To
/// replay one:
///
///     BROKENIDENTITY_SEED=1234 swift test --filter BrokenIdentityPropertyTests
final class BrokenIdentityPropertyTests: XCTestCase {
    private static let sequences: UInt64 = 60
    private static let steps = 40

    func testItemsWhoseHashChangesAfterInsertion() {
        check("mutable id", seedBase: 0xB0CE_1000, make: { MutableIDItem($0) }, disturb: Self.changeAnID)
    }

    func testItemsWhoseEqualityIsAlwaysTrue() {
        check("always equal", seedBase: 0xB0CE_2000, make: { AlwaysEqualItem(id: $0) })
    }

    func testItemsWithARandomHash() {
        check("random hash", seedBase: 0xB0CE_3000, make: { RandomHashItem(id: $0) })
    }

    func testNaNValues() {
        check("NaN", seedBase: 0xB0CE_4000, make: { $0 % 3 == 0 ? Double.nan : Double($0) })
        check(
            "NaN field", seedBase: 0xB0CE_5000,
            make: { Reading(sensor: $0 % 5, value: $0 % 2 == 0 ? .nan : Double($0)) })
    }

    /// Changes the id of a stored item: to a number of the pool, or to another stored
    /// item's id (two stored items become equal).
    private static func changeAnID(in snapshot: ListSnapshot<Int, MutableIDItem>, using rng: inout SplitMix64) {
        let items = snapshot.itemIdentifiers
        guard let item = items.randomElement(using: &rng), let other = items.randomElement(using: &rng) else { return }
        item.id = Bool.random(using: &rng) ? Int.random(in: 0..<40, using: &rng) : other.id
    }

    // MARK: The runner

    /// Runs the sequences for one kind of item; `make` turns a number of a small pool into
    /// an item, `disturb` (if any) breaks something between calls.
    private func check<Item: Hashable & Sendable>(
        _ name: String, seedBase: UInt64, make: (Int) -> Item,
        disturb: ((ListSnapshot<Int, Item>, inout SplitMix64) -> Void)? = nil
    ) {
        let environment = ProcessInfo.processInfo.environment
        let seeds = SplitMix64.seeds(
            replaying: "BROKENIDENTITY_SEED", defaults: (0..<Self.sequences).map { seedBase + $0 })
        for seed in seeds {
            // To standard error, unbuffered: a trap loses what standard output buffered.
            if environment["BROKENIDENTITY_VERBOSE"] != nil {
                FileHandle.standardError.write(Data("\(name): seed \(seed)\n".utf8))
            }
            if let failure = run(seed: seed, make: make, disturb: disturb) {
                XCTFail("\(name): seed \(seed): \(failure)")
                return
            }
        }
    }

    /// One sequence; returns its first problem.
    private func run<Item: Hashable & Sendable>(
        seed: UInt64, make: (Int) -> Item, disturb: ((ListSnapshot<Int, Item>, inout SplitMix64) -> Void)?
    ) -> String? {
        var rng = SplitMix64(seed: seed)
        var snapshot = ListSnapshot<Int, Item>()
        var history: [String] = []
        for step in 0..<Self.steps {
            let before = snapshot
            let fingerprint = SnapshotConsistency.fingerprint(of: snapshot)
            let call = Self.randomCall(on: snapshot, make: make, using: &rng)
            history.append(call.name)
            if ProcessInfo.processInfo.environment["BROKENIDENTITY_VERBOSE"] != nil {
                FileHandle.standardError.write(
                    Data("  \(step): \(call.name) on \(SnapshotConsistency.fingerprint(of: snapshot))\n".utf8))
            }
            do {
                try call.run(&snapshot)
            } catch {
                if SnapshotConsistency.fingerprint(of: snapshot) != fingerprint {
                    return "step \(step): \(call.name) threw \(error) but changed the snapshot; calls: \(history)"
                }
            }
            snapshot._checkInvariants()
            if let problem = SnapshotConsistency.inconsistency(in: snapshot) {
                return "step \(step): after \(call.name): \(problem); calls: \(history)"
            }
            _ = DiffEngine.changeset(from: before, to: snapshot)
            if let disturb, Int.random(in: 0..<4, using: &rng) == 0 {
                disturb(snapshot, &rng)
                history.append("disturb: \(SnapshotConsistency.fingerprint(of: snapshot))")
            }
        }
        return nil
    }

    /// A random call, valid or not, on items numbered from a pool small enough that calls
    /// often name items already present.
    private static func randomCall<Item: Hashable & Sendable>(
        on snapshot: ListSnapshot<Int, Item>, make: (Int) -> Item, using rng: inout SplitMix64
    ) -> (name: String, run: (inout ListSnapshot<Int, Item>) throws -> Void) {
        let present = snapshot.itemIdentifiers
        let sections = snapshot.sectionIdentifiers
        func anyItem() -> Item {
            if !present.isEmpty && Bool.random(using: &rng) { return present.randomElement(using: &rng) ?? make(0) }
            return make(Int.random(in: 0..<40, using: &rng))
        }
        func someItems(upTo limit: Int) -> [Item] {
            (0..<Int.random(in: 0...limit, using: &rng)).map { _ in anyItem() }
        }
        func anySection() -> Int { sections.randomElement(using: &rng) ?? Int.random(in: 0..<6, using: &rng) }
        switch Int.random(in: 0..<12, using: &rng) {
        case 0:
            let new = Int.random(in: 0..<6, using: &rng)
            return ("appendSections([\(new)])", { try $0.appendSections([new]) })
        case 1:
            let doomed = anySection()
            return ("deleteSections([\(doomed)])", { $0.deleteSections([doomed]) })
        case 2:
            let (section, anchor) = (anySection(), anySection())
            return (
                "moveSection(\(section), before: \(anchor))", { try $0.moveSection(section, beforeSection: anchor) }
            )
        case 3, 4:
            let items = someItems(upTo: 12)
            let section: Int? = Bool.random(using: &rng) ? anySection() : nil
            return (
                "appendItems(\(items), \(String(describing: section)))",
                { try $0.appendItems(items, toSection: section) }
            )
        case 5:
            let (items, anchor, after) = (someItems(upTo: 4), anyItem(), Bool.random(using: &rng))
            return (
                "insertItems(\(items), \(after ? "after" : "before") \(anchor))",
                { after ? try $0.insertItems(items, afterItem: anchor) : try $0.insertItems(items, beforeItem: anchor) }
            )
        case 6, 7:
            let items = someItems(upTo: 8)
            return ("deleteItems(\(items))", { $0.deleteItems(items) })
        case 8, 9:
            let (item, anchor, after) = (anyItem(), anyItem(), Bool.random(using: &rng))
            return (
                "moveItem(\(item), \(after ? "after" : "before") \(anchor))",
                { after ? try $0.moveItem(item, afterItem: anchor) : try $0.moveItem(item, beforeItem: anchor) }
            )
        case 10:
            let items = someItems(upTo: 4)
            return ("reloadItems(\(items))", { try $0.reloadItems(items) })
        default:
            let items = someItems(upTo: 4)
            return ("reconfigureItems(\(items))", { try $0.reconfigureItems(items) })
        }
    }
}

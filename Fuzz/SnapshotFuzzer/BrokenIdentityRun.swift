import DiffableDataSourceKit
import Foundation

/// A fuzz input's run on items that break `Hashable` (``BrokenFuzzItem``): calls of every
/// mutator, with items made fresh or passed back from earlier calls, interleaved with
/// changes to stored items' ids. No model says what such a snapshot should hold, so after
/// every call it checks what holds whatever the items do: `_checkInvariants()`, queries that
/// agree with each other, a snapshot unchanged when the call threw, and a diff from the
/// previous snapshot that does not trap. Inputs whose first byte is `0xBF` run here.
struct BrokenIdentityRun {
    typealias Snapshot = ListSnapshot<Int, BrokenFuzzItem>

    /// The first byte that selects this run.
    static let marker: UInt8 = 0xBF
    /// Calls decoded from one input at most.
    static let maxSteps = 300

    var input: FuzzInput
    var snapshot = Snapshot()
    var trace: [String] = []
    /// Every item made so far: calls name them again, stored or not.
    var made: [BrokenFuzzItem] = []

    init(_ bytes: [UInt8]) {
        input = FuzzInput(bytes)
    }

    mutating func run() {
        let tracing = ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil
        var step = 0
        while !input.isExhausted && step < Self.maxSteps {
            step += 1
            let previous = snapshot
            let before = SnapshotConsistency.fingerprint(of: snapshot)
            let (name, call) = nextCall()
            trace.append(name)
            // A failed invariant traps without a message in an optimized build: with
            // FUZZ_TRACE set, each call is written (unbuffered) before it runs.
            if tracing { FileHandle.standardError.write(Data("\(name) on \(before)\n".utf8)) }
            do {
                try call(&snapshot)
            } catch {
                if SnapshotConsistency.fingerprint(of: snapshot) != before {
                    fuzzFailure(["\(name) threw \(error) but changed the snapshot"], trace: trace)
                }
            }
            snapshot._checkInvariants()
            if let problem = SnapshotConsistency.inconsistency(in: snapshot) { fuzzFailure([problem], trace: trace) }
            _ = DiffEngine.changeset(from: previous, to: snapshot)
        }
    }

    /// An item made before (odd byte) or a new one with an id from a small pool, one in
    /// sixteen of them NaN-like.
    mutating func item() -> BrokenFuzzItem {
        let byte = input.byte()
        if byte & 1 == 1, !made.isEmpty { return made[Int(byte >> 1) % made.count] }
        let item = BrokenFuzzItem((byte >> 1) % 16 == 15 ? 200 : (byte >> 1) % 12)
        made.append(item)
        return item
    }

    /// Zero to four items, repeats allowed.
    mutating func items() -> [BrokenFuzzItem] {
        (0..<input.int(below: 5)).map { _ in item() }
    }

    mutating func nextCall() -> (String, (inout Snapshot) throws -> Void) {
        switch input.int(below: 14) {
        case 0:
            let sections = (0..<input.int(below: 3)).map { _ in input.section() }
            return ("appendSections(\(sections))", { try $0.appendSections(sections) })
        case 1:
            let sections = (0..<input.int(below: 3)).map { _ in input.section() }
            return ("deleteSections(\(sections))", { $0.deleteSections(sections) })
        case 2:
            let (section, anchor) = (input.section(), input.section())
            return (
                "moveSection(\(section), before: \(anchor))", { try $0.moveSection(section, beforeSection: anchor) }
            )
        case 3, 4:
            let (items, section) = (items(), input.bool() ? input.section() : nil)
            return (
                "appendItems(\(items), \(section.map(String.init) ?? "nil"))",
                { try $0.appendItems(items, toSection: section) }
            )
        case 5:
            let (items, anchor, after) = (items(), item(), input.bool())
            return (
                "insertItems(\(items), \(after ? "after" : "before"): \(anchor))",
                { after ? try $0.insertItems(items, afterItem: anchor) : try $0.insertItems(items, beforeItem: anchor) }
            )
        case 6, 7:
            let items = items()
            return ("deleteItems(\(items))", { $0.deleteItems(items) })
        case 8, 9:
            let (item, anchor, after) = (item(), item(), input.bool())
            return (
                "moveItem(\(item), \(after ? "after" : "before"): \(anchor))",
                { after ? try $0.moveItem(item, afterItem: anchor) : try $0.moveItem(item, beforeItem: anchor) }
            )
        case 10:
            let items = items()
            return ("reloadItems(\(items))", { try $0.reloadItems(items) })
        case 11:
            let items = items()
            return ("reconfigureItems(\(items))", { try $0.reconfigureItems(items) })
        default:
            // Change a stored item's id: its hash changes under the snapshot.
            let stored = snapshot.itemIdentifiers
            let (pick, id) = (input.byte(), input.byte())
            guard !stored.isEmpty else { return ("no item to change", { _ in }) }
            let item = stored[Int(pick) % stored.count]
            let newID = id % 16 == 15 ? 200 : id % 12
            return ("change id of \(item) to \(newID)", { _ in item.id = newID })
        }
    }
}

import DiffableDataSourceKit
import Foundation

/// A diff workload's inputs in both forms the engine takes, with what a correct changeset
/// must contain.
struct DiffInput<Item: Hashable & Sendable> {
    let old: [Item]
    let new: [Item]
    let oldSnapshot: ListSnapshot<Int, Item>
    let newSnapshot: ListSnapshot<Int, Item>
    /// The same items in one section, when the snapshots above have several.
    let oneSection: (old: ListSnapshot<Int, Item>, new: ListSnapshot<Int, Item>)?
    let flatMinimum: FlatMinimum
    /// The fewest row moves between the snapshots (equal to the flat minimum for one section).
    let snapshotMinimumMoves: Int

    /// The inputs for `change`, with identifiers mapped through `identifier` and split
    /// into `sectionCount` sections for the snapshot form.
    init(_ change: ListChange, sectionCount: Int = 1, identifier: (Int) -> Item) {
        old = change.old.map(identifier)
        new = change.new.map(identifier)
        flatMinimum = FlatMinimum(from: old, to: new)
        if sectionCount == 1 {
            oldSnapshot = makeSnapshot([old])
            newSnapshot = makeSnapshot([new])
            oneSection = nil
            snapshotMinimumMoves = flatMinimum.moves
        } else {
            let sections = change.sectioned(into: sectionCount)
            let oldSections = sections.old.map { $0.map(identifier) }
            let newSections = sections.new.map { $0.map(identifier) }
            oldSnapshot = makeSnapshot(oldSections)
            newSnapshot = makeSnapshot(newSections)
            oneSection = (makeSnapshot([old]), makeSnapshot([new]))
            snapshotMinimumMoves = minimumSectionedMoves(from: oldSections, to: newSections)
        }
    }
}

/// A snapshot whose sections are `0..<sections.count`, holding the given rows.
func makeSnapshot<Item: Hashable & Sendable>(_ sections: [[Item]]) -> ListSnapshot<Int, Item> {
    var snapshot = ListSnapshot<Int, Item>()
    do {
        try snapshot.appendSections(Array(sections.indices))
        for (section, rows) in sections.enumerated() {
            try snapshot.appendItems(rows, toSection: section)
        }
    } catch {
        fatalInputError("building a snapshot: \(error)")
    }
    return snapshot
}

/// Stops the run: the benchmark built an input the library rejects, a bug in the benchmark.
func fatalInputError(_ message: String) -> Never {
    print("benchmark input error: \(message)")
    exit(2)
}

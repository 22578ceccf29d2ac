@_spi(Benchmarks) import DiffableDataSourceKit

extension Workload {
    /// The conversion of a diff's batch into `NSTableView`'s sequential calls (removes,
    /// moves, inserts, reloads on a flat table with a group row per section), timed against
    /// the diff that makes the batch, on the same snapshots, and checked for the counts it
    /// must have.
    static func appKitConversion(
        _ name: String, count: Int, sections: Int, input: @escaping () -> DiffInput<Int>
    ) -> Workload {
        let title =
            "NSTableView's sequential calls for a \(sizeName(count))-row change in \(sections) sections (group rows)"
        // The conversion reads every row once and the moves in log time: at most the diff's
        // cost again (measured 0.63-0.67 of it in quick runs on the 2-core VM).
        let targets = { (result: inout WorkloadResult) in
            if let calls = result.timing("AppKit calls"), let diff = result.timing("diff") {
                result.check("AppKit calls / diff", figure: calls.milliseconds / diff.milliseconds, atMost: 1)
            }
        }
        return .timed(name, title, elements: count, targets: targets) {
            let input = input()
            let old = input.oldSnapshot
            let new = input.newSnapshot
            let changes = DiffEngine.changeset(from: old, to: new)
            let probe = SequentialTableProbe(changes, from: old, to: new, groupRows: true)
            let subjects = [
                Subject(name: SubjectName.floor) { floor(from: input.old, to: input.new) },
                Subject(name: "diff") { DiffEngine.changeset(from: old, to: new).counts.total },
                Subject(name: "AppKit calls") { MainActor.assumeIsolated { probe.convert() } },
            ]
            let check = { () -> String? in
                // Each deleted and inserted row once; no more moves than the diff's (the rows
                // it leaves in place are a run in order, group rows included, since no
                // section moves).
                guard let counts = MainActor.assumeIsolated({ probe.counts() }) else { return "the batch was refused" }
                if counts.removed != changes.itemDeletes.count || counts.inserted != changes.itemInserts.count {
                    return "removes \(counts.removed) and inserts \(counts.inserted), not the diff's"
                        + " \(changes.itemDeletes.count) and \(changes.itemInserts.count)"
                }
                if counts.moved > changes.itemMoves.count {
                    return "\(counts.moved) moves, more than the diff's \(changes.itemMoves.count)"
                }
                return nil
            }
            return (subjects, check)
        }
    }
}

@_spi(Benchmarks) import DiffableDataSourceKit

extension Workload {
    /// Applying a churned `count`-row snapshot to a `ReorderableDataSource` on a
    /// `HeadlessTableView`, end to end: diff, batch validation, layout and cells for the
    /// visible rows. Each round applies the change and then its reverse, so every round
    /// starts from the same table; the floor is timed on the same change.
    static func tableApply(_ name: String, change: ListChange) -> Workload {
        let count = change.old.count
        let title =
            "apply a \(count / 1_000)k-row change to a HeadlessTableView through ReorderableDataSource, and back"
        let makeSubjects = { () -> (subjects: [Subject], check: () -> String?) in
            let bench = MainActor.assumeIsolated { TableBench(change) }
            let floorSubject = Subject(name: SubjectName.floor) { floor(from: change.old, to: change.new) }
            let thereAndBack = Subject(name: "apply ×2") { MainActor.assumeIsolated { bench.applyThereAndBack() } }
            let (old, new) = MainActor.assumeIsolated { (bench.old, bench.new) }
            let diffs = Subject(name: "diff ×2") {
                DiffEngine.changeset(from: old, to: new).counts.total
                    &+ DiffEngine.changeset(from: new, to: old).counts.total
            }
            // What a UITableView pays on top, before each of the two batches: the guard.
            let probes = [
                BatchGuardProbe(DiffEngine.changeset(from: old, to: new), from: old, to: new, collectionView: false),
                BatchGuardProbe(DiffEngine.changeset(from: new, to: old), from: new, to: old, collectionView: false),
            ]
            let guards = Subject(name: "UIKit guard ×2") {
                MainActor.assumeIsolated { probes.reduce(0) { $0 + ($1.check() ? 1 : 0) } }
            }
            let subjects = [floorSubject, thereAndBack, diffs, guards]
            return (subjects, { MainActor.assumeIsolated { bench.failure() ?? Self.guardFailure(probes) } })
        }
        return Workload(
            name: name, title: title,
            run: { context in
                let (subjects, check) = makeSubjects()
                var result = WorkloadResult(name: name, title: title, table: .snapshot, elements: count)
                result.record(timeInterleaved(subjects, plan: context.plan, checksum: &context.checksum))
                if let failure = check() { result.failures.append(failure) }
                if let apply = result.timing("apply ×2"), let diff = result.timing("diff ×2") {
                    result.check("apply / diff alone", figure: apply.milliseconds / diff.milliseconds, atMost: 1.5)
                }
                // The guard reads each change once and the counts: a small part of an apply.
                if let apply = result.timing("apply ×2"), let guards = result.timing("UIKit guard ×2") {
                    result.check("UIKit guard / apply", figure: guards.milliseconds / apply.milliseconds, atMost: 0.1)
                }
                return result
            },
            probe: { subject in makeSubjects().subjects.first { $0.name == subject }?.run }
        )
    }
}

extension Workload {
    /// A failure when the guard would refuse a batch the diff made.
    @MainActor
    fileprivate static func guardFailure(_ probes: [BatchGuardProbe]) -> String? {
        probes.allSatisfy { $0.check() } ? nil : "the guard refused a diffed batch"
    }
}

/// A table showing the old list through a data source, as an app would have it.
@MainActor
private final class TableBench {
    let old: ListSnapshot<Int, Int>
    let new: ListSnapshot<Int, Int>
    let table = HeadlessTableView()
    let dataSource: ReorderableDataSource<Int, Int>

    init(_ change: ListChange) {
        old = makeSnapshot([change.old])
        new = makeSnapshot([change.new])
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        dataSource = ReorderableDataSource<Int, Int>.create(tableView: table) { table, indexPath, item, _ in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.text = String(item)
            return cell
        }
        dataSource.apply(old, animatingDifferences: false, completion: nil)
    }

    /// Applies the new snapshot, then the old one again.
    func applyThereAndBack() -> Int {
        let forth = dataSource.applyReturningChanges(new, completion: nil)
        let back = dataSource.applyReturningChanges(old, completion: nil)
        return forth.counts.total &+ back.counts.total &+ table.numberOfRows(inSection: 0)
    }

    /// What is wrong after applying the new snapshot, if anything.
    func failure() -> String? {
        dataSource.apply(new, completion: nil)
        defer { dataSource.apply(old, completion: nil) }
        let shown: ListSnapshot<Int, Int>? = table.snapshot()
        if shown != new { return "the table does not show the new snapshot" }
        let visible = (table.indexPathsForVisibleRows ?? []).count
        if table.cellsCreated > 2 * visible + 2 { return "\(table.cellsCreated) cells for \(visible) visible rows" }
        return nil
    }
}

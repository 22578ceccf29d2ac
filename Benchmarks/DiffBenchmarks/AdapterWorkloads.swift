import DiffableDataSourceKit
import Foundation

/// How the benchmark table sizes its rows.
enum HeightMode: String, CaseIterable {
    /// A fixed `rowHeight`, no closures.
    case plain
    /// A height closure and no estimate: every row's height is exact.
    case closure
    /// A height closure and an estimate closure: only visible rows are measured.
    case estimated
    /// A fixed `rowHeight`, with the data source keeping the user's place
    /// (`scrollAnchor = .visibleItem`, the table scrolled to the middle, a row there selected).
    case anchored

    /// How the workload's title says it.
    var title: String { self == .anchored ? "plain heights, the user's place kept" : "\(rawValue) heights" }
}

/// The one-item adapter calls timed against the floor, in the order they run. Each subject
/// does the call and its inverse (so every round starts from the same table); the time
/// reported is per call, half the pair.
let oneItemCalls = [
    "append", "insert before", "insert after", "delete", "move to section", "move before", "move after",
    "reload", "reconfigure", "apply 1 edit",
]

extension Workload {
    /// One-item calls through a `TableAdapter` on a `HeadlessTableView` showing `count`
    /// `Int` rows in one section (and an empty second section), against the floor for
    /// `count` items; plus `apply` of `snapshot()` changed by 1 and by 100 edits.
    static func adapterCalls(count: Int, mode: HeightMode) -> Workload {
        let name = "calls-\(mode == .plain ? "" : mode.rawValue + "-")\(sizeName(count))"
        let title = "one-item adapter calls on a \(sizeName(count))-row HeadlessTableView, \(mode.title)"
        let makeSubjects = { () -> (subjects: [Subject], check: () -> String?) in
            let bench = MainActor.assumeIsolated { AdapterBench(count: count, mode: mode) }
            let old = Array(0..<count)
            var subjects = [Subject(name: SubjectName.floor) { floor(from: old, to: old) }]
            for call in oneItemCalls + ["apply 100 edits"] {
                subjects.append(Subject(name: call) { MainActor.assumeIsolated { bench.run(call) } })
            }
            return (subjects, { MainActor.assumeIsolated { bench.failure() } })
        }
        return Workload(
            name: name, title: title,
            run: { context in
                let (subjects, check) = makeSubjects()
                var result = WorkloadResult(name: name, title: title, table: .snapshot, elements: count)
                // Each subject runs a pair of calls (or of applies): report one.
                let samples = timeInterleaved(subjects, plan: context.plan, checksum: &context.checksum)
                result.record(
                    samples.enumerated().map { index, sample in
                        index == 0
                            ? sample : Samples(name: sample.name, milliseconds: sample.milliseconds.map { $0 / 2 })
                    })
                if let failure = check() { result.failures.append(failure) }
                let limit: Double? = count >= 1_000_000 ? 0.01 : count >= 100_000 ? 0.05 : nil
                for timing in result.timings where oneItemCalls.contains(timing.subject) {
                    if timing.subject == "apply 1 edit" {
                        if count == 100_000 { result.check("apply 1 edit / floor", figure: timing.ratio, atMost: 0.1) }
                    } else if let limit {
                        result.check("\(timing.subject) / floor", figure: timing.ratio, atMost: limit)
                    }
                }
                return result
            },
            probe: { subject in makeSubjects().subjects.first { $0.name == subject }?.run }
        )
    }
}

/// From 10k to 1M rows a one-item call may grow at most 4x: checked on the 1M workload of
/// each height mode when the 10k one ran too.
func checkGrowth(_ results: inout [WorkloadResult]) {
    for mode in HeightMode.allCases {
        let prefix = "calls-\(mode == .plain ? "" : mode.rawValue + "-")"
        guard let small = results.firstIndex(where: { $0.name == prefix + "10k" }),
            let large = results.firstIndex(where: { $0.name == prefix + "1M" })
        else { continue }
        for call in oneItemCalls where call != "apply 1 edit" {
            guard let from = results[small].timing(call), let to = results[large].timing(call) else { continue }
            results[large].check("\(call) 1M / 10k", figure: to.milliseconds / from.milliseconds, atMost: 4)
        }
    }
}

func sizeName(_ count: Int) -> String {
    count >= 1_000_000 ? "\(count / 1_000_000)M" : "\(count / 1_000)k"
}

/// A table of `count` rows through a data source and an adapter, as an app has it.
@MainActor
private final class AdapterBench {
    let count: Int
    let table = HeadlessTableView()
    let dataSource: ReorderableDataSource<Int, Int>
    let adapter: TableAdapter<Int, Int>
    /// Items not in the table, for inserts.
    let fresh: Int
    let middle: Int
    let threeQuarters: Int

    init(count: Int, mode: HeightMode) {
        self.count = count
        fresh = count
        middle = count / 2
        threeQuarters = count * 3 / 4
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        dataSource = ReorderableDataSource<Int, Int>.create(tableView: table) { table, indexPath, item, _ in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.text = String(item)
            return cell
        }
        adapter = TableAdapter(tableView: table, dataSource: dataSource)
        table.delegate = dataSource.makeDelegate()
        switch mode {
        case .plain, .anchored: break
        case .closure:
            adapter.setHeightProviders(height: { _, _, item, _ in CGFloat(40 + item % 3) }, estimated: nil)
        case .estimated:
            adapter.setHeightProviders(
                height: { _, _, item, _ in CGFloat(40 + item % 3) }, estimated: { _, _, _, _ in 41 })
        }
        do {
            try adapter.applyInitialSnapshot(sections: [0, 1], itemsBySection: [0: Array(0..<count)])
        } catch {
            fatalError("\(error)")
        }
        if mode == .anchored {
            // The calls change rows in view, under the anchor and next to the selection.
            dataSource.scrollAnchor = .visibleItem
            table.scrollToRow(at: IndexPath(row: middle - 5, section: 0))
            dataSource.selectItem(middle - 2)
        }
    }

    /// Runs a call and its inverse; returns a checksum.
    func run(_ call: String) -> Int {
        do {
            var total = 0
            func add(_ changes: ListChangeset<Int, Int>) { total &+= changes.counts.total }
            switch call {
            case "append":
                add(try adapter.append(fresh, to: 0))
                add(try adapter.delete(fresh))
            case "insert before":
                add(try adapter.insert(fresh, before: middle))
                add(try adapter.delete(fresh))
            case "insert after":
                add(try adapter.insert(fresh, after: middle))
                add(try adapter.delete(fresh))
            case "delete":
                add(try adapter.delete(middle))
                add(try adapter.insert(middle, before: middle + 1))
            case "move to section":
                add(try adapter.move(middle, to: 1))
                add(try adapter.move(middle, before: middle + 1))
            case "move before":
                add(try adapter.move(middle, before: threeQuarters))
                add(try adapter.move(middle, before: middle + 1))
            case "move after":
                add(try adapter.move(middle, after: threeQuarters))
                add(try adapter.move(middle, before: middle + 1))
            case "reload":
                add(try adapter.reload(middle))
                add(try adapter.reload(middle))
            case "reconfigure":
                add(try adapter.reconfigure(middle))
                add(try adapter.reconfigure(middle))
            case "apply 1 edit":
                var snapshot = dataSource.snapshot()
                try snapshot.appendItems([fresh], toSection: 0)
                add(dataSource.applyReturningChanges(snapshot, completion: nil))
                snapshot = dataSource.snapshot()
                snapshot.deleteItems([fresh])
                add(dataSource.applyReturningChanges(snapshot, completion: nil))
            case "apply 100 edits":
                var snapshot = dataSource.snapshot()
                let added = (0..<100).map { fresh + 1 + $0 }
                for (index, item) in added.enumerated() {
                    try snapshot.insertItems([item], beforeItem: index * (count / 100))
                }
                add(dataSource.applyReturningChanges(snapshot, completion: nil))
                snapshot = dataSource.snapshot()
                snapshot.deleteItems(added)
                add(dataSource.applyReturningChanges(snapshot, completion: nil))
            default:
                fatalError("unknown call \(call)")
            }
            return total &+ table.numberOfRows(inSection: 0)
        } catch {
            fatalError("\(call): \(error)")
        }
    }

    /// What is wrong after the calls, if anything.
    func failure() -> String? {
        let shown: ListSnapshot<Int, Int>? = table.snapshot()
        if shown != dataSource.snapshot() { return "the table does not show the data source's snapshot" }
        if dataSource.snapshot().itemIdentifiers != Array(0..<count) { return "the calls did not undo each other" }
        return nil
    }
}

import DiffableDataSourceKit
import Dispatch
import Foundation

/// The edits of Apple's pattern timed against the floor: `var s = dataSource.snapshot()`,
/// one edit of `s`, `dataSource.apply(s)`. Each is undone the same way, so every round
/// starts from the same table.
let patternEdits = ["append", "delete", "reconfigure", "far move"]

/// The parts of the pattern, as reported: `snapshot()` and, per edit, the edit alone, the
/// apply alone, and the whole.
func patternParts(_ edit: String) -> [String] {
    ["\(edit): edit", "\(edit): apply", "\(edit): whole"]
}

extension Workload {
    /// Apple's pattern on a `TableDataSource` over a `HeadlessTableView` showing `count`
    /// `Int` rows in one section, against the floor for `count` items.
    ///
    /// Each timed subject runs the whole pattern for one edit and then for its inverse, and
    /// is reported per pattern (half the pair). Inside it the three parts are timed one by
    /// one, and the median of each part over every call is reported beside the whole.
    static func applePattern(count: Int) -> Workload {
        let name = "pattern-\(sizeName(count))"
        let title = "Apple's pattern on a \(sizeName(count))-row HeadlessTableView: snapshot(), one edit, apply"
        let makeSubjects = { () -> (subjects: [Subject], bench: PatternBench) in
            let bench = MainActor.assumeIsolated { PatternBench(count: count) }
            let old = Array(0..<count)
            var subjects = [Subject(name: SubjectName.floor) { floor(from: old, to: old) }]
            for edit in patternEdits {
                subjects.append(
                    Subject(name: "\(edit): whole") { MainActor.assumeIsolated { bench.thereAndBack(edit) } })
            }
            return (subjects, bench)
        }
        return Workload(
            name: name, title: title,
            run: { context in
                let (subjects, bench) = makeSubjects()
                var result = WorkloadResult(name: name, title: title, table: .snapshot, elements: count)
                let samples = timeInterleaved(subjects, plan: context.plan, checksum: &context.checksum)
                result.record(
                    samples.enumerated().map { index, sample in
                        index == 0
                            ? sample : Samples(name: sample.name, milliseconds: sample.milliseconds.map { $0 / 2 })
                    })
                if let failure = MainActor.assumeIsolated({ bench.failure() }) { result.failures.append(failure) }
                MainActor.assumeIsolated { bench.report(into: &result) }
                if count >= 1_000_000 {
                    for edit in patternEdits {
                        if let whole = result.timing("\(edit): whole") {
                            result.check("\(edit): whole / floor", figure: whole.ratio, atMost: 0.01)
                        }
                    }
                }
                return result
            },
            probe: { subject in makeSubjects().subjects.first { $0.name == subject }?.run }
        )
    }
}

/// From 10k to 1M rows each part of the pattern, and the whole, may grow at most 4x:
/// checked on `pattern-1M` when `pattern-10k` ran too. Parts under a microsecond at 10k
/// are compared with a microsecond, below which the timer's noise dominates.
func checkPatternGrowth(_ results: inout [WorkloadResult]) {
    guard let small = results.firstIndex(where: { $0.name == "pattern-10k" }),
        let large = results.firstIndex(where: { $0.name == "pattern-1M" })
    else { return }
    for part in ["snapshot()"] + patternEdits.flatMap(patternParts) {
        guard let from = results[small].timing(part), let to = results[large].timing(part) else { continue }
        results[large].check(
            "\(part) 1M / 10k", figure: to.milliseconds / max(from.milliseconds, 0.001), atMost: 4)
    }
}

/// A table of `count` rows through a `TableDataSource`, changed the way Apple's sample
/// code changes it.
@MainActor
final class PatternBench {
    let count: Int
    let table = HeadlessTableView()
    let dataSource: TableDataSource<Int, Int>
    /// An item not in the table, for appends.
    let fresh: Int
    let middle: Int
    /// The row a far move takes from, and the item it goes after.
    let nearTop = 10
    let farAnchor: Int

    init(count: Int) {
        self.count = count
        fresh = count
        middle = count / 2
        farAnchor = count / 2
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        dataSource = TableDataSource<Int, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.text = String(item)
            return cell
        }
        var snapshot = ListSnapshot<Int, Int>()
        do {
            try snapshot.appendSections([0])
            try snapshot.appendItems(Array(0..<count), toSection: 0)
        } catch {
            fatalError("\(error)")
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Nanoseconds each part took, per call: `snapshot()`, and per edit the edit and the apply.
    var copyTimes: [UInt64] = []
    var editTimes: [String: [UInt64]] = [:]
    var applyTimes: [String: [UInt64]] = [:]

    /// The whole pattern for `edit`, then for its inverse, each part timed.
    func thereAndBack(_ edit: String) -> Int {
        var total = 0
        for inverse in [false, true] {
            let start = DispatchTime.now().uptimeNanoseconds
            var snapshot = dataSource.snapshot()
            let copied = DispatchTime.now().uptimeNanoseconds
            if inverse { undo(edit, on: &snapshot) } else { perform(edit, on: &snapshot) }
            let edited = DispatchTime.now().uptimeNanoseconds
            total &+= dataSource.applyReturningChanges(snapshot, completion: nil).counts.total
            let applied = DispatchTime.now().uptimeNanoseconds
            copyTimes.append(copied - start)
            editTimes[edit, default: []].append(edited - copied)
            applyTimes[edit, default: []].append(applied - edited)
        }
        return total &+ table.numberOfRows(inSection: 0)
    }

    /// Adds the median of each part, against the floor.
    func report(into result: inout WorkloadResult) {
        guard let floor = result.referenceMilliseconds else { return }
        func timing(_ subject: String, _ nanoseconds: [UInt64]) -> WorkloadResult.Timing {
            let median = Samples(name: subject, milliseconds: nanoseconds.map { Double($0) / 1e6 }).median
            return .init(subject: subject, milliseconds: median, ratio: median / floor)
        }
        var timings = [timing("snapshot()", copyTimes)]
        for edit in patternEdits {
            timings.append(timing("\(edit): edit", editTimes[edit] ?? []))
            timings.append(timing("\(edit): apply", applyTimes[edit] ?? []))
            if let whole = result.timing("\(edit): whole") { timings.append(whole) }
        }
        result.timings = timings
        result.notes.append("parts: the median over every call of each part, timed inside the whole")
    }

    func perform(_ edit: String, on snapshot: inout ListSnapshot<Int, Int>) {
        do {
            switch edit {
            case "append": try snapshot.appendItems([fresh], toSection: 0)
            case "delete": snapshot.deleteItems([middle])
            case "reconfigure": try snapshot.reconfigureItems([middle])
            case "far move": try snapshot.moveItem(nearTop, afterItem: farAnchor)
            default: fatalError("unknown edit \(edit)")
            }
        } catch {
            fatalError("\(edit): \(error)")
        }
    }

    func undo(_ edit: String, on snapshot: inout ListSnapshot<Int, Int>) {
        do {
            switch edit {
            case "append": snapshot.deleteItems([fresh])
            case "delete": try snapshot.insertItems([middle], beforeItem: middle + 1)
            case "reconfigure": try snapshot.reconfigureItems([middle])
            case "far move": try snapshot.moveItem(nearTop, beforeItem: nearTop + 1)
            default: fatalError("unknown edit \(edit)")
            }
        } catch {
            fatalError("\(edit): \(error)")
        }
    }

    /// What is wrong after the rounds, if anything.
    func failure() -> String? {
        let shown: ListSnapshot<Int, Int>? = table.snapshot()
        if shown != dataSource.snapshot() { return "the table does not show the data source's snapshot" }
        if dataSource.snapshot().itemIdentifiers != Array(0..<count) { return "the edits did not undo each other" }
        return nil
    }
}

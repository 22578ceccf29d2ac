import DiffableDataSourceKit

extension Workload {
    /// Reading a `HeadlessTableView` back as a snapshot (`snapshot(sectionType:itemType:)`,
    /// documented O(*n* + *s*)) when it shows many sections of one row each: 10k sections
    /// (the reference) and 100k. The read may grow at most 15x for 10x the sections: linear,
    /// where appending one section's items at a time to the snapshot it builds cost O(*s*)
    /// each, O(*s*²) in all (3.8 s at 10k sections, over 300 s at 100k).
    static func tableSectionReads(_ name: String) -> Workload {
        let title = "read a HeadlessTableView of 10k and 100k one-row sections back as a snapshot"
        let counts = [10_000, 100_000]
        let targets = { (result: inout WorkloadResult) in
            if let large = result.timing("snapshot(), \(sizeName(counts[1])) sections") {
                result.check("snapshot() 100k / 10k sections", figure: large.ratio, atMost: 15)
            }
        }
        return .timed(name, title, elements: counts[1], targets: targets) {
            let benches = MainActor.assumeIsolated { counts.map(SectionReadBench.init(sections:)) }
            let subjects = zip(counts, benches).map { count, bench in
                Subject(name: "snapshot(), \(sizeName(count)) sections") { MainActor.assumeIsolated { bench.read() } }
            }
            return (subjects, { MainActor.assumeIsolated { benches.lazy.compactMap { $0.failure() }.first } })
        }
    }
}

/// A table showing `sections` sections of one row each.
@MainActor
private final class SectionReadBench {
    let table = HeadlessTableView()
    let shown: ListSnapshot<Int, Int>

    init(sections: Int) {
        // Built one section at a time, each filled while it is the last: O(n + s).
        var snapshot = ListSnapshot<Int, Int>()
        do {
            for section in 0..<sections {
                try snapshot.appendSections([section])
                try snapshot.appendItems([section], toSection: section)
            }
        } catch {
            fatalInputError("building \(sections) sections: \(error)")
        }
        shown = snapshot
        table.load(snapshot)
    }

    func read() -> Int {
        table.snapshot(sectionType: Int.self, itemType: Int.self)?.numberOfSections ?? -1
    }

    func failure() -> String? {
        table.snapshot(sectionType: Int.self, itemType: Int.self) == shown
            ? nil : "the table read back another snapshot than it shows"
    }
}

import DiffableDataSourceKit

extension Workload {
    /// One-item adapter calls (an append and the delete that undoes it) on a
    /// `HeadlessTableView` of 10 one-row sections (the reference), 1k and 10k. Measured,
    /// with no target: a batch is checked and carried out section by section (the row
    /// counts before and after, the plan's per-section changes, the rebuilt section list),
    /// so a one-row call costs O(*s*) in the table's sections: 0.2-0.4 µs a section here.
    static func sectionCalls(_ name: String) -> Workload {
        let title = "one-item append + delete on a HeadlessTableView of 10, 1k and 10k one-row sections"
        let counts = [10, 1_000, 10_000]
        return .timed(name, title, elements: counts[2]) {
            let benches = MainActor.assumeIsolated { counts.map(SectionCallBench.init(sections:)) }
            let subjects = zip(counts, benches).map { count, bench in
                Subject(name: "append + delete, \(count < 1_000 ? String(count) : sizeName(count)) sections") {
                    MainActor.assumeIsolated { bench.run() }
                }
            }
            return (subjects, { MainActor.assumeIsolated { benches.lazy.compactMap { $0.failure() }.first } })
        }
    }
}

/// A table of `sections` one-row sections, driven through a `TableAdapter`.
@MainActor
private final class SectionCallBench {
    let table = HeadlessTableView()
    let dataSource: ReorderableDataSource<Int, Int>
    let adapter: TableAdapter<Int, Int>
    let sections: Int

    init(sections: Int) {
        self.sections = sections
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        dataSource = ReorderableDataSource<Int, Int>.create(tableView: table) { table, indexPath, item, _ in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.text = String(item)
            return cell
        }
        adapter = TableAdapter(tableView: table, dataSource: dataSource)
        table.delegate = dataSource.makeDelegate()
        do {
            try adapter.applyInitialSnapshot(
                sections: Array(0..<sections),
                itemsBySection: Dictionary(uniqueKeysWithValues: (0..<sections).map { ($0, [$0]) }))
        } catch {
            fatalInputError("building \(sections) sections: \(error)")
        }
    }

    /// Appends an item to the middle section and deletes it again; returns a checksum.
    func run() -> Int {
        do {
            let added = try adapter.append(sections, to: sections / 2)
            let removed = try adapter.delete(sections)
            return added.counts.total &+ removed.counts.total &+ table.numberOfRows(inSection: sections / 2)
        } catch {
            fatalInputError("append + delete at \(sections) sections: \(error)")
        }
    }

    func failure() -> String? {
        let shown: ListSnapshot<Int, Int>? = table.snapshot()
        guard shown == dataSource.snapshot(), dataSource.snapshot().numberOfItems == sections else {
            return "the table does not show the \(sections) sections it started with"
        }
        return nil
    }
}

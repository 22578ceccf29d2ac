import DiffableDataSourceKit

extension Workload {
    /// Building a snapshot of many one-item sections the way Apple's documentation and
    /// most apps do (`appendSections` with every section, then `appendItems(_:toSection:)`
    /// for each in turn) and with the DSL: 10k sections (the reference) and 100k. Each may
    /// grow at most 15x for 10x the sections. Filling a section with later sections after
    /// it moved their starts, O(*s*) a section, O(*s*²) in all, until the empty sections
    /// at the end stopped storing a start.
    static func sectionBuilds(_ name: String) -> Workload {
        let title = "build a snapshot of 10k and 100k one-item sections: appends, then the DSL"
        let counts = [10_000, 100_000]
        let targets = { (result: inout WorkloadResult) in
            // The appends at 10k are the reference, so their 100k figure is its ratio.
            if let appends = result.timing("appendSections + appendItems, \(sizeName(counts[1])) sections") {
                result.check("appends 100k / 10k sections", figure: appends.ratio, atMost: 15)
            }
            if let small = result.timing("ListSnapshot { ListSection }, \(sizeName(counts[0])) sections"),
                let large = result.timing("ListSnapshot { ListSection }, \(sizeName(counts[1])) sections")
            {
                result.check("DSL 100k / 10k sections", figure: large.ratio / small.ratio, atMost: 15)
            }
        }
        return .timed(name, title, elements: counts[1], targets: targets) {
            let appends = { (count: Int) -> ListSnapshot<Int, Int> in
                var snapshot = ListSnapshot<Int, Int>()
                do {
                    try snapshot.appendSections(Array(0..<count))
                    for section in 0..<count { try snapshot.appendItems([section], toSection: section) }
                } catch {
                    fatalInputError("building \(count) sections with appends: \(error)")
                }
                return snapshot
            }
            let declared = { (count: Int) -> ListSnapshot<Int, Int> in
                do {
                    return try ListSnapshot<Int, Int> {
                        for section in 0..<count { ListSection(section, items: [section]) }
                    }
                } catch {
                    fatalInputError("building \(count) sections with the DSL: \(error)")
                }
            }
            let subjects =
                counts.map { count in
                    Subject(name: "appendSections + appendItems, \(sizeName(count)) sections") {
                        appends(count).numberOfItems
                    }
                }
                + counts.map { count in
                    Subject(name: "ListSnapshot { ListSection }, \(sizeName(count)) sections") {
                        declared(count).numberOfItems
                    }
                }
            let check = {
                counts.allSatisfy { count in
                    let built = appends(count)
                    return built.numberOfSections == count && built.indexOfItem(count - 1) == count - 1
                        && declared(count) == built
                }
                    ? nil : "the appends and the DSL built other snapshots than one item per section"
            }
            return (subjects, check)
        }
    }
}

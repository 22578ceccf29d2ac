import DiffableDataSourceKit

extension Workload {
    /// Building a snapshot of `count` Int items in 100 sections with the DSL
    /// (`ListSnapshot { for … { ListSection(id, items: …) } }`), against the same snapshot
    /// built with `appendSections` and `appendItems`; the DSL declaring every item one by one
    /// (`ListSection(id) { for item in … { item } }`) is timed too.
    static func declaredBuild(_ name: String, count: Int) -> Workload {
        let sectionCount = 100
        let title = "build a \(sizeName(count))-item snapshot in \(sectionCount) sections with the DSL vs the appends"
        let targets = { (result: inout WorkloadResult) in
            if let declared = result.timing("ListSnapshot { ListSection(id, items:) }") {
                result.check("DSL / appends", figure: declared.ratio, atMost: 1.3)
            }
        }
        return .timed(name, title, elements: count, targets: targets) {
            var random = SeededGenerator(seed: UInt64(count))
            let all = Array(0..<count).shuffled(using: &random)
            let sections = (0..<sectionCount).map { section in
                Array(all[(section * count / sectionCount)..<((section + 1) * count / sectionCount)])
            }
            let appends = {
                var snapshot = ListSnapshot<Int, Int>()
                do {
                    try snapshot.appendSections(Array(sections.indices))
                    for section in sections.indices { try snapshot.appendItems(sections[section], toSection: section) }
                } catch {
                    fatalInputError("building with appends: \(error)")
                }
                return snapshot
            }
            let declared = {
                do {
                    return try ListSnapshot<Int, Int> {
                        for section in sections.indices { ListSection(section, items: sections[section]) }
                    }
                } catch {
                    fatalInputError("building with the DSL: \(error)")
                }
            }
            let itemByItem = {
                do {
                    return try ListSnapshot<Int, Int> {
                        for section in sections.indices {
                            ListSection(section) { for item in sections[section] { item } }
                        }
                    }
                } catch {
                    fatalInputError("building item by item with the DSL: \(error)")
                }
            }
            let subjects = [
                Subject(name: "appendSections + appendItems") { appends().numberOfItems },
                Subject(name: "ListSnapshot { ListSection(id, items:) }") { declared().numberOfItems },
                Subject(name: "ListSnapshot { ListSection(id) { for item } }") { itemByItem().numberOfItems },
            ]
            let check = {
                let expected = appends()
                return declared() == expected && itemByItem() == expected
                    ? nil : "the DSL built another snapshot than the appends"
            }
            return (subjects, check)
        }
    }
}

import DiffableDataSourceKit

/// Random snapshots and random edits of them, from a seeded generator, drawn from small
/// identifier pools so that sections and items collide, move and come back.
struct RandomSnapshots {
    var random: SplitMix64
    var sectionPool = 6
    var itemPool = 40

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    /// A snapshot with random sections and items (no marks).
    mutating func snapshot() -> ListSnapshot<Int, Int> {
        var snapshot = ListSnapshot<Int, Int>()
        let sections = Array(0..<sectionPool).shuffled(using: &random).prefix(int(0...sectionPool))
        try? snapshot.appendSections(Array(sections))
        guard !sections.isEmpty else { return snapshot }
        // Each item goes to a random section; each section's items are appended in one call,
        // the same snapshot as one call per item, which cost a check of the whole snapshot
        // per item in builds with invariant checks (O(n²): 140-200 s for the large pairs).
        var itemsBySection: [Int: [Int]] = [:]
        for item in Array(0..<itemPool).shuffled(using: &random).prefix(int(0...itemPool)) {
            itemsBySection[sections.randomElement(using: &random) ?? 0, default: []].append(item)
        }
        for section in sections {
            try? snapshot.appendItems(itemsBySection[section] ?? [], toSection: section)
        }
        return snapshot
    }

    /// `old` after a random mix of section and item edits and reload/reconfigure marks.
    mutating func edit(_ old: ListSnapshot<Int, Int>) -> ListSnapshot<Int, Int> {
        var new = old
        for _ in 0..<int(0...12) {
            let sections = new.sectionIdentifiers
            let items = new.itemIdentifiers
            switch int(0...9) {
            case 0:
                let fresh = (0..<sectionPool).filter { !new.containsSection($0) }
                if let section = fresh.randomElement(using: &random) {
                    if let anchor = sections.randomElement(using: &random), chance(50) {
                        try? new.insertSections([section], beforeSection: anchor)
                    } else {
                        try? new.appendSections([section])
                    }
                }
            case 1:
                if chance(40), let section = sections.randomElement(using: &random) { new.deleteSections([section]) }
            case 2:
                if let section = sections.randomElement(using: &random),
                    let anchor = sections.randomElement(using: &random)
                {
                    try? new.moveSection(section, afterSection: anchor)
                }
            case 3, 4:
                let fresh = (0..<itemPool).filter { !new.containsItem($0) }
                if let item = fresh.randomElement(using: &random) {
                    if let anchor = items.randomElement(using: &random), chance(50) {
                        try? new.insertItems([item], afterItem: anchor)
                    } else if let section = sections.randomElement(using: &random) {
                        try? new.appendItems([item], toSection: section)
                    }
                }
            case 5:
                new.deleteItems(Array(items.shuffled(using: &random).prefix(int(0...3))))
            case 6, 7:
                if let item = items.randomElement(using: &random), let anchor = items.randomElement(using: &random) {
                    if chance(50) {
                        try? new.moveItem(item, beforeItem: anchor)
                    } else {
                        try? new.moveItem(item, afterItem: anchor)
                    }
                }
            case 8:
                let marked = Array(items.shuffled(using: &random).prefix(int(0...2)))
                if chance(50) { try? new.reloadItems(marked) } else { try? new.reconfigureItems(marked) }
            default:
                if chance(30), let section = sections.randomElement(using: &random) {
                    try? new.reloadSections([section])
                }
            }
        }
        return new
    }
}

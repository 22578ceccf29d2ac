import DiffableDataSourceKit

extension ListSnapshot where ItemIdentifierType == Int {
    /// The user's-place property tests' random edit: deletes about one item in ten, inserts
    /// up to six new items (numbered from `next`) before random items, and reloads one.
    mutating func scatterEdits(using random: inout SplitMix64, next: inout Int) {
        deleteItems(itemIdentifiers.filter { _ in Int.random(in: 0..<10, using: &random) == 0 })
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            guard let anchorItem = itemIdentifiers.randomElement(using: &random) else { break }
            // `next` is new, so the insert cannot fail.
            try? insertItems([next], beforeItem: anchorItem)
            next += 1
        }
        if let reloaded = itemIdentifiers.randomElement(using: &random) {
            try? reloadItems([reloaded])
        }
    }
}

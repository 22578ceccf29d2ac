import DiffableDataSourceKit

/// The identifier pools the fuzzers draw from: small, so that arguments often repeat an
/// identifier, name one that is already present, or name one that is not.
enum FuzzPools {
    /// Sections are `0..<sectionCount`.
    static let sectionCount = 5
    /// Items have ids `0..<itemCount`.
    static let itemCount = 12

    static let allSections = Array(0..<sectionCount)
    static let allItems = (0..<itemCount).map { FuzzItem(id: UInt8($0)) }
}

extension FuzzInput {
    /// A section identifier from the pool.
    mutating func section() -> Int {
        int(below: FuzzPools.sectionCount)
    }

    /// An item from the pool; the rest of the byte picks its version.
    mutating func item() -> FuzzItem {
        let byte = byte()
        let count = UInt8(FuzzPools.itemCount)
        return FuzzItem(id: byte % count, version: byte / count)
    }

    /// Zero to three sections, repeats allowed.
    mutating func sectionList() -> [Int] {
        (0..<int(below: 4)).map { _ in section() }
    }

    /// Zero to four items, repeats allowed.
    mutating func itemList() -> [FuzzItem] {
        (0..<int(below: 5)).map { _ in item() }
    }

    /// One call of any `ListSnapshot` mutator with arguments from the pools. Item calls are
    /// drawn more often than section calls, as an app makes them.
    mutating func snapshotOperation() -> SnapshotOperation<Int, FuzzItem> {
        switch int(below: 16) {
        case 0: .appendSections(sectionList())
        case 1: .insertSections(sectionList(), section(), after: bool())
        case 2: .deleteSections(sectionList())
        case 3: .moveSection(section(), section(), after: bool())
        case 4: .reloadSections(sectionList())
        case 5, 6: .appendItems(itemList(), toSection: bool() ? section() : nil)
        case 7, 8: .insertItems(itemList(), item(), after: bool())
        case 9: .deleteItems(itemList())
        case 10: int(below: 4) == 0 ? .deleteAllItems : .deleteItems(itemList())
        case 11, 12: .moveItem(item(), item(), after: bool())
        case 13: .reloadItems(itemList())
        case 14: .reconfigureItems(itemList())
        default: .appendSections(sectionList())
        }
    }
}

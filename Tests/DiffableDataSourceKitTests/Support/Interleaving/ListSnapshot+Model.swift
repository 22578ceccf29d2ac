@testable import DiffableDataSourceKit

/// The interleaving runs' model of what an app's calls ask for, written from the calls'
/// documented meaning, apart from the data source's code.
extension ListSnapshot where SectionIdentifierType == Int {
    /// The adapter's `append(_:to:)`: the section is appended when missing.
    ///
    /// - Returns: Whether the item was appended (it was not in the snapshot).
    mutating func append(_ item: ItemIdentifierType, to section: Int, creatingSection: Bool) -> Bool {
        guard !containsItem(item) else { return false }
        if !containsSection(section) {
            guard creatingSection, (try? appendSections([section])) != nil else { return false }
        }
        return (try? appendItems([item], toSection: section)) != nil
    }

    /// The adapter's `move(_:to:)`: to the end of the section, storing the value given only
    /// where the shown value is kept by identity (the model compares identities).
    ///
    /// - Returns: Whether the item and the section exist.
    mutating func moveToEnd(_ item: ItemIdentifierType, of section: Int) -> Bool {
        guard containsItem(item), containsSection(section) else { return false }
        deleteItems([item])
        return (try? appendItems([item], toSection: section)) != nil
    }

    /// A user's accepted drop: the item lands next to the neighbours it has on screen
    /// (`shown`, after the drop), after the one above it when this snapshot has it in that
    /// section, else before the one below it, else at the section's top.
    mutating func placeLikeADrop(_ item: ItemIdentifierType, at landed: IndexPath, shown: ListSnapshot) {
        guard let section = shown.sectionIdentifier(at: landed.section), containsSection(section),
            containsItem(item)
        else { return }
        let rows = shown.itemIdentifiers(inSection: section)
        let here = itemIdentifiers(inSection: section).filter { $0 != item }
        let above = landed.row > 0 && landed.row - 1 < rows.count ? rows[landed.row - 1] : nil
        let below = landed.row + 1 < rows.count ? rows[landed.row + 1] : nil
        var order = here
        if let above, let index = here.firstIndex(of: above) {
            order.insert(item, at: index + 1)
        } else if let below, let index = here.firstIndex(of: below) {
            order.insert(item, at: index)
        } else {
            order.insert(item, at: 0)
        }
        let value = indexPath(ofItem: item).flatMap(itemIdentifier(at:)) ?? item
        deleteItems([item] + here)
        try? appendItems(order.map { $0 == item ? value : $0 }, toSection: section)
    }

    /// The adapter's `merge(_:into:at:)` with `.keepLast`: each id of the page once, in
    /// order of first appearance; items already in the snapshot keep their place with the
    /// page's last value; the others go to the section's start or end, with their last value.
    ///
    /// - Returns: `true`: a merge with `.keepLast` does not fail.
    mutating func mergeLikeAPage(_ page: [ItemIdentifierType], into section: Int, atStart: Bool) -> Bool {
        var order: [ItemIdentifierType] = []
        var last: [ItemIdentifierType: ItemIdentifierType] = [:]
        for item in page {
            if last[item] == nil { order.append(item) }
            last[item] = item
        }
        var fresh: [ItemIdentifierType] = []
        for item in order {
            let value = last[item] ?? item
            if containsItem(item) {
                try? reconfigureItems([value])
            } else {
                fresh.append(value)
            }
        }
        if !containsSection(section) { try? appendSections([section]) }
        let rows = itemIdentifiers(inSection: section)
        if atStart, let first = rows.first {
            try? insertItems(fresh, beforeItem: first)
        } else {
            try? appendItems(fresh, toSection: section)
        }
        return true
    }

    /// `apply(outline, to: section)`: the section shows the outline's visible items (the
    /// section appended when missing). The items are new, so the apply is never refused.
    mutating func showOutline(_ visible: [ItemIdentifierType], in section: Int) {
        if !containsSection(section) { try? appendSections([section]) }
        deleteItems(itemIdentifiers(inSection: section))
        try? appendItems(visible, toSection: section)
    }
}

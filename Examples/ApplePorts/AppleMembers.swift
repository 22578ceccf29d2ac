import DiffableDataSourceKit
import Foundation

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// Apple's public members of the diffable data sources, the snapshot, the section snapshot,
// the transactions and the handler types, each used once as app code written for Apple's
// classes uses it, after the type renames (see the Migrating article) and `try` only. This target builds in Swift 5
// mode, from functions that are not isolated to the main actor (Apple's classes are
// `@preconcurrency @MainActor`, so such calls compile there, and do here). The same file
// is linked into `Examples/ApplePorts`, which builds in Swift 6 mode, headless and for iOS.

enum Section: Hashable, Sendable { case main, more }

// In Swift 5 mode the uses below are not isolated. In Swift 6 mode (`ApplePorts`, and the
// iOS type-check, which runs every target in Swift 6 mode) Apple's classes warn on such
// calls, and so do these: there the uses are isolated to the main actor instead.
#if swift(>=6)
@MainActor enum AppleMemberUses {}
#else
enum AppleMemberUses {}
#endif

extension AppleMemberUses {
    /// Every snapshot member, on a snapshot of strings.
    static func useSnapshot() throws -> ListSnapshot<Section, String> {
        var snapshot = ListSnapshot<Section, String>()
        try snapshot.appendSections([.main])
        try snapshot.insertSections([.more], afterSection: .main)
        try snapshot.moveSection(.more, beforeSection: .main)
        try snapshot.moveSection(.more, afterSection: .main)
        try snapshot.appendItems(["a", "b", "c"], toSection: .main)
        try snapshot.appendItems(["z"])
        try snapshot.insertItems(["x"], beforeItem: "a")
        try snapshot.insertItems(["y"], afterItem: "a")
        try snapshot.moveItem("x", afterItem: "y")
        try snapshot.moveItem("x", beforeItem: "y")
        try snapshot.reloadItems(["a"])
        try snapshot.reconfigureItems(["b"])
        try snapshot.reloadSections([.main])
        snapshot.deleteItems(["c"])
        _ = (snapshot.numberOfItems, snapshot.numberOfSections, snapshot.sectionIdentifiers, snapshot.itemIdentifiers)
        _ = (snapshot.numberOfItems(inSection: .main), snapshot.itemIdentifiers(inSection: .main))
        _ = (snapshot.sectionIdentifier(containingItem: "a"), snapshot.indexOfItem("a"), snapshot.indexOfSection(.main))
        _ = (
            snapshot.reloadedItemIdentifiers, snapshot.reconfiguredItemIdentifiers, snapshot.reloadedSectionIdentifiers
        )
        var emptied = snapshot
        emptied.deleteSections([.more])
        emptied.deleteAllItems()
        try snapshot.insertSections([Section.more], beforeSection: .main)
        return snapshot
    }

    /// Every section snapshot member.
    static func useSectionSnapshot() throws -> ListSectionSnapshot<String> {
        var outline = ListSectionSnapshot<String>()
        try outline.append(["fruit", "veg"])
        try outline.append(["apple", "pear"], to: "fruit")
        try outline.insert(["fig"], before: "pear")
        try outline.insert(["kiwi"], after: "pear")
        outline.expand(["fruit"])
        outline.collapse(["fruit"])
        outline.delete(["kiwi"])
        var child = ListSectionSnapshot<String>()
        try child.append(["leek"])
        try outline.replace(childrenOf: "veg", using: child)
        try outline.insert(child, before: "veg")
        _ = (outline.items, outline.visibleItems, outline.rootItems, outline.visualDescription())
        _ = (outline.isExpanded("fruit"), outline.isVisible("apple"), outline.contains("fig"))
        _ = (outline.level(of: "apple"), outline.index(of: "apple"), outline.parent(of: "apple"))
        _ = outline.snapshot(of: "fruit", includingParent: true)
        var cleared = outline
        cleared.deleteAll()
        return outline
    }

    /// Every table data source member, called from a function that is not isolated.
    static func useTableDataSource(_ tableView: UITableView, snapshot: ListSnapshot<Section, String>) {
        let provider: DiffableTableDataSource<Section, String>.CellProvider = { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            return cell
        }
        let dataSource = DiffableTableDataSource<Section, String>(tableView: tableView, cellProvider: provider)
        dataSource.defaultRowAnimation = .fade
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        dataSource.apply(snapshot)
        dataSource.applySnapshotUsingReloadData(snapshot, completion: {})
        _ = dataSource.snapshot()
        _ = dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0))
        _ = dataSource.indexPath(for: "a")
        _ = dataSource.sectionIdentifier(for: 0)
        _ = dataSource.index(for: .main)
    }

    /// Every collection data source member, called from a function that is not isolated.
    static func useCollectionDataSource(
        _ collectionView: UICollectionView, snapshot: ListSnapshot<Section, String>,
        outline: ListSectionSnapshot<String>
    ) {
        let dataSource = DiffableCollectionDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in nil }
        dataSource.apply(snapshot, animatingDifferences: false)
        dataSource.apply(outline, to: .main, animatingDifferences: true, completion: nil)
        _ = dataSource.snapshot(for: .main)
        var handlers = DiffableCollectionDataSource<Section, String>.SectionSnapshotHandlers<String>()
        handlers.shouldExpandItem = { _ in true }
        handlers.willExpandItem = { _ in }
        handlers.shouldCollapseItem = { _ in true }
        handlers.willCollapseItem = { _ in }
        handlers.snapshotForExpandingParent = { _, snapshot in snapshot }
        dataSource.sectionSnapshotHandlers = handlers
        var reordering = DiffableCollectionDataSource<Section, String>.ReorderingHandlers()
        reordering.canReorderItem = { _ in true }
        reordering.willReorder = { _ in }
        reordering.didReorder = { transaction in
            _ = (transaction.initialSnapshot, transaction.finalSnapshot, transaction.difference)
            for section in transaction.sectionTransactions {
                _ = (section.sectionIdentifier, section.initialSnapshot.items, section.finalSnapshot.items)
                _ = section.difference
            }
        }
        dataSource.reorderingHandlers = reordering
        _ = (dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)), dataSource.indexPath(for: "a"))
        _ = (dataSource.sectionIdentifier(for: 0), dataSource.index(for: .main))
    }

    /// The `async` applies, from a function that is not isolated.
    static func useAsyncApplies(
        _ dataSource: DiffableTableDataSource<Section, String>, snapshot: ListSnapshot<Section, String>
    ) async {
        await dataSource.apply(snapshot, animatingDifferences: true)
        await dataSource.applySnapshotUsingReloadData(snapshot)
    }
}

import DiffableDataSourceKit
import Foundation

/// `swift run chat`: a conversation on a headless table, with the data source keeping the
/// user's place. Older history loads above the message being read, new messages arrive at
/// the bottom, and a selected message stays selected through an edit, a move and a reload.
@MainActor
public enum ChatStory {
    /// The conversation's one section.
    enum Thread: Hashable, Sendable { case main }

    /// Runs the story, writing its lines to `write`.
    public static func run(write: @escaping @MainActor (String) -> Void) {
        let table = HeadlessTableView()  // a UITableView, without a screen
        table.viewportHeight = 44 * 6
        table.register(TableViewCell.self, forCellReuseIdentifier: "message")
        let dataSource = TableDataSource<Thread, Message>(tableView: table) { tableView, indexPath, message in
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            cell.text = message.text
            return cell
        }
        dataSource.scrollAnchor = .bottom
        dataSource.didDeselectRemovedItems = { removed in write("  removed while selected: \(removed)") }

        /// Where a message's row is on screen (its top minus the offset), or nil.
        func screenY(_ id: Int) -> String {
            guard let path = dataSource.indexPath(for: Message(id)) else { return "gone" }
            return "y=\(Int(table.rectForRow(at: path).minY - table.contentOffset.y))"
        }
        func onScreen() -> String {
            (table.indexPathsForVisibleRows ?? []).compactMap { dataSource.itemIdentifier(for: $0)?.description }
                .joined(separator: " ")
        }
        func send(_ ids: ClosedRange<Int>) {
            var snapshot = dataSource.snapshot()
            try? snapshot.appendItems(ids.map { Message($0) }, toSection: .main)
            dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        }

        write("━━ A conversation of 20 messages, scrolled to the newest (scrollAnchor = .bottom)")
        var snapshot = ListSnapshot<Thread, Message>()
        try? snapshot.appendSections([.main])
        try? snapshot.appendItems((100..<120).map { Message($0) }, toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        table.scrollToRow(at: IndexPath(row: 19, section: 0))
        write("on screen: \(onScreen())")

        write("━━ Two messages arrive while the user is at the end: the end stays in view")
        send(120...121)
        write("on screen: \(onScreen())")
        write("#121 at \(screenY(121)) (the last of 6 rows of 44 points)")

        write("━━ The user scrolls up to read #108")
        if let path = dataSource.indexPath(for: Message(108)) { table.scrollToRow(at: path) }
        write("#108 at \(screenY(108)); on screen: \(onScreen())")

        write("━━ Older history loads above (#80–#99): the row being read does not move")
        let before = screenY(108)
        let offset = Int(table.contentOffset.y)
        snapshot = dataSource.snapshot()
        try? snapshot.insertItems((80..<100).map { Message($0) }, beforeItem: Message(100))
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        write("#108 at \(before) before, \(screenY(108)) after; on screen: \(onScreen())")
        write(
            "(the offset went from \(offset) to \(Int(table.contentOffset.y)): UIKit alone keeps it, and #108 would drop 880 points)"
        )

        write("━━ A new message arrives while the user reads above: the row stays")
        send(122...122)
        write("#108 at \(screenY(108)); on screen: \(onScreen())")

        write("━━ The user taps #110; it stays selected through an edit, a move and a reload")
        if let path = dataSource.indexPath(for: Message(110)) { table.performUserTap(at: path) }
        write("selected: \(dataSource.selectedItemIdentifiers)")
        snapshot = dataSource.snapshot()
        snapshot.deleteItems([Message(110)])
        try? snapshot.insertItems([Message(110, "message 110 (edited)")], afterItem: Message(109))
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        let edited = dataSource.indexPath(for: Message(110)).flatMap(table.cellForRow(at:))?.text ?? "no cell"
        write("after the edit: selected \(dataSource.selectedItemIdentifiers); the row shows \"\(edited)\"")
        try? snapshot.moveItem(Message(110), beforeItem: Message(105))
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        write("after the move: selected \(dataSource.selectedItemIdentifiers)")
        dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
        write("after reloadData: selected \(dataSource.selectedItemIdentifiers)")
        write("━━ The message is deleted: the app hears it was selected")
        snapshot.deleteItems([Message(110)])
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        write("selected: \(dataSource.selectedItemIdentifiers)")
        write("The table shows the data source's rows: \(table.snapshot() == dataSource.snapshot())")
    }
}

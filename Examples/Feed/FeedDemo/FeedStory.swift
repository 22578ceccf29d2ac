import DiffableDataSourceKit

/// `swift run feed`: an infinite feed on a headless table, fed by a server whose pages
/// overlap, repeat posts and carry a broken id. The list keeps updating; the log says what
/// was dropped and why.
@MainActor
public enum FeedStory {
    /// Runs the story, writing its lines to `write`.
    public static func run(write: @escaping @MainActor (String) -> Void) {
        let table = HeadlessTableView()  // a UITableView, without a screen
        table.viewportHeight = 44 * 5
        table.register(TableViewCell.self, forCellReuseIdentifier: "post")
        let dataSource = TableDataSource<FeedSection, Post>(tableView: table) { tableView, indexPath, post in
            let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
            cell.text = post.title
            return cell
        }
        table.delegate = dataSource.makeDelegate()
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        let previous = ListDiagnostics.handler
        defer { ListDiagnostics.handler = previous }
        ListDiagnostics.handler = { diagnostic in
            MainActor.assumeIsolated { write("  log: \(diagnostic.kind.rawValue): \(diagnostic.message)") }
        }

        let server = FeedServer()
        var cursor: Int? = 0
        func loadNextPage() {
            guard let from = cursor, let page = server.page(after: from) else {
                write("  (no more pages)")
                return
            }
            cursor = page.next
            write("load page \(from + 1): \(page.posts.count) posts")
            do {
                // Already shown: updated in place. Repeated in the page: the last one wins.
                try adapter.merge(page.posts, into: .feed)
            } catch {
                write("  refused: \(error)")
            }
        }
        // Infinite scroll: three lines.
        adapter.whenNearEnd(of: .feed, within: 2) {
            write("near the end: asking for the next page")
            loadNextPage()
        }

        func show(_ title: String) {
            let rows = dataSource.snapshot().itemIdentifiers.map { "    \($0)" }
            write("\(title): \(rows.count) rows")
            rows.forEach(write)
        }

        write("━━ The first page")
        loadNextPage()
        show("feed")
        for step in 1...2 {
            write("━━ The user scrolls to the end (\(step))")
            let last = dataSource.snapshot().numberOfItems - 1
            table.scrollToRow(at: IndexPath(row: last, section: 0))
            settle(table, dataSource)
            show("feed")
        }
        write("━━ Pull to refresh races the page load: the first page again, one post edited")
        let refreshed = (1...6).map { Post(Double($0), $0 == 2 ? "Post 2 (edited)" : "Post \($0)") }
        do {
            try adapter.merge(refreshed, into: .feed, duplicates: .keepLast)
        } catch {
            write("  refused: \(error)")
        }
        show("feed")
        write(
            "The table shows the data source's rows: \(table.numberOfRows(inSection: 0) == dataSource.snapshot().numberOfItems)"
        )
    }

    /// A merge made from the near-end trigger runs once the table's layout ends, on the
    /// main queue's next turn: lets it run.
    private static func settle(_ table: HeadlessTableView, _ dataSource: TableDataSource<FeedSection, Post>) {
        var turns = 0
        while table.numberOfRows(inSection: 0) != dataSource.snapshot().numberOfItems, turns < 100 {
            RunLoopTurn.once()
            turns += 1
        }
    }
}

#if canImport(Observation)
import DiffableDataSourceKit
import Observation
import XCTest

/// A shelf of songs, as an app keeps it: an `@Observable` model on the main actor. `reads`
/// counts the evaluations of a section that read its songs (not observed itself).
@available(macOS 14, iOS 17, tvOS 17, *)
@MainActor
@Observable
final class Shelf {
    let id: Int
    var songs: [Song]
    @ObservationIgnored var reads = 0

    init(id: Int, songs: [Song]) {
        self.id = id
        self.songs = songs
    }

    /// The songs, counted as one read.
    var countedSongs: [Song] {
        reads += 1
        return songs
    }
}

/// The shelves of a library, and a title its list's body reads. `bodyReads` counts the
/// evaluations of the list's body.
@available(macOS 14, iOS 17, tvOS 17, *)
@MainActor
@Observable
final class Library {
    var shelves: [Shelf]
    var showsFooter = false
    @ObservationIgnored var bodyReads = 0

    init(shelves: Int, songsPerShelf: Int) {
        self.shelves = (0..<shelves).map { shelf in
            Shelf(id: shelf, songs: (0..<songsPerShelf).map { Song(shelf * songsPerShelf + $0) })
        }
    }

    /// How many times each shelf's section read its songs.
    var reads: [Int] { shelves.map(\.reads) }

    /// The list as the binding's content declares it: a section per shelf, and a footer
    /// section when `showsFooter` is set.
    @ListSnapshotBuilder<Int, Song>
    func declared() -> ListSections<Int, Song> {
        let _ = bodyReads += 1
        for shelf in shelves {
            ListSection(shelf.id, items: shelf.countedSongs)
        }
        if showsFooter {
            ListSection(-1, items: [Song(-1, "footer")])
        }
    }

    /// The snapshot the library should show now, built with the appends.
    var expected: ListSnapshot<Int, Song> {
        var snapshot = ListSnapshot<Int, Song>()
        try? snapshot.appendSections(shelves.map(\.id) + (showsFooter ? [-1] : []))
        for shelf in shelves { try? snapshot.appendItems(shelf.songs, toSection: shelf.id) }
        if showsFooter { try? snapshot.appendItems([Song(-1, "footer")], toSection: -1) }
        return snapshot
    }
}

/// A table bound to a library, with what reached it counted from the data source's log.
@available(macOS 14, iOS 17, tvOS 17, *)
@MainActor
final class BoundTable {
    let table = HeadlessTableView()
    let dataSource: TableDataSource<Int, Song>
    private(set) var log: [String] = []

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "song")
        dataSource = TableDataSource<Int, Song>(tableView: table) { table, indexPath, song in
            let cell = table.dequeueReusableCell(withIdentifier: "song", for: indexPath)
            cell.text = song.title
            return cell
        }
        dataSource.enableLogging = true
        dataSource.logSink = LogSink { [weak self] in self?.log.append($0) }
    }

    /// The updates that reached the table as a batch (the pipeline logs one line for each
    /// update it runs on the view, naming its changes).
    var batches: Int {
        log.filter { $0.contains("] apply") && !$0.contains("no changes") && !$0.contains("queued") }.count
    }

    /// Every update that reached the table, a batch or not.
    var updates: Int { log.filter { $0.contains("] apply") || $0.contains("] reloadData") }.count }

    /// What the table shows, with the values it holds (titles) compared too.
    func assertShows(
        _ expected: ListSnapshot<Int, Song>, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        let shown: ListSnapshot<Int, Song>? = table.snapshot()
        XCTAssertEqual(shown, expected, message, file: file, line: line)
        XCTAssertEqual(dataSource.snapshot(), expected, message, file: file, line: line)
        XCTAssertEqual(
            dataSource.snapshot().itemIdentifiers.map(\.title), expected.itemIdentifiers.map(\.title), message,
            file: file, line: line)
    }
}

/// Lets the main queue run what it was given before this call (the binding's update).
@MainActor
func nextTurn() async {
    for _ in 0..<3 { await Task.yield() }
}
#endif

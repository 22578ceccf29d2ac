#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import DiffableDataSourceKit

/// The music library on an `NSTableView`, as a Mac app writes it against this package: one
/// column of songs under a group row per genre, fed by `DiffableNSTableDataSource`, Apple's
/// `NSTableViewDiffableDataSource` by rename.
///
/// The buttons add a song, favorite the selected song (it moves to Favorites), delete it,
/// move the Pop genre to the top, rename a song (a reconfigure), and rebuild the library on
/// a background queue (an apply from another thread, as Apple's allows). Every change is a
/// snapshot edited and applied; a song added twice or no longer shown throws a typed error
/// that names it, printed here, instead of raising.
public final class MusicLibraryViewController: NSViewController {
    private static let column = NSUserInterfaceItemIdentifier("song")
    private static let songCell = NSUserInterfaceItemIdentifier("songCell")
    private static let genreCell = NSUserInterfaceItemIdentifier("genreCell")

    private let tableView = NSTableView()
    private var dataSource: DiffableNSTableDataSource<Genre, Song>!

    private let library: [Genre: [Song]] = [
        .disney: [
            Song(name: "Let It Go", artist: "Idina Menzel"),
            Song(name: "How Far I'll Go", artist: "Auli'i Cravalho"),
            Song(name: "Under the Sea", artist: "Samuel E. Wright"),
        ],
        .pop: [
            Song(name: "Bad Guy", artist: "Billie Eilish"),
            Song(name: "Levitating", artist: "Dua Lipa"),
            Song(name: "Blinding Lights", artist: "The Weeknd"),
        ],
    ]

    override public func loadView() {
        let column = NSTableColumn(identifier: Self.column)
        column.title = "Song"
        tableView.addTableColumn(column)
        tableView.headerView = nil
        tableView.style = .sourceList
        let scrollView = NSScrollView()
        scrollView.documentView = tableView
        scrollView.hasVerticalScroller = true
        let buttons = NSStackView(views: [
            button("Add", #selector(addSong)), button("Favorite", #selector(favoriteSelected)),
            button("Delete", #selector(deleteSelected)), button("Pop first", #selector(movePopFirst)),
            button("Rename", #selector(renameSelected)), button("Rebuild", #selector(rebuildInBackground)),
        ])
        let stack = NSStackView(views: [scrollView, buttons])
        stack.orientation = .vertical
        stack.frame = NSRect(x: 0, y: 0, width: 420, height: 520)
        view = stack
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        configureDataSource()
        dataSource.apply(initialSnapshot(), animatingDifferences: false)
    }

    private func configureDataSource() {
        dataSource = DiffableNSTableDataSource<Genre, Song>(tableView: tableView) { tableView, column, _, song in
            let cell = Self.cell(in: tableView, identifier: Self.songCell)
            cell.textField?.stringValue = "\(song.isFavorite ? "★ " : "")\(song.name) — \(song.artist)"
            return cell
        }
        // A header view provider shows each genre as a group row above its songs.
        dataSource.sectionHeaderViewProvider = { tableView, _, genre in
            let cell = Self.cell(in: tableView, identifier: Self.genreCell)
            cell.textField?.stringValue = genre.rawValue.uppercased()
            return cell
        }
        dataSource.defaultRowAnimation = [.effectFade, .slideDown]
    }

    /// A reused cell view with a text field, made on first use (no nib).
    private static func cell(in tableView: NSTableView, identifier: NSUserInterfaceItemIdentifier) -> NSTableCellView {
        if let cell = tableView.makeView(withIdentifier: identifier, owner: nil) as? NSTableCellView { return cell }
        let cell = NSTableCellView()
        cell.identifier = identifier
        let label = NSTextField(labelWithString: "")
        label.frame = NSRect(x: 4, y: 2, width: 400, height: 18)
        label.autoresizingMask = [.width]
        cell.addSubview(label)
        cell.textField = label
        return cell
    }

    private func initialSnapshot() -> ListSnapshot<Genre, Song> {
        var snapshot = ListSnapshot<Genre, Song>()
        do {
            try snapshot.appendSections(Genre.allCases)
            for genre in Genre.allCases { try snapshot.appendItems(library[genre] ?? [], toSection: genre) }
        } catch {
            print(error)
        }
        return snapshot
    }

    private var selectedSong: Song? {
        dataSource.itemIdentifier(forRow: tableView.selectedRow)
    }

    // MARK: Changes: each edits a snapshot and applies it

    @objc private func addSong() {
        var snapshot = dataSource.snapshot()
        do {
            try snapshot.appendItems([Song(name: "New Song", artist: "New Artist")], toSection: .pop)
        } catch {
            print(error)
        }
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    @objc private func favoriteSelected() {
        guard var song = selectedSong else { return }
        var snapshot = dataSource.snapshot()
        song.isFavorite = true
        do {
            // The song moves across the Favorites group row, and shows its new value.
            if let first = snapshot.itemIdentifiers(inSection: .favorites).first {
                try snapshot.moveItem(song, beforeItem: first)
            } else {
                snapshot.deleteItems([song])
                try snapshot.appendItems([song], toSection: .favorites)
            }
            try snapshot.reconfigureItems([song])
        } catch {
            print(error)
        }
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    @objc private func deleteSelected() {
        guard let song = selectedSong else { return }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([song])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    @objc private func movePopFirst() {
        var snapshot = dataSource.snapshot()
        do {
            // A section move: Pop's group row and songs move to the top, one row at a time.
            if let first = snapshot.sectionIdentifiers.first, first != .pop {
                try snapshot.moveSection(.pop, beforeSection: first)
            }
        } catch {
            print(error)
        }
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    @objc private func renameSelected() {
        guard var song = selectedSong else { return }
        song.name += " (Live)"
        var snapshot = dataSource.snapshot()
        do {
            // The snapshot keeps the value passed in: the row shows the new name.
            try snapshot.reconfigureItems([song])
        } catch {
            print(error)
        }
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    @objc private func rebuildInBackground() {
        let dataSource = dataSource!
        let snapshot = initialSnapshot()
        // Apple allows applies from one background queue; the diff runs there, the batch on
        // the main thread, and the completion after it.
        DispatchQueue.global(qos: .userInitiated).async {
            dataSource.apply(snapshot, animatingDifferences: true) {
                print("rebuilt: \(snapshot.numberOfItems) songs")
            }
        }
    }

    private func button(_ title: String, _ action: Selector) -> NSButton {
        NSButton(title: title, target: self, action: action)
    }
}
#endif

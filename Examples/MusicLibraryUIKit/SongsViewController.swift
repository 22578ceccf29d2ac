#if canImport(UIKit)
// README, "On a UITableView": the UIKit quick start, verbatim (DocumentationExampleTests
// checks that the README's block and this file match).
import DiffableDataSourceKit
import UIKit

final class SongsViewController: UIViewController {
    private let tableView = UITableView()
    private var dataSource: BaseReorderableDiffableDataSource<MusicSection, Song>!
    private var adapter: DiffableTableAdapter<MusicSection, Song>!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "song")
        dataSource = BaseReorderableDiffableDataSource.create(
            tableView: tableView, allowCrossSectionMove: false, allowReordering: true, enableLogging: true
        ) { tableView, indexPath, song, section in
            let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
            cell.textLabel?.text = song.name
            return cell
        }
        adapter = DiffableTableAdapter(tableView: tableView, dataSource: dataSource, enableLogging: true)
        do {
            try adapter.applyInitialSnapshot(
                sections: [.favorites, .pop],
                itemsBySection: [.pop: [Song(name: "Bad Guy", artist: "Billie Eilish", image: "bad-guy")]]
            )
        } catch {
            print(error)  // a ListSnapshotError naming the offending songs
        }
    }
}
#endif

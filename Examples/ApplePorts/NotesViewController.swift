import DiffableDataSourceKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// A notes table, as written for Apple's data source, ported by the renames
// `UITableViewDiffableDataSource` -> `DiffableTableDataSource` and
// `NSDiffableDataSourceSnapshot` -> `ListSnapshot`, plus `try` where a snapshot call throws.
// (The original appends a section `.today` its enum does not have; it is `.main` here. It
// prints an optional; here its content or "".)

struct Note: Hashable {
    var id: Int
    var content: String
}

class NotesViewController: UIViewController, UITableViewDelegate {
    enum Section {
        case main
    }

    var tableView: UITableView!
    private var dataSource: DiffableTableDataSource<Section, Note>!
    /// The note the user tapped last.
    private(set) var selectedNote: Note?

    override func viewDidLoad() {
        super.viewDidLoad()
        // create tableview..
        tableView = UITableView()
        tableView.delegate = self
        view.addSubview(tableView)
        let noteList = [
            Note(id: 0, content: "0"),
            Note(id: 1, content: "1"),
        ]
        self.dataSource = getDataSource()
        updateData(noteList)
    }

    // 更新数据的步骤
    // 1. 创建空的 snapshot
    // 2. 填充 snapshort 数据
    // 3. apply() snapshot
    func updateData(_ noteList: [Note]) {
        var snapshot = ListSnapshot<Section, Note>()
        do {
            try snapshot.appendSections([.main])
            try snapshot.appendItems(noteList)
        } catch {
            print(error)  // a ListSnapshotError naming the notes at fault
        }
        self.dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
    }

    // 获取 UITableViewDiffableDataSource
    func getDataSource() -> DiffableTableDataSource<Section, Note> {
        return DiffableTableDataSource(tableView: self.tableView) { tableView, index, note in
            let cell = UITableViewCell.init(style: .default, reuseIdentifier: "cell")
            cell.textLabel?.text = note.content
            return cell
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let item = dataSource.itemIdentifier(for: indexPath)
        selectedNote = item
        print("content \(item?.content ?? "")")
    }
}

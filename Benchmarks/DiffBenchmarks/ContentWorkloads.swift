import DiffableDataSourceKit
import Foundation

/// A row whose identity is its `id` and whose content is its `title`, what content
/// comparison is for; it compares content with a written `isContentEqual(to:)`.
struct Track: TrackRow {
    let id: Int
    var title: String

    static func == (lhs: Track, rhs: Track) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func isContentEqual(to other: Track) -> Bool { title == other.title }
}

/// ``Track`` with the default, reflected `isContentEqual(to:)`.
struct ReflectedTrack: TrackRow {
    let id: Int
    var title: String

    static func == (lhs: ReflectedTrack, rhs: ReflectedTrack) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What the content benchmark needs of a row.
protocol TrackRow: Hashable, Sendable, ContentEquatable {
    init(id: Int, title: String)
    var id: Int { get }
    var title: String { get }
}

extension Workload {
    /// Applying a churned `count`-row snapshot of ``Track``s, 1% of kept rows renamed, to a
    /// table through a data source that compares identities only and through one that also
    /// compares content; and applying an equal snapshot (every row compared, none changed).
    static func contentApply(_ name: String, change: ListChange) -> Workload {
        let count = change.old.count
        let title = "apply a \(sizeName(count))-row change with 1% renamed, identity only vs content compared, and back"
        // Comparing every kept item may add at most three quarters to the apply (measured: 0.4).
        let targets = { (result: inout WorkloadResult) in
            if let compared = result.timing("apply ×2, content compared"),
                let identity = result.timing("apply ×2, identity only")
            {
                result.check(
                    "content compared / identity only", figure: compared.milliseconds / identity.milliseconds,
                    atMost: 1.75)
            }
        }
        return .timed(name, title, elements: count, targets: targets) {
            let identity = MainActor.assumeIsolated { ContentBench<Track>(change, comparesContent: false) }
            let content = MainActor.assumeIsolated { ContentBench<Track>(change, comparesContent: true) }
            let reflected = MainActor.assumeIsolated { ContentBench<ReflectedTrack>(change, comparesContent: true) }
            let subjects = [
                Subject(name: SubjectName.floor) { floor(from: change.old, to: change.new) },
                Subject(name: "apply ×2, identity only") {
                    MainActor.assumeIsolated { identity.applyThereAndBack() }
                },
                Subject(name: "apply ×2, content compared") {
                    MainActor.assumeIsolated { content.applyThereAndBack() }
                },
                Subject(name: "apply ×2, content reflected") {
                    MainActor.assumeIsolated { reflected.applyThereAndBack() }
                },
                Subject(name: "apply equal copy ×2, content compared") {
                    MainActor.assumeIsolated { content.applyEqualCopy() }
                },
            ]
            let check = { MainActor.assumeIsolated { content.failure() ?? identity.failure() ?? reflected.failure() } }
            return (subjects, check)
        }
    }
}

/// A table showing `count` tracks through a data source, as an app would have it.
@MainActor
private final class ContentBench<Row: TrackRow> {
    let old: ListSnapshot<Int, Row>
    let new: ListSnapshot<Int, Row>
    let equalCopy: ListSnapshot<Int, Row>
    let renamed: Set<Int>
    let comparesContent: Bool
    let table = HeadlessTableView()
    let dataSource: ReorderableDataSource<Int, Row>

    init(_ change: ListChange, comparesContent: Bool) {
        self.comparesContent = comparesContent
        let kept = Set(change.old).intersection(change.new)
        // Every hundredth kept row gets a new title in the new list.
        let renamedIDs = Set(kept.sorted().enumerated().compactMap { $0.offset % 100 == 0 ? $0.element : nil })
        renamed = renamedIDs
        old = makeSnapshot([change.old.map { Row(id: $0, title: "track \($0)") }])
        new = makeSnapshot([
            change.new.map { Row(id: $0, title: renamedIDs.contains($0) ? "renamed \($0)" : "track \($0)") }
        ])
        equalCopy = makeSnapshot([change.old.map { Row(id: $0, title: "track \($0)") }])
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        dataSource = ReorderableDataSource<Int, Row>.create(tableView: table) { table, indexPath, track, _ in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.text = track.title
            return cell
        }
        if !comparesContent { dataSource.contentComparison = nil }
        dataSource.apply(old, animatingDifferences: false, completion: nil)
    }

    /// Applies the new snapshot, then the old one again.
    func applyThereAndBack() -> Int {
        let forth = dataSource.applyReturningChanges(new, completion: nil)
        let back = dataSource.applyReturningChanges(old, completion: nil)
        return forth.counts.total &+ back.counts.total &+ table.numberOfRows(inSection: 0)
    }

    /// Applies a snapshot equal to the shown one in separate storage, twice.
    func applyEqualCopy() -> Int {
        let first = dataSource.applyReturningChanges(equalCopy, completion: nil)
        let second = dataSource.applyReturningChanges(old, completion: nil)
        return first.counts.total &+ second.counts.total &+ table.numberOfRows(inSection: 0)
    }

    /// What is wrong with the reconfigures an apply asks for, if anything: a renamed row
    /// must be reconfigured, or deleted and inserted when it also moved (one batch cannot
    /// move and reconfigure a row); no other row may be.
    func failure() -> String? {
        let changes = dataSource.applyReturningChanges(new, completion: nil)
        defer { dataSource.apply(old, completion: nil) }
        let id = { (path: IndexPath) in self.new.itemIdentifier(at: path)?.id ?? -1 }
        let reconfigured = Set(changes.itemReconfigures.map(id))
        let inserted = Set(changes.itemInserts.map(id))
        if !comparesContent {
            return reconfigured.isEmpty ? nil : "\(reconfigured.count) reconfigures with no comparison"
        }
        if !reconfigured.isSubset(of: renamed) { return "a row that kept its title was reconfigured" }
        if !renamed.isSubset(of: reconfigured.union(inserted)) { return "a renamed row was not updated" }
        if dataSource.applyReturningChanges(new, completion: nil).counts.total != 0 {
            return "an equal apply changed rows"
        }
        return nil
    }
}

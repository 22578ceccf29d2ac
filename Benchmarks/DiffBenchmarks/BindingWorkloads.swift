#if canImport(Observation)
import DiffableDataSourceKit
import Observation

/// The binding workloads, where Observation is.
func bindingWorkloads() -> [Workload] {
    guard #available(macOS 14, iOS 17, tvOS 17, *) else { return [] }
    return [10_000, 100_000, 1_000_000].map { Workload.bindingUpdate(count: $0) }
}

@available(macOS 14, iOS 17, tvOS 17, *)
extension Workload {
    /// A data source bound to `count` Int items in 100 sections (`@Observable` shelves),
    /// on a `HeadlessTableView`: one item of one section replaced in the model and the
    /// binding's update, against the same change with the list's body read again (every
    /// section re-read, the list built whole and applied). Each subject makes the change
    /// and its reverse, two updates.
    static func bindingUpdate(count: Int) -> Workload {
        let name = "bind-\(sizeName(count))"
        let title =
            "bound list of \(sizeName(count)) items in \(BindingSubject.sections) sections: one item changed, "
            + "vs the whole list re-read"
        let targets = { (result: inout WorkloadResult) in
            if count == 100_000, let one = result.timing(BindingSubject.oneItem) {
                result.check("one item / whole list", figure: one.ratio, atMost: 0.05)
            }
        }
        return .timed(name, title, elements: count, targets: targets) {
            let bench = MainActor.assumeIsolated { BindingBench(count: count) }
            let subjects = [
                Subject(name: BindingSubject.wholeList) {
                    MainActor.assumeIsolated { bench.changeTwice(wholeList: true) }
                },
                Subject(name: BindingSubject.oneItem) {
                    MainActor.assumeIsolated { bench.changeTwice(wholeList: false) }
                },
            ]
            return (subjects, { MainActor.assumeIsolated { bench.failure() } })
        }
    }
}

/// The binding workloads' subjects and shape.
enum BindingSubject {
    static let sections = 100
    static let wholeList = "whole list re-read + apply ×2"
    static let oneItem = "one item changed ×2"
}

/// From 10k to 1M items, one item's update may grow at most 4x: checked on bind-1M when
/// bind-10k ran too.
func checkBindingGrowth(_ results: inout [WorkloadResult]) {
    guard let small = results.firstIndex(where: { $0.name == "bind-10k" }),
        let large = results.firstIndex(where: { $0.name == "bind-1M" }),
        let from = results[small].timing(BindingSubject.oneItem), let to = results[large].timing(BindingSubject.oneItem)
    else { return }
    results[large].check("one item 1M / 10k", figure: to.milliseconds / from.milliseconds, atMost: 4)
}

/// A shelf of the bound list; `reads` counts the evaluations of its section.
///
/// `Observable` written out as the `@Observable` macro expands it: the SDKs the iOS
/// type-check reads declare the macro without the names today's toolchain's expansion adds.
@available(macOS 14, iOS 17, tvOS 17, *)
@MainActor
private final class BenchShelf: Observable {
    let id: Int
    var reads = 0
    private let registrar = ObservationRegistrar()
    private var storedItems: [Int]

    var items: [Int] {
        get {
            registrar.access(self, keyPath: \.items)
            return storedItems
        }
        set {
            registrar.withMutation(of: self, keyPath: \.items) { storedItems = newValue }
        }
    }

    init(id: Int, items: [Int]) {
        self.id = id
        storedItems = items
    }

    var countedItems: [Int] {
        reads += 1
        return items
    }
}

/// The shelves, and a revision the list's body reads: changing it re-reads the whole list.
@available(macOS 14, iOS 17, tvOS 17, *)
@MainActor
private final class BenchLibrary: Observable {
    let shelves: [BenchShelf]
    private let registrar = ObservationRegistrar()
    private var storedRevision = 0

    var revision: Int {
        get {
            registrar.access(self, keyPath: \.revision)
            return storedRevision
        }
        set {
            registrar.withMutation(of: self, keyPath: \.revision) { storedRevision = newValue }
        }
    }

    init(shelves: [BenchShelf]) {
        self.shelves = shelves
    }
}

/// A table bound to a library of `count` items, as an app has it.
@available(macOS 14, iOS 17, tvOS 17, *)
@MainActor
private final class BindingBench {
    static let sections = BindingSubject.sections

    let count: Int
    let table = HeadlessTableView()
    let dataSource: TableDataSource<Int, Int>
    let library: BenchLibrary
    var binding: ListBinding?
    /// The shelf and the row changed, in the middle of the list.
    let shelf: Int
    /// The row changed: in the middle of its section.
    let row: Int

    init(count: Int) {
        self.count = count
        let perSection = count / Self.sections
        library = BenchLibrary(
            shelves: (0..<Self.sections).map { section in
                BenchShelf(id: section, items: Array((section * perSection)..<((section + 1) * perSection)))
            })
        shelf = Self.sections / 2
        row = perSection / 2
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        dataSource = TableDataSource<Int, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.text = String(item)
            return cell
        }
        let library = library
        binding = dataSource.bind(animatingDifferences: false) {
            let _ = library.revision
            for shelf in library.shelves {
                ListSection(shelf.id, items: shelf.countedItems)
            }
        }
    }

    /// Replaces one item with a new one and back, each followed by the binding's update;
    /// with `wholeList`, the list's body is read again each time too.
    func changeTwice(wholeList: Bool) -> Int {
        let old = library.shelves[shelf].items[row]
        library.shelves[shelf].items[row] = count + 1
        if wholeList { library.revision += 1 }
        binding?.flush()
        library.shelves[shelf].items[row] = old
        if wholeList { library.revision += 1 }
        binding?.flush()
        return table.numberOfRows(inSection: shelf)
    }

    /// What is wrong with one item's update, if anything: other sections read, or the table
    /// not showing the change.
    func failure() -> String? {
        let before = library.shelves.map(\.reads)
        let old = library.shelves[shelf].items[row]
        library.shelves[shelf].items[row] = count + 1
        binding?.flush()
        defer {
            library.shelves[shelf].items[row] = old
            binding?.flush()
        }
        let read = zip(library.shelves.map(\.reads), before).filter { $0 != $1 }.count
        if read != 1 { return "one item's change read \(read) sections, not 1" }
        if dataSource.snapshot().indexPath(ofItem: count + 1) != IndexPath(row: row, section: shelf) {
            return "the data source does not show the changed item"
        }
        let shown: ListSnapshot<Int, Int>? = table.snapshot()
        if shown != dataSource.snapshot() { return "the table does not show the data source's snapshot" }
        return nil
    }
}
#else
func bindingWorkloads() -> [Workload] { [] }
func checkBindingGrowth(_ results: inout [WorkloadResult]) {}
#endif

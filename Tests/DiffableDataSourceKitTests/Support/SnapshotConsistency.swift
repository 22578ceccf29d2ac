import DiffableDataSourceKit
import Foundation

/// Checks that hold for any snapshot, whatever its items do: shared by the property tests
/// of items that break `Hashable` and by the snapshot fuzzer (no XCTest here).
enum SnapshotConsistency {
    /// Everything a caller can read, by description (the items' own `==` cannot be
    /// trusted to compare them).
    static func fingerprint<Section, Item>(of snapshot: ListSnapshot<Section, Item>) -> [String] {
        snapshot.sectionIdentifiers.map { section in
            "\(section): \(snapshot.itemIdentifiers(inSection: section).map { "\($0)" })"
        } + ["reload \(snapshot.reloadedItemIdentifiers)", "reconfigure \(snapshot.reconfiguredItemIdentifiers)"]
    }

    /// A disagreement between the snapshot's queries, if any: counts, rows read by index
    /// path, the joined items and the marks.
    static func inconsistency<Section, Item>(in snapshot: ListSnapshot<Section, Item>) -> String? {
        let sections = snapshot.sectionIdentifiers
        let bySection = sections.map { snapshot.itemIdentifiers(inSection: $0) }
        let all = snapshot.itemIdentifiers
        guard bySection.map(\.count).reduce(0, +) == snapshot.numberOfItems, all.count == snapshot.numberOfItems else {
            return "item counts disagree"
        }
        var flat = 0
        for (section, items) in bySection.enumerated() {
            guard snapshot.numberOfItems(inSection: sections[section]) == items.count else {
                return "section \(section) count disagrees"
            }
            for (row, item) in items.enumerated() {
                let read = snapshot.itemIdentifier(at: IndexPath(row: row, section: section))
                guard read.map({ "\($0)" }) == "\(item)", "\(all[flat])" == "\(item)" else {
                    return "row \(row) of section \(section) reads differently"
                }
                flat += 1
            }
        }
        let marked = snapshot.reloadedItemIdentifiers.count + snapshot.reconfiguredItemIdentifiers.count
        guard marked <= 2 * snapshot.numberOfItems else { return "more marks than items" }
        return nil
    }
}

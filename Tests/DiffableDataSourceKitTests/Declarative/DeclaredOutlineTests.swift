import DiffableDataSourceKit
import XCTest

/// Outlines declared as trees become the section snapshots Apple's calls build, and the
/// snapshot shows their visible items; random trees with repeats are compared with a
/// plain model of what the declaration asked for.
final class DeclaredOutlineTests: XCTestCase {
    func testATreeBecomesTheSectionSnapshotTheAppendsBuild() throws {
        let list = try DeclaredList<String, String> {
            ListSection("top", items: ["Inbox"])
            ListSection("library") {
                OutlineItem("Fruits", expanded: true) {
                    "Apple"
                    OutlineItem("Citrus") { ["Lemon", "Lime"] }
                }
                OutlineItem("Vegetables") { "Leek" }
                "Nuts"
            }
        }
        var expected = ListSectionSnapshot<String>()
        try expected.append(["Fruits", "Vegetables", "Nuts"])
        try expected.append(["Apple", "Citrus"], to: "Fruits")
        try expected.append(["Lemon", "Lime"], to: "Citrus")
        try expected.append(["Leek"], to: "Vegetables")
        expected.expand(["Fruits"])
        XCTAssertEqual(list.sectionSnapshots, ["library": expected])
        XCTAssertEqual(list.snapshot.itemIdentifiers(inSection: "library"), expected.visibleItems)
        XCTAssertEqual(list.snapshot.itemIdentifiers(inSection: "top"), ["Inbox"])
        XCTAssertEqual(
            try ListSnapshot<String, String> { ListSection("library") { OutlineItem("A") { "B" } } }.itemIdentifiers,
            ["A"])
    }

    /// One declared node of a random tree.
    struct Node {
        var item: Song
        var expanded: Bool
        var children: [Node]
        var isOutline: Bool
    }

    func testRandomTreesWithRepeatsMatchAPlainModel() throws {
        let runs = Int(ProcessInfo.processInfo.environment["DIFFABLE_DECLARED_SEEDS"] ?? "") ?? 60
        ListDiagnostics.handler = { _ in }
        defer { ListDiagnostics.handler = ListDiagnostics.printOnce }
        var (built, refused, outlined) = (0, 0, 0)
        for seed in SplitMix64.seeds(replaying: "DIFFABLE_DECLARED_SEED", defaults: (1...UInt64(runs)).map { $0 }) {
            var random = SplitMix64(seed: seed)
            var version = 0
            func node(depth: Int) -> Node {
                version += 1
                let children =
                    depth < 3 && Int.random(in: 0..<3, using: &random) == 0
                    ? (0..<Int.random(in: 0...3, using: &random)).map { _ in node(depth: depth + 1) } : []
                return Node(
                    item: Song(Int.random(in: 0..<25, using: &random), "v\(version)"),
                    expanded: Bool.random(using: &random), children: children,
                    isOutline: !children.isEmpty || Int.random(in: 0..<4, using: &random) == 0)
            }
            let sections = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                (0..<Int.random(in: 0...5, using: &random)).map { _ in node(depth: 0) }
            }
            for policy in [DuplicatePolicy.throwError, .keepFirst, .keepLast] {
                let model = Self.model(sections, policy)
                let declared = Result { () throws(ListSnapshotError<Int, Song>) in
                    try DeclaredList<Int, Song>(duplicates: policy) {
                        for (index, roots) in sections.enumerated() {
                            ListSection(index) { for root in roots { Self.declare(root) } }
                        }
                    }
                }
                let context = "seed \(seed), \(policy)"
                switch (declared, model) {
                case (.failure, nil):
                    refused += 1
                case (.success(let list), let model?):
                    built += 1
                    if !list.sectionSnapshots.isEmpty { outlined += 1 }
                    for (index, entries) in model.enumerated() {
                        let isOutline = sections[index].contains { Self.hasOutline($0) }
                        let outline = list.sectionSnapshots[index]
                        XCTAssertEqual(outline != nil, isOutline, context)
                        let items = outline?.items ?? list.snapshot.itemIdentifiers(inSection: index)
                        XCTAssertEqual(items, entries.map(\.item), context)
                        XCTAssertEqual(items.map(\.title), entries.map(\.item.title), context)
                        guard let outline else { continue }
                        XCTAssertEqual(entries.map { outline.level(of: $0.item) }, entries.map(\.level), context)
                        XCTAssertEqual(entries.map { outline.isExpanded($0.item) }, entries.map(\.expanded), context)
                        XCTAssertEqual(list.snapshot.itemIdentifiers(inSection: index), outline.visibleItems, context)
                    }
                    list.snapshot._checkInvariants()
                default:
                    XCTFail("\(context): the list \(declared) where the model \(model.map { "\($0)" } ?? "throws")")
                }
            }
        }
        // The runs reach every case: lists refused, lists built, and outlines among them.
        if runs >= 60 { XCTAssertTrue(built > 20 && refused > 5 && outlined > 10, "\(built) \(refused) \(outlined)") }
    }

    /// Declares a node as the DSL is written.
    @ListItemsBuilder<Song>
    static func declare(_ node: Node) -> ListItems<Song> {
        if node.isOutline {
            OutlineItem(node.item, expanded: node.expanded) {
                for child in node.children { declare(child) }
            }
        } else {
            node.item
        }
    }

    static func hasOutline(_ node: Node) -> Bool { node.isOutline }

    /// What the declaration asks for: each section's kept items in pre-order with their
    /// level and expansion; `nil` when it must throw. A repeat is dropped with its subtree;
    /// `keepLast` gives the kept item the value of its last repeat.
    static func model(
        _ sections: [[Node]], _ policy: DuplicatePolicy
    ) -> [[(item: Song, level: Int, expanded: Bool)]]? {
        var seen: [Int: (section: Int, entry: Int)] = [:]
        var result: [[(item: Song, level: Int, expanded: Bool)]] = []
        for (index, roots) in sections.enumerated() {
            result.append([])
            func walk(_ node: Node, level: Int) -> Bool {
                if let first = seen[node.item.id] {
                    if policy == .throwError { return false }
                    if policy == .keepLast { result[first.section][first.entry].item = node.item }
                    return true
                }
                seen[node.item.id] = (index, result[index].count)
                result[index].append((node.item, level, node.expanded && node.isOutline))
                for child in node.children where !walk(child, level: level + 1) { return false }
                return true
            }
            for root in roots where !walk(root, level: 0) { return nil }
        }
        return result
    }
}

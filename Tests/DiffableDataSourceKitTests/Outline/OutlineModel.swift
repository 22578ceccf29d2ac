@testable import DiffableDataSourceKit

/// A deliberately simple section snapshot to check ``ListSectionSnapshot`` against: each
/// parent's children in an array (the root items under `nil`), a set of expanded items,
/// and answers found by searching. Every operation is O(n) or worse; clarity is the point.
///
/// It validates in the order the real type documents (unknown destination, destination
/// among the new items, duplicates, items already present), so the two must throw the same
/// error for the same call.
struct OutlineModel: Equatable {
    typealias Error = ListSectionSnapshotError<Int>

    /// Parent (nil for the top level) -> its children in order. Only parents with children
    /// have an entry.
    var children: [Int?: [Int]] = [:]
    var expanded: Set<Int> = []

    // MARK: Queries

    var rootItems: [Int] { children[nil] ?? [] }

    var items: [Int] { preorder(under: nil, visibleOnly: false) }

    var visibleItems: [Int] { preorder(under: nil, visibleOnly: true) }

    func contains(_ item: Int) -> Bool { children.values.contains { $0.contains(item) } }

    func parent(of item: Int) -> Int? {
        children.first { $0.value.contains(item) }?.key ?? nil
    }

    func level(of item: Int) -> Int {
        guard contains(item) else { return -1 }
        var level = 0
        var current = item
        while let parent = parent(of: current) {
            level += 1
            current = parent
        }
        return level
    }

    func isVisible(_ item: Int) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parent(of: current) {
            if !expanded.contains(parent) { return false }
            current = parent
        }
        return true
    }

    func isExpanded(_ item: Int) -> Bool { expanded.contains(item) }

    func index(of item: Int) -> Int? { items.firstIndex(of: item) }

    /// What is visible below `item` once it is expanded.
    func visibleDescendants(of item: Int) -> [Int] {
        guard contains(item) else { return [] }
        return preorder(under: item, visibleOnly: true)
    }

    /// The descendants of `parent` (the whole tree for `nil`) in pre-order.
    func preorder(under parent: Int?, visibleOnly: Bool) -> [Int] {
        var result: [Int] = []
        for child in children[parent] ?? [] {
            result.append(child)
            if !visibleOnly || expanded.contains(child) {
                result += preorder(under: child, visibleOnly: visibleOnly)
            }
        }
        return result
    }

    /// The subtree below `parent`, as a model of its own.
    func snapshot(of parent: Int, includingParent: Bool) -> OutlineModel {
        guard contains(parent) else { return OutlineModel() }
        var result = OutlineModel()
        let below = preorder(under: parent, visibleOnly: false)
        for item in below { result.children[item] = children[item] }
        if includingParent {
            result.children[nil] = [parent]
            result.children[parent] = children[parent]
        } else {
            result.children[nil] = children[parent]
        }
        result.expanded = expanded.filter { below.contains($0) || (includingParent && $0 == parent) }
        return result
    }

    /// The lines of `visualDescription()`, written out recursively.
    func visualLines(under parent: Int? = nil, depth: Int = 0, visible: Bool = true) -> [String] {
        var lines: [String] = []
        for child in children[parent] ?? [] {
            let hasChildren = !(children[child] ?? []).isEmpty
            let mark = hasChildren ? (expanded.contains(child) ? "+" : "-") : " "
            lines.append(String(repeating: "  ", count: depth) + mark + (visible ? "*" : " ") + " \(child)")
            lines += visualLines(under: child, depth: depth + 1, visible: visible && expanded.contains(child))
        }
        return lines
    }

    // MARK: Mutations

    mutating func append(_ newItems: [Int], to parent: Int?) throws(Error) {
        if let parent, !contains(parent) { throw .itemsNotFound([parent]) }
        try validate(newItems, destination: parent)
        guard !newItems.isEmpty else { return }
        children[parent, default: []] += newItems
    }

    mutating func insert(_ newItems: [Int], relativeTo anchor: Int, after: Bool) throws(Error) {
        guard contains(anchor) else { throw .itemsNotFound([anchor]) }
        try validate(newItems, destination: anchor)
        guard !newItems.isEmpty else { return }
        let parent = parent(of: anchor)
        let index = children[parent]?.firstIndex(of: anchor) ?? 0
        children[parent, default: []].insert(contentsOf: newItems, at: index + (after ? 1 : 0))
    }

    mutating func delete(_ doomed: [Int]) {
        for item in doomed where contains(item) {
            let parent = parent(of: item)
            children[parent]?.removeAll { $0 == item }
            if children[parent] == [] { children[parent] = nil }
            removeSubtree(item)
        }
    }

    mutating func expand(_ targets: [Int]) {
        for item in targets where contains(item) { expanded.insert(item) }
    }

    mutating func collapse(_ targets: [Int]) {
        for item in targets { expanded.remove(item) }
    }

    mutating func replace(childrenOf parent: Int, using other: OutlineModel) throws(Error) {
        guard contains(parent) else { throw .itemsNotFound([parent]) }
        if other.contains(parent) { throw .itemPlacedUnderItself(parent) }
        let below = preorder(under: parent, visibleOnly: false)
        let elsewhere = other.items.filter { contains($0) && !below.contains($0) }
        if !elsewhere.isEmpty { throw .itemsAlreadyPresent(elsewhere) }
        for child in children[parent] ?? [] { removeSubtree(child) }
        children[parent] = nil
        graft(other, under: parent, at: 0)
    }

    mutating func insert(_ other: OutlineModel, relativeTo anchor: Int, after: Bool) throws(Error) {
        guard contains(anchor) else { throw .itemsNotFound([anchor]) }
        if other.contains(anchor) { throw .itemPlacedUnderItself(anchor) }
        let present = other.items.filter(contains)
        if !present.isEmpty { throw .itemsAlreadyPresent(present) }
        let parent = parent(of: anchor)
        let index = children[parent]?.firstIndex(of: anchor) ?? 0
        graft(other, under: parent, at: index + (after ? 1 : 0))
    }

    mutating func deleteAll() {
        self = OutlineModel()
    }

    // MARK: Helpers

    private func validate(_ newItems: [Int], destination: Int?) throws(Error) {
        if let destination, newItems.contains(destination) { throw .itemPlacedUnderItself(destination) }
        var repeated: [Int] = []
        for (index, item) in newItems.enumerated()
        where newItems[..<index].contains(item) && !repeated.contains(item) {
            repeated.append(item)
        }
        if !repeated.isEmpty { throw .duplicateItems(repeated) }
        let present = newItems.filter(contains)
        if !present.isEmpty { throw .itemsAlreadyPresent(present) }
    }

    private mutating func removeSubtree(_ item: Int) {
        for child in children[item] ?? [] { removeSubtree(child) }
        children[item] = nil
        expanded.remove(item)
    }

    private mutating func graft(_ other: OutlineModel, under parent: Int?, at index: Int) {
        guard !other.rootItems.isEmpty else { return }
        for (key, value) in other.children where key != nil { children[key] = value }
        children[parent, default: []].insert(contentsOf: other.rootItems, at: index)
        expanded.formUnion(other.expanded)
    }
}

extension ListSectionSnapshot where ItemIdentifierType == Int {
    /// The snapshot holding the model's tree and expansion states, built by appending level
    /// by level.
    init(_ model: OutlineModel) throws {
        self.init()
        // Parents come before their children in pre-order, so each append finds its parent.
        try append(model.rootItems)
        for item in model.items {
            if let children = model.children[item] { try append(children, to: item) }
        }
        expand(Array(model.expanded))
    }
}

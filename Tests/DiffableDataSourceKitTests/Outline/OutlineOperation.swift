@testable import DiffableDataSourceKit

/// One mutating call of ``ListSectionSnapshot``, applied alike to a snapshot and to an
/// ``OutlineModel`` by the property test.
enum OutlineOperation: CustomStringConvertible {
    case append([Int], to: Int?)
    case insert([Int], anchor: Int, after: Bool)
    case delete([Int])
    case deleteAll
    case expand([Int])
    case collapse([Int])
    case replace(childrenOf: Int, using: OutlineModel)
    case insertSnapshot(OutlineModel, anchor: Int, after: Bool)

    /// A name per case, for statistics.
    var kind: String {
        switch self {
        case .append: "append"
        case .insert(_, _, let after): after ? "insert(after:)" : "insert(before:)"
        case .delete: "delete"
        case .deleteAll: "deleteAll"
        case .expand: "expand"
        case .collapse: "collapse"
        case .replace: "replace(childrenOf:using:)"
        case .insertSnapshot(_, _, let after): after ? "insert(snapshot, after:)" : "insert(snapshot, before:)"
        }
    }

    static let allKinds: Set<String> = [
        "append", "insert(after:)", "insert(before:)", "delete", "deleteAll", "expand", "collapse",
        "replace(childrenOf:using:)", "insert(snapshot, after:)", "insert(snapshot, before:)",
    ]

    var description: String {
        switch self {
        case .append(let items, let parent): "append(\(items), to: \(parent.map(String.init) ?? "nil"))"
        case .insert(let items, let anchor, let after): "insert(\(items), \(after ? "after" : "before"): \(anchor))"
        case .delete(let items): "delete(\(items))"
        case .deleteAll: "deleteAll()"
        case .expand(let items): "expand(\(items))"
        case .collapse(let items): "collapse(\(items))"
        case .replace(let parent, let model):
            "replace(childrenOf: \(parent), using: \(Self.describe(model)))"
        case .insertSnapshot(let model, let anchor, let after):
            "insert(\(Self.describe(model)), \(after ? "after" : "before"): \(anchor))"
        }
    }

    private static func describe(_ model: OutlineModel) -> String {
        "[" + model.visualLines().joined(separator: " | ") + "]"
    }

    /// Applies the call to both; returns the error each threw, if any.
    func apply(
        to snapshot: inout ListSectionSnapshot<Int>, and model: inout OutlineModel
    ) -> (snapshot: ListSectionSnapshotError<Int>?, model: ListSectionSnapshotError<Int>?) {
        switch self {
        case .append(let items, let parent):
            return (
                Self.error { () throws(ListSectionSnapshotError<Int>) in try snapshot.append(items, to: parent) },
                Self.error { () throws(ListSectionSnapshotError<Int>) in try model.append(items, to: parent) }
            )
        case .insert(let items, let anchor, let after):
            return (
                Self.error { () throws(ListSectionSnapshotError<Int>) in
                    if after {
                        try snapshot.insert(items, after: anchor)
                    } else {
                        try snapshot.insert(items, before: anchor)
                    }
                },
                Self.error { () throws(ListSectionSnapshotError<Int>) in
                    try model.insert(items, relativeTo: anchor, after: after)
                }
            )
        case .delete(let items):
            snapshot.delete(items)
            model.delete(items)
        case .deleteAll:
            snapshot.deleteAll()
            model.deleteAll()
        case .expand(let items):
            snapshot.expand(items)
            model.expand(items)
        case .collapse(let items):
            snapshot.collapse(items)
            model.collapse(items)
        case .replace(let parent, let other):
            let argument = Self.snapshot(of: other)
            return (
                Self.error { () throws(ListSectionSnapshotError<Int>) in
                    try snapshot.replace(childrenOf: parent, using: argument)
                },
                Self.error { () throws(ListSectionSnapshotError<Int>) in
                    try model.replace(childrenOf: parent, using: other)
                }
            )
        case .insertSnapshot(let other, let anchor, let after):
            let argument = Self.snapshot(of: other)
            return (
                Self.error { () throws(ListSectionSnapshotError<Int>) in
                    if after {
                        try snapshot.insert(argument, after: anchor)
                    } else {
                        try snapshot.insert(argument, before: anchor)
                    }
                },
                Self.error { () throws(ListSectionSnapshotError<Int>) in
                    try model.insert(other, relativeTo: anchor, after: after)
                }
            )
        }
        return (nil, nil)
    }

    /// The snapshot of a model that the generator built, hence valid.
    static func snapshot(of model: OutlineModel) -> ListSectionSnapshot<Int> {
        (try? ListSectionSnapshot(model)) ?? ListSectionSnapshot()
    }

    private static func error(
        _ body: () throws(ListSectionSnapshotError<Int>) -> Void
    ) -> ListSectionSnapshotError<Int>? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }
}

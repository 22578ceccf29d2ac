/// The reason a ``ListSectionSnapshot`` mutation was refused.
///
/// Where `NSDiffableDataSourceSectionSnapshot` raises an Objective-C exception,
/// ``ListSectionSnapshot`` throws one of these instead and leaves the snapshot exactly as
/// it was before the call. Each case names the identifiers that caused it, so the message
/// points at the bug:
///
///     var outline = ListSectionSnapshot<String>()
///     try outline.append(["Fruits"])
///     try outline.append(["Apple", "Apple"], to: "Fruits")
///     // throws ListSectionSnapshotError.duplicateItems(["Apple"])
public enum ListSectionSnapshotError<Item: Hashable & Sendable>: Error, Equatable, CustomStringConvertible {
    /// The argument lists these items more than once.
    case duplicateItems([Item])
    /// These items are already in the snapshot; delete them first to place them elsewhere.
    case itemsAlreadyPresent([Item])
    /// These items (a parent or an anchor) are not in the snapshot.
    case itemsNotFound([Item])
    /// This item is both where the new items go (their parent, the item they go before or
    /// after, or the parent whose children they replace) and one of the items being placed.
    case itemPlacedUnderItself(Item)

    /// A message in the words UIKit uses for the same mistake, with the identifiers filled in.
    public var description: String {
        switch self {
        case .duplicateItems(let items):
            "Supplied item identifiers are not unique. Duplicate identifiers: \(Self.list(items))"
        case .itemsAlreadyPresent(let items):
            "Item identifiers already exist in the section snapshot: \(Self.list(items))"
        case .itemsNotFound(let items):
            "Item identifiers do not exist in the section snapshot: \(Self.list(items))"
        case .itemPlacedUnderItself(let item):
            "The destination of the item update is one of the items being placed: \(item)"
        }
    }

    private static func list(_ values: [Item]) -> String {
        "{" + values.map { "\($0)" }.joined(separator: ", ") + "}"
    }
}

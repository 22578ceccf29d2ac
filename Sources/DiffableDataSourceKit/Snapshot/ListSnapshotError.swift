/// The reason a ``ListSnapshot`` mutation was refused.
///
/// Where `NSDiffableDataSourceSnapshot` raises an Objective-C exception, ``ListSnapshot``
/// throws one of these instead and leaves the snapshot exactly as it was before the call.
/// Each case names the identifiers that caused it, so the message points at the bug:
///
///     var snapshot = ListSnapshot<String, Int>()
///     try snapshot.appendSections(["main"])
///     try snapshot.appendItems([1, 2, 1])
///     // throws ListSnapshotError.duplicateItems([1])
public enum ListSnapshotError<Section: Hashable & Sendable, Item: Hashable & Sendable>: Error, Equatable,
    CustomStringConvertible
{
    /// The argument lists these items more than once.
    case duplicateItems([Item])
    /// The argument lists these sections more than once.
    case duplicateSections([Section])
    /// These items are already in the snapshot; use `moveItem` to change their place.
    case itemsAlreadyPresent([Item])
    /// These sections are already in the snapshot; use `moveSection` to change their place.
    case sectionsAlreadyPresent([Section])
    /// These items are not in the snapshot.
    case itemsNotFound([Item])
    /// These sections are not in the snapshot.
    case sectionsNotFound([Section])
    /// Items were appended without a section while the snapshot has no sections.
    case noSectionToAppendTo
    /// An item was moved or inserted relative to itself, or relative to an item of the
    /// same argument.
    case itemRelativeToItself(Item)
    /// A section was moved or inserted relative to itself, or relative to a section of the
    /// same argument.
    case sectionRelativeToItself(Section)

    /// A message in the words UIKit uses for the same mistake, with the identifiers filled in.
    public var description: String {
        switch self {
        case .duplicateItems(let items):
            "Supplied item identifiers are not unique. Duplicate identifiers: \(Self.list(items))"
        case .duplicateSections(let sections):
            "Supplied section identifiers are not unique. Duplicate identifiers: \(Self.list(sections))"
        case .itemsAlreadyPresent(let items):
            "Item identifiers already exist in the snapshot: \(Self.list(items))"
        case .sectionsAlreadyPresent(let sections):
            "Section identifiers already exist in the snapshot: \(Self.list(sections))"
        case .itemsNotFound(let items):
            "Item identifiers do not exist in the snapshot: \(Self.list(items))"
        case .sectionsNotFound(let sections):
            "Section identifiers do not exist in the snapshot: \(Self.list(sections))"
        case .noSectionToAppendTo:
            "There are currently no sections in the snapshot. Please add a section first."
        case .itemRelativeToItself(let item):
            "The destination of the item update is the same as the source: \(item)"
        case .sectionRelativeToItself(let section):
            "The destination of the section update is the same as the source: \(section)"
        }
    }

    private static func list<T>(_ values: [T]) -> String {
        "{" + values.map { "\($0)" }.joined(separator: ", ") + "}"
    }
}

import XCTest

@testable import DiffableDataSourceKit

/// The outline most section snapshot tests start from, every item collapsed:
///
///     Fruits > [Apple, Citrus > [Lemon, Lime], Pear]
///     Vegetables > [Carrot]
///     Nuts
func makeOutline() throws -> ListSectionSnapshot<String> {
    var outline = ListSectionSnapshot<String>()
    try outline.append(["Fruits", "Vegetables", "Nuts"])
    try outline.append(["Apple", "Citrus", "Pear"], to: "Fruits")
    try outline.append(["Lemon", "Lime"], to: "Citrus")
    try outline.append(["Carrot"], to: "Vegetables")
    return outline
}

/// A section snapshot built from `(item, parent)` pairs in order, then `expanded` expanded.
func makeOutline<Item>(
    _ layout: [(Item, Item?)], expanded: [Item] = []
) throws -> ListSectionSnapshot<Item> {
    var outline = ListSectionSnapshot<Item>()
    for (item, parent) in layout { try outline.append([item], to: parent) }
    outline.expand(expanded)
    return outline
}

/// Asserts that `outline` draws as `expected` (its `visualDescription()`, lines joined with
/// newlines) and that its invariants hold, with `file:line:` passed through.
func assertOutline<Item>(
    _ outline: ListSectionSnapshot<Item>, _ expected: [String], _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(
        outline.visualDescription(), expected.joined(separator: "\n"), message, file: file, line: line)
    XCTAssertEqual(outline.invariantViolations(), [], message, file: file, line: line)
}

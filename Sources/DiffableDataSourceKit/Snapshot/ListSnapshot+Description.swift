extension ListSnapshot: CustomStringConvertible {
    /// A readable outline: each section with its item count, then its items, one a line.
    ///
    ///     ListSnapshot: 2 sections, 3 items
    ///       favorites (1)
    ///         Let It Go
    ///       pop (2)
    ///         Bad Guy
    ///         Levitating
    ///
    /// - Complexity: O(*n* + *s*).
    public var description: String {
        var lines = ["ListSnapshot: \(Self.count(sections.count, "section")), \(Self.count(numberOfItems, "item"))"]
        for (section, rows) in zip(sections, sections.indices.map(rows(inSection:))) {
            lines.append("  \(section) (\(rows.count))")
            for item in rows { lines.append("    \(item)") }
        }
        return lines.joined(separator: "\n")
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}

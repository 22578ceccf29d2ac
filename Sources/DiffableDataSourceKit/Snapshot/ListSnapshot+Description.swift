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
        var lines = ["ListSnapshot: \(sections.count) sections, \(items.count) items"]
        for (section, rows) in zip(sections, sectionItems) {
            lines.append("  \(section) (\(rows.count))")
            for item in rows { lines.append("    \(item)") }
        }
        return lines.joined(separator: "\n")
    }
}

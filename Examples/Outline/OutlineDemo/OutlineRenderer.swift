/// Draws the outline demo as plain terminal text: the same lines on every run, so tests
/// compare them.
public enum OutlineRenderer {
    /// The lines printed before the first step.
    public static let intro = [
        "DiffableDataSourceKit · the music library as an outline: genres > artists > songs",
        "One section of a headless collection view, applied as a ListSectionSnapshot.",
        "Each row is its cell's text: indented by level; ▸ collapsed parent, ▾ expanded parent.",
        "Marks: + inserted  ✎ redrawn (same item, new text)  − removed (drawn where it was)",
        "Handlers (each call is logged): shouldCollapseItem refuses pinned genres;",
        "snapshotForExpandingParent loads an artist's songs the first time it expands.",
    ]

    /// A step: its title, code and note, the list with its changes marked, then the log,
    /// the error if any, and what the calls returned.
    public static func render(_ record: OutlineRecord) -> [String] {
        let heading = "━━ Step \(record.number)/\(record.total) · \(record.title) "
        var lines = [heading + String(repeating: "━", count: max(3, 88 - heading.count))]
        lines += record.code.map { "  " + $0 }
        lines += wrap(record.note, width: 86).map { "  " + $0 }
        lines.append("")
        lines += render(record.frame)
        if record.frame.rows.allSatisfy({ $0.change == nil }) { lines.append("  (unchanged: same rows, same text)") }
        lines.append("")
        // In the order things happened: the handlers and the data source during the call,
        // then what the call returned.
        lines += record.logLines.map { "  " + $0 }
        if let error = record.error { lines.append("  error: " + error) }
        lines += record.details.map { "  " + $0 }
        return lines
    }

    /// The list: one line per row, its change mark first.
    public static func render(_ frame: OutlineFrame) -> [String] {
        frame.rows.map { "  " + mark($0.change) + " " + $0.text }
    }

    /// `text` in lines of at most `width` characters, broken at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    static func mark(_ change: OutlineRowChange?) -> String {
        switch change {
        case .inserted?: "+"
        case .redrawn?: "✎"
        case .removed?: "−"
        case nil: " "
        }
    }

    /// The whole transcript: the intro, then each step followed by a blank line.
    @MainActor
    public static func transcript(of library: OutlineLibrary = OutlineLibrary()) -> [String] {
        var lines = intro + [""]
        for record in OutlineStory.run(on: library) { lines += render(record) + [""] }
        return lines
    }
}

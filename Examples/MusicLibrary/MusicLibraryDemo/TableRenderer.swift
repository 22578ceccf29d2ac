import DiffableDataSourceKit

/// Draws a ``TableFrame`` as lines of terminal text: section headers, each visible row with
/// its content, cell class and height, the last change marked, and rows that were removed.
///
/// With `colour` on, changes are coloured with ANSI escapes (inserted green, removed red and
/// struck through, moved yellow, reloaded cyan, reconfigured magenta); with it off the
/// output is plain text and the marks are words and symbols only.
///
/// Without a `width` the layout is fixed (what tests compare); with one (a terminal's
/// columns) the content column shrinks to fit and a row's change note goes on its own line
/// when it would not fit after the row.
public struct TableRenderer: Sendable {
    /// Whether to use ANSI colours.
    public var colour: Bool
    /// The number of columns to fit, or `nil` for the fixed layout.
    public var width: Int?
    /// Characters for the cell class.
    public var classWidth = 27

    /// Characters for a row's content: 44, less when `width` is narrow.
    public var contentWidth: Int {
        guard let width else { return 44 }
        return min(44, max(20, width - (3 + 2 + classWidth + 10)))
    }

    /// Creates a renderer.
    public init(colour: Bool, width: Int? = nil) {
        self.colour = colour
        self.width = width
    }

    // MARK: Whole steps

    /// A story step: its title, code and note, the table, then removals, errors and log.
    public func render(_ record: StoryRecord) -> [String] {
        let heading = "━━ Step \(record.number)/\(record.total) · \(record.title) "
        let rule = min(88, width ?? 88)
        var lines = [paint(heading + String(repeating: "━", count: max(3, rule - heading.count)), .bold)]
        lines += record.code.map { "  " + paint($0, .cyan) }
        lines += wrap(record.note, width: min(86, (width ?? 88) - 2)).map { "  " + paint($0, .dim) }
        lines.append("")
        lines += render(record.outcome.frame)
        lines += footer(record.outcome)
        return lines
    }

    /// What follows a table: removed rows, the action's detail, the error, the log lines.
    public func footer(_ outcome: StepOutcome) -> [String] {
        var lines: [String] = []
        for row in outcome.frame.removed {
            let drawn = paint(row.content, .red, .strike)
            let cell = row.cellClass.map { "\($0), " } ?? ""
            lines.append("  removed: \(drawn)  (\(cell)was \(row.indexPath))")
        }
        if let detail = outcome.detail { lines.append("  drag: " + detail) }
        if let error = outcome.error {
            lines.append("  " + paint("error: " + error, .red, .bold))
            if isUnchanged(outcome) { lines.append("  unchanged: same snapshot, same rows, same cells") }
        }
        for line in outcome.logLines { lines.append("  " + paint("log: " + line, .dim)) }
        return lines
    }

    /// Whether a step left the table exactly as it was.
    public func isUnchanged(_ outcome: StepOutcome) -> Bool {
        outcome.snapshotBefore == outcome.snapshotAfter && outcome.frame.removed.isEmpty
            && outcome.frame.visibleRows.allSatisfy { $0.change == nil && $0.previousHeight == nil }
    }

    // MARK: Tables

    /// The table: each section's header, then its visible rows; `selected` marks a row with
    /// `▶` (the interactive mode's cursor).
    public func render(_ frame: TableFrame, selected: Song? = nil) -> [String] {
        var lines: [String] = []
        for section in frame.sections {
            var header = paint("\(section.title) (\(section.rowCount))", .bold)
            if section.isInserted { header += "  " + paint("◀ section inserted", .green) }
            lines.append("  " + header)
            if section.rowCount == 0 { lines.append("     " + paint("(empty)", .dim)) }
            if section.hiddenAbove > 0 {
                lines.append("     " + paint("↑ \(rows(section.hiddenAbove)) above the screen", .dim))
            }
            for row in section.rows { lines += render(row, selected: row.song == selected) }
            if section.hiddenBelow > 0 {
                lines.append("     " + paint("↓ \(rows(section.hiddenBelow)) below the screen", .dim))
            }
        }
        return lines
    }

    /// One row: cursor, change mark, content, cell class, height, and what changed.
    ///
    ///      ↻ ♥ Let It Go — Idina Menzel · favorite    CustomSongCardCell          96→120 pt  ◀ reloaded: …
    ///
    /// - Returns: One line, or two when the change note does not fit in ``width``.
    public func render(_ row: FrameRow, selected: Bool = false) -> [String] {
        let styles = row.change.map { [Self.style(for: $0)] } ?? []
        let cursor = selected ? "▶" : " "
        let mark = row.change.map(Self.mark(for:)) ?? " "
        let content = paint(pad(row.content, contentWidth), selected ? [.inverse] + styles : styles)
        let cellClass = paint(pad(row.cellClass, classWidth), .dim)
        var height = "\(row.height) pt"
        if let previous = row.previousHeight { height = "\(previous)→\(row.height) pt" }
        height = String(repeating: " ", count: max(0, 10 - height.count)) + height
        if row.previousHeight != nil { height = paint(height, .yellow) }
        let line = "\(cursor)\(paint(mark, styles)) \(content)  \(cellClass)\(height)"
        guard let change = row.change else { return [line] }
        let note = "◀ " + Self.describe(change, row: row)
        if let width, 3 + contentWidth + 2 + classWidth + 10 + 2 + note.count > width {
            return [line, String(repeating: " ", count: 5) + paint(note, styles)]
        }
        return [line + "  " + paint(note, styles)]
    }

    // MARK: Pieces

    static func mark(for change: RowChange) -> String {
        switch change {
        case .inserted: "+"
        case .moved: "↕"
        case .reloaded: "↻"
        case .reconfigured: "✎"
        }
    }

    static func describe(_ change: RowChange, row: FrameRow) -> String {
        switch change {
        case .inserted: "inserted"
        case .moved(let source): "moved from \(source)"
        case .reloaded(let oldCell): "reloaded: new cell #\(row.cellSerial) replaced #\(oldCell)"
        case .reconfigured: "reconfigured: same cell #\(row.cellSerial), configured again"
        }
    }

    static func style(for change: RowChange) -> Style {
        switch change {
        case .inserted: .green
        case .moved: .yellow
        case .reloaded: .cyan
        case .reconfigured: .magenta
        }
    }

    /// Splits text into lines of at most `width` characters at spaces.
    func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private func rows(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }

    /// Cuts a line to `width` visible characters, keeping its colour escapes.
    public static func clip(_ line: String, to width: Int) -> String {
        var visible = 0
        var result = ""
        var inEscape = false
        for character in line {
            if inEscape {
                result.append(character)
                if character.isLetter { inEscape = false }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                result.append(character)
                continue
            }
            guard visible < width else { return result + (line.contains("\u{1B}") ? "\u{1B}[0m" : "") }
            result.append(character)
            visible += 1
        }
        return result
    }

    /// Pads or truncates to exactly `width` characters.
    func pad(_ text: String, _ width: Int) -> String {
        if text.count > width { return String(text.prefix(width - 1)) + "…" }
        return text + String(repeating: " ", count: width - text.count)
    }

    /// ANSI styles.
    enum Style: String {
        case bold = "1", dim = "2", inverse = "7", strike = "9"
        case red = "31", green = "32", yellow = "33", magenta = "35", cyan = "36"
    }

    func paint(_ text: String, _ styles: Style...) -> String { paint(text, styles) }

    func paint(_ text: String, _ styles: [Style]) -> String {
        guard colour, !styles.isEmpty else { return text }
        return "\u{1B}[" + styles.map(\.rawValue).joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }
}

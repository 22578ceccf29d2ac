import DiffableDataSourceKit
import Foundation

/// The keyboard-driven music library: a selection, one key per change, and the screen to
/// draw after each key. It holds no terminal state, so tests drive it with ``handle(_:)``.
@MainActor
public final class InteractiveSession {
    /// The library the keys change.
    public let library = MusicLibrary()
    /// The selected song (the cursor), or `nil` when the table is empty.
    public private(set) var selected: Song?
    /// What the last key did, in one line.
    public private(set) var status = "Welcome! Select a row with ↑/↓ and press a key below."
    /// The last change, drawn marked until the next one.
    public private(set) var lastOutcome: StepOutcome?
    /// Whether `q` was pressed.
    public private(set) var isFinished = false

    /// The key help shown under the title.
    public static let help = [
        "↑/↓ select   a add   d delete   f favorite   m move to favorites",
        "[ ] or shift-↑/↓ drag up/down   h height mode   x a bad call (stale reload)   q quit",
    ]

    private var renderer: TableRenderer
    private var lastDeleted: Song?

    /// Creates a session showing the guide's first screen, with automatic heights.
    public init(colour: Bool) {
        renderer = TableRenderer(colour: colour)
        library.setHeightMode(.automatic)
        lastOutcome = library.perform { library in
            try library.loadInitialData()
            return nil
        }
        selected = library.adapter.snapshot.itemIdentifiers.first
    }

    // MARK: Keys

    /// Handles one key: changes the table through the adapter (or a simulated drag) and
    /// updates the selection and status.
    public func handle(_ key: Key) {
        switch key {
        case .up: select(offset: -1)
        case .down: select(offset: +1)
        case .shiftUp, .character("["): drag(by: -1)
        case .shiftDown, .character("]"): drag(by: +1)
        case .character("a"): add()
        case .character("d"): deleteSelected()
        case .character("f"): favoriteSelected()
        case .character("m"): moveSelectedToFavorites()
        case .character("h"): toggleHeightMode()
        case .character("x"): badCall()
        case .character("q"), .interrupt: isFinished = true
        default: status = "Keys: " + Self.help.joined(separator: "   ")
        }
        scrollSelectionIntoView()
    }

    private func select(offset: Int) {
        let items = library.adapter.snapshot.itemIdentifiers
        guard !items.isEmpty else { return }
        let index = selected.flatMap { library.adapter.snapshot.indexOfItem($0) } ?? 0
        selected = items[min(max(0, index + offset), items.count - 1)]
        status = "Selected \(library.current(selected!))."
    }

    private func add() {
        var added: Song?
        run { library in
            added = try library.addSong(to: .pop)
            return nil
        }
        if let added {
            selected = added
            status = "Added \(added) to Pop with adapter.append."
        }
    }

    private func deleteSelected() {
        guard let song = selected else { return status = "Nothing to delete." }
        let items = library.adapter.snapshot.itemIdentifiers
        let index = library.adapter.snapshot.indexOfItem(song) ?? 0
        if run({ library in
            try library.adapter.delete(song)
            return nil
        }) {
            let remaining = items.filter { $0 != song }
            selected = remaining.isEmpty ? nil : remaining[min(index, remaining.count - 1)]
            lastDeleted = song
            status = "Deleted \(song) with adapter.delete."
        }
    }

    private func favoriteSelected() {
        guard let song = selected else { return }
        // A favorite card is taller, and a row moved into Favorites may still have another
        // section's cell: reload there. Elsewhere nothing but the heart changes: reconfigure.
        let inFavorites = library.adapter.snapshot.sectionIdentifier(containingItem: song) == .favorites
        let kind: UpdateKind = inFavorites ? .reload : .reconfigure
        var updated: Song?
        if run({ library in
            updated = try library.toggleFavorite(song, using: kind)
            return nil
        }), let updated {
            let verb = updated.isFavorite ? "Favorited" : "Unfavorited"
            status = "\(verb) \(song) with adapter.\(kind == .reload ? "reload" : "reconfigure")."
        }
    }

    private func moveSelectedToFavorites() {
        guard let song = selected else { return }
        if run({ library in
            try library.adapter.move(song, to: .favorites)
            return nil
        }) {
            status = "Moved \(song) to the end of Favorites with adapter.move (press f to reload its cell)."
        }
    }

    private func drag(by offset: Int) {
        guard let song = selected, let source = library.adapter.indexPath(for: song) else { return }
        let sections = library.tableView.numberOfSections
        var proposed = IndexPath(row: source.row + offset, section: source.section)
        if proposed.row < 0 {
            guard source.section > 0 else { return status = "\(song) is already at the top." }
            let above = source.section - 1
            proposed = IndexPath(row: library.tableView.numberOfRows(inSection: above), section: above)
        } else if proposed.row >= library.tableView.numberOfRows(inSection: source.section) {
            guard source.section + 1 < sections else { return status = "\(song) is already at the bottom." }
            proposed = IndexPath(row: 0, section: source.section + 1)
        }
        var landed: IndexPath?
        run { library in
            landed = library.drag(from: source, to: proposed)
            return "dropped on \(proposed), landed at \(landed.map { "\($0)" } ?? "nowhere")"
        }
        if landed == source {
            status = "Cross-section drags are off: \(song) stays at \(source) (dropped on \(proposed))."
        } else if let landed {
            status = "Dragged \(song) from \(source) to \(landed)."
        } else {
            status = "The drag was refused."
        }
    }

    private func toggleHeightMode() {
        let mode: HeightMode = library.heightMode == .automatic ? .closure : .automatic
        run { library in
            library.setHeightMode(mode)
            return nil
        }
        status =
            mode == .automatic
            ? "Automatic heights: each cell measures itself (enableAutomaticDimension)."
            : "Closure heights: setHeightProviders gives each row its height."
    }

    /// Reloads a song that is not shown (the last one deleted, or one never added): a stale
    /// reference, which UIKit answers with an exception.
    private func badCall() {
        let song = lastDeleted ?? Song(id: 999, name: "Ghost Song", artist: "Nobody")
        run { library in
            try library.adapter.reload(song)
            return nil
        }
        status = "Tried to reload \(song), which is not shown. Refused: \(lastOutcome?.error ?? "?"). Nothing changed."
    }

    /// Runs a change, keeps its outcome for the screen; `false` when it threw.
    @discardableResult
    private func run(_ action: (MusicLibrary) throws -> String?) -> Bool {
        let outcome = library.perform(action)
        lastOutcome = outcome
        if let error = outcome.error { status = "Refused: \(error)" }
        return outcome.error == nil
    }

    /// Scrolls the table so the selected row is on screen, as a person would.
    private func scrollSelectionIntoView() {
        guard let song = selected, let path = library.adapter.indexPath(for: song) else { return }
        let table = library.tableView
        guard !(table.indexPathsForVisibleRows ?? []).contains(path) else { return }
        let rect = table.rectForRow(at: path)
        var offset = table.contentOffset.y
        if rect.minY < offset {
            offset = max(0, rect.minY - table.sectionHeaderHeight)
        } else {
            offset = rect.maxY - table.viewportHeight
        }
        table.contentOffset = CGPoint(x: 0, y: offset)
    }

    // MARK: Screen

    /// The lines to draw: title, key help, the table with the cursor and the last change,
    /// then what was removed or refused, the log, and the status line. At most `height`
    /// lines of at most `width` characters (the table is cut around the cursor when
    /// needed).
    public func screen(height: Int = 40, width: Int = 120) -> [String] {
        renderer.width = width
        var top = [
            renderer.paint("DiffableDataSourceKit · music library", .bold)
                + "   heights: \(library.heightMode)   rows on screen: \((library.tableView.indexPathsForVisibleRows ?? []).count)"
        ]
        top += Self.help.map { renderer.paint($0, .dim) }
        top.append("")
        let frame = lastOutcome?.frame ?? TableFrame.capture(library)
        let current = TableFrame.capture(library)
        // Keep the last change's marks on rows that are still where they were.
        let shown = Self.merge(marks: frame, into: current)
        var table = renderer.render(shown, selected: selected)
        var bottom = [""]
        if let lastOutcome { bottom += renderer.footer(lastOutcome) }
        bottom.append(renderer.paint("› " + status, .bold))
        let room = max(3, height - top.count - bottom.count)
        if table.count > room {
            // Cut the table around the cursor; "⋮" stands for the lines cut off.
            let total = table.count
            let cursor = table.firstIndex { $0.hasPrefix("▶") } ?? 0
            let start = min(max(0, cursor - room / 2), total - room)
            table = Array(table[start..<(start + room)])
            let more = renderer.paint("     ⋮", .dim)
            if start > 0 { table[0] = more }
            if start + room < total { table[room - 1] = more }
        }
        return (top + table + bottom).map { TableRenderer.clip($0, to: width) }
    }

    /// The current frame with the marks of `marked` on rows whose song, place and cell match
    /// (so a mark disappears once its row changes again or scrolls).
    static func merge(marks marked: TableFrame, into current: TableFrame) -> TableFrame {
        var result = current
        var marks: [Song: FrameRow] = [:]
        for row in marked.visibleRows { marks[row.song] = row }
        for s in result.sections.indices {
            result.sections[s].isInserted =
                marked.sections.first { $0.section == result.sections[s].section }?.isInserted ?? false
            for r in result.sections[s].rows.indices {
                let row = result.sections[s].rows[r]
                guard let old = marks[row.song], old.indexPath == row.indexPath, old.cellSerial == row.cellSerial
                else { continue }
                result.sections[s].rows[r].change = old.change
                result.sections[s].rows[r].previousHeight = old.previousHeight
            }
        }
        return result
    }
}

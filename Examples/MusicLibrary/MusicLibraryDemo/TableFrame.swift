import DiffableDataSourceKit
import Foundation

/// What the table shows at one moment, read from the table itself (its sections, visible
/// rows, cells and row frames), with the changes of the last step marked.
public struct TableFrame: Sendable, Equatable {
    /// The sections, in order.
    public var sections: [FrameSection]
    /// Rows that the last step removed; they are no longer in the table.
    public var removed: [RemovedRow] = []

    /// The visible rows of every section, in order.
    public var visibleRows: [FrameRow] { sections.flatMap(\.rows) }
}

/// One section of a ``TableFrame``.
public struct FrameSection: Sendable, Equatable {
    /// The section identifier.
    public var section: MusicSection
    /// The header title.
    public var title: String
    /// How many rows the section has, visible or not.
    public var rowCount: Int
    /// The rows on screen, in order.
    public var rows: [FrameRow]
    /// Rows of the section scrolled off above the screen.
    public var hiddenAbove: Int
    /// Rows of the section below the bottom of the screen.
    public var hiddenBelow: Int
    /// Whether the last step inserted the section.
    public var isInserted = false
}

/// One visible row of a ``TableFrame``, drawn from its cell.
public struct FrameRow: Sendable, Equatable {
    /// Where the row is.
    public var indexPath: IndexPath
    /// The song the row shows (its identity in the table).
    public var song: Song
    /// The cell's content as a person sees it: heart, title, artist, switch or chevron.
    public var content: String
    /// The class of the row's cell.
    public var cellClass: String
    /// The number of the row's cell object (see ``SongCell/serial``).
    public var cellSerial: Int
    /// How often that cell object was configured.
    public var configurations: Int
    /// The row's height in points, from the table's layout.
    public var height: Int
    /// The row's height before the last step, when the step changed it.
    public var previousHeight: Int?
    /// What the last step did to the row, if anything.
    public var change: RowChange?
}

/// What a step did to a row that is still shown.
public enum RowChange: Sendable, Equatable {
    /// The row is new.
    case inserted
    /// The row moved from this place (in the table before the step).
    case moved(from: IndexPath)
    /// The row got a new cell; `oldCell` is the number of the cell it had.
    case reloaded(oldCell: Int)
    /// The row's cell was configured again (the same cell object).
    case reconfigured
}

/// A row the last step removed, as it looked before.
public struct RemovedRow: Sendable, Equatable {
    /// The song it showed.
    public var song: Song
    /// Where it was.
    public var indexPath: IndexPath
    /// Its content as it was drawn, or the song's title when it was not visible.
    public var content: String
    /// Its cell class, when it was visible.
    public var cellClass: String?
}

extension TableFrame {
    /// Reads what a library's table shows now, without change marks.
    @MainActor
    public static func capture(_ library: MusicLibrary) -> TableFrame {
        let table = library.tableView
        let visible = table.indexPathsForVisibleRows ?? []
        var sections: [FrameSection] = []
        for index in 0..<table.numberOfSections {
            guard let section = library.dataSource.sectionIdentifier(for: index) else { continue }
            let count = table.numberOfRows(inSection: index)
            let paths = visible.filter { $0.section == index }
            let rows = paths.compactMap { path -> FrameRow? in
                guard let song = table.rowIdentity(at: path)?.base as? Song else { return nil }
                let cell = table.cellForRow(at: path)
                let songCell = cell as? SongCell
                return FrameRow(
                    indexPath: path, song: song, content: cell.map(Self.draw) ?? song.name,
                    cellClass: cell.map { "\(type(of: $0))" } ?? "-", cellSerial: songCell?.serial ?? 0,
                    configurations: songCell?.configurations ?? 0,
                    height: Int(table.rectForRow(at: path).height.rounded())
                )
            }
            let first = paths.first?.row ?? count
            sections.append(
                FrameSection(
                    section: section,
                    title: table.dataSource?.tableView(table, titleForHeaderInSection: index) ?? "\(section)",
                    rowCount: count, rows: rows, hiddenAbove: paths.isEmpty ? 0 : first,
                    hiddenBelow: count - (paths.last.map { $0.row + 1 } ?? 0)
                ))
        }
        return TableFrame(sections: sections)
    }

    /// A cell drawn on one line: `♥ Let It Go — Idina Menzel [on] ›`.
    @MainActor
    static func draw(_ cell: TableViewCell) -> String {
        var parts: [String] = []
        switch cell.imageName {
        case "heart.fill"?: parts.append("♥")
        case "heart"?: parts.append("♡")
        case let name?: parts.append("[\(name)]")
        case nil: break
        }
        var title = cell.text ?? ""
        if let secondary = cell.secondaryText { title += " — " + secondary }
        parts.append(title)
        if let badge = (cell as? SongCell)?.badge { parts.append(badge) }
        switch cell.accessory {
        case .none: break
        case .disclosureIndicator: parts.append("›")
        case .checkmark: parts.append("✓")
        case .reorderControl: parts.append("≡")
        }
        return parts.joined(separator: " ")
    }

    /// This frame (after a step) with the step's changes marked, given the frame and the
    /// snapshot before it.
    ///
    /// Inserted and removed rows and sections come from comparing the two snapshots; moves
    /// from the library's own ``DiffEngine`` (so only rows that had to move are marked);
    /// reloads and reconfigures from the cells themselves: a row that was visible before and
    /// after has a different cell object after a reload, and the same object configured once
    /// more after a reconfigure.
    public func marking(
        changesFrom before: TableFrame, snapshotBefore: ListSnapshot<MusicSection, Song>,
        snapshotAfter: ListSnapshot<MusicSection, Song>
    ) -> TableFrame {
        var result = self
        let changes = DiffEngine.changeset(from: snapshotBefore, to: snapshotAfter)
        var movedFrom: [Song: IndexPath] = [:]
        for move in changes.itemMoves {
            if let song = snapshotAfter.itemIdentifier(at: move.destination) { movedFrom[song] = move.source }
        }
        let oldRows = Dictionary(before.visibleRows.map { ($0.song, $0) }, uniquingKeysWith: { first, _ in first })
        for s in result.sections.indices {
            result.sections[s].isInserted = !snapshotBefore.containsSection(result.sections[s].section)
            for r in result.sections[s].rows.indices {
                var row = result.sections[s].rows[r]
                let old = oldRows[row.song]
                if !snapshotBefore.containsItem(row.song) {
                    row.change = .inserted
                } else if let source = movedFrom[row.song] {
                    row.change = .moved(from: source)
                } else if let old, old.cellSerial != row.cellSerial {
                    row.change = .reloaded(oldCell: old.cellSerial)
                } else if let old, old.configurations < row.configurations {
                    row.change = .reconfigured
                }
                if let old, old.height != row.height { row.previousHeight = old.height }
                result.sections[s].rows[r] = row
            }
        }
        for section in snapshotBefore.sectionIdentifiers {
            for song in snapshotBefore.itemIdentifiers(inSection: section) where !snapshotAfter.containsItem(song) {
                guard let path = snapshotBefore.indexPath(ofItem: song) else { continue }
                let old = oldRows[song]
                result.removed.append(
                    RemovedRow(
                        song: song, indexPath: path, content: old?.content ?? song.name, cellClass: old?.cellClass
                    ))
            }
        }
        return result
    }
}

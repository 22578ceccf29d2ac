/// The reason a ``HeadlessTableView`` refused a batch update.
///
/// Where `UITableView.performBatchUpdates` raises `NSInternalInconsistencyException`, the
/// headless table throws one of these instead, with UIKit's message and the numbers filled
/// in, and leaves the table exactly as it was before the call. A few batches that UIKit
/// accepts inconsistently (falling back to a full reload, or behaving differently between
/// versions) are refused too; their ``Kind`` cases say so.
///
///     // section 0 shows 3 rows
///     try table.performBatchUpdates { $0.deleteRows(at: [IndexPath(row: 5, section: 0)]) }
///     // throws: attempt to delete row 5 from section 0 which only contains 3 rows before the update
///
/// Index paths are printed as `{section, row}`; sections are plain indexes. Places named
/// "before the update" are indexes into the table as it was, "after the update" indexes into
/// what the data source (or snapshot) shows now.
public struct BatchUpdateError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, so tests can match errors without comparing strings.
    public enum Kind: Hashable, Sendable {
        /// A section delete names a section that does not exist before the update.
        case sectionDeleteOutOfRange
        /// A section reload names a section that does not exist before the update.
        case sectionReloadOutOfRange
        /// A section insert names a section that does not exist after the update.
        case sectionInsertOutOfRange
        /// A section move starts at a section that does not exist before the update.
        case sectionMoveSourceOutOfRange
        /// A section move ends at a section that does not exist after the update.
        case sectionMoveDestinationOutOfRange
        /// A row delete names a section or row that does not exist before the update.
        case rowDeleteOutOfRange
        /// A row reload names a section or row that does not exist before the update.
        case rowReloadOutOfRange
        /// A row insert names a section or row that does not exist after the update.
        case rowInsertOutOfRange
        /// A row move starts at a place that does not exist before the update.
        case rowMoveSourceOutOfRange
        /// A row move ends at a place that does not exist after the update.
        case rowMoveDestinationOutOfRange
        /// A row reconfigure names a place that does not exist after the update.
        case rowReconfigureOutOfRange
        /// The same section is deleted and reloaded.
        case sectionDeletedAndReloaded
        /// The same row is deleted and reloaded.
        case rowDeletedAndReloaded
        /// The same section is deleted and moved.
        case sectionDeletedAndMoved
        /// The same row is deleted and moved.
        case rowDeletedAndMoved
        /// A section is inserted where another section moves to.
        case sectionInsertedAndMovedTo
        /// A row is inserted where another row moves to.
        case rowInsertedAndMovedTo
        /// One section moves to two different places.
        case sectionMovedToTwoDestinations
        /// One row moves to two different places.
        case rowMovedToTwoDestinations
        /// Two sections move to the same place.
        case sectionsMovedToSameDestination
        /// Two rows move to the same place.
        case rowsMovedToSameDestination
        /// The number of sections after the update does not add up.
        case invalidNumberOfSections
        /// The number of rows of a surviving section after the update does not add up. The
        /// message names the section by its index before the update; a moved section is
        /// compared with itself at its destination.
        case invalidNumberOfRows
        /// Stricter than UIKit: the same section is moved and reloaded.
        case sectionMovedAndReloaded
        /// Stricter than UIKit: the same row is moved and reloaded.
        case rowMovedAndReloaded
        /// Stricter than UIKit: a row is reconfigured at the destination of a move.
        case rowMovedAndReconfigured
        /// Stricter than UIKit: a row is reconfigured where a row is inserted.
        case rowInsertedAndReconfigured
        /// Stricter than UIKit: a row is reconfigured where a reloaded row lands.
        case rowReloadedAndReconfigured
        /// Stricter than UIKit: a row is deleted, reloaded or moved out of a section that is
        /// deleted (the section delete already covers its rows).
        case rowOperationInDeletedSection
        /// Stricter than UIKit: a row is inserted, moved into or reconfigured in a section
        /// that is inserted (the section insert already covers its rows).
        case rowOperationInInsertedSection
        /// Stricter than UIKit: a row operation names a section that is reloaded.
        case rowOperationInReloadedSection
        /// Stricter than UIKit: a row is reloaded in a section that moves in the same batch.
        /// UIKit turns the reload into a delete and an insert at the same index path, which
        /// then names the wrong section, and fails its row-count check; the diff sends such
        /// a row as a delete at its old place and an insert at its new one instead.
        case rowReloadedInMovedSection
        /// Collection views only, stricter than UIKit: an item is deleted from, inserted
        /// into, reloaded in, or moved out of or into a section that moves in the same
        /// update (a table accepts these). ``ListChangeset``s never carry one once converted
        /// for a collection view: such a section move becomes a section delete plus insert.
        case itemOperationInMovedSection
        /// Stricter than UIKit: an update (a batch, or a reload) while the view has
        /// uncommitted updates, a user's drag or drop in flight. Apple's documentation of
        /// `hasUncommittedUpdates` says not to make significant changes then (a reload
        /// discards the uncommitted changes); the headless views refuse them.
        case updateWithUncommittedChanges
    }

    /// What is wrong.
    ///
    /// - Complexity: O(1).
    public let kind: Kind
    /// UIKit's words for the problem, with the numbers filled in.
    ///
    /// - Complexity: O(1).
    public let message: String

    init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    ///
    /// - Complexity: O(1).
    public var description: String { message }
}

extension BatchUpdateError {
    /// An update while a drag or drop is uncommitted.
    static func uncommittedChanges(_ update: String) -> Self {
        Self(
            .updateWithUncommittedChanges,
            "attempt to \(update) while the table view has uncommitted updates (a drag or drop in flight)")
    }
}

// MARK: Messages

/// A row operation, as named in messages.
enum RowOperation {
    case delete, reload, moveFrom, insert, moveTo, reconfigure

    var verb: String {
        switch self {
        case .delete: "delete"
        case .reload: "reload"
        case .moveFrom, .moveTo: "move"
        case .insert: "insert"
        case .reconfigure: "reconfigure"
        }
    }

    var preposition: String {
        switch self {
        case .delete, .reload: "from"
        case .moveFrom: "out of"
        case .insert, .moveTo: "into"
        case .reconfigure: "in"
        }
    }
}

/// Why a position is out of range: its section does not exist (there are only this many
/// sections), or its row does not (the section has only this many rows).
enum Shortfall {
    case sections(Int)
    case rows(Int)
}

extension BatchUpdateError {
    static func sectionDeleteOutOfRange(_ section: Int, count: Int) -> Self {
        Self(
            .sectionDeleteOutOfRange,
            "attempt to delete section \(section), but there are only \(count) sections before the update")
    }

    static func sectionReloadOutOfRange(_ section: Int, count: Int) -> Self {
        Self(
            .sectionReloadOutOfRange,
            "attempt to reload section \(section), but there are only \(count) sections before the update")
    }

    static func sectionInsertOutOfRange(_ section: Int, count: Int) -> Self {
        Self(
            .sectionInsertOutOfRange,
            "attempt to insert section \(section) but there are only \(count) sections after the update")
    }

    static func sectionMoveSourceOutOfRange(_ section: Int, count: Int) -> Self {
        Self(
            .sectionMoveSourceOutOfRange,
            "attempt to move section \(section) that does not exist - there are only \(count) sections before the update"
        )
    }

    static func sectionMoveDestinationOutOfRange(_ section: Int, to destination: Int, count: Int) -> Self {
        Self(
            .sectionMoveDestinationOutOfRange,
            "attempt to move section \(section) to section \(destination) that does not exist - there are only \(count) sections after the update"
        )
    }

    /// A delete or reload (before the update) of a row out of range.
    static func rowOutOfRangeBefore(
        _ kind: Kind, _ operation: RowOperation, _ position: RowPosition, _ shortfall: Shortfall
    ) -> Self {
        let start =
            "attempt to \(operation.verb) row \(position.row) \(operation.preposition) section \(position.section)"
        switch shortfall {
        case .sections(let count): return Self(kind, start + ", but there are only \(count) sections before the update")
        case .rows(let count): return Self(kind, start + " which only contains \(count) rows before the update")
        }
    }

    /// An insert or reconfigure (after the update) of a row out of range.
    static func rowOutOfRangeAfter(
        _ kind: Kind, _ operation: RowOperation, _ position: RowPosition, _ shortfall: Shortfall
    ) -> Self {
        let start =
            "attempt to \(operation.verb) row \(position.row) \(operation.preposition) section \(position.section)"
        switch shortfall {
        case .sections(let count): return Self(kind, start + ", but there are only \(count) sections after the update")
        case .rows(let count):
            return Self(
                kind, start + ", but there are only \(count) rows in section \(position.section) after the update")
        }
    }

    static func rowMoveSourceOutOfRange(_ source: RowPosition, _ shortfall: Shortfall) -> Self {
        Self(
            .rowMoveSourceOutOfRange,
            "attempt to move index path (\(source)) that does not exist - there are only \(only(shortfall, source)) before the update"
        )
    }

    static func rowMoveDestinationOutOfRange(_ source: RowPosition, to destination: RowPosition, _ shortfall: Shortfall)
        -> Self
    {
        Self(
            .rowMoveDestinationOutOfRange,
            "attempt to move index path (\(source)) to index path (\(destination)) that does not exist - there are only \(only(shortfall, destination)) after the update"
        )
    }

    private static func only(_ shortfall: Shortfall, _ position: RowPosition) -> String {
        switch shortfall {
        case .sections(let count): "\(count) sections"
        case .rows(let count): "\(count) rows in section \(position.section)"
        }
    }

    /// Two operations on the same section (`place` = "section (2)") or row
    /// (`place` = "index path ({0, 3})"), in UIKit's phrasing for the pair.
    private static func conflict(_ kind: Kind, _ place: String) -> Self {
        let what =
            switch kind {
            case .sectionDeletedAndReloaded, .rowDeletedAndReloaded: "delete and reload the same"
            case .sectionDeletedAndMoved, .rowDeletedAndMoved: "perform a delete and a move from the same"
            case .sectionInsertedAndMovedTo, .rowInsertedAndMovedTo: "perform an insert and a move to the same"
            case .sectionMovedAndReloaded, .rowMovedAndReloaded: "move and reload the same"
            case .rowMovedAndReconfigured: "move and reconfigure the same"
            case .rowInsertedAndReconfigured: "insert and reconfigure the same"
            default: "perform conflicting updates on the same"
            }
        return Self(kind, "attempt to \(what) \(place)")
    }

    static func conflict(_ kind: Kind, section: Int) -> Self {
        conflict(kind, "section (\(section))")
    }

    static func conflict(_ kind: Kind, row: RowPosition) -> Self {
        conflict(kind, "index path (\(row))")
    }

    static func rowReloadedAndReconfigured(before: RowPosition, after: RowPosition) -> Self {
        Self(
            .rowReloadedAndReconfigured,
            "attempt to reload and reconfigure the same row: index path (\(before)) before the update is index path (\(after)) after the update"
        )
    }

    static func sectionMovedToTwoDestinations(_ section: Int, _ first: Int, _ second: Int) -> Self {
        Self(.sectionMovedToTwoDestinations, "attempt to move section \(section) to both \(first) and \(second)")
    }

    static func rowMovedToTwoDestinations(_ row: RowPosition, _ first: RowPosition, _ second: RowPosition) -> Self {
        Self(.rowMovedToTwoDestinations, "attempt to move row at index path \(row) to both \(first) and \(second)")
    }

    static func sectionsMovedToSameDestination(_ first: Int, _ second: Int, to destination: Int) -> Self {
        Self(.sectionsMovedToSameDestination, "attempt to move both section \(first) and \(second) to \(destination)")
    }

    static func rowsMovedToSameDestination(_ first: RowPosition, _ second: RowPosition, to destination: RowPosition)
        -> Self
    {
        Self(
            .rowsMovedToSameDestination,
            "attempt to move both row at index path \(first) and \(second) to \(destination)")
    }

    /// A row operation in a section that a section operation of the same batch already
    /// covers; `kind` says which section operation. A move names both its ends.
    static func rowOperation(
        _ operation: RowOperation, _ position: RowPosition, movedFrom source: RowPosition? = nil,
        inSection section: Int, _ kind: Kind
    ) -> Self {
        let state =
            switch kind {
            case .rowOperationInDeletedSection: "deleted"
            case .rowOperationInInsertedSection: "inserted"
            case .rowReloadedInMovedSection: "moved"
            default: "reloaded"
            }
        let paths = source.map { "index path (\($0)) to index path (\(position))" } ?? "index path (\(position))"
        return Self(
            kind,
            "attempt to \(operation.verb) \(paths) \(operation.preposition) section \(section), which is \(state) in the same update"
        )
    }

    static func invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int) -> Self {
        Self(
            .invalidNumberOfSections,
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after)) must be equal to the number of sections contained in the table view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        )
    }

    static func invalidNumberOfRows(
        inSection section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
    ) -> Self {
        Self(
            .invalidNumberOfRows,
            "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        )
    }
}

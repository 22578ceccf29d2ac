import Foundation

/// A row's view in a ``HeadlessTableView``: the headless counterpart of `UITableViewCell`.
///
/// Subclass it for each kind of row, as with UIKit, and register the subclass with
/// ``HeadlessTableView/register(_:forCellReuseIdentifier:)``. A subclass needs no
/// initializer of its own:
///
///     final class SongCell: TableViewCell {
///         func configure(with song: Song) {
///             text = song.name
///             secondaryText = song.artist
///             accessory = song.isFavorite ? .checkmark : .none
///         }
///     }
///
/// The table keeps cells only for visible rows and reuses them: override
/// ``prepareForReuse()`` to reset state that the cell builder does not always set.
@preconcurrency @MainActor
open class TableViewCell {
    /// What a cell shows at its trailing edge, as `UITableViewCell.AccessoryType`.
    public enum Accessory: Sendable, Hashable {
        /// Nothing.
        case none
        /// A chevron.
        case disclosureIndicator
        /// A checkmark.
        case checkmark
        /// A reorder handle, shown while the row can be dragged.
        case reorderControl
    }

    /// The layout of a cell's built-in labels, as `UITableViewCell.CellStyle`; the headless
    /// cell keeps it for tests to read.
    public enum CellStyle: Sendable, Hashable {
        /// A text label, and an image.
        case `default`
        /// A text label with a detail label on the trailing side.
        case value1
        /// A blue text label beside a detail label.
        case value2
        /// A text label with a detail label below it.
        case subtitle
    }

    /// What a user's edit of a row does, as `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Sendable, Hashable {
        /// No edit.
        case none
        /// Delete the row (swipe to delete).
        case delete
        /// Insert a row.
        case insert
    }

    /// The identifier the cell was registered and dequeued with; `nil` for a cell made
    /// directly.
    public internal(set) var reuseIdentifier: String?
    /// The main text, as `UIListContentConfiguration.text`.
    public var text: String?
    /// The secondary text, as `UIListContentConfiguration.secondaryText`.
    public var secondaryText: String?
    /// The name of the image shown, as an SF Symbol or asset name would be.
    public var imageName: String?
    /// The trailing accessory.
    public var accessory: Accessory
    /// The configuration last set as ``contentConfiguration`` (see
    /// `TableViewCell+ContentConfiguration.swift`).
    var configuredContent: ListContentConfiguration?
    /// The height this cell's content needs, used for rows whose height is
    /// ``HeadlessTableView/automaticDimension`` (the headless stand-in for Auto Layout).
    /// Subclasses override it to compute a height from their content.
    open var fittingHeight: CGFloat { 44 }

    /// The layout of the built-in labels; ``CellStyle-swift.enum/default`` unless made with
    /// ``init(style:reuseIdentifier:)``.
    public private(set) var style: CellStyle

    /// The main label, as `UITableViewCell.textLabel`: its `text` is the cell's ``text``.
    public var textLabel: Label? { Label(cell: self, \.text) }
    /// The secondary label, as `UITableViewCell.detailTextLabel`: its `text` is the cell's
    /// ``secondaryText``.
    public var detailTextLabel: Label? { Label(cell: self, \.secondaryText) }

    /// Creates a cell; the table sets ``reuseIdentifier`` when it dequeues one.
    public required init() {
        accessory = .none
        style = .default
    }

    /// Creates a cell that is not dequeued, as UIKit's initializer of the same name.
    public convenience init(style: CellStyle, reuseIdentifier: String?) {
        self.init()
        self.style = style
        self.reuseIdentifier = reuseIdentifier
    }

    /// One of a cell's built-in labels, as a `UILabel` is to a `UITableViewCell`: setting its
    /// `text` sets the cell's.
    @MainActor
    public struct Label {
        private let cell: TableViewCell
        private let keyPath: ReferenceWritableKeyPath<TableViewCell, String?>

        init(cell: TableViewCell, _ keyPath: ReferenceWritableKeyPath<TableViewCell, String?>) {
            self.cell = cell
            self.keyPath = keyPath
        }

        /// The label's text: the cell's ``TableViewCell/text`` or
        /// ``TableViewCell/secondaryText``.
        public var text: String? {
            get { cell[keyPath: keyPath] }
            nonmutating set { cell[keyPath: keyPath] = newValue }
        }
    }

    /// Resets the cell before the table hands it out again. The base implementation clears
    /// the content; call `super` when overriding.
    open func prepareForReuse() {
        text = nil
        secondaryText = nil
        imageName = nil
        accessory = .none
    }
}

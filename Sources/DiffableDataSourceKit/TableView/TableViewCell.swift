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
@MainActor
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
    public var accessory: Accessory = .none
    /// The height this cell's content needs, used for rows whose height is
    /// ``HeadlessTableView/automaticDimension`` (the headless stand-in for Auto Layout).
    /// Subclasses override it to compute a height from their content.
    open var fittingHeight: CGFloat { 44 }

    /// Creates a cell; the table sets ``reuseIdentifier`` when it dequeues one.
    public required init() {}

    /// Resets the cell before the table hands it out again. The base implementation clears
    /// the content; call `super` when overriding.
    open func prepareForReuse() {
        text = nil
        secondaryText = nil
        imageName = nil
        accessory = .none
    }
}

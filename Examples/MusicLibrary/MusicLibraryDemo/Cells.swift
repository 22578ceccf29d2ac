import DiffableDataSourceKit
import Foundation

/// What the three cell classes share: the song they show, and two counters that make a
/// cell's life visible in the demo (which cell object it is, how often it was configured).
///
/// A reload builds a row a *new* cell (a different ``serial``); a reconfigure hands the
/// row's *existing* cell back to the cell builder (same serial, ``configurations`` + 1).
public class SongCell: TableViewCell {
    /// The song last configured into the cell.
    public private(set) var song: Song?
    /// A number the music library gives each cell object when it first builds it.
    public internal(set) var serial = 0
    /// How many times ``configure(with:)`` ran on this cell object.
    public private(set) var configurations = 0
    /// A short extra label the renderer shows after the text (a switch, a badge).
    public internal(set) var badge: String?

    /// Shows a song: title, artist, and a heart that is filled for a favorite.
    public func configure(with song: Song) {
        self.song = song
        configurations += 1
        text = song.name
        secondaryText = song.artist
        imageName = song.isFavorite ? "heart.fill" : "heart"
        badge = nil
    }

    /// Clears the content, as UIKit's `prepareForReuse`; the serial stays with the object.
    public override func prepareForReuse() {
        super.prepareForReuse()
        song = nil
        badge = nil
    }
}

/// The Disney section's cell: a favorite switch after the title.
public final class SwitchableSongTableViewCell: SongCell {
    /// The reuse identifier it is registered under.
    public static let reuseIdentifier = "SwitchableSongTableViewCell"

    /// Shows the song and the switch, on for a favorite.
    public override func configure(with song: Song) {
        super.configure(with: song)
        badge = song.isFavorite ? "[on]" : "[off]"
    }

    /// One line of text and a switch: 56 points.
    public override var fittingHeight: CGFloat { 56 }
}

/// The Pop section's cell: title and artist with a disclosure chevron.
public final class NewSongTableViewCell: SongCell {
    /// The reuse identifier it is registered under.
    public static let reuseIdentifier = "NewSongTableViewCell"

    /// Shows the song with a chevron.
    public override func configure(with song: Song) {
        super.configure(with: song)
        accessory = .disclosureIndicator
    }

    /// Title and subtitle: 68 points.
    public override var fittingHeight: CGFloat { 68 }
}

/// The Favorites section's card: a larger cell whose height depends on the song (a
/// favorite shows one more line), as the guide's `CustomSongCardCell`.
public final class CustomSongCardCell: SongCell {
    /// The reuse identifier it is registered under.
    public static let reuseIdentifier = "CustomSongCardCell"

    /// Shows the song as a card, with a line that reads "favorite" for a favorite.
    public override func configure(with song: Song) {
        super.configure(with: song)
        secondaryText = song.isFavorite ? "\(song.artist) · favorite" : song.artist
    }

    /// The card's own measurement (used with automatic heights): 88 points, 104 for a
    /// favorite's extra line.
    public override var fittingHeight: CGFloat { song?.isFavorite == true ? 104 : 88 }

    /// The height the closure mode gives a card, as the guide's
    /// `CustomSongCardCell.preferredHeight(for:)`: 96 points, 120 for a favorite.
    public static func preferredHeight(for song: Song) -> CGFloat { song.isFavorite ? 120 : 96 }
}

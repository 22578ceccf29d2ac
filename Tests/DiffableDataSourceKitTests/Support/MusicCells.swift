import DiffableDataSourceKit
import Foundation

// The seed documents' three cell classes, one per section of the music library, headless.
// Each shows the song's name and says which kind of cell it is in `secondaryText`, so a
// test can tell them apart by content as well as by class.

/// The card shown in the favorites section; taller when the song is a favorite.
final class CustomSongCardCell: TableViewCell {
    static let reuseIdentifier = "CustomSongCardCell"

    /// The height a card needs for a song, as the seed's closure height provider uses it.
    static func preferredHeight(for song: Song) -> CGFloat { song.isFavorite ? 96 : 80 }

    private(set) var preferredHeight: CGFloat = 80

    override var fittingHeight: CGFloat { preferredHeight }

    func configure(with song: Song) {
        text = song.title
        secondaryText = "card"
        imageName = song.isFavorite ? "heart.fill" : "heart"
        accessory = .none
        preferredHeight = Self.preferredHeight(for: song)
    }
}

/// The row with a switch shown in the disney section; the switch shows `isFavorite`.
final class SwitchableSongTableViewCell: TableViewCell {
    static let reuseIdentifier = "SwitchableSongTableViewCell"

    private(set) var isOn = false

    func configure(with song: Song) {
        text = song.title
        secondaryText = "switch"
        isOn = song.isFavorite
        accessory = .none
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        isOn = false
    }
}

/// The plain song row shown in the pop section, with a checkmark for favorites.
final class NewSongTableViewCell: TableViewCell {
    static let reuseIdentifier = "NewSongTableViewCell"

    func configure(with song: Song) {
        text = song.title
        secondaryText = "new"
        accessory = song.isFavorite ? .checkmark : .none
    }
}

extension HeadlessTableView {
    /// Registers the music library's three cell classes under their reuse identifiers.
    func registerMusicCells() {
        register(CustomSongCardCell.self, forCellReuseIdentifier: CustomSongCardCell.reuseIdentifier)
        register(SwitchableSongTableViewCell.self, forCellReuseIdentifier: SwitchableSongTableViewCell.reuseIdentifier)
        register(NewSongTableViewCell.self, forCellReuseIdentifier: NewSongTableViewCell.reuseIdentifier)
    }
}

/// The seed's cell builder: a different cell class per section, configured with the song.
@MainActor
func musicCell(
    _ tableView: HeadlessTableView, _ indexPath: IndexPath, _ song: Song, _ section: MusicSection?
) throws -> TableViewCell {
    switch section {
    case .favorites:
        let cell = try tableView.dequeueReusableCell(
            CustomSongCardCell.self, withIdentifier: CustomSongCardCell.reuseIdentifier, for: indexPath)
        cell.configure(with: song)
        return cell
    case .disney:
        let cell = try tableView.dequeueReusableCell(
            SwitchableSongTableViewCell.self, withIdentifier: SwitchableSongTableViewCell.reuseIdentifier,
            for: indexPath)
        cell.configure(with: song)
        return cell
    case .pop:
        let cell = try tableView.dequeueReusableCell(
            NewSongTableViewCell.self, withIdentifier: NewSongTableViewCell.reuseIdentifier, for: indexPath)
        cell.configure(with: song)
        return cell
    case nil:
        return TableViewCell()
    }
}

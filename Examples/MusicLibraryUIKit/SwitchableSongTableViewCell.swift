#if canImport(UIKit)
import UIKit

/// Tells the view controller that the user flipped a Disney row's favorite switch.
///
/// The cell does not change the song itself: the view controller updates the snapshot
/// (a reconfigure), and the cell shows the new value when it is configured again.
@MainActor
protocol SwitchableSongTableViewCellDelegate: AnyObject {
    func switchableSongTableViewCell(_ cell: SwitchableSongTableViewCell, didChangeFavorite isFavorite: Bool)
}

/// The Disney section's cell: title and artist with a `UISwitch` that marks the song as a
/// favorite.
final class SwitchableSongTableViewCell: UITableViewCell {
    static let reuseIdentifier = "SwitchableSongTableViewCell"

    weak var delegate: SwitchableSongTableViewCellDelegate?

    private let coverImageView = UIImageView()
    private let titleLabel = UILabel()
    private let artistLabel = UILabel()
    private let favoriteSwitch = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupUI()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupUI() {
        selectionStyle = .none

        coverImageView.contentMode = .scaleAspectFill
        coverImageView.layer.cornerRadius = 4
        coverImageView.clipsToBounds = true
        coverImageView.tintColor = .systemBlue

        titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        artistLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        artistLabel.adjustsFontForContentSizeCategory = true
        artistLabel.textColor = .secondaryLabel

        favoriteSwitch.onTintColor = .systemPink
        favoriteSwitch.addTarget(self, action: #selector(favoriteSwitchChanged), for: .valueChanged)

        let textStack = UIStackView(arrangedSubviews: [titleLabel, artistLabel])
        textStack.axis = .vertical
        textStack.spacing = 2

        let contentStack = UIStackView(arrangedSubviews: [coverImageView, textStack, favoriteSwitch])
        contentStack.axis = .horizontal
        contentStack.spacing = 12
        contentStack.alignment = .center
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(contentStack)

        NSLayoutConstraint.activate([
            coverImageView.widthAnchor.constraint(equalToConstant: 36),
            coverImageView.heightAnchor.constraint(equalTo: coverImageView.widthAnchor),
            contentStack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            contentStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            contentStack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            contentStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    func configure(with song: Song) {
        titleLabel.text = song.name
        artistLabel.text = song.artist
        coverImageView.image = UIImage(named: song.image) ?? UIImage(systemName: "music.note")
        favoriteSwitch.isOn = song.isFavorite
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        delegate = nil
        titleLabel.text = nil
        artistLabel.text = nil
        coverImageView.image = nil
    }

    @objc private func favoriteSwitchChanged() {
        delegate?.switchableSongTableViewCell(self, didChangeFavorite: favoriteSwitch.isOn)
    }
}
#endif

#if canImport(UIKit)
import UIKit

/// The Favorites section's card: a large cover, title, artist and a description line. A
/// favorite shows one more line (a "favorite" badge), so its height depends on the song:
/// change `isFavorite` with a reload, not a reconfigure.
final class CustomSongCardCell: UITableViewCell {
    static let reuseIdentifier = "CustomSongCardCell"

    /// The height the closure height mode gives a card: 96 points, 120 for a favorite
    /// (its extra badge line). Used by the view controller's height provider.
    static func preferredHeight(for song: Song) -> CGFloat {
        song.isFavorite ? 120 : 96
    }

    private let cardView = UIView()
    private let coverImageView = UIImageView()
    private let titleLabel = UILabel()
    private let artistLabel = UILabel()
    private let descriptionLabel = UILabel()
    private let favoriteBadgeLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupUI()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupUI() {
        backgroundColor = .clear
        selectionStyle = .none

        cardView.backgroundColor = .secondarySystemBackground
        cardView.layer.cornerRadius = 12
        cardView.clipsToBounds = true
        cardView.translatesAutoresizingMaskIntoConstraints = false

        coverImageView.contentMode = .scaleAspectFill
        coverImageView.layer.cornerRadius = 8
        coverImageView.clipsToBounds = true
        coverImageView.tintColor = .systemPink

        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        artistLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        artistLabel.adjustsFontForContentSizeCategory = true
        artistLabel.textColor = .secondaryLabel
        descriptionLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        descriptionLabel.adjustsFontForContentSizeCategory = true
        descriptionLabel.textColor = .tertiaryLabel
        favoriteBadgeLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        favoriteBadgeLabel.adjustsFontForContentSizeCategory = true
        favoriteBadgeLabel.textColor = .systemPink
        favoriteBadgeLabel.text = "♥ Favorite"

        let textStack = UIStackView(arrangedSubviews: [titleLabel, artistLabel, descriptionLabel, favoriteBadgeLabel])
        textStack.axis = .vertical
        textStack.spacing = 2

        let contentStack = UIStackView(arrangedSubviews: [coverImageView, textStack])
        contentStack.axis = .horizontal
        contentStack.spacing = 12
        contentStack.alignment = .top
        contentStack.translatesAutoresizingMaskIntoConstraints = false

        cardView.addSubview(contentStack)
        contentView.addSubview(cardView)

        NSLayoutConstraint.activate([
            coverImageView.widthAnchor.constraint(equalToConstant: 56),
            coverImageView.heightAnchor.constraint(equalTo: coverImageView.widthAnchor),
            contentStack.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 12),
            contentStack.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 12),
            contentStack.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -12),
            contentStack.bottomAnchor.constraint(lessThanOrEqualTo: cardView.bottomAnchor, constant: -12),
            cardView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            cardView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            cardView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            cardView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    func configure(with song: Song) {
        titleLabel.text = song.name
        artistLabel.text = song.artist
        descriptionLabel.text = "Sung by \(song.artist). Tap for details."
        favoriteBadgeLabel.isHidden = !song.isFavorite
        coverImageView.image = UIImage(named: song.image) ?? UIImage(systemName: "music.note.list")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        artistLabel.text = nil
        descriptionLabel.text = nil
        coverImageView.image = nil
    }
}
#endif

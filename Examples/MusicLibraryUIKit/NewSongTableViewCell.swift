#if canImport(UIKit)
import UIKit

/// The Pop section's cell: cover, title and artist, and a heart that is filled for a
/// favorite. Its height does not depend on the song, so a favorite toggle can reconfigure it.
final class NewSongTableViewCell: UITableViewCell {
    static let reuseIdentifier = "NewSongTableViewCell"

    private let coverImageView = UIImageView()
    private let titleLabel = UILabel()
    private let artistLabel = UILabel()
    private let favoriteImageView = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupUI()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupUI() {
        coverImageView.contentMode = .scaleAspectFill
        coverImageView.layer.cornerRadius = 4
        coverImageView.clipsToBounds = true
        coverImageView.tintColor = .systemIndigo

        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        artistLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        artistLabel.adjustsFontForContentSizeCategory = true
        artistLabel.textColor = .secondaryLabel

        favoriteImageView.tintColor = .systemPink
        favoriteImageView.setContentHuggingPriority(.required, for: .horizontal)

        let textStack = UIStackView(arrangedSubviews: [titleLabel, artistLabel])
        textStack.axis = .vertical
        textStack.spacing = 4

        let contentStack = UIStackView(arrangedSubviews: [coverImageView, textStack, favoriteImageView])
        contentStack.axis = .horizontal
        contentStack.spacing = 12
        contentStack.alignment = .center
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(contentStack)

        NSLayoutConstraint.activate([
            coverImageView.widthAnchor.constraint(equalToConstant: 44),
            coverImageView.heightAnchor.constraint(equalTo: coverImageView.widthAnchor),
            contentStack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            contentStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            contentStack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            contentStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
        accessoryType = .disclosureIndicator
    }

    func configure(with song: Song) {
        titleLabel.text = song.name
        artistLabel.text = song.artist
        coverImageView.image = UIImage(named: song.image) ?? UIImage(systemName: "music.note")
        favoriteImageView.image = UIImage(systemName: song.isFavorite ? "heart.fill" : "heart")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        artistLabel.text = nil
        coverImageView.image = nil
        favoriteImageView.image = nil
    }
}
#endif
